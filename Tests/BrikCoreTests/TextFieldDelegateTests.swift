import BrikRendering
import Testing

@testable import BrikCore

@MainActor
private final class FieldRecorder: TextFieldDelegate {
    var calls: [String] = []
    var allowBegin = true
    var allowEnd = true
    var allowReturn = true
    var allowClear = true
    var digitsOnly = false

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        calls.append("shouldBegin")
        return allowBegin
    }
    func textFieldDidBeginEditing(_ textField: TextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        calls.append("shouldEnd")
        return allowEnd
    }
    func textFieldDidEndEditing(_ textField: TextField) { calls.append("didEnd") }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String) -> Bool {
        calls.append("change \(range.lowerBound)..<\(range.upperBound) '\(string)'")
        return !digitsOnly || string.allSatisfy(\.isNumber)
    }
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        calls.append("return")
        return allowReturn
    }
    func textFieldShouldClear(_ textField: TextField) -> Bool {
        calls.append("clear")
        return allowClear
    }
}

/// UITextField's delegate, side views, accessory row, clearing and Esc, in cells.
@MainActor
@Suite struct TextFieldDelegateTests {
    @Test func theDelegateIsAskedAndToldInUIKitsOrder() {
        let recorder = FieldRecorder()
        let field = TextField(placeholder: "pin").delegate(recorder)
        let other = Button("OK")
        let terminal = TestTerminal(
            root: VBrik(alignment: .leading) { _ in
                field; other
            }, size: Size(width: 24, height: 2))
        #expect(terminal.application.focusedBrick === field)
        #expect(recorder.calls == ["shouldBegin", "didBegin"])
        recorder.calls.removeAll()
        terminal.type("ab")
        #expect(recorder.calls == ["change 0..<0 'a'", "change 1..<1 'b'"])
        recorder.calls.removeAll()
        terminal.send("backspace")
        #expect(recorder.calls == ["change 1..<2 ''"])
        recorder.calls.removeAll()
        terminal.send("enter")
        #expect(recorder.calls == ["return"])
        recorder.calls.removeAll()
        recorder.allowEnd = false
        terminal.send("tab")
        #expect(terminal.application.focusedBrick === field)
        recorder.allowEnd = true
        terminal.send("tab")
        #expect(terminal.application.focusedBrick === other)
        #expect(recorder.calls.suffix(2) == ["shouldEnd", "didEnd"])
    }

    @Test func aRefusedChangeLeavesTextAndCursorAsTheyWere() {
        let recorder = FieldRecorder()
        recorder.digitsOnly = true
        let field = TextField().delegate(recorder)
        let terminal = TestTerminal(root: VBrik(alignment: .leading) { _ in field }, size: Size(width: 24, height: 1))
        terminal.type("1x2")
        terminal.paste("3y")
        #expect(field.text == "12")
        #expect(field.editing.cursor == 2)
        _ = terminal
    }

    @Test func shouldReturnGatesEditingDidEndOnExit() {
        let recorder = FieldRecorder()
        recorder.allowReturn = false
        var exits = 0
        let field = TextField().delegate(recorder).action(event: .editingDidEndOnExit) { _ in exits += 1 }
        let terminal = TestTerminal(root: VBrik { _ in field }, size: Size(width: 24, height: 1))
        terminal.send("enter")
        #expect(exits == 0)
        recorder.allowReturn = true
        terminal.send("enter")
        #expect(exits == 1)
    }

    @Test func aFieldThatMayNotBeginIsSkippedByFocus() {
        let recorder = FieldRecorder()
        recorder.allowBegin = false
        let field = TextField().delegate(recorder)
        let button = Button("OK")
        let terminal = TestTerminal(
            root: VBrik { _ in
                field; button
            }, size: Size(width: 24, height: 2))
        #expect(terminal.application.focusedBrick !== field)
    }

    @Test func escTakesBackTheEditThenGoesOn() {
        var closed = 0
        let field = TextField(text: "draft").escapeRevertsEditing(true)
        let root = VBrik { _ in field }
        root.keyBinding("close", keys: "esc", description: "close") { closed += 1 }
        let terminal = TestTerminal(root: root, size: Size(width: 24, height: 1))
        terminal.type(" two")
        #expect(field.text == "draft two")
        terminal.send("esc")
        #expect(field.text == "draft")
        #expect(closed == 0)
        terminal.send("esc")
        #expect(closed == 1)
    }

    @Test func clearsOnBeginEditingAskTheDelegate() {
        let recorder = FieldRecorder()
        let field = TextField(text: "old").clearsOnBeginEditing(true).delegate(recorder)
        let terminal = TestTerminal(root: VBrik { _ in field }, size: Size(width: 24, height: 1))
        #expect(field.text == "")
        #expect(recorder.calls.contains("clear"))
        _ = terminal
    }

    @Test func sideViewsAndTheClearButtonTakeTheirColumns() {
        let field = TextField(text: "42").leftView(Label("$")).rightView(Label(" USD"), mode: .unlessEditing)
            .clearButtonMode(.whileEditing)
        let other = Button("OK")
        let terminal = TestTerminal(
            root: VBrik(alignment: .leading) { _ in
                field; other
            }, size: Size(width: 30, height: 2))
        // Editing: the left view, the text, the clear button; the right view is hidden.
        #expect(terminal.application.focusedBrick === field)
        // 20 for the text, 1 for "$", 2 for " ×"; " USD" shows only when not editing.
        #expect(field.frame.width == 20 + 1 + 2)
        #expect(terminal.screen[0].hasPrefix("$42"))
        #expect(terminal.screen[0].contains("×"))
        #expect(!terminal.screen[0].contains("USD"))
        #expect(terminal.cursor == Point(x: 3, y: 0))
        // A click on × empties the field.
        let clear = field.clearButtonFrame!
        terminal.send(.mouse(MouseEvent(.press(.left), at: clear.origin)))
        #expect(field.text == "")
        terminal.type("7")
        terminal.send("tab")
        #expect(terminal.screen[0].hasPrefix("$7"))
        #expect(terminal.screen[0].hasSuffix("USD"))
        #expect(!terminal.screen[0].contains("×"))
        #expect(field.frame.width == 20 + 1 + 4)
    }

    @Test func theAccessoryRowShowsUnderTheFieldWhileEditing() {
        let field = TextField(placeholder: "tags").inputAccessoryView(Label("comma-separated"))
        let other = Button("OK")
        let terminal = TestTerminal(
            root: VBrik(alignment: .leading) { _ in
                field; Label(""); other
            }, size: Size(width: 30, height: 4))
        terminal.advance(by: .zero)
        #expect(terminal.screen[1] == "comma-separated")
        terminal.send("tab")
        #expect(terminal.application.focusedBrick === other)
        #expect(!terminal.screenText.contains("comma-separated"))
        terminal.send("shift+tab")
        #expect(terminal.screenText.contains("comma-separated"))
    }

    @Test func allEditingEventsHearsEachEditingEvent() {
        var heard: [ControlEvent] = []
        let field = TextField()
        let other = Button("OK")
        let form = VBrik { _ in
            field.tag(1); other
        }
        form.action(onTag: 1, event: .allEditingEvents) { _ in heard.append(.editingChanged) }
        let terminal = TestTerminal(root: form, size: Size(width: 24, height: 2))
        terminal.type("a")
        terminal.send("enter")
        terminal.send("tab")
        // begin, changed, end on exit, end
        #expect(heard.count == 4)
    }
}
