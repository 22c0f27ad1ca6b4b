import BrikRendering

/// A free-layout container (Brik's `Brik`): each child sits where its
/// ``Brick/placement`` puts it — filling by default, or centred, padded,
/// sized (see ``LayoutBaseType``) — or, once any constraint is made on a
/// child, where the constraints put it (SnapKit's DSL on a Cassowary solver).
///
/// ```swift
/// Brik { _ in
///     Label("Top left").add(constraints: .size(Size(width: 10, height: 1)))
///     Label("Centred").placement(.center)
/// }
///
/// Brik { _ in
///     form.tag(1)
///     buttons.tag(2)
/// }
/// .constraints { brick, _ in
///     brick[1].snp.makeConstraints { make in
///         make.top.left.right.equalToSuperview()
///         make.bottom.equalTo(brick[2].snp.top).offset(-1)
///     }
///     brick[2].snp.makeConstraints { make in
///         make.centerX.equalToSuperview()
///         make.bottom.lessThanOrEqualToSuperview().offset(-1)
///     }
/// }
/// ```
///
/// With constraints on its children, every visible child is laid out by the
/// solver (a child without any gets its intrinsic size at the origin, and a
/// warning); placements are ignored. Constraints on the container's own size
/// (`brick.heightAnchor.constraint(equalToConstant: 12)`, or
/// `brick.snp.makeConstraints { $0.height.equalTo(12) }` while it is in no
/// other Brik) size it: its ``sizeThatFits(_:context:)``, and so its parent's layout,
/// follow them, and when the parent gives it another size the constraint is
/// dropped and reported. The container's anchors are those of its content area
/// (inside border and padding), as its children see them. Solved frames round each edge to the nearest cell
/// (half away from zero) and take the size between rounded edges, so bricks
/// that touch exactly still touch. Conflicts and warnings go to the
/// application's ``Application/diagnostics`` and ``constraintIssues``.
@MainActor
open class Brik: Brick {
    /// The constraints of the children, their solver and the animation in progress.
    lazy var constraintEngine = ConstraintEngine(container: self)

    /// A container built by `content`, which receives the container itself.
    public init(@BrikBuilder _ content: (Brik) -> [Brick] = { _ in [] }) {
        super.init()
        for child in content(self) { addChild(child) }
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

    /// Whether constraints on the children place them (true); a container that
    /// arranges its children itself, as a ``StackBrik`` does, returns false, and
    /// constraints on its children are then reported as ignored.
    open var placesChildrenByConstraints: Bool { true }

    /// Every constraint made on the children, active or not, in the order made.
    public var layoutConstraints: [LayoutConstraint] { constraintEngine.constraints }

    /// What the last constraint layout could not honour: conflicts (with the dropped
    /// constraint), unrelatable targets and under-constrained children.
    public var constraintIssues: [String] { constraintEngine.issues }

    /// Applies `changes` to the constraints and moves the children to their new
    /// frames over `steps` frames during `duration` (at once without an application).
    public func animateConstraints(duration: Duration = .milliseconds(300), steps: Int = 6, _ changes: () -> Void) {
        let origin = contentFrame.origin
        var from: [ObjectIdentifier: Rect] = [:]
        for child in children {
            from[ObjectIdentifier(child)] = child.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
        changes()
        constraintEngine.animation?.timer?.cancel()
        constraintEngine.animation = nil
        guard let application, steps > 1, duration > .zero else { return }
        var animation = ConstraintAnimation(from: from, start: application.now, duration: duration, steps: steps)
        animation.timer = application.every(duration / steps) { [weak self] in self?.setNeedsLayout() }
        constraintEngine.animation = animation
        setNeedsLayout()
    }

    /// Whether an animation between constraint sets is still running.
    public var isAnimatingConstraints: Bool { constraintEngine.animation != nil }

    /// Constraints may tie a child to any brick and animate with time: a Brik that has any
    /// is measured and laid out at every pass.
    override var cachesLayout: Bool { constraintEngine.constraints.isEmpty }

    /// A child's hugging or compression resistance changed: the solver is rebuilt.
    open override func childSizingDidChange() {
        constraintEngine.invalidate()
    }

    /// Marks the constraint layout for a rebuild and asks for a layout.
    func constraintsDidChange() {
        constraintEngine.invalidate()
        setNeedsLayout()
    }

    /// Places the children by their constraints when any is active, else by their placements.
    open override func layoutChildren(context: LayoutContext) {
        guard constraintEngine.solvesChildren else {
            super.layoutChildren(context: context)
            constraintEngine.checkConstraints(in: contentFrame.size, context: context)
            return
        }
        let area = contentFrame
        let progress = constraintEngine.animation?.progress(at: context.now) ?? 1
        for (child, solved) in constraintEngine.frames(in: area.size, context: context) {
            let frame = constraintEngine.animation?.frame(of: child, to: solved, progress: progress) ?? solved
            child.frame = frame.offsetBy(dx: area.x, dy: area.y)
        }
        if progress >= 1, let animation = constraintEngine.animation {
            animation.timer?.cancel()
            constraintEngine.animation = nil
        }
    }

    /// With constraints on the children: the smallest size they allow within `proposal`
    /// (chrome included); else what the placements need, as the container's own
    /// constraints change it.
    open override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        guard constraintEngine.solvesChildren else {
            let natural = super.sizeThatFits(proposal, context: context)
            guard constraintEngine.constrainsItself else { return natural }
            let inner = constraintEngine.constrainedSize(
                Size(width: natural.width - chrome.horizontal, height: natural.height - chrome.vertical),
                within: proposal.inset(by: chrome), context: context)
            return Size(width: inner.width + chrome.horizontal, height: inner.height + chrome.vertical)
        }
        let inner = constraintEngine.fittingSize(within: proposal.inset(by: chrome), context: context)
        return Size(width: inner.width + chrome.horizontal, height: inner.height + chrome.vertical)
    }
}

/// The whole terminal: the usual root of an app, a ``Brik`` that fills the screen.
///
/// ```swift
/// let screen = Screen()
/// VBrik { _ in … }.add(in: screen, constraints: .center)
/// try Application(root: screen).run()
/// ```
@MainActor
public final class Screen: Brik {}

/// A border around one child (or several, placed like a ``Brik``), with an optional title.
@MainActor
public final class Box: Brick {
    /// A box with `style` border and `title`, around what `content` builds.
    public init(
        title: String? = nil, style: BorderStyle = .rounded, padding: EdgeInsets = EdgeInsets(horizontal: 1),
        @BrikBuilder _ content: (Box) -> [Brick] = { _ in [] }
    ) {
        super.init()
        border = style
        borderTitle = title
        self.padding = padding
        for child in content(self) { addChild(child) }
    }
}

extension Brick {
    /// Sets how a free-layout parent places this brick.
    @discardableResult
    public func placement(_ placement: LayoutBaseType) -> Self {
        self.placement = placement
        return self
    }
}
