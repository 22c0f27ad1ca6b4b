import BrikRendering

extension Brick {
    /// Runs `action` each time this brick's shown frame enters the viewport of the
    /// scroll view it is an item of (after behaviors moved it), including when it is
    /// first laid out inside it. Only items of a scroll view are tracked: children of
    /// sections and stacks (and ``Repeat`` instances), not the insides of other bricks.
    @discardableResult
    public func onScrollAppear(_ action: @escaping () -> Void) -> Self {
        handlers.scrollAppear.append(action)
        setNeedsLayout()
        return self
    }

    /// Runs `action` each time this brick's shown frame leaves the viewport of the
    /// scroll view it is an item of, or it stops being one of its items while shown.
    @discardableResult
    public func onScrollDisappear(_ action: @escaping () -> Void) -> Self {
        handlers.scrollDisappear.append(action)
        setNeedsLayout()
        return self
    }
}

extension ScrollBrik {
    /// Compares which items with scroll-visibility handlers are in the viewport with the
    /// last pass and runs their closures: leavers first, then arrivals, in item order.
    /// One walk over the items.
    func trackScrollVisibility() {
        let bounds = Rect(origin: contentOffset, size: viewport.size)
        var now: [ObjectIdentifier: Brick] = [:]
        var arrived: [Brick] = []
        func track(_ brick: Brick, frame: Rect, alpha: Double) {
            let handlers = brick.handlers
            guard !handlers.scrollAppear.isEmpty || !handlers.scrollDisappear.isEmpty,
                alpha > 0, frame.intersects(bounds)
            else { return }
            let id = ObjectIdentifier(brick)
            now[id] = brick
            if scrollExtras.visibleTracked[id] == nil { arrived.append(brick) }
        }
        if let items = behaviorItems {
            for item in items { track(item.brick, frame: item.frame, alpha: item.alpha) }
        } else {
            // No behavior ran: the items are at their layout frames, walked rather than collected.
            forEachLayoutItem { brick, frame in track(brick, frame: frame, alpha: 1) }
        }
        let left = scrollExtras.visibleTracked.filter { now[$0.key] == nil }.map(\.value)
        scrollExtras.visibleTracked = now
        guard !left.isEmpty || !arrived.isEmpty else { return }
        let order = Dictionary(
            displayedItems.enumerated().map { (ObjectIdentifier($0.element.brick), $0.offset) },
            uniquingKeysWith: { first, _ in first })
        for brick in left.sorted(by: { (order[ObjectIdentifier($0)] ?? -1) < (order[ObjectIdentifier($1)] ?? -1) }) {
            for action in brick.handlers.scrollDisappear { action() }
        }
        for brick in arrived {
            for action in brick.handlers.scrollAppear { action() }
        }
    }
}
