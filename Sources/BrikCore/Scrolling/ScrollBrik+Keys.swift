import BrikRendering

/// The keys of a scroll view. ↑/↓ (j/k) scroll while the scroll view itself has focus;
/// with a brick inside focused they move focus instead, and the move scrolls just
/// enough to show it. PgUp/PgDn, Home and End always scroll; with a brick inside
/// focused they take the focus along (see `scrollMovingFocus(_:)`),
/// so the focused brick scrolling back into view cannot undo them.
extension ScrollBrik {
    /// Where a key scroll goes, and where it takes the focus inside the scroll view.
    enum KeyScroll {
        /// To the start; the focus to the first focusable brick shown (Home).
        case start
        /// To the end; the focus to the last focusable brick shown (End).
        case end
        /// A page back or forward (the viewport less one row); the focus to the focusable
        /// brick shown nearest to where the focused one was, a page along: it keeps its
        /// place on the screen (PgUp, PgDn).
        case page(forward: Bool)
    }

    func declareScrollBindings() {
        let back: (Axis) -> [String] = { $0 == .vertical ? ["up", "k"] : ["left", "h"] }
        let forward: (Axis) -> [String] = { $0 == .vertical ? ["down", "j"] : ["right", "l"] }
        // A focused strip of the other axis (a horizontal strip on a vertical page) leaves
        // this axis's arrows to the nearest scroll view around it, so ↑/↓ scroll the page
        // while ←/→ scroll the strip.
        let isFocusedItself: () -> Bool = { [unowned self] in
            guard let focused = application?.focusedBrick else { return false }
            if focused === self { return true }
            guard let strip = focused.scrollContainer, strip.axis != axis else { return false }
            return strip.ancestorsAndSelf.dropFirst().first { $0.scrollContainer != nil } === self
        }
        addKeyBinding(
            KeyBinding(
                "scroll.back", keys: KeyBinding.parse(back(axis), for: "scroll.back"), description: "scroll back",
                isAvailable: isFocusedItself
            ) { [unowned self] in if overScrollRefreshes { beginRefreshing() } else { scroll(by: -1) } })
        addKeyBinding(
            KeyBinding(
                "scroll.forward", keys: KeyBinding.parse(forward(axis), for: "scroll.forward"), description: "scroll",
                footer: true, isAvailable: isFocusedItself
            ) { [unowned self] in scroll(by: 1) })
        keyBinding("scroll.pageBack", keys: "pgup", description: "page back") { [unowned self] in
            scrollMovingFocus(.page(forward: false))
        }
        keyBinding("scroll.pageForward", keys: "pgdn", description: "page", footer: true) { [unowned self] in
            scrollMovingFocus(.page(forward: true))
        }
        keyBinding("scroll.start", keys: "home", description: "to the start") { [unowned self] in
            scrollMovingFocus(.start)
        }
        keyBinding("scroll.end", keys: "end", description: "to the end") { [unowned self] in
            scrollMovingFocus(.end)
        }
    }

    /// A page: the viewport's length less one row (or column) kept from the page before.
    private var pageLength: Int {
        max(1, (axis == .vertical ? viewport.height : viewport.width) - 1)
    }

    /// Where `scroll` goes from the current offset.
    private func offset(for scroll: KeyScroll) -> Point {
        switch scroll {
        case .start: return minimumOffset
        case .end: return maximumOffset
        case .page(let forward):
            let amount = forward ? pageLength : -pageLength
            return axis == .vertical ? contentOffset.offsetBy(dy: amount) : contentOffset.offsetBy(dx: amount)
        }
    }

    /// Scrolls as `keyScroll` says; if a brick inside has focus, lays out at once and moves
    /// the focus to the focusable brick it picks among those shown (the scroll view itself
    /// when none is). The settle of this scroll does not pull the view back to the brick
    /// that had focus. With the scroll view itself focused it only scrolls.
    func scrollMovingFocus(_ keyScroll: KeyScroll) {
        // The end of a lazy section is where its last brick really is, not its estimate.
        if case .end = keyScroll, let content { _ = Section.placeLazySections(under: content) }
        // Frames and the scroll range must be current (and a reveal still due done first).
        application?.layoutIfNeeded()
        let target = offset(for: keyScroll)
        guard let application, let focused = application.focusedBrick, focused !== self, isAncestor(of: focused),
            let content
        else {
            scroll(to: target)
            return
        }
        let line = position(of: focused.frame, in: content).start
        scrollExtras.focusFollowsScroll = true
        scroll(to: target)
        application.layoutIfNeeded()
        scrollExtras.focusFollowsScroll = false
        let candidates = focusableBricksShown(by: application)
        let ranked = candidates.enumerated().sorted { a, b in
            let left = rank(a.element, for: keyScroll, from: line, in: content)
            let right = rank(b.element, for: keyScroll, from: line, in: content)
            return left != right ? left < right : a.offset < b.offset
        }
        // A page that shows nothing focusable gives the focus to the scroll view itself,
        // so it is never left on a brick scrolled out of sight.
        application.focusFirstAccepting(ranked.map(\.element) + [self])
    }

    /// Where `frame` (screen cells) starts and ends along the axis, in content coordinates.
    private func position(of frame: Rect, in content: Brick) -> (start: Int, end: Int) {
        axis == .vertical
            ? (frame.minY - content.frame.minY, frame.maxY - content.frame.minY)
            : (frame.minX - content.frame.minX, frame.maxX - content.frame.minX)
    }

    /// How well `brick` fits `target` (lower first): partly hidden bricks after whole ones,
    /// then the distance to where the focus should land, then across the axis.
    private func rank(
        _ brick: Brick, for keyScroll: KeyScroll, from line: Int, in content: Brick
    ) -> (Int, Int, Int) {
        let (start, end) = position(of: brick.frame, in: content)
        let along: Int
        switch keyScroll {
        case .start: along = start
        case .end: along = -end
        case .page(let forward): along = abs(start - (line + (forward ? pageLength : -pageLength)))
        }
        let port = unobscuredViewport
        let whole = port.contains(brick.frame) ? 0 : 1
        return (whole, along, axis == .vertical ? brick.frame.minX : brick.frame.minY)
    }

    /// The focusable bricks inside (not the scroll view itself) that the viewport shows at
    /// least in part, clear of what behaviors cover and of any clipping inside, in tree order.
    private func focusableBricksShown(by application: Application) -> [Brick] {
        let port = unobscuredViewport
        return application.focusableBricks(in: self).filter { brick in
            guard brick !== self, brick.frame.intersects(port) else { return false }
            var node = brick.parent
            while let current = node, current !== self {
                if !brick.frame.intersects(current.childClipRect) { return false }
                node = current.parent
            }
            return true
        }
    }
}
