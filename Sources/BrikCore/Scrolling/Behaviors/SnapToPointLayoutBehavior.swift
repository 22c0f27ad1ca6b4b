import BrikRendering

/// Snap points: once a scroll settles, the brick nearest to a point of the
/// viewport (its top, middle or bottom row; its left, centre or right column)
/// is aligned to it (BrickKit's `SnapToPointLayoutBehavior`).
///
/// ```swift
/// scroll.behaviors = [SnapToPointLayoutBehavior(scrollDirection: .vertical(.top))]
/// ```
/// It owns the content insets along its axis: it sets them so the first and the
/// last brick can reach the point (only when they change, so layouts cannot loop).
/// The bricks it snaps to are those of the first level with more than one item
/// (the content's bricks, or those of a lone section wrapping a list), by their
/// layout frames. A move of the same key or wheel direction never snaps back to
/// where the last snap left the content: it goes on to the next brick, so ↓ steps
/// brick by brick. Snapping an offset it chose returns that offset.
@MainActor
public final class SnapToPointLayoutBehavior: LayoutBehavior {
    /// The axis and the point of the viewport bricks snap to; change it and call
    /// ``ScrollBrik/settleScroll()`` to snap to the new point.
    public var scrollDirection: SnapToPointScrollDirection
    /// The offset (along the axis) the last snap chose (at first, where the content rested),
    /// to tell which way the user moved since.
    private var lastSnapped: Int?

    /// Snaps to `scrollDirection`'s point.
    public init(scrollDirection: SnapToPointScrollDirection) {
        self.scrollDirection = scrollDirection
    }

    /// Sets the insets along the axis so every brick's snap offset is in the scroll range.
    public func apply(to layout: BehaviorLayout) {
        let vertical = isVertical
        // Where the content rests before any settle is where the user's first move starts.
        if lastSnapped == nil { lastSnapped = vertical ? layout.contentOffset.y : layout.contentOffset.x }
        let port = vertical ? layout.viewportSize.height : layout.viewportSize.width
        let targets = Self.candidates(in: layout).map { target(for: $0.originalFrame, port: port) }
        guard let lowest = targets.min(), let highest = targets.max() else { return }
        let contentLength = vertical ? layout.contentSize.height : layout.contentSize.width
        // Every snap offset must lie in the scroll range: ≥ -leading inset, ≤ length + trailing - port.
        let leading = max(0, -lowest)
        let trailing = max(0, highest + port - contentLength)
        var inset = layout.contentInset
        if vertical {
            inset.top = leading
            inset.bottom = trailing
        } else {
            inset.left = leading
            inset.right = trailing
        }
        if inset != layout.contentInset { layout.contentInset = inset }
    }

    /// The offset that aligns the nearest brick (by layout frame) with the snap point,
    /// moving on to the next one rather than back against the user's move.
    public func targetContentOffset(forProposed proposed: Point, in layout: BehaviorLayout) -> Point {
        let vertical = isVertical
        let port = vertical ? layout.viewportSize.height : layout.viewportSize.width
        let current = vertical ? proposed.y : proposed.x
        let targets = Self.candidates(in: layout).map { target(for: $0.originalFrame, port: port) }
        guard !targets.isEmpty else { return proposed }
        // Nearest snap offset to the proposed one is the same as nearest anchor to the viewport's anchor.
        var chosen = targets.min { abs($0 - current) < abs($1 - current) }!
        // Never undo the user's move: from where the last settle left the content, go on
        // to the next point in the direction it moved.
        if let base = lastSnapped {
            if current > base, chosen <= base, let next = targets.filter({ $0 > base }).min() {
                chosen = next
            } else if current < base, chosen >= base, let previous = targets.filter({ $0 < base }).max() {
                chosen = previous
            }
        }
        lastSnapped = chosen
        return vertical ? Point(x: proposed.x, y: chosen) : Point(x: chosen, y: proposed.y)
    }

    private var isVertical: Bool {
        if case .vertical = scrollDirection { return true }
        return false
    }

    /// The offset along the axis that aligns `frame`'s anchor with the viewport's (length `port`).
    private func target(for frame: Rect, port: Int) -> Int {
        switch scrollDirection {
        case .vertical(.top), .horizontal(.left):
            return isVertical ? frame.minY : frame.minX
        case .vertical(.middle), .horizontal(.center):
            return isVertical ? frame.minY - (port - frame.height) / 2 : frame.minX - (port - frame.width) / 2
        case .vertical(.bottom), .horizontal(.right):
            return isVertical ? frame.maxY - port : frame.maxX - port
        }
    }

    /// The bricks to snap to: the items of the first section (from the content down
    /// through lone sections) that has more than one item.
    static func candidates(in layout: BehaviorLayout) -> [BrickAttributes] {
        var section = 0
        while true {
            let items = layout.items.filter { $0.indexPath.section == section }
            guard items.count == 1, items[0].isSection,
                let next = layout.items.first(where: { $0.sectionItem.map { layout.items[$0].brick === items[0].brick } ?? false }
                )
            else { return items }
            section = next.indexPath.section
        }
    }
}

/// The axis and the viewport point of a ``SnapToPointLayoutBehavior`` (BrickKit's
/// `SnapToPointScrollDirection`).
public enum SnapToPointScrollDirection: Sendable, Hashable {
    /// Vertical scrolling, snapping bricks' tops, middles or bottoms to the viewport's.
    case vertical(Vertical)
    /// Horizontal scrolling, snapping bricks' left edges, centres or right edges to the viewport's.
    case horizontal(Horizontal)

    /// A row of the viewport.
    public enum Vertical: Sendable, Hashable, CaseIterable {
        /// The first row.
        case top
        /// The middle (a brick is centred; an odd leftover row goes below it).
        case middle
        /// The last row.
        case bottom
    }

    /// A column of the viewport.
    public enum Horizontal: Sendable, Hashable, CaseIterable {
        /// The first column.
        case left
        /// The centre.
        case center
        /// The last column.
        case right
    }
}
