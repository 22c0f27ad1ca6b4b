import BrikTUI
import Testing

/// The snippets of "Text: editing, logs, search and Markdown".
enum TextSnippets {
    static let screens: [DocScreen] = [
        DocScreen(article: "Text", name: "a search bar") {
            // snippet: search-bar
            let notes = Label(
                """
                Monday: water the plants
                Tuesday: call Ana about the plants
                Wednesday: buy bread
                Thursday: repot the plants
                """)
            let scroll = ScrollBrik { _ in notes }
            scroll.showsScrollbar = false
            let bar = SearchBar(for: notes)
            let screen = VBrik(alignment: .fill) { _ in
                scroll
                bar
            }
            let terminal = TestTerminal(root: screen, size: Size(width: 36, height: 4))
            terminal.send("/")
            terminal.type("plants")
            let typing = terminal.screen
            terminal.send("enter", "n", "n")
            // end-snippet
            #expect(bar.message == "match 3 of 3")
            return [typing, terminal.screen]
        },
        DocScreen(article: "Text", name: "find in code") {
            // snippet: text-search
            let log = Label("GET /a 200\nGET /b 500\nPOST /c 503")
            let search = TextSearch(in: log)
            let found = search.find(SearchQuery("5\\d\\d", isRegularExpression: true))
            // found == .found(SearchMatch(line: 1, range: 7..<10), wrapped: false)
            let next = search.next()  // line 2, characters 8..<11
            // end-snippet
            _ = TestTerminal(root: log, size: Size(width: 20, height: 3))
            #expect(found == .found(SearchMatch(line: 1, range: 7..<10), wrapped: false))
            #expect(next == .found(SearchMatch(line: 2, range: 8..<11), wrapped: false))
            return []
        },
    ]
}
