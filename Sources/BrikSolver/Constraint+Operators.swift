// `==`, `<=`, `>=` between expressions, variables and constants make required
// constraints without a location (operators cannot take #fileID/#line).
// Concrete overloads, as in Expression+Arithmetic.swift, keep type checking fast.
// `Variable == Variable` also has Equatable's Bool meaning: Swift picks the
// Constraint one where a Constraint is expected, as in `solver.add(x == y)`.

extension Expression {
    /// `lhs == rhs`, required.
    public static func == (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(expression: lhs - rhs, relation: .equal, strength: .required, label: nil, location: nil)
    }

    /// `lhs <= rhs`, required.
    public static func <= (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(expression: lhs - rhs, relation: .lessThanOrEqual, strength: .required, label: nil, location: nil)
    }

    /// `lhs >= rhs`, required.
    public static func >= (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(expression: lhs - rhs, relation: .greaterThanOrEqual, strength: .required, label: nil, location: nil)
    }

    /// `lhs == rhs`, required.
    public static func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(rhs) }
    /// `lhs <= rhs`, required.
    public static func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(rhs) }
    /// `lhs >= rhs`, required.
    public static func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(rhs) }
    /// `lhs == rhs`, required.
    public static func == (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
    /// `lhs <= rhs`, required.
    public static func <= (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
    /// `lhs >= rhs`, required.
    public static func >= (lhs: Double, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
    /// `lhs == rhs`, required.
    public static func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
    /// `lhs <= rhs`, required.
    public static func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
    /// `lhs >= rhs`, required.
    public static func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
}

extension Variable {
    /// `lhs == rhs`, required (where a `Constraint` is expected; otherwise identity).
    public static func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
    /// `lhs <= rhs`, required.
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
    /// `lhs >= rhs`, required.
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
    /// `lhs == rhs`, required.
    public static func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(rhs) }
    /// `lhs <= rhs`, required.
    public static func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(rhs) }
    /// `lhs >= rhs`, required.
    public static func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(rhs) }
    /// `lhs == rhs`, required.
    public static func == (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
    /// `lhs <= rhs`, required.
    public static func <= (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
    /// `lhs >= rhs`, required.
    public static func >= (lhs: Double, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
    /// `lhs == rhs`, required.
    public static func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
    /// `lhs <= rhs`, required.
    public static func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
    /// `lhs >= rhs`, required.
    public static func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
}
