/// A node of the user interface: it has a frame in cells, children, and can
/// draw itself and handle events.
///
/// Bricks are retained objects with identity, like `UIView`s: the tree is
/// built once (by hand or with the DSL), then changed in place by actions.
/// Any change that affects the screen calls ``setNeedsDisplay()`` (or
/// ``setNeedsLayout()``), which schedules one frame — a brick never draws
/// outside a frame.
///
/// Subclass to make a widget: override ``sizeThatFits(_:)`` to measure,
/// ``layoutChildren()`` to place children, ``draw(into:)`` to paint and
/// ``handle(_:)`` to react to events.
@MainActor
open class Brick {
    /// The brick that holds this one, nil for a root or a detached brick.
    public private(set) weak var parent: Brick?
    /// The bricks this one holds, in painting order (later ones on top).
    public private(set) var children: [Brick] = []
    /// The application showing this brick's tree, set on the root by ``Application``.
    weak var host: Application?

    /// The rectangle this brick covers, in screen cells; set by its parent's layout.
    public var frame: Rect = .zero

    /// A hidden brick is not drawn, takes no space in stacks and gets no events.
    public var isHidden = false {
        didSet { if oldValue != isHidden { setNeedsLayout() } }
    }

    /// A brick with no children.
    public init() {}

    /// The application this brick is shown by, found through its root; nil while detached.
    public var application: Application? {
        var node: Brick = self
        while let up = node.parent { node = up }
        return node.host
    }

    // MARK: Tree

    /// Adds `child` at the end of ``children`` (on top), taking it from its previous parent.
    public func addChild(_ child: Brick) {
        insertChild(child, at: children.count)
    }

    /// Inserts `child` at `index` of ``children`` (clamped), taking it from its previous parent.
    ///
    /// Adding a brick to itself or to one of its own descendants would make a
    /// cycle; that is refused and reported with a precondition failure naming both bricks.
    public func insertChild(_ child: Brick, at index: Int) {
        var ancestor: Brick? = self
        while let node = ancestor {
            precondition(node !== child, "cannot add \(child) inside itself (\(self) is \(child) or inside it)")
            ancestor = node.parent
        }
        child.removeFromParent()
        children.insert(child, at: min(max(0, index), children.count))
        child.parent = self
        setNeedsLayout()
    }

    /// Removes this brick from its parent's children.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        parent.setNeedsLayout()
    }

    /// Replaces all children with `newChildren`.
    public func setChildren(_ newChildren: [Brick]) {
        for child in children { child.parent = nil }
        children = []
        for child in newChildren { addChild(child) }
        setNeedsLayout()
    }

    // MARK: Invalidation

    /// Asks for a new frame in which this brick is drawn again.
    public func setNeedsDisplay() {
        application?.setNeedsDisplay()
    }

    /// Asks for a new frame in which the tree is laid out and drawn again.
    public func setNeedsLayout() {
        application?.setNeedsLayout()
    }

    // MARK: Overridable

    /// The size this brick wants within `proposal` (columns and rows available).
    /// The default takes everything proposed.
    open func sizeThatFits(_ proposal: Size) -> Size {
        proposal
    }

    /// Places the children inside ``frame``. The default gives every child the whole frame.
    open func layoutChildren() {
        for child in children { child.frame = frame }
    }

    /// Paints this brick (not its children) into `canvas`, clipped to ``frame``.
    /// The default draws nothing.
    open func draw(into canvas: inout Canvas) {}

    /// Reacts to an event; return ``EventResult/handled`` to stop it there.
    /// The default ignores everything.
    open func handle(_ event: Event) -> EventResult {
        .ignored
    }

    /// Where the terminal cursor should show (for text entry), in screen cells; nil hides it.
    open var cursorPosition: Point? { nil }
}

extension Brick: CustomStringConvertible {
    nonisolated public var description: String {
        "\(type(of: self))"
    }
}
