/// One variable times a coefficient, as a part of an ``Expression``.
public struct Term: Sendable, CustomStringConvertible {
    /// The unknown.
    public let variable: Variable
    /// What the unknown is multiplied by.
    public let coefficient: Double

    /// `coefficient * variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// `2*x`, `x`, `-x`.
    public var description: String {
        switch coefficient {
        case 1: variable.description
        case -1: "-\(variable)"
        default: "\(formatted(coefficient))*\(variable)"
        }
    }
}

/// A linear expression: a sum of ``Term``s plus a constant, such as `right - left - 10`.
///
/// Build expressions with the arithmetic operators on ``Variable``,
/// `Expression` and `Double` (`x + 2 * y - 10`); only multiplication and
/// division by constants exist, since the solver handles linear systems only.
/// Terms are kept as written: the same variable may appear more than once, and
/// the solver adds such terms up.
public struct Expression: Sendable, CustomStringConvertible {
    /// The variable parts, in the order they were written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// `terms + constant`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression that is just `variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// The expression that is just `constant`.
    public init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// The same expression with every coefficient and the constant multiplied by `factor`.
    public func scaled(by factor: Double) -> Expression {
        Expression(
            terms: terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
            constant: constant * factor)
    }

    /// `2*x + y - 3`: terms as written, then the constant unless it is zero.
    public var description: String {
        var text = ""
        for term in terms {
            if text.isEmpty {
                text = term.description
            } else if term.coefficient < 0 {
                text += " - " + Term(term.variable, coefficient: -term.coefficient).description
            } else {
                text += " + " + term.description
            }
        }
        if text.isEmpty { return formatted(constant) }
        if constant > 0 { text += " + \(formatted(constant))" }
        if constant < 0 { text += " - \(formatted(-constant))" }
        return text
    }
}

/// `3` rather than `3.0`, so descriptions read like the code that built them.
package func formatted(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
