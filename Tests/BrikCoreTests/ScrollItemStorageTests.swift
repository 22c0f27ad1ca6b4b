import BrikRendering
import Testing

@testable import BrikCore

/// What a scroll view keeps per item between frames: with no behavior to run, nothing
/// (the bricks hold their frames and paint in tree order); with one, the items as it left
/// them. And drawing a long section holds steps for what is on screen only.
@MainActor
@Suite struct ScrollItemStorageTests {
    func makeList(rows: Int, behaviors: [any LayoutBehavior] = []) -> (ScrollBrik, TestTerminal) {
        let scroll = ScrollBrik { _ in
            Section { _ in
                Label("Header").identifier("header")
                Repeat("row", count: rows) { index in Label("Row \(index)") }
            }
        }
        scroll.showsScrollbar = false
        scroll.behaviors = behaviors
        let terminal = TestTerminal(root: scroll, size: Size(width: 12, height: 4))
        terminal.application.focus(scroll)
        return (scroll, terminal)
    }

    @Test func withoutBehaviorsNoItemsAreKept() {
        let (scroll, terminal) = makeList(rows: 1_000)
        #expect(terminal.screen == ["Header", "Row 0", "Row 1", "Row 2"])
        #expect(scroll.behaviorItems == nil)
        #expect(scroll.paintSteps == nil)
        // Asked for, the items are collected from the bricks: the header and the rows, in order.
        let items = scroll.displayedItems
        #expect(items.count == 1_001)
        #expect(items.prefix(2).map(\.frame) == [Rect(x: 0, y: 0, width: 12, height: 1), Rect(x: 0, y: 1, width: 12, height: 1)])
        #expect(items.allSatisfy { $0.frame == $0.originalFrame && $0.alpha == 1 })
    }

    @Test func scrolledWithoutBehaviorsTheItemsFollowTheOffset() {
        let (scroll, terminal) = makeList(rows: 1_000)
        terminal.send("j", "j")
        #expect(terminal.screen == ["Row 1", "Row 2", "Row 3", "Row 4"])
        #expect(scroll.displayedItems[2].frame.y == 2, "content coordinates: row 1 stays at y 2 in the content")
    }

    @Test func aBehaviorAddedLaterKeepsItsItems() {
        let (scroll, terminal) = makeList(rows: 1_000)
        terminal.send("j", "j")
        #expect(scroll.behaviorItems == nil)
        scroll.behaviors = [StickyLayoutBehavior { $0.identifier == "header" }]
        terminal.send("j")
        #expect(terminal.screen == ["Header", "Row 3", "Row 4", "Row 5"])
        #expect(scroll.behaviorItems?.count == 1_001)
        #expect(scroll.paintSteps != nil)
        // And removed again, nothing is kept and the header scrolls away.
        scroll.behaviors = []
        terminal.send("j")
        #expect(terminal.screen == ["Row 3", "Row 4", "Row 5", "Row 6"])
        #expect(scroll.behaviorItems == nil)
    }

    @Test func aSectionProvidingBehaviorsCountsAsABehavior() {
        let split = SplitSection(leftSideRatio: 0.5, splitSpacing: 1) { _ in
            SplitSection.Part("a", side: .left, header: Label("LEFT")) { _ in Label("a0") }
            SplitSection.Part("r", side: .right, header: Label("RIGHT")) { _ in Label("r0") }
        }
        let scroll = ScrollBrik { _ in Section { _ in split } }
        let terminal = TestTerminal(root: scroll, size: Size(width: 12, height: 4))
        _ = terminal.screen
        #expect(ScrollBrik.providesBehaviors(scroll.content!))
        #expect(scroll.behaviorItems != nil)
    }

    @Test func drawingALongSectionHoldsStepsForTheScreenOnly() {
        let (_, terminal) = makeList(rows: 10_000)
        terminal.send("j")
        #expect(terminal.screen.count == 4)
        #expect(
            FramePipeline.lastStepCapacity < 64,
            "steps held at once: \(FramePipeline.lastStepCapacity) (a step per row would be 10,000)")
    }
}
