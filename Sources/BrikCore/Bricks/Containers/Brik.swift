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
    /// What places the children by constraints (the constraint module's solver), made with
    /// the first constraint; nil for a Brik whose children have none.
    package var constraintLayout: (any BrikChildLayout)?

    /// A container built by `content`, which receives the container itself.
    public init(@BrikBuilder _ content: (Brik) -> [Brick] = { _ in [] }) {
        super.init()
        for child in content(self) { addChild(child) }
    }

    /// Whether constraints on the children place them (true); a container that
    /// arranges its children itself, as a ``StackBrik`` does, returns false, and
    /// constraints on its children are then reported as ignored.
    open var placesChildrenByConstraints: Bool { true }

    /// Constraints may tie a child to any brick and animate with time: a Brik that has any
    /// is measured and laid out at every pass.
    override var cachesLayout: Bool { !(constraintLayout?.hasConstraints ?? false) }

    /// A child's hugging or compression resistance changed: the solver is rebuilt.
    open override func childSizingDidChange() {
        constraintLayout?.invalidate()
    }

    /// Places the children by their constraints when any is active, else by their placements.
    open override func layoutChildren(context: LayoutContext) {
        guard let constraints = constraintLayout, constraints.solvesChildren else {
            super.layoutChildren(context: context)
            constraintLayout?.checkConstraints(in: contentFrame.size, context: context)
            return
        }
        constraints.placeChildren(in: contentFrame, context: context)
    }

    /// With constraints on the children: the smallest size they allow within `proposal`
    /// (chrome included); else what the placements need, as the container's own
    /// constraints change it.
    open override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        guard let constraints = constraintLayout, constraints.solvesChildren else {
            let natural = super.sizeThatFits(proposal, context: context)
            guard let constraints = constraintLayout, constraints.constrainsItself else { return natural }
            let inner = constraints.constrainedSize(
                Size(width: natural.width - chrome.horizontal, height: natural.height - chrome.vertical),
                within: proposal.inset(by: chrome), context: context)
            return Size(width: inner.width + chrome.horizontal, height: inner.height + chrome.vertical)
        }
        let inner = constraints.fittingSize(within: proposal.inset(by: chrome), context: context)
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
