import BrikRendering

@testable import BrikCore
@testable import BrikText

/// libFuzzer target: random edit operations on a ``TextArea`` in a ``TestTerminal``.
///
/// The input picks a screen size, soft wrap, the gutter and a start text, then a stream of
/// operations: typed characters (any scalar, controls included), pastes of raw (often
/// invalid) UTF-8 with CR, LF and marks, editing and moving keys, Shift selections, mouse
/// presses and drags, undo, redo, resizes, wrap toggles and a length limit. Checked after
/// every operation: a typed character or a paste changes the text exactly as the same
/// edit on a `String` does; the document's summaries (lines, characters, bytes) agree with
/// its text and no line holds a CR; the selection lies in the document; the caret is on
/// screen; no raw control reaches the canvas; at the end, undoing every step gives back the
/// start text and redoing them all the final one.
@_cdecl("LLVMFuzzerTestOneInput")
public func editingFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    MainActor.assumeIsolated { fuzzEditing(&input) }
    return 0
}

private let keyNames = [
    "left", "right", "up", "down", "home", "end", "ctrl+home", "ctrl+end", "pageup", "pagedown", "shift+left",
    "shift+right", "shift+up", "shift+down", "shift+home", "shift+end", "ctrl+left", "ctrl+right", "alt+b", "alt+f",
    "backspace", "delete", "enter", "tab", "ctrl+k", "ctrl+w", "ctrl+u", "ctrl+d", "ctrl+h", "alt+backspace",
    "ctrl+x", "ctrl+c", "ctrl+v", "ctrl+z", "ctrl+y", "escape", "ctrl+a", "ctrl+e",
]
private let pieces = ["\r\n", "\r", "\n", "e\u{301}", "\u{301}", "中", "🇺", "🇸", "👍🏻", "\t", "\u{1B}[2J", "\u{200B}", " "]

@MainActor
private func fuzzEditing(_ input: inout FuzzInput) {
    var size = Size(width: input.int(in: 1...40), height: input.int(in: 1...12))
    let start = String(repeating: "ab cd\n", count: input.int(in: 0...5))
    let area = TextArea(text: start)
    area.wrapsLines = input.bool()
    area.showsLineNumbers = input.bool()
    area.tabBehavior = input.pick([.insertTab, .insertSpaces(4), .moveFocus])
    let terminal = TestTerminal(root: area, size: size)
    _ = terminal.application.focus(area)
    var steps = 0
    // The wheel scrolls the view and leaves the caret where it is (as every editor does), and
    // a resize or a change of wrapping may put it out of view; a move or an edit shows it again.
    var caretMayBeAway = false
    while !input.isAtEnd, steps < 200, terminal.isRunning {
        steps += 1
        let before = area.text
        let selection = area.selection
        let range = area.document.offset(of: selection.range.start)..<area.document.offset(of: selection.range.end)
        var expected: String?
        switch input.int(in: 0...11) {
        case 0, 1:
            let scalar = Unicode.Scalar(UInt32(input.int(in: 0...0x2FFF))) ?? "x"
            terminal.type(String(Character(scalar)))
            let isControl = scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
            if !isControl, area.maxLength == nil { expected = replaced(before, range, String(Character(scalar))) }
        case 2:
            var text = ""
            for _ in 0..<input.int(in: 0...4) { text += input.pick(pieces) }
            text += String(decoding: (0..<input.int(in: 0...6)).map { _ in input.byte() }, as: UTF8.self)
            terminal.paste(text)
            if area.maxLength == nil, !(text.isEmpty && range.isEmpty) { expected = replaced(before, range, text) }
        case 3, 4, 5, 6:
            terminal.send(input.pick(keyNames))
        case 7:
            let point = Point(x: input.int(in: 0...41), y: input.int(in: 0...13))
            let action = input.pick([MouseAction.press(.left), .drag(.left), .release(.left), .wheelDown, .wheelUp])
            if action == .wheelDown || action == .wheelUp { caretMayBeAway = true }
            terminal.send(.mouse(MouseEvent(action, at: point)))
        case 8:
            terminal.advance(by: .milliseconds(input.int(in: 0...1500)))
        case 9:
            size = Size(width: input.int(in: 1...40), height: input.int(in: 1...12))
            terminal.resize(to: size)
            caretMayBeAway = true
        case 10:
            area.wrapsLines.toggle()
            terminal.advance(by: .zero)
            caretMayBeAway = true
        default:
            area.maxLength = input.bool() ? nil : input.int(in: 0...60)
        }
        let text = area.text
        if text != before || area.selection != selection { caretMayBeAway = false }
        if let expected {
            check(text == expected, "edit gave \(text.debugDescription), a String gives \(expected.debugDescription)")
        }
        checkDocument(area.document, text)
        let clamped = TextSelection(
            anchor: area.document.clamp(area.selection.anchor), cursor: area.document.clamp(area.selection.cursor))
        check(clamped == area.selection, "selection \(area.selection) outside the document")
        if area.textFrame.width > 0, area.textFrame.height > 0, terminal.isRunning, area.isFocused, !caretMayBeAway {
            check(terminal.cursor != nil, "caret \(area.selection.cursor) not on screen at \(size)")
        }
        for row in terminal.screen {
            check(
                !row.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F },
                "raw control on screen: \(row.debugDescription)")
        }
    }
    // Steps undone during the run (Ctrl-Z) are still on the redo stack: redo all ends after
    // them, so the text to come back to is the one with them redone.
    while area.canRedo { area.redo() }
    let final = area.text
    var undone = 0
    while area.canUndo, undone < 10_000 {
        area.undo()
        undone += 1
    }
    // At most 200 operations: fewer steps than the history keeps, so undo reaches the start.
    check(area.text == start, "undo all gave \(area.text.debugDescription), not \(start.debugDescription)")
    while area.canRedo { area.redo() }
    check(area.text == final, "redo all gave \(area.text.debugDescription), not \(final.debugDescription)")
}

/// `text` with the `Character`s in `range` replaced by `insertion` (newlines normalised).
private func replaced(_ text: String, _ range: Range<Int>, _ insertion: String) -> String {
    String(text.prefix(range.lowerBound)) + normalisedNewlines(insertion) + String(text.dropFirst(range.upperBound))
}

/// `text` with every hard break as LF: a text area splits at the breaks every view splits
/// at (`TextLayout.hardLines`: LF, CR LF, CR, VT, FF, NEL, U+2028, U+2029).
private func normalisedNewlines(_ text: String) -> String {
    TextLayout.hardLines(text).joined(separator: "\n")
}

@MainActor
private func checkDocument(_ document: TextDocument, _ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    check(document.lineCount == lines.count, "\(document.lineCount) lines, the text has \(lines.count)")
    check(document.characterCount == text.count, "\(document.characterCount) characters, the text has \(text.count)")
    check(document.utf8Count == text.utf8.count, "\(document.utf8Count) bytes, the text has \(text.utf8.count)")
    for (index, line) in lines.enumerated() {
        check(document.line(index) == line, "line \(index) is \(document.line(index).debugDescription)")
        check(!line.unicodeScalars.contains("\r"), "line \(index) holds a CR")
    }
}
