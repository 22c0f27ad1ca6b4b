import BrikRendering
import Testing

@testable import BrikCore

/// What one frame of scrolling a huge virtual list costs, counted rather than timed:
/// layout passes, bricks in the tree, bricks the stages visit.
@MainActor
@Suite struct FrameCostTests {
    /// The benchmark's screen, smaller: groups of 100 rows (a header, then a virtual section
    /// of its rows) in a virtual section of `groups` groups, headers stuck to the top.
    func makeGroupedList(groups: Int, height: Int = 12) -> (ScrollBrik, TestTerminal) {
        let list = VirtualSection(count: groups, estimatedHeight: 101) { group in
            Section { _ in
                Label("Group \(group)").identifier("header")
                VirtualSection(
                    itemIdentifier: "row", count: 100, estimatedHeight: 1,
                    make: { row in Label("Row \(group * 100 + row)") },
                    reuse: { brick, row in (brick as? Label)?.text = "Row \(group * 100 + row)" })
            }
        }
        let scroll = ScrollBrik { _ in list }
        scroll.showsScrollbar = false
        scroll.behaviors = [StickyLayoutBehavior { $0.identifier == "header" }]
        let terminal = TestTerminal(root: scroll, size: Size(width: 20, height: height))
        terminal.application.focus(scroll)
        return (scroll, terminal)
    }

    @Test func aOneRowScrollIsOneLayoutPass() {
        let (_, terminal) = makeGroupedList(groups: 10_000)
        let application = terminal.application
        // Past a group boundary: the next group's header and rows join on the way.
        for step in 0..<150 {
            let passes = application.layoutPass
            terminal.send("j")
            #expect(
                application.layoutPass == passes + 1,
                "step \(step): rows moved in the window are laid out in the pass that moved them")
        }
        // Offset 150: group 1 starts at 101 (its rows at 102), its header is stuck over row 148.
        #expect(terminal.screen[0] == "Group 1")
        #expect(terminal.screen[1] == "Row 149")
    }

    @Test func theTreeHoldsWhatIsVisibleWhateverTheCount() {
        var counts: [Int] = []
        for groups in [10, 10_000] {
            let (scroll, terminal) = makeGroupedList(groups: groups)
            for _ in 0..<150 { terminal.send("j") }
            counts.append(subtreeCount(scroll))
        }
        #expect(counts[0] == counts[1])
        // 12 rows in view, 3 of overscan each way in the rows and one extra group around.
        #expect(counts[1] < 30)
    }

    @Test func itemsTallerThanEstimatedStillMoveWhatFollowsInTheSameFrame() {
        // Estimated at one row, measured at two: the section grows while it lays out, and
        // the stack around it, which placed the footer at the estimate, must place it again.
        let list = VirtualSection(count: 3, estimatedHeight: 1) { row in
            Label("R\(row)").height(.fixed(size: 2))
        }
        let scroll = ScrollBrik { _ in
            VBrik(alignment: .fill) { _ in
                list
                Label("end")
            }
        }
        scroll.showsScrollbar = false
        let terminal = TestTerminal(root: scroll, size: Size(width: 6, height: 8))
        #expect(terminal.screen == ["R0", "", "R1", "", "R2", "", "end", ""])
        #expect(scroll.contentSize.height == 7)
    }

    /// A one-row brick that counts how often it is drawn.
    final class CountedRow: Brick {
        static var draws = 0
        override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
            Size(width: proposal.width ?? 1, height: 1)
        }
        override func draw(into canvas: inout Canvas, context: DrawContext) {
            Self.draws += 1
        }
    }

    @Test func aFrameDrawsWhatIsOnScreenWhateverTheCount() {
        var draws: [Int] = []
        for count in [100, 1_000_000] {
            let list = VirtualSection(count: count, estimatedHeight: 1) { _ in CountedRow() }
            let scroll = ScrollBrik { _ in list }
            let terminal = TestTerminal(root: scroll, size: Size(width: 10, height: 12))
            terminal.application.focus(scroll)
            for _ in 0..<20 { terminal.send("j") }
            CountedRow.draws = 0
            terminal.send("j")
            draws.append(CountedRow.draws)
        }
        // The 12 rows in view; the overscan rows exist but lie outside the clip.
        #expect(draws == [12, 12])
    }

    /// A childless brick that marks its first cell over what it drew.
    final class MarkedLeaf: Brick {
        override var drawsOverChildren: Bool { true }
        override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
            Size(width: 4, height: 1)
        }
        override func draw(into canvas: inout Canvas, context: DrawContext) {
            canvas.write("leaf", at: frame.origin, style: context.style)
        }
        override func drawOverChildren(into canvas: inout Canvas, context: DrawContext) {
            canvas.write("*", at: frame.origin, style: context.style)
        }
    }

    @Test func leavesDrawnOnTheShortPathStillDrawOverThemselves() {
        // As the root, and as an item of a scroll view: the two ways a brick is drawn on its own.
        #expect(TestTerminal(root: MarkedLeaf(), size: Size(width: 6, height: 1)).screen == ["*eaf"])
        let scroll = ScrollBrik { _ in MarkedLeaf() }
        scroll.showsScrollbar = false
        #expect(TestTerminal(root: scroll, size: Size(width: 6, height: 1)).screen == ["*eaf"])
    }
}
