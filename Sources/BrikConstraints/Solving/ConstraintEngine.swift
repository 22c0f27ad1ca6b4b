import BrikCore
import BrikRendering
import BrikSolver

/// The constraint layout of one ``Brik``: its DSL constraints, a Cassowary
/// solver over its children's edges, and the rounding of the solution to cells.
///
/// Each visible child has four unknowns (left, top, width, height) in the
/// container's content coordinates; the container's own left and top are 0 and
/// its width and height are edit variables, so a resize only suggests new values
/// (an incremental re-solve). Any change to the constraints, the children or
/// their intrinsic sizes rebuilds the solver, which for a screenful of bricks
/// is cheap. Besides the DSL constraints every child gets: `width, height >= 0`
/// (required); on each axis where it has an intrinsic size (its dimension or its
/// content, see ``Brick/hasIntrinsicSize(along:)``), content hugging `size <= intrinsic`
/// and compression resistance `size >= intrinsic` at the brick's priorities, the
/// same numbers a stack uses; and a pull towards the container's
/// origin weaker than anything else, which places an under-constrained child
/// at the origin at its intrinsic size (and is reported).
@MainActor
final class ConstraintEngine {
    /// The unknowns of one child and the measurements its baselines use.
    struct Unknowns {
        let left: Variable
        let top: Variable
        let width: Variable
        let height: Variable
        var firstBaseline = 0.0
        var lastBaselineFromBottom = 1.0
        /// The child's ``Brick/layoutMargins``, for the margin attributes.
        var margins = EdgeInsets.zero
    }

    unowned let container: Brik
    /// Every constraint made in this container, active or not, in order.
    var constraints: [LayoutConstraint] = []
    /// The container's layout guides (its own and its margins and safe-area ones), solved
    /// with its children.
    var guides: [LayoutGuide] = []
    private var solver = Solver()
    private var needsRebuild = true
    let containerWidthVariable = Variable("superview.width")
    let containerHeightVariable = Variable("superview.height")
    private var unknowns: [ObjectIdentifier: Unknowns] = [:]
    /// The intrinsic sizes the solver was built with (height measured at the solved width).
    private var intrinsic: [ObjectIdentifier: Size] = [:]
    private var builtChildren: [ObjectIdentifier] = []
    /// The reading direction the solver was built for (leading and trailing depend on it).
    private var builtDirection = LayoutDirection.leftToRight
    /// Each child's size at no limit, to tell a content change from a re-wrap.
    private var ideals: [ObjectIdentifier: Size] = [:]
    /// Which DSL constraint (and attribute) each solver constraint came from, for reports.
    private var origins: [Constraint: (LayoutConstraint, Int)] = [:]
    /// Constraints dropped because the container could not be large enough for them.
    private var droppedForSize: [Constraint] = []
    /// What the last rebuild found: conflicts, unrelatable targets, under-constrained children.
    var issues: [String] = []
    var animation: ConstraintAnimation?
    /// How many times the solver was rebuilt (a resize alone should not rebuild it).
    private(set) var rebuildCount = 0

    /// Edits give way only to required constraints (weight just under required).
    static let editStrength = Strength(weight: 1_000_000_000)
    /// Below every priority: only breaks ties, towards the container's origin.
    static let originStrength = Strength(weight: 0.001)

    init(container: Brik) {
        self.container = container
    }

    /// Whether any constraint is active (on a child or on the container itself).
    var isActive: Bool { constraints.contains { $0.isActive } }

    /// Whether the solver places the children: some active constraint is on a child
    /// (or on a brick that is no longer one, to report it) and the container lets
    /// constraints place its children (a stack does not).
    var solvesChildren: Bool {
        container.placesChildrenByConstraints && constraints.contains { $0.isActive && $0.item !== container }
    }

    /// Whether an active constraint is on the container's own anchors (its size).
    var constrainsItself: Bool { constraints.contains { $0.isActive && $0.item === container } }

    /// The children the solver places: the visible ones when it places children, else none
    /// (it then only checks the container's own constraints against its size).
    private var solvedChildren: [Brick] {
        solvesChildren ? container.children.filter { !$0.isHidden } + guides : []
    }

    func install(_ constraint: LayoutConstraint) {
        constraint.container = container
        constraints.append(constraint)
        invalidate()
    }

    func removeAll(of brick: Brick) {
        for constraint in constraints where constraint.item === brick {
            constraint.deactivate()
            constraint.container = nil
        }
        constraints.removeAll { $0.item === brick }
        invalidate()
    }

    /// Takes one constraint out (it becomes inert).
    func remove(_ constraint: LayoutConstraint) {
        constraint.deactivate()
        constraint.container = nil
        constraints.removeAll { $0 === constraint }
        invalidate()
    }

    /// Drops constraints left with no attributes by a split.
    func removeEmpty() {
        for constraint in constraints where constraint.attributes.isEmpty {
            constraint.deactivate()
            constraint.container = nil
        }
        constraints.removeAll { $0.attributes.isEmpty }
    }

    func invalidate() {
        needsRebuild = true
    }

    // MARK: Layout

    /// The frames of the visible children, relative to a content area of `size`.
    ///
    /// Solves, measures wrapped heights at the solved widths, and solves once
    /// more if any changed; then rounds every edge to a whole cell.
    func frames(in size: Size, context: LayoutContext) -> [(Brick, Rect)] {
        let children = solvedChildren
        let direction = container.layoutDirection(in: context)
        if direction != builtDirection {
            builtDirection = direction
            needsRebuild = true
        }
        for pass in 0..<2 {
            var sizes: [ObjectIdentifier: Size] = [:]
            for child in children {
                let id = ObjectIdentifier(child)
                let ideal = child.measuredSize(for: .unlimited, context: context)
                var measured = ideal
                // The last solved width only tells the wrapped height while the content
                // (its ideal size) and the constraints are unchanged.
                let sameContent = ideals[id] == ideal && !needsRebuild
                ideals[id] = ideal
                if pass > 0 || sameContent, let vars = unknowns[id] {
                    let solvedWidth = Int(cellRounded(solver.value(of: vars.width)))
                    if solvedWidth < ideal.width {
                        measured.height =
                            child.measuredSize(for: ProposedSize(width: max(0, solvedWidth), height: nil), context: context)
                            .height
                    }
                }
                sizes[id] = measured
            }
            if sizes != intrinsic || children.map(ObjectIdentifier.init) != builtChildren { needsRebuild = true }
            if needsRebuild {
                intrinsic = sizes
                rebuild(children, context: context)
            }
            suggest(size, context: context)
            if pass == 0 {
                // A second pass only when a wrapped height may change with the solved width.
                let widths = children.map { Int(cellRounded(solver.value(of: unknowns[ObjectIdentifier($0)]!.width))) }
                let stable = zip(children, widths).allSatisfy { child, width in
                    width >= (intrinsic[ObjectIdentifier(child)]?.width ?? 0)
                        || child.measuredSize(for: ProposedSize(width: max(0, width), height: nil), context: context).height
                            == intrinsic[ObjectIdentifier(child)]?.height
                }
                if stable { break }
            }
        }
        return children.map { child in
            let vars = unknowns[ObjectIdentifier(child)]!
            return (
                child,
                cellRect(
                    left: solver.value(of: vars.left), top: solver.value(of: vars.top),
                    width: solver.value(of: vars.width), height: solver.value(of: vars.height))
            )
        }
    }

    /// Solves the container's constraints at a content area of `size` when the container
    /// places its children itself, so that its own constraints that cannot hold at
    /// that size, and constraints on its children, are reported; nothing moves.
    func checkConstraints(in size: Size, context: LayoutContext) {
        guard isActive else {
            issues = []
            return
        }
        _ = frames(in: size, context: context)
    }

    /// The content size `natural` (what the container's own layout wants) as the
    /// container's own constraints change it within `proposal`.
    func constrainedSize(_ natural: Size, within proposal: ProposedSize, context: LayoutContext) -> Size {
        guard constrainsItself else { return natural }
        return fittingSize(within: proposal, preferring: natural, context: context)
    }

    /// The smallest content size the constraints allow within `proposal` (for
    /// ``Brik/sizeThatFits(_:)``), or the one closest to `preferred` when given.
    func fittingSize(within proposal: ProposedSize, preferring preferred: Size? = nil, context: LayoutContext) -> Size {
        let children = solvedChildren
        var sizes: [ObjectIdentifier: Size] = [:]
        for child in children { sizes[ObjectIdentifier(child)] = child.measuredSize(for: .unlimited, context: context) }
        let fitting = Solver()
        var scratch = unknowns
        var scratchOrigins: [Constraint: (LayoutConstraint, Int)] = [:]
        _ = build(
            into: fitting, children: children, sizes: sizes, unknowns: &scratch, origins: &scratchOrigins,
            editStrength: Strength(weight: 0.01), context: context)
        let wanted = [preferred?.width ?? 0, preferred?.height ?? 0]
        for (axis, (variable, limit)) in [(containerWidthVariable, proposal.width), (containerHeightVariable, proposal.height)]
            .enumerated()
        {
            try? fitting.suggestValue(Double(wanted[axis]), for: variable)
            if let limit {
                try? fitting.add(
                    Constraint(
                        Expression(variable), .lessThanOrEqual, Expression(Double(limit)),
                        strength: Self.editStrength))
            }
        }
        return Size(
            width: Int(cellRounded(fitting.value(of: containerWidthVariable))),
            height: Int(cellRounded(fitting.value(of: containerHeightVariable))))
    }

    private var suggested: Size?

    private func suggest(_ size: Size, context: LayoutContext) {
        guard suggested != size else { return }
        if suggested != nil, !droppedForSize.isEmpty {
            // What did not fit at the old size may fit now: start again.
            rebuild(solvedChildren, context: context)
        }
        try? solver.suggestValue(Double(size.width), for: containerWidthVariable)
        try? solver.suggestValue(Double(size.height), for: containerHeightVariable)
        suggested = size
        let width = solver.value(of: containerWidthVariable)
        let height = solver.value(of: containerHeightVariable)
        if abs(width - Double(size.width)) > 1e-6 || abs(height - Double(size.height)) > 1e-6 {
            holdContainerSize(size, context: context)
        }
    }

    private func rebuild(_ children: [Brick], context: LayoutContext) {
        solver = Solver()
        rebuildCount += 1
        suggested = nil
        let live = Set(children.map(ObjectIdentifier.init))
        unknowns = unknowns.filter { live.contains($0.key) }
        ideals = ideals.filter { live.contains($0.key) }
        droppedForSize = []
        issues = build(
            into: solver, children: children, sizes: intrinsic, unknowns: &unknowns, origins: &origins,
            editStrength: Self.editStrength, context: context)
        builtChildren = children.map(ObjectIdentifier.init)
        needsRebuild = false
        report(issues, context: context)
    }

    private func report(_ issues: [String], context: LayoutContext) {
        for issue in issues { context.report(.message(issue)) }
    }

    /// The container's size is an edit variable, so required constraints that need a
    /// larger (or smaller) container would quietly resize it; instead, find what
    /// conflicts with the real size, drop the latest DSL constraint among them,
    /// report it, and repeat.
    private func holdContainerSize(_ size: Size, context: LayoutContext) {
        for _ in 0..<constraints.count + 2 {
            let probes = [
                Constraint(
                    Expression(containerWidthVariable), .equal, Expression(Double(size.width)),
                    label: "the container's width \(size.width)"),
                Constraint(
                    Expression(containerHeightVariable), .equal, Expression(Double(size.height)),
                    label: "the container's height \(size.height)"),
            ]
            var failure: (SolverError, Constraint)?
            var added: [Constraint] = []
            for probe in probes {
                do {
                    try solver.add(probe)
                    added.append(probe)
                } catch {
                    failure = (error, probe)
                    break
                }
            }
            for probe in added { try? solver.remove(probe) }
            guard let (error, probe) = failure, case .unsatisfiableConstraint(_, let others) = error,
                let victim = others.last(where: { origins[$0] != nil }), let (layout, index) = origins[victim]
            else { return }
            try? solver.remove(victim)
            droppedForSize.append(victim)
            let issue = conflictReport(
                .unsatisfiableConstraint(victim, conflictingWith: others), layout: layout,
                index: index, origins: origins, extraConflicts: [probe.label ?? ""])
            layout.issue = issue
            issues.append(issue)
            report([issue], context: context)
        }
    }
}

/// Whole cells, half away from zero as ``CumulativeRounding`` does; values within a
/// millionth of a half snap to it first, so solver noise (2.4999999) cannot flip a cell.
func cellRounded(_ value: Double) -> Double {
    let halves = (value * 2).rounded()
    let snapped = abs(value * 2 - halves) < 1e-6 ? halves / 2 : value
    return snapped.rounded(.toNearestOrAwayFromZero)
}

/// The cell rectangle of an exact one: each edge rounds on its own and the size is
/// the distance between rounded edges, so touching rectangles stay touching.
func cellRect(left: Double, top: Double, width: Double, height: Double) -> Rect {
    let x0 = Int(cellRounded(left))
    let y0 = Int(cellRounded(top))
    let x1 = Int(cellRounded(left + width))
    let y1 = Int(cellRounded(top + height))
    return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
}
