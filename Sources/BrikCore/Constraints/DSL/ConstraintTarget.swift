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
    /// Anchors of a brick; nil attributes means the same attributes as the constrained ones.
    case item(Brick, [ConstraintAttribute]?)
    /// The brick's parent, the ``Brik`` the constraint lives in.
    case superview
}

/// Anything `equalTo`, `lessThanOrEqualTo` and `greaterThanOrEqualTo` accept:
/// `Int`, `Double`, ``Size``, ``Point``, ``EdgeInsets``, a ``Brick`` or an
/// anchor such as `other.snp.bottom` (a ``ConstraintItem``).
@MainActor
public protocol ConstraintRelatableTarget {
    /// This target as the DSL reads it.
    var constraintTargetValue: ConstraintTargetValue { get }
}

extension Int: ConstraintRelatableTarget {
    /// A constant.
    public var constraintTargetValue: ConstraintTargetValue { .constant(Double(self)) }
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

    /// No offset.
    public static let zero = ConstraintOffset.constant(0)

    /// The amount for `attribute`.
    func amount(for attribute: ConstraintAttribute) -> Double {
        switch self {
        case .constant(let value): value
        case .size(let size): attribute.sizeConstant(size)
        case .point(let point): attribute.pointConstant(point)
        case .insets(let insets): attribute.insetConstant(insets)
        }
    }
}
