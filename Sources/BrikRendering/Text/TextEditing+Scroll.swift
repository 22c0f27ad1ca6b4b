/// Horizontal scrolling: which part of the text a field of a given width shows.
extension TextEditing {
    /// The part of the text that fits in `width` columns with the cursor
    /// visible, scrolling ``scrollOffset`` as little as needed; the text is
    /// drawn from the field's column 0 and the caret at `cursorColumn`.
    ///
    /// See ``visibleSlice(width:scrollOffset:secure:)`` for the rules. Call
    /// it after every change (a render pass on the field's state value) so
    /// the scroll follows the cursor.
    public mutating func visibleSlice(width: Int, secure: Bool = false) -> (text: String, cursorColumn: Int) {
        var offset = scrollOffset
        let slice = visibleSlice(width: width, scrollOffset: &offset, secure: secure)
        scrollOffset = offset
        return slice
    }

    /// The part of the text that fits in `width` columns when the field is
    /// scrolled by `scrollOffset` columns, adjusting `scrollOffset` first so
    /// the cursor is visible.
    ///
    /// - The caret needs a cell of its own: the character under the cursor
    ///   is shown whole (when it fits in `width`), and after the last
    ///   character the caret takes one more column, so `cursorColumn` is at
    ///   most `width - 1`.
    /// - Scrolling is minimal, like a viewport's visibility request: the
    ///   offset changes only when the caret would leave the field, and it
    ///   never scrolls past the end (the text plus the caret's column fills
    ///   the field when it is long enough), so Home shows the start and
    ///   deleting text scrolls back.
    /// - A character is never cut: when the offset would fall inside a wide
    ///   character at the left edge, the offset moves to that character's
    ///   end (the slice starts after it); a character that does not fit at
    ///   the right edge is left out, so `text` may be narrower than `width`.
    /// - `secure` shows each character as one `•` (1 column), for passwords.
    ///
    /// Columns agree with ``TextWidth``: `TextWidth.width(text)` is the
    /// slice's width and the width of its first `cursorColumn` columns is the
    /// width of the characters before the cursor. A `width` below 1 gives an
    /// empty slice and leaves `scrollOffset` alone. Linear in the text's length.
    public func visibleSlice(
        width: Int, scrollOffset: inout Int, secure: Bool = false
    ) -> (text: String, cursorColumn: Int) {
        guard width > 0 else { return ("", 0) }
        func columns(_ index: Int) -> Int { secure ? 1 : self.width(at: index) }

        // Counted at the cursor (where the gap is), not from the start: O(shown), not O(text).
        let caretColumn = secure ? cursor : cursorColumn
        let total = secure ? count : displayWidth
        let caretWidth = min(width, cursor < count ? columns(cursor) : 1)

        var offset = max(0, scrollOffset)
        if caretColumn + caretWidth > offset + width { offset = caretColumn + caretWidth - width }
        if caretColumn < offset { offset = caretColumn }
        offset = min(offset, max(0, total + 1 - width))

        // Start at the first character that begins at or after the offset; the cursor
        // begins a character at or after it, so walk back from the cursor (at most a
        // screenful of characters, as the offset is within `width` of the caret).
        var first = cursor
        var start = caretColumn
        while first > 0, start - columns(first - 1) >= offset {
            first -= 1
            start -= columns(first)
        }
        scrollOffset = start

        var text = ""
        var used = 0
        var index = first
        while index < count, used + columns(index) <= width {
            if secure {
                text.append("•")
            } else {
                text.append(displayForm(at: index))
            }
            used += columns(index)
            index += 1
        }
        return (text, caretColumn - start)
    }

    /// The character at `index` as it is drawn on its own: itself, or for
    /// one that starts with a combining mark (Swift did not join it to the
    /// character before), the mark on a dotted circle, so that drawing the
    /// slice with ``TextWidth`` gives the columns counted here.
    private func displayForm(at index: Int) -> String {
        let character = character(at: index)
        guard let first = character.unicodeScalars.first, TextWidth.width(of: first) == 0 else {
            return String(character)
        }
        return TextWidth.sanitize(String(character))
    }
}
