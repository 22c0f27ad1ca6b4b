/// Which keys a ``SelectionState`` takes besides the arrows, pages, Home/End, Space and Enter.
public struct SelectionKeyOptions: Sendable, Hashable {
    /// j/k move, g/G go to the first and last row (they are then not typed ahead).
    public var vimKeys: Bool
    /// Other printable characters jump to the row whose title starts with them.
    public var typeAhead: Bool

    /// Options from their parts: vim keys and type-ahead both on by default.
    public init(vimKeys: Bool = true, typeAhead: Bool = true) {
        self.vimKeys = vimKeys
        self.typeAhead = typeAhead
    }
}

extension SelectionState {
    /// Applies `key` to the state: ↑/↓ (j/k) move one row, PgUp/PgDn move `page` rows,
    /// Home/End (g/G) go to the ends, Shift with any of them extends a range in
    /// ``SelectionMode/multiple``, Space toggles (or selects in ``SelectionMode/single``),
    /// Ctrl+A selects all, Enter activates, other characters type ahead. Returns what
    /// changed, or nil when the key is not one of these (so it can go elsewhere); a key
    /// that is one of them but changes nothing (↓ on the last row) returns an empty change.
    public mutating func handle(
        _ key: KeyEvent, in items: SelectionItems<ID>, page: Int, now: Duration,
        keys options: SelectionKeyOptions = SelectionKeyOptions()
    ) -> SelectionChange? {
        let extending = key.modifiers.contains(.shift)
        let plain = key.modifiers.subtracting(.shift).isEmpty
        guard plain || key == .ctrl("a") else { return nil }
        let page = max(1, page)
        switch key.key {
        case .up: return moveCursor(by: -1, in: items, extending: extending)
        case .down: return moveCursor(by: 1, in: items, extending: extending)
        case .pageUp: return moveCursor(by: -page, in: items, extending: extending)
        case .pageDown: return moveCursor(by: page, in: items, extending: extending)
        case .home: return moveCursor(toIndex: 0, in: items, extending: extending)
        case .end: return moveCursor(toIndex: items.count - 1, in: items, extending: extending)
        case .enter:
            guard !extending, let index = cursorIndex(in: items), items.isEnabled(index) else { return nil }
            return .activation
        case .character(" ") where !extending:
            guard mode != .none else { return nil }
            return toggleCursor(in: items)
        case .character("a") where key == .ctrl("a"):
            guard mode == .multiple else { return nil }
            return selectAll(in: items)
        case .character(let character):
            if options.vimKeys {
                switch character {
                case "j": return moveCursor(by: 1, in: items)
                case "k": return moveCursor(by: -1, in: items)
                case "g": return moveCursor(toIndex: 0, in: items)
                case "G": return moveCursor(toIndex: items.count - 1, in: items)
                default: break
                }
            }
            guard options.typeAhead, !character.isWhitespace else { return nil }
            // A letter no row starts with is not the list's: it goes on to the screen's keys.
            return typeAheadIfMatching(character, in: items, now: now)
        default:
            return nil
        }
    }
}
