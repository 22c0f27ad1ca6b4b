import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// Column widths, truncation, frozen columns and the cell cursor, resizing by keys and
/// by dragging a title's edge, cells of the app's own bricks.
@MainActor
@Suite struct TableColumnTests {
    /// A table of `rows` rows: a frozen "Name" column 8 wide and five 6 wide ("A" to "E").
    private func wideTable(rows: Int = 20) -> Table<Int> {
        let letters = ["A", "B", "C", "D", "E"]
        let table = Table<Int>(
            count: { rows }, id: { $0 }, index: { $0 >= 0 && $0 < rows ? $0 : nil },
            columns: [TableColumn("Name", width: .fixed(size: 8)) { "row \($0)" }]
                + letters.map { letter in
                    TableColumn(letter, width: .fixed(size: 6)) { "\(letter.lowercased())\($0)" }
                })
        table.frozenColumnCount = 1
        return table
    }

    @Test func theCellCursorMovesPastTheFrozenColumnAndTheOthersScroll() {
        let table = wideTable()
        var moves = 0
        table.onCursorChange = { _ in moves += 1 }
        let terminal = focusedTerminal(table, size: Size(width: 24, height: 3))
        #expect(moves == 1)  // the first layout placed the cursor
        moves = 0
        expectScreen(terminal.screen, ["Name    │A      B      C", "row 0   │a0     b0     …", "row 1   │a1     b1     …"])
        // The cursor's cell: bold and underlined over the reversed row.
        #expect(columns(withAttributes: [.bold, .underline, .reverse], row: 1, in: terminal) == Array(0..<8))
        terminal.send("right", "right")
        expectScreen(terminal.screen, ["Name    │A      B      C", "row 0   │a0     b0     …", "row 1   │a1     b1     …"])
        #expect(columns(withAttributes: [.bold, .underline], row: 1, in: terminal) == Array(16..<22))
        terminal.send("right")
        // Column C whole: one column scrolled out to the left, the frozen one stays.
        expectScreen(terminal.screen, ["Name    │B      C      D", "row 0   │b0     c0     …", "row 1   │b1     c1     …"])
        #expect(table.horizontalOffset == 1)
        #expect(columns(withAttributes: [.bold, .underline], row: 1, in: terminal) == Array(16..<22))
        terminal.send("right", "right", "right")
        expectScreen(terminal.screen, ["Name    │D      E", "row 0   │d0     e0", "row 1   │d1     e1"])
        #expect(table.cursorColumn == 5)
        #expect(table.horizontalOffset == 3)
        terminal.send("left", "left", "left")
        expectScreen(terminal.screen, ["Name    │B      C      D", "row 0   │b0     c0     …", "row 1   │b1     c1     …"])
        terminal.send("left", "left")
        #expect(table.horizontalOffset == 0)
        #expect(table.cellCursor == TableCell(row: 0, column: 0))
        #expect(moves == 10)
        // The frozen separator is dim.
        #expect(terminal.cell(at: Point(x: 8, y: 0)).style.attributes.contains(.dim))
    }

    @Test func withoutACellCursorTheRowAloneShows() {
        let table = wideTable()
        table.showsCellCursor = false
        let terminal = focusedTerminal(table, size: Size(width: 24, height: 3))
        terminal.send("right")
        #expect(columns(withAttributes: .underline, row: 1, in: terminal).isEmpty)
        #expect(reversedRows(terminal) == [1])
        terminal.send("right", "right")
        #expect(table.horizontalOffset == 1)
    }

    @Test func keysResizeTheCursorsColumnWithinItsBounds() {
        let table = wideTable()
        var columns = table.columns
        columns[1].minimumWidth = 3
        columns[1].maximumWidth = 8
        table.columns = columns
        let terminal = focusedTerminal(table, size: Size(width: 30, height: 2))
        terminal.send("right", "<", "<")
        expectScreen(terminal.screen, ["Name    │A    B      C      D", "row 0   │a0   b0     c0     d0"])
        #expect(table.columnWidths[1] == 4)
        terminal.send("ctrl+left", "ctrl+left", "ctrl+left")
        #expect(table.columnWidths[1] == 3)
        terminal.send(">", "ctrl+right", ">", ">", ">", ">", ">", ">")
        #expect(table.columnWidths[1] == 8)
        expectScreen(terminal.screen, ["Name    │A        B      C", "row 0   │a0       b0     c0"])
        // Resized columns keep their width: they no longer fill or fit.
        #expect(table.columns[1].width == .fixed(size: 8))
        // Keys that arrive together (one read, one frame) all count.
        terminal.send(.key(.character("<")), .key(.character("<")), .key(.character("<")))
        #expect(table.columnWidths[1] == 5)
    }

    @Test func draggingTheGapAfterATitleResizesItsColumn() {
        let table = wideTable()
        let terminal = focusedTerminal(table, size: Size(width: 30, height: 2))
        // Column A ends at 15; the gap after it is at 15.
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 15, y: 0))))
        terminal.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 18, y: 0))))
        expectScreen(terminal.screen, ["Name    │A         B      C", "row 0   │a0        b0     c0"])
        // Moving over the rows still drags; releasing ends it.
        terminal.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 11, y: 1))))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 11, y: 1))))
        #expect(table.columnWidths[1] == 2)
        terminal.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 20, y: 1))))
        #expect(table.columnWidths[1] == 2)
        expectScreen(terminal.screen, ["Name    │A  B      C      D", "row 0   │a0 b0     c0     d0"])
        // Never below one cell.
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 11, y: 0))))
        terminal.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 2, y: 0))))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 2, y: 0))))
        #expect(table.columnWidths[1] == 1)
        #expect(table.sortOrder == nil)
        // A press while dragging (the release was lost) ends the drag and is a click of its own.
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 10, y: 0))))
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 14, y: 0))))
        terminal.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 20, y: 0))))
        #expect(table.columnWidths[1] == 1)
        #expect(table.sortOrder == TableSortOrder(column: 2))
    }

    @Test func widthsAreFixedRatiosFillsOrFitToTheRowsInView() {
        let names = ["a", "bb", "ccc", "dddd", "eeeee", "ffffff", "ggggggggggggg"]
        let table = Table<Int>(
            count: { names.count }, id: { $0 }, index: { $0 >= 0 && $0 < names.count ? $0 : nil },
            columns: [
                TableColumn("N", ordering: .unsortable) { names[$0] },
                TableColumn("R", width: .ratio(ratio: 0.25)) { "\($0)" },
                TableColumn("F", width: .fill) { _ in "fill" },
                TableColumn("X", width: .fixed(size: 3)) { _ in "xxxxx" },
            ])
        let terminal = focusedTerminal(table, size: Size(width: 20, height: 4))
        // Fit: the widest of "N" and the three rows in view; a quarter of 20 is 5; 3 fixed; the fill the rest.
        expectScreen(
            terminal.screen, ["N   R     F      X", "a   0     fill   xx…", "bb  1     fill   xx…", "ccc 2     fill   xx…"])
        #expect(table.columnWidths == [3, 5, 6, 3])
        terminal.send("end")
        // Rows that came into view widen the fit column; it keeps the widest seen.
        // The fill column has nothing left; the fixed one goes past the edge.
        #expect(table.columnWidths == [13, 5, 0, 3])
        expectScreen(
            terminal.screen,
            ["N             R", "eeeee         4", "ffffff        5", "ggggggggggggg 6"])
        terminal.send("home")
        #expect(table.columnWidths[0] == 13)
        // Reloading forgets what was seen.
        table.reloadData()
        terminal.advance(by: .zero)
        #expect(table.columnWidths[0] == 3)
    }

    @Test func minimumAndMaximumWidthsBoundEveryKindOfColumn() {
        let table = Table<Int>(
            count: { 2 }, id: { $0 }, index: { $0 >= 0 && $0 < 2 ? $0 : nil },
            columns: [
                TableColumn("A", minimumWidth: 6) { _ in "x" },
                TableColumn("B", width: .fill, maximumWidth: 4) { _ in "yyyyyy" },
                TableColumn("C", width: .ratio(ratio: 0.5), minimumWidth: 2, maximumWidth: 5) { _ in "z" },
            ])
        _ = focusedTerminal(table, size: Size(width: 40, height: 3))
        #expect(table.columnWidths == [6, 4, 5])
    }

    @Test func wideCharactersAreNeverSplitWhenCellsAreTruncated() {
        let cities = ["東京都", "서울특별시", "Zürich", "naïve café"]
        let table = Table<Int>(
            count: { cities.count }, id: { $0 }, index: { $0 >= 0 && $0 < cities.count ? $0 : nil },
            columns: [
                TableColumn("都市 City", width: .fixed(size: 5)) { cities[$0] },
                TableColumn("#", width: .fixed(size: 4), alignment: .trailing) { "\($0)" },
            ])
        let terminal = focusedTerminal(table, size: Size(width: 12, height: 5))
        expectScreen(
            terminal.screen,
            [
                "都市…    #",
                "東京…    0",
                "서울…    1",
                "Züri…    2",
                "naïv…    3",
            ])
        // Four columns for "東京" and one for "…": no half of a wide character.
        #expect(terminal.cell(at: Point(x: 4, y: 1)).character == "…")
        table.resizeColumn(0, to: 4)
        terminal.advance(by: .zero)
        expectScreen(
            terminal.screen, ["都…     #", "東…     0", "서…     1", "Zür…    2", "naï…    3"])
    }

    @Test func cellsCanBeTheAppsOwnBricks() {
        let values = [10, 55, 100]
        let table = Table<Int>(
            count: { values.count }, id: { $0 }, index: { $0 >= 0 && $0 < values.count ? $0 : nil },
            columns: [
                TableColumn("Task", width: .fixed(size: 6)) { "task \($0)" },
                TableColumn(
                    "Done", width: .fixed(size: 10), text: { "\(values[$0])" },
                    cell: { ProgressBar(value: Double(values[$0]) / 100) },
                    reuse: { brick, row in (brick as? ProgressBar)?.value = Double(values[row]) / 100 }),
            ])
        let terminal = focusedTerminal(table, size: Size(width: 17, height: 4))
        #expect(terminal.screen[0] == "Task   Done")
        #expect(terminal.screen[1].hasPrefix("task 0 "))
        // The cursor's highlight goes over the app's brick too.
        #expect(reversedRows(terminal) == [1])
        #expect(table.rows.brick(at: 0)?.children.first is ProgressBar)
        #expect(table.rows.brick(at: 0)?.children.first?.frame == Rect(x: 7, y: 1, width: 10, height: 1))
        // Sorting by the brick column uses its text.
        table.sortOrder = TableSortOrder(column: 1, ascending: false)
        terminal.advance(by: .zero)
        // "55" before "100" before "10", descending by text.
        #expect(terminal.screen[1].hasPrefix("task 1"))
        #expect(table.dataIndex(atPosition: 0) == 1)
    }

    @Test func zebraRowsAndEveryLookComeFromTheTablesAppearance() {
        let stand = FruitStand.basket()
        let table = stand.table(mode: .multiple)
        table.zebra = true
        var look = TableAppearance()
        look.header.foregroundColor = .cyan
        look.cursorRow = Appearance()
        look.cursorRow.backgroundColor = .blue
        look.selectedRow.foregroundColor = .yellow
        look.frozenSeparatorCharacter = "┃"
        table.tableAppearance = look
        table.frozenColumnCount = 1
        let terminal = focusedTerminal(table, size: Size(width: 28, height: 5))
        terminal.send("down", "space")
        #expect(terminal.screen[0] == "    Name  ┃Price Origin")
        #expect(terminal.cell(at: Point(x: 4, y: 0)).style.foreground == .cyan)
        // Row 1 (apple) is plain, row 2 (banana: the cursor, selected, striped) blue and yellow, row 4 striped.
        #expect(terminal.cell(at: Point(x: 4, y: 1)).style.background == .default)
        #expect(terminal.cell(at: Point(x: 4, y: 2)).style.background == .blue)
        #expect(terminal.cell(at: Point(x: 4, y: 2)).style.foreground == .yellow)
        #expect(terminal.cell(at: Point(x: 20, y: 4)).style.background == .ansi(.brightBlack))
        #expect(terminal.cell(at: Point(x: 20, y: 3)).style.background == .default)
        #expect(reversedRows(terminal).isEmpty)
    }
}
