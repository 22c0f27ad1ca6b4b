import BrikRendering
import Testing

@testable import BrikCore

/// `count` items of four rows, "iN lR" on row R, as one multi-line label each.
@MainActor
func spotlightList(_ count: Int) -> ScrollBrik {
    ScrollBrik { _ in
        VBrik(alignment: .fill) { _ in
            for index in 0..<count {
                Label((0..<4).map { "i\(index) l\($0)" }.joined(separator: "\n")).identifier("story")
            }
        }
    }
}

@MainActor
@Suite struct SpotlightLayoutBehaviorTests {
    /// The rows of the screen without the scrollbar column.
    func rows(_ terminal: TestTerminal) -> [String] {
        terminal.screen.map { String($0.prefix(10)).trimmingTrailingSpaces }
    }

    @Test func theTopItemIsWholeTheNextGrowsTheRestAreSmall() {
        let scroll = spotlightList(6)
        let terminal = focusedTerminal(
            scroll, [SpotlightLayoutBehavior { $0.identifier == "story" ? 1 : nil }], size: Size(width: 11, height: 8))
        // Content: the last item's top (20) plus the viewport (8).
        #expect(scroll.contentSize.height == 28)
        #expect(rows(terminal) == ["i0 l0", "i0 l1", "i0 l2", "i0 l3", "i1 l0", "i2 l0", "i3 l0", "i4 l0"])
        terminal.send("down")
        // Item 0 keeps its bottom and loses its top row's worth; item 1 grows by 3·(1 − 3/4) → 0.
        #expect(rows(terminal) == ["i0 l0", "i0 l1", "i0 l2", "i1 l0", "i2 l0", "i3 l0", "i4 l0", "i5 l0"])
        terminal.send("down")
        #expect(rows(terminal) == ["i0 l0", "i0 l1", "i1 l0", "i1 l1", "i2 l0", "i3 l0", "i4 l0", "i5 l0"])
        terminal.send("down")
        #expect(rows(terminal) == ["i0 l0", "i1 l0", "i1 l1", "i1 l2", "i2 l0", "i3 l0", "i4 l0", "i5 l0"])
        terminal.send("down")
        #expect(rows(terminal) == ["i1 l0", "i1 l1", "i1 l2", "i1 l3", "i2 l0", "i3 l0", "i4 l0", "i5 l0"])
        terminal.send("end")
        #expect(scroll.contentOffset.y == 20)
        #expect(rows(terminal) == ["i5 l0", "i5 l1", "i5 l2", "i5 l3", "", "", "", ""])
    }
}

/// `count` sections of three rows "sN t", "sN a", "sN b".
@MainActor
func sectionList(_ count: Int, prefix: String = "s") -> ScrollBrik {
    ScrollBrik { _ in
        VBrik(alignment: .fill) { _ in
            for index in 0..<count {
                VBrik(alignment: .fill) { _ in
                    Label("\(prefix)\(index) t")
                    Label("\(prefix)\(index) a")
                    Label("\(prefix)\(index) b")
                }
                .identifier("item")
            }
        }
    }
}

@MainActor
@Suite struct SpotlightSectionTests {
    @Test func aShrunkenSectionShowsItsFirstRows() {
        let scroll = sectionList(4)
        let terminal = focusedTerminal(
            scroll, [SpotlightLayoutBehavior { $0.identifier == "item" ? 1 : nil }], size: Size(width: 11, height: 6))
        let rows = { terminal.screen.map { String($0.prefix(10)).trimmingTrailingSpaces } }
        #expect(scroll.contentSize.height == 15)
        #expect(rows() == ["s0 t", "s0 a", "s0 b", "s1 t", "s2 t", "s3 t"])
        terminal.send("down")
        #expect(rows() == ["s0 t", "s0 a", "s1 t", "s2 t", "s3 t", ""])
        terminal.send("down")
        // s0 is down to its small height; s1 has grown by 2·(1 − 1/3) → 1.
        #expect(rows() == ["s0 t", "s1 t", "s1 a", "s2 t", "s3 t", ""])
    }

    @Test(arguments: [(true, false, 15), (false, false, 9), (false, true, 12)])
    func contentHeightRules(lastToTop: Bool, stretchy: Bool, height: Int) {
        let scroll = sectionList(4)
        let spotlight = SpotlightLayoutBehavior { $0.identifier == "item" ? 1 : nil }
        spotlight.scrollLastBrickToTop = lastToTop
        spotlight.lastBrickStretchy = stretchy
        _ = focusedTerminal(scroll, [spotlight], size: Size(width: 11, height: 6))
        #expect(scroll.contentSize.height == height)
        #expect(spotlight.indexInSpotlight == 0)
    }

    @Test func aDataSourceIsAskedWithIndexPathAndIdentifier() {
        final class Source: SpotlightLayoutBehaviorDataSource {
            var asked: [String] = []
            func spotlightLayoutBehavior(
                _ behavior: SpotlightLayoutBehavior, smallHeightForItemAt indexPath: BrickIndexPath,
                withIdentifier identifier: String, in layout: BehaviorLayout
            ) -> Int? {
                asked.append("\(indexPath)\(identifier)")
                return identifier == "item" ? 1 : nil
            }
        }
        let source = Source()
        let scroll = sectionList(2)
        let terminal = focusedTerminal(scroll, [SpotlightLayoutBehavior(dataSource: source)], size: Size(width: 11, height: 6))
        #expect(source.asked.prefix(4) == ["[0, 0]item", "[1, 0]", "[1, 1]", "[1, 2]"])
        #expect(terminal.screen.map { String($0.prefix(10)).trimmingTrailingSpaces } == ["s0 t", "s0 a", "s0 b", "s1 t", "", ""])
    }
}

@MainActor
@Suite struct CardLayoutBehaviorTests {
    @Test func cardsStackWithPeekingStrips() {
        let scroll = sectionList(6, prefix: "c")
        let terminal = focusedTerminal(
            scroll, [CardLayoutBehavior { $0.identifier == "item" ? 1 : nil }], size: Size(width: 11, height: 8))
        let rows = { terminal.screen.map { String($0.prefix(10)).trimmingTrailingSpaces } }
        #expect(scroll.contentSize.height == 23)
        #expect(rows() == ["c0 t", "c0 a", "c0 b", "c1 t", "c2 t", "c3 t", "c4 t", "c5 t"])
        terminal.send("down")
        #expect(rows() == ["c0 t", "c0 a", "c1 t", "c2 t", "c3 t", "c4 t", "c5 t", "c5 a"])
        terminal.send("down")
        #expect(rows() == ["c0 t", "c1 t", "c2 t", "c3 t", "c4 t", "c5 t", "c5 a", "c5 b"])
        terminal.send("down")
        #expect(rows() == ["c1 t", "c1 a", "c1 b", "c2 t", "c3 t", "c4 t", "c5 t", "c5 a"])
        terminal.send("end")
        #expect(scroll.contentOffset.y == 15)
        #expect(rows() == ["c5 t", "c5 a", "c5 b", "", "", "", "", ""])
    }
}
