import BrikRendering

/// A vertical list (or grid) of `count` items — a million is fine — of which only those
/// near the viewport of the enclosing ``ScrollBrik`` exist as bricks.
///
/// With an ``itemWidth`` narrower than the section (`.ratio(ratio: 1/4)`, `.fixed(size: 20)`),
/// items go in rows, as many as fit, as a ``Section``'s flow would place them; the items
/// of a row share its height (the tallest), and the rows are what is estimated, measured
/// and found by offset, so a grid of a million items costs what is visible too.
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
/// // A grid: four items a row, a column between them.
/// let grid = VirtualSection(count: 1_000_000, itemWidth: .ratio(ratio: 1.0 / 4), inset: 1) { index in
///     Label("item \(index)")
/// }
/// ```
@MainActor
open class VirtualSection: Brick, VirtualItemContainer {
    /// The identifier every item gets (BrickKit's repeated brick identifier); empty keeps the item's own.
    public let itemIdentifier: String
    /// Rows between items (and, in a grid, columns between the items of a row).
    public let inset: Int
    /// Each item's width rule (a ratio of the section's width, fixed, …): the whole width
    /// (`.ratio(ratio: 1)`, a list) unless several items fit in a row (a grid).
    public let itemWidth: BrickDimension
    /// Rows above and below the viewport whose items are made too, so a row of scrolling
    /// rarely has to make a brick on the spot.
    public var overscan = 3 { didSet { setNeedsLayout() } }
    /// Answers the item count for ``itemIdentifier`` (collection 0, "") when set; asked
    /// again on ``reloadData()``. It wins over the `count` closure.
    public weak var repeatCountDataSource: (any BrickRepeatCountDataSource)? { didSet { reloadData() } }

    private let countSource: () -> Int
    private let make: (Int) -> Brick
    let reuse: ((Brick, Int) -> Void)?
    private var explicitEstimate: Int?

    /// Row heights (each plus ``inset``) as measured so far, estimates elsewhere: one row per
    /// item in a list, one per ``itemsPerRow`` items in a grid.
    public internal(set) var heights = HeightIndex()
    /// The items in a row at the width last laid out (1 for a list).
    public internal(set) var itemsPerRow = 1
    /// The left edge and width of each column of a row, at ``columnsWidth``.
    var columns: [(x: Int, width: Int)] = []
    /// The width ``columns`` were found for (-1 before the first).
    var columnsWidth = -1
    /// The number of items (as of the last ``reloadData()``).
    var itemCount = 0
    /// A row's estimated height, inset included.
    var rowEstimate = 1
    /// Whether the count (and estimate) must be asked for again.
    var needsCount = true
    /// The bricks of the items near the viewport.
    var mounted = MountedWindow()
    /// Bricks that left the window, waiting to be reconfigured by `reuse`.
    var pool: [Brick] = []
    /// The brick made to learn the estimate, used when its index is first shown.
    var spare: (index: Int, brick: Brick)?
    /// The width the heights were measured at.
    var measuredWidth: Int?
    /// Rows of mounted items that asked for layout since they were measured.
    var dirty: Set<Int> = []
    /// True while this section changes its own children (their layout requests are its own doing).
    var isLayingOut = false
    /// The first visible row and how many of its rows were above the viewport, at the last layout.
    var anchor: (index: Int, rowOffset: Int)?
    /// An item to bring to the top of the viewport at the next layout.
    var pendingTopItem: Int?
    /// Whether measurements were dropped by ``reloadData()`` and the anchor should be restored.
    var needsAnchorRestore = false
    /// Bricks renumbered by an insert or delete, by their new index, for the next layout to place.
    var carried: [Int: Brick] = [:]
    /// Items inserted since the last layout (they slide in with the appear behavior).
    var pendingInserts: [Range<Int>] = []

    /// A list of `count()` items made by `make`; `count` is asked again on ``reloadData()``.
    /// Without `estimatedHeight`, the first item's height rule gives the estimate. With an
    /// `itemWidth` narrower than the section, a grid.
    public init(
        _ identifier: String = "", itemIdentifier: String = "", count: @escaping () -> Int,
        itemWidth: BrickDimension = .ratio(ratio: 1), estimatedHeight: Int? = nil, inset: Int = 0,
        make: @escaping (_ index: Int) -> Brick, reuse: ((_ brick: Brick, _ index: Int) -> Void)? = nil
    ) {
        self.itemIdentifier = itemIdentifier
        self.inset = max(0, inset)
        self.itemWidth = itemWidth
        countSource = count
        self.make = make
        self.reuse = reuse
        explicitEstimate = estimatedHeight.map { max(0, $0) }
        super.init()
        self.identifier = identifier
        brickSize = BrickSize(width: .auto(estimate: .ratio(ratio: 1)), height: .auto(estimate: .fixed(size: 0)))
    }

    /// A list (or, with a narrower `itemWidth`, a grid) of a fixed number of items made by
    /// `make` (reused with `reuse` when given).
    public convenience init(
        _ identifier: String = "", itemIdentifier: String = "", count: Int, itemWidth: BrickDimension = .ratio(ratio: 1),
        estimatedHeight: Int? = nil, inset: Int = 0, make: @escaping (_ index: Int) -> Brick,
        reuse: ((_ brick: Brick, _ index: Int) -> Void)? = nil
    ) {
        self.init(
            identifier, itemIdentifier: itemIdentifier, count: { count }, itemWidth: itemWidth,
            estimatedHeight: estimatedHeight, inset: inset, make: make, reuse: reuse)
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
        return itemCount
    }

    /// The first item at least partly in the viewport at the last layout (in a grid, the
    /// first of its row), nil when none is.
    public var firstVisibleItem: Int? { anchor.map { $0.index * itemsPerRow } }
    /// Rows of ``firstVisibleItem``'s row scrolled above the viewport's top at the last layout.
    public var firstVisibleRowOffset: Int { anchor?.rowOffset ?? 0 }
    /// The data indices that have bricks now, in order.
    public var mountedIndices: [Int] { Array(mounted.indices) }
    /// The brick showing item `index`, nil when it is not near the viewport.
    public func brick(at index: Int) -> Brick? { mounted[index] ?? (carried.isEmpty ? nil : carried[index]) }

    /// Asks for the count again and forgets measured heights (the data changed); the first
    /// visible item stays where it is. Bricks are made (or reused) again for what is shown.
    public func reloadData() {
        needsCount = true
        needsAnchorRestore = anchor != nil
        for brick in mounted.bricks { retire(brick) }
        for brick in carried.values { retire(brick) }
        mounted = MountedWindow()
        carried = [:]
        pendingInserts = []
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
        let item = min(max(0, index), itemCount)
        return heights.offset(of: item == itemCount ? heights.count : item / itemsPerRow)
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
        prepareRows(forWidth: max(0, width - chrome.horizontal), environment: context.environment)
        return Size(width: width, height: contentHeight + chrome.vertical)
    }

    open override func childNeedsLayout(_ child: Brick) {
        guard !isLayingOut, let index = child.repeatIndex, mounted[index] === child else { return }
        dirty.insert(index / itemsPerRow)
    }

    open override func layoutChildren(context: LayoutContext) {
        layOutWindow(context: context)
    }

    // MARK: Items

    /// The sum of the item heights and the insets between them.
    var contentHeight: Int { heights.count == 0 ? 0 : max(0, heights.totalHeight - inset) }

    func prepareIfNeeded() {
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
        itemCount = count
        rowEstimate = (estimate ?? 1) + inset
        heights = HeightIndex(count: Self.rows(count, itemsPerRow), estimate: rowEstimate)
    }

    /// Rows for `count` items, `perRow` a row.
    static func rows(_ count: Int, _ perRow: Int) -> Int { (count + perRow - 1) / max(1, perRow) }

    /// The items of row `row`.
    func items(inRow row: Int) -> Range<Int> {
        let first = row * itemsPerRow
        return first..<min(itemCount, first + itemsPerRow)
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

    func makeItem(_ index: Int) -> Brick {
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
    func retire(_ brick: Brick) {
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
    var isInsideVirtualSection: Bool {
        var node = parent
        while let current = node, current.scrollContainer == nil {
            if current is any VirtualItemContainer { return true }
            node = current.parent
        }
        return false
    }

    /// Measures item `index`'s brick at `width`, the way a ``Section`` measures its bricks.
    func measure(_ brick: Brick, width: Int, context: LayoutContext) -> Int {
        brick.brickSize.height.height(forWidth: width, environment: context.environment) {
            brick.sizeThatFits(ProposedSize(width: width, height: nil), context: context).height
        }
    }
}

extension ScrollBrik {
    /// Scrolls so item `index` of `section` (a virtual section inside this scroll view) is at the top.
    public func scroll(toItem index: Int, in section: VirtualSection) {
        section.scrollToItem(index)
    }
}
