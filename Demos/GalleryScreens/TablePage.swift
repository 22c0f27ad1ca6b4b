import BrikCore
import BrikRendering

/// "Table": a ``Table`` of 1,000,000 orders × 10 columns, the first (the order number)
/// frozen while the others scroll sideways, with a multiple selection and zebra rows.
/// ↑/↓ (j/k) move the row cursor, ←/→ the cell cursor (scrolling sideways past the
/// frozen column), `s` sorts by the cursor's column (again: reverses), `<`/`>` narrow
/// and widen it, Space ticks a row, Shift+↑/↓ a range, Ctrl+A all; a click on a title
/// sorts, dragging the gap after a title resizes its column. Enter "ships" the ticked
/// orders. The status line shows the cursor's cell, the sort and how many are ticked.
@MainActor
public final class TablePage: GalleryPage {
    /// Rows in the table.
    static let rowCount = 1_000_000
    static let cities = [
        "Lisbon", "Zürich", "東京", "São Paulo", "Nairobi", "Reykjavík", "Montréal", "서울", "Oslo", "Kraków",
    ]
    static let customers = [
        "Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra", "Barbara Liskov", "Ken Thompson",
        "Margaret Hamilton", "Donald Knuth", "Frances Allen", "John Backus", "Radia Perlman",
    ]
    static let statuses = ["open", "paid", "packed", "shipped", "returned"]
    static let products = ["lamp", "desk", "chair", "shelf", "rug", "clock", "vase", "mirror", "sofa"]

    /// A number from 0 to `range - 1` that looks random but is always the same for `row` and `salt`.
    static func scramble(_ row: Int, _ salt: UInt64, _ range: Int) -> Int {
        var value = UInt64(row) &* 0x9E37_79B9_7F4A_7C15 &+ salt
        value ^= value >> 31
        value = value &* 0xBF58_476D_1CE4_E5B9
        value ^= value >> 29
        return Int(value % UInt64(range))
    }

    static func quantity(_ row: Int) -> Int { 1 + scramble(row, 3, 40) }
    static func price(_ row: Int) -> Int { 100 + scramble(row, 5, 99_900) }

    /// The ten columns: the order number (frozen), then nine that scroll.
    static func makeColumns() -> [TableColumn] {
        [
            TableColumn("Order", width: .fixed(size: 9), ordering: .custom(<)) { "#\($0 + 100_000)" },
            TableColumn("Customer") { customers[scramble($0, 1, customers.count)] },
            TableColumn("City") { cities[scramble($0, 2, cities.count)] },
            TableColumn("Qty", alignment: .trailing, ordering: .custom { quantity($0) < quantity($1) }) {
                "\(quantity($0))"
            },
            TableColumn("Price", alignment: .trailing, ordering: .custom { price($0) < price($1) }) {
                let cents = price($0)
                return "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
            },
            TableColumn("Status") { statuses[scramble($0, 4, statuses.count)] },
            TableColumn("Product") { products[scramble($0, 6, products.count)] },
            TableColumn("Date", width: .fixed(size: 10)) { row in
                let day = scramble(row, 7, 365)
                let month = day / 31 + 1
                return "2025-\(month < 10 ? "0" : "")\(month)-\(day % 28 + 1 < 10 ? "0" : "")\(day % 28 + 1)"
            },
            TableColumn("Weight", alignment: .trailing, ordering: .numeric) { "\(scramble($0, 8, 5_000)) g" },
            TableColumn("Notes", width: .fill, minimumWidth: 24, ordering: .unsortable) { row in
                "gift wrap: \(row % 3 == 0 ? "yes" : "no"), deliver \(row % 2 == 0 ? "mornings" : "any time")"
            },
        ]
    }

    let table = Table<Int>(
        count: { TablePage.rowCount }, id: { $0 }, index: { $0 >= 0 && $0 < TablePage.rowCount ? $0 : nil },
        columns: TablePage.makeColumns(), mode: .multiple)
    let status = Label()

    /// The page.
    public init() {
        super.init(id: "table", title: "Table", summary: "1,000,000 × 10: sort, frozen column, resize, multi-select")
        table.frozenColumnCount = 1
        table.zebra = true
        table.keyOptions = SelectionKeyOptions(vimKeys: true, typeAhead: false)
        table.border(.rounded, title: "Orders")
        let hint = Label("↑/↓ row · ←/→ column · s sort · </> width · Space tick · ^A all · Enter ship").dim()
        let layout = VBrik(alignment: .fill) { [status, table] _ in
            status
            hint
            table
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
        table.action(event: .valueChanged) { [unowned self] _ in updateStatus() }
        table.onCursorChange = { [unowned self] _ in updateStatus() }
        table.onSortChange = { [unowned self] _ in updateStatus() }
        table.action(event: .primaryActionTriggered) { [unowned self] table in
            let ticked = table.selection.selectedIDs.sorted()
            status.text =
                "shipped \(ticked.count): " + ticked.prefix(3).map { "#\($0 + 100_000)" }.joined(separator: ", ")
                + (ticked.count > 3 ? ", …" : "")
        }
        table.onAppear { [unowned self] in
            application?.focus(table)
            updateStatus()
        }
    }

    private func updateStatus() {
        let columns = table.columns
        let column = table.cursorColumn < columns.count ? columns[table.cursorColumn].title : "—"
        let row = table.cursorIndex.map { "#\($0 + 100_000)" } ?? "—"
        let sort =
            table.sortOrder.map { "sorted by \(columns[$0.column].title) \($0.ascending ? "▲" : "▼")" } ?? "unsorted"
        status.text = "\(table.selection.selectedIDs.count) ticked · cursor \(row) \(column) · \(sort)"
    }
}
