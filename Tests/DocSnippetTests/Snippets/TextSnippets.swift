import BrikTUI
import Testing

/// The snippets of "Text: editing, logs, search and Markdown".
enum TextSnippets {
    // snippet: log-writer
    /// Streams a file's lines into `log` from a task off the main actor.
    @MainActor
    func follow(_ lines: AsyncStream<String>, into log: LogView) {
        let writer = log.writer  // Sendable: append from any task or thread
        Task.detached {
            for await line in lines { writer.append(line) }
        }
    }
    // end-snippet

    static let screens: [DocScreen] = [
        DocScreen(article: "Text", name: "an editor") {
            // snippet: text-area
            let editor = TextArea(text: "func greet() {\n    print(\"hi\")\n}")
                .showsLineNumbers(true)
                .highlighter { _, line in
                    line.hasPrefix("func") ? [TextHighlight(range: 0..<4, foreground: .magenta, attributes: .bold)] : []
                }
            let terminal = TestTerminal(root: editor, size: Size(width: 32, height: 4))
            terminal.application.focus(editor)
            terminal.send("down", "end")
            terminal.type("  // says hi")
            let typed = terminal.screen
            terminal.send("ctrl+z")  // the typing was one undo step
            // end-snippet
            #expect(editor.text == "func greet() {\n    print(\"hi\")\n}")
            return [typed, terminal.screen]
        },
        DocScreen(article: "Text", name: "a log") {
            // snippet: log-view
            let log = LogView(maximumLineCount: 1_000)  // the oldest lines go first
            let terminal = TestTerminal(root: log, size: Size(width: 32, height: 4))
            terminal.application.focus(log)
            for index in 1...10 { log.append("request \(index) done") }
            terminal.advance(by: .zero)
            let following = terminal.screen
            terminal.send("up")  // scrolling up pauses following
            log.append("request 11 done")
            log.append("request 12 done")
            terminal.advance(by: .zero)
            // end-snippet
            #expect(!log.isFollowing)
            return [following, terminal.screen]
        },
        DocScreen(article: "Text", name: "markdown") {
            // snippet: markdown-view
            let notes = MarkdownView(
                markdown: """
                    # Release notes

                    - **Faster** start-up
                    - `--quiet` prints nothing

                    | Option | Effect  |
                    |--------|---------|
                    | `-v`   | verbose |
                    """)
            let terminal = TestTerminal(root: notes, size: Size(width: 32, height: 10))
            // end-snippet
            return [terminal.screen]
        },
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
