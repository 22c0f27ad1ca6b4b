import BrikRendering
import Testing

@testable import BrikCore

@MainActor
@Suite struct CoverFlowLayoutBehaviorTests {
    /// Six bordered two-line cards 7 wide and 4 tall in a 21-column strip (4 rows + the scrollbar).
    func strip(minimumScale: Double = 0.5) -> (ScrollBrik, CoverFlowLayoutBehavior, TestTerminal) {
        let scroll = ScrollBrik(axis: .horizontal) { _ in
            HBrik(alignment: .fill) { _ in
                for index in 0..<6 {
                    Label("card\(index)\n  #\(index)").border(.single)
                }
            }
        }
        let flow = CoverFlowLayoutBehavior(minimumScaleFactor: minimumScale)
        scroll.behaviors = [flow]
        return (scroll, flow, TestTerminal(root: scroll, size: Size(width: 21, height: 5)))
    }

    @Test func scaleIsClampedDistanceOverWidth() {
        let flow = CoverFlowLayoutBehavior(minimumScaleFactor: 0.5)
        #expect(flow.scale(distance: 0, width: 24) == 1)
        #expect(flow.scale(distance: 6, width: 24) == 0.75)
        #expect(flow.scale(distance: -6, width: 24) == 0.75)
        #expect(flow.scale(distance: 20, width: 24) == 0.5)
        #expect(CoverFlowLayoutBehavior(minimumScaleFactor: 3).minimumScaleFactor == 1)
    }

    @Test func framesShrinkAroundTheirCentreNeverBelowOneCell() {
        #expect(
            CoverFlowLayoutBehavior.scaled(Rect(x: 8, y: 0, width: 8, height: 5), by: 0.75)
                == Rect(x: 9, y: 0, width: 6, height: 4))
        #expect(
            CoverFlowLayoutBehavior.scaled(Rect(x: 0, y: 0, width: 8, height: 5), by: 0.5)
                == Rect(x: 2, y: 1, width: 4, height: 3))
        #expect(
            CoverFlowLayoutBehavior.scaled(Rect(x: 0, y: 0, width: 2, height: 1), by: 0.1)
                == Rect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test func atTheStartTheCardUnderTheCentreIsFullAndTheOthersShrinkAndDim() {
        let (scroll, flow, terminal) = strip()
        // Viewport 0..<21, mid 10.5: card1 (7..<14) is centred; card0 and card2 are 7 away:
        // scale 14/21 → 5×3 boxes (4 rows × 0.67 = 2.67 → 3; the odd row goes to the bottom).
        #expect(flow.centredItem == BrickIndexPath(section: 0, item: 1))
        #expect(
            scroll.displayedItems.map(\.frame).prefix(3) == [
                Rect(x: 1, y: 0, width: 5, height: 3), Rect(x: 7, y: 0, width: 7, height: 4),
                Rect(x: 15, y: 0, width: 5, height: 3),
            ])
        #expect(scroll.displayedItems.map(\.alpha).prefix(3) == [14.0 / 21, 1, 14.0 / 21])
        #expect(
            terminal.screen == [
                " ┌───┐ ┌─────┐ ┌───┐",
                " │car│ │card1│ │car│",
                " └───┘ │  #1 │ └───┘",
                "       └─────┘",
                "██████████░░░░░░░░░░░",
            ])
        #expect(terminal.cell(at: Point(x: 2, y: 1)).style.attributes.contains(.dim))
        #expect(!terminal.cell(at: Point(x: 9, y: 1)).style.attributes.contains(.dim))
    }

    @Test func scrollingMovesTheFullCardAlong() {
        let (scroll, flow, terminal) = strip()
        terminal.send(.mouse(MouseEvent(.wheelDown, at: Point(x: 3, y: 1))))
        terminal.send(.mouse(MouseEvent(.wheelDown, at: Point(x: 3, y: 1))))
        // Offset 6: mid 16.5; card2 (14..<21, mid 17.5) is under the centre column at
        // scale 20/21 → 7×4; card1 is 6 away → 5×3; card3 8 away → 4×2, a row down.
        #expect(scroll.contentOffset == Point(x: 6, y: 0))
        #expect(flow.centredItem == BrickIndexPath(section: 0, item: 2))
        #expect(
            scroll.displayedItems.map(\.frame)[1...3] == [
                Rect(x: 8, y: 0, width: 5, height: 3), Rect(x: 14, y: 0, width: 7, height: 4),
                Rect(x: 22, y: 1, width: 4, height: 2),
            ])
        #expect(
            terminal.screen == [
                "  ┌───┐ ┌─────┐",
                "  │car│ │card2│ ┌──┐",
                "  └───┘ │  #2 │ └──┘",
                "        └─────┘",
                "░░░██████████░░░░░░░░",
            ])
        // The strip is the focused root: → scrolls it a column at a time.
        terminal.send("right", "right")
        #expect(scroll.contentOffset == Point(x: 8, y: 0))
    }

    @Test func aVerticalScrollViewIsLeftAlone() {
        let scroll = ScrollBrik { _ in VBrik(alignment: .fill) { _ in for index in 0..<4 { Label("row \(index)") } } }
        scroll.behaviors = [CoverFlowLayoutBehavior(minimumScaleFactor: 0.5)]
        let terminal = TestTerminal(root: scroll, size: Size(width: 10, height: 2))
        #expect(scroll.displayedItems.allSatisfy { $0.frame == $0.originalFrame && $0.alpha == 1 })
        #expect(terminal.screen == ["row 0    █", "row 1    ░"])
    }
}
