/// An incremental Cassowary solver for linear equalities and inequalities with strengths.
///
/// Add and remove ``Constraint``s in any order; after each call the solution
/// is current, read it with ``value(of:)`` or ``updateVariables()``. Required
/// constraints always hold: one that cannot is refused with
/// ``SolverError/unsatisfiableConstraint(_:conflictingWith:)`` and the solver
/// stays exactly as it was. Non-required ones hold as well as their strengths
/// allow (the weighted sum of their errors is minimized). For values that
/// change often, such as a dragged divider, make the variable an edit variable
/// and ``suggestValue(_:for:)``: that re-solves incrementally (dual simplex)
/// instead of rebuilding.
///
/// This is the algorithm of Badros, Borning & Stuckey (2001) as structured by
/// kiwi: slack, error and dummy symbols, choice of subject, an artificial
/// variable when no subject exists, and Bland's rule (lowest symbol id) for
/// every choice, so results are reproducible. It knows nothing of bricks.
public final class Solver {
    /// The symbols that mark a constraint's row: `marker` always, `other` for a
    /// second error symbol (non-required equalities and inequalities).
    struct Tag {
        let marker: Symbol
        let other: Symbol?
    }

    struct ConstraintRecord {
        let tag: Tag
        /// When it was added, to list constraints and conflicts in a stable order.
        let order: Int
        /// Edit constraints are the solver's own, not listed in ``constraints``.
        let isEdit: Bool
    }

    struct VariableRecord {
        let symbol: Symbol
        /// Terms of added constraints that mention the variable; at zero it is forgotten.
        var references: Int
    }

    struct EditRecord {
        let constraint: Constraint
        let tag: Tag
        /// The value last suggested, which the edit constraint's row currently encodes.
        var suggested: Double
    }

    var constraintRecords: [Constraint: ConstraintRecord] = [:]
    var variableRecords: [Variable: VariableRecord] = [:]
    var editRecords: [Variable: EditRecord] = [:]
    var tableau = Tableau()
    /// The weighted errors of non-required constraints, to minimize.
    var objective = Row()
    /// The objective of the artificial-variable phase, while it runs.
    var artificial: Row?
    /// Basic symbols whose rows may have gone negative, for the dual simplex.
    var infeasibleRows: [Symbol] = []
    var nextSymbolID = 0
    var nextOrder = 0
    /// Pivots made so far: with the tableau's rewritten rows, the work the scale tests
    /// count instead of timing it.
    var pivots = 0

    /// An empty solver.
    public init() {}

    /// Adds `constraint` and re-solves.
    ///
    /// Throws ``SolverError/duplicateConstraint(_:)`` if it was already added,
    /// and ``SolverError/unsatisfiableConstraint(_:conflictingWith:)`` if it is
    /// required and cannot hold with the required constraints already added;
    /// after either the solver is unchanged.
    public func add(_ constraint: Constraint) throws(SolverError) {
        guard constraintRecords[constraint] == nil else { throw .duplicateConstraint(constraint) }
        _ = try insert(constraint, isEdit: false)
    }

    /// Removes a constraint added earlier and re-solves.
    ///
    /// Throws ``SolverError/unknownConstraint(_:)`` if it is not in the solver
    /// (edit variables' constraints are removed with ``removeEditVariable(_:)``).
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let record = constraintRecords[constraint], !record.isEdit else { throw .unknownConstraint(constraint) }
        withdraw(constraint, record)
    }

    /// Whether `constraint` was added and not removed.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraintRecords[constraint].map { !$0.isEdit } ?? false
    }

    /// The constraints in the solver, in the order they were added.
    public var constraints: [Constraint] {
        constraintRecords.filter { !$0.value.isEdit }.sorted { $0.value.order < $1.value.order }.map(\.key)
    }

    /// Makes `variable` an edit variable, to be moved with ``suggestValue(_:for:)``.
    ///
    /// Until the first suggestion the variable is pulled toward 0 at `strength`.
    /// Throws ``SolverError/duplicateEditVariable(_:)`` if it already is one, and
    /// ``SolverError/badRequiredStrength(_:)`` for a required strength: a
    /// suggestion must be able to give way to required constraints.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard editRecords[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .badRequiredStrength(variable) }
        let constraint = Constraint(
            expression: Expression(variable), relation: .equal, strength: strength,
            label: "edit \(variable)", location: nil)
        let tag = try insert(constraint, isEdit: true)
        editRecords[variable] = EditRecord(constraint: constraint, tag: tag, suggested: 0)
    }

    /// Stops `variable` being an edit variable; its suggestion no longer pulls.
    ///
    /// Throws ``SolverError/unknownEditVariable(_:)`` if it is not one.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = editRecords.removeValue(forKey: variable),
            let record = constraintRecords[edit.constraint]
        else { throw .unknownEditVariable(variable) }
        withdraw(edit.constraint, record)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        editRecords[variable] != nil
    }

    /// Asks for edit variable `variable` to be `value`, and re-solves incrementally.
    ///
    /// The value holds as far as the edit strength allows against other
    /// constraints. Throws ``SolverError/unknownEditVariable(_:)`` if the
    /// variable is not an edit variable.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var edit = editRecords[variable] else { throw .unknownEditVariable(variable) }
        let delta = value - edit.suggested
        edit.suggested = value
        editRecords[variable] = edit
        shiftEditConstant(edit.tag, by: delta)
        dualOptimize()
    }

    /// The current value of `variable`; 0 for a variable no constraint mentions.
    public func value(of variable: Variable) -> Double {
        guard let record = variableRecords[variable] else { return 0 }
        return tableau.constant(of: record.symbol) ?? 0
    }

    /// The current values of all variables that constraints mention.
    ///
    /// The solution is always current, so this only reads it; call it once
    /// after a batch of changes rather than ``value(of:)`` per variable when
    /// most variables are needed.
    public func updateVariables() -> [Variable: Double] {
        var values: [Variable: Double] = [:]
        values.reserveCapacity(variableRecords.count)
        for (variable, record) in variableRecords {
            values[variable] = tableau.constant(of: record.symbol) ?? 0
        }
        return values
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        constraintRecords = [:]
        variableRecords = [:]
        editRecords = [:]
        tableau = Tableau()
        objective = Row()
        artificial = nil
        infeasibleRows = []
        nextSymbolID = 0
        nextOrder = 0
    }
}
