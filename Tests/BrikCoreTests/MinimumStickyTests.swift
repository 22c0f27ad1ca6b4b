import BrikRendering
import Testing

@testable import BrikCore

/// A five-row header collapsing to one row (BrickKit's MinimumStickyLayoutBehaviorTests in cells).
@MainActor
@Suite struct MinimumStickyTests {
    typealias F = StickyFixture

    @Test func labelHeaderShrinksRowByRowThenSticks() {
        let banner = F.row("B", height: 5, identifier: "banner")
        let scroll = ScrollBrik { _ in
            Section { _ in
                banner
                for index in 0..<20 { F.row("r\(index)") }
            }
        }
        let data = FixedStickyDataSource([BrickIndexPath(section: 0, item: 0)], minimum: 1)
        scroll.behaviors = [MinimumStickyLayoutBehavior(dataSource: data)]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 6))
        #expect(terminal.screen.map { String($0.prefix(4)) } == ["B   ", "B.1 ", "B.2 ", "B.3 ", "B.4 ", "r0  "])
        let steps: [(offset: Int, frame: Rect, screen: [String])] = [
            (2, Rect(x: 0, y: 2, width: 8, height: 3), ["B   ", "B.1 ", "B.2 ", "r0  ", "r1  ", "r2  "]),
            (4, Rect(x: 0, y: 4, width: 8, height: 1), ["B   ", "r0  ", "r1  ", "r2  ", "r3  ", "r4  "]),
            (9, Rect(x: 0, y: 9, width: 8, height: 1), ["B   ", "r5  ", "r6  ", "r7  ", "r8  ", "r9  "]),
            (1, Rect(x: 0, y: 1, width: 8, height: 4), ["B   ", "B.1 ", "B.2 ", "B.3 ", "r0  ", "r1  "]),
        ]
        for step in steps {
            F.scroll(scroll, to: step.offset, in: terminal)
            #expect(F.frame(of: banner, in: scroll) == step.frame, "offset \(step.offset)")
            #expect(terminal.screen.map { String($0.prefix(4)) } == step.screen, "offset \(step.offset)")
        }
    }

    @Test func sectionHeaderClipsItsRowsAndNilKeepsTheHeight() {
        let rows = (0..<5).map { F.row("S\($0)") }
        let scroll = ScrollBrik { _ in
            Section { _ in
                Section("banner") { _ in rows }
                for index in 0..<20 { F.row("r\(index)") }
            }
        }
        var minimum: Int? = 2
        scroll.behaviors = [MinimumStickyLayoutBehavior(minimumHeight: { _ in minimum }) { $0.identifier == "banner" }]
        let terminal = TestTerminal(root: scroll, size: Size(width: 9, height: 5))
        F.scroll(scroll, to: 2, in: terminal)
        #expect(F.frames("banner", in: scroll) == [Rect(x: 0, y: 2, width: 8, height: 3)])
        // The section's first rows move with its top; those past its new bottom are clipped.
        #expect(terminal.screen.map { String($0.prefix(3)) } == ["S0 ", "S1 ", "S2 ", "r0 ", "r1 "])
        F.scroll(scroll, to: 7, in: terminal)
        #expect(F.frames("banner", in: scroll) == [Rect(x: 0, y: 7, width: 8, height: 2)])
        #expect(terminal.screen.map { String($0.prefix(3)) } == ["S0 ", "S1 ", "r4 ", "r5 ", "r6 "])
        minimum = nil
        scroll.setNeedsLayout()
        terminal.advance(by: .zero)
        #expect(F.frames("banner", in: scroll) == [Rect(x: 0, y: 7, width: 8, height: 5)])
        #expect(terminal.screen.map { String($0.prefix(3)) } == ["S0 ", "S1 ", "S2 ", "S3 ", "S4 "])
    }
}
