import BrikRendering

/// BrickKit's section: a brick that lays its children out in a flow — left to
/// right, wrapping when the next one does not fit — and is itself a brick, so
/// sections nest to any depth.
///
/// Each child's ``Brick/brickSize`` says how wide it is (a ratio of the row,
/// fixed, the rest of the row, …) and how tall (measured, fixed, a ratio of
/// its width, …); see ``BrickDimension``. A section is as tall as its rows
/// plus its edge insets, and takes no height when it has nothing to show.
///
/// ```swift
/// Section(inset: 1, edgeInsets: EdgeInsets(all: 1)) { _ in
///     Label("BRICK 1")
///     Label("1/2 BRICK").width(.ratio(ratio: 1/2))
///     Label("1/2 BRICK").width(.ratio(ratio: 1/2))
/// }
/// ```
@MainActor
open class Section: Brick {
    /// Columns between bricks in a row (and rows between rows unless ``verticalInset`` is set).
    public var inset: Int { didSet { reflowAll() } }
    /// Rows between rows; nil uses ``inset`` (BrickKit used one value for both, but a
    /// row is twice as tall as a column is wide).
    public var verticalInset: Int? { didSet { reflowAll() } }
    /// Space inside the section around its bricks.
    public var edgeInsets: EdgeInsets { didSet { reflowAll() } }
    /// Row alignment.
    public var alignment: FlowAlignment { didSet { reflowAll() } }
    /// Whether every brick of a row is stretched to the row's height.
    public var alignRowHeights: Bool { didSet { reflowAll() } }
    /// What "the whole row" is for ratios: 12 makes `.ratio(ratio: 3)` a quarter.
    public var widthRatio: Double = 1 { didSet { reflowAll() } }

    /// Answers repeat counts for the ``Repeat``s in this section and in nested sections
    /// that have none of their own.
    public weak var repeatCountDataSource: (any BrickRepeatCountDataSource)? { didSet { invalidateRepeatCounts() } }
    /// Decides which bricks of this section (and nested sections without their own) are hidden.
    public weak var hideDataSource: (any BrickHideDataSource)? { didSet { invalidateVisibility() } }
    /// Remaps the order this section's bricks flow in (BrickKit's `orderDataSource`); asked at
    /// every layout while set (see ``BrickSectionOrderDataSource``).
    public weak var orderDataSource: (any BrickSectionOrderDataSource)? { didSet { reflowAll() } }

    /// The last flow, kept so a change reflows only from the first brick it touched.
    private var state: FlowState?
    /// The earliest flow position a child asked to lay out again; nil when nothing did.
    var dirtyFrom: Int? = 0
    /// The identifier index of the subtree, nil until needed again after a change.
    var cachedIndex: [String: [Brick]]? { didSet { if cachedIndex == nil { cachedSections = nil } } }
    /// The sections of the subtree, breadth-first (index paths' section numbers), nil after a change.
    var cachedSections: (pass: Int, sections: [Section])?
    /// What the last placement gave each brick (its height), for ``didUpdateHeightForItemAt``.
    var placedHeights: [ObjectIdentifier: Int] = [:]
    /// The pass that last posted ``framesDidLayout`` (once a pass).
    var postedPass = -1
    /// How many bricks, from the first, the last layout gave frames to (all but a lazy
    /// flow's unplaced ones).
    private var framedCount = 0
    /// Set by ``placeAllBricks()``: the flow is laid out to its end from then on.
    var placesEverything = false

    /// Called after each layout pass that placed this section's bricks again (one a frame unless a
    /// lifecycle closure changed the tree), outside the layout
    /// stage (BrickKit's `framesDidLayout`); changes it makes are laid out before drawing.
    public var framesDidLayout: (@MainActor (Section) -> Void)?
    /// Listeners told with ``framesDidLayout`` (BrickKit's `FrameLayoutListener`s); weakly held.
    var frameLayoutListeners: [WeakFrameLayoutListener] = []
    /// Called after layout when a brick that was placed before got another height (BrickKit's
    /// `didUpdateHeightForItemAt`): its index path in this section and its new height in rows.
    public var didUpdateHeightForItemAt: (@MainActor (_ indexPath: BrickIndexPath, _ height: Int) -> Void)?

    /// Adds `listener` to those told after each layout of this section's frames.
    public func addFrameLayoutListener(_ listener: any BrickFrameLayoutListener) {
        frameLayoutListeners.removeAll { $0.listener == nil || $0.listener === listener }
        frameLayoutListeners.append(WeakFrameLayoutListener(listener: listener))
    }

    /// Stops telling `listener`.
    public func removeFrameLayoutListener(_ listener: any BrickFrameLayoutListener) {
        frameLayoutListeners.removeAll { $0.listener == nil || $0.listener === listener }
    }

    /// The last flow: its bricks (hidden ones included), which are hidden, and the frames.
    var lastFlow: (bricks: [Brick], hidden: [Bool], result: FlowLayout.Result)? {
        state.map { ($0.bricks, $0.hidden, $0.result) }
    }

    private struct FlowState {
        var width: Int
        var direction: Axis
        var environment: LayoutEnvironment
        /// The row limit the flow was laid out to (`Int.max`: all of it); see ``lazyFlowThreshold``.
        var rowLimit: Int
        /// The children when the flow was made: the same ones, with no data source to ask
        /// and nothing marked, flow the same.
        var children: [Brick]
        var bricks: [Brick]
        var hidden: [Bool]
        var result: FlowLayout.Result
    }

    /// A section with BrickKit's parameters, holding what `content` builds.
    public init(
        _ identifier: String = "",
        width: BrickDimension = .auto(estimate: .ratio(ratio: 1)),
        backgroundColor: Color? = nil,
        inset: Int = 0,
        verticalInset: Int? = nil,
        edgeInsets: EdgeInsets = .zero,
        alignment: FlowAlignment = .default,
        alignRowHeights: Bool = false,
        @BrikBuilder _ content: (Section) -> [Brick] = { _ in [] }
    ) {
        self.inset = inset
        self.verticalInset = verticalInset
        self.edgeInsets = edgeInsets
        self.alignment = alignment
        self.alignRowHeights = alignRowHeights
        super.init()
        self.identifier = identifier
        self.brickSize = BrickSize(width: width, height: .auto(estimate: .fixed(size: 0)))
        self.backgroundColor = backgroundColor
        for child in content(self) { addChild(child) }
    }

    var flow: FlowLayout {
        FlowLayout(
            inset: inset, verticalInset: verticalInset, edgeInsets: edgeInsets, alignment: alignment,
            alignRowHeights: alignRowHeights, widthRatio: widthRatio, direction: flowDirection)
    }

    /// BrickKit's scroll direction: the axis of the nearest enclosing ``ScrollBrik``.
    /// Horizontally the bricks make one row that never wraps (``FlowLayout/direction``).
    public var flowDirection: Axis { inheritedFacts.flowAxis }

    /// What the ancestors decide for this section, found by walking up once and kept until
    /// its layout is invalidated (it moved, or a data source around it was set).
    private var inheritedFacts: InheritedLayoutFacts {
        if let known = layoutState.inherited { return known }
        let facts = InheritedLayoutFacts(
            asksDataSource: effectiveRepeatCountDataSource != nil || effectiveHideDataSource != nil,
            flowAxis: enclosingScrollContainer?.axis ?? .vertical)
        layoutState.inherited = facts
        return facts
    }

    var enclosingScrollContainer: ScrollBrik? {
        var node = parent
        while let current = node {
            if let scroll = current.scrollContainer { return scroll }
            node = current.parent
        }
        return nil
    }

    /// The width ratios and fills of a horizontal flow are taken of: the scroll view's viewport.
    private func horizontalReferenceWidth(context: LayoutContext) -> Int {
        let viewport = enclosingScrollContainer?.viewport.width ?? 0
        return max(0, (viewport > 0 ? viewport : context.environment.viewport.width) - chromeInsets.horizontal)
    }

    /// The bricks that flow, in order: children, with each group that flattens into its
    /// container (a ``Repeat``, with the instances its count asks for) replaced by its bricks.
    private func flowBricks() -> [Brick] {
        // Asked only when there is a repeat to ask for (both walk up the tree).
        var source: (any BrickRepeatCountDataSource)?
        var collection: (index: Int, identifier: String)?
        var bricks: [Brick] = []
        bricks.reserveCapacity(children.count)
        for child in children {
            if let repeated = child as? Repeat {
                if collection == nil {
                    source = inheritedFacts.asksDataSource ? effectiveRepeatCountDataSource : nil
                    collection = self.collection
                }
                // The count is the repeat-count data source's (a Section feature), else the repeat's own.
                // Asked once per instance of the repeat, then cached until invalidated.
                var count = repeated.countSource?() ?? repeated.count
                if let source {
                    if let cached = repeated.cachedCount {
                        count = cached
                    } else {
                        let instance = collection ?? (0, "")
                        if let keyed = source as? any BrickRepeatKeyDataSource {
                            count = repeated.adoptKeys(
                                keyed.repeatKeys(
                                    for: repeated.identifier, with: instance.index, collectionIdentifier: instance.identifier))
                        } else {
                            count = source.repeatCount(
                                for: repeated.identifier, with: instance.index, collectionIdentifier: instance.identifier)
                        }
                        repeated.cachedCount = count
                    }
                }
                repeated.materialize(count: count)
            }
            guard child.flattensIntoContainer else {
                bricks.append(child)
                continue
            }
            if !child.isHidden { bricks.append(contentsOf: child.children) }
        }
        return bricks
    }

    /// The flow of the children at `width` content columns, reflowed only from the
    /// first brick that changed since the last time. A lazy flow (see ``lazyFlowThreshold``)
    /// is laid out at least to `rowLimit` rows, or to the limit ``lazyRowLimit(top:context:)``
    /// finds; its limit never goes back up.
    func flowResult(width: Int, context: LayoutContext, rowLimit requested: Int? = nil) -> FlowLayout.Result {
        let environment = context.environment
        let facts = inheritedFacts
        // Asked only when one was there: a data source appears only by being set, which
        // forgets the facts (one that went away is simply found missing).
        let hideSource = facts.asksDataSource ? effectiveHideDataSource : nil
        let repeatSource = facts.asksDataSource ? effectiveRepeatCountDataSource : nil
        let direction = facts.flowAxis
        // The rows a lazy flow must reach; past them, bricks are not measured yet.
        let wanted = requested ?? lazyRowLimit(top: nil, context: context)
        if dirtyFrom == nil, hideSource == nil, repeatSource == nil, orderDataSource == nil, let state, state.width == width,
            state.direction == direction, state.environment == environment,
            state.rowLimit >= wanted || state.result.isComplete, Self.same(state.children, children)
        {
            // Nothing asked for layout since: no brick to ask again, no array to make.
            return state.result
        }
        var bricks = flowBricks()
        if let orderDataSource { bricks = reordered(bricks, by: orderDataSource) }
        var hidden: [Bool] = []
        hidden.reserveCapacity(bricks.count)
        for brick in bricks {
            let hiddenBySource = hideSource?.shouldHide(identifier: brick.identifier, index: brick.repeatIndex ?? 0) ?? false
            if brick.isHiddenByDataSource != hiddenBySource { brick.isHiddenByDataSource = hiddenBySource }
            hidden.append(brick.isHidden || hiddenBySource)
        }
        var changedFrom = dirtyFrom ?? Int.max
        // A flow of bricks that are the children themselves (no group flattened into it) may
        // be lazy: only then is a prefix of the children the bricks placed.
        let isLazy = wanted != .max && bricks.count >= Self.lazyFlowThreshold && Self.same(bricks, children)
        // Laid out a screen past what is wanted, so the next screen of scrolling places nothing.
        var rowLimit = isLazy ? wanted.addingReportingOverflow(context.environment.screen.height).partialValue : .max
        if rowLimit < wanted { rowLimit = .max }
        if let state, state.width == width, state.direction == direction, state.environment == environment {
            let common = min(state.bricks.count, bricks.count)
            var index = 0
            while index < common, index < changedFrom, state.bricks[index] === bricks[index], state.hidden[index] == hidden[index]
            {
                index += 1
            }
            if index < common || state.bricks.count != bricks.count { changedFrom = min(changedFrom, index) }
            // The watermark only goes down the content: what was placed stays placed.
            if isLazy { rowLimit = wanted <= state.rowLimit ? state.rowLimit : rowLimit }
            if rowLimit > state.rowLimit, !state.result.isComplete {
                // Deeper than the last flow went: on from its last row.
                changedFrom = min(changedFrom, state.result.placedCount)
            }
            if changedFrom == Int.max {
                self.state?.children = children
                return state.result
            }
        } else {
            changedFrom = 0
        }
        // Only the bricks laid out again: a problem is reported once, not each frame.
        if let diagnostics = context.pass.diagnostics {
            for brick in bricks[min(changedFrom, bricks.count)...] { brick.reportDimensionProblems(to: diagnostics) }
        }
        var reusable: FlowLayout.Result?
        if let state, state.width == width, state.direction == direction, state.environment == environment {
            reusable = state.result
        }
        let result = flow.layout(
            count: bricks.count, width: width, environment: environment, previous: reusable, changedFrom: changedFrom,
            rowLimit: rowLimit, widthRule: { flowWidth(of: bricks[$0], direction: direction, context: context) },
            isHidden: { hidden[$0] },
            height: { index, columns in
                let brick = bricks[index]
                let proposal = ProposedSize(width: columns, height: nil)
                // Measured to its content (most bricks): no rule to apply, no closure to make.
                guard brick.layoutState.hasAutoDimension(along: .vertical) else {
                    return brick.brickSize.height.height(forWidth: columns, environment: environment) {
                        brick.cachedSizeThatFits(proposal, context: context).height
                    }
                }
                return min(max(0, brick.cachedSizeThatFits(proposal, context: context).height), BrickDimension.largestExtent)
            })
        // Each brick remembers its place, so a change inside it finds where to reflow from.
        for index in bricks.indices { bricks[index].layoutState.flowPosition = Int32(clamping: index) }
        if let state, Self.same(state.bricks, bricks) {} else { cachedIndex = nil }
        state = FlowState(
            width: width, direction: direction, environment: environment, rowLimit: rowLimit, children: children,
            bricks: bricks, hidden: hidden, result: result)
        dirtyFrom = nil
        return result
    }

    /// Whether `a` and `b` hold the same bricks in the same order (a loop: a closure made on
    /// the main actor checks its executor on every call).
    private static func same(_ a: [Brick], _ b: [Brick]) -> Bool {
        guard a.count == b.count else { return false }
        for index in a.indices where a[index] !== b[index] { return false }
        return true
    }

    /// Only the bricks a lazy flow placed are laid out (and their insides); see ``lazyFlowThreshold``.
    override var childrenForLayoutPass: ArraySlice<Brick> { placedChildren }

    /// A section's bricks are items of their own to scroll behaviors (BrickKit's index paths).
    open override var exposesItemsToBehaviors: Bool { true }

    /// With an ``orderDataSource``: the visible bricks in the order they flow.
    open override var childItemOrder: [Brick]? {
        guard orderDataSource != nil, let flow = lastFlow?.bricks else { return nil }
        return flow.filter { !$0.isHidden }
    }

    /// Remembers the earliest flow position that must be laid out again.
    open override func childNeedsLayout(_ child: Brick) {
        cachedIndex = nil
        let position: Int
        if child.flattensIntoContainer {
            position = child.children.first.map(flowPosition(of:)) ?? 0
        } else {
            position = flowPosition(of: child)
        }
        dirtyFrom = min(dirtyFrom ?? position, position)
    }

    /// Where `brick` is in the last flow; 0 (reflow everything) when it is not there.
    private func flowPosition(of brick: Brick) -> Int {
        let position = Int(brick.layoutState.flowPosition)
        guard let bricks = state?.bricks, position < bricks.count, bricks[position] === brick else { return 0 }
        return position
    }

    /// The flow's own parameters changed: every brick is placed again (the last flow was
    /// kept by width and environment, which did not change).
    func reflowAll() {
        dirtyFrom = 0
        setNeedsLayout()
    }

    /// A section whose flow asks a data source (its own or an enclosing section's) depends
    /// on answers no cache holds, and one in a horizontal scroll view on the viewport's width:
    /// it is measured and laid out at every pass, as before caching.
    override var cachesLayout: Bool {
        let facts = inheritedFacts
        // A lazy flow not laid out to its end follows the viewport (as a virtual section does).
        if let state, !state.result.isComplete { return false }
        return !facts.asksDataSource && orderDataSource == nil && facts.flowAxis == .vertical
    }

    /// A section takes the width it is given (it has no width of its own); its height is its rows'.
    open override func hasIntrinsicSize(along axis: Axis) -> Bool {
        axis == .vertical && super.hasIntrinsicSize(along: axis)
    }

    /// A brick's width rule in the flow: in one horizontal row an `.auto` width is the
    /// brick's measured width (a row cannot wrap to make room), elsewhere the rule itself.
    private func flowWidth(of brick: Brick, direction: Axis, context: LayoutContext) -> BrickDimension {
        guard direction == .horizontal, case .auto = brick.brickSize.width.resolvingConditions(in: context.environment)
        else {
            return brick.brickSize.width
        }
        return .fixed(size: brick.cachedSizeThatFits(ProposedSize(width: nil, height: nil), context: context).width)
    }

    /// Offered width by its rows' height; with no width offered, the screen's width. In a
    /// horizontal scroll view: as wide as its one row.
    open override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        if flowDirection == .horizontal {
            let content = flowResult(width: horizontalReferenceWidth(context: context), context: context)
            return Size(width: content.width + chrome.horizontal, height: content.height + chrome.vertical)
        }
        let width = proposal.width ?? context.environment.screen.width
        let content = flowResult(width: max(0, width - chrome.horizontal), context: context)
        guard content.height > 0 || border != nil else { return Size(width: width, height: 0) }
        return Size(width: width, height: content.height + chrome.vertical)
    }

    open override func layoutChildren(context: LayoutContext) {
        let area = contentFrame
        let width = flowDirection == .horizontal ? horizontalReferenceWidth(context: context) : area.width
        var result = flowResult(width: width, context: context)
        if !result.isComplete {
            // Placed now: the rows the viewport (and a screen below it) reaches are known.
            let measured = result.height
            result = flowResult(width: width, context: context, rowLimit: lazyRowLimit(top: area.y, context: context))
            // The bricks around measured this section at the old estimate: measure again.
            if result.height != measured { setNeedsLayout() }
        }
        guard let bricks = state?.bricks else { return }
        let placed = min(bricks.count, result.placedCount)
        for index in 0..<placed {
            bricks[index].frame = result.frames[index].offsetBy(dx: area.x, dy: area.y)
        }
        // Bricks placed before but past the rows placed now (a new width): parked, empty, below.
        if framedCount > placed {
            let parked = Rect(x: area.x, y: area.y + result.placedBottom, width: 0, height: 0)
            for index in placed..<min(framedCount, bricks.count) { bricks[index].frame = parked }
        }
        framedCount = placed
        postAfterLayout(bricks: bricks, frames: result.frames, context: context)
        // A group's frame covers its bricks, so hit-testing and drawing find them inside it.
        // (The same bricks as the children: there is no group.)
        guard !Self.same(bricks, children) else { return }
        for group in children where group.flattensIntoContainer {
            var covered = Rect.zero
            for brick in group.children { covered = covered.union(brick.frame) }
            group.frame = covered
        }
    }
}
