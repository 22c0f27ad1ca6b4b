import BrikRendering
import Testing

@testable import BrikCore

/// BrickKit's OnScrollDownStickyLayoutBehaviorTests in cells (two rows for its 100 points,
/// so its offsets 500, 450, 200 are 10, 9, 4).
@MainActor
@Suite struct OnScrollDownStickyTests {
    typealias F = StickyFixture

    private func y(_ path: BrickIndexPath, _ scroll: ScrollBrik) -> Int? {
        scroll.displayedItems.first { $0.indexPath == path }?.frame.y
    }

    @Test func headerScrollsAwayForwardAndComesBackBackward() {
        let scroll = F.list(count: 20, height: 2, sticky: [])
        let path = BrickIndexPath(section: 0, item: 0)
        let source = FixedStickyDataSource([path])
        scroll.behaviors = [OnScrollDownStickyLayoutBehavior(dataSource: source)]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 6))
        let steps: [(offset: Int, y: Int)] = [(10, 0), (9, 7), (4, 4), (4, 4), (6, 4), (8, 4), (7, 5), (6, 5), (5, 5), (0, 0)]
        for step in steps {
            F.scroll(scroll, to: step.offset, in: terminal)
            #expect(y(path, scroll) == step.y, "offset \(step.offset)")
        }
        withExtendedLifetime(source) {}
    }

    @Test func aPassWithoutAMoveKeepsTheHeaderWhereItWas() {
        let scroll = F.list(count: 30, sticky: [0])
        scroll.behaviors = [OnScrollDownStickyLayoutBehavior { $0.identifier == "header" }]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 4))
        F.scroll(scroll, to: 10, in: terminal)
        F.scroll(scroll, to: 9, in: terminal)
        F.scroll(scroll, to: 8, in: terminal)
        #expect(F.frames("header", in: scroll) == [Rect(x: 0, y: 8, width: 8, height: 1)])
        #expect(terminal.screen.map { String($0.prefix(3)) } == ["r0 ", "r9 ", "r10", "r11"])
        scroll.setNeedsLayout()
        terminal.advance(by: .zero)
        #expect(F.frames("header", in: scroll) == [Rect(x: 0, y: 8, width: 8, height: 1)])
        // Forward again: it stays at row 8 of the content and leaves with it.
        F.scroll(scroll, to: 9, in: terminal)
        #expect(F.frames("header", in: scroll) == [Rect(x: 0, y: 8, width: 8, height: 1)])
        #expect(terminal.screen.map { String($0.prefix(3)) } == ["r9 ", "r10", "r11", "r12"])
    }

    @Test func stackedHeadersComeBackInOrder() {
        let scroll = F.list(count: 20, height: 2, sticky: [])
        let first = BrickIndexPath(section: 0, item: 0)
        let second = BrickIndexPath(section: 0, item: 1)
        let source = FixedStickyDataSource([first, second])
        scroll.behaviors = [OnScrollDownStickyLayoutBehavior(dataSource: source)]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 6))
        let steps: [(offset: Int, first: Int, second: Int)] = [(10, 0, 2), (9, 5, 7), (4, 4, 6)]
        for step in steps {
            F.scroll(scroll, to: step.offset, in: terminal)
            #expect([y(first, scroll), y(second, scroll)] == [step.first, step.second], "offset \(step.offset)")
        }
        withExtendedLifetime(source) {}
    }

    /// Sections of a one-row header over a ten-row body (BrickKit's testOnScrollDownStickingSectionBehavior).
    @Test func sectionHeadersComeBackInsideTheirSections() {
        let scroll = ScrollBrik { _ in
            Section { _ in
                Section { _ in
                    F.row("h1"); F.row("a", height: 10)
                }
                Section { _ in
                    F.row("h2"); F.row("b", height: 10)
                }
            }
        }
        let first = BrickIndexPath(section: 1, item: 0)
        let second = BrickIndexPath(section: 2, item: 0)
        let source = FixedStickyDataSource([first, second])
        scroll.behaviors = [OnScrollDownStickyLayoutBehavior(dataSource: source)]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 5))
        let steps: [(offset: Int, first: Int, second: Int)] = [(5, 0, 11), (11, 0, 11), (10, 9, 11), (16, 9, 11)]
        for step in steps {
            F.scroll(scroll, to: step.offset, in: terminal)
            #expect([y(first, scroll), y(second, scroll)] == [step.first, step.second], "offset \(step.offset)")
        }
        withExtendedLifetime(source) {}
    }

    @Test func keysAndWheelDriveTheQuickReturnHeader() {
        let scroll = F.list(count: 40, sticky: [0])
        scroll.behaviors = [OnScrollDownStickyLayoutBehavior { $0.identifier == "header" }]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 4))
        _ = terminal.application.focus(scroll)
        terminal.send("pgdn", "pgdn", "pgdn")
        #expect(scroll.contentOffset.y == 9)
        #expect(terminal.screen.map { String($0.prefix(3)) } == ["r9 ", "r10", "r11", "r12"])
        terminal.send("up")
        #expect(!terminal.screen.contains { $0.hasPrefix("r0 ") })
        terminal.send("up")
        #expect(terminal.screen.map { String($0.prefix(3)) } == ["r0 ", "r8 ", "r9 ", "r10"])
        terminal.send(.mouse(MouseEvent(.wheelDown, at: Point(x: 2, y: 1))))
        #expect(terminal.screen.map { String($0.prefix(3)) } == ["r10", "r11", "r12", "r13"])
    }
}
