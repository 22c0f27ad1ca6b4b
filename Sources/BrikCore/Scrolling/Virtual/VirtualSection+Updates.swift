import BrikRendering

/// Changing a virtual section's items in place (BrickKit's `insertItems`, `deleteItems` and
/// `reloadItems`, for a list of a million): the items around keep their bricks, their state
/// and their measured heights, and move.
///
/// Design: the data changes first (as in BrickKit, the count is not asked again); the
/// section then shifts its ``HeightIndex`` (inserted items start from the estimate; in a
/// grid, rows from the change on are measured again, their items having moved), renumbers
/// the bricks it holds and hands them to the next layout, which places them at their new
/// indices and makes (or reuses) bricks only for the inserted items near the viewport —
/// measured, with the window's overscan around them, before the frame that shows them.
/// What the viewport shows stays still when the change is above it: the first visible item
/// stays first. At the very top of the list an insert at the top shows the new items (a
/// feed), and a scroll view pinned to its end keeps showing the end (a log). Inserted and
/// deleted items in view slide in and out with the scroll view's
/// ``ScrollBrik/appearBehavior``, as a ``Section``'s do. A completion runs after the layout
/// that shows the change (at once without an application).
extension VirtualSection {
    /// Inserts `count` items before item `index` (clamped to 0...``count``); change the data
    /// first. `completion` gets the inserted indices.
    public func insertItems(
        at index: Int, count: Int = 1, completion: (@MainActor (_ inserted: Range<Int>) -> Void)? = nil
    ) {
        prepareIfNeeded()
        let at = min(max(0, index), itemCount)
        let added = max(0, count)
        guard added > 0 else {
            afterLayout { completion?(at..<at) }
            return
        }
        let first = firstVisibleItem
        let rowOffset = firstVisibleRowOffset
        let atTop = first == 0 && rowOffset == 0 && at == 0
        renumber { old in old >= at ? old + added : old }
        itemCount += added
        if itemsPerRow == 1 {
            heights.insert(count: added, at: at)
        } else {
            heights.forgetMeasurements(from: at / itemsPerRow)
            heights.resize(count: Self.rows(itemCount, itemsPerRow))
        }
        pendingInserts = pendingInserts.map { Self.shifted($0, insertingAt: at, count: added) } + [at..<(at + added)]
        if let first {
            keepFirstVisible(atTop || first < at ? first : first + added, rowOffset: rowOffset)
        }
        afterLayout { completion?(at..<(at + added)) }
    }

    /// Deletes the `count` items from `index` (what of them exists); change the data first.
    /// Their bricks leave, sliding out with the appear behavior when in view. `completion`
    /// gets the indices they had.
    public func deleteItems(
        at index: Int, count: Int = 1, completion: (@MainActor (_ deleted: Range<Int>) -> Void)? = nil
    ) {
        prepareIfNeeded()
        let range = Self.clamped(index, count, to: itemCount)
        guard !range.isEmpty else {
            afterLayout { completion?(range) }
            return
        }
        let first = firstVisibleItem
        let rowOffset = firstVisibleRowOffset
        let tracker = enclosingScrollView?.appearTracker
        renumber { old in
            if range.contains(old) { return nil }
            return old >= range.upperBound ? old - range.count : old
        } departing: { brick in
            // Not into the pool: it is drawn on its way out.
            tracker?.announced.insert(ObjectIdentifier(brick))
        }
        itemCount -= range.count
        if itemsPerRow == 1 {
            heights.remove(range)
        } else {
            heights.forgetMeasurements(from: range.lowerBound / itemsPerRow)
            heights.resize(count: Self.rows(itemCount, itemsPerRow))
        }
        pendingInserts = pendingInserts.map { Self.shifted($0, deleting: range) }.filter { !$0.isEmpty }
        if let first {
            if first >= range.upperBound {
                keepFirstVisible(first - range.count, rowOffset: rowOffset)
            } else if first >= range.lowerBound {
                keepFirstVisible(range.lowerBound, rowOffset: 0)
            } else {
                keepFirstVisible(first, rowOffset: rowOffset)
            }
        }
        afterLayout { completion?(range) }
    }

    /// Makes the bricks of the `count` items from `index` again (their data changed; with
    /// `reuse`, a pooled brick is reconfigured) and measures them anew; the items around stay
    /// where they are. `completion` gets the reloaded indices.
    public func reloadItems(
        at index: Int, count: Int = 1, completion: (@MainActor (_ reloaded: Range<Int>) -> Void)? = nil
    ) {
        prepareIfNeeded()
        let range = Self.clamped(index, count, to: itemCount)
        if !range.isEmpty {
            if let first = firstVisibleItem { keepFirstVisible(first, rowOffset: firstVisibleRowOffset) }
            renumber { old in
                range.contains(old) ? nil : old
            } departing: { [self] brick in
                retire(brick)
            }
            for row in (range.lowerBound / itemsPerRow)...((range.upperBound - 1) / itemsPerRow) {
                heights.forgetMeasurement(at: row)
            }
        }
        afterLayout { completion?(range) }
    }

    // MARK: Helpers

    /// Gives every brick held its new index (nil: its item is gone, and `departing` gets the
    /// brick) and hands them to the next layout, which places them where they now belong.
    private func renumber(_ newIndex: (Int) -> Int?, departing: (Brick) -> Void = { _ in }) {
        var kept: [Int: Brick] = [:]
        func move(_ brick: Brick, from old: Int) {
            guard let index = newIndex(old) else {
                departing(brick)
                return
            }
            brick.repeatIndex = index
            kept[index] = brick
        }
        for (position, brick) in mounted.bricks.enumerated() { move(brick, from: mounted.first + position) }
        for (old, brick) in carried { move(brick, from: old) }
        mounted = MountedWindow()
        carried = kept
        if let current = spare { spare = newIndex(current.index).map { ($0, current.brick) } }
        dirty = []
        setNeedsLayout()
    }

    /// Puts item `item` (clamped to the items) `rowOffset` rows above the viewport's top at
    /// the next layout, as the first visible item was.
    private func keepFirstVisible(_ item: Int, rowOffset: Int) {
        guard itemCount > 0 else { return }
        anchor = (min(max(0, item), itemCount - 1) / itemsPerRow, max(0, rowOffset))
        needsAnchorRestore = true
    }

    /// The indices `count` items from `index` take among `itemCount` (empty when none).
    private static func clamped(_ index: Int, _ count: Int, to itemCount: Int) -> Range<Int> {
        let low = min(max(0, index), itemCount)
        let (end, overflow) = low.addingReportingOverflow(max(0, count))
        return low..<(overflow ? itemCount : min(itemCount, end))
    }

    /// `range` after `count` items were inserted before `at`.
    static func shifted(_ range: Range<Int>, insertingAt at: Int, count: Int) -> Range<Int> {
        func move(_ index: Int) -> Int { index >= at ? index + count : index }
        // An insert inside the range widens it (the new items are new as well).
        return move(range.lowerBound)..<(range.upperBound > at ? range.upperBound + count : range.upperBound)
    }

    /// `range` after the items of `deleted` were removed.
    static func shifted(_ range: Range<Int>, deleting deleted: Range<Int>) -> Range<Int> {
        func move(_ index: Int) -> Int {
            index <= deleted.lowerBound ? index : max(deleted.lowerBound, index - deleted.count)
        }
        return move(range.lowerBound)..<move(range.upperBound)
    }
}
