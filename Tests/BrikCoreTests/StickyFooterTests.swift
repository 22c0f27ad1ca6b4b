import BrikRendering
import Testing

@testable import BrikCore

/// BrickKit's StickyFooterLayoutBehaviorTests in cells (one row for its 100 points),
/// in a viewport five rows tall.
@MainActor
@Suite struct StickyFooterTests {
    typealias F = StickyFixture

    @discardableResult
    private func footers(_ source: FixedStickyDataSource, _ scroll: ScrollBrik) -> StickyFooterLayoutBehavior {
        let behavior = StickyFooterLayoutBehavior(dataSource: source)
        scroll.behaviors = [behavior]
        return behavior
    }

    private func y(_ path: BrickIndexPath, _ scroll: ScrollBrik) -> Int? {
        scroll.displayedItems.first { $0.indexPath == path }?.frame.y
    }

    @Test func rootFooterIsPinnedAndShortensTheScrollbar() {
        let scroll = F.list(count: 20, sticky: [])
        let path = BrickIndexPath(section: 0, item: 19)
        let source = FixedStickyDataSource([path])
        _ = footers(source, scroll)
        withExtendedLifetime(source) {
            let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 5))
            #expect(y(path, scroll) == 4)
            #expect(scroll.scrollIndicatorInsets.bottom == 1)
            // A four-row track for 19 rows (the footer's row is not scrolled through).
            #expect(terminal.screen == ["r0      █", "r1      ░", "r2      ░", "r3      ░", "r19"])
            F.scroll(scroll, to: 5, in: terminal)
            #expect(y(path, scroll) == 9)
            #expect(terminal.screen == ["r5      ░", "r6      █", "r7      ░", "r8      ░", "r19"])
            F.scroll(scroll, to: 15, in: terminal)
            #expect(y(path, scroll) == 19)
            #expect(terminal.screen == ["r15     ░", "r16     ░", "r17     ░", "r18     █", "r19"])
        }
    }

    @Test func bottomInsetLiftsTheRootFooter() {
        let scroll = F.list(count: 20, sticky: [])
        scroll.contentInset = EdgeInsets(top: 1, bottom: 1)
        let path = BrickIndexPath(section: 0, item: 19)
        let source = FixedStickyDataSource([path])
        _ = footers(source, scroll)
        withExtendedLifetime(source) {
            let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 5))
            F.scroll(scroll, to: -1, in: terminal)
            #expect(y(path, scroll) == 2)
            F.scroll(scroll, to: 5, in: terminal)
            #expect(y(path, scroll) == 8)
            #expect(scroll.scrollIndicatorInsets.bottom == 2)
        }
    }

    @Test func rootFootersStackUpward() {
        let scroll = F.list(count: 20, sticky: [])
        let last = BrickIndexPath(section: 0, item: 19)
        let previous = BrickIndexPath(section: 0, item: 18)
        let source = FixedStickyDataSource([last, previous])
        _ = footers(source, scroll)
        withExtendedLifetime(source) {
            let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 5))
            #expect([y(last, scroll), y(previous, scroll)] == [4, 3])
            // The track is shortened by both footers.
            #expect(scroll.scrollIndicatorInsets.bottom == 2)
            F.scroll(scroll, to: 5, in: terminal)
            #expect([y(last, scroll), y(previous, scroll)] == [9, 8])
            #expect(terminal.screen.map { String($0.prefix(3)) } == ["r5 ", "r6 ", "r7 ", "r18", "r19"])
            F.scroll(scroll, to: 15, in: terminal)
            #expect([y(last, scroll), y(previous, scroll)] == [19, 18])
        }
    }

    /// Two sections of a ten-row body and a one-row footer (BrickKit's testSectionStickyBehavior).
    @Test func nestedFootersStayInTheirSections() {
        let scroll = ScrollBrik { _ in
            Section { _ in
                Section { _ in
                    F.row("a", height: 10); F.row("fa")
                }
                Section { _ in
                    F.row("b", height: 10); F.row("fb")
                }
            }
        }
        let first = BrickIndexPath(section: 1, item: 1)
        let second = BrickIndexPath(section: 2, item: 1)
        let source = FixedStickyDataSource([first, second])
        _ = footers(source, scroll)
        withExtendedLifetime(source) {
            let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 5))
            let steps: [(offset: Int, first: Int, second: Int, screen: [String])] = [
                (0, 4, 11, ["a  ", "a.1", "a.2", "a.3", "fa "]),
                (5, 9, 11, ["a.5", "a.6", "a.7", "a.8", "fa "]),
                (8, 10, 12, ["a.8", "a.9", "fa ", "b  ", "fb "]),
                (11, 10, 15, ["b  ", "b.1", "b.2", "b.3", "fb "]),
                (17, 10, 21, ["b.6", "b.7", "b.8", "b.9", "fb "]),
            ]
            for step in steps {
                F.scroll(scroll, to: step.offset, in: terminal)
                #expect(y(first, scroll) == step.first, "offset \(step.offset)")
                #expect(y(second, scroll) == step.second, "offset \(step.offset)")
                #expect(terminal.screen.map { String($0.prefix(3)) } == step.screen, "offset \(step.offset)")
            }
            #expect(scroll.scrollIndicatorInsets.bottom == 0)
        }
    }

    @Test func nestedFooterStacksOnARootFooterWhenAllowed() {
        let scroll = ScrollBrik { _ in
            Section { _ in
                Section { _ in for index in 0..<20 { F.row("r\(index)") } }
                F.row("total")
            }
        }
        let root = BrickIndexPath(section: 0, item: 1)
        let nested = BrickIndexPath(section: 1, item: 19)
        let source = FixedStickyDataSource([root, nested])
        let behavior = footers(source, scroll)
        behavior.canStackWithOtherSections = true
        withExtendedLifetime(source) {
            let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 5))
            #expect([y(root, scroll), y(nested, scroll)] == [4, 3])
            F.scroll(scroll, to: 5, in: terminal)
            #expect([y(root, scroll), y(nested, scroll)] == [9, 8])
            F.scroll(scroll, to: 16, in: terminal)
            #expect([y(root, scroll), y(nested, scroll)] == [20, 19])
        }
    }

    @Test func aFooterSectionMovesWithItsBricks() {
        let top = F.row("top")
        let bottom = F.row("bottom")
        let scroll = ScrollBrik { _ in
            Section { _ in
                F.row("body", height: 10)
                Section("footer") { _ in
                    top; bottom
                }
            }
        }
        scroll.behaviors = [StickyFooterLayoutBehavior { $0.identifier == "footer" }]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 5))
        #expect(F.frames("footer", in: scroll) == [Rect(x: 0, y: 3, width: 8, height: 2)])
        #expect(F.frame(of: top, in: scroll) == Rect(x: 0, y: 3, width: 8, height: 1))
        #expect(F.frame(of: bottom, in: scroll) == Rect(x: 0, y: 4, width: 8, height: 1))
        F.scroll(scroll, to: 5, in: terminal)
        #expect(F.frame(of: bottom, in: scroll) == Rect(x: 0, y: 9, width: 8, height: 1))
        #expect(terminal.screen.map { String($0.prefix(6)) } == ["body.5", "body.6", "body.7", "top", "bottom"])
    }

    /// A footer's percentage: 0 pinned on the bottom row, rising as its own place
    /// comes up into view (BrickKit measured footers from the top, which meant nothing).
    @Test func footerPercentageIsMeasuredFromTheBottomRow() {
        let recorder = PercentageRecorder()
        let scroll = ScrollBrik { _ in
            Section { _ in
                Section { _ in
                    F.row("a", height: 10); F.row("fa", height: 2)
                }
                F.row("tail", height: 10)
            }
        }
        let path = BrickIndexPath(section: 1, item: 1)
        let source = FixedStickyDataSource([path])
        scroll.behaviors = [StickyFooterLayoutBehavior(dataSource: source, delegate: recorder)]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 5))
        for (offset, expected) in [(0, 0.0), (7, 0.0), (8, 0.5), (9, 1.0), (12, 1.0)] {
            F.scroll(scroll, to: offset, in: terminal)
            #expect(recorder.percentages[path] == expected, "offset \(offset)")
        }
        withExtendedLifetime(source) {}
    }
}
