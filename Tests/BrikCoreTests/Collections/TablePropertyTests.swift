import BrikRendering
import SeededRandom
import Testing

@testable import BrikCore

/// Random sessions over a table whose data changes under it, sorted and re-sorted: the
/// table's state machine keeps its promises after every step.
@MainActor
@Suite struct TablePropertyTests {
    private static let names = ["apple", "banana", "cherry", "date", "elder", "fig", "grape", "kiwi", "lime", "mango"]
    private static let origins = ["Spain", "Peru", "Chile", "Oman", "Italy"]

    /// After each of 1,500 random keys, inserts, deletes, sorts and reloads: the cursor is on
    /// an existing enabled row (none only when no row is enabled), shown below the header in
    /// reverse video, its name in the frozen column; the selection holds existing enabled rows
    /// only; the rows are shown in the sort's order; after ←/→ the cursor's column shows whole.
    @Test(arguments: [SelectionMode.single, .multiple])
    func randomSessionsKeepTheCursorOnAVisibleRowAndTheSelectionValid(mode: SelectionMode) {
        var random = SplitMix64(seed: mode == .single ? 1 : 2)
        let stand = FruitStand([])
        for index in 0..<30 { stand.insert(Self.names[index % 10], price: index % 7, origin: Self.origins[index % 5], at: index) }
        let table = stand.table(mode: mode)
        // Ids ending in 7 are disabled.
        table.isRowEnabled = { stand.fruits[$0].id % 10 != 7 }
        table.frozenColumnCount = 1
        let height = 6
        let terminal = focusedTerminal(table, size: Size(width: 22, height: height))
        let keys = [
            "up", "down", "pageup", "pagedown", "home", "end", "shift+up", "shift+down", "space", "ctrl+a", "enter",
            "left", "right", "s", "<", ">", "j", "k", "g", "G", "b", "p",
        ]
        for step in 0..<1_500 {
            var what = ""
            switch random.next() % 12 {
            case 0 where !stand.fruits.isEmpty:
                let index = Int(random.next() % UInt64(stand.fruits.count))
                what = "delete \(stand.fruits[index].id)"
                stand.fruits.remove(at: index)
                table.reloadData()
            case 1:
                let index = Int(random.next() % UInt64(stand.fruits.count + 1))
                stand.insert(
                    Self.names[Int(random.next() % 10)], price: Int(random.next() % 9),
                    origin: Self.origins[Int(random.next() % 5)], at: index)
                what = "insert at \(index)"
                table.reloadData()
            case 2:
                let sort =
                    random.next() % 4 == 0
                    ? nil : TableSortOrder(column: Int(random.next() % 3), ascending: random.next() % 2 == 0)
                what = "sort \(String(describing: sort))"
                table.sortOrder = sort
            default:
                let key = keys[Int(random.next() % UInt64(keys.count))]
                what = "key \(key)"
                terminal.send(key)
            }
            terminal.advance(by: .milliseconds(300))
            let existing = Set(stand.fruits.map(\.id))
            let enabled = Set(stand.fruits.map(\.id).filter { $0 % 10 != 7 })
            let context = "step \(step) (\(what))"
            if let cursor = table.selection.cursor {
                #expect(enabled.contains(cursor), "\(context): cursor \(cursor) not an enabled row")
                let position = table.position(ofDataIndex: stand.index(of: cursor) ?? -1)
                #expect(position != nil, "\(context)")
                if let position {
                    let y = 1 + position - table.scrollView.contentOffset.y
                    #expect(y >= 1 && y < height, "\(context): cursor row at screen row \(y)")
                    #expect(reversedRows(terminal) == [y], "\(context): \(terminal.screen)")
                    let name = TextLayout.truncate(stand.fruits[stand.index(of: cursor)!].name, width: table.columnWidths[0])
                    if y >= 1 && y < height { #expect(terminal.screen[y].contains(name), "\(context): \(terminal.screen)") }
                }
            } else {
                #expect(enabled.isEmpty, "\(context): no cursor over \(enabled.count) enabled rows")
            }
            #expect(table.selection.selectedIDs.isSubset(of: enabled), "\(context): \(table.selection.selectedIDs)")
            #expect(table.selection.selectedIDs.isSubset(of: existing))
            if mode == .single { #expect(table.selection.selectedIDs.count <= 1) }
            #expect(table.cursorColumn >= 0 && table.cursorColumn < 3)
            if what == "key left" || what == "key right" {
                // Whole, when it can be: a frozen column that ends inside, a scrolling one no wider than their room.
                let geometry = table.model.geometry
                let column = table.cursorColumn
                let fits =
                    column < geometry.frozenCount
                    ? geometry.gutter + (0...column).reduce(0) { $0 + geometry.widths[$1] + 1 } - 1 <= geometry.width
                    : geometry.widths[column] <= geometry.width - geometry.scrollingStart
                if fits {
                    let placement = geometry.placement(of: column)
                    #expect(placement.map { $0.width == $0.fullWidth } == true, "\(context): \(terminal.screen)")
                }
            }
            #expect(table.columnWidths.allSatisfy { $0 >= 0 })
            if let sort = table.sortOrder {
                let texts = (0..<table.rowCount).map { table.columns[sort.column].text(table.dataIndex(atPosition: $0)) }
                let column = table.columns[sort.column]
                let order = TableSorter.order(count: stand.fruits.count, ordering: column.ordering, ascending: sort.ascending) {
                    column.text($0)
                }!
                #expect(texts == order.map { column.text(Int($0)) }, "\(context): not sorted")
            }
        }
    }
}
