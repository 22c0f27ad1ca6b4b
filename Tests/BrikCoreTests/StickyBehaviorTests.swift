import BrikRendering
import Testing

@testable import BrikCore

/// BrickKit's StickyLayoutBehaviorTests in cells (its 100-point bricks are rows here).
@MainActor
@Suite struct StickyBehaviorTests {
    typealias F = StickyFixture

    @Test func singleHeaderSticksAtTheTopAndPaintsOverTheContent() {
        let scroll = F.list(count: 20, sticky: [0])
        let data = FixedStickyDataSource([BrickIndexPath(section: 0, item: 0)])
        scroll.behaviors = [StickyLayoutBehavior(dataSource: data)]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 4))
        #expect(F.frame(of: F.brick(0, in: scroll), in: scroll) == Rect(x: 0, y: 0, width: 8, height: 1))
        #expect(terminal.screen == ["r0      █", "r1      ░", "r2      ░", "r3      ░"])
        F.scroll(scroll, to: 5, in: terminal)
        #expect(F.frame(of: F.brick(0, in: scroll), in: scroll) == Rect(x: 0, y: 5, width: 8, height: 1))
        // r5 lies under the header: the header is painted over it (top-down z order).
        #expect(terminal.screen == ["r0      ░", "r6      █", "r7      ░", "r8      ░"])
        // Bottom-up z order puts later bricks on top: r5 covers the header.
        scroll.zIndexBehavior = .bottomUp
        terminal.advance(by: .zero)
        #expect(terminal.screen[0] == "r5      ░")
    }

    @Test func closureConvenienceAndHiddenStickyBricks() {
        let scroll = F.list(count: 20, sticky: [0, 3])
        scroll.behaviors = [StickyLayoutBehavior { $0.identifier == "header" }]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 4))
        F.brick(0, in: scroll).isHidden = true
        F.scroll(scroll, to: 6, in: terminal)
        // The hidden header is no item; the other one sticks alone (r3 sits at row 2 now).
        #expect(F.frames("header", in: scroll) == [Rect(x: 0, y: 6, width: 8, height: 1)])
        #expect(terminal.screen[0] == "r3      ░")
    }

    @Test func contentInsetAndBehaviorOffsetMoveTheStickingRow() {
        let scroll = F.list(count: 20, sticky: [0])
        let behavior = StickyLayoutBehavior { $0.identifier == "header" }
        scroll.behaviors = [behavior]
        scroll.contentInset = EdgeInsets(top: 2, bottom: 2)
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 6))
        F.scroll(scroll, to: 5, in: terminal)
        #expect(F.frames("header", in: scroll) == [Rect(x: 0, y: 7, width: 8, height: 1)])
        behavior.contentOffset = 1
        scroll.setNeedsLayout()
        terminal.advance(by: .zero)
        #expect(F.frames("header", in: scroll) == [Rect(x: 0, y: 8, width: 8, height: 1)])
    }

    @Test func severalStickyBricksOfOneSectionStack() {
        let scroll = F.list(count: 20, sticky: [0, 2])
        scroll.behaviors = [StickyLayoutBehavior { $0.identifier == "header" }]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 4))
        F.scroll(scroll, to: 5, in: terminal)
        #expect(F.frames("header", in: scroll) == [Rect(x: 0, y: 5, width: 8, height: 1), Rect(x: 0, y: 6, width: 8, height: 1)])
        #expect(terminal.screen.map { String($0.prefix(2)) } == ["r0", "r2", "r7", "r8"])
        F.scroll(scroll, to: 1, in: terminal)
        // r2 is still below where it would stick (row 2 under r0): it keeps its place.
        #expect(F.frames("header", in: scroll) == [Rect(x: 0, y: 1, width: 8, height: 1), Rect(x: 0, y: 2, width: 8, height: 1)])
    }

    /// Two sections, each a one-row header over a ten-row body (BrickKit's testSectionStickyBehavior).
    static func twoSections(nestedSecond: Bool = false) -> (ScrollBrik, Label, Label) {
        let first = F.row("h1", identifier: "header")
        let second = F.row("h2", identifier: "header")
        let scroll = ScrollBrik { _ in
            Section { _ in
                Section("s1") { _ in
                    first
                    F.row("body1", height: 10)
                    if nestedSecond {
                        Section("s2") { _ in
                            second; F.row("body2", height: 10)
                        }
                    }
                }
                if !nestedSecond {
                    Section("s2") { _ in
                        second; F.row("body2", height: 10)
                    }
                }
                F.row("tail", height: 10)
            }
        }
        return (scroll, first, second)
    }

    @Test func theNextSectionPushesTheHeaderOut() {
        let (scroll, first, second) = Self.twoSections()
        scroll.behaviors = [StickyLayoutBehavior { $0.identifier == "header" }]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 4))
        let steps: [(offset: Int, first: Int, second: Int, screen: [String])] = [
            (5, 5, 11, ["h1      ░", "body1.5 █", "body1.6 ░", "body1.7 ░"]),
            (9, 9, 11, ["h1      ░", "body1.9 █", "h2      ░", "body2   ░"]),
            (10, 10, 11, ["h1      ░", "h2      █", "body2   ░", "body2.1 ░"]),
            (11, 10, 11, ["h2      ░", "body2   █", "body2.1 ░", "body2.2 ░"]),
            (16, 10, 16, ["h2      ░", "body2.5 ░", "body2.6 █", "body2.7 ░"]),
            (20, 10, 20, ["h2      ░", "body2.9 ░", "tail    █", "tail.1  ░"]),
        ]
        for step in steps {
            F.scroll(scroll, to: step.offset, in: terminal)
            #expect(F.frame(of: first, in: scroll)?.y == step.first, "offset \(step.offset)")
            #expect(F.frame(of: second, in: scroll)?.y == step.second, "offset \(step.offset)")
            #expect(terminal.screen == step.screen, "offset \(step.offset)")
        }
    }

    @Test func headersOfNestedSectionsStackOnlyWhenAllowed() {
        let (scroll, first, second) = Self.twoSections(nestedSecond: true)
        let behavior = StickyLayoutBehavior { $0.identifier == "header" }
        scroll.behaviors = [behavior]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 4))
        F.scroll(scroll, to: 13, in: terminal)
        // Without stacking the nested header sticks at the top too, under the outer one.
        #expect(F.frame(of: first, in: scroll)?.y == 13)
        #expect(F.frame(of: second, in: scroll)?.y == 13)
        #expect(terminal.screen[0] == "h1      ░")
        behavior.canStackWithOtherSections = true
        scroll.setNeedsLayout()
        terminal.advance(by: .zero)
        #expect(F.frame(of: first, in: scroll)?.y == 13)
        #expect(F.frame(of: second, in: scroll)?.y == 14)
        #expect(terminal.screen.map { String($0.prefix(8)) } == ["h1      ", "h2      ", "body2.3 ", "body2.4 "])
    }

    @Test func aStickySectionMovesWithAllItsBricks() {
        let title = F.row("Title")
        let subtitle = F.row("Sub")
        let scroll = ScrollBrik { _ in
            Section { _ in
                Section("banner") { _ in
                    title; subtitle
                }
                for index in 0..<20 { F.row("r\(index)") }
            }
        }
        scroll.behaviors = [StickyLayoutBehavior { $0.identifier == "banner" }]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 4))
        F.scroll(scroll, to: 6, in: terminal)
        #expect(F.frames("banner", in: scroll) == [Rect(x: 0, y: 6, width: 8, height: 2)])
        #expect(F.frame(of: title, in: scroll) == Rect(x: 0, y: 6, width: 8, height: 1))
        #expect(F.frame(of: subtitle, in: scroll) == Rect(x: 0, y: 7, width: 8, height: 1))
        #expect(terminal.screen.map { String($0.prefix(5)) } == ["Title", "Sub  ", "r6   ", "r7   "])
        F.scroll(scroll, to: 0, in: terminal)
        #expect(F.frame(of: subtitle, in: scroll) == Rect(x: 0, y: 1, width: 8, height: 1))
        #expect(terminal.screen.map { String($0.prefix(5)) } == ["Title", "Sub  ", "r0   ", "r1   "])
    }

    /// BrickKit's order: a pushed stack leaves one by one, the lower header sliding under
    /// the upper one, which stays on top.
    @Test func aStackIsPushedOutOneByOne() {
        let upper = F.row("up", identifier: "header")
        let lower = F.row("low", identifier: "header")
        let scroll = ScrollBrik { _ in
            Section { _ in
                Section { _ in
                    upper; lower; F.row("body", height: 5)
                }
                Section { _ in
                    F.row("next", identifier: "header"); F.row("more", height: 10)
                }
            }
        }
        scroll.behaviors = [StickyLayoutBehavior { $0.identifier == "header" }]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 4))
        // The section is rows 0…6: at 6 the lower header is clamped to its end, under the upper.
        for (offset, expected) in [(5, [5, 6]), (6, [6, 6]), (7, [6, 6])] {
            F.scroll(scroll, to: offset, in: terminal)
            #expect([F.frame(of: upper, in: scroll)?.y, F.frame(of: lower, in: scroll)?.y] == expected, "offset \(offset)")
        }
        F.scroll(scroll, to: 5, in: terminal)
        #expect(terminal.screen.map { String($0.prefix(4)) } == ["up  ", "low ", "next", "more"])
        F.scroll(scroll, to: 6, in: terminal)
        #expect(terminal.screen.map { String($0.prefix(4)) } == ["up  ", "next", "more", "more"])
        F.scroll(scroll, to: 7, in: terminal)
        #expect(terminal.screen.map { String($0.prefix(4)) } == ["next", "more", "more", "more"])
    }

    /// Nested sections with stacked headers: the outer section's header stays on top while
    /// the nested ones stack under it and are pushed out, each at its own section's end.
    @Test func nestedStackedHeadersArePushedOutUnderTheSectionHeader() {
        let outer = F.row("H", identifier: "header")
        let first = F.row("hA", identifier: "header")
        let second = F.row("hB", identifier: "header")
        let scroll = ScrollBrik { _ in
            Section { _ in
                Section { _ in
                    outer
                    Section { _ in
                        first; F.row("a", height: 3)
                    }
                    Section { _ in
                        second; F.row("b", height: 3)
                    }
                }
                F.row("tail", height: 10)
            }
        }
        let behavior = StickyLayoutBehavior { $0.identifier == "header" }
        behavior.canStackWithOtherSections = true
        scroll.behaviors = [behavior]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 4))
        // H 0, section A rows 1…4 (hA 1), section B rows 5…8 (hB 5), the outer section 0…8.
        let steps: [(offset: Int, frames: [Int], screen: [String])] = [
            (2, [2, 3, 5], ["H   ", "hA  ", "a.2 ", "hB  "]),
            (3, [3, 4, 5], ["H   ", "hA  ", "hB  ", "b   "]),
            (4, [4, 4, 5], ["H   ", "hB  ", "b   ", "b.1 "]),
            (8, [8, 4, 8], ["H   ", "tail", "tail", "tail"]),
            (9, [8, 4, 8], ["tail", "tail", "tail", "tail"]),
        ]
        for step in steps {
            F.scroll(scroll, to: step.offset, in: terminal)
            let frames = [outer, first, second].map { F.frame(of: $0, in: scroll)?.y }
            #expect(frames == step.frames, "offset \(step.offset)")
            #expect(terminal.screen.map { String($0.prefix(4)) } == step.screen, "offset \(step.offset)")
        }
        // Where they overlap the outer header is drawn last (on top).
        F.scroll(scroll, to: 4, in: terminal)
        let z = [outer, first].map { brick in scroll.displayedItems.first { $0.brick === brick }!.zIndex }
        #expect(z[0] > z[1])
    }

    @Test func horizontalScrollViewsAreLeftAlone() {
        let header = F.row("h", identifier: "header")
        let scroll = ScrollBrik(axis: .horizontal) { _ in
            HBrik(alignment: .fill) { _ in
                header; Label(String(repeating: "x", count: 40))
            }
        }
        scroll.behaviors = [StickyLayoutBehavior { $0.identifier == "header" }]
        let terminal = TestTerminal(root: scroll, size: Size(width: 10, height: 3))
        scroll.scroll(to: Point(x: 5, y: 0))
        terminal.advance(by: .zero)
        let item = scroll.displayedItems.first { $0.brick === header }
        #expect(item != nil && item?.frame == item?.originalFrame)
    }
}
