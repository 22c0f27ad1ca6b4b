/// A position in whole character cells: `x` counts columns to the right,
/// `y` counts rows down, both from the top-left corner.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int

    /// The top-left corner, column 0 row 0.
    public static let zero = Point(x: 0, y: 0)

    /// A point at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The point moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int = 0, dy: Int = 0) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
