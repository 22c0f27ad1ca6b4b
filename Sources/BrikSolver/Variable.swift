/// An unknown the constraint solver finds a value for, such as one edge of a brick.
///
/// A variable is identified by the object, not by its name: two variables
/// named "left" are different unknowns. The name only appears in
/// descriptions and error messages. A variable holds no value itself (so it
/// can be shared freely, and errors carrying it are `Sendable`); read its
/// value from the solver with ``Solver/value(of:)`` or ``Solver/updateVariables()``.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// Shown in descriptions and conflict reports; need not be unique.
    public let name: String

    /// A new unknown, distinct from every other variable.
    public init(_ name: String = "") {
        self.name = name
    }

    /// The name, or `<unnamed>`.
    public var description: String {
        name.isEmpty ? "<unnamed>" : name
    }

    /// Identity: a variable equals only itself.
    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    /// Hashes the identity, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
