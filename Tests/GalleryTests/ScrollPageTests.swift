import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

@MainActor
@Suite struct ScrollPageTests {
    func open() -> (TestTerminal, ScrollPage) {
        let shell = GalleryShell()
        shell.open(id: "scroll")
        let terminal = TestTerminal(root: shell, size: Size(width: 60, height: 20))
        return (terminal, shell.openPage as! ScrollPage)
    }

    @Test func showsTheTopWithAScrollbar() {
        let (terminal, page) = open()
        #expect(terminal.screen[2].hasPrefix("  offset 0 of "))
        #expect(terminal.screen[5].hasPrefix("  │Row 1  ·"))
        #expect(terminal.screen[5].hasSuffix("█│"))
        #expect(page.scroll.contentSize.height == 200)
        // 20 rows: title, blank, position, blank, box top … box bottom, footer: 13 rows of content.
        #expect(page.scroll.viewport.height == 13)
        #expect(page.scroll.maximumOffset.y == 187)
    }

    @Test func keysScrollWhenTheScrollViewHasFocus() {
        let (terminal, page) = open()
        terminal.application.focus(page.scroll)
        terminal.send("pgdn")
        #expect(page.scroll.contentOffset.y == 12)
        terminal.send("down", "j")
        #expect(page.scroll.contentOffset.y == 14)
        terminal.send("end")
        #expect(page.scroll.contentOffset.y == 187)
        #expect(terminal.screen.contains { $0.contains("Row 199") })
        terminal.send("home")
        #expect(page.scroll.contentOffset.y == 0)
        #expect(terminal.screen[2].hasPrefix("  offset 0 of 187"))
    }

    @Test func theWheelScrollsTheViewUnderThePointer() {
        let (terminal, page) = open()
        terminal.send(.mouse(MouseEvent(.wheelDown, at: Point(x: 10, y: 8))))
        #expect(page.scroll.contentOffset.y == 3)
        terminal.send(.mouse(MouseEvent(.wheelUp, at: Point(x: 10, y: 8))), .mouse(MouseEvent(.wheelUp, at: Point(x: 10, y: 8))))
        #expect(page.scroll.contentOffset.y == 0, "never scrolls above the top")
    }

    @Test func focusMovingInsideScrollsJustEnough() {
        let (terminal, page) = open()
        terminal.application.focus(page.scroll)
        terminal.send("tab")  // the first button, row 25
        #expect((terminal.application.focusedBrick as? Button)?.title == "Button 25")
        // Row 25 is content row 24; the viewport shows 13 rows, so it lands on the last one.
        #expect(page.scroll.contentOffset.y == 24 - 12)
        #expect(terminal.screen[17].contains("[ Button 25 ]"))
        terminal.send("tab")
        #expect(page.scroll.contentOffset.y == 49 - 12)
    }
}
