import BrikRendering

/// Says how short a brick of a ``MinimumStickyLayoutBehavior`` may get
/// (BrickKit's `MinimumStickyLayoutBehaviorDataSource`).
@MainActor
public protocol MinimumStickyLayoutBehaviorDataSource: StickyLayoutBehaviorDataSource {
    /// The fewest rows the sticking brick at `indexPath` keeps; nil keeps its full height.
    func stickyLayoutBehavior(
        _ behavior: StickyLayoutBehavior, minimumStickingHeightForItemAt indexPath: BrickIndexPath,
        withIdentifier identifier: String, in layout: BehaviorLayout
    ) -> Int?
}

/// A sticky brick that first shrinks, losing a row for every row scrolled, down to a
/// minimum height, then sticks (BrickKit's `MinimumStickyLayoutBehavior`): a five-row
/// header that collapses into a one-row title bar.
///
/// The brick keeps its bottom edge while it shrinks, and is laid out again at each
/// height: a ``Label`` shows its first lines, a ``Section`` its first rows (its bricks
/// are clipped to what is left of it).
///
/// ```swift
/// MinimumStickyLayoutBehavior(minimumHeight: { _ in 1 }) { $0.identifier == "banner" }
/// ```
@MainActor
public final class MinimumStickyLayoutBehavior: StickyLayoutBehavior {
    var minimumHeightClosure: ((BrickAttributes) -> Int?)?

    /// A behavior whose `dataSource` also says each brick's minimum height.
    public init(
        dataSource: any MinimumStickyLayoutBehaviorDataSource, delegate: (any StickyLayoutBehaviorDelegate)? = nil,
        contentOffset: Int = 0
    ) {
        super.init(dataSource: dataSource, delegate: delegate, contentOffset: contentOffset)
    }

    /// A behavior sticking the items `shouldStick` picks, each shrinking to
    /// `minimumHeight` (nil keeps the full height).
    public init(
        contentOffset: Int = 0, minimumHeight: @escaping (BrickAttributes) -> Int?,
        sticking: ((BrickAttributes, Double) -> Void)? = nil, shouldStick: @escaping (BrickAttributes) -> Bool
    ) {
        minimumHeightClosure = minimumHeight
        super.init(contentOffset: contentOffset, sticking: sticking, shouldStick: shouldStick)
    }

    override func place(_ frame: inout Rect, item: BrickAttributes, lastFrame: Rect, in layout: BehaviorLayout) -> Bool {
        _ = super.place(&frame, item: item, lastFrame: lastFrame, in: layout)
        if let minimum = minimumHeight(for: item, in: layout) {
            let heightLost = frame.y - item.originalFrame.y
            frame.size.height = max(item.originalFrame.height - heightLost, minimum)
        } else {
            frame.size.height = item.originalFrame.height
        }
        return true
    }

    private func minimumHeight(for item: BrickAttributes, in layout: BehaviorLayout) -> Int? {
        if let minimumHeightClosure { return minimumHeightClosure(item) }
        return (dataSource as? any MinimumStickyLayoutBehaviorDataSource)?.stickyLayoutBehavior(
            self, minimumStickingHeightForItemAt: item.indexPath, withIdentifier: item.identifier, in: layout)
    }
}
