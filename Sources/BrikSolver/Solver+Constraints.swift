// Adding and removing constraints: turning a constraint into a tableau row,
// choosing its subject, the artificial-variable phase, and conflict reports.

extension Solver {
    /// Adds a constraint known not to be in the solver; returns its tag.
    func insert(_ constraint: Constraint, isEdit: Bool) throws(SolverError) -> Tag {
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(of: row, tag: tag)
        if subject == nil && row.hasOnlyDummies {
            // Only required equalities' markers are left: the constraint is
            // redundant if the constant is zero, and contradicts them if not.
            guard isNearZero(row.constant) else {
                let conflicts = requiredConstraints(markedIn: row, except: constraint)
                forgetUnreferencedVariables(of: constraint)
                throw .unsatisfiableConstraint(constraint, conflictingWith: conflicts)
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            tableau.insert(row, for: subject)
        } else if let blockingRow = addWithArtificialVariable(row) {
            let conflicts = requiredConstraints(markedIn: blockingRow, except: constraint)
            forgetUnreferencedVariables(of: constraint)
            throw .unsatisfiableConstraint(constraint, conflictingWith: conflicts)
        }
        constraintRecords[constraint] = ConstraintRecord(tag: tag, order: nextOrder, isEdit: isEdit)
        nextOrder += 1
        for term in constraint.expression.terms { variableRecords[term.variable]?.references += 1 }
        optimize()
        infeasibleRows.removeAll()
        return tag
    }

    /// Removes a constraint that is in the solver and re-solves.
    func withdraw(_ constraint: Constraint, _ record: ConstraintRecord) {
        constraintRecords[constraint] = nil
        // The errors leave the objective before any pivot, or the pivots would
        // substitute stale error terms into it.
        for symbol in [record.tag.marker, record.tag.other] {
            guard let symbol, symbol.kind == .error else { continue }
            if let row = tableau[symbol] {
                objective.insert(row, -constraint.strength.weight)
            } else {
                objective.insert(symbol, -constraint.strength.weight)
            }
        }
        let marker = record.tag.marker
        if tableau.remove(marker) == nil, let leaving = markerLeavingRow(for: marker) {
            // Pivot the marker into the basis, then drop its row: that drops the constraint.
            var row = tableau.remove(leaving)!
            row.solve(for: marker, replacing: leaving)
            substitute(marker, with: row)
        }
        for term in constraint.expression.terms {
            variableRecords[term.variable]?.references -= 1
        }
        forgetUnreferencedVariables(of: constraint)
        optimize()
        infeasibleRows.removeAll()
    }

    /// The row for `constraint` in terms of the current non-basic symbols, with
    /// its slack, error or dummy symbols, and a non-negative constant.
    func makeRow(for constraint: Constraint) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basicRow = tableau[symbol] {
                row.insert(basicRow, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let weight = constraint.strength.weight
        let required = constraint.strength.isRequired
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack = 0 for <=, expression - slack = 0 for >=, slack >= 0;
            // a non-required one may be violated by `error`, which costs `weight` per unit.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            if required {
                tag = Tag(marker: slack, other: nil)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, weight)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if required {
                // The dummy is always zero; it only marks the row for removal.
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy, other: nil)
            } else {
                // expression = plus - minus, both errors non-negative and weighted.
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, weight)
                objective.insert(minus, weight)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to make basic for a new row, if there is an easy one: an
    /// external variable, or the constraint's own slack or error with a
    /// negative coefficient (which keeps it non-negative).
    ///
    /// Of the external variables it takes the one with the largest coefficient
    /// (partial pivoting; kiwi takes the first): dividing by a small, partly
    /// cancelled coefficient would magnify rounding errors until a redundant
    /// constraint looked like a conflict.
    func chooseSubject(of row: Row, tag: Tag) -> Symbol? {
        var best: Row.Cell?
        for cell in row.cells where cell.symbol.kind == .external {
            if best.map({ abs(cell.coefficient) > abs($0.coefficient) }) ?? true { best = cell }
        }
        if let best { return best.symbol }
        for symbol in [tag.marker, tag.other] {
            if let symbol, symbol.isPivotable, row.coefficient(for: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Adds `row` through an artificial variable (phase one of the simplex).
    ///
    /// Returns nil on success; on failure restores the tableau exactly and
    /// returns the artificial row at its optimum, which proves the conflict.
    func addWithArtificialVariable(_ row: Row) -> Row? {
        let art = makeSymbol(.slack)
        let savedObjective = objective
        let savedInfeasibleRows = infeasibleRows
        tableau.beginTransaction()
        tableau.insert(row, for: art)
        artificial = row
        optimize(artificialPhase: true)
        let succeeded = isNearZero(artificial?.constant ?? 0)
        artificial = nil
        guard succeeded else {
            let blockingRow = tableau[art] ?? row
            tableau.rollBack()
            objective = savedObjective
            infeasibleRows = savedInfeasibleRows
            return blockingRow
        }
        tableau.commit()
        if var artRow = tableau.remove(art),
            let entering = artRow.cells.first(where: { $0.symbol.isPivotable })
                ?? artRow.cells.first
        {
            // A dummy enters only when the row is all dummies: then the new
            // constraint was redundant and the dummy's row records that.
            artRow.solve(for: entering.symbol, replacing: art)
            substitute(entering.symbol, with: artRow)
            tableau.insert(artRow, for: entering.symbol)
        }
        tableau.eraseEverywhere(art)
        objective.remove(art)
        return nil
    }

    /// The required constraints whose markers appear in `row`, in the order they were added.
    ///
    /// `row` is a linear combination of constraint rows; each marker belongs to
    /// exactly one constraint, so a marker with a non-zero coefficient means its
    /// constraint takes part in the combination. At the optimum of the
    /// artificial phase (or for an all-dummy row) that combination is the
    /// contradiction: only required constraints can take part, since a
    /// non-required one's errors would let the optimum move on.
    func requiredConstraints(markedIn row: Row, except failing: Constraint) -> [Constraint] {
        let symbols = Set(row.cells.map(\.symbol))
        return
            constraintRecords
            .filter { entry in
                entry.key !== failing && entry.key.strength.isRequired
                    && (symbols.contains(entry.value.tag.marker) || entry.value.tag.other.map(symbols.contains) == true)
            }
            .sorted { $0.value.order < $1.value.order }
            .map(\.key)
    }

    /// The symbol of `variable`, made on first use.
    func symbol(for variable: Variable) -> Symbol {
        if let record = variableRecords[variable] { return record.symbol }
        let symbol = makeSymbol(.external)
        variableRecords[variable] = VariableRecord(symbol: symbol, references: 0)
        return symbol
    }

    /// Forgets `constraint`'s variables that no constraint mentions any more.
    ///
    /// Such a variable appears in no other row, so its own row (if basic) only
    /// defines it and can go; later it reads as 0 until mentioned again.
    func forgetUnreferencedVariables(of constraint: Constraint) {
        for term in constraint.expression.terms {
            guard let record = variableRecords[term.variable], record.references <= 0 else { continue }
            tableau.remove(record.symbol)
            variableRecords[term.variable] = nil
        }
    }

    func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbolID += 1 }
        return Symbol(id: nextSymbolID, kind: kind)
    }
}
