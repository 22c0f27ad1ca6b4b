// Arithmetic that builds expressions. Every combination of Variable,
// Expression and Double is spelled out, rather than using one generic
// operator, because concrete overloads keep the type checker fast.

extension Expression {
    /// The sum of two expressions.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of two expressions.
    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        lhs + rhs.scaled(by: -1)
    }

    /// The expression with every sign flipped.
    public static prefix func - (operand: Expression) -> Expression {
        operand.scaled(by: -1)
    }

    /// The expression plus a constant.
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    /// A constant plus the expression.
    public static func + (lhs: Double, rhs: Expression) -> Expression {
        rhs + lhs
    }

    /// The expression minus a constant.
    public static func - (lhs: Expression, rhs: Double) -> Expression {
        lhs + -rhs
    }

    /// A constant minus the expression.
    public static func - (lhs: Double, rhs: Expression) -> Expression {
        -rhs + lhs
    }

    /// The expression multiplied by a constant.
    public static func * (lhs: Expression, rhs: Double) -> Expression {
        lhs.scaled(by: rhs)
    }

    /// A constant multiplied by the expression.
    public static func * (lhs: Double, rhs: Expression) -> Expression {
        rhs.scaled(by: lhs)
    }

    /// The expression divided by a constant, which must not be zero.
    public static func / (lhs: Expression, rhs: Double) -> Expression {
        precondition(rhs != 0, "dividing an expression by zero")
        return lhs.scaled(by: 1 / rhs)
    }

    /// The expression plus a variable.
    public static func + (lhs: Expression, rhs: Variable) -> Expression {
        lhs + Expression(rhs)
    }

    /// The expression minus a variable.
    public static func - (lhs: Expression, rhs: Variable) -> Expression {
        lhs - Expression(rhs)
    }
}

extension Variable {
    /// The sum of two variables.
    public static func + (lhs: Variable, rhs: Variable) -> Expression {
        Expression(lhs) + Expression(rhs)
    }

    /// The difference of two variables.
    public static func - (lhs: Variable, rhs: Variable) -> Expression {
        Expression(lhs) - Expression(rhs)
    }

    /// The variable negated.
    public static prefix func - (operand: Variable) -> Expression {
        -Expression(operand)
    }

    /// The variable plus a constant.
    public static func + (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) + rhs
    }

    /// A constant plus the variable.
    public static func + (lhs: Double, rhs: Variable) -> Expression {
        Expression(rhs) + lhs
    }

    /// The variable minus a constant.
    public static func - (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) - rhs
    }

    /// A constant minus the variable.
    public static func - (lhs: Double, rhs: Variable) -> Expression {
        lhs - Expression(rhs)
    }

    /// The variable multiplied by a constant.
    public static func * (lhs: Variable, rhs: Double) -> Expression {
        Expression(terms: [Term(lhs, coefficient: rhs)])
    }

    /// A constant multiplied by the variable.
    public static func * (lhs: Double, rhs: Variable) -> Expression {
        Expression(terms: [Term(rhs, coefficient: lhs)])
    }

    /// The variable divided by a constant, which must not be zero.
    public static func / (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) / rhs
    }

    /// A variable plus an expression.
    public static func + (lhs: Variable, rhs: Expression) -> Expression {
        Expression(lhs) + rhs
    }

    /// A variable minus an expression.
    public static func - (lhs: Variable, rhs: Expression) -> Expression {
        Expression(lhs) - rhs
    }
}
