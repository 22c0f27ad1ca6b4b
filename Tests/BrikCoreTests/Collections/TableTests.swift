import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// The table through a terminal: exact screens after each key, the header staying, the
/// cursor and cell cursor drawn, the events sent.
@MainActor
@Suite struct TableTests {
    @Test func theHeaderStaysWhileTheCursorMovesAndTheRowsScroll() {
        let stand = FruitStand.basket()
        let table = stand.table()
        let terminal = focusedTerminal(table, size: Size(width: 24, height: 4))
        expectScreen(
            terminal.screen,
            [
                "Name   Price Origin",
                "apple      3 Spain",
                "banana    12 Peru",
                "cherry     7 Chile",
            ])
        #expect(reversedRows(terminal) == [1])
        terminal.send("down", "down", "down")
        expectScreen(
            terminal.screen,
            [
                "Name   Price Origin",
                "banana    12 Peru",
                "cherry     7 Chile",
                "date      30 Oman",
            ])
        #expect(reversedRows(terminal) == [3])
        terminal.send("j", "j", "j", "j")
        expectScreen(
            terminal.screen,
            [
                "Name   Price Origin",
                "fig        5 Peru",
                "grape     12 Chile",
                "kiwi       2 Italy",
            ])
        #expect(reversedRows(terminal) == [3])
        #expect(table.cursorIndex == 7)
        terminal.send("k", "k", "k")
        #expect(reversedRows(terminal) == [1])
        terminal.send("up")
        expectScreen(
            terminal.screen,
            [
                "Name   Price Origin",
                "date      30 Oman",
                "elder      7 Spain",
                "fig        5 Peru",
            ])
        #expect(reversedRows(terminal) == [1])
        #expect(table.selection.selectedIDs == [3])
    }

    @Test func pagesAndEndsMoveTheCursorByAScreen() {
        let stand = FruitStand.basket()
        let table = stand.table()
        let terminal = focusedTerminal(table, size: Size(width: 24, height: 4))
        terminal.send("pagedown")
        // A page is the rows in view less one: two rows.
        #expect(table.cursorIndex == 2)
        terminal.send("pagedown")
        #expect(table.cursorIndex == 4)
        expectScreen(
            terminal.screen,
            ["Name   Price Origin", "cherry     7 Chile", "date      30 Oman", "elder      7 Spain"])
        terminal.send("end")
        #expect(table.cursorIndex == 7)
        expectScreen(
            terminal.screen, ["Name   Price Origin", "fig        5 Peru", "grape     12 Chile", "kiwi       2 Italy"])
        terminal.send("pageup")
        #expect(table.cursorIndex == 5)
        #expect(reversedRows(terminal) == [1])
        terminal.send("home")
        #expect(table.cursorIndex == 0)
        terminal.send("G")
        #expect(table.cursorIndex == 7)
        terminal.send("g")
        expectScreen(
            terminal.screen, ["Name   Price Origin", "apple      3 Spain", "banana    12 Peru", "cherry     7 Chile"])
    }

    @Test func aMultipleSelectionTicksRowsAndSendsValueChanged() {
        let stand = FruitStand.basket()
        let table = stand.table(mode: .multiple)
        var changes = 0
        table.action(event: .valueChanged) { _ in changes += 1 }
        let terminal = focusedTerminal(table, size: Size(width: 28, height: 5))
        terminal.send("space", "down", "down", "space")
        expectScreen(
            terminal.screen,
            [
                "    Name   Price Origin",
                "[x] apple      3 Spain",
                "[ ] banana    12 Peru",
                "[x] cherry     7 Chile",
                "[ ] date      30 Oman",
            ])
        #expect(table.selection.selectedIDs == [0, 2])
        // Selected rows are bold as well as ticked.
        #expect(columns(withAttributes: .bold, row: 1, in: terminal).count == 28)
        #expect(columns(withAttributes: .bold, row: 2, in: terminal).isEmpty)
        #expect(changes == 2)
        terminal.send("shift+down")
        #expect(table.selection.selectedIDs == [0, 2, 3])
        terminal.send("space")
        #expect(table.selection.selectedIDs == [0, 2])
        terminal.send("ctrl+a")
        #expect(table.selection.selectedIDs == Set(0..<8))
        expectScreen(
            terminal.screen,
            [
                "    Name   Price Origin",
                "[x] apple      3 Spain",
                "[x] banana    12 Peru",
                "[x] cherry     7 Chile",
                "[x] date      30 Oman",
            ])
        #expect(changes == 5)
    }

    @Test func enterAndADoubleClickActivateTheCursorsRow() {
        let stand = FruitStand.basket()
        let table = stand.table()
        var activated: [Int?] = []
        table.action(event: .primaryActionTriggered) { table in activated.append(table.cursorIndex) }
        let terminal = focusedTerminal(table, size: Size(width: 24, height: 5))
        terminal.send("down", "enter")
        #expect(activated == [1])
        // A click puts the cursor on the row (and the cell cursor on the column) under it.
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 8, y: 3))))
        #expect(table.cursorIndex == 2)
        #expect(table.cursorColumn == 1)
        #expect(activated == [1])
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 4))))
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 4))))
        #expect(activated == [1, 3])
        #expect(table.cursorColumn == 0)
        #expect(reversedRows(terminal) == [4])
    }

    @Test func clicksTickAndShiftClicksSelectARange() {
        let stand = FruitStand.basket()
        let table = stand.table(mode: .multiple)
        let terminal = focusedTerminal(table, size: Size(width: 28, height: 6))
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 5, y: 2))))
        #expect(table.selection.selectedIDs == [1])
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 5, y: 4), modifiers: .shift)))
        #expect(table.selection.selectedIDs == [1, 2, 3])
        expectScreen(
            terminal.screen,
            [
                "    Name   Price Origin",
                "[ ] apple      3 Spain",
                "[x] banana    12 Peru",
                "[x] cherry     7 Chile",
                "[x] date      30 Oman",
                "[ ] elder      7 Spain",
            ])
        // A click below the last row (or on the header's gutter) does nothing to the rows.
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 0))))
        #expect(table.selection.selectedIDs == [1, 2, 3])
    }

    @Test func theWheelScrollsTheRowsAndShiftWheelScrollsSideways() {
        let stand = FruitStand.basket()
        var columns = stand.columns()
        columns[2].width = .fixed(size: 8)
        let table = stand.table(columns: columns)
        table.frozenColumnCount = 1
        let terminal = focusedTerminal(table, size: Size(width: 16, height: 4))
        terminal.send(.mouse(MouseEvent(.wheelDown, at: Point(x: 3, y: 2))))
        expectScreen(terminal.screen, ["Name  │Price Or…", "date  │   30 Om…", "elder │    7 Sp…", "fig   │    5 Pe…"])
        // The cursor stays on its row, scrolled out of view.
        #expect(table.cursorIndex == 0)
        #expect(reversedRows(terminal).isEmpty)
        terminal.send(.mouse(MouseEvent(.wheelDown, at: Point(x: 3, y: 2), modifiers: .shift)))
        expectScreen(terminal.screen, ["Name  │Origin", "date  │Oman", "elder │Spain", "fig   │Peru"])
        #expect(table.horizontalOffset == 1)
        // As far as the last column shows, no further.
        terminal.send(.mouse(MouseEvent(.wheelDown, at: Point(x: 3, y: 2), modifiers: .shift)))
        #expect(table.horizontalOffset == 1)
        terminal.send(.mouse(MouseEvent(.wheelUp, at: Point(x: 3, y: 2), modifiers: .shift)))
        #expect(table.horizontalOffset == 0)
        // Notches that arrive together all count (as far as the last column).
        let notch = Event.mouse(MouseEvent(.wheelDown, at: Point(x: 3, y: 2), modifiers: .shift))
        terminal.send(notch, notch, notch)
        #expect(table.horizontalOffset == 1)
    }

    @Test func typingJumpsToTheRowWhoseCellInTheCursorColumnStartsWithIt() {
        let stand = FruitStand.basket()
        let table = stand.table()
        let terminal = focusedTerminal(table, size: Size(width: 24, height: 4))
        terminal.type("d")
        #expect(table.cursorIndex == 3)
        terminal.advance(by: .seconds(2))
        terminal.type("el")
        #expect(table.cursorIndex == 4)
        // In the Origin column, "p" finds the rows from Peru, the next one each time.
        table.cursorColumn = 2
        terminal.advance(by: .seconds(2))
        terminal.type("p")
        #expect(table.cursorIndex == 5)
        terminal.advance(by: .seconds(2))
        terminal.type("p")
        #expect(table.cursorIndex == 1)
    }

    @Test func disabledRowsAreSkippedAndDim() {
        let stand = FruitStand.basket()
        let table = stand.table()
        table.isRowEnabled = { $0 != 1 }
        let terminal = focusedTerminal(table, size: Size(width: 24, height: 4))
        terminal.send("down")
        #expect(table.cursorIndex == 2)
        #expect(columns(withAttributes: .dim, row: 2, in: terminal).count == 24)
        #expect(columns(withAttributes: .dim, row: 1, in: terminal).isEmpty)
    }

    @Test func anEmptyTableShowsItsHeaderAndSaysSo() {
        let stand = FruitStand([])
        let table = stand.table()
        table.emptyText = "no fruit"
        let terminal = focusedTerminal(table, size: Size(width: 24, height: 5))
        expectScreen(terminal.screen, ["Name   Price Origin", "", "        no fruit", "", ""])
        #expect(table.cursorIndex == nil)
        terminal.send("down", "space", "right", "s", ">")
        #expect(table.selection.selectedIDs.isEmpty)
        stand.insert("lime", price: 4, at: 0)
        table.reloadData()
        terminal.advance(by: .zero)
        // The keys sent to the empty table moved the cell cursor, sorted and widened its column.
        expectScreen(terminal.screen, ["Name   Pri… ▲ Origin", "lime        4 Spain"])
        #expect(table.cursorIndex == 0)
    }

    @Test func theCursorRowIsUnderlinedWhileTheTableHasNoFocus() {
        let stand = FruitStand.basket()
        let table = stand.table()
        table.scrollView.showsScrollbar = false
        let button = Button("ok")
        let terminal = TestTerminal(
            root: VBrik(alignment: .fill) { _ in
                button
                table
            }, size: Size(width: 24, height: 4))
        _ = terminal.application.focus(button)
        terminal.advance(by: .zero)
        // Row 0 is the button, 1 the header, 2 the cursor's row.
        #expect(reversedRows(terminal) == [0])
        #expect(columns(withAttributes: .underline, row: 2, in: terminal).count == 24)
        _ = terminal.application.focus(table)
        terminal.advance(by: .zero)
        #expect(reversedRows(terminal) == [2])
    }

    @Test func theHeaderIsBoldAndUnderlinedAndCanBeHidden() {
        let stand = FruitStand.basket()
        let table = stand.table()
        let terminal = focusedTerminal(table, size: Size(width: 24, height: 3))
        #expect(columns(withAttributes: [.bold, .underline], row: 0, in: terminal).count == 24)
        table.showsHeader = false
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["apple      3 Spain", "banana    12 Peru", "cherry     7 Chile"])
        #expect(reversedRows(terminal) == [0])
    }

    @Test func codeReadsAndSetsTheStateWithoutEvents() {
        let stand = FruitStand.basket()
        let table = stand.table(mode: .multiple)
        var events = 0
        table.action(event: .valueChanged) { _ in events += 1 }
        table.onCursorChange = { _ in events += 1 }
        let terminal = focusedTerminal(table, size: Size(width: 28, height: 4))
        #expect(events == 1)  // the first layout placed the cursor: heard, as a move
        events = 0
        table.selection.selectedIDs = [6, 7]
        table.scroll(toItem: 6)
        terminal.advance(by: .zero)
        expectScreen(
            terminal.screen,
            ["    Name   Price Origin", "[ ] elder      7 Spain", "[ ] fig        5 Peru", "[x] grape     12 Chile"])
        #expect(reversedRows(terminal) == [3])
        table.cellCursor = TableCell(row: 1, column: 2)
        terminal.advance(by: .zero)
        #expect(table.cellCursor == TableCell(row: 1, column: 2))
        #expect(table.cursorIndex == 1)
        #expect(reversedRows(terminal) == [1])
        #expect(events == 0)
        // Another mode: the check marks' gutter goes, the columns move left.
        table.selection = SelectionState(mode: .single)
        terminal.advance(by: .zero)
        #expect(terminal.screen[0] == "Name   Price Origin")
    }

    @Test func aMillionRowsOpenAndGoToTheEnd() {
        let count = 1_000_000
        let table = Table<Int>(
            count: { count }, id: { $0 }, index: { $0 >= 0 && $0 < count ? $0 : nil },
            columns: (0..<10).map { column in TableColumn("C\(column)", width: .fixed(size: 7)) { "r\($0)c\(column)" } })
        table.frozenColumnCount = 1
        let terminal = focusedTerminal(table, size: Size(width: 30, height: 4))
        terminal.send("end")
        expectScreen(
            terminal.screen,
            [
                "C0     │C1      C2      C3", "r99999…│r99999… r99999… r9999…", "r99999…│r99999… r99999… r9999…",
                "r99999…│r99999… r99999… r9999…",
            ])
        #expect(reversedRows(terminal) == [3])
        terminal.send("pageup", "right", "right", "right")
        #expect(table.cursorIndex == 999_997)
        expectScreen(
            terminal.screen,
            [
                "C0     │C2      C3      C4", "r99999…│r99999… r99999… r9999…", "r99999…│r99999… r99999… r9999…",
                "r99999…│r99999… r99999… r9999…",
            ])
        terminal.send("home", "down")
        #expect(terminal.screen[2] == "r1c0   │r1c2    r1c3    r1c4")
        #expect(table.rows.mountedIndices.count < 20)
    }
}
