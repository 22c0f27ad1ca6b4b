import BrikRendering

/// A vertical list of `count` items — a million is fine — of which only those near
/// the viewport of the enclosing ``ScrollBrik`` exist as bricks.
///
/// Items are made by `make` with their data index when they come near the viewport;
/// with `reuse`, bricks that left are kept in a pool and reconfigured for a new index
/// instead of being made again. Each item gets the section's ``itemIdentifier`` and
/// its data index as ``Brick/repeatIndex`` (and as its item index for behaviors).
/// Heights not yet measured use one estimate (the first item's `.auto(estimate:)` or
/// `.fixed` height, or `estimatedHeight`); a ``HeightIndex`` finds the item at an
/// offset in O(log n), so opening and jumping cost what is visible. When measuring
/// changes heights above the viewport, the scroll offset follows so what is shown
/// does not move; at the end (End) the list is measured from the bottom, so the last
/// item sits exactly on the last row.
///
/// ```swift
/// ScrollBrik { _ in
///     VirtualSection(count: 1_000_000) { index in Label("Row \(index)") }
/// }
/// ```
@MainActor
open class VirtualSection: Brick, VirtualItemContainer {
    /// The identifier every item gets (BrickKit's repeated brick identifier); empty keeps the item's own.
    public let itemIdentifier: String
    /// Rows between items.
    public let inset: Int
    /// Rows above and below the viewport whose items are made too, so a row of scrolling
    /// rarely has to make a brick on the spot.
    public var overscan = 3 { didSet { setNeedsLayout() } }
    /// Answers the item count for ``itemIdentifier`` (collection 0, "") when set; asked
    /// again on ``reloadData()``. It wins over the `count` closure.
    public weak var repeatCountDataSource: (any BrickRepeatCountDataSource)? { didSet { reloadData() } }

    private let countSource: () -> Int
    private let make: (Int) -> Brick
    private let reuse: ((Brick, Int) -> Void)?
    private var explicitEstimate: Int?

    /// Item heights (each plus ``inset``) as measured so far, estimates elsewhere.
    public private(set) var heights = HeightIndex()
    /// Whether the count (and estimate) must be asked for again.
    private var needsCount = true
    /// The bricks of the items near the viewport.
    private var mounted = MountedWindow()
    /// Bricks that left the window, waiting to be reconfigured by `reuse`.
    private var pool: [Brick] = []
    /// The brick made to learn the estimate, used when its index is first shown.
    private var spare: (index: Int, brick: Brick)?
    /// The width the heights were measured at.
    private var measuredWidth: Int?
    /// Mounted items that asked for layout since they were measured.
    private var dirty: Set<Int> = []
    /// True while this section changes its own children (their layout requests are its own doing).
    private var isLayingOut = false
    /// The first visible item and how many of its rows were above the viewport, at the last layout.
    private var anchor: (index: Int, rowOffset: Int)?
    /// An item to bring to the top of the viewport at the next layout.
    private var pendingTopItem: Int?
    /// Whether measurements were dropped by ``reloadData()`` and the anchor should be restored.
    private var needsAnchorRestore = false

    /// A list of `count()` items made by `make`; `count` is asked again on ``reloadData()``.
    /// Without `estimatedHeight`, the first item's height rule gives the estimate.
    public init(
        _ identifier: String = "", itemIdentifier: String = "", count: @escaping () -> Int,
        estimatedHeight: Int? = nil, inset: Int = 0, make: @escaping (_ index: Int) -> Brick,
        reuse: ((_ brick: Brick, _ index: Int) -> Void)? = nil
    ) {
        self.itemIdentifier = itemIdentifier
        self.inset = max(0, inset)
        countSource = count
        self.make = make
        self.reuse = reuse
        explicitEstimate = estimatedHeight.map { max(0, $0) }
        super.init()
        self.identifier = identifier
        brickSize = BrickSize(width: .auto(estimate: .ratio(ratio: 1)), height: .auto(estimate: .fixed(size: 0)))
    }

    /// A list of a fixed number of items made by `make` (reused with `reuse` when given).
    public convenience init(
        _ identifier: String = "", itemIdentifier: String = "", count: Int, estimatedHeight: Int? = nil,
        inset: Int = 0, make: @escaping (_ index: Int) -> Brick, reuse: ((_ brick: Brick, _ index: Int) -> Void)? = nil
    ) {
        self.init(
            identifier, itemIdentifier: itemIdentifier, count: { count }, estimatedHeight: estimatedHeight,
            inset: inset, make: make, reuse: reuse)
    }

    /// The height of an item not measured yet (nil: the first item's height rule), from the
    /// next ``reloadData()`` on; a list of groups sets it to its average group.
    public var estimatedItemHeight: Int? {
        get { explicitEstimate }
        set { explicitEstimate = newValue.map { max(0, $0) } }
    }

    /// The number of items (as of the last ``reloadData()``).
    public var count: Int {
        prepareIfNeeded()
        return heights.count
    }

    /// The first item at least partly in the viewport at the last layout, nil when none is.
    public var firstVisibleItem: Int? { anchor?.index }
    /// Rows of ``firstVisibleItem`` scrolled above the viewport's top at the last layout.
    public var firstVisibleRowOffset: Int { anchor?.rowOffset ?? 0 }
    /// The data indices that have bricks now, in order.
    public var mountedIndices: [Int] { Array(mounted.indices) }
    /// The brick showing item `index`, nil when it is not near the viewport.
    public func brick(at index: Int) -> Brick? { mounted[index] }

    /// Asks for the count again and forgets measured heights (the data changed); the first
    /// visible item stays where it is. Bricks are made (or reused) again for what is shown.
    public func reloadData() {
        needsCount = true
        needsAnchorRestore = anchor != nil
        for brick in mounted.bricks { retire(brick) }
        mounted = MountedWindow()
        spare = nil
        dirty = []
        setNeedsLayout()
    }

    /// Scrolls the enclosing scroll view so item `index` is at the top of the viewport
    /// (as far as the scroll range allows). `animated` is accepted for BrickKit's
    /// signature; the jump is immediate.
    public func scrollToItem(_ index: Int, animated: Bool = false) {
        pendingTopItem = max(0, index)
        enclosingScrollView?.isPinnedToEnd = false
        setNeedsLayout()
    }

    /// Where item `index` starts, in rows from the top of the section's content (estimates
    /// stand in for heights not measured yet).
    public func offset(ofItem index: Int) -> Int {
        prepareIfNeeded()
        return heights.offset(of: min(max(0, index), heights.count))
    }

    open override var exposesItemsToBehaviors: Bool { true }

    func itemIndex(of child: Brick, position: Int) -> Int { child.repeatIndex ?? position }

    /// What it shows and how tall it is follow the scroll position and the data source:
    /// measured and laid out at every pass.
    override var cachesLayout: Bool { false }

    /// The content height: the sum of the heights, estimated where not measured. O(1).
    open override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        prepareIfNeeded()
        let chrome = chromeInsets
        let width = proposal.width ?? context.environment.screen.width
        return Size(width: width, height: contentHeight + chrome.vertical)
    }

    open override func childNeedsLayout(_ child: Brick) {
        guard !isLayingOut, let index = child.repeatIndex, mounted[index] === child else { return }
        dirty.insert(index)
    }

    // MARK: Items

    /// The sum of the item heights and the insets between them.
    var contentHeight: Int { heights.count == 0 ? 0 : max(0, heights.totalHeight - inset) }

    private func prepareIfNeeded() {
        guard needsCount else { return }
        needsCount = false
        let count = max(
            0, repeatCountDataSource?.repeatCount(for: itemIdentifier, with: 0, collectionIdentifier: "") ?? countSource())
        var estimate = explicitEstimate
        if estimate == nil, count > 0 {
            let first = makeItem(0)
            spare = (0, first)
            estimate = Self.estimate(of: first.brickSize.height)
        }
        heights = HeightIndex(count: count, estimate: (estimate ?? 1) + inset)
    }

    /// The estimate a height rule gives before anything is measured.
    private static func estimate(of dimension: BrickDimension) -> Int {
        switch dimension {
        case .fixed(let size): max(0, size)
        case .auto(let estimate): estimate == dimension ? 1 : Self.estimate(of: estimate)
        case .restricted(let size, _): Self.estimate(of: size)
        default: 1
        }
    }

    private func makeItem(_ index: Int) -> Brick {
        let brick: Brick
        if let spare, spare.index == index {
            self.spare = nil
            brick = spare.brick
        } else if let reuse, let recycled = pool.popLast() {
            reuse(recycled, index)
            brick = recycled
        } else {
            brick = make(index)
        }
        if !itemIdentifier.isEmpty, brick.identifier != itemIdentifier { brick.identifier = itemIdentifier }
        brick.repeatIndex = index
        return brick
    }

    /// A brick leaves the window: into the pool when it can be reused, else dropped.
    private func retire(_ brick: Brick) {
        guard reuse != nil, pool.count < 64 else { return }
        pool.append(brick)
    }

    var enclosingScrollView: ScrollBrik? {
        var node = parent
        while let current = node {
            if let scroll = current.scrollContainer, scroll.axis == .vertical { return scroll }
            node = current.parent
        }
        return nil
    }

    /// Whether a virtual section between this one and its scroll view sees this one's
    /// height changes (and keeps the viewport still for them).
    private var isInsideVirtualSection: Bool {
        var node = parent
        while let current = node, current.scrollContainer == nil {
            if current is any VirtualItemContainer { return true }
            node = current.parent
        }
        return false
    }

    /// Measures item `index`'s brick at `width`, the way a ``Section`` measures its bricks.
    private func measure(_ brick: Brick, width: Int, context: LayoutContext) -> Int {
        brick.brickSize.height.height(forWidth: width, environment: context.environment) {
            brick.sizeThatFits(ProposedSize(width: width, height: nil), context: context).height
        }
    }

    // MARK: Layout

    open override func layoutChildren(context: LayoutContext) {
        isLayingOut = true
        defer { isLayingOut = false }
        prepareIfNeeded()
        // What the bricks around measured this section at (before a width change resets it).
        let measuredHeight = contentHeight
        let area = contentFrame
        guard heights.count > 0 else {
            anchor = nil
            if !children.isEmpty { setChildren([]) }
            mounted = MountedWindow()
            return
        }
        // The scroll view around tells its viewport through the context, and hears back how
        // far measuring items above the viewport moved what it shows.
        let scroll = context.scroll
        let port = scroll?.viewport ?? Rect(origin: .zero, size: context.environment.screen)
        let pinned = scroll?.isPinnedToEnd ?? false
        var restore: (index: Int, rowOffset: Int)?
        if let width = measuredWidth, width != area.width {
            heights.reset()
            restore = anchor
        }
        if needsAnchorRestore {
            needsAnchorRestore = false
            restore = anchor
        }
        if let top = pendingTopItem {
            pendingTopItem = nil
            restore = (min(top, heights.count - 1), 0)
        }
        // The anchor is from before a reload: the count may have shrunk below it.
        if let kept = restore, kept.index >= heights.count { restore = (heights.count - 1, 0) }
        measuredWidth = area.width
        let plan = WindowPlan(
            portTop: port.minY - area.y, portHeight: port.height, overscan: overscan, pinned: pinned,
            reportsShiftsFromAbove: !isInsideVirtualSection)
        let previous = mounted
        // Bricks made (or reused) during this layout, for items the previous window lacked.
        var made: [Int: Brick] = [:]
        let shift = settle(
            plan, restore: pinned ? nil : restore, width: area.width, previous: previous, made: &made, context: context)
        let window = plan.window(in: heights, shift: shift, contentHeight: contentHeight) ?? 0..<0
        var ordered: [Brick] = []
        ordered.reserveCapacity(window.count)
        // Offsets add up item by item: one prefix-sum query for the window, not one per item.
        var offset = window.isEmpty ? 0 : heights.offset(of: window.lowerBound)
        for index in window {
            let brick = previous[index] ?? (made.isEmpty ? nil : made.removeValue(forKey: index)) ?? makeItem(index)
            ordered.append(brick)
            let height = heights.height(at: index)
            brick.frame = Rect(x: area.x, y: area.y + offset, width: area.width, height: max(0, height - inset))
            offset += height
        }
        // Items that left the window (or were measured on the way and fell out of it).
        for (position, brick) in previous.bricks.enumerated() where !window.contains(previous.first + position) {
            retire(brick)
        }
        for brick in made.values { retire(brick) }
        mounted = MountedWindow(first: window.lowerBound, bricks: ordered)
        dirty = []
        let top = plan.portTop + shift
        if area.width <= 0 || port.height <= 0 {
            // A degenerate layout (no columns or no rows) measures items as empty: an anchor
            // taken now would name the first item with any height, and a resize back would
            // scroll to it. Keep the place from before.
        } else if top >= 0, top < contentHeight, let first = heights.index(at: top) {
            anchor = (first, top - heights.offset(of: first))
        } else {
            anchor = nil
        }
        if ordered.count != children.count || zip(ordered, children).contains(where: { $0 !== $1 }) {
            // This pass lays the new window out; only a height the bricks around did not
            // measure needs another pass (they placed this section, and what follows it).
            replaceChildrenWhileLayingOut(ordered)
            if contentHeight != measuredHeight { setNeedsLayout() }
        }
        if shift != 0 { scroll?.anchorShift.y += shift }
    }

    /// Measures the items that come into the window until nothing new does, moving the
    /// (predicted) viewport so the anchor item stays put; returns how far it moved.
    private func settle(
        _ plan: WindowPlan, restore: (index: Int, rowOffset: Int)?, width: Int,
        previous: MountedWindow, made: inout [Int: Brick], context: LayoutContext
    ) -> Int {
        var measuredNow: Set<Int> = []
        func ensureMeasured(_ index: Int) -> Bool {
            let brick: Brick
            let wasMounted: Bool
            if let mountedBrick = previous[index] ?? (made.isEmpty ? nil : made[index]) {
                brick = mountedBrick
                wasMounted = true
            } else {
                brick = makeItem(index)
                made[index] = brick
                wasMounted = false
            }
            // The common case of a scroll: an item shown before, measured and unchanged.
            if wasMounted, heights.isMeasured(index), dirty.isEmpty || !dirty.contains(index) { return false }
            guard measuredNow.insert(index).inserted else { return false }
            let height = measure(brick, width: width, context: context) + inset
            if !heights.isMeasured(index) || heights.height(at: index) != height { heights.set(height: height, at: index) }
            return true
        }
        var shift = 0
        if let restore {
            _ = ensureMeasured(restore.index)
            let row = min(restore.rowOffset, max(0, heights.height(at: restore.index) - 1))
            shift = heights.offset(of: restore.index) + row - plan.portTop
        }
        for _ in 0..<16 {
            let top = plan.portTop + shift
            let anchorIndex = top >= 0 && top < contentHeight ? heights.index(at: top) : nil
            let anchorBefore = anchorIndex.map { heights.offset(of: $0) }
            let totalBefore = contentHeight
            guard let window = plan.window(in: heights, shift: shift, contentHeight: contentHeight) else { break }
            var measuredAny = false
            for index in window where ensureMeasured(index) { measuredAny = true }
            if plan.pinned {
                shift += contentHeight - totalBefore
            } else if let anchorIndex, let anchorBefore {
                shift += heights.offset(of: anchorIndex) - anchorBefore
            } else if top >= totalBefore, plan.reportsShiftsFromAbove {
                shift += contentHeight - totalBefore
            }
            if !measuredAny { break }
        }
        return shift
    }
}

/// Where the viewport is relative to a virtual section's content, and how much around it to keep.
struct WindowPlan {
    /// The viewport's top in the section's content rows (negative when the section starts below it).
    var portTop: Int
    var portHeight: Int
    var overscan: Int
    /// Whether the scroll view keeps its end in view (measure from the bottom).
    var pinned: Bool
    /// Whether height changes while the section is wholly above the viewport move the offset.
    var reportsShiftsFromAbove: Bool

    /// The items meeting the viewport (± overscan) after the viewport moved by `shift`; nil when none.
    func window(in heights: HeightIndex, shift: Int, contentHeight: Int) -> Range<Int>? {
        let low = max(0, portTop + shift - overscan)
        let high = min(contentHeight, portTop + shift + portHeight + overscan)
        guard low < high, let first = heights.index(at: low), let last = heights.index(at: high - 1) else { return nil }
        return first..<(last + 1)
    }
}

extension ScrollBrik {
    /// Scrolls so item `index` of `section` (a virtual section inside this scroll view) is at the top.
    public func scroll(toItem index: Int, in section: VirtualSection) {
        section.scrollToItem(index)
    }
}
