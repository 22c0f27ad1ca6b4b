import BrikCore
import BrikRendering
import BrikSolver

extension ConstraintEngine {
    /// Adds the edit variables, every child's own constraints and the active DSL
    /// constraints to `solver`; returns what could not be honoured, in words.
    ///
    /// A required constraint that conflicts with those added before it is
    /// dropped (the solver refuses it and stays as it was) and reported with the
    /// constraints it conflicts with, each with its label and source location.
    func build(
        into solver: Solver, children: [Brick], sizes: [ObjectIdentifier: Size],
        unknowns: inout [ObjectIdentifier: Unknowns], origins: inout [Constraint: (LayoutConstraint, Int)],
        editStrength: Strength, context: LayoutContext
    ) -> [String] {
        var issues: [String] = []
        origins = [:]
        try? solver.addEditVariable(containerWidthVariable, strength: editStrength)
        try? solver.addEditVariable(containerHeightVariable, strength: editStrength)
        let childIDs = Set(children.map(ObjectIdentifier.init))
        let direction = container.layoutDirection(in: context)
        let containerMargins = container.layoutMargins(in: direction)
        for child in children {
            let id = ObjectIdentifier(child)
            let size = sizes[id] ?? .zero
            let name = child.debugName
            var vars =
                unknowns[id]
                ?? Unknowns(
                    left: Variable("\(name).left"), top: Variable("\(name).top"),
                    width: Variable("\(name).width"), height: Variable("\(name).height"))
            vars.firstBaseline = Double(child.firstBaseline(forHeight: size.height, context: context))
            vars.lastBaselineFromBottom = Double(size.height - child.lastBaseline(forHeight: size.height, context: context))
            vars.margins = child.layoutMargins(in: child.layoutDirection(in: context))
            unknowns[id] = vars
            var own: [Constraint] = [
                Constraint(Expression(vars.width), .greaterThanOrEqual, Expression(0), label: "\(name).width >= 0"),
                Constraint(Expression(vars.height), .greaterThanOrEqual, Expression(0), label: "\(name).height >= 0"),
                Constraint(Expression(vars.left), .equal, Expression(0), strength: Self.originStrength),
                Constraint(Expression(vars.top), .equal, Expression(0), strength: Self.originStrength),
            ]
            for (axis, variable, extent) in [(Axis.horizontal, vars.width, size.width), (.vertical, vars.height, size.height)]
            where child.hasIntrinsicExtent(along: axis) {
                own.append(
                    Constraint(
                        Expression(variable), .lessThanOrEqual, Expression(Double(extent)),
                        strength: child.contentHuggingPriority(for: axis).strength, label: "\(name) hugging"))
                own.append(
                    Constraint(
                        Expression(variable), .greaterThanOrEqual, Expression(Double(extent)),
                        strength: child.contentCompressionResistancePriority(for: axis).strength,
                        label: "\(name) compression"))
            }
            if let guide = child as? LayoutGuide {
                own += systemConstraints(of: guide, vars: vars, margins: containerMargins)
            }
            for constraint in own {
                try? solver.add(constraint)
            }
        }
        var positioned: [ObjectIdentifier: (horizontal: Bool, vertical: Bool)] = [:]
        for layout in constraints where layout.isActive {
            layout.issue = nil
            let lhsVars: Unknowns?
            if layout.item === container {
                lhsVars = nil
            } else if let reason = whyNotSolved(layout.item, children: childIDs) {
                if !layout.item.isHidden {
                    layout.issue = reason
                    issues.append("constraint \(layout.description) ignored: \(reason)")
                }
                continue
            } else {
                lhsVars = unknowns[ObjectIdentifier(layout.item)]
            }
            for index in layout.attributes.indices {
                let attribute = layout.attributes[index]
                guard
                    let rhs = targetExpression(
                        of: layout, at: index, unknowns: unknowns, children: childIDs, direction: direction,
                        margins: containerMargins)
                else {
                    layout.issue = unrelatableReason(layout, index)
                    issues.append("constraint \(layout.description) ignored: \(layout.issue!)")
                    break
                }
                if !attribute.isSize {
                    // A relation between two siblings' positions places both (a guide between
                    // two bricks places the second as much as the first places the guide).
                    var placed: [Brick] = lhsVars != nil ? [layout.item] : []
                    if case .item(let other, _) = layout.target, other !== container, other !== layout.item,
                        layout.targetAttribute(at: index)?.isSize == false
                    {
                        placed.append(other)
                    }
                    for brick in placed {
                        var mark = positioned[ObjectIdentifier(brick)] ?? (false, false)
                        if attribute.isHorizontal { mark.horizontal = true } else { mark.vertical = true }
                        positioned[ObjectIdentifier(brick)] = mark
                    }
                }
                let physical = attribute.physical(in: direction)
                let lhs =
                    lhsVars.map { expression(physical, of: $0) } ?? containerExpression(physical, margins: containerMargins)
                let location = layout.location
                // Right to left, leading and trailing are measured from the right: the x axis is
                // mirrored, so an inequality turns round (the constants and the multiplier's
                // share of the width already did, in `targetExpression`).
                let mirrored = attribute.isDirectional && direction.isRightToLeft
                let constraint = Constraint(
                    lhs, mirrored ? layout.relation.mirrored : layout.relation, rhs, strength: layout.priority.strength,
                    label: layout.label ?? layout.memberDescription(index),
                    file: location.file, line: location.line)
                origins[constraint] = (layout, index)
                do {
                    try solver.add(constraint)
                } catch {
                    let report = conflictReport(error, layout: layout, index: index, origins: origins)
                    layout.issue = report
                    issues.append(report)
                }
            }
        }
        for child in children where (child as? LayoutGuide)?.kind ?? .custom == .custom {
            let mark = positioned[ObjectIdentifier(child)] ?? (false, false)
            let missing = [mark.horizontal ? nil : "horizontal", mark.vertical ? nil : "vertical"].compactMap { $0 }
            guard !missing.isEmpty else { continue }
            issues.append(
                "\(child.debugName) in \(container.debugName) has no \(missing.joined(separator: " or ")) position "
                    + "constraint: placed at the container's origin at its intrinsic size")
        }
        return issues
    }

    /// Why the solver does not place `item`, nil when it does.
    private func whyNotSolved(_ item: Brick, children: Set<ObjectIdentifier>) -> String? {
        guard item.parent === container else {
            return "\(item.debugName) is not a child of \(container.debugName)"
                + (item.parent.map { " (it is in \($0.debugName))" } ?? " (it has no parent)")
        }
        guard container.placesChildrenByConstraints else {
            return "\(item.debugName) is arranged by \(container.debugName), which places its children itself "
                + "(constrain the container's own size, or wrap the child in a Brik)"
        }
        return children.contains(ObjectIdentifier(item)) ? nil : "\(item.debugName) is not laid out by constraints"
    }

    /// Why the `attribute` of `layout` has no solver expression for its target.
    private func unrelatableReason(_ layout: LayoutConstraint, _ index: Int) -> String {
        let attribute = layout.attributes[index]
        if layout.item === container {
            return "\(container.debugName)'s own \(attribute) can only relate to its own size and its children "
                + "(a position or the superview belongs to the constraints of a Brik around it)"
        }
        guard case .item(let brick, _) = layout.target, layout.targetAttribute(at: index) != nil else {
            return "its target cannot be related to \(attribute) (mismatched attributes)"
        }
        if brick.parent === container, !container.placesChildrenByConstraints {
            return "\(brick.debugName) is arranged by \(container.debugName), not placed by constraints"
        }
        return "\(brick.debugName) is neither a sibling nor the superview of \(layout.item.debugName)"
    }

    /// `conflict: "wide" Label.width == 200 (Page.swift:12) cannot hold with: …; dropped it`.
    func conflictReport(
        _ error: SolverError, layout: LayoutConstraint, index: Int,
        origins: [Constraint: (LayoutConstraint, Int)], extraConflicts: [String] = []
    ) -> String {
        let name = describe(layout, index)
        guard case .unsatisfiableConstraint(_, var others) = error else { return "constraint \(name) refused: \(error)" }
        others.removeAll { origins[$0].map { $0.0 === layout && $0.1 == index } ?? false }
        let with =
            others.map { other in
                origins[other].map { describe($0.0, $0.1) } ?? (other.label ?? other.description)
            } + extraConflicts
        if with.isEmpty { return "conflict: \(name) can never hold; dropped it" }
        return
            "conflict: \(name) cannot hold with \(with.joined(separator: "; ")); dropped \(layout.label.map { "\"\($0)\"" } ?? "it")"
    }

    private func describe(_ layout: LayoutConstraint, _ index: Int) -> String {
        let label = layout.label.map { "\"\($0)\" " } ?? ""
        return "\(label)\(layout.memberDescription(index)) (\(layout.location))"
    }

    /// The solver expression of the physical `attribute` of a child (leading and trailing
    /// resolved by the caller: here they read left to right).
    func expression(_ attribute: ConstraintAttribute, of vars: Unknowns) -> Expression {
        let m = vars.margins
        switch attribute {
        case .left, .leading: return Expression(vars.left)
        case .right, .trailing: return Expression(terms: [Term(vars.left), Term(vars.width)])
        case .top: return Expression(vars.top)
        case .bottom: return Expression(terms: [Term(vars.top), Term(vars.height)])
        case .width: return Expression(vars.width)
        case .height: return Expression(vars.height)
        case .centerX: return Expression(terms: [Term(vars.left), Term(vars.width, coefficient: 0.5)])
        case .centerY: return Expression(terms: [Term(vars.top), Term(vars.height, coefficient: 0.5)])
        case .firstBaseline: return Expression(terms: [Term(vars.top)], constant: vars.firstBaseline)
        case .lastBaseline:
            return Expression(terms: [Term(vars.top), Term(vars.height)], constant: -vars.lastBaselineFromBottom)
        case .leftMargin, .leadingMargin: return Expression(terms: [Term(vars.left)], constant: Double(m.left))
        case .rightMargin, .trailingMargin:
            return Expression(terms: [Term(vars.left), Term(vars.width)], constant: -Double(m.right))
        case .topMargin: return Expression(terms: [Term(vars.top)], constant: Double(m.top))
        case .bottomMargin: return Expression(terms: [Term(vars.top), Term(vars.height)], constant: -Double(m.bottom))
        case .centerXWithinMargins:
            return Expression(
                terms: [Term(vars.left), Term(vars.width, coefficient: 0.5)], constant: Double(m.left - m.right) / 2)
        case .centerYWithinMargins:
            return Expression(
                terms: [Term(vars.top), Term(vars.height, coefficient: 0.5)], constant: Double(m.top - m.bottom) / 2)
        }
    }

    /// The solver expression of the physical `attribute` of the container itself, in its
    /// content coordinates, its margins being `margins`.
    func containerExpression(_ attribute: ConstraintAttribute, margins m: EdgeInsets) -> Expression {
        let width = containerWidthVariable
        let height = containerHeightVariable
        switch attribute {
        case .left, .leading, .top, .firstBaseline: return Expression()
        case .right, .trailing, .width: return Expression(width)
        case .bottom, .height: return Expression(height)
        case .lastBaseline: return Expression(terms: [Term(height)], constant: -1)
        case .centerX: return Expression(terms: [Term(width, coefficient: 0.5)])
        case .centerY: return Expression(terms: [Term(height, coefficient: 0.5)])
        case .leftMargin, .leadingMargin: return Expression(Double(m.left))
        case .rightMargin, .trailingMargin: return Expression(terms: [Term(width)], constant: -Double(m.right))
        case .topMargin: return Expression(Double(m.top))
        case .bottomMargin: return Expression(terms: [Term(height)], constant: -Double(m.bottom))
        case .centerXWithinMargins:
            return Expression(terms: [Term(width, coefficient: 0.5)], constant: Double(m.left - m.right) / 2)
        case .centerYWithinMargins:
            return Expression(terms: [Term(height, coefficient: 0.5)], constant: Double(m.top - m.bottom) / 2)
        }
    }

    /// `target × multiplier + constant` for the `index`-th attribute, nil when the
    /// target is neither a sibling nor the container, or its anchors do not pair.
    private func targetExpression(
        of layout: LayoutConstraint, at index: Int,
        unknowns: [ObjectIdentifier: Unknowns], children: Set<ObjectIdentifier>,
        direction: LayoutDirection, margins: EdgeInsets
    ) -> Expression? {
        let written = layout.attributes[index]
        let own = written.physical(in: direction)
        let constant = layout.constant(for: written, in: direction)
        let base: Expression
        if layout.item === container {
            // The container's own anchors: its size and its children only.
            switch layout.target {
            case .superview: return nil
            case .constant, .size, .point, .insets, .directionalInsets: if !own.isSize { return nil }
            case .item: break
            }
        }
        switch layout.target {
        case .item(let brick, _):
            guard let attribute = layout.targetAttribute(at: index)?.physical(in: direction) else { return nil }
            if brick === container {
                base = containerExpression(attribute, margins: margins)
            } else if children.contains(ObjectIdentifier(brick)), let vars = unknowns[ObjectIdentifier(brick)] {
                base = expression(attribute, of: vars)
            } else {
                return nil
            }
        case .superview:
            base = containerExpression(own, margins: margins)
        case .constant, .size, .point, .insets, .directionalInsets:
            // SnapKit: sizes are absolute; positions are from the superview's same
            // edge, and centres from its left or top (margin ones from its margins).
            switch own {
            case .width, .height: base = Expression()
            case .centerX: base = containerExpression(.left, margins: margins)
            case .centerY: base = containerExpression(.top, margins: margins)
            case .centerXWithinMargins: base = containerExpression(.leftMargin, margins: margins)
            case .centerYWithinMargins: base = containerExpression(.topMargin, margins: margins)
            default: base = containerExpression(own, margins: margins)
            }
        }
        var terms = base.terms.map { Term($0.variable, coefficient: $0.coefficient * layout.multiplier) }
        if written.isDirectional, direction.isRightToLeft, layout.multiplier != 1 {
            // Mirrored: W − x = (W − target) × m, so x = target × m + W × (1 − m).
            terms.append(Term(containerWidthVariable, coefficient: 1 - layout.multiplier))
        }
        return Expression(terms: terms, constant: base.constant * layout.multiplier + constant)
    }
}

extension Constraint.Relation {
    /// The relation with its sides' order reversed: `<=` is `>=`, `==` stays.
    var mirrored: Constraint.Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}
