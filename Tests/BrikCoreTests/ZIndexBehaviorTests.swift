import BrikRendering
import Testing

@testable import BrikCore

/// Offset, max-z and set-z behaviors, and top-down against bottom-up painting, with overlapping bricks.
@MainActor
@Suite struct ZIndexBehaviorTests {
    /// Three one-row labels; B is moved onto A's row two columns in, C onto A's row four columns in.
    func overlapping(_ zIndex: ZIndexBehavior, _ extra: [any LayoutBehavior] = []) -> (ScrollBrik, TestTerminal) {
        let scroll = ScrollBrik { _ in
            VBrik(alignment: .fill) { _ in
                Label("AAAAAA").identifier("a")
                Label("BBBB").identifier("b")
                Label("CC").identifier("c")
                Label("row 3")
            }
        }
        scroll.zIndexBehavior = zIndex
        let offset = OffsetLayoutBehavior(originOffset: { item in
            switch item.identifier {
            case "b": Size(width: 2, height: -1)
            case "c": Size(width: 4, height: -2)
            default: nil
            }
        })
        scroll.behaviors = [offset] + extra
        return (scroll, TestTerminal(root: scroll, size: Size(width: 10, height: 3)))
    }

    @Test func offsetMovesDisplayFramesNotLayoutFrames() {
        let (scroll, _) = overlapping(.topDown)
        let frames = scroll.displayedItems.map(\.frame)
        let originals = scroll.displayedItems.map(\.originalFrame)
        #expect(frames[1] == Rect(x: 2, y: 0, width: 9, height: 1))
        #expect(frames[2] == Rect(x: 4, y: 0, width: 9, height: 1))
        #expect(originals[1] == Rect(x: 0, y: 1, width: 9, height: 1))
        #expect(originals[2] == Rect(x: 0, y: 2, width: 9, height: 1))
    }

    @Test func topDownPaintsEarlierItemsOnTop() {
        let (_, terminal) = overlapping(.topDown)
        #expect(terminal.screen == ["AAAAAA   █", "         █", "         ░"])
    }

    @Test func bottomUpPaintsLaterItemsOnTop() {
        let (_, terminal) = overlapping(.bottomUp)
        #expect(terminal.screen == ["AABBCC   █", "         █", "         ░"])
    }

    @Test func maxZIndexLiftsChosenItemsInItemOrder() {
        let lift = MaxZIndexLayoutBehavior { $0.identifier == "a" || $0.identifier == "b" }
        let (scroll, terminal) = overlapping(.bottomUp, [lift])
        // a gets maxZIndex + 1, b maxZIndex + 2: b over a, both over c.
        let maxZ = scroll.displayedItems.count - 1
        #expect(scroll.displayedItems.map(\.zIndex).prefix(2) == [maxZ + 1, maxZ + 2])
        #expect(terminal.screen == ["AABBBB   █", "         █", "         ░"])
    }

    @Test func setZIndexPutsItemsInLayers() {
        let layers = SetZIndexLayoutBehavior { item in
            switch item.identifier {
            case "a": 3
            case "c": 1
            default: nil
            }
        }
        let (_, terminal) = overlapping(.topDown, [layers])
        // a (layer 3) over c (layer 1) over b (top-down, below both).
        #expect(terminal.screen == ["AAAAAA   █", "         █", "         ░"])
        let (_, swapped) = overlapping(.topDown, [SetZIndexLayoutBehavior { $0.identifier == "c" ? 0 : nil }])
        #expect(swapped.screen == ["AAAACC   █", "         █", "         ░"])
    }

    @Test func dataSourcesAreAskedPerItemWithTheirIdentifiers() {
        final class Source: OffsetLayoutBehaviorDataSource, MaxZIndexLayoutBehaviorDataSource {
            var asked: [String] = []
            func offsetLayoutBehavior(
                _ behavior: OffsetLayoutBehavior, originOffsetForItemAt indexPath: BrickIndexPath,
                withIdentifier identifier: String, in layout: BehaviorLayout
            ) -> Size? {
                asked.append("\(identifier)\(indexPath)")
                return identifier == "b" ? Size(width: 1, height: -1) : nil
            }
            func offsetLayoutBehavior(
                _ behavior: OffsetLayoutBehavior, sizeOffsetForItemAt indexPath: BrickIndexPath,
                withIdentifier identifier: String, in layout: BehaviorLayout
            ) -> Size? { identifier == "b" ? Size(width: -7, height: 0) : nil }
            func maxZIndexLayoutBehavior(
                _ behavior: MaxZIndexLayoutBehavior, shouldHaveMaxZIndexAt indexPath: BrickIndexPath,
                withIdentifier identifier: String, in layout: BehaviorLayout
            ) -> Bool { identifier == "b" }
        }
        let source = Source()
        let scroll = ScrollBrik { _ in
            VBrik(alignment: .fill) { _ in
                Label("AAAAAA").identifier("a")
                Label("BBBB").identifier("b")
            }
        }
        scroll.behaviors = [OffsetLayoutBehavior(dataSource: source), MaxZIndexLayoutBehavior(dataSource: source)]
        let terminal = TestTerminal(root: scroll, size: Size(width: 10, height: 2))
        #expect(source.asked.suffix(2) == ["a[0, 0]", "b[0, 1]"])
        #expect(scroll.displayedItems[1].frame == Rect(x: 1, y: 0, width: 2, height: 1))
        #expect(terminal.screen == ["ABBAAA   █", "         █"])
    }
}
