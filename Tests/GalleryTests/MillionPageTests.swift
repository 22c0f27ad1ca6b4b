import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

@MainActor
@Suite struct MillionPageTests {
    func open() -> (TestTerminal, MillionPage) {
        let shell = GalleryShell()
        shell.open(id: "million")
        let terminal = TestTerminal(root: shell, size: Size(width: 60, height: 20))
        return (terminal, shell.openPage as! MillionPage)
    }

    /// Bricks in the scroll view's subtree.
    func alive(_ page: MillionPage) -> Int {
        var count = 0
        var pending: [Brick] = [page.scroll]
        while let node = pending.popLast() {
            count += 1
            pending.append(contentsOf: node.children)
        }
        return count
    }

    @Test func opensAtTheFirstGroup() {
        let (terminal, page) = open()
        #expect(terminal.screen[2].hasPrefix("  item 0 of 1,000,000 · offset 0 of "))
        #expect(terminal.screen[5].hasPrefix("  │Group 0 · items 0–99"))
        #expect(terminal.screen[6].hasPrefix("  │Row       0  lorem ipsum"))
        #expect(page.groups.mountedIndices == [0])
        // The rows in view (13) and a few more, whatever the count.
        #expect(alive(page) < 3 * 13)
    }

    @Test func keysScrollAndJumpToTheEnd() {
        let (terminal, page) = open()
        terminal.send("j", "j", "down")
        // Row 2 is at the top of the viewport, under its group's stuck header.
        #expect(terminal.screen[5].hasPrefix("  │Group 0 · items 0–99"))
        #expect(terminal.screen[6].hasPrefix("  │Row       3  "))
        #expect(terminal.screen[2].hasPrefix("  item 2 of 1,000,000 · offset 3 of "))
        terminal.send("G")
        let rows = terminal.screen
        // The box's last content row (above the bottom border and the footer) is the last row.
        #expect(rows[rows.count - 3].hasPrefix("  │Row  999999  "))
        #expect(rows[2].hasPrefix("  item 999,98"))
        #expect(page.scroll.contentOffset.y == page.scroll.maximumOffset.y)
        #expect(alive(page) < 3 * 13)
        terminal.send("k")
        #expect(terminal.screen[rows.count - 3].hasPrefix("  │Row  999998  "))
        terminal.send("g")
        #expect(terminal.screen[5].hasPrefix("  │Group 0 · items 0–99"))
        #expect(terminal.screen[2].hasPrefix("  item 0 of 1,000,000 · offset 0 of "))
    }

    @Test func pagingThroughGroupsKeepsFewBricks() {
        let (terminal, page) = open()
        var most = 0
        for _ in 0..<40 {
            terminal.send("pgdn")
            most = max(most, alive(page))
        }
        #expect(most < 3 * 13)
        // 40 pages of 12 rows: offset 480, 76 rows into group 4 (which starts at 404).
        #expect(terminal.screen[5].hasPrefix("  │Group 4 · items 400–499"), "group 4's header is stuck")
        #expect(terminal.screen[6].hasPrefix("  │Row     476  "))
        #expect(terminal.screen[2].hasPrefix("  item 475 of 1,000,000 · offset 480 of "))
        #expect(page.groups.heights.measuredCount <= 8)
    }

    @Test func groupedNumbers() {
        #expect(MillionPage.grouped(0) == "0")
        #expect(MillionPage.grouped(999) == "999")
        #expect(MillionPage.grouped(1_000) == "1,000")
        #expect(MillionPage.grouped(123_456_789) == "123,456,789")
    }

    @Test func groupsAreSectionsWhoseHeaderIsTheFirstItem() {
        let (terminal, page) = open()
        page.groups.scrollToItem(4_321)
        terminal.advance(by: .zero)
        let items = page.scroll.displayedItems
        // The virtual section's items are the groups, numbered by their data index.
        let group = items.first { $0.identifier == "group" && $0.indexPath.item == 4_321 }
        #expect(group?.isSection == true)
        // Its first brick is the header (what a sticky behavior pins), then the rows.
        let header = items.first { $0.identifier == "header" && $0.sectionFrame == group?.originalFrame }
        #expect(header?.indexPath.item == 0)
        #expect(header?.originalFrame.minY == page.scroll.contentOffset.y)
        #expect(terminal.screen[5].hasPrefix("  │Group 4321 · items 432100–432199"))
        #expect(terminal.screen[2].hasPrefix("  item 432,100 of 1,000,000"))
    }
}
