import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// Lists in groups under sticky headers, and separators: exact screens, the cursor never
/// under a stuck header, filtering that hides empty groups, a million rows in groups.
@MainActor
@Suite struct ListGroupTests {
    private func focused<ID>(_ list: List<ID>, size: Size) -> TestTerminal {
        list.scrollView.showsScrollbar = false
        let terminal = TestTerminal(root: list, size: size)
        _ = terminal.application.focus(list)
        terminal.advance(by: .zero)
        return terminal
    }

    /// The screen rows whose every cell is in reverse video (the focused cursor).
    private func highlighted(_ terminal: TestTerminal) -> [Int] {
        (0..<terminal.size.height).filter { y in
            (0..<terminal.size.width).allSatisfy { terminal.cell(at: Point(x: $0, y: y)).style.attributes.contains(.reverse) }
        }
    }

    private func fruitAndBread() -> List<Int> {
        let options = ["Apple", "Pear", "Plum", "Quince", "Rye", "Spelt", "Wheat"]
        return List(options: options, groups: ListGroups(titles: ["Fruit", "Bread"], sizes: [4, 3]))
    }

    @Test func groupsShowUnderTheirHeadersAndTheHeaderSticks() {
        let list = fruitAndBread()
        let terminal = focused(list, size: Size(width: 8, height: 4))
        expectScreen(terminal.screen, ["Fruit   ", "Apple   ", "Pear    ", "Plum    "])
        #expect(highlighted(terminal) == [1])
        #expect(terminal.cell(at: Point(x: 0, y: 0)).style.attributes.contains(.bold))
        terminal.send("down", "down", "down")
        // Quince is the cursor: the list scrolled one row and Fruit stuck over Apple.
        expectScreen(terminal.screen, ["Fruit   ", "Pear    ", "Plum    ", "Quince  "])
        #expect(highlighted(terminal) == [3])
        terminal.send("down")
        // Rye, scrolled into view at the bottom: Fruit still sticks, over Plum, until Bread pushes it.
        expectScreen(terminal.screen, ["Fruit   ", "Quince  ", "Bread   ", "Rye     "])
        #expect(list.selectedOption == "Rye")
        #expect(highlighted(terminal) == [3])
        terminal.send("down", "down", "up", "up")
        // Back on Rye from Wheat: Bread's header is stuck, Rye shows right under it.
        expectScreen(terminal.screen, ["Bread   ", "Rye     ", "Spelt   ", "Wheat   "])
        #expect(highlighted(terminal) == [1])
        terminal.send("up")
        // Back to Quince: it must not hide under the stuck Bread header above it.
        #expect(list.selectedOption == "Quince")
        #expect(highlighted(terminal).count == 1)
        #expect(highlighted(terminal).first.map { $0 > 0 } == true)
        #expect(terminal.screen[highlighted(terminal)[0]].hasPrefix("Quince"))
        terminal.send("home")
        expectScreen(terminal.screen, ["Fruit   ", "Apple   ", "Pear    ", "Plum    "])
        terminal.send("end")
        expectScreen(terminal.screen, ["Bread   ", "Rye     ", "Spelt   ", "Wheat   "])
        #expect(highlighted(terminal) == [3])
    }

    @Test func upwardsTheCursorIsNeverUnderAStuckHeader() {
        let options = (0..<30).map { "Item \($0)" }
        let list = List(options: options, groups: ListGroups(titles: ["A", "B", "C"], sizes: [10, 10, 10]))
        let terminal = focused(list, size: Size(width: 8, height: 5))
        terminal.send("end")
        for _ in 0..<29 {
            terminal.send("up")
            let rows = highlighted(terminal)
            #expect(rows.count == 1 && rows[0] >= 1, "cursor \(list.selectedOption ?? "-") at \(rows)")
            if let row = rows.first { #expect(terminal.screen[row].hasPrefix(list.selectedOption ?? "?")) }
        }
        #expect(list.selectedOption == "Item 0")
        expectScreen(terminal.screen, ["A       ", "Item 0  ", "Item 1  ", "Item 2  ", "Item 3  "])
    }

    @Test func filteringHidesGroupsWithNoMatch() {
        let list = fruitAndBread()
        let terminal = focused(list, size: Size(width: 8, height: 5))
        list.filterText = "e"
        terminal.advance(by: .zero)
        // Apple, Pear, Quince | Rye, Spelt, Wheat: both groups match.
        expectScreen(terminal.screen, ["Fruit   ", "Apple   ", "Pear    ", "Quince  ", "Bread   "])
        list.filterText = "pe"
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["Fruit   ", "Pear    ", "Bread   ", "Spelt   ", "        "])
        list.filterText = "rye"
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["Bread   ", "Rye     ", "        ", "        ", "        "])
        #expect(list.shownCount == 1)
        #expect(list.selectedOption == "Rye")
    }

    @Test func separatorsDrawALineUnderEachRow() {
        let list = List(options: ["one", "two", "three"])
        list.showsSeparators = true
        let terminal = focused(list, size: Size(width: 6, height: 6))
        expectScreen(terminal.screen, ["one   ", "──────", "two   ", "──────", "three ", "──────"])
        // The cursor's highlight covers its row, not the line under it.
        #expect(highlighted(terminal) == [0])
        #expect(terminal.cell(at: Point(x: 0, y: 1)).style.attributes.contains(.dim))
        terminal.send("down")
        #expect(highlighted(terminal) == [2])
    }

    @Test func aMillionRowsInGroupsOpenAndGoToTheEnd() {
        let groupSize = 100
        let list = List<Int>(
            count: { 1_000_000 }, id: { $0 }, index: { $0 >= 0 && $0 < 1_000_000 ? $0 : nil }, estimatedRowHeight: 1,
            groups: ListGroups(
                count: { 1_000_000 / groupSize }, firstRow: { $0 * groupSize }, header: { Label("Group \($0)") }),
            row: { Label("Row \($0)") }, reuse: { brick, index in (brick as? Label)?.text = "Row \(index)" })
        let terminal = focused(list, size: Size(width: 12, height: 4))
        expectScreen(terminal.screen, ["Group 0     ", "Row 0       ", "Row 1       ", "Row 2       "])
        terminal.send("end")
        expectScreen(terminal.screen, ["Group 9999  ", "Row 999997  ", "Row 999998  ", "Row 999999  "])
        #expect(highlighted(terminal) == [3])
        terminal.send("pageup")
        #expect(highlighted(terminal) == [1], "a page up lands under the stuck header")
        list.scroll(toItem: 500_050)
        terminal.advance(by: .zero)
        #expect(list.cursorIndex == 500_050)
        let row = highlighted(terminal)
        #expect(row.count == 1 && row[0] >= 1)
        if let shown = row.first { #expect(terminal.screen[shown].hasPrefix("Row 500050")) }
        #expect(terminal.screen[0].split(separator: " ") == ["Group", "5000"])
        #expect(subtreeCount(list) < 60)
    }

    @Test func shownGroupsLocateRowsAndSkipEmptyGroups() {
        // Groups at 0, 2, 2 (empty), 5 over 7 rows: sizes 2, 0, 3, 2.
        let all = ShownGroups(firstRows: [0, 2, 2, 5], dataCount: 7, shown: nil)
        #expect(all.count == 3)
        #expect(all.groups == [0, 2, 3])
        #expect(all.starts == [0, 2, 5, 7])
        #expect(all.locate(0)! == (0, 0))
        #expect(all.locate(4)! == (1, 2))
        #expect(all.locate(6)! == (2, 1))
        #expect(all.locate(7) == nil)
        // Rows 1, 5 and 6 shown: group 0 has one, group 2 none, group 3 two.
        let filtered = ShownGroups(firstRows: [0, 2, 2, 5], dataCount: 7, shown: [1, 5, 6])
        #expect(filtered.groups == [0, 3])
        #expect(filtered.starts == [0, 1, 3])
        #expect(filtered.rows(inGroup: 1) == 2)
    }
}
