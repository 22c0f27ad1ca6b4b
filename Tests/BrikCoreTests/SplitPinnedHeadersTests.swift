import BrikRendering
import Testing

@testable import BrikCore

/// A split section in a scroll view pins each column's header while its section scrolls.
@MainActor
@Suite struct SplitPinnedHeadersTests {
    func page() -> (ScrollBrik, SplitSection, TestTerminal) {
        let split = SplitSection(leftSideRatio: 0.5, splitSpacing: 1) { _ in
            SplitSection.Part("a", side: .left, header: Label("LEFT A\n======")) { _ in
                for index in 0..<4 { Label("a\(index)") }
            }
            SplitSection.Part("r", side: .right, header: Label("RIGHT")) { _ in
                for index in 0..<8 { Label("r\(index)") }
            }
            SplitSection.Part("b", side: .left, header: Label("LEFT B")) { _ in
                for index in 0..<4 { Label("b\(index)") }
            }
        }
        let scroll = ScrollBrik { _ in
            VBrik(alignment: .fill) { _ in
                Label("intro")
                split
                Label("end")
            }
        }
        return (scroll, split, TestTerminal(root: scroll, size: Size(width: 20, height: 5)))
    }

    func scrolled(_ scroll: ScrollBrik, _ terminal: TestTerminal, to row: Int) -> [String] {
        scroll.scroll(to: Point(x: 0, y: row))
        terminal.advance(by: .zero)
        return terminal.screen
    }

    @Test func eachColumnPinsItsHeaderAndTheSectionEndPushesItOut() {
        let (scroll, split, terminal) = page()
        #expect(
            terminal.screen == [
                "intro              █", "LEFT A    RIGHT    ░", "======    r0       ░", "a0        r1       ░",
                "a1        r2       ░",
            ])
        // Offset 2: both headers at the top, the items scroll under them.
        #expect(
            scrolled(scroll, terminal, to: 2) == [
                "LEFT A    RIGHT    ░", "======    r1       █", "a1        r2       ░", "a2        r3       ░",
                "a3        r4       ░",
            ])
        let parts = split.children.compactMap { $0 as? SplitSection.Part }
        #expect(parts[0].header?.frame == Rect(x: 0, y: 0, width: 9, height: 2))
        #expect(parts[1].header?.frame == Rect(x: 10, y: 0, width: 9, height: 1))
        // Offset 6: section A's items end one row down, pushing its two-row header half out;
        // the right column's header is still pinned.
        #expect(
            scrolled(scroll, terminal, to: 6) == [
                "======    RIGHT    ░", "LEFT B    r5       ░", "b0        r6       ░", "b1        r7       █",
                "b2                 ░",
            ])
        #expect(parts[0].header?.frame == Rect(x: 0, y: -1, width: 9, height: 2))
        // Offset 7: B's header takes over in the left column.
        #expect(
            scrolled(scroll, terminal, to: 7) == [
                "LEFT B    RIGHT    ░", "b0        r6       ░", "b1        r7       ░", "b2                 ░",
                "b3                 █",
            ])
        // The layout frames never moved: only what is shown.
        let header = scroll.displayedItems.first { $0.brick === parts[2].header }
        #expect(header?.originalFrame == Rect(x: 0, y: 7, width: 9, height: 1))
        #expect(header?.frame == Rect(x: 0, y: 7, width: 9, height: 1))
        let right = scroll.displayedItems.first { $0.brick === parts[1].header }
        #expect(right?.originalFrame == Rect(x: 10, y: 1, width: 9, height: 1))
        #expect(right?.frame == Rect(x: 10, y: 7, width: 9, height: 1))
    }

    @Test func atTheEndTheLastHeadersArePushedOutByTheEndOfTheirSections() {
        let (scroll, _, terminal) = page()
        #expect(
            scrolled(scroll, terminal, to: 100) == [
                "LEFT B    RIGHT    ░", "b1        r7       ░", "b2                 ░", "b3                 ░",
                "end                █",
            ])
        #expect(scroll.contentOffset.y == 8)
    }

    @Test func aSplitSectionThatIsTheWholeContentPinsToo() {
        let (_, split, _) = page()
        split.removeFromParent()
        let scroll = ScrollBrik { _ in split }
        let terminal = TestTerminal(root: scroll, size: Size(width: 20, height: 4))
        scroll.scroll(to: Point(x: 0, y: 3))
        terminal.advance(by: .zero)
        #expect(
            terminal.screen == ["LEFT A    RIGHT    ░", "======    r3       █", "a3        r4       ░", "LEFT B    r5       ░"])
    }

    @Test func pinningCanBeTurnedOff() {
        let (scroll, split, terminal) = page()
        split.pinsHeaders = false
        #expect(
            scrolled(scroll, terminal, to: 2) == [
                "======    r0       ░", "a0        r1       █", "a1        r2       ░", "a2        r3       ░",
                "a3        r4       ░",
            ])
    }

    @Test func outsideAScrollViewNothingMoves() {
        let (_, split, _) = page()
        split.removeFromParent()
        let terminal = TestTerminal(root: split, size: Size(width: 20, height: 4))
        #expect(terminal.screen == ["LEFT A     RIGHT", "======     r0", "a0         r1", "a1         r2"])
    }
}
