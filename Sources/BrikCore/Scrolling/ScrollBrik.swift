import BrikRendering

/// A viewport onto content taller (or wider) than itself: the content is laid
/// out at its full size and moved by ``contentOffset``; what falls outside the
/// viewport is clipped and not drawn.
///
/// ```swift
/// ScrollBrik { _ in
///     VBrik { _ in for line in log { Label(line) } }
/// }
/// ```
/// Keys while it (or something in it) has focus: ↑/↓ or j/k by a row, PgUp/PgDn
/// by a page, Home/End, ←/→ for horizontal content; the mouse wheel scrolls the
/// scroll view under the pointer (Shift+wheel sideways). A focused brick inside
/// is scrolled into view — just enough, like a visibility request in Haskell's
/// brick. A one-column scrollbar shows where the viewport is (bold while the
/// scroll view has focus). ↑/↓ scroll only while the scroll view itself has
/// focus; with a brick inside focused they move focus.
@MainActor
open class ScrollBrik: Brick {
    /// The direction the content scrolls in.
    public let axis: Axis
    /// How far the content is scrolled, in cells; clamped to the content at layout.
    /// With a top (left) ``contentInset`` it can be negative by up to that inset.
    public internal(set) var contentOffset: Point = .zero
    /// The content's full size at the last layout (behaviors may have enlarged it).
    public internal(set) var contentSize: Size = .zero
    /// Space added around the content inside the scroll range; set it, or let a
    /// behavior (snapping) set it so the first and last bricks can reach a point.
    public var contentInset: EdgeInsets = .zero { didSet { if oldValue != contentInset { setNeedsLayout() } } }
    /// Insets of the scrollbar's track at the last layout (a sticky footer shortens it).
    public internal(set) var scrollIndicatorInsets: EdgeInsets = .zero
    /// What behaviors covered at each edge of the viewport in the last layout (stuck
    /// headers, sticky footers; see ``BehaviorLayout/obscuredInsets``): scrolling into
    /// view keeps bricks clear of it.
    public internal(set) var obscuredInsets: EdgeInsets = .zero
    /// Behaviors that move the bricks as the content scrolls, applied in this order.
    public var behaviors: [any LayoutBehavior] = [] { didSet { setNeedsLayout() } }
    /// Which bricks are painted on top where they overlap; earlier ones by default.
    public var zIndexBehavior: ZIndexBehavior = .topDown { didSet { setNeedsLayout() } }
    /// Which way the content last moved.
    public internal(set) var scrollDirection: ScrollDirection = .none
    /// The direction the behaviors saw in the last pass, to tell them when it changes.
    var directionAtLastPass: ScrollDirection = .none
    /// The items of the last layout as behaviors left them (content coordinates).
    ///
    /// With no behavior to run, the items are where the layout put them and are not kept
    /// (10,000 rows: 2.9 MB less): reading this collects them from the bricks.
    public internal(set) var displayedItems: [BrickAttributes] {
        get { behaviorItems ?? layoutItems() }
        set { behaviorItems = newValue }
    }
    /// The items as the last behaviors pass left them; nil when no behavior ran.
    var behaviorItems: [BrickAttributes]?
    /// The painting order of the last layout; nil when no behavior ran (the tree's order).
    var paintSteps: [PaintStep]?
    /// Content inside finds its scroll view through this.
    override var scrollContainer: ScrollBrik? { self }
    /// Children are painted in the order the behaviors left them in.
    override public var childPaintOrder: [PaintStep]? { paintSteps }
    /// Where content moved during the layout being done (a virtual section measured bricks
    /// above the viewport and said so through its context, or a resize anchor): added to
    /// the offset so what is visible stays put.
    var pendingAnchorShift = Point.zero
    /// Whether the viewport stays at the end as the content grows or gets measured
    /// (set by scrolling to the end, cleared by scrolling elsewhere).
    var isPinnedToEnd = false
    /// How inserted and removed items animate in and out; nil: they appear and vanish at once.
    public var appearBehavior: (any BrickAppearBehavior)? { didSet { appearTracker.reset() } }
    /// How long an item takes to appear or disappear.
    public var appearDuration: Duration = .milliseconds(200)
    /// What is animating in and out (``appearBehavior``).
    let appearTracker = AppearTracker()
    /// Whether the scrollbar column (or row) is drawn.
    public var showsScrollbar = true { didSet { setNeedsLayout() } }
    /// When the scrollbar's track and thumb show: always, or only while the content is
    /// longer than the view (lists, tables and trees: a full thumb tells nothing). The
    /// column is kept either way, so nothing moves when the content grows past the view.
    public var scrollbarVisibility = ScrollbarVisibility.always { didSet { setNeedsDisplay() } }
    /// Rows (or columns) one wheel notch scrolls.
    public var wheelStep = 3
    /// Settling, animated scrolls, visibility tracking and resize anchoring (ScrollBrik+Settle.swift).
    var scrollExtras = ScrollExtras()

    /// A scroll view along `axis` around what `content` builds (several bricks are stacked
    /// along the axis).
    public init(axis: Axis = .vertical, @BrikBuilder _ content: (ScrollBrik) -> [Brick] = { _ in [] }) {
        self.axis = axis
        super.init()
        focusAttributes = .bold
        let built = content(self)
        if built.count == 1 {
            addChild(built[0])
        } else {
            let stack = StackBrik(axis: axis, alignment: .fill)
            stack.setChildren(built)
            addChild(stack)
        }
        declareScrollBindings()
        declareRefreshBinding()
    }

    /// The scrolled content (the first child).
    public var content: Brick? { children.first }

    /// The visible part of the frame, less the scrollbar (and the refresh row while one shows).
    public var viewport: Rect {
        var area = contentFrame
        let refreshRow = refreshRowHeight
        if refreshRow > 0 { area = Rect(x: area.x, y: area.y + refreshRow, width: area.width, height: area.height - refreshRow) }
        guard showsScrollbar else { return area }
        return axis == .vertical
            ? Rect(x: area.x, y: area.y, width: max(0, area.width - 1), height: area.height)
            : Rect(x: area.x, y: area.y, width: area.width, height: max(0, area.height - 1))
    }

    /// Content is drawn only inside the viewport (not over the border or the scrollbar).
    open override var childClipRect: Rect { viewport }

    /// The smallest offset: minus the top (left) content inset.
    public var minimumOffset: Point { Point(x: -contentInset.left, y: -contentInset.top) }

    /// The largest offset that still shows content (the minimum when it all fits).
    public var maximumOffset: Point {
        let port = viewport
        return Point(
            x: max(-contentInset.left, contentSize.width + contentInset.right - port.width),
            y: max(-contentInset.top, contentSize.height + contentInset.bottom - port.height))
    }

    /// `offset` clamped to the scroll range.
    func clampedOffset(_ offset: Point) -> Point {
        let minimum = minimumOffset
        let maximum = maximumOffset
        return Point(x: min(max(minimum.x, offset.x), maximum.x), y: min(max(minimum.y, offset.y), maximum.y))
    }

    /// Scrolls to `offset` (clamped), redrawing; the layout moves the content.
    /// Scrolling to the end keeps the viewport at the end while the content is measured.
    /// Before the first layout the offset is kept as given and clamped by that layout, so
    /// an offset set up front (a restored position) survives until the content is measured.
    public func scroll(to offset: Point) {
        noteScrollRequest()
        let clamped = scrollExtras.lastViewportSize == nil ? offset : clampedOffset(offset)
        let along = axis == .vertical ? \Point.y : \Point.x
        isPinnedToEnd = offset[keyPath: along] >= maximumOffset[keyPath: along] && contentSize != .zero
        guard clamped != contentOffset else { return }
        let moved = clamped[keyPath: along] - contentOffset[keyPath: along]
        if moved != 0 { scrollDirection = moved > 0 ? .forward : .backward }
        contentOffset = clamped
        setNeedsLayout()
    }

    /// Scrolls by `rows` (or columns, horizontally); negative scrolls back.
    public func scroll(by amount: Int) {
        axis == .vertical
            ? scroll(to: contentOffset.offsetBy(dy: amount)) : scroll(to: contentOffset.offsetBy(dx: amount))
    }

    public override var canBecomeFocused: Bool { takesFocus }

    /// Whether the scroll view takes focus (true): a widget built around one (a list)
    /// turns it off to take the keys and clicks itself.
    public var takesFocus = true {
        // Whether anything can take focus may have changed (see Application.repairFocus).
        didSet { if oldValue != takesFocus { setNeedsDisplay() } }
    }

    /// None, like a `UIScrollView`: constraints neither hug nor hold it, and a stack
    /// that must shrink takes cells from it first (its content is only its ideal size).
    open override func hasIntrinsicSize(along axis: Axis) -> Bool { false }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        guard let content else {
            return Size(width: proposal.width ?? chrome.horizontal, height: proposal.height ?? chrome.vertical)
        }
        // Unbounded along the axis: a horizontal strip must not wrap its content to the width offered.
        let inner = proposal.inset(by: chrome)
        let ideal = content.cachedSizeThatFits(
            axis == .vertical ? ProposedSize(width: inner.width, height: nil) : ProposedSize(width: nil, height: inner.height),
            context: context)
        return Size(
            width: min(ideal.width + chrome.horizontal + (axis == .vertical ? 1 : 0), proposal.width ?? Int.max),
            height: min(ideal.height + chrome.vertical + (axis == .horizontal ? 1 : 0), proposal.height ?? Int.max))
    }

    /// Scroll views lay out their content themselves (the behaviors run on it in the next stage).
    open override var laysOutOwnSubtree: Bool { true }

    open override func layoutChildren(context: LayoutContext) {
        guard let content else { return }
        let port = viewport
        // Content scrolled to its very start stays there through a resize (as content at its
        // end stays at the end): there is nothing above it to anchor to, and anchors inside
        // nested virtual sections measured again at another width would only drift.
        let resized = scrollExtras.lastViewportSize.map { $0 != port.size } ?? false
        let keepsStart =
            resized && !isPinnedToEnd
            && (axis == .vertical ? contentOffset.y <= minimumOffset.y : contentOffset.x <= minimumOffset.x)
        prepareResizeAnchor(viewportSize: port.size)
        // A virtual section measures what became visible; if that moved content above the
        // viewport, the offset follows and the layout is done again (a few passes at most).
        for _ in 0..<4 {
            // The content hears of the viewport, and tells of shifts above it, through its context.
            let inner = context.inScrollView(viewport: port, isPinnedToEnd: isPinnedToEnd, axis: axis)
            contentSize =
                axis == .vertical
                ? Size(
                    width: port.width,
                    height: content.cachedSizeThatFits(ProposedSize(width: port.width, height: nil), context: inner).height)
                : Size(
                    width: content.cachedSizeThatFits(ProposedSize(width: nil, height: port.height), context: inner).width,
                    height: port.height)
            contentOffset = offsetForPass()
            if keepsStart {
                contentOffset =
                    axis == .vertical
                    ? Point(x: contentOffset.x, y: minimumOffset.y) : Point(x: minimumOffset.x, y: contentOffset.y)
            }
            content.frame = Rect(origin: port.origin.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y), size: contentSize)
            FramePipeline.layout(content, context: inner)
            // A horizontal strip's content reports to the vertical scroll view around it.
            pendingAnchorShift = axis == .vertical ? inner.scroll?.anchorShift ?? .zero : .zero
            applyResizeAnchor(contentOrigin: content.frame.origin)
            if keepsStart { pendingAnchorShift = .zero }
            guard pendingAnchorShift != .zero else { break }
            contentOffset = Point(x: contentOffset.x + pendingAnchorShift.x, y: contentOffset.y + pendingAnchorShift.y)
        }
        scrollExtras.awaitsBehaviors = true
        scrollExtras.layoutContext = context
    }

    /// The layout stage's context for this scroll view, for what the behaviors stage lays
    /// out again (a brick a behavior resized, the content after a settle).
    var behaviorLayoutContext: LayoutContext {
        scrollExtras.layoutContext ?? LayoutContext(detachedFor: self)
    }

    /// The behaviors stage: see `runBehaviorStage()` (ScrollBrik+Settle.swift).
    override func applyBehaviorStage() -> Bool { runBehaviorStage() }

    /// The lifecycle stage: see `reportLifecycleStage()` (ScrollBrik+Settle.swift).
    override func runLifecycleStage() { reportLifecycleStage() }

    /// Collects the items, lets each behavior move them, and moves the bricks to match.
    func runBehaviors(content: Brick, port: Rect) {
        let clock = ContinuousClock()
        let start = clock.now
        defer { application?.behaviorTimeThisFrame += clock.now - start }
        let origin = content.frame.origin
        // The last pass's items tell a scroll from a layout when there are behaviors; without
        // any, letting them go first keeps one list of items alive, not two (10,000 rows: 2 MB
        // less at the peak).
        let previous = self.behaviors.isEmpty ? nil : behaviorItems
        let previousInsets = (indicator: scrollIndicatorInsets, obscured: obscuredInsets)
        behaviorItems = nil
        paintSteps = nil
        scrollIndicatorInsets = .zero
        obscuredInsets = .zero
        // Nothing to move: the bricks keep their layout frames and paint in tree order.
        guard !self.behaviors.isEmpty || appearBehavior != nil || appearTracker.hasPass || Self.providesBehaviors(content)
        else { return }
        var (items, sectionFrames) = collectItems(content: content, origin: origin)
        Self.assignZIndices(&items, behavior: zIndexBehavior)
        let behaviors = activeBehaviors(for: items)
        guard !behaviors.isEmpty || appearBehavior != nil || appearTracker.hasPass else {
            behaviorItems = items
            paintSteps = Self.paintOrder(items)
            return
        }
        let layout = BehaviorLayout(
            items: items, sectionFrames: sectionFrames, axis: axis, contentOffset: contentOffset,
            viewportSize: port.size, contentSize: contentSize, contentInset: contentInset,
            scrollDirection: scrollDirection, scrollDirectionChanged: scrollDirection != directionAtLastPass)
        let (invalidation, created) = behaviorInvalidation(
            items: items, previous: previous, behaviors: behaviors, viewport: port.size)
        layout.invalidation = invalidation
        if invalidation == .scrolling { layout.createdItems = created }
        layout.attributeStore = scrollExtras.attributeStore
        defer { scrollExtras.attributeStore = layout.attributeStore }
        for behavior in behaviors { behavior.prepare(layout) }
        if invalidation == .scrolling, appearBehavior == nil, !appearTracker.hasPass, let previous,
            !behaviors.contains(where: { $0.hasInvalidatableAttributes() })
        {
            // Nothing to move on a scroll (BrickKit did not invalidate): the last pass's frames hold.
            Self.carryDisplay(from: previous, into: &layout.items)
            let growth = scrollExtras.behaviorGrowth
            contentSize = Size(width: contentSize.width + growth.width, height: contentSize.height + growth.height)
            scrollIndicatorInsets = previousInsets.indicator
            obscuredInsets = previousInsets.obscured
            scrollExtras.skippedBehaviorPasses += 1
            applyDisplayFrames(layout.items, origin: origin)
            behaviorItems = layout.items
            paintSteps = Self.paintOrder(layout.items)
            return
        }
        directionAtLastPass = scrollDirection
        for behavior in behaviors { behavior.apply(to: layout) }
        contentSize = layout.contentSize
        scrollIndicatorInsets = layout.scrollIndicatorInsets
        obscuredInsets = layout.obscuredInsets
        if layout.contentInset != contentInset {
            // Changing the insets changes the scroll range: the next frame uses it.
            contentInset = layout.contentInset
        }
        let ghosts = applyAppearances(to: layout, origin: origin)
        // A section's bricks follow wherever the behaviors (or an appear animation) took it.
        Self.propagateSectionMoves(&layout.items)
        applyDisplayFrames(layout.items, origin: origin)
        behaviorItems = layout.items
        paintSteps = Self.paintOrder(layout.items) + ghosts
    }

    /// The items at their layout frames, z indices assigned, as a pass with no behavior has them.
    func layoutItems() -> [BrickAttributes] {
        guard let content else { return [] }
        var items = collectItems(content: content, origin: content.frame.origin).items
        Self.assignZIndices(&items, behavior: zIndexBehavior)
        return items
    }

    open override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        drawRefreshRow(into: &canvas, context: context)
        guard showsScrollbar else { return }
        let area = contentFrame.inset(by: scrollIndicatorInsets)
        let length = axis == .vertical ? area.height : area.width
        let total =
            axis == .vertical
            ? contentSize.height + contentInset.vertical - scrollIndicatorInsets.vertical
            : contentSize.width + contentInset.horizontal - scrollIndicatorInsets.horizontal
        let offset = axis == .vertical ? contentOffset.y + contentInset.top : contentOffset.x + contentInset.left
        guard length > 0, scrollbarVisibility == .always || total > length else { return }
        let style = context.style
        let (thumbStart, thumbLength) = Self.thumb(length: length, total: total, offset: offset)
        for index in 0..<length {
            let isThumb = index >= thumbStart && index < thumbStart + thumbLength
            let point =
                axis == .vertical ? Point(x: area.maxX - 1, y: area.y + index) : Point(x: area.x + index, y: area.maxY - 1)
            canvas.put(Glyph(isThumb ? "█" : "░", width: 1), at: point, style: isThumb ? style : style.adding(.dim))
        }
    }

    /// Where the scrollbar's thumb starts and how long it is, for a track of `length` cells
    /// showing `length` of `total` cells from `offset`. Proportional, at least one cell;
    /// at the top it starts at 0 and at the end it ends on the last cell.
    static func thumb(length: Int, total: Int, offset: Int) -> (start: Int, length: Int) {
        guard total > length, length > 0 else { return (0, length) }
        let size = max(1, length * length / total)
        let travel = length - size
        let start = Int((Double(offset) / Double(total - length) * Double(travel)).rounded())
        return (min(travel, max(0, start)), size)
    }

    public override func handle(_ event: Event) -> EventResult {
        guard case .mouse(let mouse) = event else { return .ignored }
        let shifted = mouse.modifiers.contains(.shift)
        // A plain wheel over a strip nested in a vertical page scrolls the page (it bubbles up);
        // on its own a horizontal scroll view takes the plain wheel too.
        let sideways = axis == .horizontal && (shifted || !isNestedInVerticalScroll)
        guard sideways == (axis == .horizontal) && (axis == .horizontal || !shifted) else { return .ignored }
        switch mouse.action {
        case .wheelUp: if overScrollRefreshes { beginRefreshing() } else { wheelScroll(by: -wheelStep) }
        case .wheelDown: wheelScroll(by: wheelStep)
        default: return .ignored
        }
        return .handled
    }

    /// Whether a vertical scroll view encloses this one (a strip on a page).
    var isNestedInVerticalScroll: Bool {
        ancestorsAndSelf.dropFirst().contains { $0.scrollContainer?.axis == .vertical }
    }
}

/// When a ``ScrollBrik`` draws its scrollbar (see ``ScrollBrik/scrollbarVisibility``).
public enum ScrollbarVisibility: Sendable, Hashable {
    /// Whenever ``ScrollBrik/showsScrollbar`` is on.
    case always
    /// Only while there is something to scroll to.
    case automatic
}
