import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

/// The million-row page keeps its place through many resizes.
@MainActor
@Suite struct MillionResizeStormTests {
    private func storm(_ terminal: TestTerminal) {
        for step in 0..<200 {
            let size =
                step % 17 == 0
                ? Size(width: 0, height: 0) : Size(width: 1 + (step * 37) % 120, height: 1 + (step * 13) % 40)
            terminal.resize(to: size)
        }
        terminal.resize(to: Size(width: 100, height: 30))
    }

    @Test func theTopStaysTheTopThroughAResizeStorm() {
        let shell = GalleryShell()
        #expect(shell.open(id: "million"))
        let terminal = TestTerminal(root: shell, size: Size(width: 100, height: 30))
        storm(terminal)
        let page = shell.openPage as! MillionPage
        #expect(page.scroll.contentOffset.y == 0)
        #expect(terminal.screen[2].hasPrefix("  item 0 of 1,000,000 · offset 0 of "))
    }

    @Test func oneResizeKeepsTheFirstVisibleRow() {
        let shell = GalleryShell()
        #expect(shell.open(id: "million"))
        let terminal = TestTerminal(root: shell, size: Size(width: 100, height: 30))
        terminal.send("pgdn", "pgdn", "pgdn", "pgdn", "pgdn")
        let before = terminal.screen[2].prefix(while: { $0 != "·" })
        terminal.resize(to: Size(width: 120, height: 30))
        terminal.resize(to: Size(width: 100, height: 30))
        #expect(terminal.screen[2].prefix(while: { $0 != "·" }) == before)
    }
}
