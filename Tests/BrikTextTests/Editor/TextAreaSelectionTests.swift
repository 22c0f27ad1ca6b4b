import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore
@testable import BrikText

/// Selection, the clipboard (internal and OSC 52), the mouse and undo grouping.
@MainActor
@Suite struct TextAreaSelectionTests {
    func terminal(_ area: TextArea, width: Int = 20, height: Int = 4) -> TestTerminal {
        let terminal = TestTerminal(root: area, size: Size(width: width, height: height))
        _ = terminal.application.focus(area)
        terminal.advance(by: .zero)
        return terminal
    }

    /// Which cells of row `y` are drawn reversed (selected), as `^`.
    func selectionRow(_ terminal: TestTerminal, _ y: Int) -> String {
        String(
            (0..<terminal.size.width).map { x in
                terminal.cell(at: Point(x: x, y: y)).style.attributes.contains(.reverse) ? "^" : " "
            }
        ).trimmingTrailingSpaces
    }

    @Test func shiftArrowsSelectAcrossLinesAndTypingReplaces() {
        let area = TextArea(text: "hello\nworld")
        let terminal = terminal(area)
        terminal.send("right", "shift+right", "shift+right", "shift+down")
        #expect(area.selectedText == "ello\nwor")
        expectScreen([selectionRow(terminal, 0), selectionRow(terminal, 1)], [" ^^^^^", "^^^"])
        terminal.type("X")
        expectScreen(terminal.screen, ["hXld", "", "", ""])
        terminal.send("ctrl+z")
        expectScreen(terminal.screen, ["hello", "world", "", ""])
        #expect(area.selectedText == "ello\nwor")
    }

    @Test func shiftHomeEndAndEscape() {
        let area = TextArea(text: "  indented")
        let terminal = terminal(area)
        terminal.send("end", "shift+home")
        #expect(area.selectedText == "indented")
        terminal.send("shift+home")
        #expect(area.selectedText == "  indented")
        terminal.send("escape")
        #expect(area.selection.isEmpty)
    }

    @Test func cutCopyPasteWithTheInternalClipboard() {
        let area = TextArea(text: "one two")
        let terminal = terminal(area)
        terminal.send("shift+ctrl+right", "ctrl+x")
        #expect(area.text == " two")
        terminal.send("end", "ctrl+v")
        #expect(area.text == " twoone")
        #expect(terminal.systemClipboardWrites.isEmpty)
        #expect(!terminal.output.contains("\u{1B}]52"))
    }

    @Test func systemClipboardOnlyWhenAsked() {
        let area = TextArea(text: "secret").copiesToSystemClipboard(true)
        let terminal = terminal(area)
        terminal.send("shift+end", "ctrl+c")
        #expect(terminal.systemClipboardWrites == ["secret"])
        #expect(terminal.output.contains("\u{1B}]52;c;c2VjcmV0\u{07}"))
    }

    @Test func ctrlCWithNothingSelectedStaysTheQuitKey() {
        let area = TextArea(text: "x")
        let terminal = terminal(area)
        terminal.send("ctrl+c")
        #expect(!terminal.isRunning)
    }

    @Test func mouseClickDragAndDoubleClick() {
        let area = TextArea(text: "alpha beta gamma\nsecond line")
        let terminal = terminal(area, width: 20, height: 3)
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 6, y: 0))))
        #expect(area.selection.cursor == TextPosition(line: 0, column: 6))
        terminal.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 3, y: 1))))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 3, y: 1))))
        #expect(area.selectedText == "beta gamma\nsec")
        terminal.advance(by: .seconds(1))
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 12, y: 0))))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 12, y: 0))))
        terminal.advance(by: .milliseconds(100))
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 12, y: 0))))
        #expect(area.selectedText == "gamma")
        expectScreen([selectionRow(terminal, 0)], ["           ^^^^^"])
    }

    /// Found by the seeded fuzz pass (Fuzz/editing, run 15,936): in a view one row high, a
    /// double click selected a word whose end wraps to the next row, and the caret (the
    /// word's end) was left out of view. Every change of the caret now scrolls it into view.
    @Test func aDoubleClickedWordEndingOnTheNextRowKeepsTheCaretInView() {
        let area = TextArea(text: "alpha beta")
        area.wrapsLines = true
        let terminal = terminal(area, width: 4, height: 1)
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 0))))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 1, y: 0))))
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 0))))
        #expect(area.selectedText == "alpha")
        #expect(terminal.cursor != nil)
        expectScreen(terminal.screen, ["a"])
    }

    @Test func selectAllAndASelectionSetByTheAppScrollToTheCaret() {
        let area = TextArea(text: (1...20).map { "line \($0)" }.joined(separator: "\n"))
        let terminal = terminal(area, width: 10, height: 3)
        area.selectAll()
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["line 18", "line 19", "line 20"])
        #expect(terminal.cursor == Point(x: 7, y: 2))
        area.selection = TextSelection(at: TextPosition(line: 4, column: 2))
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["line 5", "line 6", "line 7"])
        #expect(terminal.cursor == Point(x: 2, y: 0))
    }

    @Test func wheelScrollsWithoutMovingTheCaret() {
        let area = TextArea(text: (1...20).map { "line \($0)" }.joined(separator: "\n"))
        let terminal = terminal(area, width: 10, height: 3)
        terminal.send(.mouse(MouseEvent(.wheelDown, at: Point(x: 1, y: 1))))
        expectScreen(terminal.screen, ["line 4", "line 5", "line 6"])
        #expect(area.selection.cursor == .zero)
        #expect(terminal.cursor == nil)
    }

    @Test func typingGroupsUntilAMoveOrAPause() {
        let area = TextArea()
        let terminal = terminal(area)
        terminal.type("abc")
        terminal.send("left", "right")
        terminal.type("de")
        terminal.advance(by: .seconds(2))
        terminal.type("fg")
        #expect(area.text == "abcdefg")
        terminal.send("ctrl+z")
        #expect(area.text == "abcde")
        terminal.send("ctrl+z")
        #expect(area.text == "abc")
        terminal.send("ctrl+z")
        #expect(area.text == "")
        #expect(!area.canUndo)
        terminal.send("ctrl+y", "ctrl+y")
        #expect(area.text == "abcde")
        #expect(terminal.cursor == Point(x: 5, y: 0))
    }

    @Test func aPasteIsOneStepAndNormalisesNewlines() {
        let area = TextArea(text: "[]")
        let terminal = terminal(area)
        terminal.send("right")
        terminal.paste("a\r\nb\rc\n")
        expectScreen(terminal.screen, ["[a", "b", "c", "]"])
        terminal.send("ctrl+z")
        expectScreen(terminal.screen, ["[]", "", "", ""])
        #expect(terminal.cursor == Point(x: 1, y: 0))
    }

    @Test func undoRestoresCombiningMarksExactly() {
        let area = TextArea(text: "\u{301}x")
        let terminal = terminal(area)
        terminal.type("e")
        #expect(area.text == "e\u{301}x")
        #expect(area.document.lineLength(0) == 2)
        terminal.send("ctrl+z")
        #expect(area.text.unicodeScalars.elementsEqual("\u{301}x".unicodeScalars))
    }
}
