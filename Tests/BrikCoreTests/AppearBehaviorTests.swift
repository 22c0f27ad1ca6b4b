import BrikRendering
import Testing

@testable import BrikCore

/// Inserted and removed items animate in and out over a few frames of the application's clock
/// (200 ms, ease-out; the tests step the virtual clock 50 ms at a time).
@MainActor
@Suite struct AppearBehaviorTests {
    func list(_ behavior: (any BrickAppearBehavior)?) -> (ScrollBrik, VBrik, TestTerminal) {
        let stack = VBrik(alignment: .fill) { _ in for index in 0..<3 { Label("row \(index)") } }
        let scroll = ScrollBrik { _ in stack }
        scroll.appearBehavior = behavior
        return (scroll, stack, TestTerminal(root: scroll, size: Size(width: 10, height: 6)))
    }

    func frameOf(_ brick: Brick, in scroll: ScrollBrik) -> Rect? {
        scroll.displayedItems.first { $0.brick === brick }?.frame
    }

    @Test func fromTopSlidesInFromAboveTheContent() {
        let (scroll, stack, terminal) = list(BrickAppearTopBehavior())
        // The first content does not animate.
        #expect(terminal.screen == ["row 0    █", "row 1    █", "row 2    █", "         █", "         █", "         █"])
        let box = Label("NEW").border(.single)
        stack.insertChild(box, at: 1)
        terminal.advance(by: .zero)
        // Starts at y = −3 (its height): above the content, nothing of it shows; the rows
        // below already made room.
        #expect(frameOf(box, in: scroll) == Rect(x: 0, y: -3, width: 9, height: 3))
        #expect(terminal.screen == ["row 0    █", "         █", "         █", "         █", "row 1    █", "row 2    █"])
        terminal.advance(by: .milliseconds(50))
        #expect(frameOf(box, in: scroll) == Rect(x: 0, y: -1, width: 9, height: 3))
        #expect(terminal.screen == ["row 0   │█", "└───────┘█", "         █", "         █", "row 1    █", "row 2    █"])
        terminal.advance(by: .milliseconds(200))
        #expect(frameOf(box, in: scroll) == Rect(x: 0, y: 1, width: 9, height: 3))
        #expect(terminal.screen == ["row 0    █", "┌───────┐█", "│NEW    │█", "└───────┘█", "row 1    █", "row 2    █"])
        #expect(!scroll.appearTracker.isActive)
    }

    @Test func aRemovedBrickIsDrawnUntilItHasLeft() {
        let (scroll, stack, terminal) = list(BrickAppearTopBehavior())
        let gone = stack.children[1]
        gone.removeFromParent()
        terminal.advance(by: .zero)
        // The ghost of "row 1" is drawn where it was, over "row 2" moving up under it.
        #expect(terminal.screen == ["row 0    █", "row 1    █", "         █", "         █", "         █", "         █"])
        #expect(scroll.appearTracker.ghosts.count == 1)
        terminal.advance(by: .milliseconds(50))
        // Part way to y = −1: at row 0, over "row 0".
        #expect(terminal.screen == ["row 1    █", "row 2    █", "         █", "         █", "         █", "         █"])
        terminal.advance(by: .milliseconds(200))
        #expect(terminal.screen == ["row 0    █", "row 2    █", "         █", "         █", "         █", "         █"])
        #expect(scroll.appearTracker.ghosts.isEmpty)
        #expect(gone.parent == nil)
    }

    @Test func aBrickPutBackWhileLeavingComesBackInsteadOfBeingDrawnTwice() {
        let (scroll, stack, terminal) = list(BrickAppearTopBehavior())
        let moving = stack.children[2]
        moving.removeFromParent()
        terminal.advance(by: .milliseconds(50))
        #expect(scroll.appearTracker.ghosts.count == 1)
        stack.insertChild(moving, at: 0)
        terminal.advance(by: .zero)
        #expect(scroll.appearTracker.ghosts.isEmpty)
        terminal.advance(by: .milliseconds(250))
        #expect(terminal.screen == ["row 2    █", "row 0    █", "row 1    █", "         █", "         █", "         █"])
    }

    @Test func fromBottomRisesFromBelowAndFadesOutDownwards() {
        let (scroll, stack, terminal) = list(BrickAppearBottomBehavior())
        let box = Label("NEW").border(.single)
        stack.insertChild(box, at: 1)
        terminal.advance(by: .zero)
        // From max(viewport bottom, content height) = 6.
        #expect(frameOf(box, in: scroll) == Rect(x: 0, y: 6, width: 9, height: 3))
        terminal.advance(by: .milliseconds(50))
        #expect(frameOf(box, in: scroll) == Rect(x: 0, y: 3, width: 9, height: 3))
        terminal.advance(by: .milliseconds(200))
        #expect(frameOf(box, in: scroll) == Rect(x: 0, y: 1, width: 9, height: 3))
        // Removing "row 1" (content row 4): "row 2" moves up under it at once, and the
        // ghost slides down towards row 6, dimming on the way.
        stack.children[2].removeFromParent()
        terminal.advance(by: .zero)
        #expect(terminal.screen == ["row 0    █", "┌───────┐█", "│NEW    │█", "└───────┘█", "row 1    █", "         █"])
        #expect(!terminal.cell(at: Point(x: 0, y: 4)).style.attributes.contains(.dim))
        terminal.advance(by: .milliseconds(50))
        #expect(terminal.screen == ["row 0    █", "┌───────┐█", "│NEW    │█", "└───────┘█", "row 2    █", "row 1    █"])
        #expect(terminal.cell(at: Point(x: 0, y: 5)).style.attributes.contains(.dim))
        #expect(!terminal.cell(at: Point(x: 0, y: 4)).style.attributes.contains(.dim))
        terminal.advance(by: .milliseconds(200))
        #expect(terminal.screen == ["row 0    █", "┌───────┐█", "│NEW    │█", "└───────┘█", "row 2    █", "         █"])
    }

    @Test func fadeGrowsFromTheCentreAndIsDimUntilItArrives() {
        let (scroll, stack, terminal) = list(BrickAppearFadeBehavior())
        let box = Label("NEW").border(.single)
        stack.insertChild(box, at: 1)
        terminal.advance(by: .zero)
        // A one-cell box at the centre, alpha 0: not drawn.
        #expect(frameOf(box, in: scroll) == Rect(x: 4, y: 2, width: 1, height: 1))
        #expect(terminal.screen == ["row 0    █", "         █", "         █", "         █", "row 1    █", "row 2    █"])
        terminal.advance(by: .milliseconds(50))
        #expect(frameOf(box, in: scroll) == Rect(x: 2, y: 1, width: 6, height: 2))
        #expect(terminal.screen == ["row 0    █", "  ┌────┐ █", "  └────┘ █", "         █", "row 1    █", "row 2    █"])
        #expect(terminal.cell(at: Point(x: 2, y: 1)).style.attributes.contains(.dim))
        terminal.advance(by: .milliseconds(200))
        #expect(terminal.screen == ["row 0    █", "┌───────┐█", "│NEW    │█", "└───────┘█", "row 1    █", "row 2    █"])
        #expect(!terminal.cell(at: Point(x: 0, y: 1)).style.attributes.contains(.dim))
    }

    @Test func withoutAnAppearBehaviorOrWithReducedMotionChangesAreImmediate() {
        for reduced in [false, true] {
            let (_, stack, terminal) = list(reduced ? BrickAppearTopBehavior() : nil)
            terminal.application.reducedMotion = reduced
            stack.insertChild(Label("NEW").border(.single), at: 1)
            terminal.advance(by: .zero)
            #expect(terminal.screen == ["row 0    █", "┌───────┐█", "│NEW    │█", "└───────┘█", "row 1    █", "row 2    █"])
            stack.children[0].removeFromParent()
            terminal.advance(by: .zero)
            #expect(terminal.screen == ["┌───────┐█", "│NEW    │█", "└───────┘█", "row 1    █", "row 2    █", "         █"])
        }
    }

    @Test func scrollingDoesNotAnimateAndOffscreenInsertsAreNotAnimated() {
        let stack = VBrik(alignment: .fill) { _ in for index in 0..<20 { Label("row \(index)") } }
        let scroll = ScrollBrik { _ in stack }
        scroll.appearBehavior = BrickAppearTopBehavior()
        let terminal = TestTerminal(root: scroll, size: Size(width: 10, height: 3))
        scroll.scroll(by: 5)
        terminal.advance(by: .zero)
        #expect(!scroll.appearTracker.isActive)
        stack.insertChild(Label("far"), at: 18)
        terminal.advance(by: .zero)
        #expect(!scroll.appearTracker.isActive)
        #expect(terminal.screen == ["row 5    ░", "row 6    █", "row 7    ░"])
    }

    /// Focusing an item while it slides in from the bottom of a long content reveals it
    /// where it arrives: the view stays put instead of jumping to the end.
    @Test func focusingAnItemSlidingInRevealsWhereItArrives() {
        let stack = VBrik(alignment: .fill) { _ in for index in 0..<100 { Label("row \(index)") } }
        let scroll = ScrollBrik { _ in stack }
        scroll.appearBehavior = BrickAppearBottomBehavior()
        let terminal = TestTerminal(root: scroll, size: Size(width: 10, height: 6))
        let button = Button("NEW")
        stack.insertChild(button, at: 1)
        terminal.advance(by: .zero)
        // Still far below, on its way in.
        #expect(button.frame.y > 6)
        _ = terminal.application.focus(button)
        terminal.advance(by: .zero)
        #expect(scroll.contentOffset == .zero)
        terminal.advance(by: .milliseconds(300))
        #expect(scroll.contentOffset == .zero)
        #expect(terminal.screen[1] == " [ NEW ] ░")
    }
}
