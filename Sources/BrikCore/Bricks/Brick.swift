import BrikRendering

/// A node of the user interface: it has a frame in cells, children, a look,
/// and can measure, draw itself and handle events.
///
/// Bricks are retained objects with identity, like `UIView`s: the tree is
/// built once (with the DSL or by hand), then changed in place by actions.
/// Any change that affects the screen calls ``setNeedsDisplay()`` (or
/// ``setNeedsLayout()``), which schedules one frame; a brick never draws
/// outside a frame.
///
/// A plain `Brick` is a free-layout container: each child is placed by its
/// ``placement`` (filling by default). Subclass to make a widget: override
/// ``sizeThatFits(_:context:)`` to measure, ``layoutChildren(context:)`` to place children,
/// ``draw(into:context:)`` to paint and ``handle(_:)`` to react to events.
@MainActor
open class Brick {
    // The stored properties every stage reads for every brick (the tree, the frames, hidden,
    // padding, what layout and the lifecycle remember, the looks and sizes) skip the runtime
    // exclusivity checks, which cost 6 % of a scrolled frame and more than the read itself
    // in a layout: they are plain values, or (parent, children) change only by plain stores
    // in this file, so no access to them can overlap another.

    // Declared in this order (a class keeps it) so the small fields share words instead of
    // each padding to eight bytes: a list's row is this object, and its size is most of
    // what 10,000 rows or 100,000 labels cost in memory and in cache misses.

    /// The brick that holds this one, nil for a root or a detached brick.
    @exclusivity(unchecked) public private(set) weak var parent: Brick?
    /// The bricks this one holds, in painting order (later ones on top).
    @exclusivity(unchecked) public private(set) var children: [Brick] = []
    /// The properties most bricks never set (tag, placement, padding, looks, priorities,
    /// closures), out of line: nil until one is (see ``BrickExtras``).
    @exclusivity(unchecked) var extras: BrickExtras?
    /// BrickKit's identifier: not unique; it addresses every brick that has it
    /// (repeat counts, hiding, lookups in a ``Section``).
    public var identifier = "" { didSet { setNeedsLayout() } }

    /// ``frame`` and ``layoutFrame`` in 32-bit cells (16 bytes each instead of 32); a rect
    /// that does not fit is kept in `extras` (see `PackedRect`).
    @exclusivity(unchecked) var packedFrame = PackedRect.zero
    @exclusivity(unchecked) var packedLayoutFrame = PackedRect.zero
    /// Whether and when the lifecycle stage saw this brick on screen (see ``Lifecycle``).
    @exclusivity(unchecked) var mountMark = MountMark()
    /// What the layout stage remembers between passes (see ``LayoutState``).
    @exclusivity(unchecked) var layoutState = LayoutState()

    /// A hidden brick is not drawn, takes no space in stacks and gets no events or focus.
    @exclusivity(unchecked) public var isHidden = false {
        didSet {
            if oldValue != isHidden {
                application?.treeDidChange()
                setNeedsLayout()
            }
        }
    }
    /// Whether a section's hide data source collapsed this brick at the last layout.
    var isHiddenByDataSource = false
    /// Whether focus may land here (BrickKit's `allowsFocus`); only bricks that
    /// ``canBecomeFocused`` are ever focused.
    public var allowsFocus = true {
        // Whether anything can take focus may have changed (see Application.repairFocus).
        didSet { if oldValue != allowsFocus { application?.setNeedsDisplay() } }
    }
    /// ``repeatIndex`` in 32 bits: ``PackedRect/absentIndex`` for nil, ``PackedRect/outOfLineMarker`` for
    /// an index kept in `extras`.
    @exclusivity(unchecked) var packedRepeatIndex = PackedRect.absentIndex

    /// How the brick looks (colours, attributes, border, focus highlight); the
    /// properties in Brick+Extras.swift read and write it.
    public var appearance: Appearance {
        get { extras?.appearance ?? Appearance() }
        set {
            let old = extras?.appearance ?? Appearance()
            if extras != nil || newValue != old { madeExtras.appearance = newValue }
            // A border takes a cell on each side: adding or removing one moves the content.
            if (old.border == nil) != (newValue.border == nil) { setNeedsLayout() } else { setNeedsDisplay() }
        }
    }
    /// A brick with no children.
    public init() {}

    /// The application this brick is shown by, found through its root; nil while detached.
    public var application: Application? {
        var node: Brick = self
        while let up = node.parent { node = up }
        return node.host
    }

    /// Whether this brick and all its ancestors are shown.
    public var isVisibleInTree: Bool {
        var node: Brick? = self
        while let current = node {
            if !current.isShown { return false }
            node = current.parent
        }
        return true
    }

    /// The cells taken by the border and padding on each side.
    public var chromeInsets: EdgeInsets {
        // Most bricks have neither (no extras): asked of every brick measured and drawn.
        guard let extras else { return .zero }
        let padding = extras.padding
        let b = extras.appearance.border == nil ? 0 : 1
        let lines = extras.separators.isEmpty ? (top: 0, bottom: 0) : extras.separatorRows
        return EdgeInsets(
            top: padding.top + b + lines.top, left: padding.left + b, bottom: padding.bottom + b + lines.bottom,
            right: padding.right + b)
    }

    /// The frame less the border and padding: where content and children go.
    public var contentFrame: Rect { frame.inset(by: chromeInsets) }

    // MARK: Tree

    /// Adds `child` at the end of ``children`` (on top), taking it from its previous parent.
    public func addChild(_ child: Brick) {
        insertChild(child, at: children.count)
    }

    /// Inserts `child` at `index` of ``children`` (clamped), taking it from its previous parent.
    ///
    /// Adding a brick inside itself would make a cycle; that is a programming error
    /// and stops with a message naming both bricks.
    public func insertChild(_ child: Brick, at index: Int) {
        var ancestor: Brick? = self
        while let node = ancestor {
            precondition(node !== child, "cannot add \(child) inside itself: \(self) is \(child) or one of its descendants")
            ancestor = node.parent
        }
        child.removeFromParent()
        children.insert(child, at: min(max(0, index), children.count))
        child.parent = self
        child.invalidateLayoutOfSubtree()
        application?.treeDidChange()
        setNeedsLayout()
    }

    /// Removes this brick from its parent's children.
    public func removeFromParent() {
        guard let parent else { return }
        parent.application?.treeDidChange()
        parent.children.removeAll { $0 === self }
        self.parent = nil
        parent.setNeedsLayout()
    }

    /// Replaces all children with `newChildren`.
    public func setChildren(_ newChildren: [Brick]) {
        application?.treeDidChange()
        for child in children { child.parent = nil }
        children = []
        for child in newChildren { addChild(child) }
        setNeedsLayout()
    }

    /// Replaces the children with `newChildren` (distinct bricks) from inside this brick's
    /// own ``layoutChildren(context:)``, which places them in the running pass: unlike
    /// ``setChildren(_:)`` it asks for no new layout (a virtual section moving its window by
    /// a row would otherwise lay the whole screen out twice per frame); the lifecycle still
    /// hears that the tree changed. O(children): only bricks new here walk the ancestors.
    func replaceChildrenWhileLayingOut(_ newChildren: [Brick]) {
        for child in newChildren where child.parent !== self {
            var ancestor: Brick? = self
            while let node = ancestor {
                precondition(node !== child, "cannot add \(child) inside itself: \(self) is \(child) or one of its descendants")
                ancestor = node.parent
            }
            child.removeFromParent()
            // What it measured elsewhere may not hold here (as for insertChild).
            child.invalidateLayoutOfSubtree()
        }
        for child in children { child.parent = nil }
        for child in newChildren { child.parent = self }
        children = newChildren
        application?.treeDidChange()
    }

    // MARK: Invalidation

    /// Asks for a new frame in which this brick is drawn again.
    public func setNeedsDisplay() {
        application?.setNeedsDisplay()
    }

    /// Asks for a new frame in which the tree is laid out and drawn again.
    ///
    /// Every ancestor hears which of its children the change came through
    /// (``childNeedsLayout(_:)``), so a section reflows only from that child.
    public func setNeedsLayout() {
        // What this brick and its ancestors measured included the change.
        layoutState.invalidate()
        MeasurementEpoch.advance()
        var child = self
        var node = parent
        while let current = node {
            current.layoutState.invalidate()
            current.childNeedsLayout(child)
            child = current
            node = current.parent
        }
        application?.setNeedsLayout()
    }

    /// Called when `child` (or something inside it) asked for layout. The default does nothing;
    /// a ``Section`` remembers the earliest such child to reflow from it.
    open func childNeedsLayout(_ child: Brick) {}

    // MARK: Overridable

    /// The size this brick wants within `proposal`, border and padding included.
    ///
    /// The default (a free-layout container) wants what its children need at their
    /// placements, and everything offered when it has no children.
    open func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let visible = children.filter { !$0.isHidden }
        guard !visible.isEmpty else {
            return Size(width: proposal.width ?? chrome.horizontal, height: proposal.height ?? chrome.vertical)
        }
        let inner = proposal.inset(by: chrome)
        var needed = Size.zero
        for child in visible {
            let size = child.placement.requiredSize(for: child, in: inner, context: context)
            needed.width = max(needed.width, size.width)
            needed.height = max(needed.height, size.height)
        }
        return Size(width: needed.width + chrome.horizontal, height: needed.height + chrome.vertical)
    }

    /// Places the children inside ``contentFrame``. The default places each child by its ``placement``.
    open func layoutChildren(context: LayoutContext) {
        guard !children.isEmpty else { return }
        let area = contentFrame
        for child in children where !child.isHidden {
            child.frame = child.placement.frame(for: child, in: area, context: context)
        }
    }

    /// Paints this brick (not its children) into `canvas`, clipped to ``frame``, in the
    /// style `context` gives (``DrawContext/style``). The default fills the background and
    /// draws the border. Drawing may not lay out, move frames or change the tree.
    open func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
    }

    /// Whether ``drawOverChildren(into:context:)`` is called after this brick's children
    /// are drawn (false by default, so other bricks cost nothing for it).
    open var drawsOverChildren: Bool { false }

    /// Paints over this brick's children, after they were drawn, clipped to ``frame``:
    /// a highlight laid over whatever a row contains (a list's cursor), a mark over content.
    /// Called only when ``drawsOverChildren`` is true.
    open func drawOverChildren(into canvas: inout Canvas, context: DrawContext) {}

    /// Reacts to an event; return ``EventResult/handled`` to stop it there. The default ignores everything.
    open func handle(_ event: Event) -> EventResult {
        .ignored
    }

    /// Whether this brick, in the key chain, takes printable characters as text (a text
    /// field, an editable text area): a character key bound further up (a screen's `n`,
    /// the global `?`) does not reach its binding while it does, so help and the footer
    /// leave that key out (``Application/activeBindings``). False by default.
    open var typesCharacters: Bool { false }

    /// Whether this brick's measurement and the places of its children depend only on its
    /// properties, its subtree and the layout environment, so a pass may reuse them until
    /// ``setNeedsLayout()`` is called (see ``LayoutState``). A brick that reads anything else
    /// (an ancestor's scroll position, state it changes without asking for layout) returns false.
    var cachesLayout: Bool { true }

    /// The children the layout stage visits after this brick's ``layoutChildren(context:)``:
    /// all of them, except in a lazy ``Section``, whose unplaced bricks wait for their rows.
    var childrenForLayoutPass: ArraySlice<Brick> { children[...] }

    /// Whether ``sizeThatFits(_:context:)`` never reads the proposed height (a label wraps to
    /// the width it is offered): its cached sizes then answer any height.
    var measurementIgnoresProposedHeight: Bool { false }

    /// Whether this kind of brick takes focus (controls do); see also ``allowsFocus``.
    /// A brick whose answer changes asks to be drawn again (``setNeedsDisplay()``), as a
    /// control enabled again does: with nothing focused, focus then lands on it.
    open var canBecomeFocused: Bool { false }

    /// The rectangle children are clipped to when drawn: the frame by default; a
    /// ``ScrollBrik`` narrows it to its viewport so scrolled content never covers its border.
    open var childClipRect: Rect { frame }

    /// The order the insides are painted in when it is not tree order, nil for tree order:
    /// a ``ScrollBrik`` paints what its behaviors put on top last (a stuck header over rows).
    /// Drawing follows it, and hit-testing finds the brick painted last at a point. Read
    /// in the draw stage: return steps computed by the layout or behaviors stage.
    open var childPaintOrder: [PaintStep]? { nil }

    /// This brick as a scroll view, nil for every other brick: content inside asks it for
    /// its viewport and tells it when it moved above the viewport (a ``ScrollBrik`` answers).
    var scrollContainer: ScrollBrik? { nil }

    /// The behaviors stage of this brick, after the layout stage: a ``ScrollBrik`` moves its
    /// items to their shown frames. Returns whether it took part (and so has a lifecycle stage).
    func applyBehaviorStage() -> Bool { false }

    /// The lifecycle stage of a brick that took part in the behaviors stage: it runs the app's
    /// closures that depend on the final frames (a scroll view's visibility and scroll reports).
    func runLifecycleStage() {}

    /// Whether this brick only groups bricks that stand in its place in their container
    /// (a ``Repeat``): a ``Section`` flows its children as its own, and scroll behaviors
    /// see them as items, not the group itself.
    ///
    /// A group that returns true is placed by its container: it should measure to
    /// nothing and leave its children where they are in ``layoutChildren(context:)`` (as
    /// ``Repeat`` does); containers that do not flatten lay it out as any brick.
    open var flattensIntoContainer: Bool { false }

    /// Whether a stack holding this brick gives it the stack's whole cross extent
    /// whatever the stack's alignment (a ``Divider``: a line across a ``VBrik``, down
    /// an ``HBrik``); it then has no text row to line up in baseline alignment.
    /// False by default.
    open var spansStackCrossAxis: Bool { false }

    /// Whether ``layoutChildren(context:)`` lays out the whole subtree itself (a ``ScrollBrik``
    /// does, to run its behaviors afterwards); the layout pass then does not descend.
    open var laysOutOwnSubtree: Bool { false }

    /// Whether the children are items of their own for scroll behaviors (sections and
    /// stacks): a behavior can move each of them, and this brick paints under them.
    open var exposesItemsToBehaviors: Bool { false }

    /// The items scroll behaviors see in this container, in the order their index paths
    /// count them, when that is not the order of the children; nil (the default) for the
    /// visible children in order, a ``Repeat``'s instances in its place. A ``Section`` with
    /// an ``Section/orderDataSource`` lists its visible bricks in the order they flow, so
    /// "earlier" means "above" for behaviors. Read in the behaviors stage: return what the
    /// layout stage computed.
    open var childItemOrder: [Brick]? { nil }

    /// Where the terminal cursor should show while this brick is focused, nil to hide it.
    open var cursorPosition: Point? { nil }

    /// Called after this brick gained (`true`) or lost (`false`) focus.
    open func focusDidChange(isFocused: Bool) {}

    /// What a screen reader hears about this brick unless a modifier overrides it (see
    /// ``accessibility``): a plain brick is a ``AccessibilityRole/group``; widgets say their role,
    /// label and value.
    open var defaultAccessibility: AccessibilityElement { AccessibilityElement(role: .group) }

    /// Asked before focus lands here; false vetoes it (focus stays where it was, and
    /// Tab or an arrow tries the next candidate). True by default.
    open func willFocus() -> Bool { true }

    /// Asked before focus leaves this brick for another; false keeps it here (a field
    /// that must be valid before the user moves on). Not asked when the brick leaves
    /// the screen or can no longer take focus. True by default.
    open func willUnfocus() -> Bool { true }

    /// The default content hugging priority on both axes, for a subclass to choose:
    /// 250 for containers, 750 for widgets, 1 for ``Spacer``. Callers read and set it per
    /// axis with ``contentHuggingPriority(for:)`` and ``contentHuggingPriority(_:for:)``.
    open var huggingPriority: Int { 250 }

    /// ``huggingPriority`` along `axis` when none was set: a stack that keeps its children at
    /// their own size across its axis hugs that way strongly (it has no use for more).
    func defaultHuggingPriority(along axis: Axis) -> Int { huggingPriority }

    /// Whether this brick has a size of its own along `axis` (UIKit's intrinsic content
    /// size): only then do constraints hug it and resist compressing it there.
    ///
    /// A plain brick has one only through a visible child that has one along `axis`:
    /// a stack holding only a ``List`` or a ``ScrollBrik`` gives way as they do, so a
    /// footer beside it keeps its row. Widgets (labels, controls, bars) have one; a
    /// ``ScrollBrik`` has none. A subclass that measures content of its own overrides this
    /// to return true. A definite ``brickSize`` dimension on `axis` is an intrinsic size
    /// whatever this returns.
    open func hasIntrinsicSize(along axis: Axis) -> Bool {
        for child in children where !child.isHidden && child.hasIntrinsicExtent(along: axis) { return true }
        return false
    }

    /// Called when something the layout of the children reads besides their sizes changed:
    /// a child's hugging or compression resistance, the layout direction of the subtree, the
    /// brick's or a child's margins. A container that keeps a solution of its children's
    /// layout drops it here (a ``Brik`` rebuilds its constraint layout); the layout pass
    /// itself comes from ``setNeedsLayout()``. The default does nothing.
    open func childSizingDidChange() {}

    /// The row (from the top of the frame) of the first line of text, for baseline alignment.
    open func firstBaseline(forHeight height: Int, context: LayoutContext) -> Int { chromeInsets.top }

    /// The row (from the top of the frame) of the last line of text, for baseline alignment.
    open func lastBaseline(forHeight height: Int, context: LayoutContext) -> Int { max(0, height - 1 - chromeInsets.bottom) }
}

extension Brick: CustomStringConvertible {
    /// The type name, as in `VBrik`; ``debugName`` adds the tag.
    nonisolated public var description: String {
        "\(type(of: self))"
    }

    /// The type name and, when set, the tag, as in `VBrik(tag: 1)`; used in error messages.
    public var debugName: String {
        if let label = extras?.constraintLabel { return "\(type(of: self)):\(label)" }
        guard let tag else { return "\(type(of: self))" }
        return "\(type(of: self))(tag: \(tag.base))"
    }
}

extension Brick {
    /// Makes this brick the parent of `decoration` without making it a child: drawn and laid
    /// out by this brick (a background brick), reaching its application through it, but not
    /// in ``children`` (no stack places it, no focus or click lands on it).
    package func adoptDecoration(_ decoration: Brick?) {
        guard let decoration else { return }
        decoration.removeFromParent()
        decoration.parent = self
    }

    /// Lets go of a brick adopted by ``adoptDecoration(_:)``.
    package func releaseDecoration(_ decoration: Brick?) {
        guard let decoration, decoration.parent === self, !children.contains(where: { $0 === decoration }) else { return }
        decoration.parent = nil
    }
}
