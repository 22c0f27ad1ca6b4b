import BrikTUI

/// The table screen at 200×50: a ``Table`` of `rows` × 10 columns filling the screen
/// (a header row, 49 rows in view), multiple selection, the first column frozen, zebra
/// rows. Cells are made from the row index on demand, as an app's closures over its data
/// would: nothing is stored per row.
@MainActor
enum TableScreen {
    static let cities = ["Lisbon", "Zürich", "東京", "São Paulo", "Nairobi", "Reykjavík", "Montréal", "서울", "Oslo"]
    static let words = ["lamp", "desk", "chair", "shelf", "rug", "clock", "vase", "mirror", "sofa", "table", "bench"]

    /// A number from 0 to `range - 1` that looks random but is always the same for `row` and `salt`.
    static func scramble(_ row: Int, _ salt: UInt64, _ range: Int) -> Int {
        var value = UInt64(row) &* 0x9E37_79B9_7F4A_7C15 &+ salt
        value ^= value >> 31
        value = value &* 0xBF58_476D_1CE4_E5B9
        value ^= value >> 29
        return Int(value % UInt64(range))
    }

    /// The ten columns: an id (frozen), text, numbers and a fill column.
    static func columns() -> [TableColumn] {
        [
            TableColumn("Id", width: .fixed(size: 9)) { "#\($0)" },
            TableColumn("Item", width: .fixed(size: 16)) { "\(words[scramble($0, 1, words.count)]) \(scramble($0, 9, 10_000))" },
            TableColumn("City", width: .fixed(size: 10)) { cities[scramble($0, 2, cities.count)] },
            TableColumn("Qty", width: .fixed(size: 5), alignment: .trailing, ordering: .numeric) {
                "\(scramble($0, 3, 100))"
            },
            TableColumn("Price", width: .fixed(size: 9), alignment: .trailing, ordering: .numeric) {
                "\(scramble($0, 4, 100_000))"
            },
            TableColumn("Status", width: .fixed(size: 8)) { words[scramble($0, 5, 4)] },
            TableColumn("Owner", width: .fixed(size: 12)) { "owner \(scramble($0, 6, 500))" },
            TableColumn("Date", width: .fixed(size: 10)) { "2025-\(10 + scramble($0, 7, 3))-\(10 + scramble($0, 8, 19))" },
            TableColumn("Weight", width: .fixed(size: 8), alignment: .trailing) { "\(scramble($0, 10, 5_000)) g" },
            TableColumn("Notes", width: .fill) { "notes for row \($0)" },
        ]
    }

    /// The screen with `rows` rows, and its table.
    static func make(rows: Int) -> (root: Brick, table: Table<Int>) {
        let table = Table<Int>(
            count: { rows }, id: { $0 }, index: { $0 >= 0 && $0 < rows ? $0 : nil }, columns: columns(), mode: .multiple)
        table.frozenColumnCount = 1
        table.zebra = true
        table.scrollView.showsScrollbar = false
        return (table, table)
    }
}

/// Workloads on the table screen: the first frame, a row per frame (the cursor moved down
/// with `j`, the table scrolling with it), and sorting by a column.
@MainActor
enum TableWorkload {
    /// Opening the screen: building the table, the first layout, draw and present.
    static func firstFrame(rows: Int, repeats: Int) throws -> BenchResult {
        var times: [Double] = []
        var bytes: [Double] = []
        for _ in 0..<max(1, repeats) {
            let curses = try HeadlessCurses(name: "table-open")
            defer { curses.close() }
            var backend: ScriptedBackend?
            times.append(
                try Measure.cpu {
                    let (root, table) = TableScreen.make(rows: rows)
                    let application = Application(root: root)
                    _ = application.focus(table)
                    let script = ScriptedBackend(curses: curses, keys: [], application: application)
                    backend = script
                    try application.run(on: script)
                })
            bytes.append(Double(backend?.firstFrameBytes ?? 0))
        }
        return BenchResult(
            id: "table.open.1M", name: "open a table of \(Format.number(Double(rows))) rows × 10 columns, first frame",
            time: Summary(times), bytes: Summary(bytes).max, target: Target(maxMilliseconds: 50),
            note: "build + layout + draw + present (ncurses), 49 rows in view, first column frozen")
    }

    /// One row per frame: `j` moves the cursor down and, once it reaches the bottom, the
    /// table scrolls a row with it.
    static func scroll(rows: Int, frames: Int, id: String) throws -> BenchResult {
        let curses = try HeadlessCurses(name: "table-\(rows)")
        defer { curses.close() }
        let (root, table) = TableScreen.make(rows: rows)
        let application = Application(root: root)
        _ = application.focus(table)
        // Past the first screen, so every measured frame scrolls.
        table.scroll(toItem: 60)
        let backend = ScriptedBackend(curses: curses, keys: Array(repeating: "j", count: frames), application: application)
        try application.run(on: backend)
        return BenchResult(
            id: id, name: "table: cursor and scroll 1 row, \(Format.number(Double(rows))) rows × 10 (Application/curses)",
            time: Summary(backend.times), bytes: Summary(backend.bytes).mean, target: Target(maxMilliseconds: 1),
            note: "key dispatch + layout + draw + present per frame; one new row of 10 cells read per frame")
    }

    /// Sorting 1,000,000 rows by a text column (and, for the note, a numeric one): setting
    /// ``Table/sortOrder`` reads every row's cell, sorts the keys and reloads the rows (the
    /// frame after it costs what any frame does). The target, 500 ms, is a click's worth of
    /// waiting, once, for an operation on a million rows that a user asks for explicitly;
    /// frames themselves stay within 1 ms.
    static func sort(rows: Int, repeats: Int) throws -> BenchResult {
        let curses = try HeadlessCurses(name: "table-sort")
        defer { curses.close() }
        let (root, table) = TableScreen.make(rows: rows)
        let application = Application(root: root)
        _ = application.focus(table)
        try application.run(on: ScriptedBackend(curses: curses, keys: [], application: application))
        var times: [Double] = []
        var numeric: [Double] = []
        for round in 0..<max(1, repeats) {
            times.append(Measure.cpu { table.sortOrder = TableSortOrder(column: 1, ascending: round % 2 == 0) })
            numeric.append(Measure.cpu { table.sortOrder = TableSortOrder(column: 4, ascending: round % 2 == 0) })
            table.sortOrder = nil
        }
        return BenchResult(
            id: "table.sort.1M", name: "sort \(Format.number(Double(rows))) rows by a text column",
            time: Summary(times), bytes: nil, target: Target(maxMilliseconds: 500),
            note: "one text read per row, a stable radix sort of 16-byte keys (ties longer than that compared); "
                + "by a numeric column \(Format.milliseconds(Summary(numeric).median)) ms")
    }
}
