import BrikRendering

/// A virtual section's layout: the rows near the viewport are measured and placed, the
/// viewport kept still while rows above it change height.
extension VirtualSection {
    /// Finds the columns of a row at `width` (as a ``Section``'s flow places bricks of
    /// ``itemWidth``); when the number a row holds changes, the rows are counted again and
    /// the first visible item stays first.
    func prepareRows(forWidth width: Int, environment: LayoutEnvironment) {
        guard width != columnsWidth else { return }
        columnsWidth = width
        columns = Self.columns(of: itemWidth, width: width, inset: inset, environment: environment)
        let perRow = max(1, columns.count)
        guard perRow != itemsPerRow else { return }
        let firstItem = anchor.map { $0.index * itemsPerRow }
        itemsPerRow = perRow
        heights = HeightIndex(count: Self.rows(itemCount, perRow), estimate: rowEstimate)
        dirty = []
        if let firstItem {
            anchor = (firstItem / perRow, 0)
            needsAnchorRestore = true
        }
    }

    /// The left edge and width of each item of a row `width` columns wide: as many items of
    /// `rule` as fit (at least one), with the flow's exact edges and `inset` between them.
    static func columns(
        of rule: BrickDimension, width: Int, inset: Int, environment: LayoutEnvironment
    ) -> [(x: Int, width: Int)] {
        let total = Double(max(0, width))
        var cursor = 0.0
        var previousRight: Int?
        var result: [(x: Int, width: Int)] = []
        // A row of a thousand items is more than any screen shows.
        while result.count < 1_000 {
            let exact = rule.width(in: total, startingAt: cursor, inset: inset, widthRatio: 1, environment: environment)
            if !result.isEmpty, cursor + exact > total + 1e-7 { break }
            let left = previousRight.map { $0 + inset } ?? Int(cursor.rounded(.toNearestOrAwayFromZero))
            let right = Int((cursor + exact).rounded(.toNearestOrAwayFromZero))
            let itemWidth = max(0, right - left)
            result.append((left, itemWidth))
            previousRight = left + itemWidth
            cursor += exact + Double(inset)
            // Nothing wide never fills a row: one a row.
            if exact <= 0 { break }
        }
        return result
    }

    func layOutWindow(context: LayoutContext) {
        isLayingOut = true
        defer { isLayingOut = false }
        prepareIfNeeded()
        let area = contentFrame
        prepareRows(forWidth: area.width, environment: context.environment)
        // What the bricks around measured this section at (before a width change resets it).
        let measuredHeight = contentHeight
        guard heights.count > 0 else {
            anchor = nil
            if !children.isEmpty { setChildren([]) }
            mounted = MountedWindow()
            return
        }
        // The scroll view around tells its viewport through the context, and hears back how
        // far measuring items above the viewport moved what it shows.
        let scroll = context.scroll
        let port = scroll?.viewport ?? Rect(origin: .zero, size: context.environment.screen)
        let pinned = scroll?.isPinnedToEnd ?? false
        var restore: (index: Int, rowOffset: Int)?
        if let width = measuredWidth, width != area.width {
            heights.reset()
            restore = anchor
        }
        if needsAnchorRestore {
            needsAnchorRestore = false
            restore = anchor
        }
        if let top = pendingTopItem {
            pendingTopItem = nil
            restore = (min(top, itemCount - 1) / itemsPerRow, 0)
        }
        // The anchor is from before a reload: the count may have shrunk below it.
        if let kept = restore, kept.index >= heights.count { restore = (heights.count - 1, 0) }
        measuredWidth = area.width
        let plan = WindowPlan(
            portTop: port.minY - area.y, portHeight: port.height, overscan: overscan, pinned: pinned,
            reportsShiftsFromAbove: !isInsideVirtualSection)
        let previous = mounted
        // Bricks made (or reused) during this layout, for items the previous window lacked,
        // and those an insert or delete renumbered.
        var made = carried
        carried = [:]
        let shift = settle(
            plan, restore: pinned ? nil : restore, previous: previous, made: &made, context: context)
        let window = plan.window(in: heights, shift: shift, contentHeight: contentHeight) ?? 0..<0
        let firstItem = window.isEmpty ? 0 : window.lowerBound * itemsPerRow
        var ordered: [Brick] = []
        ordered.reserveCapacity(window.count * itemsPerRow)
        // Offsets add up row by row: one prefix-sum query for the window, not one per row.
        var offset = window.isEmpty ? 0 : heights.offset(of: window.lowerBound)
        for row in window {
            let height = heights.height(at: row)
            for item in items(inRow: row) {
                let brick = previous[item] ?? (made.isEmpty ? nil : made.removeValue(forKey: item)) ?? makeItem(item)
                ordered.append(brick)
                let column = columns.isEmpty ? (x: 0, width: area.width) : columns[item - row * itemsPerRow]
                brick.frame = Rect(
                    x: area.x + column.x, y: area.y + offset, width: column.width, height: max(0, height - inset))
            }
            offset += height
        }
        let shown = firstItem..<(firstItem + ordered.count)
        if !pendingInserts.isEmpty {
            // Inserted items shown now slide in (the appear behavior takes virtual items it is told of).
            if let tracker = enclosingScrollView?.appearTracker {
                for range in pendingInserts {
                    for item in range.clamped(to: shown) { tracker.announced.insert(ObjectIdentifier(ordered[item - firstItem])) }
                }
            }
            pendingInserts = []
        }
        // Items that left the window (or were measured on the way and fell out of it).
        for (position, brick) in previous.bricks.enumerated() where !shown.contains(previous.first + position) {
            retire(brick)
        }
        for brick in made.values { retire(brick) }
        mounted = MountedWindow(first: firstItem, bricks: ordered)
        dirty = []
        let top = plan.portTop + shift
        if area.width <= 0 || port.height <= 0 {
            // A degenerate layout (no columns or no rows) measures items as empty: an anchor
            // taken now would name the first item with any height, and a resize back would
            // scroll to it. Keep the place from before.
        } else if top >= 0, top < contentHeight, let first = heights.index(at: top) {
            anchor = (first, top - heights.offset(of: first))
        } else {
            anchor = nil
        }
        if ordered.count != children.count || zip(ordered, children).contains(where: { $0 !== $1 }) {
            // This pass lays the new window out; only a height the bricks around did not
            // measure needs another pass (they placed this section, and what follows it).
            replaceChildrenWhileLayingOut(ordered)
            if contentHeight != measuredHeight { setNeedsLayout() }
        }
        if shift != 0 { scroll?.anchorShift.y += shift }
    }

    /// Measures the rows that come into the window until nothing new does, moving the
    /// (predicted) viewport so the anchor row stays put; returns how far it moved.
    private func settle(
        _ plan: WindowPlan, restore: (index: Int, rowOffset: Int)?, previous: MountedWindow,
        made: inout [Int: Brick], context: LayoutContext
    ) -> Int {
        var measuredNow: Set<Int> = []
        func brick(for item: Int) -> (brick: Brick, wasMounted: Bool) {
            if let mountedBrick = previous[item] ?? (made.isEmpty ? nil : made[item]) { return (mountedBrick, true) }
            let brick = makeItem(item)
            made[item] = brick
            return (brick, false)
        }
        func ensureMeasured(_ row: Int) -> Bool {
            let items = items(inRow: row)
            var bricks: [Brick] = []
            bricks.reserveCapacity(items.count)
            var allMounted = true
            for item in items {
                let found = brick(for: item)
                bricks.append(found.brick)
                allMounted = allMounted && found.wasMounted
            }
            // The common case of a scroll: a row shown before, measured and unchanged.
            if allMounted, heights.isMeasured(row), dirty.isEmpty || !dirty.contains(row) { return false }
            guard measuredNow.insert(row).inserted else { return false }
            var tallest = 0
            for (offset, brick) in bricks.enumerated() {
                let width = columns.isEmpty ? contentFrame.width : columns[offset].width
                tallest = max(tallest, measure(brick, width: width, context: context))
            }
            let height = tallest + inset
            if !heights.isMeasured(row) || heights.height(at: row) != height { heights.set(height: height, at: row) }
            return true
        }
        var shift = 0
        if let restore {
            _ = ensureMeasured(restore.index)
            let row = min(restore.rowOffset, max(0, heights.height(at: restore.index) - 1))
            shift = heights.offset(of: restore.index) + row - plan.portTop
        }
        for _ in 0..<16 {
            let top = plan.portTop + shift
            let anchorIndex = top >= 0 && top < contentHeight ? heights.index(at: top) : nil
            let anchorBefore = anchorIndex.map { heights.offset(of: $0) }
            let totalBefore = contentHeight
            guard let window = plan.window(in: heights, shift: shift, contentHeight: contentHeight) else { break }
            var measuredAny = false
            for row in window where ensureMeasured(row) { measuredAny = true }
            if plan.pinned {
                shift += contentHeight - totalBefore
            } else if let anchorIndex, let anchorBefore {
                shift += heights.offset(of: anchorIndex) - anchorBefore
            } else if top >= totalBefore, plan.reportsShiftsFromAbove {
                shift += contentHeight - totalBefore
            }
            if !measuredAny { break }
        }
        return shift
    }
}

/// Where the viewport is relative to a virtual section's content, and how much around it to keep.
struct WindowPlan {
    /// The viewport's top in the section's content rows (negative when the section starts below it).
    var portTop: Int
    var portHeight: Int
    var overscan: Int
    /// Whether the scroll view keeps its end in view (measure from the bottom).
    var pinned: Bool
    /// Whether height changes while the section is wholly above the viewport move the offset.
    var reportsShiftsFromAbove: Bool

    /// The rows meeting the viewport (± overscan) after the viewport moved by `shift`; nil when none.
    func window(in heights: HeightIndex, shift: Int, contentHeight: Int) -> Range<Int>? {
        let low = max(0, portTop + shift - overscan)
        let high = min(contentHeight, portTop + shift + portHeight + overscan)
        guard low < high, let first = heights.index(at: low), let last = heights.index(at: high - 1) else { return nil }
        return first..<(last + 1)
    }
}
