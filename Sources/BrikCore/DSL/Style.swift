/// A named, reusable way to configure bricks of type `Target` (Brik's `Style`).
///
/// Declare styles as static members so they autocomplete where a
/// `Style<Label>` is expected:
///
/// ```swift
/// extension Style where Target == Label {
///     static var warning: Style { Style("warning") { $0.foregroundColor = .yellow; $0.textAttributes = .bold } }
/// }
/// Label("Careful", style: .warning)
/// Label("Careful").apply(.warning.modifying { $0.alignment = .center })
/// ```
public struct Style<Target: Brick>: Sendable {
    /// A name for debugging and for the gallery.
    public let name: String
    private let body: @MainActor @Sendable (Target) -> Void

    /// A style named `name` that runs `body` on the brick it is applied to.
    public init(_ name: String = "", _ body: @escaping @MainActor @Sendable (Target) -> Void) {
        self.name = name
        self.body = body
    }

    /// Configures `brick` with this style.
    @MainActor
    public func apply(to brick: Target) {
        body(brick)
    }

    /// This style, then `other` — applied only when the brick is also a `Other`
    /// (a mismatch is skipped, where Brik crashed on a force cast).
    public func add<Other: Brick>(_ other: Style<Other>) -> Style<Target> {
        Style(name.isEmpty ? other.name : other.name.isEmpty ? name : "\(name)+\(other.name)") { brick in
            self.body(brick)
            if let matching = brick as? Other { other.apply(to: matching) }
        }
    }

    /// This style followed by `change`.
    public func modifying(_ change: @escaping @MainActor @Sendable (Target) -> Void) -> Style<Target> {
        Style(name) { brick in
            self.body(brick)
            change(brick)
        }
    }

    /// Turns this style into itself followed by `change`.
    public mutating func modify(_ change: @escaping @MainActor @Sendable (Target) -> Void) {
        self = modifying(change)
    }
}

/// Bricks that take a ``Style`` of their own type with ``apply(_:)``. Every brick is one.
@MainActor
public protocol StyleApplicable: Brick {}

extension Brick: StyleApplicable {}

extension StyleApplicable {
    /// Configures this brick with `style` and returns it: `Label("x").apply(.headline)`.
    @discardableResult
    public func apply(_ style: Style<Self>) -> Self {
        style.apply(to: self)
        return self
    }
}
