import BrikRendering

/// Collecting a scroll view's items for behaviors, applying what they decide,
/// and the painting order that results.
extension ScrollBrik {
    /// The items under `content` (tree order: a section, then its bricks), in content
    /// coordinates; `sectionFrames[s]` is section s's layout frame.
    ///
    /// Sections are numbered breadth-first (level by level, as BrickKit numbered them) while
    /// the items come in tree order. Every container's items are found together, so the
    /// items of each section are one range of the breadth-first list and tree order follows
    /// from those ranges: arrays only, nothing hashed, one ``BrickAttributes`` per item.
    func collectItems(content: Brick, origin: Point) -> (items: [BrickAttributes], sectionFrames: [Rect]) {
        var sectionFrames: [Rect] = [Rect(origin: .zero, size: contentSize)]
        guard !content.isHidden else { return ([], sectionFrames) }
        guard content.exposesItemsToBehaviors else {
            let frame = content.frame.offsetBy(dx: -origin.x, dy: -origin.y)
            let item = BrickAttributes(
                brick: content, indexPath: BrickIndexPath(section: 0, item: 0), isSection: false,
                sectionFrame: nil, sectionItem: nil, frame: frame, zIndex: 0)
            return ([item], sectionFrames)
        }
        if let flat = Self.itemsWithoutSections(of: content, origin: origin) { return (flat, sectionFrames) }
        var found: [FoundItem] = []
        // The breadth-first range of each found item's own items (empty unless a section).
        var itemsOf: [Range<Int>] = []
        var rootItems = 0..<0
        // (container, its section number, the found index of the container itself)
        var pending: [(container: Brick, section: Int, sectionItem: Int?)] = [(content, 0, nil)]
        var next = 0
        while next < pending.count {
            let (container, section, sectionItem) = pending[next]
            next += 1
            let virtual = container as? any VirtualItemContainer
            let start = found.count
            for (position, child) in Self.flattenedItems(of: container).enumerated() {
                let isSection = child.exposesItemsToBehaviors
                let item = virtual?.itemIndex(of: child, position: position) ?? position
                found.append(
                    FoundItem(
                        brick: child, indexPath: BrickIndexPath(section: section, item: item), isSection: isSection,
                        sectionItem: sectionItem))
                itemsOf.append(0..<0)
                if isSection {
                    sectionFrames.append(child.frame.offsetBy(dx: -origin.x, dy: -origin.y))
                    pending.append((child, sectionFrames.count - 1, found.count - 1))
                }
            }
            if let sectionItem { itemsOf[sectionItem] = start..<found.count } else { rootItems = start..<found.count }
        }
        // Tree order, so "earlier" means "above" for z order and stacking.
        var order: [Int] = []
        order.reserveCapacity(found.count)
        var stack: [Int] = rootItems.reversed()
        while let index = stack.popLast() {
            order.append(index)
            stack.append(contentsOf: itemsOf[index].reversed())
        }
        var position = [Int](repeating: 0, count: found.count)
        for (newIndex, old) in order.enumerated() { position[old] = newIndex }
        var items: [BrickAttributes] = []
        items.reserveCapacity(found.count)
        for old in order {
            let item = found[old]
            var sectionItem: Int?
            if let holder = item.sectionItem { sectionItem = position[holder] }
            // Frames read again here rather than kept per found item: the list stays small.
            let section = item.indexPath.section
            items.append(
                BrickAttributes(
                    brick: item.brick, indexPath: item.indexPath, isSection: item.isSection,
                    sectionFrame: section == 0 ? nil : sectionFrames[section], sectionItem: sectionItem,
                    frame: item.brick.frame.offsetBy(dx: -origin.x, dy: -origin.y), zIndex: 0))
        }
        return (items, sectionFrames)
    }

    /// The items of `content` when none of them is a section (a plain list): already in tree
    /// order, so made at once, without the breadth-first list in between; nil otherwise.
    private static func itemsWithoutSections(of content: Brick, origin: Point) -> [BrickAttributes]? {
        let bricks = flattenedItems(of: content)
        for brick in bricks where brick.exposesItemsToBehaviors { return nil }
        let virtual = content as? any VirtualItemContainer
        var items: [BrickAttributes] = []
        items.reserveCapacity(bricks.count)
        for (position, brick) in bricks.enumerated() {
            let item = virtual?.itemIndex(of: brick, position: position) ?? position
            items.append(
                BrickAttributes(
                    brick: brick, indexPath: BrickIndexPath(section: 0, item: item), isSection: false, sectionFrame: nil,
                    sectionItem: nil, frame: brick.frame.offsetBy(dx: -origin.x, dy: -origin.y), zIndex: 0))
        }
        return items
    }

    /// Whether `content` or a section in it provides behaviors (a split section's pinned
    /// headers): only sections are looked into, and nothing is collected.
    static func providesBehaviors(_ content: Brick) -> Bool {
        if content is any LayoutBehaviorProviding { return true }
        guard content.exposesItemsToBehaviors else { return false }
        var pending = [content]
        while let container = pending.popLast() {
            var found = false
            forEachItem(of: container) { child in
                guard child.exposesItemsToBehaviors else { return }
                if child is any LayoutBehaviorProviding { found = true }
                pending.append(child)
            }
            if found { return true }
        }
        return false
    }

    /// Calls `body` with each item of `container` in order, as ``flattenedItems(of:)`` lists them.
    static func forEachItem(of container: Brick, _ body: (Brick) -> Void) {
        for child in container.childrenForLayoutPass where !child.isHidden {
            if child.flattensIntoContainer {
                for grandchild in child.children where !grandchild.isHidden { body(grandchild) }
            } else {
                body(child)
            }
        }
    }

    /// Calls `body` with every item under `content` in tree order (a section, then its
    /// items) and its layout frame in content coordinates, without collecting them.
    func forEachLayoutItem(_ body: (Brick, Rect) -> Void) {
        guard let content, !content.isHidden else { return }
        let origin = content.frame.origin
        guard content.exposesItemsToBehaviors else {
            body(content, content.frame.offsetBy(dx: -origin.x, dy: -origin.y))
            return
        }
        func visit(_ container: Brick) {
            Self.forEachItem(of: container) { child in
                body(child, child.frame.offsetBy(dx: -origin.x, dy: -origin.y))
                if child.exposesItemsToBehaviors { visit(child) }
            }
        }
        visit(content)
    }

    /// The children of `container` that are items: visible ones, with ``Repeat``s
    /// replaced by their instances.
    /// A lazy section gives only the bricks it placed (the others have no frames yet).
    static func flattenedItems(of container: Brick) -> [Brick] {
        // A container that orders its items itself (a section whose order data source
        // remaps its flow): in that order, as the index paths it reports say.
        if let ordered = container.childItemOrder { return ordered }
        var result: [Brick] = []
        for child in container.childrenForLayoutPass where !child.isHidden {
            if child.flattensIntoContainer {
                for grandchild in child.children where !grandchild.isHidden { result.append(grandchild) }
            } else {
                result.append(child)
            }
        }
        return result
    }

    /// Default z indices, in painting order: a section just below its own bricks (so its
    /// background never covers them); among siblings, top-down gives earlier items
    /// higher values (content scrolls under the headers above it), bottom-up the reverse.
    static func assignZIndices(_ items: inout [BrickAttributes], behavior: ZIndexBehavior) {
        let count = items.count
        // The items of each section item (and, at `count`, the roots) in tree order, as
        // ranges of one flat array: `members[starts[p]..<starts[p + 1]]`.
        var starts = [Int](repeating: 0, count: count + 2)
        for index in 0..<count { starts[(items[index].sectionItem ?? count) + 1] += 1 }
        for slot in 0...count { starts[slot + 1] += starts[slot] }
        var fill = starts
        var members = [Int](repeating: 0, count: count)
        for index in 0..<count {
            let holder = items[index].sectionItem ?? count
            members[fill[holder]] = index
            fill[holder] += 1
        }
        // A stack of siblings still to paint; popLast takes the one painted next.
        var pending: [Int] = []
        pending.reserveCapacity(count)
        var holder = count
        var rank = 0
        while true {
            let range = starts[holder]..<starts[holder + 1]
            if behavior == .topDown {
                for slot in range { pending.append(members[slot]) }
            } else {
                for slot in range.reversed() { pending.append(members[slot]) }
            }
            guard let index = pending.popLast() else { break }
            items[index].zIndex = rank
            rank += 1
            holder = index
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
        // A loop, not `map`: a closure made on the main actor checks its executor on every call.
        var steps: [PaintStep] = []
        steps.reserveCapacity(items.count)
        for index in paintSequence(items) {
            let item = items[index]
            steps.append(
                PaintStep(
                    brick: item.brick, includesChildren: !item.isSection, alpha: item.alpha, clip: clips[index],
                    isOpaque: item.frame != item.originalFrame))
        }
        return steps
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

/// An item as ``ScrollBrik/collectItems(content:origin:)`` finds it, breadth-first (its
/// frames are read from the brick when the item is made).
private struct FoundItem {
    let brick: Brick
    let indexPath: BrickIndexPath
    let isSection: Bool
    let sectionItem: Int?
}

/// A container whose children stand for items of a larger list (a virtual section):
/// it says which item each child is.
@MainActor
protocol VirtualItemContainer: AnyObject {
    /// The item index of `child`, the `position`-th visible child.
    func itemIndex(of child: Brick, position: Int) -> Int
}
