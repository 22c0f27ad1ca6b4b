import BrikRendering

/// The "scroll settled" moment: when a scroll has come to rest, the behaviors
/// may move it to a better place (snapping), then apps hear about it.
///
/// A key scroll (↑/↓ j/k, PgUp/PgDn, Home/End) and a programmatic
/// ``ScrollBrik/scroll(to:)`` settle at once, in the same frame; a wheel burst
/// settles once the wheel has been still for ``ScrollBrik/settleDelay`` (the
/// application's timers, so a test moves it with `TestTerminal.advance(by:)`);
/// an animated scroll settles when its animation ends.
extension ScrollBrik {
    /// Runs after every settle, with the offset the behaviors chose (already applied).
    /// Called during layout: changes it makes are laid out in the same frame.
    public var onScrollSettled: ((ScrollBrik) -> Void)? {
        get { scrollExtras.onSettled }
        set { scrollExtras.onSettled = newValue }
    }

    /// Runs after every layout that changed ``contentOffset`` — keys, the wheel, a
    /// program's ``scroll(to:)``, each step of an animated scroll, a settle's snap, the
    /// clamp after the content shrank — once per change, with the new offset applied.
    /// Called during layout, before ``onScrollSettled``: changes it makes are laid out
    /// in the same frame.
    public var onScroll: ((ScrollBrik) -> Void)? {
        get { scrollExtras.onScroll }
        set { scrollExtras.onScroll = newValue }
    }

    /// How long the wheel must be still before a wheel burst settles (150 ms by default).
    public var settleDelay: Duration {
        get { scrollExtras.settleDelay }
        set { scrollExtras.settleDelay = newValue }
    }

    /// Whether a settle that moves the content (a snap) animates there over a few frames
    /// (``scrollAnimationDuration``) instead of jumping; ``onScrollSettled`` then runs
    /// when it arrives. Off by default.
    public var animatesSettling: Bool {
        get { scrollExtras.animatesSettling }
        set { scrollExtras.animatesSettling = newValue }
    }

    /// Asks for a settle in the next layout, as if a key scroll had just ended (an app
    /// that changed a snap behavior's point calls this to snap to it).
    public func settleScroll() {
        scrollExtras.settlePending = true
        setNeedsLayout()
    }

    /// Called first by every ``scroll(to:)``: a user or program scroll interrupts an
    /// animated scroll and settles; the wheel defers its settle; animation steps and
    /// the settle's own move do neither.
    func noteScrollRequest() {
        switch scrollExtras.source {
        case .direct:
            scrollExtras.animation?.cancel()
            scrollExtras.animation = nil
            scrollExtras.wheelTimer?.cancel()
            scrollExtras.wheelTimer = nil
            settleScroll()
        case .wheel:
            scrollExtras.animation?.cancel()
            scrollExtras.animation = nil
        case .animation:
            break
        }
    }

    /// Scrolls by `amount` for the wheel and (re)starts the pause after which the burst settles.
    func wheelScroll(by amount: Int) {
        scrollExtras.source = .wheel
        scroll(by: amount)
        scrollExtras.source = .direct
        scrollExtras.wheelTimer?.cancel()
        scrollExtras.wheelTimer = application?.after(scrollExtras.settleDelay) { [weak self] in
            guard let self else { return }
            scrollExtras.wheelTimer = nil
            settleScroll()
        }
    }

    /// The behaviors stage of this scroll view, after the layout stage laid it out: the
    /// behaviors move the items to their shown frames, then a pending settle lets them pick
    /// where the content rests. A settle that moves the content lays this scroll view out
    /// again at the new offset and runs the behaviors once more; an animated settle starts
    /// the animation instead. Nothing here calls an app's closure (the lifecycle stage does).
    func runBehaviorStage() -> Bool {
        guard scrollExtras.awaitsBehaviors, let content else { return false }
        scrollExtras.awaitsBehaviors = false
        runBehaviors(content: content, port: viewport)
        scrollExtras.behaviorGrowth = Size(
            width: contentSize.width - content.frame.width, height: contentSize.height - content.frame.height)
        guard scrollExtras.settlePending else { return true }
        scrollExtras.settlePending = false
        let target = settledTarget()
        if target != contentOffset, scrollExtras.animatesSettling, application?.reducedMotion == false {
            // The animation's arrival settles again (a snap target snaps to itself) and reports.
            scroll(to: target, animated: true)
            return true
        }
        scrollExtras.settledThisPass = true
        guard target != contentOffset else { return true }
        let along = axis == .vertical ? \Point.y : \Point.x
        let moved = target[keyPath: along] - contentOffset[keyPath: along]
        if moved != 0 { scrollDirection = moved > 0 ? .forward : .backward }
        isPinnedToEnd = isPinnedToEnd && target[keyPath: along] >= maximumOffset[keyPath: along]
        contentOffset = target
        FramePipeline.layoutInsideShownFrame(of: self, context: behaviorLayoutContext)
        scrollExtras.awaitsBehaviors = false
        runBehaviors(content: content, port: viewport)
        return true
    }

    /// The lifecycle stage of this scroll view, once the frame's layout and behaviors are
    /// final: items that entered or left the viewport, a moved offset (``onScroll``), then
    /// a settle (``onScrollSettled``). These run the app's closures; a change they make is
    /// laid out before the frame is drawn.
    func reportLifecycleStage() {
        trackScrollVisibility()
        reportScrollIfMoved()
        guard scrollExtras.settledThisPass else { return }
        scrollExtras.settledThisPass = false
        scrollExtras.onSettled?(self)
    }

    /// Runs ``onScroll`` if the offset differs from the one it last heard.
    private func reportScrollIfMoved() {
        guard contentOffset != scrollExtras.reportedOffset else { return }
        scrollExtras.reportedOffset = contentOffset
        scrollExtras.onScroll?(self)
    }

    /// The offset for a layout pass, clamped (or pinned to the end) as if behaviors had
    /// resized the content as they did last time — they run after the clamp, and a
    /// spotlight or card stack lets the last brick scroll further than the layout alone.
    func offsetForPass() -> Point {
        let laidOut = contentSize
        defer { contentSize = laidOut }
        let growth = behaviors.isEmpty ? .zero : scrollExtras.behaviorGrowth
        contentSize = Size(width: laidOut.width + growth.width, height: laidOut.height + growth.height)
        return isPinnedToEnd ? maximumOffset : clampedOffset(contentOffset)
    }

    /// Where the content should rest: each behavior's target in order, clamped, then moved
    /// just enough that a focused brick inside stays visible (focus beats snapping).
    func settledTarget() -> Point {
        var target = contentOffset
        if !behaviors.isEmpty {
            let layout = settleLayout()
            for behavior in behaviors { target = behavior.targetContentOffset(forProposed: target, in: layout) }
        }
        target = clampedOffset(target)
        guard !scrollExtras.focusFollowsScroll, let focused = application?.focusedBrick, focused !== self,
            isAncestor(of: focused)
        else { return target }
        // The focused brick as it would be at `target`, and where it must be to be shown.
        let shown = settledFrame(of: focused).offsetBy(dx: contentOffset.x - target.x, dy: contentOffset.y - target.y)
        let area = revealArea(for: focused)
        guard shown.width <= area.width, shown.height <= area.height else { return target }
        return clampedOffset(Self.offset(revealing: shown, in: area, from: target))
    }

    /// The last pass's items as a layout for ``LayoutBehavior/targetContentOffset(forProposed:in:)``.
    func settleLayout() -> BehaviorLayout {
        var sectionFrames = [Rect(origin: .zero, size: contentSize)]
        let items = displayedItems
        for item in items {
            guard let holder = item.sectionItem, item.indexPath.section > 0 else { continue }
            while sectionFrames.count <= item.indexPath.section { sectionFrames.append(.zero) }
            sectionFrames[item.indexPath.section] = items[holder].originalFrame
        }
        return BehaviorLayout(
            items: items, sectionFrames: sectionFrames, axis: axis, contentOffset: contentOffset,
            viewportSize: viewport.size, contentSize: contentSize, contentInset: contentInset,
            scrollDirection: scrollDirection, scrollDirectionChanged: false)
    }

    /// Whether `brick` is inside this scroll view.
    func isAncestor(of brick: Brick) -> Bool {
        var node = brick.parent
        while let current = node {
            if current === self { return true }
            node = current.parent
        }
        return false
    }
}

/// State of a ``ScrollBrik`` for settling, animated scrolls, visibility and resize
/// anchoring, kept together so the scroll view holds one stored property for it.
@MainActor
struct ScrollExtras {
    /// Who is calling ``ScrollBrik/scroll(to:)`` right now.
    enum Source {
        /// Keys or a program: settles at once, interrupts animations.
        case direct
        /// The mouse wheel: settles after a pause.
        case wheel
        /// A step of an animated scroll.
        case animation
    }

    var source = Source.direct
    var settlePending = false
    var settleDelay: Duration = .milliseconds(150)
    var wheelTimer: TimerHandle?
    var animation: AnimationHandle?
    var animationDuration: Duration = .milliseconds(150)
    var animatesSettling = false
    var onSettled: ((ScrollBrik) -> Void)?
    var onScroll: ((ScrollBrik) -> Void)?
    /// Whether the layout stage laid the content out and its behaviors have not run since.
    var awaitsBehaviors = false
    /// The context the layout stage laid this scroll view out in: the behaviors stage lays
    /// out again with it what a behavior resized (or a settle moved).
    var layoutContext: LayoutContext?
    /// Whether the behaviors stage settled the content, for ``ScrollBrik/onScrollSettled``.
    var settledThisPass = false
    /// The offset ``ScrollBrik/onScroll`` last heard (the start counts as heard).
    var reportedOffset = Point.zero
    /// Set while a key scroll takes the focus along: its settle leaves the offset alone.
    var focusFollowsScroll = false
    /// Pull-to-refresh's control and action (``ScrollBrik/addRefreshControl(_:action:)``).
    var refreshControl: RefreshControl?
    var refreshAction: (@MainActor (ScrollBrik) -> Void)?
    /// Items with scroll-visibility handlers that were in the viewport after the last pass.
    var visibleTracked: [ObjectIdentifier: Brick] = [:]
    /// The viewport size of the last layout, to notice a resize.
    var lastViewportSize: Size?
    /// How much the behaviors resized the content in the last pass.
    var behaviorGrowth = Size.zero
    /// The item to keep in place across a resize, and how far the viewport start was past its start.
    var resizeAnchor: (brick: Brick, rowOffset: Int)?
    /// What the last behaviors pass saw, to tell a scroll from a layout.
    var lastBehaviorPass: ScrollBrik.BehaviorPassMemory?
    /// The ``BrickLayoutAttributes`` objects of the items, kept across passes.
    var attributeStore: BrickLayoutAttributesStore?
    /// Cells reserved at the viewport's edges (``ScrollBrik/safeAreaInsets``).
    var safeAreaInsets = EdgeInsets.zero
    /// Passes that only scrolled and ran no behavior (none had anything to move): for tests.
    var skippedBehaviorPasses = 0
}
