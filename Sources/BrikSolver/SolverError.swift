/// Why a ``Solver`` refused a request. The solver is unchanged after any of them.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints listed.
    ///
    /// The list (in the order they were added) is the certificate the simplex
    /// method found: the failing constraint plus these cannot all hold, and
    /// constraints not listed played no part. It is small but not guaranteed
    /// minimal. It is empty when the constraint cannot hold on its own
    /// (`0 >= 1`). Non-required constraints never conflict; they give way.
    case unsatisfiableConstraint(Constraint, conflictingWith: [Constraint])
    /// The constraint was already added.
    case duplicateConstraint(Constraint)
    /// The constraint was never added, or already removed.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be weaker than required, or suggestions could not give way.
    case badRequiredStrength(Variable)

    /// One or more lines a user can act on, naming constraints by label and location.
    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(constraint, conflicts):
            guard !conflicts.isEmpty else { return "unsatisfiable constraint \(constraint): it can never hold" }
            return "unsatisfiable constraint \(constraint)\n  conflicts with:"
                + conflicts.map { "\n    \($0)" }.joined()
        case let .duplicateConstraint(constraint):
            return "constraint \(constraint) was already added"
        case let .unknownConstraint(constraint):
            return "constraint \(constraint) is not in the solver"
        case let .duplicateEditVariable(variable):
            return "\(variable) is already an edit variable"
        case let .unknownEditVariable(variable):
            return "\(variable) is not an edit variable"
        case let .badRequiredStrength(variable):
            return "edit variable \(variable) cannot be required"
        }
    }
}
