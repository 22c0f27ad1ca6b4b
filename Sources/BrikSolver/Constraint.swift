/// A linear relation between expressions, with a strength, a label and where it was made.
///
/// A constraint is immutable and identified by the object: add the same
/// instance to a ``Solver`` that you later remove. It stores `lhs - rhs`, so
/// `x + 10 <= y` is kept as `x + 10 - y <= 0`.
///
/// Make constraints with `==`, `<=`, `>=` between expressions, variables and
/// constants, then refine them with ``priority(_:file:line:)``,
/// ``strength(_:file:line:)`` and ``labeled(_:file:line:)``, each of which
/// returns a new constraint. Operators cannot see where they are called, so an
/// operator-made constraint has no ``location`` until one of those methods
/// records its caller's; ``init(_:_:_:strength:label:file:line:)`` records
/// its own.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// How the expression compares with zero.
    public enum Relation: Sendable, CustomStringConvertible {
        /// `expression == 0`
        case equal
        /// `expression <= 0`
        case lessThanOrEqual
        /// `expression >= 0`
        case greaterThanOrEqual

        /// `==`, `<=` or `>=`.
        public var description: String {
            switch self {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// Where in the source a constraint was made, for conflict reports.
    public struct Location: Hashable, Sendable, CustomStringConvertible {
        /// The `#fileID` of the caller, such as `BrikCore/Form.swift`.
        public let file: String
        /// The `#line` of the caller.
        public let line: Int

        /// A location in `file` at `line`.
        public init(file: String, line: Int) {
            self.file = file
            self.line = line
        }

        /// `file:line`.
        public var description: String { "\(file):\(line)" }
    }

    /// `lhs - rhs`: the constraint is `expression relation 0`.
    public let expression: Expression
    /// How ``expression`` compares with zero.
    public let relation: Relation
    /// Required, or how much to prefer keeping this over weaker constraints.
    public let strength: Strength
    /// A name for reports, such as `"title.leading"`.
    public let label: String?
    /// Where the constraint was made, when known (see the type's discussion).
    public let location: Location?

    /// `lhs relation rhs`, recording the caller's file and line.
    public convenience init(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression = Expression(),
        strength: Strength = .required, label: String? = nil,
        file: String = #fileID, line: Int = #line
    ) {
        self.init(
            expression: lhs - rhs, relation: relation, strength: strength, label: label,
            location: Location(file: file, line: line))
    }

    init(expression: Expression, relation: Relation, strength: Strength, label: String?, location: Location?) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.label = label
        self.location = location
    }

    /// A copy at SnapKit priority `priority` (1000 is required; see ``Strength/priority(_:)``).
    ///
    /// The copy keeps this constraint's location, or records the caller's if it had none.
    public func priority(_ priority: Double, file: String = #fileID, line: Int = #line) -> Constraint {
        strength(.priority(priority), file: file, line: line)
    }

    /// A copy with `strength`, keeping the location or recording the caller's.
    public func strength(_ strength: Strength, file: String = #fileID, line: Int = #line) -> Constraint {
        Constraint(
            expression: expression, relation: relation, strength: strength, label: label,
            location: location ?? Location(file: file, line: line))
    }

    /// A copy named `label`, keeping the location or recording the caller's.
    public func labeled(_ label: String, file: String = #fileID, line: Int = #line) -> Constraint {
        Constraint(
            expression: expression, relation: relation, strength: strength, label: label,
            location: location ?? Location(file: file, line: line))
    }

    /// `label (File.swift:12): x - y + 10 <= 0 [strong]`, leaving out what is unknown.
    public var description: String {
        var text = ""
        if let label { text += label }
        if let location { text += text.isEmpty ? "\(location)" : " (\(location))" }
        if !text.isEmpty { text += ": " }
        return text + "\(expression) \(relation) 0 [\(strength)]"
    }

    /// Identity: a constraint equals only itself.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs === rhs
    }

    /// Hashes the identity, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
