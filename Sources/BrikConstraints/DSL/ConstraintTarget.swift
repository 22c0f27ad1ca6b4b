import BrikCore
import BrikRendering

/// What a constraint relates to: another brick's anchor, a brick, the superview, or a constant.
public enum ConstraintTargetValue {
    /// A number: an absolute width or height, or an offset from the superview's same edge.
    case constant(Double)
    /// `width` and `height` for the size attributes (0 for the others), as above.
    case size(Size)
    /// `x` for column attributes, `y` for row ones, from the superview's same edge.
    case point(Point)
    /// Per-edge constants (`right` and `bottom` negated), from the superview's same edge.
    case insets(EdgeInsets)
    /// Per-edge constants named by reading direction, as ``insets(_:)`` once resolved.
    case directionalInsets(DirectionalEdgeInsets)
    /// Anchors of a brick; nil attributes means the same attributes as the constrained ones.
    case item(Brick, [ConstraintAttribute]?)
    /// The brick's parent, the ``Brik`` the constraint lives in.
    case superview
}

/// Anything `equalTo`, `lessThanOrEqualTo` and `greaterThanOrEqualTo` accept:
/// `Int`, `UInt`, `Float`, `Double`, ``Size``, ``Point``, ``EdgeInsets``,
/// ``DirectionalEdgeInsets``, a ``Brick``, a ``LayoutGuide`` or an anchor such as
/// `other.snp.bottom` (a ``ConstraintItem``).
@MainActor
public protocol ConstraintRelatableTarget {
    /// This target as the DSL reads it.
    var constraintTargetValue: ConstraintTargetValue { get }
}

extension Int: ConstraintRelatableTarget {
    /// A constant.
    public var constraintTargetValue: ConstraintTargetValue { .constant(Double(self)) }
}

extension UInt: ConstraintRelatableTarget {
    /// A constant.
    public var constraintTargetValue: ConstraintTargetValue { .constant(Double(self)) }
}

extension Float: ConstraintRelatableTarget {
    /// A constant.
    public var constraintTargetValue: ConstraintTargetValue { .constant(Double(self)) }
}

extension DirectionalEdgeInsets: ConstraintRelatableTarget {
    /// Per-edge constants, leading and trailing resolved by the reading direction.
    public var constraintTargetValue: ConstraintTargetValue { .directionalInsets(self) }
}

extension Double: ConstraintRelatableTarget {
    /// A constant.
    public var constraintTargetValue: ConstraintTargetValue { .constant(self) }
}

extension Size: ConstraintRelatableTarget {
    /// Width and height.
    public var constraintTargetValue: ConstraintTargetValue { .size(self) }
}

extension Point: ConstraintRelatableTarget {
    /// A column and a row.
    public var constraintTargetValue: ConstraintTargetValue { .point(self) }
}

extension EdgeInsets: ConstraintRelatableTarget {
    /// Per-edge constants.
    public var constraintTargetValue: ConstraintTargetValue { .insets(self) }
}

extension Brick: ConstraintRelatableTarget {
    /// The same attributes of this brick.
    public var constraintTargetValue: ConstraintTargetValue { .item(self, nil) }
}

/// One or more anchors of a brick, such as `other.snp.bottom` or `other.snp.edges`.
@MainActor
public struct ConstraintItem: ConstraintRelatableTarget {
    /// The brick the anchors belong to.
    public let brick: Brick
    /// The anchors, in order.
    public let attributes: [ConstraintAttribute]

    /// The anchors `attributes` of `brick`.
    public init(brick: Brick, attributes: [ConstraintAttribute]) {
        self.brick = brick
        self.attributes = attributes
    }

    /// These anchors.
    public var constraintTargetValue: ConstraintTargetValue { .item(brick, attributes) }
}

/// What `offset` adds and `update(offset:)` sets: a number for every attribute,
/// or the part of a size, point or insets that applies to each.
public enum ConstraintOffset: Hashable, Sendable {
    /// The same amount for every attribute.
    case constant(Double)
    /// `width` to width, `height` to height, 0 to positions.
    case size(Size)
    /// `x` to column attributes, `y` to row ones.
    case point(Point)
    /// Edge by edge as SnapKit maps `UIEdgeInsets` (right and bottom negated).
    case insets(EdgeInsets)
    /// Edge by edge, leading and trailing resolved by the reading direction.
    case directionalInsets(DirectionalEdgeInsets)

    /// No offset.
    public static let zero = ConstraintOffset.constant(0)

    /// The amount added to `attribute` on the physical edge it is in `direction`.
    ///
    /// As in UIKit, a constant on a leading or trailing attribute counts in the reading
    /// direction: right to left, `leading == superview.leading + 2` is two columns left
    /// of the superview's right edge. Insets go edge by edge (a leading inset of a
    /// right-to-left layout is on the right edge, inward).
    func amount(for attribute: ConstraintAttribute, in direction: LayoutDirection) -> Double {
        let sign = attribute.isDirectional && direction.isRightToLeft ? -1.0 : 1.0
        switch self {
        case .constant(let value): return value * sign
        case .size(let size): return attribute.sizeConstant(size)
        case .point(let point): return attribute.pointConstant(point) * sign
        case .insets(let insets): return attribute.physical(in: direction).insetConstant(insets)
        case .directionalInsets(let insets):
            return attribute.physical(in: direction).insetConstant(insets.edgeInsets(in: direction))
        }
    }
}
