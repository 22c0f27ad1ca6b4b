/// What a table's header and rows read to draw themselves, whatever the table's ID type:
/// the columns, where they are shown, the looks, the cursor column and the sort.
///
/// The ``Table`` owns it and changes it; its bricks only read it. ``geometryVersion``
/// and ``dataVersion`` tell rows when what they remember of it is stale.
@MainActor
final class TableModel {
    /// The columns, in order.
    var columns: [TableColumn] = []
    /// Where the columns are, as of the last layout.
    var geometry = TableGeometry() {
        didSet { if geometry != oldValue { geometryVersion &+= 1 } }
    }
    /// Changes whenever ``geometry`` does.
    private(set) var geometryVersion = 0
    /// Changes whenever cell texts may have changed (a reload, new columns).
    var dataVersion = 0
    /// The looks of the parts.
    var appearance = TableAppearance()
    /// How many leading columns stay while the others scroll sideways.
    var frozenColumnCount = 0
    /// Cells between neighbouring columns.
    var columnSpacing = 1
    /// Whether the header row shows.
    var showsHeader = true
    /// Whether rows show a check mark (a multiple selection).
    var showsChecks = false
    /// Whether every other row is striped.
    var zebra = false
    /// The column the cell cursor is in.
    var cursorColumn = 0
    /// Whether the cursor's cell is drawn apart from its row.
    var showsCellCursor = true
    /// The column the rows are sorted by and which way, nil for the data's order.
    var sortOrder: TableSortOrder?
    /// Whether the table has focus (the cursor row's look depends on it).
    var isFocused = false
    /// The data indices in the order shown while sorted (position → data index).
    var order: [Int32]?
    /// Where each data index is shown while sorted (data index → position).
    var positions: [Int32]?

    /// The data index of the row shown at `position`.
    func dataIndex(_ position: Int) -> Int {
        guard let order, position >= 0, position < order.count else { return position }
        return Int(order[position])
    }

    /// Where data index `index` is shown, nil when it is not a row of `count`.
    func position(ofDataIndex index: Int, count: Int) -> Int? {
        guard index >= 0, index < count else { return nil }
        guard let positions else { return index }
        return index < positions.count ? Int(positions[index]) : nil
    }

    /// Sorts `count` rows by ``sortOrder`` (the data's order without one).
    func sortRows(count: Int) {
        guard let sort = sortOrder, sort.column >= 0, sort.column < columns.count,
            let sorted = TableSorter.order(
                count: count, ordering: columns[sort.column].ordering, ascending: sort.ascending,
                text: columns[sort.column].text)
        else {
            order = nil
            positions = nil
            return
        }
        var inverse = [Int32](repeating: 0, count: sorted.count)
        for (position, index) in sorted.enumerated() { inverse[Int(index)] = Int32(position) }
        order = sorted
        positions = inverse
    }
}
