import BrikRendering
import SeededRandom
import Testing

@testable import BrikCore

/// The painting order is placed by counting for default z indices; it must equal a plain
/// stable sort by z (then tree order) whatever behaviors did to the z indices and alpha.
@MainActor
@Suite struct PaintOrderTests {
    @Test func countingPlacementEqualsAStableSortByZ() {
        var random = SplitMix64(seed: 11)
        for run in 0..<300 {
            let count = Int(random.next() % 30)
            var items = (0..<count).map { index in
                BrickAttributes(
                    brick: Brick(), indexPath: BrickIndexPath(section: 0, item: index), isSection: false,
                    sectionFrame: nil, sectionItem: nil, frame: .zero, zIndex: 0)
            }
            ScrollBrik.assignZIndices(&items, behavior: run % 2 == 0 ? .topDown : .bottomUp)
            for index in items.indices {
                switch random.next() % 6 {
                case 0: items[index].zIndex = count + Int(random.next() % 4)  // lifted, possibly shared
                case 1: items[index].zIndex = Int(random.next() % UInt64(max(1, count)))  // a duplicate
                case 2: items[index].alpha = 0
                default: break
                }
            }
            let expected = items.indices.filter { items[$0].alpha > 0 }.sorted {
                items[$0].zIndex != items[$1].zIndex ? items[$0].zIndex < items[$1].zIndex : $0 < $1
            }
            #expect(ScrollBrik.paintSequence(items) == expected, "run \(run)")
        }
    }
}
