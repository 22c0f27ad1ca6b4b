import BrikRendering

/// Keys of a single-line field, with readline's bindings.
extension TextEditing {
    /// Applies one key press and tells whether the field used it.
    ///
    /// The field's keys (anything else returns ``Change/none`` so the owner
    /// can use it — Enter, Tab, Esc, ↑/↓, Page Up/Down, F-keys, other Ctrl
    /// and Alt keys):
    /// - a character with no modifier or Shift: inserted at the cursor,
    ///   refused (``Change/moved``) at ``maxLength``; a control character
    ///   is ignored (``Change/none``);
    /// - ← → one character; Home, End, Ctrl-A, Ctrl-E to the start and end;
    /// - Ctrl-← or Alt-← and Alt-B back to the start of a word, Ctrl-→ or
    ///   Alt-→ and Alt-F forward to the end of a word. A word is a run of
    ///   letters, digits and underscores (CJK ideographs are letters); like
    ///   readline, a move first crosses any non-word characters, then a word;
    /// - Backspace (and Ctrl-H) deletes the character before the cursor,
    ///   Delete (and Ctrl-D) the one after it;
    /// - Ctrl-K deletes to the end, Ctrl-U to the start;
    /// - Ctrl-W deletes back to whitespace (readline's unix-word-rubout:
    ///   `foo.bar baz|` loses `baz`, `foo.bar |` loses `foo.bar `);
    ///   Alt-Backspace and Ctrl-Backspace delete back to the start of a word
    ///   (readline's backward-kill-word: `foo.bar|` loses only `bar`).
    public mutating func handle(_ key: KeyEvent) -> Change {
        let modifiers = key.modifiers
        switch key.key {
        case .character(let character):
            if modifiers.isEmpty || modifiers == .shift { return insertTyped(character) }
            if modifiers == .control { return handleControl(character) }
            if modifiers == .alt { return handleAlt(character) }
            return .none
        case .left where modifiers.isEmpty:
            return move(to: cursor - 1)
        case .right where modifiers.isEmpty:
            return move(to: cursor + 1)
        case .left where modifiers == .control || modifiers == .alt:
            return move(to: wordStart(before: cursor))
        case .right where modifiers == .control || modifiers == .alt:
            return move(to: wordEnd(after: cursor))
        case .home where modifiers.isEmpty:
            return move(to: 0)
        case .end where modifiers.isEmpty:
            return move(to: count)
        case .backspace where modifiers.isEmpty || modifiers == .shift:
            return delete(max(0, cursor - 1)..<cursor)
        case .backspace where modifiers == .alt || modifiers == .control:
            return delete(wordStart(before: cursor)..<cursor)
        case .delete where modifiers.isEmpty:
            return delete(cursor..<min(count, cursor + 1))
        default:
            return .none
        }
    }

    /// Ctrl plus a character: readline's editing keys, nothing else.
    private mutating func handleControl(_ character: Character) -> Change {
        switch character.lowercased() {
        case "a": move(to: 0)
        case "e": move(to: count)
        case "h": delete(max(0, cursor - 1)..<cursor)
        case "d": delete(cursor..<min(count, cursor + 1))
        case "k": delete(cursor..<count)
        case "u": delete(0..<cursor)
        case "w": delete(whitespaceWordStart(before: cursor)..<cursor)
        default: .none
        }
    }

    /// Alt plus a character: readline's word moves, nothing else.
    private mutating func handleAlt(_ character: Character) -> Change {
        switch character {
        case "b", "B": move(to: wordStart(before: cursor))
        case "f", "F": move(to: wordEnd(after: cursor))
        default: .none
        }
    }

    /// Inserts a typed character, unless it is a control or does not fit.
    private mutating func insertTyped(_ character: Character) -> Change {
        if let first = character.unicodeScalars.first,
            first.value < 0x20 || (first.value >= 0x7F && first.value < 0xA0)
        {
            return .none
        }
        return insert(String(character)) == .edited ? .edited : .moved
    }

    /// Puts the cursor at `index`, clamped; the key counts as used either way.
    private mutating func move(to index: Int) -> Change {
        moveCursor(to: index)
        return .moved
    }

    /// Deletes the characters in `range` and leaves the cursor at its start.
    private mutating func delete(_ range: Range<Int>) -> Change {
        guard !range.isEmpty else { return .moved }
        replace(range, with: "")
        return .edited
    }

    /// Whether `character` belongs to a word: a letter (any script, CJK
    /// included), a digit, or an underscore.
    package static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// The start of the word before `index`, crossing non-word characters
    /// first (readline's backward-word).
    func wordStart(before index: Int) -> Int {
        var position = index
        while position > 0, !Self.isWordCharacter(character(at: position - 1)) { position -= 1 }
        while position > 0, Self.isWordCharacter(character(at: position - 1)) { position -= 1 }
        return position
    }

    /// The end of the word after `index`, crossing non-word characters
    /// first (readline's forward-word).
    func wordEnd(after index: Int) -> Int {
        var position = index
        while position < count, !Self.isWordCharacter(character(at: position)) { position += 1 }
        while position < count, Self.isWordCharacter(character(at: position)) { position += 1 }
        return position
    }

    /// The start of the whitespace-delimited word before `index`, crossing
    /// whitespace first (readline's unix-word-rubout).
    func whitespaceWordStart(before index: Int) -> Int {
        var position = index
        while position > 0, character(at: position - 1).isWhitespace { position -= 1 }
        while position > 0, !character(at: position - 1).isWhitespace { position -= 1 }
        return position
    }
}
