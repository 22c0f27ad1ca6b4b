import BrikCore
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
                "  album 2 of 12 · offset 0 of 147",
                "",
                "                   ╭─────────────╮    ╭──────────╮",
                "     ╭────────╮    │    No. 2    │    │  No. 3   │       ╭",
                "     │ No. 1  │    │   Kind of   │    │  Mingus  │       │",
                "     │  Blue  │    │    Blue     │    │  Ah Um   │       ╰",
                "     ╰────────╯    │    Davis    │    ╰──────────╯",
                "                   ╰─────────────╯",
                "  ███████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
            ])
        #expect(terminal.screen.last == " ← previous card  → next card  esc back  ctrl+c quit  ? help")
    }

    @Test func arrowsMoveOneCardAndShiftWheelScrollsColumns() {
        let (terminal, page) = open()
        terminal.send("right")
        #expect(page.strip.contentOffset.x == 17)
        #expect(terminal.screen[2] == "  album 3 of 12 · offset 17 of 147")
        #expect(terminal.screen[5].contains("│    No. 3    │"))
        terminal.send(.mouse(MouseEvent(.wheelDown, at: Point(x: 30, y: 7), modifiers: .shift)))
        #expect(page.strip.contentOffset.x == 20)
        terminal.send("h", "h")
        #expect(page.strip.contentOffset.x == 0)
        terminal.send("end")
        #expect(terminal.screen[2] == "  album 11 of 12 · offset 147 of 147")
    }
}
