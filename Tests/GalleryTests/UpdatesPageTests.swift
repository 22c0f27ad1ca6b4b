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
        #expect(page.list.bricks(withIdentifier: "row").map { ($0 as? Button)?.title ?? "?" }.prefix(2)
            == ["Item 6", "Item 1 (reloaded 1×)"])
    }
}
