import BrikCore

/// The result builder of ``Brik/constraints(_:)`` and ``Brick/add(in:_:)``: the
/// constraints a block lists, which the caller then activates (Brik's `@BrikConstraint`).
///
/// A statement that makes a constraint (`a.topAnchor.constraint(equalTo: b.bottomAnchor)`)
/// adds it; a statement without a value (`a.snp.makeConstraints { … }`, which
/// activates its own) adds nothing. `if`, `switch` and `for` work too.
@resultBuilder
public enum ConstraintBuilder {
    /// One constraint.
    public static func buildExpression(_ constraint: LayoutConstraint) -> [LayoutConstraint] { [constraint] }
    /// Several constraints, in order.
    public static func buildExpression(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] { constraints }
    /// A statement without a constraint (a SnapKit call, a print).
    public static func buildExpression(_: Void) -> [LayoutConstraint] { [] }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [LayoutConstraint]...) -> [LayoutConstraint] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [LayoutConstraint]?) -> [LayoutConstraint] { part ?? [] }
    /// The first branch of an `if/else` or `switch`.
    public static func buildEither(first part: [LayoutConstraint]) -> [LayoutConstraint] { part }
    /// The second branch of an `if/else` or `switch`.
    public static func buildEither(second part: [LayoutConstraint]) -> [LayoutConstraint] { part }
    /// A `for … in` loop.
    public static func buildArray(_ parts: [[LayoutConstraint]]) -> [LayoutConstraint] { parts.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [LayoutConstraint]) -> [LayoutConstraint] { part }
}

extension Brick {
    /// Adds this brick to `parent` (on top of its other children), then activates the
    /// constraints `build` lists for this brick and its children (Brik's
    /// `.add(in: view) { brick, subviews in … }`).
    ///
    /// `build` receives this brick and its children. Constraints on this brick
    /// live in `parent` when it is a ``Brik`` (they place this brick among its
    /// siblings); constraints on the children live in this brick.
    ///
    /// ```swift
    /// form.add(in: screen) { form, _ in
    ///     form.centerXAnchor.constraint(equalTo: screen.centerXAnchor)
    ///     form.topAnchor.constraint(equalTo: screen.topAnchor, constant: 1)
    /// }
    /// ```
    @discardableResult
    public func add(in parent: Brick, @ConstraintBuilder _ build: (Brick, [Brick]) -> [LayoutConstraint]) -> Self {
        parent.addChild(self)
        for constraint in build(self, children) { constraint.activate() }
        return self
    }
}
