/// The result builder of ``VBrik``, ``HBrik``, ``Brik`` and ``Box``: a list of
/// bricks from everything Swift allows in a builder.
///
/// Several children, `if`, `if/else`, `switch`, `if let`, optional bricks,
/// `for … in` loops, `#available` and arrays of bricks all work (Brik took only
/// a flat list).
///
/// ```swift
/// VBrik(spacing: 1) { _ in
///     Label("Users").bold()
///     for user in users { Label(user.name) }
///     if users.isEmpty { Label("nobody yet").dim() }
/// }
/// ```
@resultBuilder
public enum BrikBuilder {
    /// One brick.
    public static func buildExpression(_ brick: Brick) -> [Brick] { [brick] }
    /// An optional brick: nothing when nil.
    public static func buildExpression(_ brick: Brick?) -> [Brick] { brick.map { [$0] } ?? [] }
    /// An array of bricks, in order.
    public static func buildExpression(_ bricks: [Brick]) -> [Brick] { bricks }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [Brick]...) -> [Brick] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [Brick]?) -> [Brick] { part ?? [] }
    /// The first branch of an `if/else` or `switch`.
    public static func buildEither(first part: [Brick]) -> [Brick] { part }
    /// The second branch of an `if/else` or `switch`.
    public static func buildEither(second part: [Brick]) -> [Brick] { part }
    /// A `for … in` loop.
    public static func buildArray(_ parts: [[Brick]]) -> [Brick] { parts.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [Brick]) -> [Brick] { part }
}
