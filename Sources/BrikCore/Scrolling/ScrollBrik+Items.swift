import BrikRendering

/// Collecting a scroll view's items for behaviors, applying what they decide,
/// and the painting order that results.
extension ScrollBrik {
    /// The items under `content` (tree order: a section, then its bricks), in content
    /// coordinates; `sectionFrames[s]` is section s's layout frame.
    func collectItems(content: Brick, origin: Point) -> (items: [BrickAttributes], sectionFrames: [Rect]) {
        var items: [BrickAttributes] = []
        var sectionFrames: [Rect] = [Rect(origin: .zero, size: contentSize)]
        let toContent: (Rect) -> Rect = { $0.offsetBy(dx: -origin.x, dy: -origin.y) }
        guard !content.isHidden else { return ([], sectionFrames) }
        guard content.exposesItemsToBehaviors else {
            let frame = toContent(content.frame)
            items.append(
                BrickAttributes(
                    brick: content, indexPath: BrickIndexPath(section: 0, item: 0), isSection: false,
                    sectionFrame: nil, sectionItem: nil, frame: frame, zIndex: 0))
            return (items, sectionFrames)
        }
        // (container, its section number, the item index of the container itself)
        var pending: [(container: Brick, section: Int, sectionItem: Int?)] = [(content, 0, nil)]
        while !pending.isEmpty {
            let (container, section, sectionItem) = pending.removeFirst()
            let sectionFrame = section == 0 ? nil : toContent(container.frame)
            var position = 0
            for child in Self.flattenedItems(of: container) {
                let item = (container as? any VirtualItemContainer)?.itemIndex(of: child, position: position) ?? position
                position += 1
                let isSection = child.exposesItemsToBehaviors
                items.append(
                    BrickAttributes(
                        brick: child, indexPath: BrickIndexPath(section: section, item: item), isSection: isSection,
                        sectionFrame: sectionFrame, sectionItem: sectionItem, frame: toContent(child.frame), zIndex: 0))
                if isSection {
                    sectionFrames.append(toContent(child.frame))
                    pending.append((child, sectionFrames.count - 1, items.count - 1))
                }
            }
        }
        // Tree order (a section right before its bricks) rather than breadth-first, so
        // "earlier" means "above" for z order and stacking.
        let ordered = Self.treeOrder(items)
        return (ordered, sectionFrames)
    }

    /// The children of `container` that are items: visible ones, with ``Repeat``s
    /// replaced by their instances.
    static func flattenedItems(of container: Brick) -> [Brick] {
        var result: [Brick] = []
        for child in container.children where !child.isHidden {
            if child.flattensIntoContainer {
                result.append(contentsOf: child.children.filter { !$0.isHidden })
            } else {
                result.append(child)
            }
        }
        return result
    }

    /// Reorders breadth-first items into tree order and fixes the section-item references.
    private static func treeOrder(_ items: [BrickAttributes]) -> [BrickAttributes] {
        var childrenOf: [Int: [Int]] = [:]
        var roots: [Int] = []
        for (index, item) in items.enumerated() {
            if let parent = item.sectionItem { childrenOf[parent, default: []].append(index) } else { roots.append(index) }
        }
        var order: [Int] = []
        order.reserveCapacity(items.count)
        var stack = roots.reversed() as [Int]
        while let index = stack.popLast() {
            order.append(index)
            if let children = childrenOf[index] { stack.append(contentsOf: children.reversed()) }
        }
        var newIndex = [Int](repeating: 0, count: items.count)
        for (position, old) in order.enumerated() { newIndex[old] = position }
        return order.map { old in
            let item = items[old]
            return BrickAttributes(
                brick: item.brick, indexPath: item.indexPath, isSection: item.isSection, sectionFrame: item.sectionFrame,
                sectionItem: item.sectionItem.map { newIndex[$0] }, frame: item.originalFrame, zIndex: 0)
        }
    }

    /// Default z indices, in painting order: a section just below its own bricks (so its
    /// background never covers them); among siblings, top-down gives earlier items
    /// higher values (content scrolls under the headers above it), bottom-up the reverse.
    static func assignZIndices(_ items: inout [BrickAttributes], behavior: ZIndexBehavior) {
        var childrenOf: [Int: [Int]] = [:]
        var roots: [Int] = []
        for (index, item) in items.enumerated() {
            if let parent = item.sectionItem { childrenOf[parent, default: []].append(index) } else { roots.append(index) }
        }
        let arrange: ([Int]) -> [Int] = { behavior == .topDown ? $0 : $0.reversed() }
        // A stack of siblings still to paint; popLast takes the one painted next.
        var pending = arrange(roots)
        var rank = 0
        while let index = pending.popLast() {
            items[index].zIndex = rank
            rank += 1
            if let children = childrenOf[index] { pending.append(contentsOf: arrange(children)) }
        }
    }

    /// Moves the bricks to the frames the behaviors chose: a pure move shifts the brick
    /// and everything inside it; a size change lays the brick's inside out again.
    func applyDisplayFrames(_ items: [BrickAttributes], origin: Point) {
        for item in items where item.frame != item.originalFrame {
            let target = item.frame.offsetBy(dx: origin.x, dy: origin.y)
            let current = item.brick.frame
            if target.size == current.size {
                Self.translate(item.brick, dx: target.x - current.x, dy: target.y - current.y)
            } else {
                // Children that are items themselves get their own frames below (tree order).
                let dx = target.x - current.x
                let dy = target.y - current.y
                item.brick.frame = target
                if item.isSection {
                    for child in item.brick.children { Self.translate(child, dx: dx, dy: dy) }
                } else {
                    FramePipeline.layoutInsideShownFrame(of: item.brick, context: behaviorLayoutContext)
                }
            }
        }
    }

    /// A section a behavior moved takes its bricks along (BrickKit moved a section's
    /// attributes with it): each item is shifted by how far the behaviors moved its
    /// section, on top of what they did to the item itself. Tree order puts a section
    /// before its bricks, so moves of nested sections add up.
    static func propagateSectionMoves(_ items: inout [BrickAttributes]) {
        for index in items.indices {
            guard let parent = items[index].sectionItem else { continue }
            let dx = items[parent].frame.x - items[parent].originalFrame.x
            let dy = items[parent].frame.y - items[parent].originalFrame.y
            if dx != 0 || dy != 0 { items[index].frame = items[index].frame.offsetBy(dx: dx, dy: dy) }
        }
    }

    /// Shifts `brick` and its whole subtree.
    static func translate(_ brick: Brick, dx: Int, dy: Int) {
        guard dx != 0 || dy != 0 else { return }
        var pending = [brick]
        while let node = pending.popLast() {
            node.frame = node.frame.offsetBy(dx: dx, dy: dy)
            pending.append(contentsOf: node.children)
        }
    }

    /// The painting order: lower z first (ties in tree order). Sections are painted
    /// alone (their bricks are items of their own), other bricks with what they hold.
    /// A section shown shorter (or narrower) than laid out clips its bricks to what is
    /// left of it (a collapsing header shows its first rows).
    static func paintOrder(_ items: [BrickAttributes]) -> [PaintStep] {
        var clips = [Rect?](repeating: nil, count: items.count)
        for index in items.indices {
            guard let parent = items[index].sectionItem else { continue }
            var clip = clips[parent]
            if items[parent].frame.size != items[parent].originalFrame.size {
                let frame = items[parent].brick.frame
                clip = clip.map { $0.intersection(frame) } ?? frame
            }
            clips[index] = clip
        }
        let order = paintSequence(items)
        return order.map { index in
            let item = items[index]
            return PaintStep(
                brick: item.brick, includesChildren: !item.isSection, alpha: item.alpha, clip: clips[index],
                isOpaque: item.frame != item.originalFrame)
        }
    }
}

extension ScrollBrik {
    /// Item indices in painting order (z, then tree order), without those of alpha 0.
    ///
    /// Default z indices are a permutation of 0..<n, so they are placed by counting, not
    /// sorted (top-down order reverses the tree, the worst case of the standard sort for
    /// small arrays); only z indices a behavior set outside that range, or twice, are sorted.
    static func paintSequence(_ items: [BrickAttributes]) -> [Int] {
        let count = items.count
        var slots = [Int](repeating: -1, count: count)
        var others: [Int] = []
        for index in 0..<count where items[index].alpha > 0 {
            let z = items[index].zIndex
            if z >= 0, z < count, slots[z] < 0 {
                slots[z] = index
            } else {
                others.append(index)
            }
        }
        others.sort { items[$0].zIndex != items[$1].zIndex ? items[$0].zIndex < items[$1].zIndex : $0 < $1 }
        var order: [Int] = []
        order.reserveCapacity(count)
        var next = 0
        for z in 0..<count {
            let index = slots[z]
            guard index >= 0 else { continue }
            // Items with the same or a lower z placed by sorting go first, then tree order
            // decides among equal z: a slotted item is the first with its z it met.
            while next < others.count,
                items[others[next]].zIndex < z || (items[others[next]].zIndex == z && others[next] < index)
            {
                order.append(others[next])
                next += 1
            }
            order.append(index)
        }
        order.append(contentsOf: others[next...])
        return order
    }
}

/// One brick to paint inside a scroll view, in order.
struct PaintStep {
    /// The brick.
    let brick: Brick
    /// Whether its children are painted with it (false for sections, whose bricks are items).
    let includesChildren: Bool
    /// Below 1 the brick is dimmed after painting.
    let alpha: Double
    /// Where it may paint (screen cells) when a section holding it is shown smaller; nil: anywhere.
    var clip: Rect? = nil
    /// Whether its frame is cleared first: a brick a behavior moved lies over other
    /// content (a stuck header over the rows under it), which must not show through.
    var isOpaque = false
}

/// A container whose children stand for items of a larger list (a virtual section):
/// it says which item each child is.
@MainActor
protocol VirtualItemContainer: AnyObject {
    /// The item index of `child`, the `position`-th visible child.
    func itemIndex(of child: Brick, position: Int) -> Int
}
