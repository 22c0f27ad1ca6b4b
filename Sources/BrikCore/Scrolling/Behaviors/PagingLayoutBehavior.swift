import BrikRendering

/// Paging: once a scroll settles, the content rests on a whole page — a multiple of the
/// viewport's length along the axis (UIKit's `isPagingEnabled`, used by ``CollectionBrick``).
///
/// A move forward from a page goes on to the next page (→ by one column turns a page),
/// a move back to the previous one; the last page ends at the content's end.
@MainActor
public final class PagingLayoutBehavior: LayoutBehavior {
    /// The offset along the axis the last settle chose.
    private var lastSettled: Int?

    /// A paging behavior.
    public init() {}

    /// Paging moves nothing while scrolling.
    public func apply(to layout: BehaviorLayout) {
        if lastSettled == nil { lastSettled = layout.axis == .vertical ? layout.contentOffset.y : layout.contentOffset.x }
    }

    /// The start of the page the move went towards, clamped to the scroll range.
    public func targetContentOffset(forProposed proposed: Point, in layout: BehaviorLayout) -> Point {
        let vertical = layout.axis == .vertical
        let page = vertical ? layout.viewportSize.height : layout.viewportSize.width
        guard page > 0 else { return proposed }
        let current = vertical ? proposed.y : proposed.x
        let last = lastSettled ?? 0
        let index: Int
        if current > last {
            index = (current + page - 1) / page
        } else if current < last {
            index = current / page
        } else {
            index = (current + page / 2) / page
        }
        let length = vertical ? layout.contentSize.height : layout.contentSize.width
        let target = max(0, min(index * page, length - page))
        lastSettled = target
        return vertical ? Point(x: proposed.x, y: target) : Point(x: target, y: proposed.y)
    }
}
