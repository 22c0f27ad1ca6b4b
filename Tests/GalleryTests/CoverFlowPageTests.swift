import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

@MainActor
@Suite struct CoverFlowPageTests {
    func open() -> (TestTerminal, CoverFlowPage) {
        let shell = GalleryShell()
        shell.open(id: "coverflow")
        let terminal = TestTerminal(root: shell, size: Size(width: 60, height: 14))
        return (terminal, shell.openPage as! CoverFlowPage)
    }

    @Test func theCentredCardIsFullSizeAndTheOthersShrink() {
        let (terminal, page) = open()
        #expect(page.strip.behaviors.first is CoverFlowLayoutBehavior)
        #expect(
            Array(terminal.screen[2...10]) == [
                "  album 2 of 12 · offset 0 of 167",
                "",
                "                   ╭─────────────╮    ╭──────────╮",
                "     ╭────────╮    │    No. 2    │    │  No. 3   │       ╭",
                "     │ No. 1  │    │   Kind of   │    │  Mingus  │       │",
                "     │  Blue  │    │    Blue     │    │  Ah Um   │       ╰",
                "     ╰────────╯    │    Davis    │    ╰──────────╯",
                "                   ╰─────────────╯",
                // The snap's insets (20 columns each side) let the first card reach the centre.
                "  ░░░░░████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
            ])
        #expect(terminal.screen.last == " ← previous card  → next card  esc back  ctrl+c quit  ? help")
    }

    @Test func arrowsMoveOneCardAndShiftWheelScrollsColumns() {
        let (terminal, page) = open()
        terminal.send("right")
        // One card on (17 columns), then the settle snaps album 3 to the centre, full size.
        #expect(page.strip.contentOffset.x == 14)
        #expect(terminal.screen[2] == "  album 3 of 12 · offset 14 of 167")
        #expect(terminal.screen[5].contains("│    No. 3     │"))
        terminal.send(.mouse(MouseEvent(.wheelDown, at: Point(x: 30, y: 7), modifiers: .shift)))
        #expect(page.strip.contentOffset.x == 17, "the wheel scrolls columns; no snap during the burst")
        terminal.advance(by: .milliseconds(200))
        let snapped = page.strip.contentOffset.x
        #expect(snapped == 31, "after the pause the next card on is centred (never back against the move)")
        terminal.send("h", "h", "h")
        #expect(page.strip.contentOffset.x == -20, "the first card reaches the centre")
        #expect(terminal.screen[2] == "  album 1 of 12 · offset -20 of 167")
        terminal.send("end")
        #expect(terminal.screen[2] == "  album 12 of 12 · offset 167 of 167")
    }
}
