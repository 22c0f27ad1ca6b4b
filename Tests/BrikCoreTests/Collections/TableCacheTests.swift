import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// What a table remembers between frames — each row's cell texts and their cut form, the
/// widths sampled for fit columns, the sort's permutation — is forgotten when its input
/// changes: each test changes one input and fails if a stale value shows.
@MainActor
@Suite struct TableCacheTests {
    @Test func aReloadReadsTheCellsAgainForTheSameRows() {
        let stand = FruitStand.basket()
        let table = stand.table()
        let terminal = focusedTerminal(table, size: Size(width: 24, height: 3))
        stand.fruits[0].name = "apricot"
        stand.fruits[1].price = 99
        table.reloadData()
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["Name    Price Origin", "apricot     3 Spain", "banana     99 Peru"])
    }

    @Test func newColumnsAreDrawnWithTheirOwnTextAndAlignment() {
        let stand = FruitStand.basket()
        let table = stand.table()
        let terminal = focusedTerminal(table, size: Size(width: 24, height: 3))
        var columns = table.columns
        columns[0].alignment = .trailing
        columns[2].text = { stand.fruits[$0].origin.uppercased() }
        table.columns = columns
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["  Name Price Origin", " apple     3 SPAIN", "banana    12 PERU"])
    }

    @Test func aResizedColumnCutsItsCellsAgain() {
        let stand = FruitStand.basket()
        let table = stand.table()
        let terminal = focusedTerminal(table, size: Size(width: 24, height: 3))
        table.resizeColumn(0, to: 3)
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["Na… Price Origin", "ap…     3 Spain", "ba…    12 Peru"])
        table.resizeColumn(0, to: 7)
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["Name    Price Origin", "apple       3 Spain", "banana     12 Peru"])
    }

    @Test func rowsSortedIntoViewWidenAFitColumn() {
        let names = ["a", "b", "c", "a rather long name"]
        let table = Table<Int>(
            count: { names.count }, id: { $0 }, index: { $0 >= 0 && $0 < names.count ? $0 : nil },
            columns: [TableColumn("N") { names[$0] }, TableColumn("#", width: .fixed(size: 2)) { "\($0)" }])
        let terminal = focusedTerminal(table, size: Size(width: 30, height: 3))
        #expect(table.columnWidths[0] == 3)
        table.sortOrder = TableSortOrder(column: 1, ascending: false)
        terminal.advance(by: .zero)
        // The cursor's row (0) is last now, in view with row 1.
        expectScreen(terminal.screen, ["N   ▼", "b   1", "a   0"])
        terminal.send("home")
        #expect(table.columnWidths[0] == 18)
        expectScreen(terminal.screen, ["N                  ▼", "a rather long name 3", "c                  2"])
    }

    @Test func aSortedTableSortsAgainWhenItsDataChanges() {
        let stand = FruitStand.basket()
        let table = stand.table()
        table.sortOrder = TableSortOrder(column: 0, ascending: false)
        let terminal = focusedTerminal(table, size: Size(width: 24, height: 3))
        #expect(terminal.screen[1].hasPrefix("kiwi"))
        stand.fruits[0].name = "zucchini"
        table.reloadData()
        terminal.advance(by: .zero)
        #expect(terminal.screen[1].hasPrefix("zucchini"))
        #expect(table.position(ofDataIndex: 0) == 0)
    }

    @Test func rowsTakenFromThePoolShowTheirNewRowsMarks() {
        let count = 200
        let table = Table<Int>(
            count: { count }, id: { $0 }, index: { $0 >= 0 && $0 < count ? $0 : nil },
            columns: [TableColumn("N", width: .fixed(size: 4)) { "\($0)" }], mode: .multiple)
        table.zebra = true
        let terminal = focusedTerminal(table, size: Size(width: 10, height: 4))
        terminal.send("space")
        terminal.send("end")
        // The row bricks were reused: none of them shows row 0's tick any more.
        expectScreen(terminal.screen, ["    N", "[ ] 197", "[ ] 198", "[ ] 199"])
        // Stripes follow the row's place, not the brick.
        #expect(terminal.cell(at: Point(x: 6, y: 1)).style.background == .ansi(.brightBlack))
        #expect(terminal.cell(at: Point(x: 6, y: 2)).style.background == .default)
        terminal.send("home")
        expectScreen(terminal.screen, ["    N", "[x] 0", "[ ] 1", "[ ] 2"])
    }
}
