import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore
@testable import BrikText

/// Searching a ``LineView`` through the search API: matches drawn on the lines shown, the
/// current one in its own style, a match revealed by scrolling (sideways too without wrap).
@MainActor
@Suite("LineView search")
struct LineViewSearchTests {
    @Test("a find scrolls the match's line to the top and highlights every match on screen")
    func findRevealsAndHighlights() {
        let source = CountingLines(count: 1_000) { $0 % 100 == 42 ? "needle at \($0) and needle" : "hay \($0)" }
        let view = LineView(source: source)
        let terminal = TestTerminal(root: view, size: Size(width: 30, height: 3))
        let search = TextSearch(in: view)
        #expect(search.find(SearchQuery("needle")) == .found(SearchMatch(line: 42, range: 0..<6), wrapped: false))
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["needle at 42 and needle", "hay 43", "hay 44"])
        #expect(terminal.cell(at: Point(x: 0, y: 0)).style == SearchHighlight.currentMatchStyle)
        #expect(terminal.cell(at: Point(x: 17, y: 0)).style == SearchHighlight.matchStyle)
        #expect(terminal.cell(at: Point(x: 7, y: 0)).style == .plain)
        // The next match is on the same line, on screen: the view stays.
        _ = search.next()
        terminal.advance(by: .zero)
        #expect(view.scrollPosition.line == 42)
        #expect(terminal.cell(at: Point(x: 17, y: 0)).style == SearchHighlight.currentMatchStyle)
        _ = search.next()
        terminal.advance(by: .zero)
        #expect(terminal.screen[0] == "needle at 142 and needle")
    }

    @Test("without wrapping, a match beyond the right edge scrolls the view sideways to it")
    func revealSideways() {
        let view = LineView(lines: ["short", String(repeating: "x", count: 40) + "target" + "yy"]).wrapsLines(false)
        let terminal = TestTerminal(root: view, size: Size(width: 12, height: 2))
        let search = TextSearch(in: view)
        _ = search.find(SearchQuery("target"))
        terminal.advance(by: .zero)
        #expect(view.scrollPosition.column == 37)
        expectScreen(terminal.screen, ["", "xxxtargetyy"])
        #expect(terminal.cell(at: Point(x: 3, y: 1)).style == SearchHighlight.currentMatchStyle)
    }

    @Test("a match on a later row of a long wrapped line brings that row to the top")
    func revealWrappedRow() {
        let view = LineView(lines: ["a", String(repeating: "-", count: 30) + "here"])
        let terminal = TestTerminal(root: view, size: Size(width: 10, height: 2))
        _ = TextSearch(in: view).find(SearchQuery("here"))
        terminal.advance(by: .zero)
        #expect(view.scrollPosition == LineScrollPosition(line: 1, row: 2))
        expectScreen(terminal.screen, ["----------", "here"])
    }

    @Test("a styled line keeps its attributes under a match; clearing the highlight redraws plain")
    func highlightOverLineStyle() {
        let view = LineView(lines: ["ERROR disk"]).lineStyle { _, text in
            StyledText([TextSpan(text, foreground: .red, attributes: .bold)])
        }
        let terminal = TestTerminal(root: view, size: Size(width: 12, height: 1))
        let search = TextSearch(in: view)
        _ = search.find(SearchQuery("disk"))
        terminal.advance(by: .zero)
        let matched = terminal.cell(at: Point(x: 6, y: 0)).style
        #expect(matched.background == SearchHighlight.currentMatchStyle.background && matched.attributes.contains(.bold))
        search.clear()
        terminal.advance(by: .zero)
        #expect(terminal.cell(at: Point(x: 6, y: 0)).style == CellStyle(foreground: .red, attributes: .bold))
    }

    @Test("the search bar's / n N work over a log view")
    func searchBarOverLog() {
        let log = LogView()
        log.append(contentsOf: (0..<50).map { $0 % 10 == 3 ? "warn \($0)" : "ok \($0)" })
        let bar = SearchBar(for: log)
        let root = VBrik(alignment: .fill) { _ in
            log
            bar
        }
        let terminal = TestTerminal(root: root, size: Size(width: 20, height: 4))
        _ = terminal.application.focus(log)
        terminal.send("/")
        terminal.type("warn")
        terminal.send("enter")
        #expect(terminal.screen[0] == "warn 3")
        #expect(!log.isFollowing)
        terminal.send("n")
        #expect(terminal.screen[0] == "warn 13")
        terminal.send("N")
        #expect(terminal.screen[0] == "warn 3")
    }
}
