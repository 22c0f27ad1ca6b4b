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

extension Brick {
    /// Configures this brick with `style` when it is a `Target`, and returns it as one; nil
    /// (and nothing done) when it is not (Brik's `apply<V>(_:) -> V?`), for a style chosen at
    /// run time or a brick known only as a ``Brick``.
    ///
    /// ```swift
    /// let any: Brick = Label("Hi")
    /// any.applyIfMatching(Style<Label>.headline)?.lines(1)
    /// ```
    @discardableResult
    public func applyIfMatching<Target: Brick>(_ style: Style<Target>) -> Target? {
        guard let target = self as? Target else { return nil }
        style.apply(to: target)
        return target
    }

    /// Brik's spelling of ``applyIfMatching(_:)``: chosen when `style` is for another type
    /// than the brick's static one (`brick.apply(labelStyle)` on a ``Brick``); the
    /// chainable ``StyleApplicable/apply(_:)`` is chosen when the types match.
    ///
    /// ```swift
    /// let any: Brick = Label("Hi")
    /// any.apply(Style<Label> { $0.lines = 1 })   // Label?
    /// ```
    @_disfavoredOverload
    @discardableResult
    public func apply<Target: Brick>(_ style: Style<Target>) -> Target? {
        applyIfMatching(style)
    }

    /// A brick configured by `style` when it is a `Target` (Brik's `UIView.init(style:)`).
    ///
    /// ```swift
    /// let card = Brick(style: Style<Brick> { $0.border = .rounded })
    /// ```
    public convenience init<Target: Brick>(style: Style<Target>) {
        self.init()
        applyIfMatching(style)
    }
}
