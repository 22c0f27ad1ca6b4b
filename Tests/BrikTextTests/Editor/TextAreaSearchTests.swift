import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore
@testable import BrikText

/// A text area under a ``SearchBar``: Ctrl-F and F3 (it types `/` and `n`), every visible
/// match highlighted, the current one selected and scrolled into view.
@MainActor
@Suite struct TextAreaSearchTests {
    @Test func findSelectsAndHighlightsMatches() {
        let area = TextArea(text: (1...30).map { $0 % 10 == 0 ? "needle \($0)" : "hay \($0)" }.joined(separator: "\n"))
        let bar = SearchBar(for: area)
        let root = VBrik(alignment: .fill) { _ in
            area
            bar
        }
        let terminal = TestTerminal(root: root, size: Size(width: 20, height: 5))
        _ = terminal.application.focus(area)
        terminal.type("/n")
        #expect(area.text.hasPrefix("/nhay 1"), "an editor types / and n")
        terminal.send("ctrl+z")
        terminal.send("ctrl+f")
        terminal.type("needle")
        terminal.send("enter")
        #expect(area.selectedText == "needle")
        #expect(area.selection.range.start == TextPosition(line: 9, column: 0))
        expectScreen(terminal.screen, ["hay 7", "hay 8", "hay 9", "needle 10", "match 1 of 3"])
        let current = terminal.cell(at: Point(x: 0, y: 3)).style
        #expect(current.background == SearchHighlight.currentMatchStyle.background)
        terminal.send("F3")
        #expect(area.selection.range.start == TextPosition(line: 19, column: 0))
        expectScreen(terminal.screen, ["hay 17", "hay 18", "hay 19", "needle 20", "match 2 of 3"])
    }

    @Test func otherVisibleMatchesUseTheMatchStyle() {
        let area = TextArea(text: "ab ab\nab")
        area.searchHighlight = SearchHighlight(
            pattern: SearchPattern(text: "ab"), current: SearchMatch(line: 1, range: 0..<2))
        let terminal = TestTerminal(root: area, size: Size(width: 10, height: 2))
        let background = (0..<5).map { terminal.cell(at: Point(x: $0, y: 0)).style.background }
        let match = SearchHighlight.matchStyle.background
        #expect(background == [match, match, .default, match, match])
        #expect(terminal.cell(at: Point(x: 0, y: 1)).style.background == SearchHighlight.currentMatchStyle.background)
    }
}
