import BrikRendering

/// BrickKit's `BrickLayoutBehavior`, hook for hook, so a BrickKit behavior ports as it was
/// written: subclass it and override the hooks you need.
///
/// The scroll view drives the hooks as BrickKit's invalidation contexts did:
/// - after a layout (``BehaviorInvalidation/layout``: the first pass, the content laid out
///   again, a resize, a behavior added, an explicit `setNeedsLayout()`):
///   ``resetRegisteredAttributes(_:)``, then ``registerAttributes(_:for:)`` for every item in
///   tree order, then ``layoutDoneCalculating(_:)``;
/// - when only the offset changed (``BehaviorInvalidation/scrolling``):
///   ``registerAttributes(_:for:)`` only for the items a lazy section placed for the first
///   time, so each item is registered once;
/// - then, on every pass, ``invalidateInCollectionViewLayout(_:contentSize:attributesDidUpdate:)``,
///   which moves the attributes it registered and may change the content size. When no
///   behavior of the scroll view ``hasInvalidatableAttributes()``, a pass that only
///   scrolled runs none of them (BrickKit's `shouldInvalidateLayout(forBoundsChange:)`).
///
/// The attributes are ``BrickLayoutAttributes`` objects: keep the ones you register and
/// change their ``BrickLayoutAttributes/frame`` later. Each pass starts them from the
/// layout's frames (behaviors compute from ``BrickLayoutAttributes/originalFrame``). The
/// behavior runs in the order it was added among the others; everything it changes is
/// written back when its invalidation returns.
///
/// ```swift
/// // BrickKit's example: a behavior that sticks registered bricks at the top.
/// final class PinToTop: BrickLayoutBehavior {
///     var pinned: [BrickLayoutAttributes] = []
///     override func resetRegisteredAttributes(_ layout: BehaviorLayout) { pinned = [] }
///     override func registerAttributes(_ attributes: BrickLayoutAttributes, for layout: BehaviorLayout) {
///         if attributes.identifier == "pin" { pinned.append(attributes) }
///     }
///     override func hasInvalidatableAttributes() -> Bool { !pinned.isEmpty }
///     override func invalidateInCollectionViewLayout(
///         _ layout: BehaviorLayout, contentSize: inout Size,
///         attributesDidUpdate: (BrickLayoutAttributes, Rect?) -> Void
///     ) {
///         for attributes in pinned {
///             let old = attributes.frame
///             attributes.frame.origin.y = max(attributes.originalFrame.y, layout.bounds.y)
///             attributesDidUpdate(attributes, old)
///         }
///     }
/// }
/// scroll.behaviors.append(PinToTop())
/// ```
@MainActor
open class BrickLayoutBehavior: LayoutBehavior {
    /// Whether the behavior has prepared once (its first pass registers everything).
    private var hasPrepared = false

    /// A behavior with nothing registered.
    public init() {}

    // MARK: BrickKit's hooks

    /// Whether the behavior needs items below the viewport (a sticky footer): then a lazy
    /// section lays out all its bricks, so every item is registered. False by default.
    open var needsDownstreamCalculation: Bool { false }

    /// Whether the item at `indexPath` must be laid out although it is below the viewport
    /// (asked of behaviors that ``needsDownstreamCalculation``, for every brick of a lazy
    /// section: the section lays out its rows down to the last brick any of them wants).
    /// False by default.
    open func shouldUseForDownstreamCalculation(
        for indexPath: BrickIndexPath, with identifier: String, for layout: BehaviorLayout?
    ) -> Bool { false }

    /// The attributes of the item holding the section of `indexPath`; nil in the root section.
    open func sectionAttributes(for indexPath: BrickIndexPath, in layout: BehaviorLayout) -> BrickLayoutAttributes? {
        layout.store.holder(ofSection: indexPath.section)
    }

    /// Whether a scroll must run this behavior (true by default; say false while nothing is
    /// registered, and scrolling costs nothing when no behavior has anything to move).
    open func hasInvalidatableAttributes() -> Bool { true }

    /// Forget the attributes registered so far: a layout will register every item again.
    open func resetRegisteredAttributes(_ layout: BehaviorLayout) {}

    /// All items of a layout are registered.
    open func layoutDoneCalculating(_ layout: BehaviorLayout) {}

    /// An item was created (once per item after a reset): keep it if the behavior moves it.
    open func registerAttributes(_ attributes: BrickLayoutAttributes, for layout: BehaviorLayout) {}

    /// Moves the registered attributes for the current offset; runs on every pass (every
    /// scroll step). `contentSize` may be changed (a card stack lets its last card reach the
    /// top). Call `attributesDidUpdate` with each attributes changed and its old frame
    /// (BrickKit's bookkeeping; everything is written back anyway).
    open func invalidateInCollectionViewLayout(
        _ layout: BehaviorLayout, contentSize: inout Size,
        attributesDidUpdate: (_ attributes: BrickLayoutAttributes, _ oldFrame: Rect?) -> Void
    ) {}

    /// Where a scroll that came to rest at `proposedContentOffset` should end (snapping).
    /// `velocity` is the direction of the last move along the axis: 1 forward, −1 back, 0
    /// none (a terminal scroll has no speed).
    open func targetContentOffsetForProposedContentOffset(
        _ proposedContentOffset: inout Point, withScrollingVelocity velocity: Point,
        inCollectionViewLayout layout: BehaviorLayout
    ) {}

    // MARK: The pipeline's protocol, adapted to the hooks

    /// ``needsDownstreamCalculation``.
    public final var needsItemsBelowViewport: Bool { needsDownstreamCalculation }

    /// ``shouldUseForDownstreamCalculation(for:with:for:)`` (no behavior layout during layout).
    public final func needsItemBelowViewport(at indexPath: BrickIndexPath, identifier: String) -> Bool {
        shouldUseForDownstreamCalculation(for: indexPath, with: identifier, for: nil)
    }

    /// Resets and registers (after a layout), or registers what is new (after a scroll).
    public final func prepare(_ layout: BehaviorLayout) {
        let attributes = layout.store.aligned
        if layout.invalidation == .layout || !hasPrepared {
            hasPrepared = true
            resetRegisteredAttributes(layout)
            for item in attributes { registerAttributes(item, for: layout) }
            layoutDoneCalculating(layout)
        } else {
            for index in layout.createdItems where index < attributes.count {
                registerAttributes(attributes[index], for: layout)
            }
        }
    }

    /// Runs ``invalidateInCollectionViewLayout(_:contentSize:attributesDidUpdate:)`` and writes
    /// what it did back into the items.
    public final func apply(to layout: BehaviorLayout) {
        let store = layout.store
        store.read(layout.items)
        var size = layout.contentSize
        invalidateInCollectionViewLayout(layout, contentSize: &size) { _, _ in }
        layout.contentSize = size
        store.write(to: &layout.items)
    }

    /// ``targetContentOffsetForProposedContentOffset(_:withScrollingVelocity:inCollectionViewLayout:)``.
    public final func targetContentOffset(forProposed proposed: Point, in layout: BehaviorLayout) -> Point {
        var offset = proposed
        let step =
            switch layout.scrollDirection {
            case .forward: 1
            case .backward: -1
            case .none: 0
            }
        let velocity = layout.axis == .vertical ? Point(x: 0, y: step) : Point(x: step, y: 0)
        targetContentOffsetForProposedContentOffset(&offset, withScrollingVelocity: velocity, inCollectionViewLayout: layout)
        return offset
    }
}
