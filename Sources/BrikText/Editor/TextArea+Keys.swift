import BrikCore
import BrikRendering

/// The keyboard of a text area.
extension TextArea {
    /// The body of ``handle(_:)``.
    func handleEvent(_ event: Event) -> EventResult {
        guard isEnabled else { return .ignored }
        switch event {
        case .key(let key):
            return handleKey(key) ? .handled : .ignored
        case .paste(let text):
            guard isEditable else { return .ignored }
            history.closeGroup()
            apply(text, replacing: selection.range, kind: .other)
            history.closeGroup()
            return .handled
        case .mouse(let mouse):
            return handleMouse(mouse) ? .handled : .ignored
        case .resize:
            return .ignored
        }
    }

    /// One key; false when the text area does not use it.
    func handleKey(_ key: KeyEvent) -> Bool {
        let modifiers = key.modifiers
        let shift = modifiers.contains(.shift)
        let plain = modifiers.subtracting(.shift)
        let caret = selection.cursor
        switch key.key {
        case .character(let character) where plain.isEmpty:
            return type(character)
        case .character(let character) where plain == .control:
            return handleControl(character)
        case .character(let character) where plain == .alt:
            switch character {
            case "b", "B": move(to: wordStart(before: caret), extending: shift)
            case "f", "F": move(to: wordEnd(after: caret), extending: shift)
            default: return false
            }
            return true
        case .enter where modifiers.isEmpty:
            guard isEditable else { return false }
            apply("\n", replacing: selection.range, kind: .other)
            return true
        case .tab where modifiers.isEmpty:
            return insertTab()
        case .escape where modifiers.isEmpty:
            guard !selection.isEmpty else { return false }
            move(to: caret, extending: false)
            return true
        case .left where plain.isEmpty:
            if !shift && !selection.isEmpty {
                move(to: selection.range.start, extending: false)
            } else {
                move(to: positionBefore(caret), extending: shift)
            }
        case .right where plain.isEmpty:
            if !shift && !selection.isEmpty {
                move(to: selection.range.end, extending: false)
            } else {
                move(to: positionAfter(caret), extending: shift)
            }
        case .left where plain == .control || plain == .alt:
            move(to: wordStart(before: caret), extending: shift)
        case .right where plain == .control || plain == .alt:
            move(to: wordEnd(after: caret), extending: shift)
        case .up where plain.isEmpty:
            moveVertically(rows: -1, extending: shift)
        case .down where plain.isEmpty:
            moveVertically(rows: 1, extending: shift)
        case .pageUp where plain.isEmpty:
            moveByPage(-1, extending: shift)
        case .pageDown where plain.isEmpty:
            moveByPage(1, extending: shift)
        case .home where plain.isEmpty:
            move(to: lineHome(from: caret), extending: shift)
        case .end where plain.isEmpty:
            move(to: TextPosition(line: caret.line, column: document.lineLength(caret.line)), extending: shift)
        case .home where plain == .control:
            move(to: .zero, extending: shift)
        case .end where plain == .control:
            move(to: document.endPosition, extending: shift)
        case .backspace where modifiers.isEmpty || modifiers == .shift:
            delete(selection.isEmpty ? TextRange(positionBefore(caret), caret) : selection.range, kind: .deleting)
        case .backspace where modifiers == .alt || modifiers == .control:
            delete(selection.isEmpty ? TextRange(wordStart(before: caret), caret) : selection.range, kind: .other)
        case .delete where modifiers.isEmpty:
            delete(selection.isEmpty ? TextRange(caret, positionAfter(caret)) : selection.range, kind: .deleting)
        default:
            return false
        }
        return true
    }

    /// Ctrl plus a character: clipboard, undo and readline's editing keys.
    private func handleControl(_ character: Character) -> Bool {
        let caret = selection.cursor
        let lineEnd = TextPosition(line: caret.line, column: document.lineLength(caret.line))
        switch character.lowercased() {
        case "c":
            // With nothing selected, Ctrl-C stays the app's (quit).
            guard !selection.isEmpty else { return false }
            copy()
        case "x": cut()
        case "v": paste()
        case "z": if isEditable { undo() }
        case "y": if isEditable { redo() }
        case "a": move(to: TextPosition(line: caret.line, column: 0), extending: false)
        case "e": move(to: lineEnd, extending: false)
        case "h": delete(selection.isEmpty ? TextRange(positionBefore(caret), caret) : selection.range, kind: .deleting)
        case "d": delete(selection.isEmpty ? TextRange(caret, positionAfter(caret)) : selection.range, kind: .deleting)
        case "k": delete(TextRange(caret, caret == lineEnd ? positionAfter(caret) : lineEnd), kind: .other)
        case "u": delete(TextRange(TextPosition(line: caret.line, column: 0), caret), kind: .other)
        case "w": delete(TextRange(whitespaceWordStart(before: caret), caret), kind: .other)
        default: return false
        }
        return true
    }

    /// A typed character: inserted over the selection, grouped with the typing before it;
    /// controls are not typed (they arrive as their own keys or in a paste).
    private func type(_ character: Character) -> Bool {
        guard isEditable else { return false }
        if let first = character.unicodeScalars.first,
            first.value < 0x20 || (first.value >= 0x7F && first.value < 0xA0)
        {
            return false
        }
        // Replacing a selection is its own step; the typing after it groups.
        if !selection.isEmpty { history.closeGroup() }
        apply(String(character), replacing: selection.range, kind: .typing)
        return true
    }

    private func insertTab() -> Bool {
        guard isEditable else { return false }
        switch tabBehavior {
        case .moveFocus:
            return false
        case .insertTab:
            apply("\t", replacing: selection.range, kind: .typing)
        case .insertSpaces(let width):
            let width = max(1, width)
            let start = selection.range.start
            let x = LineLayout(document.line(start.line), wrapWidth: nil).x(ofColumn: start.column)
            apply(String(repeating: " ", count: width - x % width), replacing: selection.range, kind: .typing)
        }
        return true
    }

    private func delete(_ range: TextRange, kind: UndoHistory.Kind) {
        guard isEditable else { return }
        if !selection.isEmpty { history.closeGroup() }
        apply("", replacing: range, kind: kind)
    }

    private func move(to position: TextPosition, extending: Bool) {
        goalX = nil
        moveCursor(to: position, extendingSelection: extending)
    }

    private func moveVertically(rows: Int, extending: Bool) {
        let goal = goalX
        let target = verticalMove(from: selection.cursor, rows: rows)
        let kept = goalX ?? goal
        moveCursor(to: target, extendingSelection: extending)
        goalX = kept
    }

    /// Page Up/Down: the view and the caret move by a screenful less one row.
    private func moveByPage(_ direction: Int, extending: Bool) {
        let rows = direction * max(1, textFrame.height - 1)
        let start = clampedScroll
        let target = step(from: (start.line, start.row), by: rows)
        let goal = goalX
        let caret = verticalMove(from: selection.cursor, rows: rows)
        let kept = goalX ?? goal
        scroll = TextScrollPosition(line: target.line, row: target.row, x: start.x)
        moveCursor(to: caret, extendingSelection: extending)
        goalX = kept
    }

    /// The start of the whitespace-delimited word before `position` (readline's
    /// unix-word-rubout), within the line; at its start, the end of the line before.
    private func whitespaceWordStart(before position: TextPosition) -> TextPosition {
        guard position.column > 0 else { return positionBefore(position) }
        let characters = Array(document.line(position.line))
        var index = min(position.column, characters.count)
        while index > 0, characters[index - 1].isWhitespace { index -= 1 }
        while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
        return TextPosition(line: position.line, column: index)
    }
}
