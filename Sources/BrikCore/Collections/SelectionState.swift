/// The cursor and the selected rows of a list, table or tree, kept as identities.
///
/// The cursor is the row keys act on (drawn highlighted); it is not focus (the
/// widget holding the state has focus) and not the selection (the rows chosen).
/// Both are identities, so they survive inserts, deletes, sorting and filtering:
/// after the data changed, ``reconcile(with:selectable:)`` keeps the cursor on its row, or,
/// when that row is gone, puts it on the row now at its old place.
///
/// Like Ratatui's `ListState`, the state is a plain value the app can read and set;
/// widgets only render it and send it keys (``handle(_:in:page:now:keys:)``). Every
/// operation returns what it changed, so a widget knows which events to send.
///
/// ```swift
/// var state = SelectionState<String>(mode: .multiple)
/// let items = SelectionItems(["apples", "bread", "cheese"])
/// state.moveCursor(toIndex: 1, in: items)      // cursor on "bread"
/// state.toggleCursor(in: items)                // "bread" selected
/// state.moveCursor(by: 1, in: items, extending: true)  // "bread" and "cheese"
/// ```
public struct SelectionState<ID: Hashable>: Equatable {
    /// None, one, or many rows.
    public var mode: SelectionMode
    /// In ``SelectionMode/single``, whether moving the cursor selects its row (true, as a
    /// radio list) or only Space/Enter does (false).
    public var selectionFollowsCursor: Bool
    /// The row keys act on; nil when there is no row (or none was placed yet: see ``reconcile(with:selectable:)``).
    public private(set) var cursor: ID?
    /// The selected rows. Setting it in ``SelectionMode/single`` keeps one of them at most.
    public var selectedIDs: Set<ID> {
        didSet {
            if mode == .none { selectedIDs = [] }
            if mode == .single && selectedIDs.count > 1 { selectedIDs = [selectedIDs.first!] }
        }
    }
    /// Where a Shift range started, and what was selected before it.
    private var anchor: ID?
    private var rangeBase: Set<ID> = []
    /// The cursor's last known index: where it goes when its row disappears.
    private var cursorIndexHint = 0
    /// The characters typed so far for type-ahead, and when the last one came.
    private var typed = ""
    private var typedAt: Duration = .zero

    /// How long type-ahead waits for the next character before starting over.
    public static var typeAheadTimeout: Duration { .seconds(1) }

    /// A state with no cursor and nothing selected.
    public init(mode: SelectionMode = .single, selectionFollowsCursor: Bool = true) {
        self.mode = mode
        self.selectionFollowsCursor = selectionFollowsCursor
        self.selectedIDs = []
    }

    /// Whether the row `id` is selected.
    public func isSelected(_ id: ID) -> Bool {
        selectedIDs.contains(id)
    }

    /// The cursor's index in `items`, nil when there is no cursor or its row is not there.
    public func cursorIndex(in items: SelectionItems<ID>) -> Int? {
        cursor.flatMap { items.index($0) }
    }

    // MARK: Moving the cursor

    /// Puts the cursor on `id` (nil removes it). A disabled or missing row is refused.
    @discardableResult
    public mutating func setCursor(_ id: ID?, in items: SelectionItems<ID>) -> SelectionChange {
        guard let id else {
            defer { cursor = nil }
            return cursor == nil ? [] : .cursor
        }
        guard let index = items.index(id) else { return [] }
        return moveCursor(toIndex: index, in: items)
    }

    /// Moves the cursor to the enabled row nearest `index` (clamped to the rows), looking
    /// first in the direction of travel. With `extending` in ``SelectionMode/multiple`` the
    /// rows from the range's anchor to the cursor are selected (Shift with a move).
    @discardableResult
    public mutating func moveCursor(
        toIndex index: Int, in items: SelectionItems<ID>, extending: Bool = false
    ) -> SelectionChange {
        guard items.count > 0 else { return reconcile(with: items) }
        let from = cursorIndex(in: items)
        let forward = index >= (from ?? 0)
        guard let target = Self.enabledIndex(near: index, forward: forward, in: items) else { return [] }
        var change: SelectionChange = []
        let id = items.id(target)
        if id != cursor { change.insert(.cursor) }
        if extending && mode == .multiple {
            if anchor == nil || anchor.flatMap(items.index) == nil {
                anchor = from.map(items.id) ?? id
                rangeBase = selectedIDs
            }
        } else {
            anchor = nil
        }
        cursor = id
        cursorIndexHint = target
        change.formUnion(selectAfterMove(in: items))
        return change
    }

    /// Moves the cursor `delta` rows (negative: up), skipping disabled rows, stopping at the ends.
    @discardableResult
    public mutating func moveCursor(by delta: Int, in items: SelectionItems<ID>, extending: Bool = false)
        -> SelectionChange
    {
        guard let from = cursorIndex(in: items) else {
            // No cursor yet: the first move places it at the end it moves from.
            return moveCursor(toIndex: delta >= 0 ? 0 : items.count - 1, in: items, extending: extending)
        }
        let target = max(0, min(items.count - 1, from + delta))
        guard target != from else { return [] }
        // Past the last enabled row there is nothing to move to: stay.
        guard let found = Self.enabledIndex(near: target, forward: delta > 0, in: items),
            delta > 0 ? found > from : found < from
        else { return [] }
        return moveCursor(toIndex: found, in: items, extending: extending)
    }

    // MARK: Selecting

    /// Selects or deselects the cursor's row (Space in ``SelectionMode/multiple``; in
    /// ``SelectionMode/single``, selects it).
    @discardableResult
    public mutating func toggleCursor(in items: SelectionItems<ID>) -> SelectionChange {
        guard let cursor, let index = items.index(cursor), items.isEnabled(index) else { return [] }
        anchor = nil
        switch mode {
        case .none:
            return []
        case .single:
            guard selectedIDs != [cursor] else { return [] }
            selectedIDs = [cursor]
        case .multiple:
            if selectedIDs.contains(cursor) { selectedIDs.remove(cursor) } else { selectedIDs.insert(cursor) }
        }
        return .selection
    }

    /// Selects every enabled row of `items` (``SelectionMode/multiple`` only), keeping what
    /// was selected besides (rows a filter hides). O(rows).
    @discardableResult
    public mutating func selectAll(in items: SelectionItems<ID>) -> SelectionChange {
        guard mode == .multiple else { return [] }
        var all = selectedIDs
        all.reserveCapacity(items.count)
        for index in 0..<items.count where items.isEnabled(index) { all.insert(items.id(index)) }
        anchor = nil
        guard all != selectedIDs else { return [] }
        selectedIDs = all
        return .selection
    }

    /// Selects nothing.
    @discardableResult
    public mutating func selectNone() -> SelectionChange {
        anchor = nil
        guard !selectedIDs.isEmpty else { return [] }
        selectedIDs = []
        return .selection
    }

    // MARK: Type-ahead

    /// Jumps the cursor to the next enabled row whose title starts with what was typed
    /// (case-insensitive), `character` added to the characters typed within
    /// ``typeAheadTimeout`` before `now`. Typing one letter again cycles through the rows
    /// starting with it. The search wraps around the end.
    @discardableResult
    public mutating func typeAhead(_ character: Character, in items: SelectionItems<ID>, now: Duration)
        -> SelectionChange
    {
        typeAheadIfMatching(character, in: items, now: now) ?? []
    }

    /// ``typeAhead(_:in:now:)``, nil when no row starts with what was typed: the key was
    /// not used (a screen's binding for that letter gets it), and it is forgotten.
    mutating func typeAheadIfMatching(_ character: Character, in items: SelectionItems<ID>, now: Duration)
        -> SelectionChange?
    {
        guard items.count > 0 else { return nil }
        let before = (typed, typedAt)
        if now - typedAt > Self.typeAheadTimeout { typed = "" }
        typedAt = now
        typed.append(character)
        var matched = true
        defer { if !matched { (typed, typedAt) = before } }
        let query = typed.lowercased()
        let from = cursorIndex(in: items) ?? -1
        // One letter typed again and again cycles through the rows starting with it.
        let repeatsOneLetter = query.count > 1 && Set(query).count == 1
        let prefix = repeatsOneLetter ? String(query.first!) : query
        let start = query.count == 1 || repeatsOneLetter ? from + 1 : max(0, from)
        for step in 0..<items.count {
            let index = (start + step) % items.count
            guard items.isEnabled(index), items.title(index).lowercased().hasPrefix(prefix) else { continue }
            return moveCursor(toIndex: index, in: items)
        }
        matched = false
        return nil
    }

    // MARK: After the data changed

    /// Brings the state in line with `items` after the data changed: the cursor stays on
    /// its row wherever it went, or takes the enabled row now nearest its old index (the
    /// first row when there was no cursor); selected rows that are gone are dropped. O(selected).
    ///
    /// `selectable` says which selected rows stay selected; by default those among `items`
    /// and enabled. A filter that hides rows passes the data's own test, so that hiding a
    /// row does not deselect it.
    @discardableResult
    public mutating func reconcile(with items: SelectionItems<ID>, selectable: ((ID) -> Bool)? = nil)
        -> SelectionChange
    {
        var change: SelectionChange = []
        let before = selectedIDs.count
        let stillSelectable = selectable ?? { (id: ID) in items.index(id).map(items.isEnabled) ?? false }
        selectedIDs = selectedIDs.filter(stillSelectable)
        rangeBase = rangeBase.filter(stillSelectable)
        if selectedIDs.count != before { change.insert(.selection) }
        if let anchor, items.index(anchor) == nil { self.anchor = nil }
        if let cursor, let index = items.index(cursor), items.isEnabled(index) {
            cursorIndexHint = index
            return change
        }
        let old = cursor
        if items.count == 0 {
            cursor = nil
        } else {
            let near = min(cursorIndexHint, items.count - 1)
            let index = Self.enabledIndex(near: near, forward: true, in: items)
            cursor = index.map(items.id)
            cursorIndexHint = index ?? 0
            if mode == .single && selectionFollowsCursor && old != nil, let cursor, !selectedIDs.contains(cursor) {
                selectedIDs = [cursor]
                change.insert(.selection)
            }
        }
        if cursor != old { change.insert(.cursor) }
        return change
    }

    // MARK: Helpers

    /// What a cursor move does to the selection: follows it in single mode, spans the
    /// anchor's range in multiple mode while extending.
    private mutating func selectAfterMove(in items: SelectionItems<ID>) -> SelectionChange {
        guard let cursor else { return [] }
        switch mode {
        case .none:
            return []
        case .single:
            guard selectionFollowsCursor, selectedIDs != [cursor] else { return [] }
            selectedIDs = [cursor]
            return .selection
        case .multiple:
            guard let anchor, let from = items.index(anchor), let to = items.index(cursor) else { return [] }
            var range = rangeBase
            for index in min(from, to)...max(from, to) where items.isEnabled(index) { range.insert(items.id(index)) }
            guard range != selectedIDs else { return [] }
            selectedIDs = range
            return .selection
        }
    }

    /// The enabled index nearest `index` (clamped), first in the direction `forward`,
    /// then the other way; nil when no row is enabled.
    static func enabledIndex(near index: Int, forward: Bool, in items: SelectionItems<ID>) -> Int? {
        guard items.count > 0 else { return nil }
        let start = max(0, min(items.count - 1, index))
        if items.isEnabled(start) { return start }
        let ahead = forward ? stride(from: start + 1, to: items.count, by: 1) : stride(from: start - 1, to: -1, by: -1)
        for candidate in ahead where items.isEnabled(candidate) { return candidate }
        let behind = forward ? stride(from: start - 1, to: -1, by: -1) : stride(from: start + 1, to: items.count, by: 1)
        for candidate in behind where items.isEnabled(candidate) { return candidate }
        return nil
    }

    /// States are equal when their mode, cursor and selection are (a range or a
    /// type-ahead in progress aside).
    public static func == (lhs: SelectionState, rhs: SelectionState) -> Bool {
        lhs.mode == rhs.mode && lhs.selectionFollowsCursor == rhs.selectionFollowsCursor
            && lhs.cursor == rhs.cursor && lhs.selectedIDs == rhs.selectedIDs
    }
}
