import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

@MainActor
@Suite struct UpdatesPageTests {
    func open() -> (TestTerminal, UpdatesPage) {
        let shell = GalleryShell()
        shell.open(id: "updates")
        let terminal = TestTerminal(root: shell, size: Size(width: 40, height: 14))
        return (terminal, shell.openPage as! UpdatesPage)
    }

    func shows(_ terminal: TestTerminal, _ text: String) -> Bool {
        terminal.screen.contains { $0.contains(text) }
    }

    @Test func insertDeleteAndReloadKeepTheListAndTheStatusInStep() {
        let (terminal, page) = open()
        #expect(shows(terminal, "ready"))
        terminal.send("i")  // nothing focused: first, and it takes the focus
        terminal.advance(by: .seconds(1))
        #expect(shows(terminal, "inserted [0, 0]"))
        #expect(page.items == ["Item 6", "Item 1", "Item 2", "Item 3", "Item 4", "Item 5"])
        terminal.send("i")
        terminal.advance(by: .seconds(1))
        #expect(shows(terminal, "inserted [0, 1]"), "\(terminal.screen.joined(separator: "\n"))")
        #expect(page.items.prefix(3) == ["Item 6", "Item 7", "Item 1"])
        terminal.send("d")
        terminal.advance(by: .seconds(1))
        #expect(shows(terminal, "deleted [0, 1]"))
        #expect(page.items.prefix(2) == ["Item 6", "Item 1"])
        terminal.send("r")
        terminal.advance(by: .seconds(1))
        #expect(shows(terminal, "reloaded [0, 1]"))
        #expect(
            page.list.bricks(withIdentifier: "row").map { ($0 as? Button)?.title ?? "?" }.prefix(2)
                == ["Item 6", "Item 1 (reloaded 1×)"])
    }
}

@MainActor
@Suite struct UpdatesPageVirtualTests {
    func lines(_ terminal: TestTerminal) -> [String] {
        terminal.screen.map { row in
            String(row.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " || $0 == "░" || $0 == "█" }).reversed())
        }
    }

    @Test func theVirtualListInsertsDeletesAndReloadsInPlace() throws {
        let (terminal, page) = try openGalleryPage("updates", as: UpdatesPage.self, size: Size(width: 40, height: 14))
        terminal.send("v", "tab", "down", "down")
        terminal.advance(by: .seconds(1))
        #expect(terminal.application.focusedBrick?.repeatIndex == 2)
        let row3 = try #require(page.virtual?.brick(at: 3))
        terminal.send("i")
        terminal.advance(by: .seconds(1))
        #expect(lines(terminal)[2] == "inserted item 3 of 100001")
        #expect(lines(terminal)[8...12] == ["[ Row 0 ]", "[ Row 1 ]", "[ Row 2 ]", "[ New 6 ]", "[ Row 3 ]"])
        #expect(terminal.application.focusedBrick?.repeatIndex == 3)
        // The brick of "Row 3" moved down with its item.
        #expect(page.virtual?.brick(at: 4) === row3)
        terminal.send("d")
        terminal.advance(by: .seconds(1))
        #expect(lines(terminal)[2] == "deleted item 3 of 100001")
        #expect(lines(terminal)[11...12] == ["[ Row 3 ]", "[ Row 4 ]"])
        #expect(page.virtualItems.count == 100_000)
        terminal.send("r")
        terminal.advance(by: .seconds(1))
        #expect(lines(terminal)[2] == "reloaded item 3")
        #expect(lines(terminal)[11] == "[ Row 3 (reloaded) ]")
        // Far down the list, an insert does the same at the cost of what is shown.
        terminal.send("end")
        terminal.advance(by: .seconds(1))
        let focused = try #require(terminal.application.focusedBrick?.repeatIndex)
        #expect(focused == 99_999)
        terminal.send("i")
        terminal.advance(by: .seconds(1))
        #expect(lines(terminal)[2] == "inserted item \(focused + 1) of 100001")
        #expect(lines(terminal).contains("[ New 7 ]"))
        #expect((page.virtual?.mountedIndices.count ?? 0) < 30)
        terminal.send("v")
        terminal.advance(by: .seconds(1))
        #expect(lines(terminal)[2] == "section of 5 items")
        #expect(page.virtual == nil)
    }
}

@MainActor
@Suite struct UpdatesPageRefreshTests {
    @Test func f5ShowsTheIndicatorUntilTheFreshItemArrives() throws {
        let (terminal, page) = try openGalleryPage("updates", as: UpdatesPage.self, size: Size(width: 40, height: 14))
        terminal.send("F5")
        terminal.advance(by: .zero)
        #expect(terminal.screen.contains { $0.contains("⠋ Fetching…") })
        #expect(terminal.screen.contains { $0.contains("fetching…") })
        #expect(page.scroll.isRefreshing)
        terminal.advance(by: .milliseconds(600))
        #expect(!page.scroll.isRefreshing)
        #expect(page.items.first == "Fresh 6")
        #expect(terminal.screen.contains { $0.contains("refreshed: Fresh 6") })
        #expect(!terminal.screen.contains { $0.contains("Fetching…") })
        // The virtual list refreshes the same way.
        terminal.send("v", "F5")
        terminal.advance(by: .milliseconds(600))
        #expect(page.virtualItems.first == "Fresh 7")
        terminal.advance(by: .seconds(1))
        #expect(terminal.screen.contains { $0.contains("[ Fresh 7 ]") })
    }
}

@MainActor
@Suite struct UpdatesPagePeekTests {
    @Test func pPeeksAtTheFocusedItemAndEnterOpensIt() throws {
        let (terminal, _) = try openGalleryPage("updates", as: UpdatesPage.self, size: Size(width: 60, height: 16))
        terminal.send("tab", "down", "p")
        terminal.advance(by: .zero)
        #expect(terminal.screen.contains { $0.contains("Preview") })
        #expect(terminal.screen.contains { $0.contains("item 2 of 5") })
        terminal.send("enter")
        terminal.advance(by: .zero)
        #expect(terminal.application.overlays.isEmpty)
        #expect(terminal.screen.contains { $0.contains("opened Item 2") })
    }
}

@MainActor
@Suite struct UpdatesPageReverseTests {
    @Test func sReversesTheItemsAndTheFocusedBrickMovesWithItsItem() throws {
        let (terminal, page) = try openGalleryPage("updates", as: UpdatesPage.self, size: Size(width: 60, height: 20))
        terminal.send("tab", "down")
        terminal.advance(by: .zero)
        let focused = try #require(terminal.application.focusedBrick)
        #expect((focused as? Button)?.title == "Item 2")
        terminal.send("s")
        terminal.advance(by: .seconds(1))
        #expect(page.items == ["Item 5", "Item 4", "Item 3", "Item 2", "Item 1"])
        #expect(terminal.application.focusedBrick === focused)
        #expect(focused.repeatIndex == 3)
        #expect(terminal.screen.contains { $0.contains("reversed: 0 inserted, 0 deleted") })
        let titles = page.list.bricks(withIdentifier: "row").map { ($0 as? Button)?.title ?? "?" }
        #expect(titles == page.items)
    }
}
