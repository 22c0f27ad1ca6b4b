// The simplex steps: pivots, primal optimization of the objective, the dual
// simplex after edits, and the choices of entering and leaving symbols.
// Every choice prefers the lowest symbol id among equals (Bland's rule), which
// prevents cycling and keeps results independent of storage order.

extension Solver {
    /// Replaces `symbol` by `row` everywhere: tableau, objective, artificial objective.
    func substitute(_ symbol: Symbol, with row: Row) {
        infeasibleRows += tableau.substitute(symbol, with: row)
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Makes `entering` basic in place of `leaving`.
    func pivot(entering: Symbol, leaving: Symbol) {
        guard var row = tableau.remove(leaving) else { preconditionFailure("pivot on non-basic \(leaving)") }
        row.solve(for: entering, replacing: leaving)
        pivots += 1
        substitute(entering, with: row)
        tableau.insert(row, for: entering)
    }

    /// Primal simplex: pivots until no non-dummy symbol has a negative
    /// coefficient in the objective (or the artificial objective).
    func optimize(artificialPhase: Bool = false) {
        while let entering = enteringSymbol(artificialPhase: artificialPhase) {
            // The objectives are sums of non-negative errors, so never unbounded;
            // a missing row would be a bug, and stopping keeps a feasible solution.
            guard let leaving = leavingRow(for: entering) else {
                assertionFailure("the objective is unbounded")
                return
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Dual simplex: restores feasibility after edits moved row constants,
    /// keeping the objective optimal.
    func dualOptimize() {
        while let leaving = infeasibleRows.popLast() {
            guard let row = tableau[leaving], row.constant < 0, !isNearZero(row.constant) else { continue }
            guard let entering = dualEnteringSymbol(for: row) else {
                assertionFailure("dual optimization found no entering symbol")
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Moves an edit constraint's constant by `delta`, wherever its errors are.
    func shiftEditConstant(_ tag: Tag, by delta: Double) {
        if let constant = tableau.addToConstant(of: tag.marker, -delta) {
            if constant < 0 { infeasibleRows.append(tag.marker) }
        } else if let other = tag.other, let constant = tableau.addToConstant(of: other, delta) {
            if constant < 0 { infeasibleRows.append(other) }
        } else {
            infeasibleRows += tableau.shiftConstants(along: tag.marker, by: delta)
        }
    }

    /// The lowest non-dummy symbol with a negative objective coefficient.
    private func enteringSymbol(artificialPhase: Bool) -> Symbol? {
        let cells = artificialPhase ? artificial?.cells ?? [] : objective.cells
        return cells.first { $0.coefficient < 0 && $0.symbol.kind != .dummy }?.symbol
    }

    /// The restricted row that limits `entering` first (minimum ratio test).
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var best: (ratio: Double, symbol: Symbol)?
        for position in 0..<tableau.count where tableau.basics[position].kind != .external {
            let coefficient = tableau.rows[position].coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let candidate = (ratio: -tableau.rows[position].constant / coefficient, symbol: tableau.basics[position])
            if best.map({ candidate.ratio < $0.ratio || (candidate.ratio == $0.ratio && candidate.symbol < $0.symbol) })
                ?? true
            {
                best = candidate
            }
        }
        return best?.symbol
    }

    /// The symbol to enter when `row` leaves for being negative: the one that
    /// raises the objective least per unit of feasibility regained.
    private func dualEnteringSymbol(for row: Row) -> Symbol? {
        var best: (ratio: Double, symbol: Symbol)?
        for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
            let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
            if best.map({ ratio < $0.ratio }) ?? true { best = (ratio, cell.symbol) }
        }
        return best?.symbol
    }

    /// The row to pivot `marker` into when removing its constraint: preferably a
    /// restricted row where it has a negative coefficient (smallest ratio), then
    /// one with a positive coefficient, then an external row.
    func markerLeavingRow(for marker: Symbol) -> Symbol? {
        var negative: (ratio: Double, symbol: Symbol)?
        var positive: (ratio: Double, symbol: Symbol)?
        var external: Symbol?
        func better(_ candidate: (ratio: Double, symbol: Symbol), than best: (ratio: Double, symbol: Symbol)?) -> Bool {
            best.map { candidate.ratio < $0.ratio || (candidate.ratio == $0.ratio && candidate.symbol < $0.symbol) }
                ?? true
        }
        for position in 0..<tableau.count {
            let coefficient = tableau.rows[position].coefficient(for: marker)
            guard coefficient != 0 else { continue }
            let basic = tableau.basics[position]
            let constant = tableau.rows[position].constant
            if basic.kind == .external {
                if external.map({ basic < $0 }) ?? true { external = basic }
            } else if coefficient < 0 {
                let candidate = (ratio: -constant / coefficient, symbol: basic)
                if better(candidate, than: negative) { negative = candidate }
            } else {
                let candidate = (ratio: constant / coefficient, symbol: basic)
                if better(candidate, than: positive) { positive = candidate }
            }
        }
        return negative?.symbol ?? positive?.symbol ?? external
    }
}
