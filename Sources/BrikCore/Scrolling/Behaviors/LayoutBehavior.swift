import BrikRendering

/// Something that moves the bricks of a ``ScrollBrik`` as it scrolls: sticky
/// headers, snap points, cards… (BrickKit's `BrickLayoutBehavior`).
///
/// Behaviors run in the order they were added, after every layout and every
/// scroll step, on a fresh copy of the layout's frames: they change display
/// frames (``BrickAttributes/frame``), z order and alpha, never the layout.
/// They may also enlarge the content, set content insets (snapping),
/// shorten the scrollbar (sticky footers) and say which edges of the viewport
/// they cover (``BehaviorLayout/obscuredInsets``), so scrolling into view keeps
/// bricks clear of them.
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

    /// Whether the behavior may move items from below the viewport into it (a sticky footer,
    /// a spotlight, cards): then a lazy ``Section`` in the scroll view lays out all its
    /// bricks, so they have frames to move. True unless the behavior says otherwise.
    var needsItemsBelowViewport: Bool { get }

    /// Whether the brick at `indexPath` (item index in its lazy section; the section's number
    /// from the last pass, 0 before one) must be laid out although it is below the viewport.
    /// Asked of behaviors that ``needsItemsBelowViewport``, for each brick of a lazy section
    /// until one says yes (then the section lays out all its bricks). True by default.
    func needsItemBelowViewport(at indexPath: BrickIndexPath, identifier: String) -> Bool

    /// Whether the behavior has something to move when only the offset changed (BrickKit's
    /// `hasInvalidatableAttributes()`). When every behavior of a scroll view says no, a pass
    /// that only scrolled does not run them: the bricks keep the frames the last pass gave
    /// them, in content coordinates. True unless the behavior says otherwise.
    func hasInvalidatableAttributes() -> Bool

    /// Called on every pass before any behavior's ``apply(to:)`` and before the scroll view
    /// asks ``hasInvalidatableAttributes()``: where ``BrickLayoutBehavior`` resets and
    /// registers its attributes (``BehaviorLayout/invalidation``,
    /// ``BehaviorLayout/createdItems``). The default does nothing.
    func prepare(_ layout: BehaviorLayout)
}

extension LayoutBehavior {
    /// Keeps the proposed offset.
    public func targetContentOffset(forProposed proposed: Point, in layout: BehaviorLayout) -> Point { proposed }

    /// True: a behavior that does not say is given every item.
    public var needsItemsBelowViewport: Bool { true }

    /// True: every item.
    public func needsItemBelowViewport(at indexPath: BrickIndexPath, identifier: String) -> Bool { true }

    /// True: a behavior that does not say runs on every scroll.
    public func hasInvalidatableAttributes() -> Bool { true }

    /// Nothing to prepare.
    public func prepare(_ layout: BehaviorLayout) {}
}

/// Why the behaviors run (BrickKit's invalidation context types, as a behavior can tell them apart).
public enum BehaviorInvalidation: Sendable, Hashable {
    /// The content was laid out again, the viewport or the insets changed, a behavior was
    /// added or removed, or something asked for layout without scrolling (BrickKit's
    /// `.creation` and `.invalidate`): behaviors register every item again.
    case layout
    /// Only the offset changed (BrickKit's `.scrolling`): items keep their layout frames;
    /// the only items to register are those a lazy section placed for the first time.
    case scrolling
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
    /// How many cells at each edge of the viewport bricks placed by behaviors cover in
    /// this pass: a stuck header at the top, a footer at the bottom. Scrolling a brick
    /// into view (focus, ``ScrollBrik/scrollToVisible(_:)``) keeps it clear of them.
    /// Zero at the start of each pass; a behavior widens it (``obscure(_:by:)``), never
    /// narrows what another one set.
    public var obscuredInsets: EdgeInsets = .zero
    /// Which way the content last moved.
    public let scrollDirection: ScrollDirection
    /// Whether ``scrollDirection`` differs from the one before the last move.
    public let scrollDirectionChanged: Bool
    /// The highest z index of the items; z indices above it put a brick over every item.
    public let maxZIndex: Int
    /// Why this pass runs: a layout or only a scroll.
    public internal(set) var invalidation: BehaviorInvalidation = .layout
    /// The indices in ``items`` of the items new in this pass, in order: all of them after a
    /// layout, those a lazy section just placed when only scrolling (BrickKit registered
    /// each attribute once, when it was created).
    public internal(set) var createdItems: [Int] = []
    /// The reference attributes ``BrickLayoutBehavior``s work on, made on first use.
    var attributeStore: BrickLayoutAttributesStore?
    /// Whether ``attributeStore`` is lined up with this pass's items.
    var storeIsCurrent = false
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
        self.createdItems = Array(items.indices)
    }

    /// An edge of the viewport.
    public enum Edge: Sendable, Hashable {
        case top, left, bottom, right
    }

    /// Widens ``obscuredInsets`` at `edge` to cover `frame` (content coordinates, a brick
    /// a behavior placed against that edge): from the edge to the frame's far side,
    /// at most the viewport. A frame outside the viewport covers nothing.
    public func obscure(_ edge: Edge, by frame: Rect) {
        let visible = bounds
        guard frame.intersects(visible) else { return }
        let limit = edge == .top || edge == .bottom ? visible.height : visible.width
        let depth: Int
        switch edge {
        case .top: depth = frame.maxY - visible.minY
        case .left: depth = frame.maxX - visible.minX
        case .bottom: depth = visible.maxY - frame.minY
        case .right: depth = visible.maxX - frame.minX
        }
        let covered = min(limit, max(0, depth))
        switch edge {
        case .top: obscuredInsets.top = max(obscuredInsets.top, covered)
        case .left: obscuredInsets.left = max(obscuredInsets.left, covered)
        case .bottom: obscuredInsets.bottom = max(obscuredInsets.bottom, covered)
        case .right: obscuredInsets.right = max(obscuredInsets.right, covered)
        }
    }

    /// The index in ``items`` of `brick`, if it is an item.
    public func index(of brick: Brick) -> Int? {
        items.firstIndex { $0.brick === brick }
    }
}
