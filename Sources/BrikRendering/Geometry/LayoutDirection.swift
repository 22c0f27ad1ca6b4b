/// Which way a line reads: where "leading" and "trailing" are (UIKit's
/// `UIUserInterfaceLayoutDirection`, SnapKit's `interfaceLayoutDirection`).
///
/// Left to right, leading is the left edge; right to left (Arabic, Hebrew), it is the
/// right one. Constraints on leading and trailing, directional insets and margins,
/// ``TextAlignment/natural`` text and horizontal stacks follow it.
public enum LayoutDirection: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Leading is left, trailing is right (the default).
    case leftToRight
    /// Leading is right, trailing is left.
    case rightToLeft

    /// Whether leading is the right edge.
    public var isRightToLeft: Bool { self == .rightToLeft }

    /// The other direction.
    public var flipped: LayoutDirection { isRightToLeft ? .leftToRight : .rightToLeft }

    /// `left-to-right` or `right-to-left`.
    public var description: String { isRightToLeft ? "right-to-left" : "left-to-right" }
}

/// Distances in cells inward from each edge, named by reading direction
/// (`NSDirectionalEdgeInsets`): ``leading`` is the left inset left to right and the
/// right one right to left.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Rows inward from the top edge.
    public var top: Int
    /// Columns inward from the leading edge.
    public var leading: Int
    /// Rows inward from the bottom edge.
    public var bottom: Int
    /// Columns inward from the trailing edge.
    public var trailing: Int

    /// No inset on any edge.
    public static let zero = DirectionalEdgeInsets()

    /// Insets given edge by edge.
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    public init(all value: Int) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// These insets on the physical edges for `direction`.
    public func edgeInsets(in direction: LayoutDirection) -> EdgeInsets {
        direction.isRightToLeft
            ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// The four insets by name.
    public var description: String {
        "(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
    }
}

extension EdgeInsets {
    /// These insets named by reading direction for `direction` (the left inset is the
    /// leading one left to right, the trailing one right to left).
    public func directional(in direction: LayoutDirection) -> DirectionalEdgeInsets {
        direction.isRightToLeft
            ? DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
            : DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}
