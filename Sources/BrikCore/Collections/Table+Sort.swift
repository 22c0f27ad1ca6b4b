/// Which column a ``Table`` is sorted by, and which way.
public struct TableSortOrder: Hashable, Sendable {
    /// The column's index in ``Table/columns``.
    public var column: Int
    /// Smallest first (true) or largest first.
    public var ascending: Bool

    /// A sort by `column`, ascending unless told otherwise.
    public init(column: Int, ascending: Bool = true) {
        self.column = column
        self.ascending = ascending
    }
}

extension Table {
    /// The column the rows are sorted by and which way; nil shows them in the data's order.
    ///
    /// Setting it sorts the rows (n reads of the column's text, n log n comparisons; the
    /// data is not moved: the table keeps a permutation of the data indices). The sort is
    /// stable; the cursor and the selection stay on their rows by identity, and the cursor's
    /// row is scrolled into view. A column that is out of range or unsortable is refused.
    public var sortOrder: TableSortOrder? {
        get { model.sortOrder }
        set {
            if let newValue,
                newValue.column < 0 || newValue.column >= model.columns.count
                    || !model.columns[newValue.column].isSortable
            {
                return
            }
            guard newValue != model.sortOrder else { return }
            model.sortOrder = newValue
            model.sortRows(count: rows.count)
            rowsChanged()
        }
    }

    /// Sorts by `column`: ascending when it is not the sort column yet, else the other way
    /// round (the `s` key on the cursor's column and a click on a title do this, and tell
    /// ``onSortChange``).
    public func toggleSort(byColumn column: Int) {
        let ascending = model.sortOrder?.column == column ? !(model.sortOrder?.ascending ?? false) : true
        sortOrder = TableSortOrder(column: column, ascending: ascending)
    }

    /// ``toggleSort(byColumn:)`` from a key or a click: tells ``onSortChange`` when the order changed.
    func userToggledSort(byColumn column: Int) {
        let before = model.sortOrder
        toggleSort(byColumn: column)
        if model.sortOrder != before { onSortChange?(self) }
    }
}
