import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// Reloading a virtual section whose count changed under the viewport.
@MainActor
@Suite struct VirtualSectionReloadTests {
    /// Scrolled near the end of 300 rows, the data shrinks to 5: the anchor row no longer
    /// exists, and the list shows its last rows instead of trapping on the old index.
    @Test func aReloadThatRemovesTheAnchorRowShowsTheLastRows() {
        var count = 300
        let section = VirtualSection(
            count: { count }, estimatedHeight: 1, make: { Label("Row \($0)") },
            reuse: { brick, index in (brick as? Label)?.text = "Row \(index)" })
        let scroll = ScrollBrik { _ in section }
        scroll.showsScrollbar = false
        let terminal = TestTerminal(root: scroll, size: Size(width: 8, height: 3))
        // Not pinned to the end: the first visible row is the anchor kept through a reload.
        scroll.scroll(to: Point(x: 0, y: 290))
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["Row 290", "Row 291", "Row 292"])
        count = 5
        section.reloadData()
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["Row 2", "Row 3", "Row 4"])
    }
}
