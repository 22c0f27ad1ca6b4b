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

    /// `id << 2 | kind`: one word, so a row cell is 16 bytes and comparing
    /// symbols compares ids.
    private let packed: Int

    init(id: Int, kind: Kind) {
        packed = id << 2 | Int(kind.rawValue)
    }

    var id: Int { packed >> 2 }
    var kind: Kind { Kind(rawValue: UInt8(packed & 3))! }

    /// Whether the simplex may restrict this symbol to be non-negative (slack or error).
    var isPivotable: Bool {
        kind == .slack || kind == .error
    }

    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.packed == rhs.packed }
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.packed < rhs.packed }
    func hash(into hasher: inout Hasher) { hasher.combine(packed) }

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
