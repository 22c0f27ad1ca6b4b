import BrikCore
import BrikRendering

/// One edge, size, centre, margin or baseline of a brick, as SnapKit's `make.top`.
///
/// Edges are cell boundaries: `right = left + width`, so a brick at left 2,
/// width 3 covers columns 2, 3 and 4 and its `right` is 5 (exclusive). Centres
/// are exact (`left + width / 2`, possibly half a cell) until the final
/// rounding. `leading` and `trailing` follow the reading direction
/// (``Brick/effectiveLayoutDirection``): left and right, or right and left. The
/// `…Margin` attributes are the edges moved inward by the brick's
/// ``Brick/layoutMargins`` (a container's: its content area moved inward by its own).
public enum ConstraintAttribute: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The first column.
    case left
    /// One past the last column (`left + width`).
    case right
    /// The first row.
    case top
    /// One past the last row (`top + height`).
    case bottom
    /// `left`, or `right` in a right-to-left layout.
    case leading
    /// `right`, or `left` in a right-to-left layout.
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
    /// `left + layoutMargins.left`.
    case leftMargin
    /// `right − layoutMargins.right`.
    case rightMargin
    /// `top + layoutMargins.top`.
    case topMargin
    /// `bottom − layoutMargins.bottom`.
    case bottomMargin
    /// `leftMargin`, or `rightMargin` in a right-to-left layout.
    case leadingMargin
    /// `rightMargin`, or `leftMargin` in a right-to-left layout.
    case trailingMargin
    /// The centre column between the left and right margins.
    case centerXWithinMargins
    /// The centre row between the top and bottom margins.
    case centerYWithinMargins

    /// `top`, `width`, … as written in the DSL.
    public var description: String { rawValue }

    /// Whether the attribute is a column position or width (else a row one).
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
            .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            true
        default: false
        }
    }

    /// Whether the attribute is a size (an absolute amount, not a position).
    public var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute is named by reading direction (leading or trailing, edge or margin).
    public var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// The attribute on the physical edges in `direction`: `leading` is `left` or `right`,
    /// and so on; the others are themselves.
    public func physical(in direction: LayoutDirection) -> ConstraintAttribute {
        let rtl = direction.isRightToLeft
        switch self {
        case .leading: return rtl ? .right : .left
        case .trailing: return rtl ? .left : .right
        case .leadingMargin: return rtl ? .rightMargin : .leftMargin
        case .trailingMargin: return rtl ? .leftMargin : .rightMargin
        default: return self
        }
    }

    /// The margin attribute of an edge or centre and the edge of a margin (`left` ⇄
    /// `leftMargin`, `centerX` ⇄ `centerXWithinMargins`); nil for sizes and baselines.
    /// SnapKit pairs `edges` with `margins` (and the directional ones) member by member.
    public var marginCounterpart: ConstraintAttribute? {
        switch self {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .centerX: .centerXWithinMargins
        case .centerY: .centerYWithinMargins
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        case .width, .height, .firstBaseline, .lastBaseline: nil
        }
    }

    /// The constant an inset adds to this physical attribute: `+` on the left and top side,
    /// `−` on the right and bottom, `−(left + right)` for a width, half the difference for
    /// a centre.
    func insetConstant(_ insets: EdgeInsets) -> Double {
        switch self {
        case .left, .leading, .leftMargin, .leadingMargin: Double(insets.left)
        case .top, .firstBaseline, .topMargin: Double(insets.top)
        case .right, .trailing, .rightMargin, .trailingMargin: -Double(insets.right)
        case .bottom, .lastBaseline, .bottomMargin: -Double(insets.bottom)
        case .width: -Double(insets.left + insets.right)
        case .height: -Double(insets.top + insets.bottom)
        case .centerX, .centerXWithinMargins: Double(insets.left - insets.right) / 2
        case .centerY, .centerYWithinMargins: Double(insets.top - insets.bottom) / 2
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
