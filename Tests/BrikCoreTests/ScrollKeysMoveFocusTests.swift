import BrikRendering
import Testing

@testable import BrikCore

/// Home, End, PgUp and PgDn in a scroll view holding the focus scroll and take the
/// focus along, instead of being undone by the focused brick scrolling back into view.
@MainActor
@Suite struct ScrollKeysMoveFocusTests {
    /// Thirty buttons "b0"…"b29", one a row, in a 12×5 screen (a viewport of 11×5).
    private func buttons(_ count: Int = 30, size: Size = Size(width: 12, height: 5)) -> (
        TestTerminal, ScrollBrik, [Button]
    ) {
        let rows = (0..<count).map { Button("b\($0)") }
        let scroll = ScrollBrik { _ in VBrik(alignment: .fill, spacing: 0) { _ in rows } }
        let terminal = TestTerminal(root: scroll, size: size)
        return (terminal, scroll, rows)
    }

    private func focusedTitle(_ terminal: TestTerminal) -> String? {
        (terminal.application.focusedBrick as? Button)?.title
    }

    @Test func endAndHomeScrollAndMoveTheFocus() {
        let (terminal, scroll, rows) = buttons()
        #expect(terminal.application.focus(rows[0]))
        terminal.send("end")
        #expect(scroll.contentOffset.y == 25)
        #expect(focusedTitle(terminal) == "b29")
        #expect(
            terminal.screen == ["  [ b25 ]  ░", "  [ b26 ]  ░", "  [ b27 ]  ░", "  [ b28 ]  ░", "  [ b29 ]  █"])
        terminal.send("home")
        #expect(scroll.contentOffset.y == 0)
        #expect(focusedTitle(terminal) == "b0")
        #expect(terminal.screen == ["  [ b0 ]   █", "  [ b1 ]   ░", "  [ b2 ]   ░", "  [ b3 ]   ░", "  [ b4 ]   ░"])
    }

    @Test func pagesMoveTheFocusAPageAlong() {
        let (terminal, scroll, rows) = buttons()
        #expect(terminal.application.focus(rows[1]))
        // A page is the viewport less one row: 4 rows. The focus keeps its screen row.
        terminal.send("pgdn")
        #expect(scroll.contentOffset.y == 4)
        #expect(focusedTitle(terminal) == "b5")
        #expect(terminal.screen == ["  [ b4 ]   ░", "  [ b5 ]   █", "  [ b6 ]   ░", "  [ b7 ]   ░", "  [ b8 ]   ░"])
        terminal.send("pgdn")
        #expect((scroll.contentOffset.y, focusedTitle(terminal)) == (8, "b9"))
        terminal.send("pgup")
        #expect((scroll.contentOffset.y, focusedTitle(terminal)) == (4, "b5"))
        terminal.send("pgup")
        #expect((scroll.contentOffset.y, focusedTitle(terminal)) == (0, "b1"))
        // At the start a page back cannot scroll: the focus goes to the first row shown.
        terminal.send("pgup")
        #expect((scroll.contentOffset.y, focusedTitle(terminal)) == (0, "b0"))
        terminal.send("end")
        terminal.send("pgup")
        #expect((scroll.contentOffset.y, focusedTitle(terminal)) == (21, "b25"))
        terminal.send("pgdn")
        terminal.send("pgdn")
        #expect((scroll.contentOffset.y, focusedTitle(terminal)) == (25, "b29"))
    }

    @Test func withNothingFocusableInsideTheKeysJustScroll() {
        let scroll = ScrollBrik { _ in
            VBrik(alignment: .fill, spacing: 0) { _ in for row in 0..<30 { Label("r\(row)") } }
        }
        let terminal = TestTerminal(root: scroll, size: Size(width: 12, height: 5))
        #expect(terminal.application.focusedBrick === scroll)
        terminal.send("end")
        #expect(scroll.contentOffset.y == 25)
        terminal.send("pgup")
        #expect(scroll.contentOffset.y == 21)
        terminal.send("home")
        #expect(scroll.contentOffset.y == 0)
        #expect(terminal.application.focusedBrick === scroll)
    }

    @Test func aPageShowingNothingFocusableGivesTheFocusToTheScrollView() {
        let first = Button("top")
        let last = Button("end")
        let scroll = ScrollBrik { _ in
            VBrik(alignment: .fill, spacing: 0) { _ in
                first
                for row in 1..<29 { Label("r\(row)") }
                last
            }
        }
        let terminal = TestTerminal(root: scroll, size: Size(width: 12, height: 5))
        #expect(terminal.application.focus(first))
        terminal.send("pgdn")
        #expect(scroll.contentOffset.y == 4)
        #expect(terminal.application.focusedBrick === scroll)
        terminal.send("end")
        #expect(terminal.application.focusedBrick === scroll)
        terminal.send("tab")
        terminal.send("end")
        #expect(scroll.contentOffset.y == 25)
        #expect(terminal.application.focusedBrick === last)
    }

    @Test func theScrollViewFocusedItselfJustScrolls() {
        let (terminal, scroll, _) = buttons()
        #expect(terminal.application.focusedBrick === scroll)
        terminal.send("end")
        #expect(scroll.contentOffset.y == 25)
        #expect(terminal.application.focusedBrick === scroll)
    }

    @Test func aResizeKeepsTheFocusedBrickInView() {
        let (terminal, scroll, rows) = buttons(size: Size(width: 12, height: 10))
        #expect(terminal.application.focus(rows[9]))
        terminal.advance(by: .zero)
        #expect(scroll.contentOffset.y == 0)
        terminal.resize(to: Size(width: 12, height: 5))
        #expect(scroll.contentOffset.y == 5)
        #expect(terminal.screen == ["  [ b5 ]   ░", "  [ b6 ]   █", "  [ b7 ]   ░", "  [ b8 ]   ░", "  [ b9 ]   ░"])
    }
}
