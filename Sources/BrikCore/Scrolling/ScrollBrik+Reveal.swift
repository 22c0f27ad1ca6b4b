import BrikRendering

/// Scrolling a brick into view — just enough, like a visibility request in Haskell's
/// brick — clear of what behaviors cover at the viewport's edges (a stuck header at
/// the top, a sticky footer at the bottom), so a focused row never ends up under them.
extension ScrollBrik {
    /// The viewport less ``obscuredInsets`` and ``safeAreaInsets`` (the wider at each
    /// edge): where a brick scrolled into view is shown. When they cover the whole
    /// viewport, the whole viewport.
    public var unobscuredViewport: Rect {
        let port = viewport
        let reserved = safeAreaInsets
        let obscured = obscuredInsets
        let covered = EdgeInsets(
            top: max(reserved.top, obscured.top), left: max(reserved.left, obscured.left),
            bottom: max(reserved.bottom, obscured.bottom), right: max(reserved.right, obscured.right))
        guard covered.vertical < port.height, covered.horizontal < port.width else { return port }
        return port.inset(by: covered)
    }

    /// Scrolls just enough for `rect` (in screen cells, as laid out now) to be visible
    /// in the ``unobscuredViewport``; a rect longer than that lines up with the edge it
    /// was beyond.
    public func scrollToVisible(_ rect: Rect) {
        scroll(to: Self.offset(revealing: rect, in: unobscuredViewport, from: contentOffset))
    }

    /// Scrolls just enough to show `brick`, a brick inside. A brick that a behavior moved
    /// (or one inside it) is shown where the behavior put it, so it counts the whole
    /// viewport: a focused stuck header is in view, not under itself.
    func reveal(_ brick: Brick) {
        scroll(to: Self.offset(revealing: settledFrame(of: brick), in: revealArea(for: brick), from: contentOffset))
    }

    /// Where `brick` is shown once the appear transition it is in has ended: an inserted
    /// item sliding in from the end of the content is revealed where it arrives, not where
    /// it starts. Elsewhere its frame now.
    func settledFrame(of brick: Brick) -> Rect {
        let appearing = appearTracker.appearing
        guard !appearing.isEmpty, let items = behaviorItems else { return brick.frame }
        var node: Brick? = brick
        while let current = node, current !== self {
            if let target = appearing[ObjectIdentifier(current)]?.target,
                let item = items.first(where: { $0.brick === current })
            {
                return brick.frame.offsetBy(dx: target.x - item.frame.x, dy: target.y - item.frame.y)
            }
            node = current.parent
        }
        return brick.frame
    }

    /// The part of the viewport `brick` must be in to count as shown.
    func revealArea(for brick: Brick) -> Rect {
        isPlacedByBehavior(brick) ? viewport : unobscuredViewport
    }

    /// Whether `brick`, or a brick around it inside this scroll view, is an item whose
    /// display frame a behavior changed in the last pass.
    func isPlacedByBehavior(_ brick: Brick) -> Bool {
        guard let items = behaviorItems, items.contains(where: { $0.frame != $0.originalFrame }) else { return false }
        var node: Brick? = brick
        while let current = node, current !== self {
            if items.contains(where: { $0.brick === current && $0.frame != $0.originalFrame }) { return true }
            node = current.parent
        }
        return false
    }

    /// The offset nearest to `offset` that puts `rect` inside `area` (both in screen cells
    /// at `offset`); a `rect` longer than `area` lines up with the edge it was beyond.
    static func offset(revealing rect: Rect, in area: Rect, from offset: Point) -> Point {
        var result = offset
        if rect.maxY > area.maxY { result.y += rect.maxY - area.maxY }
        if rect.minY < area.minY { result.y -= area.minY - rect.minY }
        if rect.maxX > area.maxX { result.x += rect.maxX - area.maxX }
        if rect.minX < area.minX { result.x -= area.minX - rect.minX }
        return result
    }
}
