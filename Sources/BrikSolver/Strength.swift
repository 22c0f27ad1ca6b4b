/// How much the solver cares about a constraint: required ones must hold, the
/// rest are kept as well as possible, stronger before weaker.
///
/// A non-required strength is a weight: the solver minimizes the sum of each
/// unsatisfied constraint's error times its weight. So one ``strong``
/// constraint (weight 10⁶) outweighs up to a thousand ``medium`` ones (10³),
/// and one ``medium`` outweighs a thousand ``weak`` ones (1) — the tiers of
/// kiwi and Cassowary. ``required`` is kiwi's 1 001 001 000; any weight at or
/// above it is required.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The weight of one unit of error; `required` for constraints that must hold.
    public let weight: Double

    /// A strength of the given weight, clamped to `0...required`.
    public init(weight: Double) {
        self.weight = weight.isNaN ? 0 : min(max(weight, 0), Strength.required.weight)
    }

    private init(exactly weight: Double) {
        self.weight = weight
    }

    /// Must hold; adding a required constraint that cannot is an error.
    public static let required = Strength(exactly: 1_001_001_000)
    /// Weight 10⁶, the same as ``priority(_:)`` 750.
    public static let strong = Strength(exactly: 1_000_000)
    /// Weight 10³, the same as ``priority(_:)`` 500.
    public static let medium = Strength(exactly: 1_000)
    /// Weight 1, the same as ``priority(_:)`` 250.
    public static let weak = Strength(exactly: 1)

    /// A SnapKit/Auto Layout priority in 1…1000 as a strength; 1000 is required.
    ///
    /// Below 1000 the weight grows exponentially, `10^(0.012 × (p − 250))`:
    /// each priority step multiplies the weight by about 1.028, and every 250
    /// steps by 1000. So 250 ("low") is exactly ``weak``, 500 is ``medium``,
    /// 750 ("high") is ``strong``, 999 is just under required, and any higher
    /// priority beats any lower one when they conflict one against one (751
    /// beats 750). As with any weights, many lower-priority constraints
    /// together can outweigh one slightly higher one: it takes 1000 at
    /// priority p to outweigh one at p + 250. Values outside 0…1000 are clamped.
    public static func priority(_ priority: Double) -> Strength {
        guard priority < 1000 else { return .required }
        let clamped = priority.isNaN ? 0 : max(priority, 0)
        return Strength(exactly: Strength.powerOfTen(0.012 * (clamped - 250)))
    }

    /// Whether constraints of this strength must hold.
    public var isRequired: Bool {
        weight >= Strength.required.weight
    }

    /// Orders by weight: weaker first.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.weight < rhs.weight
    }

    /// `required`, `strong`, `medium`, `weak`, or the weight.
    public var description: String {
        switch self {
        case .required: "required"
        case .strong: "strong"
        case .medium: "medium"
        case .weak: "weak"
        default: "weight \(weight)"
        }
    }

    /// 10^exponent without Foundation: whole powers exactly, so the tiers land
    /// exactly on weak/medium/strong, and the fraction through exp/log series.
    private static func powerOfTen(_ exponent: Double) -> Double {
        let whole = exponent.rounded(.down)
        var result = 1.0
        for _ in 0..<Int(abs(whole)) { result *= 10 }
        if whole < 0 { result = 1 / result }
        let fraction = exponent - whole
        guard fraction > 0 else { return result }
        return result * exponential(fraction * 2.302_585_092_994_046)  // ln 10
    }

    /// e^x for 0 ≤ x < ln 10 by its Taylor series, accurate to a few ulps there.
    private static func exponential(_ x: Double) -> Double {
        var sum = 1.0
        var term = 1.0
        for n in 1...40 {
            term *= x / Double(n)
            sum += term
            if term < 1e-17 * sum { break }
        }
        return sum
    }
}
