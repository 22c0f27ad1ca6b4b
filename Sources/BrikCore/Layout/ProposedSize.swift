import BrikRendering

/// The space a parent offers a brick when it asks for the brick's size.
///
/// A `nil` dimension means "unlimited": the brick answers with its ideal
/// extent on that axis (a label its longest line, a stack the sum of its
/// children). A given dimension is the most the parent can offer; a brick
/// may still answer with more, and is then clipped.
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    /// Columns offered, nil for unlimited.
    public var width: Int?
    /// Rows offered, nil for unlimited.
    public var height: Int?

    /// A proposal of `width` columns and `height` rows; nil for unlimited.
    public init(width: Int?, height: Int?) {
        self.width = width
        self.height = height
    }

    /// Exactly `size`.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Unlimited on both axes: the ideal size.
    public static let unlimited = ProposedSize(width: nil, height: nil)

    /// The extent offered on `axis`.
    public subscript(axis: Axis) -> Int? {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// The proposal with `insets` taken off each offered dimension (never below zero).
    public func inset(by insets: EdgeInsets) -> ProposedSize {
        ProposedSize(
            width: width.map { max(0, $0 - insets.horizontal) },
            height: height.map { max(0, $0 - insets.vertical) })
    }

    /// A description such as `80×nil`.
    public var description: String {
        "\(width.map(String.init) ?? "nil")×\(height.map(String.init) ?? "nil")"
    }
}

/// A direction of layout: columns (horizontal) or rows (vertical).
public enum Axis: Hashable, Sendable {
    /// Left to right, in columns.
    case horizontal
    /// Top to bottom, in rows.
    case vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    /// The extent on `axis`: width for horizontal, height for vertical.
    public subscript(axis: Axis) -> Int {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// A size from its extents along `axis` and across it.
    public init(main: Int, cross: Int, axis: Axis) {
        self = axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}
