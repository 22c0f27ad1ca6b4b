/// A rectangle of whole cells: an origin (its top-left cell) and a size.
///
/// `maxX` and `maxY` are exclusive: a rect at x 2 with width 3 covers columns
/// 2, 3 and 4, and its `maxX` is 5. Operations that could produce a negative
/// size (an intersection of disjoint rects, an inset larger than the rect)
/// produce an empty rect instead, so callers never see negative extents.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: Point
    /// Columns and rows covered.
    public var size: Size

    /// The empty rect at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// A rect from its top-left cell and its size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rect from its column, row, width and height.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The leftmost column.
    public var x: Int {
        get { origin.x }
        set { origin.x = newValue }
    }
    /// The top row.
    public var y: Int {
        get { origin.y }
        set { origin.y = newValue }
    }
    /// Columns covered.
    public var width: Int {
        get { size.width }
        set { size.width = newValue }
    }
    /// Rows covered.
    public var height: Int {
        get { size.height }
        set { size.height = newValue }
    }

    /// The leftmost column (same as `x`).
    public var minX: Int { origin.x }
    /// The top row (same as `y`).
    public var minY: Int { origin.y }
    /// One past the rightmost column.
    public var maxX: Int { origin.x + max(0, size.width) }
    /// One past the bottom row.
    public var maxY: Int { origin.y + max(0, size.height) }

    /// Whether the rect covers no cell.
    public var isEmpty: Bool { size.isEmpty }

    /// Whether the cell at `point` lies inside the rect.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether every cell of `other` lies inside this rect; an empty `other` is contained.
    public func contains(_ other: Rect) -> Bool {
        other.isEmpty || (other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY)
    }

    /// The cells both rects cover; an empty rect (at the clamped origin) when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// Whether the rects share at least one cell.
    public func intersects(_ other: Rect) -> Bool {
        !intersection(other).isEmpty
    }

    /// The smallest rect covering both; an empty rect does not extend the other.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let left = min(minX, other.minX)
        let top = min(minY, other.minY)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// The rect shrunk by `insets` (negative insets grow it); never a negative size.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left,
            y: y + insets.top,
            width: max(0, width - insets.horizontal),
            height: max(0, height - insets.vertical))
    }

    /// The rect shrunk by `dx` columns on each side and `dy` rows on top and bottom.
    public func insetBy(dx: Int, dy: Int) -> Rect {
        inset(by: EdgeInsets(horizontal: dx, vertical: dy))
    }

    /// The rect moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int = 0, dy: Int = 0) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// `(x, y, width×height)`.
    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}
