import BrikRendering
import ScreenTesting
import SeededRandom
import Testing

@testable import BrikCore

/// Sorting a table: by key and by a click on a title, ▲/▼ in the header, stable, per
/// column orderings, the cursor staying on its row.
@MainActor
@Suite struct TableSortTests {
    @Test func sKeySortsByTheCursorsColumnAndAgainReverses() {
        let stand = FruitStand.basket()
        let table = stand.table()
        var sorts: [TableSortOrder?] = []
        table.onSortChange = { sorts.append($0.sortOrder) }
        let terminal = focusedTerminal(table, size: Size(width: 24, height: 5))
        terminal.send("down", "down", "right", "s")
        // By price, ascending; the two 7s and the two 12s keep their order (stable).
        expectScreen(
            terminal.screen,
            [
                "Name   Pr… ▲ Origin",
                "kiwi       2 Italy",
                "apple      3 Spain",
                "fig        5 Peru",
                "cherry     7 Chile",
            ])
        // The cursor stayed on cherry, now the fourth row.
        #expect(reversedRows(terminal) == [4])
        #expect(table.selection.cursor == 2)
        terminal.send("s")
        expectScreen(
            terminal.screen,
            [
                "Name   Pr… ▼ Origin",
                "date      30 Oman",
                "banana    12 Peru",
                "grape     12 Chile",
                "cherry     7 Chile",
            ])
        #expect(reversedRows(terminal) == [4])
        terminal.send("down")
        #expect(table.selection.cursor == 4)
        terminal.send("left", "s")
        // By name: elder, the cursor's row, is fifth, at the bottom.
        expectScreen(
            terminal.screen,
            [
                "Name ▲ Price Origin",
                "banana    12 Peru",
                "cherry     7 Chile",
                "date      30 Oman",
                "elder      7 Spain",
            ])
        #expect(reversedRows(terminal) == [4])
        #expect(sorts == [TableSortOrder(column: 1), TableSortOrder(column: 1, ascending: false), TableSortOrder(column: 0)])
        terminal.send("home")
        expectScreen(
            terminal.screen,
            [
                "Name ▲ Price Origin",
                "apple      3 Spain",
                "banana    12 Peru",
                "cherry     7 Chile",
                "date      30 Oman",
            ])
    }

    @Test func aClickOnATitleSortsByThatColumn() {
        let stand = FruitStand.basket()
        let table = stand.table()
        let terminal = focusedTerminal(table, size: Size(width: 24, height: 4))
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 16, y: 0))))
        #expect(table.sortOrder == TableSortOrder(column: 2))
        #expect(table.cursorColumn == 2)
        // Chile, Italy, Oman, Peru, Spain: apple, the cursor's row, is scrolled to the bottom.
        expectScreen(
            terminal.screen,
            ["Name   Price Origin ▲", "banana    12 Peru", "fig        5 Peru", "apple      3 Spain"])
        #expect(reversedRows(terminal) == [3])
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 16, y: 0))))
        expectScreen(
            terminal.screen,
            ["Name   Price Origin ▼", "apple      3 Spain", "elder      7 Spain", "banana    12 Peru"])
        #expect(reversedRows(terminal) == [1])
    }

    @Test func anUnsortableColumnRefusesToSort() {
        let stand = FruitStand.basket()
        var columns = stand.columns()
        columns[0].ordering = .unsortable
        let table = stand.table(columns: columns)
        let terminal = focusedTerminal(table, size: Size(width: 24, height: 3))
        terminal.send("s")
        #expect(table.sortOrder == nil)
        table.sortOrder = TableSortOrder(column: 0)
        table.sortOrder = TableSortOrder(column: 7)
        #expect(table.sortOrder == nil)
        // Without room for a mark the title is not widened for one.
        #expect(terminal.screen[0] == "Name   Price Origin")
    }

    @Test func sortedRowsStaySortedThroughReloadsAndTheCursorKeepsItsRow() {
        let stand = FruitStand.basket()
        let table = stand.table(mode: .multiple)
        let terminal = focusedTerminal(table, size: Size(width: 28, height: 4))
        table.sortOrder = TableSortOrder(column: 1, ascending: false)
        terminal.send("home", "space", "down", "space")
        #expect(table.selection.selectedIDs == [3, 1])
        stand.insert("lime", price: 40, at: 0)
        stand.fruits.removeAll { $0.name == "date" }
        table.reloadData()
        terminal.advance(by: .zero)
        expectScreen(
            terminal.screen,
            ["    Name   Pr… ▼ Origin", "[ ] lime      40 Spain", "[x] banana    12 Peru", "[ ] grape     12 Chile"])
        #expect(table.selection.selectedIDs == [1])
        #expect(table.selection.cursor == 1)
        #expect(reversedRows(terminal) == [2])
        table.sortOrder = nil
        terminal.advance(by: .zero)
        expectScreen(
            terminal.screen,
            ["    Name   Price Origin", "[ ] lime      40 Spain", "[ ] apple      3 Spain", "[x] banana    12 Peru"])
    }

    @Test func sortingIsStableBothWays() {
        // 20,000 rows (enough for the radix sort) with 7 distinct keys: equal keys keep their
        // data order, ascending and descending.
        var random = SplitMix64(seed: 16)
        let keys = (0..<20_000).map { _ in ["b", "A", "a", "c", "B", "ab", "Ab"][Int(random.next() % 7)] }
        for ascending in [true, false] {
            let order = TableSorter.order(count: keys.count, ordering: .text, ascending: ascending) { keys[$0] }!
            let expected = keys.indices.sorted { a, b in
                let x = keys[a].lowercased()
                let y = keys[b].lowercased()
                if x != y { return (x < y) == ascending }
                return a < b
            }
            #expect(order.map(Int.init) == expected)
        }
        let numbers = (0..<20_000).map { _ in Int(random.next() % 50) }
        for ascending in [true, false] {
            let custom = TableSorter.order(
                count: numbers.count, ordering: .custom { numbers[$0] < numbers[$1] }, ascending: ascending
            ) {
                "\(numbers[$0])"
            }!
            let numeric = TableSorter.order(count: numbers.count, ordering: .numeric, ascending: ascending) {
                "\(numbers[$0])"
            }!
            let expected = numbers.indices.sorted { a, b in
                numbers[a] != numbers[b] ? (numbers[a] < numbers[b]) == ascending : a < b
            }
            #expect(custom.map(Int.init) == expected)
            #expect(numeric.map(Int.init) == expected)
        }
    }

    @Test func textOrderFoldsASCIICaseAndComparesLongTextsWhole() {
        let texts = [
            "Zebra", "apple", "Äpfel", "apple pie with cream and more", "apple pie with cream and less", "", "東京",
            "apple pie with cream", "APPLE", "b\u{0}", "b",
        ]
        let order = TableSorter.order(count: texts.count, ordering: .text, ascending: true) { texts[$0] }!
        #expect(
            order.map { texts[Int($0)] } == [
                "", "apple", "APPLE", "apple pie with cream", "apple pie with cream and less",
                "apple pie with cream and more", "b", "b\u{0}", "Zebra", "Äpfel", "東京",
            ])
    }

    @Test func numericOrderComparesNumbersByValueAndDigitsInTextNaturally() {
        let texts = ["10", "file10", "-2.5", "9", "file2", "x", " 3 ", "file02", "1e3", "0.5", "+7"]
        let order = TableSorter.order(count: texts.count, ordering: .numeric, ascending: true) { texts[$0] }!
        #expect(
            order.map { texts[Int($0)] } == ["-2.5", "0.5", " 3 ", "+7", "9", "10", "1e3", "file02", "file2", "file10", "x"])
        let descending = TableSorter.order(count: texts.count, ordering: .numeric, ascending: false) { texts[$0] }!
        #expect(descending.map { texts[Int($0)] } == order.map { texts[Int($0)] }.reversed())
        #expect(TextOrder.number(in: "1.") == 1)
        #expect(TextOrder.number(in: "-") == nil)
        #expect(TextOrder.number(in: "1.2.3") == nil)
        #expect(TextOrder.number(in: "nan") == nil)
    }

    @Test func randomTextsSortAsAReferenceStableSortDoes() {
        var random = SplitMix64(seed: 99)
        let alphabet = Array("aAbB 0129é東-")
        // Small sorts compare keys, large ones (over 16,384 rows) sort them by radix.
        for count in [300, 300, 300, 20_000] {
            let texts = (0..<count).map { _ in
                String((0..<Int(random.next() % 24)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
            }
            func folded(_ text: String) -> [UInt8] {
                text.utf8.map { $0 >= 65 && $0 <= 90 ? $0 | 0x20 : $0 }
            }
            for ascending in [true, false] {
                let order = TableSorter.order(count: texts.count, ordering: .text, ascending: ascending) { texts[$0] }!
                let expected = texts.indices.sorted { a, b in
                    let x = folded(texts[a])
                    let y = folded(texts[b])
                    if x != y { return x.lexicographicallyPrecedes(y) == ascending }
                    return a < b
                }
                #expect(order.map(Int.init) == expected)
            }
        }
    }

    @Test func aHundredThousandRowsSortAndTheCursorFollowsItsRow() {
        let count = 100_000
        let table = Table<Int>(
            count: { count }, id: { $0 }, index: { $0 >= 0 && $0 < count ? $0 : nil },
            columns: [
                TableColumn("Id", width: .fixed(size: 6)) { "\($0)" },
                TableColumn("Key", width: .fixed(size: 6), ordering: .numeric) { "\(($0 * 7919) % 1000)" },
            ])
        let terminal = focusedTerminal(table, size: Size(width: 13, height: 4))
        table.scroll(toItem: 500)
        table.sortOrder = TableSortOrder(column: 1)
        terminal.advance(by: .zero)
        // Row 500's key is 500·7919 mod 1000 = 500: after the 100 rows of each smaller key.
        #expect(table.position(ofDataIndex: 500) == 50_000)
        #expect(table.cursorIndex == 500)
        #expect(reversedRows(terminal) == [3])
        expectScreen(terminal.screen, ["Id     Key ▲", "98821  499", "99821  499", "500    500"])
    }
}
