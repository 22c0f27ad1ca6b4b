import BrikRendering

/// Asks a ``SpotlightLayoutBehavior`` how small each brick gets outside the spotlight.
@MainActor
public protocol SpotlightLayoutBehaviorDataSource: AnyObject {
    /// The rows the item at `indexPath` shows outside the spotlight; nil leaves it alone.
    func spotlightLayoutBehavior(
        _ behavior: SpotlightLayoutBehavior, smallHeightForItemAt indexPath: BrickIndexPath,
        withIdentifier identifier: String, in layout: BehaviorLayout
    ) -> Int?
}

/// An accordion list (BrickKit's `SpotlightLayoutBehavior`): the brick at the
/// top of the viewport is shown whole, shrinking from its top as it scrolls
/// away; the next one grows as it approaches; the others show only their
/// small height (their first rows).
///
/// ```swift
/// scroll.behaviors = [SpotlightLayoutBehavior { item in item.identifier == "story" ? 1 : nil }]
/// ```
/// BrickKit's math, in rows (`offsetY` = offset + top inset; `H` the brick's
/// height, `small` its small height): the brick straddling `offsetY` (or the
/// first, when the offset is negative or the first brick starts below it) is
/// `h = max(small, maxY − offsetY)` tall, ending where it ends; the next is
/// `small + (H − small)·(1 − (minY − offsetY)/H)` tall (rounded down) right below
/// it; bricks above are `small` tall ending where they end; bricks below are
/// `small` tall, stacked. The content is made tall enough for the last brick to
/// reach the top (``scrollLastBrickToTop``). A section brick shows its first rows:
/// its bricks move with it and are cut at its new bottom. Vertical scroll views only.
@MainActor
public final class SpotlightLayoutBehavior: LayoutBehavior {
    /// Says which bricks take part and their small heights (held weakly, like BrickKit's).
    public weak var dataSource: (any SpotlightLayoutBehaviorDataSource)?
    /// Whether the content grows so the last brick can scroll to the top (true by default):
    /// content height = last brick's top + viewport height.
    public var scrollLastBrickToTop = true
    /// With ``scrollLastBrickToTop`` off: whether the content ends at the last brick's
    /// bottom (true) or a first brick's height earlier (false, the default). Ignored with
    /// fewer than three bricks, as in BrickKit.
    public var lastBrickStretchy = false
    /// The position among the taking-part bricks of the one in the spotlight after the last pass.
    public private(set) var indexInSpotlight: Int?
    private var closureSource: ItemClosureSource<Int>?

    /// A spotlight whose small heights come from `dataSource`.
    public init(dataSource: any SpotlightLayoutBehaviorDataSource) {
        self.dataSource = dataSource
    }

    /// A spotlight whose small heights come from `smallHeight` (nil: the brick takes no part).
    public init(smallHeight: @escaping (BrickAttributes) -> Int?) {
        let source = ItemClosureSource(smallHeight)
        closureSource = source
        dataSource = source
    }

    /// Sizes and places the taking-part bricks for the offset, and sets the content height.
    public func apply(to layout: BehaviorLayout) {
        guard layout.axis == .vertical, let dataSource else { return }
        let entries: [(index: Int, small: Int)] = layout.items.indices.compactMap { index in
            let item = layout.items[index]
            // The closure gets the item itself: looking it up by index path would cost O(n) each.
            let small =
                closureSource != nil && dataSource === closureSource
                ? closureSource?.answer(item)
                : dataSource.spotlightLayoutBehavior(
                    self, smallHeightForItemAt: item.indexPath, withIdentifier: item.identifier, in: layout)
            return small.map { (index, max(0, $0)) }
        }
        guard let first = entries.first, let last = entries.last else { return }
        let offsetY = layout.contentOffset.y + layout.contentInset.top
        let firstFrame = layout.items[first.index].originalFrame
        var currentY = 0
        var spotlight: Int?
        for (position, entry) in entries.enumerated() {
            let original = layout.items[entry.index].originalFrame
            let small = entry.small
            let isAbove = original.maxY <= offsetY
            let isBelow = original.minY > offsetY
            let inSpotlight =
                (!isAbove && !isBelow) || (position == 0 && (offsetY < 0 || firstFrame.minY > offsetY))
            var frame = original
            if inSpotlight {
                spotlight = position
                frame.size.height = max(small, original.maxY - offsetY)
                frame.origin.y = original.maxY - frame.height
            } else if let spot = spotlight, position == spot + 1 {
                // It grows as it nears the top: by (H − small)·(1 − distance/H).
                let height = original.height
                let grow = height > 0 ? (height - small) * (height - (original.minY - offsetY)) / height : 0
                frame.size.height = max(0, small + grow)
                frame.origin.y = currentY + max(0, -grow)
            } else if isAbove {
                frame.origin.y = original.maxY - small
                frame.size.height = small
            } else {
                frame.origin.y = currentY
                frame.size.height = small
            }
            currentY = frame.maxY
            layout.place(entry.index, at: frame)
        }
        indexInSpotlight = spotlight
        let lastFrame = layout.items[last.index].originalFrame
        if scrollLastBrickToTop {
            layout.contentSize.height = lastFrame.minY + layout.viewportSize.height
        } else if lastBrickStretchy && entries.count >= 3 {
            layout.contentSize.height = lastFrame.maxY
        } else {
            layout.contentSize.height = lastFrame.maxY - firstFrame.height
        }
    }
}

extension ItemClosureSource: SpotlightLayoutBehaviorDataSource where Answer == Int {
    func spotlightLayoutBehavior(
        _ behavior: SpotlightLayoutBehavior, smallHeightForItemAt indexPath: BrickIndexPath,
        withIdentifier identifier: String, in layout: BehaviorLayout
    ) -> Int? {
        answer(forItemAt: indexPath, withIdentifier: identifier, in: layout)
    }
}

extension BehaviorLayout {
    /// Shows item `index` at `frame`. A section's bricks follow its move after the
    /// behaviors ran (``ScrollBrik``'s section propagation) and are clipped to what is
    /// left of it when painted, so a shrunken section shows its first rows.
    func place(_ index: Int, at frame: Rect) {
        items[index].frame = frame
    }

    /// Whether item `index` lies inside the section item `ancestor` (items are in tree order).
    func isDescendant(_ index: Int, of ancestor: Int) -> Bool {
        var holder = items[index].sectionItem
        while let current = holder {
            if current == ancestor { return true }
            holder = items[current].sectionItem
        }
        return false
    }
}
