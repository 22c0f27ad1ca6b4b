import BrikRendering

/// Says how far each brick is moved and resized by an ``OffsetLayoutBehavior``
/// (BrickKit's `OffsetLayoutBehaviorDataSource`).
@MainActor
public protocol OffsetLayoutBehaviorDataSource: AnyObject {
    /// How far the item is moved (width = columns right, height = rows down; negative
    /// moves left or up); nil leaves it where it is.
    func offsetLayoutBehavior(
        _ behavior: OffsetLayoutBehavior, originOffsetForItemAt indexPath: BrickIndexPath,
        withIdentifier identifier: String, in layout: BehaviorLayout
    ) -> Size?
    /// How much the item grows (negative shrinks), from its top-left corner; nil keeps its size.
    func offsetLayoutBehavior(
        _ behavior: OffsetLayoutBehavior, sizeOffsetForItemAt indexPath: BrickIndexPath,
        withIdentifier identifier: String, in layout: BehaviorLayout
    ) -> Size?
}

/// Moves and resizes bricks by fixed amounts: overlaps, badges, negative margins
/// (BrickKit's `OffsetLayoutBehavior`).
///
/// Each pass, for each item the data source answers for: the display frame grows by the
/// size offset (the size never goes below zero), then moves by the origin offset. Hidden
/// bricks are skipped. It starts from the frame earlier behaviors left (BrickKit started
/// from the layout frame; the same when this behavior runs first), so behaviors compose.
///
/// ```swift
/// OffsetLayoutBehavior(originOffset: { $0.identifier == "badge" ? Size(width: -2, height: -1) : nil })
/// ```
@MainActor
public final class OffsetLayoutBehavior: LayoutBehavior {
    /// False: it moves only items at or above the viewport, so a lazy section stays lazy under it.
    public var needsItemsBelowViewport: Bool { false }

    /// Answers the offsets; held weakly, like a delegate (nil with the closure init).
    public weak var dataSource: (any OffsetLayoutBehaviorDataSource)?
    private let originOffset: ((BrickAttributes) -> Size?)?
    private let sizeOffset: ((BrickAttributes) -> Size?)?

    /// Offsets from `dataSource`, held weakly.
    public init(dataSource: any OffsetLayoutBehaviorDataSource) {
        self.dataSource = dataSource
        self.originOffset = nil
        self.sizeOffset = nil
    }

    /// Offsets from closures that see each item; nil from either leaves that part alone.
    public init(
        originOffset: @escaping (BrickAttributes) -> Size? = { _ in nil },
        sizeOffset: @escaping (BrickAttributes) -> Size? = { _ in nil }
    ) {
        self.originOffset = originOffset
        self.sizeOffset = sizeOffset
    }

    /// Grows, then moves, every item the data source answers for.
    public func apply(to layout: BehaviorLayout) {
        for index in layout.items.indices where !layout.items[index].brick.isHidden {
            let item = layout.items[index]
            let size: Size?
            let origin: Size?
            if let sizeOffset, let originOffset {
                size = sizeOffset(item)
                origin = originOffset(item)
            } else if let dataSource {
                size = dataSource.offsetLayoutBehavior(
                    self, sizeOffsetForItemAt: item.indexPath, withIdentifier: item.identifier, in: layout)
                origin = dataSource.offsetLayoutBehavior(
                    self, originOffsetForItemAt: item.indexPath, withIdentifier: item.identifier, in: layout)
            } else {
                return
            }
            guard size != nil || origin != nil else { continue }
            var frame = item.frame
            if let size {
                frame.size = Size(width: max(0, frame.width + size.width), height: max(0, frame.height + size.height))
            }
            if let origin { frame = frame.offsetBy(dx: origin.width, dy: origin.height) }
            layout.items[index].frame = frame
        }
    }
}
