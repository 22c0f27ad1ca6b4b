import BrikRendering

/// A brick that lines its children up along an axis: the common part of
/// ``VBrik`` and ``HBrik`` (a `UIStackView`).
///
/// Hidden children take no space. Sizes are whole cells resolved by
/// cumulative rounding (see ``StackLayout``), so a filling distribution
/// fills the stack exactly.
///
/// A stack is a ``Brik`` (Brik's VBrik and HBrik inherit from Brik): tags,
/// actions and `container[1, Brik.self]` work on it, and constraints on the
/// stack's own size (`stack.heightAnchor.constraint(equalToConstant: 5)`)
/// size it. Its arranged children are placed by the stack, never by
/// constraints: a constraint on one of them is ignored and reported in
/// ``Brik/constraintIssues`` (wrap the child in a ``Brik`` to constrain it).
@MainActor
open class StackBrik: Brik {
    /// The bricks of a section are items of their own for scroll behaviors.
    open override var exposesItemsToBehaviors: Bool { true }

    /// The direction children follow.
    public let axis: Axis
    /// Cross-axis placement.
    public var alignment: StackAlignment { didSet { setNeedsLayout() } }
    /// Cells between neighbours.
    public var spacing: Int { didSet { setNeedsLayout() } }
    /// Main-axis sizing and spacing.
    public var distribution: StackDistribution { didSet { setNeedsLayout() } }

    /// A stack along `axis`, with the defaults of Brik's `VBrik(alignment:spacing:distribution:)`:
    /// centred across the axis, no spacing, filling along it.
    public init(
        axis: Axis, alignment: StackAlignment = .center, spacing: Int = 0, distribution: StackDistribution = .fill
    ) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = max(0, spacing)
        self.distribution = distribution
        super.init()
    }

    /// Across its axis a stack that does not stretch its children (any alignment but
    /// `.fill`) cannot use more room than its tallest (or widest) child: it hugs that way
    /// like a widget (750), so a row of controls above a list leaves the spare rows to the
    /// list instead of sharing them. Along its axis, and stretching across, a container's 250.
    override func defaultHuggingPriority(along axis: Axis) -> Int {
        if axis != self.axis, alignment != .fill, huggingPriority == 250 { return 750 }
        return huggingPriority
    }

    /// Constraints do not place a stack's children: the stack does.
    open override var placesChildrenByConstraints: Bool { false }

    /// Appends bricks at the end of the stack (`addArrangedSubviews`).
    @discardableResult
    public func append(_ bricks: Brick...) -> Self {
        for brick in bricks { addChild(brick) }
        return self
    }

    var layout: StackLayout {
        StackLayout(axis: axis, alignment: alignment, distribution: distribution, spacing: spacing)
    }

    /// The children that take part in the stack: the visible ones.
    private var visibleChildren: [Brick] {
        var visible: [Brick] = []
        visible.reserveCapacity(children.count)
        for child in children where !child.isHidden { visible.append(child) }
        return visible
    }

    /// What the stack layout needs of `visible`, besides measuring them.
    private func stackTraits(
        of visible: [Brick], length: Int?, crossLength: Int?, context: LayoutContext
    ) -> [StackLayout.Traits] {
        let axis = self.axis
        var traits: [StackLayout.Traits] = []
        traits.reserveCapacity(visible.count)
        for child in visible {
            let state = child.layoutState
            // A child measured both ways (most) needs no environment to know its rules.
            let rule =
                state.hasAutoDimension(along: axis)
                ? StackRule(length: .measured)
                : StackRule(child.brickSize[axis], axis: axis, length: length, environment: context.environment)
            let keepsCrossExtent =
                !state.hasAutoDimension(along: axis.cross)
                && child.brickSize[axis.cross].resolved(
                    in: context.environment, extent: crossLength ?? context.environment.screen[axis.cross]
                ).isDefinite
            traits.append(
                StackLayout.Traits(
                    huggingPriority: Int(child.contentHuggingPriority(for: axis).value),
                    compressionResistance: Int(child.contentCompressionResistancePriority(for: axis).value),
                    length: rule.length, minimumLength: rule.minimum, maximumLength: rule.maximum,
                    keepsCrossExtent: keepsCrossExtent, spansCross: child.spansStackCrossAxis))
        }
        return traits
    }

    open override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let empty = Size(width: chrome.horizontal, height: chrome.vertical)
        // Bounded: measuring recurses as deep as the tree.
        let content = context.measuring(or: Size.zero) {
            let inner = proposal.inset(by: chrome)
            let visible = visibleChildren
            let traits = stackTraits(of: visible, length: inner[axis], crossLength: inner[axis.cross], context: context)
            let cross = axis.cross
            return layout.sizeThatFits(traits, proposal: inner) { index, proposal in
                visible[index].measuredSize(for: proposal, honouring: cross, context: context)
            }
        }
        let sized =
            constraintLayout?.constrainedSize(content, within: proposal.inset(by: chrome), context: context) ?? content
        return Size(width: sized.width + empty.width, height: sized.height + empty.height)
    }

    open override func layoutChildren(context: LayoutContext) {
        let visible = visibleChildren
        let area = contentFrame
        let traits = stackTraits(of: visible, length: area.size[axis], crossLength: area.size[axis.cross], context: context)
        let cross = axis.cross
        let first = alignment == .firstBaseline
        var layout = self.layout
        layout.direction = layoutDirection(in: context)
        let frames = layout.frames(
            for: traits, in: area,
            measure: { index, proposal in visible[index].measuredSize(for: proposal, honouring: cross, context: context) },
            baseline: { index, size in
                first
                    ? visible[index].firstBaseline(forHeight: size.height, context: context)
                    : visible[index].lastBaseline(forHeight: size.height, context: context)
            })
        for (child, frame) in zip(visible, frames) { child.frame = frame }
        constraintLayout?.checkConstraints(in: contentFrame.size, context: context)
    }

    /// The first text row: a ``VBrik``'s first child's, an ``HBrik``'s lowest first row
    /// among its children (top-aligned), measured — not read from frames, which the
    /// stack's own parent may not have set yet.
    open override func firstBaseline(forHeight height: Int, context: LayoutContext) -> Int {
        let chrome = chromeInsets
        let visible = visibleChildren
        let width = frame.width > 0 ? max(0, frame.width - chrome.horizontal) : nil
        func baseline(of child: Brick) -> Int {
            let size = child.cachedSizeThatFits(ProposedSize(width: width, height: nil), context: context)
            return child.firstBaseline(forHeight: size.height, context: context)
        }
        guard let first = visible.first else { return chrome.top }
        return context.measuring(or: chrome.top) {
            if axis == .vertical { return chrome.top + baseline(of: first) }
            return chrome.top + (visible.map(baseline(of:)).max() ?? 0)
        }
    }
}

/// A vertical stack: children top to bottom (Brik's `VBrik`).
///
/// The two initializers keep Brik's defaults, which differ in distribution:
/// `VBrik { }` is centred across, 0 spacing, ``StackDistribution/fillProportionally``;
/// `VBrik(alignment:spacing:distribution:) { }` defaults to centred, 0 and
/// ``StackDistribution/fill``. Write `VBrik(alignment: .fill) { }` for children
/// as wide as the stack.
///
/// ```swift
/// VBrik(spacing: 1) { _ in
///     Label("Username").bold()
///     TextField(placeholder: "Enter an email").tag(1)
/// }
/// ```
@MainActor
public final class VBrik: StackBrik {
    /// A vertical stack built by `content` (which receives the stack itself, so
    /// actions inside can reach its tagged children later): centred across,
    /// no spacing, distributed in proportion to the children's sizes.
    public init(@BrikBuilder _ content: (VBrik) -> [Brick] = { _ in [] }) {
        super.init(axis: .vertical, alignment: .center, spacing: 0, distribution: .fillProportionally)
        for child in content(self) { addChild(child) }
    }

    /// A vertical stack built by `content`, with Brik's defaults for this
    /// initializer: centred across, no spacing, filling along the axis.
    public init(
        alignment: StackAlignment = .center, spacing: Int = 0, distribution: StackDistribution = .fill,
        @BrikBuilder _ content: (VBrik) -> [Brick] = { _ in [] }
    ) {
        super.init(axis: .vertical, alignment: alignment, spacing: spacing, distribution: distribution)
        for child in content(self) { addChild(child) }
    }
}

/// A horizontal stack: children left to right (Brik's `HBrik`), with the
/// same defaults as ``VBrik``: `HBrik { }` is centred across, 0 spacing,
/// fill proportionally; `HBrik(alignment:spacing:distribution:) { }` centred, 0, fill.
@MainActor
public final class HBrik: StackBrik {
    /// A horizontal stack built by `content` (which receives the stack itself):
    /// centred across, no spacing, distributed in proportion to the children's sizes.
    public init(@BrikBuilder _ content: (HBrik) -> [Brick] = { _ in [] }) {
        super.init(axis: .horizontal, alignment: .center, spacing: 0, distribution: .fillProportionally)
        for child in content(self) { addChild(child) }
    }

    /// A horizontal stack built by `content`, with Brik's defaults for this
    /// initializer: centred across, no spacing, filling along the axis.
    public init(
        alignment: StackAlignment = .center, spacing: Int = 0, distribution: StackDistribution = .fill,
        @BrikBuilder _ content: (HBrik) -> [Brick] = { _ in [] }
    ) {
        super.init(axis: .horizontal, alignment: alignment, spacing: spacing, distribution: distribution)
        for child in content(self) { addChild(child) }
    }
}
