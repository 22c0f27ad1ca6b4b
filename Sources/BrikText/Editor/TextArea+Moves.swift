import BrikCore
import BrikRendering

/// Where the caret goes for each kind of move; none of these change the text.
extension TextArea {
    /// One `Character` back, across the start of a line to the end of the one before.
    func positionBefore(_ position: TextPosition) -> TextPosition {
        if position.column > 0 { return TextPosition(line: position.line, column: position.column - 1) }
        guard position.line > 0 else { return position }
        return TextPosition(line: position.line - 1, column: document.lineLength(position.line - 1))
    }

    /// One `Character` on, across the end of a line to the start of the next.
    func positionAfter(_ position: TextPosition) -> TextPosition {
        if position.column < document.lineLength(position.line) {
            return TextPosition(line: position.line, column: position.column + 1)
        }
        guard position.line < document.lineCount - 1 else { return position }
        return TextPosition(line: position.line + 1, column: 0)
    }

    /// The start of the word before `position` (readline's backward-word): at a line's
    /// start, the end of the line before.
    func wordStart(before position: TextPosition) -> TextPosition {
        guard position.column > 0 else { return positionBefore(position) }
        let characters = Array(document.line(position.line))
        var index = min(position.column, characters.count)
        while index > 0, !TextEditing.isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0, TextEditing.isWordCharacter(characters[index - 1]) { index -= 1 }
        return TextPosition(line: position.line, column: index)
    }

    /// The end of the word after `position` (readline's forward-word): at a line's end,
    /// the start of the next.
    func wordEnd(after position: TextPosition) -> TextPosition {
        let characters = Array(document.line(position.line))
        guard position.column < characters.count else { return positionAfter(position) }
        var index = position.column
        while index < characters.count, !TextEditing.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, TextEditing.isWordCharacter(characters[index]) { index += 1 }
        return TextPosition(line: position.line, column: index)
    }

    /// The word around `position` (a double click), or the character there when it is
    /// not part of a word.
    func wordRange(at position: TextPosition) -> TextRange {
        let characters = Array(document.line(position.line))
        guard !characters.isEmpty else { return TextRange(at: position) }
        let probe = min(position.column, characters.count - 1)
        guard TextEditing.isWordCharacter(characters[probe]) else {
            return TextRange(
                TextPosition(line: position.line, column: probe), TextPosition(line: position.line, column: probe + 1))
        }
        var low = probe
        var high = probe + 1
        while low > 0, TextEditing.isWordCharacter(characters[low - 1]) { low -= 1 }
        while high < characters.count, TextEditing.isWordCharacter(characters[high]) { high += 1 }
        return TextRange(TextPosition(line: position.line, column: low), TextPosition(line: position.line, column: high))
    }

    /// Smart Home: to the first non-blank of the line, or to column 0 when already there.
    func lineHome(from position: TextPosition) -> TextPosition {
        let indent = document.line(position.line).prefix { $0 == " " || $0 == "\t" }.count
        return TextPosition(line: position.line, column: position.column == indent ? 0 : indent)
    }

    /// `rows` visual rows down (negative: up) from `position`, keeping the goal column.
    func verticalMove(from position: TextPosition, rows: Int) -> TextPosition {
        let layout = layout(ofLine: position.line)
        let row = wrapsLines ? layout.row(ofColumn: position.column) : 0
        let x = goalX ?? layout.x(ofColumn: position.column)
        goalX = x
        let target = step(from: (position.line, row), by: rows)
        if (target.line, target.row) == (position.line, row) {
            // Up on the first row goes to the start, Down on the last to the end.
            if rows < 0 { return TextPosition(line: 0, column: 0) }
            if rows > 0 { return document.endPosition }
        }
        let targetLayout = target.line == position.line ? layout : self.layout(ofLine: target.line)
        return TextPosition(line: target.line, column: targetLayout.column(atX: x, row: target.row))
    }

    /// Moves the caret to `position` (clamped); with `extending`, the selection's anchor
    /// stays. Ends the typing group and scrolls the caret into view.
    ///
    /// ```swift
    /// area.moveCursor(to: TextPosition(line: 41, column: 0))              // go to line 42
    /// area.moveCursor(to: area.document.endPosition, extendingSelection: true)
    /// ```
    public func moveCursor(to position: TextPosition, extendingSelection: Bool = false) {
        history.closeGroup()
        let target = document.clamp(position)
        selection = TextSelection(anchor: extendingSelection ? selection.anchor : target, cursor: target)
        revealCursor()
    }
}
