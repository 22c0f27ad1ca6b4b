import BrikRendering

/// One edge, size, centre or baseline of a brick, as SnapKit's `make.top`.
///
/// Edges are cell boundaries: `right = left + width`, so a brick at left 2,
/// width 3 covers columns 2, 3 and 4 and its `right` is 5 (exclusive). Centres
/// are exact (`left + width / 2`, possibly half a cell) until the final
/// rounding. Layout is left to right: `leading` is `left`, `trailing` is `right`.
public enum ConstraintAttribute: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The first column.
    case left
    /// One past the last column (`left + width`).
    case right
    /// The first row.
    case top
    /// One past the last row (`top + height`).
    case bottom
    /// `left` (left-to-right layout).
    case leading
    /// `right` (left-to-right layout).
    case trailing
    /// Columns.
    case width
    /// Rows.
    case height
    /// `left + width / 2`.
    case centerX
    /// `top + height / 2`.
    case centerY
    /// The row of the first text line: `top` plus the brick's ``Brick/firstBaseline(forHeight:)``.
    case firstBaseline
    /// The row of the last text line, a fixed distance above `bottom` (measured at the intrinsic height).
    case lastBaseline

    /// `top`, `width`, … as written in the DSL.
    public var description: String { rawValue }

    /// Whether the attribute is a column position or width (else a row one).
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: true
        default: false
        }
    }

    /// Whether the attribute is a size (an absolute amount, not a position).
    public var isSize: Bool { self == .width || self == .height }

    /// The constant an inset adds: `+` on the left and top side, `−` on the right
    /// and bottom, `−(left + right)` for a width, half the difference for a centre.
    func insetConstant(_ insets: EdgeInsets) -> Double {
        switch self {
        case .left, .leading: Double(insets.left)
        case .top, .firstBaseline: Double(insets.top)
        case .right, .trailing: -Double(insets.right)
        case .bottom, .lastBaseline: -Double(insets.bottom)
        case .width: -Double(insets.left + insets.right)
        case .height: -Double(insets.top + insets.bottom)
        case .centerX: Double(insets.left - insets.right) / 2
        case .centerY: Double(insets.top - insets.bottom) / 2
        }
    }

    /// The part of a size that applies to this attribute (0 for positions).
    func sizeConstant(_ size: Size) -> Double {
        switch self {
        case .width: Double(size.width)
        case .height: Double(size.height)
        default: 0
        }
    }

    /// `x` for column attributes, `y` for row ones.
    func pointConstant(_ point: Point) -> Double {
        isHorizontal ? Double(point.x) : Double(point.y)
    }
}
