import BrikRendering
import Testing

@testable import BrikCore

/// Clicks follow what is drawn: inside a scroll view whose behaviors moved items, the item
/// drawn on top at a point is the one hit (BrickKit's hit-testing by display frames).
@MainActor
@Suite struct HitTestOrderTests {
    @Test func aStuckHeaderOverTheRowsReceivesTheClick() {
        var pressed: [String] = []
        let header = Button("HEADER").identifier("header").action { _ in pressed.append("header") }
        let stack = VBrik(alignment: .fill) { _ in
            header
            for index in 0..<20 { Button("row \(index)").action { _ in pressed.append("row \(index)") } }
        }
        let scroll = ScrollBrik { _ in stack }
        scroll.behaviors = [StickyLayoutBehavior { $0.identifier == "header" }]
        let terminal = TestTerminal(root: scroll, size: Size(width: 16, height: 4))
        scroll.scroll(to: Point(x: 0, y: 5))
        terminal.advance(by: .zero)
        #expect(terminal.screen[0].contains("HEADER"))
        // Row 4 scrolled under the header: the header is drawn there, and hit.
        #expect(terminal.application.hitTest(Point(x: 3, y: 0)) === header)
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 3, y: 0))))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 3, y: 0))))
        terminal.advance(by: .zero)
        #expect(pressed == ["header"])
        // Below it, the rows as drawn.
        #expect((terminal.application.hitTest(Point(x: 3, y: 1)) as? Button)?.title == "row 5")
    }

    @Test func withoutBehaviorsTheTreeOrderHolds() {
        let stack = VBrik(alignment: .fill) { _ in for index in 0..<5 { Button("row \(index)") } }
        let scroll = ScrollBrik { _ in stack }
        let terminal = TestTerminal(root: scroll, size: Size(width: 16, height: 4))
        #expect(scroll.paintSteps == nil)
        #expect((terminal.application.hitTest(Point(x: 3, y: 2)) as? Button)?.title == "row 2")
    }
}
