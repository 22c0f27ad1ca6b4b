import BrikCore
import BrikSolver

/// A column position of a brick for NSLayoutAnchor-style constraints (`leadingAnchor`, `centerXAnchor`).
public enum XAxisAnchorKind {}
/// A row position of a brick for NSLayoutAnchor-style constraints (`topAnchor`, `centerYAnchor`).
public enum YAxisAnchorKind {}
/// A size of a brick for NSLayoutAnchor-style constraints (`widthAnchor`, `heightAnchor`).
public enum DimensionAnchorKind {}

/// One anchor of a brick, as UIKit's `NSLayoutAnchor`:
/// `a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 1)`.
///
/// `Kind` keeps columns, rows and sizes apart, as UIKit's anchor types do, so
/// `topAnchor` cannot be related to `leadingAnchor`. A made constraint is
/// inactive (as in UIKit) until activated: a ``Brik/constraints(_:)`` or
/// ``Brick/add(in:_:)`` block activates those it lists; elsewhere set
/// ``LayoutConstraint/isActive`` or call ``LayoutConstraint/activate()``. It
/// lives where SnapKit's would (see ``Brick/snp``) and reports the same way.
@MainActor
public struct LayoutAnchor<Kind> {
    /// The brick the anchor belongs to.
    public let brick: Brick
    /// Which edge, centre, baseline or size.
    public let attribute: ConstraintAttribute

    func make(
        _ relation: Constraint.Relation, _ target: ConstraintTargetValue, multiplier: Double = 1, constant: Int,
        file: String, line: Int
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            item: brick, attributes: [attribute], relation: relation, target: target,
            location: Constraint.Location(file: file, line: line))
        constraint.multiplier = multiplier
        constraint.offset = .constant(Double(constant))
        ConstraintDSL(brick: brick).install([constraint])
        return constraint
    }

    /// `self == anchor + constant` (inactive until activated).
    @discardableResult
    public func constraint(
        equalTo anchor: LayoutAnchor<Kind>, constant: Int = 0, file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.equal, .item(anchor.brick, [anchor.attribute]), constant: constant, file: file, line: line)
    }

    /// `self <= anchor + constant` (inactive until activated).
    @discardableResult
    public func constraint(
        lessThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Int = 0, file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, .item(anchor.brick, [anchor.attribute]), constant: constant, file: file, line: line)
    }

    /// `self >= anchor + constant` (inactive until activated).
    @discardableResult
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Int = 0, file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, .item(anchor.brick, [anchor.attribute]), constant: constant, file: file, line: line)
    }
}

extension LayoutAnchor where Kind == DimensionAnchorKind {
    /// `self == constant` cells (inactive until activated).
    @discardableResult
    public func constraint(equalToConstant constant: Int, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(.equal, .constant(0), constant: constant, file: file, line: line)
    }

    /// `self <= constant` cells (inactive until activated).
    @discardableResult
    public func constraint(
        lessThanOrEqualToConstant constant: Int, file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, .constant(0), constant: constant, file: file, line: line)
    }

    /// `self >= constant` cells (inactive until activated).
    @discardableResult
    public func constraint(
        greaterThanOrEqualToConstant constant: Int, file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, .constant(0), constant: constant, file: file, line: line)
    }

    /// `self == anchor × multiplier + constant` (inactive until activated).
    @discardableResult
    public func constraint(
        equalTo anchor: LayoutAnchor<Kind>, multiplier: Double, constant: Int = 0,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(
            .equal, .item(anchor.brick, [anchor.attribute]), multiplier: multiplier, constant: constant,
            file: file, line: line)
    }

    /// `self <= anchor × multiplier + constant` (inactive until activated).
    @discardableResult
    public func constraint(
        lessThanOrEqualTo anchor: LayoutAnchor<Kind>, multiplier: Double, constant: Int = 0,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(
            .lessThanOrEqual, .item(anchor.brick, [anchor.attribute]), multiplier: multiplier, constant: constant,
            file: file, line: line)
    }

    /// `self >= anchor × multiplier + constant` (inactive until activated).
    @discardableResult
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutAnchor<Kind>, multiplier: Double, constant: Int = 0,
        file: String = #fileID, line: Int = #line
    ) -> LayoutConstraint {
        make(
            .greaterThanOrEqual, .item(anchor.brick, [anchor.attribute]), multiplier: multiplier, constant: constant,
            file: file, line: line)
    }
}

extension Brick {
    /// The first column, as UIKit's `leftAnchor`.
    public var leftAnchor: LayoutAnchor<XAxisAnchorKind> { LayoutAnchor(brick: self, attribute: .left) }
    /// One past the last column, as UIKit's `rightAnchor`.
    public var rightAnchor: LayoutAnchor<XAxisAnchorKind> { LayoutAnchor(brick: self, attribute: .right) }
    /// The leading edge (left), as UIKit's `leadingAnchor`.
    public var leadingAnchor: LayoutAnchor<XAxisAnchorKind> { LayoutAnchor(brick: self, attribute: .leading) }
    /// The trailing edge (right), as UIKit's `trailingAnchor`.
    public var trailingAnchor: LayoutAnchor<XAxisAnchorKind> { LayoutAnchor(brick: self, attribute: .trailing) }
    /// The horizontal centre, as UIKit's `centerXAnchor`.
    public var centerXAnchor: LayoutAnchor<XAxisAnchorKind> { LayoutAnchor(brick: self, attribute: .centerX) }
    /// The first row, as UIKit's `topAnchor`.
    public var topAnchor: LayoutAnchor<YAxisAnchorKind> { LayoutAnchor(brick: self, attribute: .top) }
    /// One past the last row, as UIKit's `bottomAnchor`.
    public var bottomAnchor: LayoutAnchor<YAxisAnchorKind> { LayoutAnchor(brick: self, attribute: .bottom) }
    /// The vertical centre, as UIKit's `centerYAnchor`.
    public var centerYAnchor: LayoutAnchor<YAxisAnchorKind> { LayoutAnchor(brick: self, attribute: .centerY) }
    /// The row of the first text line, as UIKit's `firstBaselineAnchor`.
    public var firstBaselineAnchor: LayoutAnchor<YAxisAnchorKind> { LayoutAnchor(brick: self, attribute: .firstBaseline) }
    /// The row of the last text line, as UIKit's `lastBaselineAnchor`.
    public var lastBaselineAnchor: LayoutAnchor<YAxisAnchorKind> { LayoutAnchor(brick: self, attribute: .lastBaseline) }
    /// Columns, as UIKit's `widthAnchor`.
    public var widthAnchor: LayoutAnchor<DimensionAnchorKind> { LayoutAnchor(brick: self, attribute: .width) }
    /// Rows, as UIKit's `heightAnchor`.
    public var heightAnchor: LayoutAnchor<DimensionAnchorKind> { LayoutAnchor(brick: self, attribute: .height) }
}
