/// The state of a single-line text field: its text, the cursor, an optional
/// length limit and the horizontal scroll position.
///
/// A plain value: a field brick keeps one, feeds it keys with
/// ``handle(_:)`` and pastes with ``insert(_:)``, and draws what
/// ``visibleSlice(width:secure:)`` returns.
///
/// Positions are Swift `Character` indices (`0...count`), so the cursor never
/// lands inside a grapheme cluster such as `👍🏻` or a ZWJ family. Widths are
/// terminal columns as ``TextWidth`` measures them.
///
/// The text always stays one line of visible characters:
/// - a control character (newline, CR LF, tab, other C0 and C1 controls, and
///   U+2028/U+2029) becomes a single space, wherever the text comes from;
/// - a character that draws as nothing on its own (a lone zero-width space,
///   BOM, bidi control, or a joiner with nothing to join) is dropped, because
///   the cursor could not show where it is and the terminal never draws it.
///   A joiner or mark typed after a character joins it, as in a `String`.
///
/// The characters are kept beside their widths in a gap buffer at the cursor, with the
/// columns before it counted, so typing, deleting, drawing and placing the caret cost
/// time for the characters touched and shown, not for the whole text (a 5 MB field types
/// as an empty one does); a move of the cursor pays once for the characters it crosses.
/// Reading ``text`` builds a `String` (linear in its length). Two values are equal when
/// their text, cursor, limit and scroll offset are.
public struct TextEditing: Hashable, Sendable {
    /// What a key or a paste did, so the field's owner knows whether to react.
    public enum Change: Hashable, Sendable {
        /// The key is not the field's (Enter, Tab, Esc, ↑/↓, F-keys, other
        /// Ctrl keys, …): the owner may use it. Also a paste that added nothing.
        case none
        /// The field used the key and the text did not change: the cursor
        /// moved, or it could not (← at the start, Backspace at the start, a
        /// character refused at ``maxLength``).
        case moved
        /// The text changed.
        case edited
    }

    /// The characters of the text and their widths, gap-buffered at the cursor.
    private var store = FieldText()

    /// The cursor as a `Character` index, `0...count`: the caret stands
    /// before the character at this index, or after the last one at `count`.
    public private(set) var cursor: Int

    /// The first display column shown by ``visibleSlice(width:secure:)``,
    /// which updates it so the cursor stays visible; 0 shows the start.
    public var scrollOffset: Int = 0

    /// The most characters the text may hold, or nil for no limit.
    ///
    /// Lowering it below the current length cuts the text at the end and
    /// pulls the cursor in; a negative limit acts as 0.
    public var maxLength: Int? {
        didSet { truncateToMaxLength() }
    }

    /// A field holding `text` (made single-line, cut at `maxLength`), with
    /// the cursor at its end.
    public init(text: String = "", maxLength: Int? = nil) {
        cursor = 0
        self.maxLength = maxLength
        self.text = text
        cursor = store.count
    }

    /// The text. Setting it makes it single-line (see the type's summary),
    /// cuts it at ``maxLength`` and keeps the cursor index, clamped to the
    /// new length.
    public var text: String {
        get { String(store.allCharacters) }
        set {
            let segmented = Self.segment(Self.singleLine(newValue))
            store = FieldText(segmented.characters, widths: segmented.widths)
            truncateToMaxLength()
            cursor = min(cursor, store.count)
            store.moveGap(to: cursor)
        }
    }

    /// The number of characters in the text.
    public var count: Int { store.count }

    /// Whether the text is empty.
    public var isEmpty: Bool { store.count == 0 }

    /// The text's width in terminal columns: the sum of its characters'
    /// widths, each as `TextWidth.width(String(character))`.
    ///
    /// This equals `TextWidth.width(text)` except in one corner: a combining
    /// mark that Swift does not join to the character before it (because that
    /// one is a grapheme "control", such as a soft hyphen U+00AD) is counted
    /// on its own dotted circle, as ``visibleSlice(width:secure:)`` draws it.
    public var displayWidth: Int { store.totalColumns }

    /// The display column of the cursor from the start of the text.
    public var cursorColumn: Int { store.columns(before: cursor) }

    /// Moves the cursor to the character index `index`, clamped to `0...count`.
    public mutating func moveCursor(to index: Int) {
        cursor = min(max(0, index), store.count)
        // The gap follows the cursor: the next edit and the caret's column are there.
        store.moveGap(to: cursor)
    }

    /// Inserts pasted text at the cursor and moves the cursor after it.
    ///
    /// Each control character becomes one space (a CR LF pair is one
    /// character, so one space; a tab is one space, not a tab stop). With a
    /// ``maxLength``, only the leading characters that fit are inserted,
    /// whole, counted after joining the character before the cursor (so a
    /// combining mark still fits in a full field) and without the invisible
    /// ones that are dropped.
    /// Returns ``Change/edited`` when the text changed, else ``Change/none``.
    /// Linear in the length of the paste and of the text after the cursor.
    @discardableResult
    public mutating func insert(_ string: String) -> Change {
        var insertion = Self.singleLine(string)
        if let limit = maxLength {
            // Count what the paste adds after joining the character before
            // the cursor (a mark, a joiner, half a flag) and dropping what
            // draws as nothing, then keep the characters that fit.
            let previous = cursor > 0 ? String(store.character(at: cursor - 1)) : ""
            let joined = Self.segment(previous + insertion).characters
            let room = max(0, limit - store.count)
            let kept = String(joined.prefix(room + (previous.isEmpty ? 0 : 1)))
            insertion = String(kept.unicodeScalars.dropFirst(previous.unicodeScalars.count))
        }
        guard !insertion.isEmpty else { return .none }
        let changed = replace(cursor..<cursor, with: insertion)
        truncateToMaxLength()
        return changed ? .edited : .none
    }

    /// The character at `index`; `index` must be in `0..<count`.
    package func character(at index: Int) -> Character { store.character(at: index) }

    /// The width in columns of the character at `index`.
    package func width(at index: Int) -> Int { store.width(at: index) }

    /// Replaces the characters in `range` with `replacement` and puts the
    /// cursor after the replacement; returns whether the text changed.
    ///
    /// Joining strings can join grapheme clusters across the seams (a mark
    /// after `e`, a second regional indicator, a joiner and an emoji), so
    /// the neighbourhood of the seams is segmented again, widened until the
    /// characters after it are unaffected.
    @discardableResult
    package mutating func replace(_ range: Range<Int>, with replacement: String) -> Bool {
        var low = max(0, range.lowerBound - 1)
        // Regional indicators pair up from the left, so a whole run of them may re-pair.
        while low > 0, Self.isRegionalIndicator(store.character(at: low)),
            Self.isRegionalIndicator(store.character(at: low - 1))
        {
            low -= 1
        }
        let before = String(store.characters(in: low..<range.lowerBound)) + replacement
        var high = min(store.count, range.upperBound + 1)
        var step = 1
        var segmented: (characters: [Character], widths: [Int])
        while true {
            segmented = Self.segment(before + String(store.characters(in: range.upperBound..<high)))
            if high == store.count { break }
            if high > range.upperBound, segmented.characters.last == store.character(at: high - 1) { break }
            step *= 2
            high = min(store.count, high + step)
        }
        let changed = !store.elementsEqual(segmented.characters, in: low..<high)
        let caret =
            high == range.upperBound
            ? segmented.characters.count
            : min(Self.segment(before).characters.count, segmented.characters.count)
        if changed {
            store.replaceSubrange(low..<high, with: segmented.characters, widths: segmented.widths)
        }
        cursor = low + caret
        store.moveGap(to: cursor)
        return changed
    }

    /// Cuts the text at ``maxLength`` and clamps the cursor.
    private mutating func truncateToMaxLength() {
        guard let limit = maxLength, store.count > max(0, limit) else { return }
        let kept = max(0, limit)
        store.replaceSubrange(kept..<store.count, with: [], widths: [])
        cursor = min(cursor, store.count)
        store.moveGap(to: cursor)
    }

    /// What changed from `earlier` to this text, as UIKit's text-field delegate is asked:
    /// the range of `earlier`'s characters replaced, and the text put there. Nil when the
    /// texts are equal. Found from the longest common start and end, in time proportional
    /// to the text.
    ///
    /// ```swift
    /// let before = field.editing
    /// _ = field.editing.insert("!")   // (in a field owner)
    /// field.editing.replacement(since: before)   // (range: 5..<5, text: "!")
    /// ```
    public func replacement(since earlier: TextEditing) -> (range: Range<Int>, text: String)? {
        let old = earlier.store
        var start = 0
        while start < old.count, start < store.count, old.character(at: start) == store.character(at: start) { start += 1 }
        guard start < old.count || start < store.count else { return nil }
        var oldEnd = old.count
        var newEnd = store.count
        while oldEnd > start, newEnd > start, old.character(at: oldEnd - 1) == store.character(at: newEnd - 1) {
            oldEnd -= 1
            newEnd -= 1
        }
        return (start..<oldEnd, String(store.characters(in: start..<newEnd)))
    }
}

extension TextEditing {
    /// Equal text, cursor, limit and scroll offset (the gap's place does not count).
    public static func == (lhs: TextEditing, rhs: TextEditing) -> Bool {
        lhs.cursor == rhs.cursor && lhs.scrollOffset == rhs.scrollOffset && lhs.maxLength == rhs.maxLength
            && lhs.store.count == rhs.store.count && lhs.store.elementsEqual(rhs.store.allCharacters, in: 0..<lhs.store.count)
    }

    /// The length, cursor, limit and scroll offset (equal values agree on them).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(store.count)
        hasher.combine(cursor)
        hasher.combine(scrollOffset)
        hasher.combine(maxLength)
    }
}
