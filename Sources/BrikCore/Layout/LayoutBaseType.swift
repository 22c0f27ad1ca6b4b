import BrikRendering

/// Where a brick sits inside a free-layout parent (Brik's `LayoutBaseType`).
///
/// Used with ``Brick/add(in:constraints:)`` or by setting ``Brick/placement``.
/// Centring rounds down: an odd spare cell goes after the brick. Sizes never
/// go below zero, and a brick larger than the space is clipped by its parent.
public enum LayoutBaseType: Hashable, Sendable {
    /// Fill the parent.
    case pinToEdge
    /// Fill the parent less `padding` cells on every side.
    case pinToEdgePadding(Int)
    /// Fill the parent less `insets`.
    case pinToEdgeInsets(EdgeInsets)
    /// The brick's ideal size, centred.
    case center
    /// Centred, at its ideal size but leaving at least `padding` cells on every side
    /// (Brik pinned all four edges here, which over-constrained the layout).
    case centerPadding(Int)
    /// Centred in the area left inside `insets`, at its ideal size but no larger than that area
    /// (Brik conflicted on asymmetric insets; here they simply shift the centre).
    case centerInsets(EdgeInsets)
    /// `rows` tall, the ideal width, at the top-left.
    case height(Int)
    /// `columns` wide, the ideal height, at the top-left.
    case width(Int)
    /// Exactly `size`, at the top-left.
    case size(Size)

    /// The frame of `brick` inside `area`.
    @MainActor
    public func frame(for brick: Brick, in area: Rect, context: LayoutContext) -> Rect {
        switch self {
        case .pinToEdge:
            return area
        case .pinToEdgePadding(let padding):
            return area.inset(by: EdgeInsets(all: padding))
        case .pinToEdgeInsets(let insets):
            return area.inset(by: insets)
        case .center:
            return centered(brick, in: area, context: context)
        case .centerPadding(let padding):
            return centered(brick, in: area.inset(by: EdgeInsets(all: padding)), context: context)
        case .centerInsets(let insets):
            return centered(brick, in: area.inset(by: insets), context: context)
        case .height(let rows):
            let width = brick.measuredSize(for: ProposedSize(width: area.width, height: max(0, rows)), context: context).width
            return Rect(x: area.x, y: area.y, width: min(width, area.width), height: max(0, rows))
        case .width(let columns):
            let height = brick.measuredSize(for: ProposedSize(width: max(0, columns), height: area.height), context: context)
                .height
            return Rect(x: area.x, y: area.y, width: max(0, columns), height: min(height, area.height))
        case .size(let size):
            return Rect(x: area.x, y: area.y, width: max(0, size.width), height: max(0, size.height))
        }
    }

    /// The parent content size `brick` needs at this placement, for a free-layout parent's measure.
    @MainActor
    func requiredSize(for brick: Brick, in proposal: ProposedSize, context: LayoutContext) -> Size {
        switch self {
        case .pinToEdge, .center:
            return brick.measuredSize(for: proposal, context: context)
        case .pinToEdgePadding(let padding), .centerPadding(let padding):
            let insets = EdgeInsets(all: max(0, padding))
            let size = brick.measuredSize(for: proposal.inset(by: insets), context: context)
            return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
        case .pinToEdgeInsets(let insets), .centerInsets(let insets):
            let size = brick.measuredSize(for: proposal.inset(by: insets), context: context)
            return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
        case .height(let rows):
            return Size(
                width: brick.measuredSize(for: ProposedSize(width: proposal.width, height: rows), context: context).width,
                height: rows)
        case .width(let columns):
            return Size(
                width: columns,
                height: brick.measuredSize(for: ProposedSize(width: columns, height: proposal.height), context: context).height)
        case .size(let size):
            return size
        }
    }

    @MainActor
    private func centered(_ brick: Brick, in area: Rect, context: LayoutContext) -> Rect {
        let ideal = brick.measuredSize(for: ProposedSize(width: area.width, height: area.height), context: context)
        let width = min(max(0, ideal.width), area.width)
        let height = min(max(0, ideal.height), area.height)
        return Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
    }
}
