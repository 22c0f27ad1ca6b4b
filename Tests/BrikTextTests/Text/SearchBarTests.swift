import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore
@testable import BrikText

/// The search bar over a long label and over a list, driven by keys as a user would.
@MainActor
@Suite struct SearchBarTests {
    private func labelScreen() -> (TestTerminal, Label, SearchBar, ScrollBrik) {
        let text = (1...30).map { "line \($0): " + ($0 % 10 == 3 ? "needle here" : "hay") }.joined(separator: "\n")
        let label = Label(text)
        let scroll = ScrollBrik { _ in label }
        let bar = SearchBar(for: label)
        let root = VBrik(alignment: .fill) { _ in
            scroll
            bar
        }
        let terminal = TestTerminal(root: root, size: Size(width: 30, height: 5))
        return (terminal, label, bar, scroll)
    }

    /// Rows of `terminal` with the cells drawn in a search style marked: `[…]` the current
    /// match, `{…}` the others.
    private func marked(_ terminal: TestTerminal) -> [String] {
        (0..<terminal.size.height).map { y in
            var row = ""
            var inside: Character?
            for x in 0..<terminal.size.width {
                let cell = terminal.cell(at: Point(x: x, y: y))
                let mark: Character? =
                    cell.style.background == SearchHighlight.currentMatchStyle.background
                    ? "[" : cell.style.background == SearchHighlight.matchStyle.background ? "{" : nil
                if mark != inside {
                    if let inside { row.append(inside == "[" ? "]" : "}") }
                    if let mark { row.append(mark) }
                    inside = mark
                }
                if !cell.isContinuation { row.append(cell.character) }
            }
            if let inside { row.append(inside == "[" ? "]" : "}") }
            return row
        }
    }

    @Test func slashTypesAPatternThatHighlightsAsYouTypeAndEnterJumpsToIt() {
        let (terminal, _, bar, scroll) = labelScreen()
        terminal.send("/")
        #expect(bar.isEditing)
        #expect(terminal.application.focusedBrick === bar.field)
        terminal.type("needle")
        // Every match on screen is highlighted before Enter; nothing has moved.
        #expect(scroll.contentOffset.y == 0)
        #expect(marked(terminal)[2] == "line 3: {needle} here          ░")
        #expect(marked(terminal)[4].hasPrefix("/needle"))
        terminal.send("enter")
        #expect(!bar.isEditing)
        #expect(bar.message == "match 1 of 3")
        expectScreen(
            terminal.screen,
            [
                "line 1: hay                  █",
                "line 2: hay                  ░",
                "line 3: needle here          ░",
                "line 4: hay                  ░",
                "match 1 of 3                  ",
            ])
        #expect(marked(terminal)[2] == "line 3: [needle] here          ░")
        // n goes to the next match, scrolling it into view; N comes back.
        terminal.send("n")
        #expect(bar.message == "match 2 of 3")
        #expect(marked(terminal)[3] == "line 13: [needle] here         ░")
        terminal.send("n")
        #expect(bar.message == "match 3 of 3")
        terminal.send("n")
        #expect(bar.message == "match 1 of 3 (wrapped to the top)")
        // Scrolled back just enough to show line 3.
        #expect(scroll.contentOffset.y == 2)
        terminal.send("N")
        #expect(bar.message == "match 3 of 3 (wrapped to the bottom)")
        #expect(marked(terminal).contains("line 23: [needle] here         ░"))
    }

    @Test func escCancelsAndANotFoundPatternSaysSo() {
        let (terminal, label, bar, _) = labelScreen()
        terminal.send("/")
        terminal.type("nee")
        #expect(label.searchHighlight != nil)
        terminal.send("esc")
        #expect(!bar.isEditing)
        #expect(label.searchHighlight == nil)
        #expect(!bar.search.isActive)
        // n does nothing (and is not bound) while no search is set.
        #expect(!terminal.application.activeBindings.contains { $0.binding.id == "search.next" })
        terminal.send("/")
        terminal.type("zebra")
        terminal.send("enter")
        #expect(bar.message == "pattern not found: zebra")
        #expect(terminal.screen[4] == "pattern not found: zebra")
        #expect(terminal.cell(at: Point(x: 0, y: 4)).style.foreground == .ansi(.red))
    }

    @Test func regularExpressionsAndCaseToggleWhileTypingAndBadPatternsAreReported() {
        let (terminal, _, bar, _) = labelScreen()
        terminal.send("/")
        terminal.send("ctrl+r")
        #expect(bar.isRegularExpression)
        terminal.type("line 1[0-9]:")
        #expect(terminal.screen[4].hasSuffix("regex"))
        terminal.send("enter")
        #expect(bar.message == "match 1 of 10")
        terminal.send("/")
        terminal.type("(ab")
        #expect(terminal.screen[4].contains("unclosed group"))
        terminal.send("enter")
        #expect(bar.message == "Invalid pattern at 1: unclosed group")
        // ↑ brings back the last pattern searched.
        terminal.send("/", "up")
        #expect(bar.field.text == "(ab")
        terminal.send("up")
        #expect(bar.field.text == "line 1[0-9]:")
    }

    @Test func aListMovesItsCursorToTheMatchingRow() {
        let names = (0..<200).map { "item \($0)" + ($0 == 150 ? " special" : "") }
        let list = List(options: names)
        let bar = SearchBar(for: list)
        let root = VBrik(alignment: .fill) { _ in
            list
            bar
        }
        let terminal = TestTerminal(root: root, size: Size(width: 24, height: 6))
        terminal.application.focus(list)
        terminal.send("/")
        terminal.type("special")
        terminal.send("enter")
        #expect(list.cursorIndex == 150)
        #expect(terminal.application.focusedBrick === list)
        #expect(terminal.screen.contains { $0.hasPrefix("item 150 special") })
        #expect(bar.message == "match 1 of 1")
        // With no search active, n is the list's own type-ahead again.
        bar.search.clear()
        terminal.send("home")
        terminal.send("n")
        #expect(list.cursorIndex == 0)
    }

    @Test func anEditorGetsControlFAndF3() {
        final class Editor: Brick, Searchable {
            var searchLineCount: Int { 3 }
            func searchLine(_ index: Int) -> String { ["alpha", "beta", "alphabet"][index] }
            var searchStartLine: Int { 0 }
            var searchHighlight: SearchHighlight?
            var revealed: [SearchMatch] = []
            func revealSearchMatch(_ match: SearchMatch) { revealed.append(match) }
            var searchTypesText: Bool { true }
            override var canBecomeFocused: Bool { true }
        }
        let editor = Editor()
        let bar = SearchBar(for: editor)
        let terminal = TestTerminal(
            root: VBrik(alignment: .fill) { _ in
                editor; bar
            }, size: Size(width: 20, height: 4))
        terminal.application.focus(editor)
        terminal.send("/")
        #expect(!bar.isEditing)
        terminal.send("ctrl+f")
        terminal.type("alpha")
        terminal.send("enter")
        terminal.send("f3")
        terminal.send("shift+f3")
        #expect(
            editor.revealed == [
                SearchMatch(line: 0, range: 0..<5), SearchMatch(line: 2, range: 0..<5), SearchMatch(line: 0, range: 0..<5),
            ])
    }
}
