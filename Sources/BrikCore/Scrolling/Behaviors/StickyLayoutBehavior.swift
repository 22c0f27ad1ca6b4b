import BrikRendering

/// Says which bricks a ``StickyLayoutBehavior`` (or one of its subclasses) pins
/// (BrickKit's `StickyLayoutBehaviorDataSource`).
@MainActor
public protocol StickyLayoutBehaviorDataSource: AnyObject {
    /// Whether the item at `indexPath` (with BrickKit identifier `identifier`) sticks.
    /// Asked for every item on every pass, so keep it cheap.
    func stickyLayoutBehavior(
        _ behavior: StickyLayoutBehavior, shouldStickItemAt indexPath: BrickIndexPath, withIdentifier identifier: String,
        in layout: BehaviorLayout
    ) -> Bool
}

/// Hears how far each sticky brick is from sticking (BrickKit's `StickyLayoutBehaviorDelegate`).
@MainActor
public protocol StickyLayoutBehaviorDelegate: AnyObject {
    /// Reported for every sticky brick on every pass: 1 when the brick is a whole brick
    /// height (or more) away from where it sticks, 0 when it is stuck. A brick stacked
    /// under another is measured from where it sticks under that one (BrickKit's
    /// issue #51 measured it from the viewport top).
    func stickyLayoutBehavior(
        _ behavior: StickyLayoutBehavior, brickIsStickingWithPercentage percentage: Double,
        forItemAt indexPath: BrickIndexPath, withIdentifier identifier: String, in layout: BehaviorLayout)
}

/// Pins bricks to the top of the viewport while their section is on screen: section
/// headers (BrickKit's `StickyLayoutBehavior`, same math in cells).
///
/// Several sticky bricks of one section stack under each other; the end of the
/// section pushes them out (each stays inside its section's frame, the root's inside
/// the content). With ``canStackWithOtherSections`` the headers of later sections
/// stack under earlier ones instead of replacing them. A sticky section moves with
/// all its bricks. Vertical scroll views only.
///
/// ```swift
/// scroll.behaviors.append(StickyLayoutBehavior { item in item.identifier == "header" })
/// ```
/// With the default ``ZIndexBehavior/topDown`` order a header paints over the
/// content that scrolls under it.
@MainActor
public class StickyLayoutBehavior: LayoutBehavior {
    /// False: it moves only items at or above the viewport, so a lazy section stays lazy under it.
    public var needsItemsBelowViewport: Bool { false }

    /// Which bricks stick (held weakly, as in BrickKit).
    public weak var dataSource: (any StickyLayoutBehaviorDataSource)?
    /// Hears the sticking percentage of each sticky brick (held weakly).
    public weak var delegate: (any StickyLayoutBehaviorDelegate)?
    /// Extra rows between the viewport top and where bricks stick (a fixed bar above).
    public var contentOffset: Int
    /// Whether sticky bricks of later sections stack under those of earlier ones.
    public var canStackWithOtherSections = false

    /// The closures of the closure initializers, kept here since the data source is weak.
    var shouldStickClosure: ((BrickAttributes) -> Bool)?
    var percentageClosure: ((BrickAttributes, Double) -> Void)?

    /// A behavior asking `dataSource` which bricks stick and telling `delegate` how far they are.
    public init(
        dataSource: any StickyLayoutBehaviorDataSource, delegate: (any StickyLayoutBehaviorDelegate)? = nil,
        contentOffset: Int = 0
    ) {
        self.dataSource = dataSource
        self.delegate = delegate
        self.contentOffset = contentOffset
    }

    /// A behavior sticking the items `shouldStick` picks; `sticking` hears each one's
    /// percentage (see ``StickyLayoutBehaviorDelegate``) on every pass.
    public init(
        contentOffset: Int = 0, sticking: ((BrickAttributes, Double) -> Void)? = nil,
        shouldStick: @escaping (BrickAttributes) -> Bool
    ) {
        self.contentOffset = contentOffset
        self.shouldStickClosure = shouldStick
        self.percentageClosure = sticking
    }

    /// Where one sticky brick went in this pass, for stacking, the overlap fix and the percentage.
    struct Placement {
        var index: Int
        /// Where the brick's edge sits when it is stuck (top for headers, bottom for footers).
        var line: Int
        var group: Int
    }

    /// Whether the last pass found a brick to stick (true before the first).
    private var foundStickyItems = true

    /// Whether the last pass found a brick to stick (BrickKit's `hasInvalidatableAttributes`):
    /// with none, scrolling does not run the behavior until the next layout asks again.
    public func hasInvalidatableAttributes() -> Bool { foundStickyItems }

    /// Places every sticking brick for the current offset (vertical scroll views only).
    public func apply(to layout: BehaviorLayout) {
        guard layout.axis == .vertical else { return }
        var sticky: [Int] = []
        for index in layout.items.indices where shouldStick(layout.items[index], in: layout) { sticky.append(index) }
        foundStickyItems = !sticky.isEmpty
        sticky = order(sticky, in: layout)
        willPlace(sticky, in: layout)
        var lastFrame = Rect.zero
        var lastLine: Int?
        var section = 0
        var group = 0
        var placements: [Placement] = []
        for index in sticky {
            let item = layout.items[index]
            if !canStackWithOtherSections && section != item.indexPath.section {
                section = item.indexPath.section
                lastFrame = Rect(origin: item.sectionFrame?.origin ?? .zero, size: .zero)
                lastLine = nil
                group += 1
            }
            var frame = startFrame(for: item)
            let constrain = place(&frame, item: item, lastFrame: lastFrame, in: layout)
            let container = item.sectionFrame ?? Rect(origin: .zero, size: layout.contentSize)
            if constrain && !container.contains(frame) {
                frame.origin.y = min(container.maxY - frame.height, max(container.minY, frame.y))
            }
            layout.items[index].frame = frame
            lastFrame = frame
            let line = stuckLine(item: item, frame: frame, previousLine: lastLine, in: layout)
            lastLine = nextLine(after: line, height: frame.height)
            placements.append(Placement(index: index, line: line, group: group))
        }
        separateStacks(placements, in: layout)
        obscureEdges(placements, in: layout)
        for placement in placements { report(placement, in: layout) }
        didPlace(placements, in: layout)
    }

    /// Whether `item` sticks: the closure, else the data source.
    func shouldStick(_ item: BrickAttributes, in layout: BehaviorLayout) -> Bool {
        if let shouldStickClosure { return shouldStickClosure(item) }
        return dataSource?.stickyLayoutBehavior(
            self, shouldStickItemAt: item.indexPath, withIdentifier: item.identifier, in: layout) ?? false
    }

    // MARK: Hooks for the subclasses (BrickKit's overrides)

    /// The order the sticky items are placed in (tree order here; footers sort).
    func order(_ sticky: [Int], in layout: BehaviorLayout) -> [Int] { sticky }

    /// Called before placing, with the sticky items in order.
    func willPlace(_ sticky: [Int], in layout: BehaviorLayout) {}

    /// Called after placing (the quick-return header remembers where it left its bricks).
    func didPlace(_ placements: [Placement], in layout: BehaviorLayout) {}

    /// The frame placing starts from (the quick-return header starts from the last pass's).
    func startFrame(for item: BrickAttributes) -> Rect { item.frame }

    /// Moves `frame` for the current offset; returns whether it is then kept inside its section.
    func place(_ frame: inout Rect, item: BrickAttributes, lastFrame: Rect, in layout: BehaviorLayout) -> Bool {
        let stickyY = max(layout.bounds.y + layout.contentInset.top + contentOffset, lastFrame.maxY)
        frame.origin.y = max(item.originalFrame.y, stickyY)
        return true
    }

    /// The row where the brick's top sits once stuck: the sticking row, or under the
    /// previous brick of its stack as that one sits when stuck.
    func stuckLine(item: BrickAttributes, frame: Rect, previousLine: Int?, in layout: BehaviorLayout) -> Int {
        let top = layout.bounds.y + layout.contentInset.top + contentOffset
        return max(top, previousLine ?? top)
    }

    /// The edge of the viewport sticking bricks cover: the top here, the bottom for footers.
    var stickingEdge: BehaviorLayout.Edge { .top }

    /// Tells the layout which rows the bricks this pass moved cover at ``stickingEdge``; a
    /// brick at its own place covers nothing (the content is not under it).
    func obscureEdges(_ placements: [Placement], in layout: BehaviorLayout) {
        for placement in placements {
            let item = layout.items[placement.index]
            if item.frame != item.originalFrame { layout.obscure(stickingEdge, by: item.frame) }
        }
    }

    /// Where the next brick of the stack sticks after one stuck at `line` that is `height` tall.
    func nextLine(after line: Int, height: Int) -> Int { line + height }

    /// The sticking percentage of a brick at `frame` that sticks at `line`, 0…1.
    func percentage(frame: Rect, line: Int) -> Double {
        Self.fraction(frame.y - line, of: frame.height)
    }

    /// `distance / height` clamped to 0…1 (a zero-height brick is 0 or 1).
    static func fraction(_ distance: Int, of height: Int) -> Double {
        guard height > 0 else { return distance > 0 ? 1 : 0 }
        return min(1, max(0, Double(distance) / Double(height)))
    }

    /// BrickKit's order: stacked bricks pushed out by their section's end leave one by one,
    /// each clamped to its own section; the lower one slides under the upper, which is
    /// earlier in tree order and so drawn on top (``ZIndexBehavior/topDown``), and a
    /// section's header stays over the headers of the sections inside it. Nothing to do
    /// here; the sticky footer, stacking upwards, separates its stack.
    func separateStacks(_ placements: [Placement], in layout: BehaviorLayout) {}

    private func report(_ placement: Placement, in layout: BehaviorLayout) {
        let item = layout.items[placement.index]
        let value = percentage(frame: item.frame, line: placement.line)
        percentageClosure?(item, value)
        delegate?.stickyLayoutBehavior(
            self, brickIsStickingWithPercentage: value, forItemAt: item.indexPath, withIdentifier: item.identifier,
            in: layout)
    }
}
