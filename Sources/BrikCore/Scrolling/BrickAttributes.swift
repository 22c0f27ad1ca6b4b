import BrikRendering

/// Where one brick inside a ``ScrollBrik`` is, as behaviors see it: its place in
/// the layout (``originalFrame``) and where it is shown (``frame``), both in
/// content coordinates (0, 0 is the top-left cell of the content; the viewport
/// starts at the scroll view's ``ScrollBrik/contentOffset``).
///
/// BrickKit's `BrickLayoutAttributes`. Behaviors change ``frame``, ``zIndex``
/// and ``alpha``; the layout's frame is never touched, so behaviors compose and
/// the next pass starts again from the layout.
public struct BrickAttributes {
    /// The brick these attributes place.
    public let brick: Brick
    /// The section (0 is the scroll view's content, then nested sections in tree order,
    /// counting only bricks that exist now) and the item's position in it (repeated
    /// bricks count once per instance; virtual items by their index in the data).
    public let indexPath: BrickIndexPath
    /// The brick's BrickKit identifier.
    public let identifier: String
    /// Whether the brick is itself a section whose bricks are items of their own.
    public let isSection: Bool
    /// The layout frame of the section holding this item, content coordinates; nil in
    /// the root section (whose frame is the content).
    public let sectionFrame: Rect?
    /// The section-holding item's own position in ``BehaviorLayout/items`` order, nil at the root.
    public let sectionItem: Int?
    /// Where the layout put the brick.
    public let originalFrame: Rect
    /// Where the brick is shown; behaviors change it.
    public var frame: Rect
    /// Painting order: higher is drawn later (on top). Starts from the scroll view's
    /// ``ScrollBrik/zIndexBehavior``; ``BehaviorLayout/maxZIndex`` + 1 and up is above every item.
    public var zIndex: Int
    /// How opaque the brick is shown: 1 normal, below 1 dimmed, 0 not drawn.
    public var alpha: Double = 1

    @MainActor init(
        brick: Brick, indexPath: BrickIndexPath, isSection: Bool, sectionFrame: Rect?, sectionItem: Int?,
        frame: Rect, zIndex: Int
    ) {
        self.brick = brick
        self.identifier = brick.identifier
        self.indexPath = indexPath
        self.isSection = isSection
        self.sectionFrame = sectionFrame
        self.sectionItem = sectionItem
        self.originalFrame = frame
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// A brick's place in a scroll view's content: section, then item (BrickKit's `IndexPath`).
public struct BrickIndexPath: Hashable, Sendable, CustomStringConvertible {
    /// The section: 0 for the scroll view's content, then nested sections in tree order.
    public var section: Int
    /// The item within the section.
    public var item: Int

    /// The item `item` of section `section`.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// `[section, item]`.
    public var description: String { "[\(section), \(item)]" }
}

/// Which way the content last moved (BrickKit tracked it for the quick-return header).
public enum ScrollDirection: Sendable, Hashable {
    /// Not scrolled since the content appeared.
    case none
    /// Towards the end (↓, →, PgDn): the offset grew.
    case forward
    /// Towards the start (↑, ←, PgUp): the offset shrank.
    case backward
}

/// Which items are drawn on top when they overlap (BrickKit's `BrickLayoutZIndexBehavior`).
public enum ZIndexBehavior: Sendable, Hashable {
    /// Earlier items on top: content scrolls under the headers above it (the default).
    case topDown
    /// Later items on top.
    case bottomUp
}
