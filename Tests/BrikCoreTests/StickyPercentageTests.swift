import BrikRendering
import Testing

@testable import BrikCore

/// BrickKit's sticking-percentage tests in cells (10-row bricks for its 100 points).
@MainActor
@Suite struct StickyPercentageTests {
    typealias F = StickyFixture

    private func run(
        _ scroll: ScrollBrik, height: Int, steps: [(offset: Int, expected: [BrickIndexPath: Double])],
        sticky: [BrickIndexPath]
    ) {
        let recorder = PercentageRecorder()
        let data = FixedStickyDataSource(sticky)
        scroll.behaviors = [StickyLayoutBehavior(dataSource: data, delegate: recorder)]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: height))
        for step in steps {
            F.scroll(scroll, to: step.offset, in: terminal)
            #expect(recorder.percentages == step.expected, "offset \(step.offset)")
        }
        #expect(recorder.reports >= steps.count * sticky.count)
    }

    @Test func percentageFallsAsTheBrickReachesTheTop() {
        let item = BrickIndexPath(section: 0, item: 1)
        run(
            F.list(count: 20, height: 10, sticky: []), height: 8,
            steps: [(0, [item: 1]), (5, [item: 0.5]), (10, [item: 0]), (50, [item: 0])], sticky: [item])
    }

    @Test func percentageCountsTheTopInset() {
        let item = BrickIndexPath(section: 0, item: 1)
        let scroll = F.list(count: 20, height: 10, sticky: [])
        scroll.contentInset = EdgeInsets(top: 2, bottom: 2)
        run(
            scroll, height: 8,
            steps: [(0, [item: 0.8]), (5, [item: 0.3]), (10, [item: 0]), (50, [item: 0])], sticky: [item])
    }

    /// BrickKit's testStickingDelegateBehaviorWithStackingBricks: two-row bricks two rows apart.
    @Test func stackedPercentageIsMeasuredFromUnderThePreviousBrick() {
        let first = BrickIndexPath(section: 0, item: 1)
        let second = BrickIndexPath(section: 0, item: 2)
        run(
            F.list(count: 20, height: 2, gap: 2, sticky: []), height: 10,
            steps: [
                (0, [first: 1, second: 1]), (3, [first: 0.5, second: 1]), (4, [first: 0, second: 1]),
                (5, [first: 0, second: 0.5]), (6, [first: 0, second: 0]),
            ], sticky: [first, second])
    }

    /// Flush stacked bricks stick together: the lower one is as far from its place under
    /// the upper one as the upper one is from the top (BrickKit's #51 said 1 at offset 1).
    @Test func flushStackedBricksShareTheirPercentage() {
        let first = BrickIndexPath(section: 0, item: 1)
        let second = BrickIndexPath(section: 0, item: 2)
        run(
            F.list(count: 20, height: 2, sticky: []), height: 10,
            steps: [
                (0, [first: 1, second: 1]), (1, [first: 0.5, second: 0.5]), (2, [first: 0, second: 0]),
                (9, [first: 0, second: 0]),
            ],
            sticky: [first, second])
    }

    @Test func closureHearsThePercentageEveryPass() {
        var heard: [Double] = []
        let scroll = F.list(count: 20, height: 2, sticky: [1])
        scroll.behaviors = [StickyLayoutBehavior(sticking: { _, value in heard.append(value) }) { $0.identifier == "header" }]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 5))
        F.scroll(scroll, to: 1, in: terminal)
        F.scroll(scroll, to: 3, in: terminal)
        scroll.setNeedsLayout()
        terminal.advance(by: .zero)
        #expect(heard.suffix(3) == [0.5, 0, 0])
    }
}
