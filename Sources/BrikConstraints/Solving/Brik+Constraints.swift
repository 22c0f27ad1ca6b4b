import BrikCore
import BrikRendering

extension Brik {
    /// The constraints of the children, their solver and the animation in progress: made
    /// (and attached to the Brik, see ``BrikChildLayout``) when first asked for.
    var constraintEngine: ConstraintEngine {
        if let engine = constraintLayout as? ConstraintEngine { return engine }
        let engine = ConstraintEngine(container: self)
        constraintLayout = engine
        return engine
    }

    /// Runs `build` with this container and its children to make constraints, and
    /// activates the constraints it lists (Brik's `.constraints { brick, subviews in … }`).
    ///
    /// Inside, write anchors as Brik did, one constraint per statement
    /// (`brick[1].topAnchor.constraint(equalTo: brick.topAnchor)`: each is made
    /// inactive and the block activates it), or SnapKit calls, which activate
    /// their own (`brick[1].snp.makeConstraints { … }`). Constraints on the
    /// container itself (`brick.heightAnchor.constraint(equalToConstant: 12)`)
    /// size it when it is not inside another ``Brik``; see ``Brick/snp``.
    @discardableResult
    public func constraints(@ConstraintBuilder _ build: (Brik, [Brick]) -> [LayoutConstraint]) -> Self {
        for constraint in build(self, children) { constraint.activate() }
        return self
    }

    /// Every constraint made on the children, active or not, in the order made.
    public var layoutConstraints: [LayoutConstraint] {
        (constraintLayout as? ConstraintEngine)?.constraints ?? []
    }

    /// What the last constraint layout could not honour: conflicts (with the dropped
    /// constraint), unrelatable targets and under-constrained children.
    public var constraintIssues: [String] {
        (constraintLayout as? ConstraintEngine)?.issues ?? []
    }

    /// Applies `changes` to the constraints and moves the children to their new
    /// frames over `steps` frames during `duration` (at once without an application).
    public func animateConstraints(duration: Duration = .milliseconds(300), steps: Int = 6, _ changes: () -> Void) {
        let origin = contentFrame.origin
        var from: [ObjectIdentifier: Rect] = [:]
        for child in children {
            from[ObjectIdentifier(child)] = child.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
        changes()
        let engine = constraintEngine
        engine.animation?.timer?.cancel()
        engine.animation = nil
        guard let application, steps > 1, duration > .zero else { return }
        var animation = ConstraintAnimation(from: from, start: application.now, duration: duration, steps: steps)
        animation.timer = application.every(duration / steps) { [weak self] in self?.setNeedsLayout() }
        engine.animation = animation
        setNeedsLayout()
    }

    /// Whether an animation between constraint sets is still running.
    public var isAnimatingConstraints: Bool { (constraintLayout as? ConstraintEngine)?.animation != nil }

    /// Marks the constraint layout for a rebuild and asks for a layout.
    func constraintsDidChange() {
        constraintLayout?.invalidate()
        setNeedsLayout()
    }
}

extension ConstraintEngine: BrikChildLayout {
    var hasConstraints: Bool { !constraints.isEmpty }

    func fittingSize(within proposal: ProposedSize, context: LayoutContext) -> Size {
        fittingSize(within: proposal, preferring: nil, context: context)
    }

    /// Sets each child's frame to its solved one, part of the way there while an animation runs.
    func placeChildren(in area: Rect, context: LayoutContext) {
        let progress = animation?.progress(at: context.now) ?? 1
        for (child, solved) in frames(in: area.size, context: context) {
            let frame = animation?.frame(of: child, to: solved, progress: progress) ?? solved
            child.frame = frame.offsetBy(dx: area.x, dy: area.y)
        }
        if progress >= 1, let animation {
            animation.timer?.cancel()
            self.animation = nil
        }
    }
}
