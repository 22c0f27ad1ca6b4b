import BrikRendering

/// What a brick is in a section's collection (BrickKit's `BrickInfo`).
public struct BrickInfo {
    /// The brick itself.
    public let brick: Brick
    /// Its BrickKit identifier.
    public let identifier: String
    /// Its index among the instances of its ``Repeat`` (0 when not repeated).
    public let index: Int
    /// The index of the repeated section instance it is in (0 outside any).
    public let collectionIndex: Int
    /// The identifier of that repeated section ("" outside any).
    public let collectionIdentifier: String
    /// Where it is: section (breadth-first from the queried section, 0 itself) and item.
    public let indexPath: BrickIndexPath
}

/// Index-path queries (BrickKit's `indexPathsForBricksWithIdentifier`, `brick(at:)`,
/// `indexPathsForVisibleBricks`).
///
/// Index paths number the sections breadth-first from this one (0) as BrickKit did, and
/// the items in a section as its flow holds them, hidden bricks included (a hidden brick
/// keeps its path). They describe the last layout: after a change, lay out first.
extension Section {
    /// This section and the sections in its flows, breadth-first; kept for one layout pass.
    var sectionsBreadthFirst: [Section] {
        let pass = application?.layoutPass ?? -1
        if let cachedSections, cachedSections.pass == pass, pass >= 0 { return cachedSections.sections }
        var sections: [Section] = [self]
        var next = 0
        while next < sections.count {
            let section = sections[next]
            next += 1
            for brick in section.flowItems { if let nested = brick as? Section { sections.append(nested) } }
        }
        cachedSections = (pass, sections)
        return sections
    }

    /// The bricks of the last flow (hidden ones included); before any layout, the children.
    var flowItems: [Brick] {
        if let bricks = lastFlow?.bricks { return bricks }
        var bricks: [Brick] = []
        for child in children {
            if child.flattensIntoContainer { bricks.append(contentsOf: child.children) } else { bricks.append(child) }
        }
        return bricks
    }

    /// Where `brick` is in this section's collection; nil when it is not one of its items.
    public func indexPath(of brick: Brick) -> BrickIndexPath? {
        var holder = brick.parent
        if let group = holder, group.flattensIntoContainer, !(group is Section) { holder = group.parent }
        guard let section = holder as? Section,
            let number = sectionsBreadthFirst.firstIndex(where: { $0 === section })
        else { return nil }
        let items = section.flowItems
        let position = Int(brick.layoutState.flowPosition)
        if position < items.count, items[position] === brick { return BrickIndexPath(section: number, item: position) }
        guard let found = items.firstIndex(where: { $0 === brick }) else { return nil }
        return BrickIndexPath(section: number, item: found)
    }

    /// The index paths of the bricks with `identifier` (only the instance `index` of a
    /// ``Repeat`` when given), in tree order.
    public func indexPathsForBricksWithIdentifier(_ identifier: String, index: Int? = nil) -> [BrickIndexPath] {
        bricks(withIdentifier: identifier).compactMap { brick in
            if let index, (brick.repeatIndex ?? 0) != index { return nil }
            return indexPath(of: brick)
        }
    }

    /// The brick at `indexPath`, or nil when there is none.
    public func brick(at indexPath: BrickIndexPath) -> Brick? {
        let sections = sectionsBreadthFirst
        guard indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        let items = sections[indexPath.section].flowItems
        return indexPath.item >= 0 && indexPath.item < items.count ? items[indexPath.item] : nil
    }

    /// What the brick at `indexPath` is: identifier, repeat index, collection.
    public func brickInfo(at indexPath: BrickIndexPath) -> BrickInfo? {
        guard let brick = brick(at: indexPath) else { return nil }
        let holder = sectionsBreadthFirst[indexPath.section].collection
        return BrickInfo(
            brick: brick, identifier: brick.identifier, index: brick.repeatIndex ?? 0, collectionIndex: holder.index,
            collectionIdentifier: holder.identifier, indexPath: indexPath)
    }

    /// The index paths of the bricks shown in the enclosing scroll view's viewport (the
    /// screen when there is none), sections in order, items in order. Each section's items
    /// are found by a binary search over its rows, so this costs what is visible.
    public var indexPathsForVisibleBricks: [BrickIndexPath] {
        let region = visibleRegion
        var paths: [BrickIndexPath] = []
        for (number, section) in sectionsBreadthFirst.enumerated() where !section.isHidden {
            guard section === self || section.layoutFrame.intersects(region) else { continue }
            for item in section.visibleItems(in: region) { paths.append(BrickIndexPath(section: number, item: item)) }
        }
        return paths
    }

    /// The area bricks are visible in, in screen cells.
    private var visibleRegion: Rect {
        let screen = application.map { Rect(origin: .zero, size: $0.size) }
        if let viewport = enclosingScrollContainer?.viewport { return screen.map { viewport.intersection($0) } ?? viewport }
        return screen ?? layoutFrame
    }

    /// The flow positions of this section's bricks that intersect `region` and are shown.
    func visibleItems(in region: Rect) -> [Int] {
        guard let flow = lastFlow, !flow.bricks.isEmpty, flow.result.frames.count == flow.bricks.count,
            !region.isEmpty
        else { return [] }
        let frames = flow.result.frames
        // The flow's frames are the section's; the bricks' layout frames are on the screen.
        guard let placed = flow.bricks.indices.first(where: { !flow.hidden[$0] }) else { return [] }
        let dx = flow.bricks[placed].layoutFrame.x - frames[placed].x
        let dy = flow.bricks[placed].layoutFrame.y - frames[placed].y
        let local = region.offsetBy(dx: -dx, dy: -dy)
        var start = 0
        var end = frames.count
        if flowDirection == .horizontal {
            start = Self.firstIndex(in: frames.count) { frames[$0].maxX > local.minX }
            end = Self.firstIndex(in: frames.count) { frames[$0].minX >= local.maxX }
        } else if !flow.result.rows.isEmpty {
            let rows = flow.result.rows
            // The last row starting at or above the region's top, and the first starting below it.
            let after = Self.firstIndex(in: rows.count) { rows[$0].y > local.minY }
            start = after == 0 ? 0 : rows[after - 1].firstItem
            let below = Self.firstIndex(in: rows.count) { rows[$0].y >= local.maxY }
            end = below < rows.count ? rows[below].firstItem : frames.count
        }
        var items: [Int] = []
        guard start < end else { return items }
        for index in start..<end where !flow.hidden[index] && frames[index].intersects(local) { items.append(index) }
        return items
    }

    /// The first index in `0..<count` for which `isPast` holds (it holds for all after it).
    private static func firstIndex(in count: Int, where isPast: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
