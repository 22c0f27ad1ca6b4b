import BrikTUI
import Testing

/// An app's own focusable widget, deep inside the app's own containers inside a
/// scroll view, is focused, scrolled into view and kept clear of a stuck header as
/// a built-in control is.
@MainActor
@Suite struct AppWidgetFocusTests {
    /// A sticky header over 24 rows: knob `a` at row 7, knob `deep` at row 19 inside two
    /// columns that keep their children to themselves; 4 rows of terminal.
    static func page() -> (view: ScrollBrik, a: Knob, deep: Knob, terminal: TestTerminal) {
        let a = Knob("a")
        let deep = Knob("deep")
        let rows: [Brick] =
            [Tile("head", identifier: "header")] + tiles((0..<6).map { "p\($0)" }) + [a]
            + tiles((0..<10).map { "r\($0)" })
            + [Column(exposesItems: false, [Tile("x"), Column(exposesItems: false, [deep])])]
            + tiles((0..<4).map { "s\($0)" })
        let view = ScrollBrik { _ in Column(rows) }
        view.showsScrollbar = false
        // Tab walks the knobs only (the scroll view itself sits between them in reading order).
        view.allowsFocus = false
        view.behaviors = [StickyLayoutBehavior { $0.identifier == "header" }]
        let terminal = TestTerminal(root: view, size: Size(width: 8, height: 4))
        return (view, a, deep, terminal)
    }

    @Test func focusAndTabScrollAnAppsWidgetIntoViewClearOfTheStuckHeader() {
        let (view, a, deep, terminal) = Self.page()
        #expect(terminal.application.focus(a))
        terminal.advance(by: .zero)
        expectScreens([terminal.screen], [["head", "p4", "p5", ">a<"]])
        #expect(view.contentOffset.y == 4)

        terminal.send("tab")
        #expect(terminal.application.focusedBrick === deep)
        expectScreens([terminal.screen], [["head", "r9", "x", ">deep<"]])
        #expect(deep.focusChanges == [true])

        // Going back up, `a` lands just under the stuck header, not beneath it.
        terminal.send("shift+tab")
        #expect(terminal.application.focusedBrick === a)
        expectScreens([terminal.screen], [["head", ">a<", "r0", "r1"]])
        #expect(view.contentOffset.y == 6)
        #expect(a.focusChanges == [true, false, true])
        #expect(deep.focusChanges == [true, false])
    }

    @Test func focusOnAnAppsWidgetJustShownLaysOutAndRevealsIt() {
        let (view, _, deep, terminal) = Self.page()
        deep.isHidden = true
        terminal.advance(by: .zero)
        deep.isHidden = false
        #expect(terminal.application.focus(deep))
        terminal.advance(by: .zero)
        expectScreens([terminal.screen], [["head", "r9", "x", ">deep<"]])
        #expect(view.contentOffset.y == 16)
    }
}
