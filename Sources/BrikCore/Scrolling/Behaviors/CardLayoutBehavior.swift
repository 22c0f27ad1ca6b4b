import BrikRendering

/// Asks a ``CardLayoutBehavior`` how much of each card peeks out of the stack.
@MainActor
public protocol CardLayoutBehaviorDataSource: AnyObject {
    /// The rows of the card at `indexPath` that show while it lies in the stack; nil
    /// leaves the brick alone.
    func cardLayoutBehavior(
        _ behavior: CardLayoutBehavior, smallHeightForItemAt indexPath: BrickIndexPath,
        withIdentifier identifier: String, in layout: BehaviorLayout
    ) -> Int?
}

/// A stack of cards (BrickKit's `CardLayoutBehavior`): the card at the top of the
/// viewport stays pinned there whole, the next one slides up over it, and the
/// cards after that wait below as strips `small` rows tall, each laid over the
/// one before (like a wallet).
///
/// ```swift
/// scroll.behaviors = [CardLayoutBehavior { item in item.identifier == "card" ? 1 : nil }]
/// ```
/// BrickKit's math, in rows (`offsetY` = offset + top inset): cards above or
/// straddling `offsetY` (and the first, while the offset is negative) are pinned
/// at `offsetY`; the next card keeps its place; each later card is placed at the
/// previous peek plus `small`. Once `offsetY` passes the last card's top, each card
/// is at `min(offsetY, its top)`. Later cards are drawn over earlier ones (z above
/// every item, with their bricks). The content is the last card's top plus a
/// viewport, so the last card can reach the top. Cards without a background show
/// what lies under them: give them one. Vertical scroll views only.
@MainActor
public final class CardLayoutBehavior: LayoutBehavior {
    /// Says which bricks are cards and how much of each peeks (held weakly, like BrickKit's).
    public weak var dataSource: (any CardLayoutBehaviorDataSource)?
    /// Whether the content grows so the last card can scroll to the top (true by default).
    public var scrollLastBrickToTop = true
    private var closureSource: ItemClosureSource<Int>?

    /// Cards whose peeks come from `dataSource`.
    public init(dataSource: any CardLayoutBehaviorDataSource) {
        self.dataSource = dataSource
    }

    /// Cards whose peeks come from `smallHeight` (nil: the brick is not a card).
    public init(smallHeight: @escaping (BrickAttributes) -> Int?) {
        let source = ItemClosureSource(smallHeight)
        closureSource = source
        dataSource = source
    }

    /// Places the cards for the offset, stacks them in z order, and sets the content height.
    public func apply(to layout: BehaviorLayout) {
        guard layout.axis == .vertical, let dataSource else { return }
        let entries: [(index: Int, small: Int)] = layout.items.indices.compactMap { index in
            let item = layout.items[index]
            let small =
                closureSource != nil && dataSource === closureSource
                ? closureSource?.answer(item)
                : dataSource.cardLayoutBehavior(
                    self, smallHeightForItemAt: item.indexPath, withIdentifier: item.identifier, in: layout)
            return small.map { (index, max(0, $0)) }
        }
        guard let last = entries.last else { return }
        let offsetY = layout.contentOffset.y + layout.contentInset.top
        let lastTop = layout.items[last.index].originalFrame.minY
        var currentY = 0
        var placedNext = false
        var zIndex = layout.maxZIndex + 1
        for (position, entry) in entries.enumerated() {
            let original = layout.items[entry.index].originalFrame
            let isAbove = original.maxY <= offsetY
            let isBelow = original.minY > offsetY
            let inSpotlight = (!isAbove && !isBelow) || (position == 0 && offsetY < 0)
            var frame = original
            if offsetY > lastTop {
                frame.origin.y = min(offsetY, original.minY)
            } else if inSpotlight || isAbove {
                frame.origin.y = offsetY
            } else if !placedNext {
                // The next card keeps its place; the stack starts under its peek.
                placedNext = true
                currentY = original.minY + entry.small
            } else {
                frame.origin.y = currentY
                currentY += entry.small
            }
            layout.place(entry.index, at: frame)
            layout.items[entry.index].zIndex = zIndex
            zIndex += 1
            var inner = entry.index + 1
            while inner < layout.items.count, layout.isDescendant(inner, of: entry.index) {
                layout.items[inner].zIndex = zIndex
                zIndex += 1
                inner += 1
            }
        }
        if scrollLastBrickToTop {
            layout.contentSize.height = lastTop + layout.viewportSize.height
        }
    }
}

extension ItemClosureSource: CardLayoutBehaviorDataSource where Answer == Int {
    func cardLayoutBehavior(
        _ behavior: CardLayoutBehavior, smallHeightForItemAt indexPath: BrickIndexPath,
        withIdentifier identifier: String, in layout: BehaviorLayout
    ) -> Int? {
        answer(forItemAt: indexPath, withIdentifier: identifier, in: layout)
    }
}
