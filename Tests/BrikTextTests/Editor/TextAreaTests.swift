import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore
@testable import BrikText

/// Whole screens of a focused text area: typing, moving, wrapping, the gutter, the
/// placeholder, limits and events.
@MainActor
@Suite struct TextAreaTests {
    /// A terminal of `width`×`height` showing `area`, focused.
    func terminal(_ area: TextArea, width: Int = 20, height: Int = 4) -> TestTerminal {
        let terminal = TestTerminal(root: area, size: Size(width: width, height: height))
        _ = terminal.application.focus(area)
        terminal.advance(by: .zero)
        return terminal
    }

    @Test func typingEnterAndBackspace() {
        let area = TextArea()
        let terminal = terminal(area)
        terminal.type("hello")
        terminal.send("enter")
        terminal.type("wordl")
        terminal.send("backspace", "backspace")
        terminal.type("ld")
        expectScreen(terminal.screen, ["hello", "world", "", ""])
        #expect(terminal.cursor == Point(x: 5, y: 1))
        #expect(area.text == "hello\nworld")
        #expect(area.isModified)
    }

    @Test func arrowsCrossLinesAndKeepTheGoalColumn() {
        let area = TextArea(text: "long line here\nab\nanother long one")
        let terminal = terminal(area)
        terminal.send("end")
        #expect(terminal.cursor == Point(x: 14, y: 0))
        terminal.send("down")
        #expect(terminal.cursor == Point(x: 2, y: 1))
        terminal.send("down")
        #expect(terminal.cursor == Point(x: 14, y: 2))
        terminal.send("right", "right", "right")
        #expect(area.selection.cursor == TextPosition(line: 2, column: 16))
        terminal.send("ctrl+home")
        #expect(terminal.cursor == Point(x: 0, y: 0))
        terminal.send("ctrl+end")
        #expect(area.selection.cursor == TextPosition(line: 2, column: 16))
        terminal.send("home")
        terminal.send("ctrl+right", "ctrl+right")
        #expect(area.selection.cursor == TextPosition(line: 2, column: 12))
        terminal.send("ctrl+left")
        #expect(area.selection.cursor == TextPosition(line: 2, column: 8))
    }

    @Test func softWrapBreaksAtSpacesAndTheCaretFollowsVisualRows() {
        let area = TextArea(text: "the quick brown fox jumps over it")
        let terminal = terminal(area, width: 10, height: 4)
        expectScreen(terminal.screen, ["the quick", "brown fox", "jumps over", "it"])
        terminal.send("down")
        #expect(terminal.cursor == Point(x: 0, y: 1))
        #expect(area.selection.cursor == TextPosition(line: 0, column: 10))
        terminal.send("end")
        #expect(terminal.cursor == Point(x: 2, y: 3))
    }

    @Test func wrappedViewScrollsByVisualRows() {
        let area = TextArea(text: "aaaa bbbb cccc\nline two\nthree")
        let terminal = terminal(area, width: 5, height: 2)
        expectScreen(terminal.screen, ["aaaa", "bbbb"])
        terminal.send("down", "down", "down")
        expectScreen(terminal.screen, ["cccc", "line"])
        #expect(area.scroll == TextScrollPosition(line: 0, row: 2))
        terminal.send("pageup")
        expectScreen(terminal.screen, ["bbbb", "cccc"])
    }

    @Test func withoutWrapTheViewScrollsSideways() {
        let area = TextArea(text: "0123456789abcdefghij").wrapsLines(false)
        let terminal = terminal(area, width: 8, height: 2)
        expectScreen(terminal.screen, ["01234567", ""])
        // Scrolled a quarter of the width past the caret, so the next keys need no scroll.
        terminal.send("end")
        expectScreen(terminal.screen, ["fghij", ""])
        #expect(terminal.cursor == Point(x: 5, y: 0))
        terminal.send("home")
        expectScreen(terminal.screen, ["01234567", ""])
    }

    @Test func wideCharactersAreNeverSplit() {
        let area = TextArea(text: "ab中文字cd")
        let terminal = terminal(area, width: 5, height: 3)
        // "cd" is a word: it breaks after the ideograph, not inside it.
        expectScreen(terminal.screen, ["ab中", "文字", "cd"])
        terminal.send("right", "right", "right")
        #expect(terminal.cursor == Point(x: 0, y: 1))
    }

    @Test func lineNumbersInTheGutter() {
        let area = TextArea(text: "one\ntwo\nthree").showsLineNumbers(true)
        let terminal = terminal(area, width: 12, height: 4)
        expectScreen(terminal.screen, ["  1 one", "  2 two", "  3 three", ""])
        #expect(terminal.cursor == Point(x: 4, y: 0))
        #expect(terminal.cell(at: Point(x: 2, y: 0)).style.attributes.contains(.bold))
        #expect(terminal.cell(at: Point(x: 2, y: 1)).style.attributes.contains(.dim))
    }

    @Test func placeholderWhileEmpty() {
        let area = TextArea(placeholder: "Write here")
        let terminal = terminal(area)
        expectScreen(terminal.screen, ["Write here", "", "", ""])
        #expect(terminal.cell(at: Point(x: 0, y: 0)).style.attributes.contains(.dim))
        terminal.type("x")
        expectScreen(terminal.screen, ["x", "", "", ""])
    }

    @Test func controlCharactersAreShownSafely() {
        let area = TextArea()
        let terminal = terminal(area)
        terminal.paste("a\u{1B}[31mb\tc")
        expectScreen(terminal.screen, ["a␛[31mb c", "", "", ""])
        #expect(!terminal.output.contains("\u{1B}[31mb"))
    }

    @Test func maxLengthCutsTypingAndPastes() {
        let area = TextArea().maxLength(5)
        let terminal = terminal(area)
        terminal.type("abc")
        terminal.paste("defgh")
        #expect(area.text == "abcde")
        terminal.type("z")
        #expect(area.text == "abcde")
    }

    @Test func tabBehaviors() {
        let area = TextArea()
        let other = TextField()
        let root = VBrik(alignment: .fill) { _ in
            area
            other
        }
        let terminal = TestTerminal(root: root, size: Size(width: 20, height: 12))
        _ = terminal.application.focus(area)
        terminal.send("tab")
        #expect(terminal.application.focusedBrick === other)
        _ = terminal.application.focus(area)
        area.tabBehavior = .insertSpaces(4)
        terminal.type("ab")
        terminal.send("tab")
        #expect(area.text == "ab  ")
        area.tabBehavior = .insertTab
        terminal.send("tab")
        #expect(area.text == "ab  \t")
        #expect(terminal.application.focusedBrick === area)
    }

    @Test func readOnlyMovesAndCopiesButDoesNotEdit() {
        let area = TextArea(text: "fixed").isEditable(false)
        let terminal = terminal(area)
        terminal.type("x")
        terminal.send("backspace", "enter")
        terminal.paste("y")
        #expect(area.text == "fixed")
        terminal.send("shift+end", "ctrl+c")
        #expect(terminal.application.clipboard == "fixed")
    }

    @Test func editingEventsAreSent() {
        let area = TextArea()
        var changes = 0
        var ends = 0
        area.action(event: .editingChanged) { _ in changes += 1 }
        area.action(event: .editingDidEnd) { _ in ends += 1 }
        let other = TextField()
        let root = VBrik(alignment: .fill) { _ in
            area
            other
        }
        let terminal = TestTerminal(root: root, size: Size(width: 20, height: 12))
        _ = terminal.application.focus(area)
        terminal.type("ab")
        terminal.send("left")
        terminal.paste("c")
        #expect(changes == 3)
        _ = terminal.application.focus(other)
        #expect(ends == 1)
    }
}
