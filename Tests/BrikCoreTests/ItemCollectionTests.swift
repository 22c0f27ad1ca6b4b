import BrikRendering
import SeededRandom
import Testing

@testable import BrikCore

/// The items a scroll view hands its behaviors, on random trees of nested sections with
/// hidden bricks and flattened groups: tree order, sections numbered breadth-first, and
/// the default z indices, against their definitions written the plain way.
@MainActor
@Suite struct ItemCollectionTests {
    /// A group that stands in its place in its container, as a ``Repeat`` does.
    final class Group: Brick {
        override var flattensIntoContainer: Bool { true }
    }

    /// A random tree under a section, `depth` levels of sections at most.
    static func randomSection(depth: Int, using random: inout SplitMix64) -> Section {
        let section = Section()
        for _ in 0..<Int(random.next() % 5) {
            let child: Brick
            switch random.next() % 6 {
            case 0 where depth > 0, 1 where depth > 0: child = randomSection(depth: depth - 1, using: &random)
            case 2:
                let group = Group()
                for _ in 0..<Int(random.next() % 3) { group.addChild(Label("g").hidden(random.next() % 4 == 0)) }
                child = group
            default: child = Label("x")
            }
            child.frame = Rect(x: 0, y: Int(random.next() % 50), width: 10, height: 1)
            child.isHidden = random.next() % 7 == 0
            section.addChild(child)
        }
        return section
    }

    /// The flattened, shown children of `container`.
    static func items(of container: Brick) -> [Brick] {
        container.children.filter { !$0.isHidden }.flatMap { child in
            child.flattensIntoContainer ? child.children.filter { !$0.isHidden } : [child]
        }
    }

    @Test func itemsComeInTreeOrderWithSectionsNumberedLevelByLevel() {
        var random = SplitMix64(seed: 5)
        for run in 0..<200 {
            let content = Self.randomSection(depth: 3, using: &random)
            let scroll = ScrollBrik { _ in content }
            let (items, sectionFrames) = scroll.collectItems(content: content, origin: .zero)
            // Section numbers: breadth-first over the sections.
            var number: [ObjectIdentifier: Int] = [ObjectIdentifier(content): 0]
            var queue: [Brick] = [content]
            while !queue.isEmpty {
                let section = queue.removeFirst()
                for child in Self.items(of: section) where child.exposesItemsToBehaviors {
                    number[ObjectIdentifier(child)] = number.count
                    queue.append(child)
                }
            }
            // Items: depth-first, a section right before its bricks.
            var expected: [(brick: Brick, section: Int, item: Int, holder: Brick?)] = []
            func visit(_ section: Brick, holder: Brick?) {
                for (position, child) in Self.items(of: section).enumerated() {
                    expected.append((child, number[ObjectIdentifier(section)]!, position, holder))
                    if child.exposesItemsToBehaviors { visit(child, holder: child) }
                }
            }
            visit(content, holder: nil)
            #expect(items.map { ObjectIdentifier($0.brick) } == expected.map { ObjectIdentifier($0.brick) }, "run \(run)")
            #expect(items.map(\.indexPath) == expected.map { BrickIndexPath(section: $0.section, item: $0.item) })
            #expect(
                items.map { $0.sectionItem.map { items[$0].brick } ?? nil }.map { $0.map(ObjectIdentifier.init) }
                    == expected.map { $0.holder.map(ObjectIdentifier.init) })
            #expect(sectionFrames.count == number.count)
        }
    }

    @Test func defaultZIndicesFollowTheirDefinition() {
        var random = SplitMix64(seed: 6)
        for run in 0..<200 {
            let content = Self.randomSection(depth: 3, using: &random)
            let scroll = ScrollBrik { _ in content }
            for behavior in [ZIndexBehavior.topDown, .bottomUp] {
                var items = scroll.collectItems(content: content, origin: .zero).items
                ScrollBrik.assignZIndices(&items, behavior: behavior)
                #expect(items.map(\.zIndex) == Self.referenceZIndices(items, behavior: behavior), "run \(run) \(behavior)")
            }
        }
    }

    /// Depth-first from the roots, a stack of siblings where the last pushed is painted
    /// next: top-down pushes them in order (so the last sibling gets the lowest rank).
    static func referenceZIndices(_ items: [BrickAttributes], behavior: ZIndexBehavior) -> [Int] {
        var childrenOf: [Int: [Int]] = [:]
        var roots: [Int] = []
        for (index, item) in items.enumerated() {
            if let parent = item.sectionItem { childrenOf[parent, default: []].append(index) } else { roots.append(index) }
        }
        let arrange: ([Int]) -> [Int] = { behavior == .topDown ? $0 : $0.reversed() }
        var z = [Int](repeating: -1, count: items.count)
        var pending = arrange(roots)
        var rank = 0
        while let index = pending.popLast() {
            z[index] = rank
            rank += 1
            pending.append(contentsOf: arrange(childrenOf[index] ?? []))
        }
        return z
    }
}
