import BrikRendering

/// Something that moves the bricks of a ``ScrollBrik`` as it scrolls: sticky
/// headers, snap points, cards… (BrickKit's `BrickLayoutBehavior`).
///
/// Behaviors run in the order they were added, after every layout and every
/// scroll step, on a fresh copy of the layout's frames: they change display
/// frames (``BrickAttributes/frame``), z order and alpha, never the layout.
/// They may also enlarge the content, set content insets (snapping) and
/// shorten the scrollbar (sticky footers).
///
/// ```swift
/// final class Nudge: LayoutBehavior {
///     func apply(to layout: BehaviorLayout) {
///         for index in layout.items.indices where layout.items[index].identifier == "badge" {
///             layout.items[index].frame = layout.items[index].frame.offsetBy(dx: 2)
///         }
///     }
/// }
/// scroll.behaviors.append(Nudge())
/// ```
@MainActor
public protocol LayoutBehavior: AnyObject {
    /// Moves display frames for the current offset. Runs on every pass.
    func apply(to layout: BehaviorLayout)

    /// Where a scroll that came to rest at `proposed` should end instead (snapping).
    /// Asked once the scroll settles: right after a key scroll, after a pause in a
    /// wheel burst. The default keeps `proposed`.
    func targetContentOffset(forProposed proposed: Point, in layout: BehaviorLayout) -> Point
}

extension LayoutBehavior {
    /// Keeps the proposed offset.
    public func targetContentOffset(forProposed proposed: Point, in layout: BehaviorLayout) -> Point { proposed }
}

/// What behaviors work on in one pass: the items of a scroll view's content
/// with their frames, and the scroll state, all in content coordinates.
@MainActor
public final class BehaviorLayout {
    /// Every brick of the content, sections first-then-their-bricks (tree order).
    /// Only bricks that exist are here: a virtual section contributes what it built.
    public var items: [BrickAttributes]
    /// The scroll direction.
    public let axis: Axis
    /// How far the content is scrolled (it can be negative by up to the top/left inset).
    public let contentOffset: Point
    /// The size of the viewport.
    public let viewportSize: Size
    /// The visible part of the content: ``contentOffset`` and ``viewportSize``.
    public var bounds: Rect { Rect(origin: contentOffset, size: viewportSize) }
    /// The content's size; behaviors may enlarge it (cards let the last card reach the top).
    public var contentSize: Size
    /// Extra space around the content; set by behaviors such as snapping so the first
    /// and last bricks can reach the snap point.
    public var contentInset: EdgeInsets
    /// Insets of the scrollbar's track (a sticky footer shortens it).
    public var scrollIndicatorInsets: EdgeInsets = .zero
    /// Which way the content last moved.
    public let scrollDirection: ScrollDirection
    /// Whether ``scrollDirection`` differs from the one before the last move.
    public let scrollDirectionChanged: Bool
    /// The highest z index of the items; z indices above it put a brick over every item.
    public let maxZIndex: Int
    /// The layout frame of section `section` (0 is the content), for clamping sticky bricks.
    public func frame(ofSection section: Int) -> Rect {
        section < sectionFrames.count ? sectionFrames[section] : Rect(origin: .zero, size: contentSize)
    }

    var sectionFrames: [Rect]

    init(
        items: [BrickAttributes], sectionFrames: [Rect], axis: Axis, contentOffset: Point, viewportSize: Size,
        contentSize: Size, contentInset: EdgeInsets, scrollDirection: ScrollDirection, scrollDirectionChanged: Bool
    ) {
        self.items = items
        self.sectionFrames = sectionFrames
        self.axis = axis
        self.contentOffset = contentOffset
        self.viewportSize = viewportSize
        self.contentSize = contentSize
        self.contentInset = contentInset
        self.scrollDirection = scrollDirection
        self.scrollDirectionChanged = scrollDirectionChanged
        self.maxZIndex = max(0, items.count - 1)
    }

    /// The index in ``items`` of `brick`, if it is an item.
    public func index(of brick: Brick) -> Int? {
        items.firstIndex { $0.brick === brick }
    }
}
