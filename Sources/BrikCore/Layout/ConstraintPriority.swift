import BrikSolver

/// A SnapKit priority, 1…1000: `.required` (1000) must hold, lower ones give way,
/// higher before lower (see ``Strength/priority(_:)`` for the weights).
///
/// Write a name (`.high`) or a number (`.priority(600)`).
public struct ConstraintPriority: Hashable, Sendable, Strideable, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, CustomStringConvertible
{
    /// The priority, 0…1000.
    public var value: Double

    /// A priority of `value`, clamped to 0…1000.
    public init(_ value: Double) {
        self.value = value.isNaN ? 0 : min(max(value, 0), 1000)
    }

    /// A priority written as a whole number.
    public init(integerLiteral value: Int) { self.init(Double(value)) }
    /// A priority written with a fraction.
    public init(floatLiteral value: Double) { self.init(value) }

    /// 1000: must hold; a conflict is reported and one constraint is dropped.
    public static let required = ConstraintPriority(1000)
    /// 750, Auto Layout's `defaultHigh` (and the default compression resistance).
    public static let high = ConstraintPriority(750)
    /// 500, half way.
    public static let medium = ConstraintPriority(500)
    /// 250, Auto Layout's `defaultLow`.
    public static let low = ConstraintPriority(250)

    /// Whether constraints at this priority must hold.
    public var isRequired: Bool { value >= 1000 }

    /// The solver strength of this priority.
    public var strength: Strength { .priority(value) }

    /// Orders by value.
    public static func < (lhs: ConstraintPriority, rhs: ConstraintPriority) -> Bool { lhs.value < rhs.value }

    /// The priority `amount` above this one (clamped to 0…1000): `.high.advanced(by: 1)` is 751.
    public func advanced(by amount: Double) -> ConstraintPriority { ConstraintPriority(value + amount) }

    /// How far `other` is above this one.
    public func distance(to other: ConstraintPriority) -> Double { other.value - value }

    /// `amount` above `priority`: `.high + 1` is 751, just above every `.high` constraint.
    /// (Disfavoured, so that `[Double].reduce(0, +)` still means the numbers' `+`.)
    @_disfavoredOverload
    public static func + (priority: ConstraintPriority, amount: Double) -> ConstraintPriority {
        priority.advanced(by: amount)
    }

    /// `amount` below `priority`: `.required - 1` is 999, the strongest optional priority.
    @_disfavoredOverload
    public static func - (priority: ConstraintPriority, amount: Double) -> ConstraintPriority {
        priority.advanced(by: -amount)
    }

    /// `required`, `high`, `medium`, `low` or the number.
    public var description: String {
        switch value {
        case 1000: "required"
        case 750: "high"
        case 500: "medium"
        case 250: "low"
        default: formatted(value)
        }
    }
}
