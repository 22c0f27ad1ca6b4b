import BrikRendering

/// Inserted and removed items animating in and out of a scroll view (``BrickAppearBehavior``).
///
/// Design: every pass with an ``ScrollBrik/appearBehavior`` remembers which bricks were
/// items and where they were shown. A brick that is an item now and was not last pass is
/// inserted: it gets a transition from the start the appear behavior configures to
/// wherever the layout and behaviors put it on each pass (so it still arrives at the right
/// place if the content moves meanwhile). A brick that was an item and has left this
/// scroll view's tree is removed: the scroll view keeps the brick alive as a *ghost* with
/// the content frame it was last shown at, and draws it (detached from the tree, on top of
/// the items, never hit by the mouse) while it moves to the end the behavior configures;
/// then it is dropped. Only the outermost brick of an inserted or removed subtree is
/// animated (its bricks move with it), only when it is in the viewport, and never bricks
/// of a virtual section (they come and go as it scrolls). Progress comes from
/// ``Application/animate(from:to:duration:easing:update:completion:)``, so it runs on the
/// application's frame timer, honours reduced motion, and tests step it with the clock.
@MainActor
final class AppearTracker {
    /// An item as it was shown in the last pass.
    struct Shown {
        let brick: Brick
        let frame: Rect
        let alpha: Double
        let isVirtual: Bool
    }

    /// An inserted item on its way in, from `from`.
    struct Appearing {
        let from: Rect
        let fromAlpha: Double
        var progress: Double
        var handle: AnimationHandle?
        /// Where the layout (and behaviors) put the item at the last pass: where it arrives.
        var target: Rect?
    }

    /// A removed brick drawn on its way out.
    struct Ghost {
        let brick: Brick
        let from: Rect
        let fromAlpha: Double
        let to: Rect
        let toAlpha: Double
        var progress: Double
        var handle: AnimationHandle?
    }

    var previous: [ObjectIdentifier: Shown] = [:]
    var hasPass = false
    var appearing: [ObjectIdentifier: Appearing] = [:]
    var ghosts: [ObjectIdentifier: Ghost] = [:]
    /// Bricks of virtual sections that were inserted or deleted (not scrolled in or out):
    /// they animate at the next pass like any item.
    var announced: Set<ObjectIdentifier> = []

    /// Whether anything is animating.
    var isActive: Bool { !appearing.isEmpty || !ghosts.isEmpty }

    /// Forgets everything and stops the animations (the behavior changed).
    func reset() {
        for transition in appearing.values { transition.handle?.cancel() }
        for ghost in ghosts.values { ghost.handle?.cancel() }
        previous = [:]
        hasPass = false
        appearing = [:]
        ghosts = [:]
        announced = []
    }
}

extension ScrollBrik {
    /// Starts transitions for what came and went since the last pass, applies the running
    /// ones to `layout.items`, and returns the paint steps of the ghosts (drawn last).
    func applyAppearances(to layout: BehaviorLayout, origin: Point) -> [PaintStep] {
        let tracker = appearTracker
        guard let behavior = appearBehavior else {
            if tracker.hasPass || tracker.isActive || !tracker.announced.isEmpty { tracker.reset() }
            return []
        }
        var current: [ObjectIdentifier: Int] = [:]
        for (index, item) in layout.items.enumerated() { current[ObjectIdentifier(item.brick)] = index }
        // A removed brick put back before it finished leaving is an item again, not a ghost.
        for (id, ghost) in tracker.ghosts where current[id] != nil {
            ghost.handle?.cancel()
            tracker.ghosts[id] = nil
        }
        if tracker.hasPass {
            startAppearing(layout, current: current, behavior: behavior)
            startDisappearing(layout, current: current, behavior: behavior)
        }
        for (id, transition) in tracker.appearing {
            guard let index = current[id] else {
                transition.handle?.cancel()
                tracker.appearing[id] = nil
                continue
            }
            tracker.appearing[id]?.target = layout.items[index].frame
            applyTransition(transition, toItemAt: index, in: layout)
        }
        tracker.previous = [:]
        for item in layout.items {
            tracker.previous[ObjectIdentifier(item.brick)] = AppearTracker.Shown(
                brick: item.brick, frame: item.frame, alpha: item.alpha, isVirtual: Self.isVirtual(item.brick))
        }
        tracker.hasPass = true
        tracker.announced = []
        return tracker.ghosts.values.sorted { $0.from.y < $1.from.y }.compactMap { ghost in
            let frame = Self.interpolate(ghost.from, ghost.to, ghost.progress)
            let alpha = ghost.fromAlpha + (ghost.toAlpha - ghost.fromAlpha) * ghost.progress
            Self.move(ghost.brick, to: frame.offsetBy(dx: origin.x, dy: origin.y), context: behaviorLayoutContext)
            return alpha > 0 ? PaintStep(brick: ghost.brick, includesChildren: true, alpha: alpha) : nil
        }
    }

    private func startAppearing(
        _ layout: BehaviorLayout, current: [ObjectIdentifier: Int], behavior: any BrickAppearBehavior
    ) {
        let tracker = appearTracker
        for item in layout.items {
            let id = ObjectIdentifier(item.brick)
            guard tracker.previous[id] == nil, tracker.appearing[id] == nil,
                !Self.isVirtual(item.brick) || tracker.announced.contains(id),
                item.frame.intersects(layout.bounds)
            else { continue }
            // Inside an inserted section: it comes in with the section.
            if let parent = item.sectionItem, tracker.previous[ObjectIdentifier(layout.items[parent].brick)] == nil {
                continue
            }
            var start = item
            behavior.configureAttributesForAppearing(&start, in: layout)
            tracker.appearing[id] = AppearTracker.Appearing(from: start.frame, fromAlpha: start.alpha, progress: 0)
            let handle = animateTransition { [weak self] progress in
                guard let self, self.appearTracker.appearing[id] != nil else { return }
                self.appearTracker.appearing[id]?.progress = progress
            } done: { [weak self] in
                self?.appearTracker.appearing[id] = nil
            }
            tracker.appearing[id]?.handle = handle
        }
    }

    private func startDisappearing(
        _ layout: BehaviorLayout, current: [ObjectIdentifier: Int], behavior: any BrickAppearBehavior
    ) {
        let tracker = appearTracker
        for (id, shown) in tracker.previous where current[id] == nil && tracker.ghosts[id] == nil {
            guard !shown.isVirtual || tracker.announced.contains(id), !shown.brick.isDescendant(of: self),
                shown.frame.intersects(layout.bounds)
            else {
                continue
            }
            // Inside a removed section: it goes out with the section.
            if let parent = shown.brick.parent, let old = tracker.previous[ObjectIdentifier(parent)],
                current[ObjectIdentifier(old.brick)] == nil
            {
                continue
            }
            var end = BrickAttributes(
                brick: shown.brick, indexPath: BrickIndexPath(section: 0, item: 0), isSection: false, sectionFrame: nil,
                sectionItem: nil, frame: shown.frame, zIndex: layout.maxZIndex + 1)
            end.alpha = shown.alpha
            behavior.configureAttributesForDisappearing(&end, in: layout)
            tracker.ghosts[id] = AppearTracker.Ghost(
                brick: shown.brick, from: shown.frame, fromAlpha: shown.alpha, to: end.frame, toAlpha: end.alpha,
                progress: 0)
            let handle = animateTransition { [weak self] progress in
                guard let self, self.appearTracker.ghosts[id] != nil else { return }
                self.appearTracker.ghosts[id]?.progress = progress
            } done: { [weak self] in
                self?.appearTracker.ghosts[id] = nil
            }
            tracker.ghosts[id]?.handle = handle
        }
    }

    /// Runs a 0→1 transition over ``appearDuration`` on the application's frames, laying
    /// this scroll view out again at each step; without an application it ends at once.
    private func animateTransition(
        _ update: @escaping (Double) -> Void, done: @escaping () -> Void
    ) -> AnimationHandle? {
        guard let application else {
            done()
            return nil
        }
        return application.animate(
            from: 0.0, to: 1.0, duration: appearDuration, easing: .easeOut,
            update: { [weak self] progress in
                update(progress)
                if progress > 0 { self?.setNeedsLayout() }
            },
            completion: { [weak self] in
                done()
                self?.setNeedsLayout()
            })
    }

    /// Puts an inserted item (and the items inside it) part way from its start to its place.
    private func applyTransition(_ transition: AppearTracker.Appearing, toItemAt index: Int, in layout: BehaviorLayout) {
        let final = layout.items[index]
        let frame = Self.interpolate(transition.from, final.frame, transition.progress)
        let alpha = transition.fromAlpha + (final.alpha - transition.fromAlpha) * transition.progress
        let dx = frame.x - final.frame.x
        let dy = frame.y - final.frame.y
        layout.items[index].frame = frame
        layout.items[index].alpha = alpha
        guard final.isSection else { return }
        var inside = index + 1
        while inside < layout.items.count, layout.items[inside].brick.isDescendant(of: final.brick) {
            layout.items[inside].frame = layout.items[inside].frame.offsetBy(dx: dx, dy: dy)
            layout.items[inside].alpha = min(layout.items[inside].alpha, alpha)
            inside += 1
        }
    }

    /// Whether `brick` was built by a virtual section (directly or through a ``Repeat``).
    static func isVirtual(_ brick: Brick) -> Bool {
        guard let parent = brick.parent else { return false }
        return parent is any VirtualItemContainer || (parent.flattensIntoContainer && parent.parent is any VirtualItemContainer)
    }

    /// Each edge `fraction` of the way from `from` to `to`, in whole cells.
    static func interpolate(_ from: Rect, _ to: Rect, _ fraction: Double) -> Rect {
        Rect(
            x: .interpolate(from: from.x, to: to.x, fraction: fraction),
            y: .interpolate(from: from.y, to: to.y, fraction: fraction),
            width: .interpolate(from: from.width, to: to.width, fraction: fraction),
            height: .interpolate(from: from.height, to: to.height, fraction: fraction))
    }

    /// Moves a detached brick to `frame` (screen cells): translated when only moved, laid out again when resized.
    static func move(_ brick: Brick, to frame: Rect, context: LayoutContext) {
        if frame.size == brick.frame.size {
            translate(brick, dx: frame.x - brick.frame.x, dy: frame.y - brick.frame.y)
        } else {
            brick.frame = frame
            FramePipeline.layoutInsideShownFrame(of: brick, context: context)
        }
    }
}
