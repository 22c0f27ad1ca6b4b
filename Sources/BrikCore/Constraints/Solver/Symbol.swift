/// A column of the simplex tableau: a variable of the user's or one the solver made up.
///
/// Symbols are ordered and compared by `id` alone (ids are unique per solver),
/// so every choice the solver makes between symbols can fall to the lowest id
/// and results never depend on hashing order.
struct Symbol: Hashable, Comparable, CustomStringConvertible {
    /// What the symbol stands for, which decides how the simplex may treat it.
    enum Kind: UInt8 {
        /// A user ``Variable``: unrestricted in sign.
        case external
        /// The slack of an inequality (or the artificial variable): never negative.
        case slack
        /// The error of a non-required constraint: never negative, weighted in the objective.
        case error
        /// The marker of a required equality: always zero, never pivoted into the basis by the simplex.
        case dummy
    }

    let id: Int
    let kind: Kind

    /// Whether the simplex may restrict this symbol to be non-negative (slack or error).
    var isPivotable: Bool {
        kind == .slack || kind == .error
    }

    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    var description: String {
        switch kind {
        case .external: "v\(id)"
        case .slack: "s\(id)"
        case .error: "e\(id)"
        case .dummy: "d\(id)"
        }
    }
}

/// Kiwi's test for "numerically zero": coefficients this small are dropped.
@inline(__always)
func isNearZero(_ value: Double) -> Bool {
    abs(value) < 1e-8
}
