/// Distances in cells inward from each edge of a rectangle, as `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Rows inward from the top edge.
    public var top: Int
    /// Columns inward from the left edge.
    public var left: Int
    /// Rows inward from the bottom edge.
    public var bottom: Int
    /// Columns inward from the right edge.
    public var right: Int

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Insets given edge by edge.
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four edges.
    public init(all value: Int) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// `horizontal` columns on the left and right, `vertical` rows on top and bottom.
    public init(horizontal: Int = 0, vertical: Int = 0) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// Columns taken by the left and right insets together.
    public var horizontal: Int { left + right }
    /// Rows taken by the top and bottom insets together.
    public var vertical: Int { top + bottom }

    /// The four insets by name.
    public var description: String { "(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}
