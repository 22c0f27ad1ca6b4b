import BrikRendering

/// The hugging and compression resistance priorities set on one brick, per axis;
/// nil keeps the brick's default.
struct SizingPriorities: Hashable, Sendable {
    var huggingHorizontal: ConstraintPriority?
    var huggingVertical: ConstraintPriority?
    var compressionHorizontal: ConstraintPriority?
    var compressionVertical: ConstraintPriority?

    func hugging(_ axis: Axis) -> ConstraintPriority? {
        axis == .horizontal ? huggingHorizontal : huggingVertical
    }

    func compression(_ axis: Axis) -> ConstraintPriority? {
        axis == .horizontal ? compressionHorizontal : compressionVertical
    }
}

extension Brick {
    /// How strongly this brick resists growing past its ideal size along `axis`
    /// (UIKit's content hugging priority): a stack with spare cells grows the lowest
    /// first, and constraints hold `size <= ideal` at this priority. Its
    /// ``huggingPriority`` unless set.
    public func contentHuggingPriority(for axis: Axis) -> ConstraintPriority {
        sizingPriorities.hugging(axis) ?? ConstraintPriority(Double(defaultHuggingPriority(along: axis)))
    }

    /// How strongly this brick resists shrinking below its ideal size along `axis`
    /// (UIKit's content compression resistance priority): a stack that must shrink
    /// takes cells from the lowest first, and constraints hold `size >= ideal` at it.
    ///
    /// 750 unless set, for a brick with an intrinsic size on `axis`
    /// (``hasIntrinsicSize(along:)``); 1 for one without (a ``ScrollBrik``), which
    /// therefore gives way before anything else.
    public func contentCompressionResistancePriority(for axis: Axis) -> ConstraintPriority {
        sizingPriorities.compression(axis) ?? (hasIntrinsicExtent(along: axis) ? .high : ConstraintPriority(1))
    }

    /// Sets the content hugging priority on `axis` (UIKit's spelling).
    public func setContentHuggingPriority(_ priority: ConstraintPriority, for axis: Axis) {
        if axis == .horizontal {
            sizingPriorities.huggingHorizontal = priority
        } else {
            sizingPriorities.huggingVertical = priority
        }
    }

    /// Sets the content compression resistance priority on `axis` (UIKit's spelling).
    public func setContentCompressionResistancePriority(_ priority: ConstraintPriority, for axis: Axis) {
        if axis == .horizontal {
            sizingPriorities.compressionHorizontal = priority
        } else {
            sizingPriorities.compressionVertical = priority
        }
    }

    /// Sets the content hugging priority on `axis`: `Label("x").contentHuggingPriority(.low, for: .horizontal)`.
    @discardableResult
    public func contentHuggingPriority(_ priority: ConstraintPriority, for axis: Axis) -> Self {
        setContentHuggingPriority(priority, for: axis)
        return self
    }

    /// Sets the content compression resistance priority on `axis`:
    /// `Label("x").contentCompressionResistancePriority(.low, for: .horizontal)`.
    @discardableResult
    public func contentCompressionResistancePriority(_ priority: ConstraintPriority, for axis: Axis) -> Self {
        setContentCompressionResistancePriority(priority, for: axis)
        return self
    }

    /// Whether constraints see an intrinsic extent on `axis`: a definite dimension
    /// there, or a size of the brick's own (``hasIntrinsicSize(along:)``).
    package func hasIntrinsicExtent(along axis: Axis) -> Bool {
        (!layoutState.hasAutoDimension(along: axis) && brickSize[axis].isDefinite) || hasIntrinsicSize(along: axis)
    }

    /// The size a parent gives this brick within `proposal`: ``sizeThatFits(_:context:)`` with
    /// the brick's own ``brickSize`` applied, the one measurement every container uses.
    ///
    /// Outside a section's flow a width `.ratio` is a share of the offered width, a
    /// height `.ratio` a share of the brick's width at the cell aspect (as in a
    /// section), `.fill` takes what is offered, `.auto` is measured; with nothing
    /// offered, a ratio or fill is measured too.
    public func measuredSize(for proposal: ProposedSize, context: LayoutContext) -> Size {
        measuredSize(for: proposal, honouring: nil, context: context)
    }

    /// ``measuredSize(for:context:)`` outside a layout pass (a test, a tool): in the
    /// environment of this brick's application, or of a screen its own size.
    public func measuredSize(for proposal: ProposedSize) -> Size {
        measuredSize(for: proposal, context: LayoutContext(detachedFor: self))
    }

    /// ``measuredSize(for:)`` honouring the dimension along `axis` only, or both when nil
    /// (a stack resolves the one along its own axis itself).
    func measuredSize(for proposal: ProposedSize, honouring axis: Axis?, context: LayoutContext) -> Size {
        let state = layoutState
        // Measured to its content both ways (most bricks): the measurement is the answer,
        // and no environment was needed for it.
        if axis == .vertical || state.hasAutoWidth, axis == .horizontal || state.hasAutoHeight {
            return cachedSizeThatFits(proposal, context: context)
        }
        let size = brickSize
        let widthRule = axis != .vertical ? size.width : BrickDimension.measuredExtent
        let heightRule = axis != .horizontal ? size.height : BrickDimension.measuredExtent
        let environment = context.environment
        let definiteWidth = widthRule.extent(along: .horizontal, offered: proposal.width, width: nil, environment: environment)
        let definiteHeight = heightRule.extent(
            along: .vertical, offered: proposal.height, width: definiteWidth, environment: environment)
        if let definiteWidth, let definiteHeight { return Size(width: definiteWidth, height: definiteHeight) }
        var measured = cachedSizeThatFits(
            ProposedSize(width: definiteWidth ?? proposal.width, height: definiteHeight ?? proposal.height), context: context)
        let width =
            definiteWidth
            ?? widthRule.extent(
                along: .horizontal, offered: proposal.width, width: nil, environment: environment, measured: measured.width)
            ?? measured.width
        if definiteWidth == nil, width != measured.width, definiteHeight == nil {
            // A bound moved the measured width: the height follows the width the brick gets.
            measured = cachedSizeThatFits(ProposedSize(width: width, height: proposal.height), context: context)
        }
        let height =
            definiteHeight
            ?? heightRule.extent(
                along: .vertical, offered: proposal.height, width: width, environment: environment, measured: measured.height)
            ?? measured.height
        return Size(width: width, height: height)
    }
}

extension BrickSize {
    /// The rule along `axis`: the width for horizontal, the height for vertical.
    subscript(axis: Axis) -> BrickDimension {
        axis == .horizontal ? width : height
    }
}

extension BrickDimension {
    /// `.auto` with no estimate: the measured extent, made once (an indirect enum allocates).
    static let measuredExtent = BrickDimension.auto(estimate: .fixed(size: 0))

    /// Whether this is `.auto`: the extent is measured, whatever the environment.
    var isAuto: Bool {
        if case .auto = self { return true }
        return false
    }

    /// Whether the extent is given by the rule itself rather than measured (fixed, a ratio,
    /// a share of the viewport, or a bound of one), whatever the conditions pick.
    var isDefinite: Bool {
        switch self {
        case .fixed, .ratio, .viewportRatio: true
        case .fill, .auto: false
        case .restricted(let size, _): size.isDefinite
        case .orientation(let a, let b), .horizontalSizeClass(let a, let b), .verticalSizeClass(let a, let b):
            a.isDefinite || b.isDefinite
        case .dimensionRange(let fallback, let pairs): fallback.isDefinite || pairs.contains { $0.dimension.isDefinite }
        }
    }

    /// The extent along `axis` outside a section's flow, with `offered` cells offered
    /// (nil: unlimited) and, for a height, the brick's `width`; nil when it is the
    /// measured size and `measured` is not known yet.
    func extent(
        along axis: Axis, offered: Int?, width: Int?, environment: LayoutEnvironment, measured: Int? = nil
    ) -> Int? {
        let reference = offered ?? (axis == .horizontal ? environment.screen.width : environment.screen.height)
        switch resolved(in: environment, extent: axis == .horizontal ? reference : (width ?? reference)) {
        case .fixed(let size):
            return min(max(0, size), Self.largestExtent)
        case .ratio(let ratio):
            guard ratio.isFinite, ratio > 0 else { return 0 }
            if axis == .horizontal { return offered.map { Self.cells(Double($0) * ratio) } ?? measured }
            return width.map { Self.cells(Double($0) * ratio * environment.cellAspect) } ?? measured
        case .viewportRatio(let ratio):
            guard ratio.isFinite, ratio > 0 else { return 0 }
            let viewport = axis == .horizontal ? environment.viewport.width : environment.viewport.height
            return Self.cells(Double(viewport) * ratio)
        case .fill:
            return offered ?? measured
        case .auto:
            return measured
        case .restricted(let size, let restriction):
            guard
                let base = size.extent(
                    along: axis, offered: offered, width: width, environment: environment, measured: measured)
            else { return nil }
            let clamped = restriction.clamp(Double(base)) {
                Double(
                    $0.extent(along: axis, offered: offered, width: width, environment: environment, measured: base) ?? base)
            }
            return Int(clamped)
        case .orientation, .horizontalSizeClass, .verticalSizeClass, .dimensionRange:
            return measured  // resolved above; unreachable
        }
    }
}
