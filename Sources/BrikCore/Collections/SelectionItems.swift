/// The rows a ``SelectionState`` moves over, in the order they are shown.
///
/// Selection keeps identities, never indices, so that it survives inserts,
/// deletes, sorting and filtering: the items say which identity is at which
/// index and back. A million rows cost nothing until asked: every member is a
/// closure over the data source, and the state asks only for the rows a key
/// reaches (a type-ahead search is the exception: it reads titles until it finds one).
public struct SelectionItems<ID: Hashable> {
    /// How many rows there are.
    public var count: Int
    /// The identity of the row at an index (`0..<count`).
    public var id: (Int) -> ID
    /// The index of the row with an identity, nil when no row has it.
    public var index: (ID) -> Int?
    /// Whether the row at an index can take the cursor and be selected (disabled rows cannot).
    public var isEnabled: (Int) -> Bool
    /// The text type-ahead matches against, for the row at an index.
    public var title: (Int) -> String

    /// Items from their closures; every row is enabled and titled by its identity unless told otherwise.
    public init(
        count: Int,
        id: @escaping (Int) -> ID,
        index: @escaping (ID) -> Int?,
        isEnabled: @escaping (Int) -> Bool = { _ in true },
        title: ((Int) -> String)? = nil
    ) {
        self.count = max(0, count)
        self.id = id
        self.index = index
        self.isEnabled = isEnabled
        self.title = title ?? { index in String(describing: id(index)) }
    }

    /// Items over an array of identities (looked up through a dictionary built once).
    public init(
        _ ids: [ID], isEnabled: @escaping (Int) -> Bool = { _ in true },
        title: ((Int) -> String)? = nil
    ) {
        var positions: [ID: Int] = [:]
        positions.reserveCapacity(ids.count)
        for (position, id) in ids.enumerated() where positions[id] == nil { positions[id] = position }
        let table = positions
        self.init(
            count: ids.count, id: { ids[$0] }, index: { table[$0] }, isEnabled: isEnabled, title: title)
    }
}

extension SelectionItems where ID == Int {
    /// Rows `0..<count` whose identity is their index (data that never moves, such as a log).
    public static func indices(
        _ count: Int, isEnabled: @escaping (Int) -> Bool = { _ in true },
        title: ((Int) -> String)? = nil
    ) -> SelectionItems<Int> {
        let count = max(0, count)
        return SelectionItems(
            count: count, id: { $0 }, index: { $0 >= 0 && $0 < count ? $0 : nil }, isEnabled: isEnabled, title: title)
    }
}

/// Whether a selection holds nothing, one row, or any number of rows.
public enum SelectionMode: Sendable, Hashable {
    /// Only a cursor: nothing is ever selected (a menu, a log).
    case none
    /// At most one row; by default the selection follows the cursor.
    case single
    /// Any rows: Space toggles the cursor's row, Shift with a move selects a range.
    case multiple
}

/// What one operation on a ``SelectionState`` changed.
public struct SelectionChange: OptionSet, Sendable, Hashable {
    /// The change bits.
    public let rawValue: UInt8

    /// A change from its bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The cursor is on another row.
    public static let cursor = SelectionChange(rawValue: 1 << 0)
    /// The set of selected rows changed (send `.valueChanged`).
    public static let selection = SelectionChange(rawValue: 1 << 1)
    /// The cursor's row was activated: Enter or a double click (send `.primaryActionTriggered`).
    public static let activation = SelectionChange(rawValue: 1 << 2)
}
