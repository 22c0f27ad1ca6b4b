import BrikCore
import BrikRendering
import BrikSolver

/// What `makeConstraints { make in … }` hands the closure: start a constraint with
/// an attribute (`make.top`), chain more (`make.left.right`), then relate them.
@MainActor
public final class ConstraintMaker {
    /// The brick being constrained.
    public let item: Brick
    /// The constraints written so far, in order.
    var made: [LayoutConstraint] = []

    init(item: Brick) {
        self.item = item
    }

    private func start(_ attributes: [ConstraintAttribute]) -> ConstraintMakerExtendable {
        ConstraintMakerExtendable(maker: self, attributes: attributes)
    }

    /// The first column.
    public var left: ConstraintMakerExtendable { start([.left]) }
    /// One past the last column.
    public var right: ConstraintMakerExtendable { start([.right]) }
    /// The first row.
    public var top: ConstraintMakerExtendable { start([.top]) }
    /// One past the last row.
    public var bottom: ConstraintMakerExtendable { start([.bottom]) }
    /// The leading edge (left).
    public var leading: ConstraintMakerExtendable { start([.leading]) }
    /// The trailing edge (right).
    public var trailing: ConstraintMakerExtendable { start([.trailing]) }
    /// Columns.
    public var width: ConstraintMakerExtendable { start([.width]) }
    /// Rows.
    public var height: ConstraintMakerExtendable { start([.height]) }
    /// The horizontal centre.
    public var centerX: ConstraintMakerExtendable { start([.centerX]) }
    /// The vertical centre.
    public var centerY: ConstraintMakerExtendable { start([.centerY]) }
    /// The row of the first text line.
    public var firstBaseline: ConstraintMakerExtendable { start([.firstBaseline]) }
    /// The row of the last text line.
    public var lastBaseline: ConstraintMakerExtendable { start([.lastBaseline]) }
    /// top, left, bottom, right.
    public var edges: ConstraintMakerExtendable { start([.top, .left, .bottom, .right]) }
    /// left, right.
    public var horizontalEdges: ConstraintMakerExtendable { start([.left, .right]) }
    /// top, bottom.
    public var verticalEdges: ConstraintMakerExtendable { start([.top, .bottom]) }
    /// width, height.
    public var size: ConstraintMakerExtendable { start([.width, .height]) }
    /// centerX, centerY.
    public var center: ConstraintMakerExtendable { start([.centerX, .centerY]) }
    /// The left margin (`left + layoutMargins.left`).
    public var leftMargin: ConstraintMakerExtendable { start([.leftMargin]) }
    /// The right margin.
    public var rightMargin: ConstraintMakerExtendable { start([.rightMargin]) }
    /// The top margin.
    public var topMargin: ConstraintMakerExtendable { start([.topMargin]) }
    /// The bottom margin.
    public var bottomMargin: ConstraintMakerExtendable { start([.bottomMargin]) }
    /// The leading margin (left, or right in a right-to-left layout).
    public var leadingMargin: ConstraintMakerExtendable { start([.leadingMargin]) }
    /// The trailing margin.
    public var trailingMargin: ConstraintMakerExtendable { start([.trailingMargin]) }
    /// The horizontal centre between the margins.
    public var centerXWithinMargins: ConstraintMakerExtendable { start([.centerXWithinMargins]) }
    /// The vertical centre between the margins.
    public var centerYWithinMargins: ConstraintMakerExtendable { start([.centerYWithinMargins]) }
    /// top, leading, bottom, trailing.
    public var directionalEdges: ConstraintMakerExtendable { start([.top, .leading, .bottom, .trailing]) }
    /// leading, trailing.
    public var directionalHorizontalEdges: ConstraintMakerExtendable { start([.leading, .trailing]) }
    /// top, bottom (as `verticalEdges`).
    public var directionalVerticalEdges: ConstraintMakerExtendable { start([.top, .bottom]) }
    /// topMargin, leftMargin, bottomMargin, rightMargin.
    public var margins: ConstraintMakerExtendable { start([.topMargin, .leftMargin, .bottomMargin, .rightMargin]) }
    /// topMargin, leadingMargin, bottomMargin, trailingMargin.
    public var directionalMargins: ConstraintMakerExtendable {
        start([.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
    }
    /// centerXWithinMargins, centerYWithinMargins.
    public var centerWithinMargins: ConstraintMakerExtendable { start([.centerXWithinMargins, .centerYWithinMargins]) }
}

/// Attributes being gathered (`make.left.right`), waiting for a relation.
@MainActor
public final class ConstraintMakerExtendable {
    let maker: ConstraintMaker
    /// The attributes so far, in order.
    public private(set) var attributes: [ConstraintAttribute]

    init(maker: ConstraintMaker, attributes: [ConstraintAttribute]) {
        self.maker = maker
        self.attributes = attributes
    }

    private func adding(_ more: [ConstraintAttribute]) -> ConstraintMakerExtendable {
        for attribute in more where !attributes.contains(attribute) { attributes.append(attribute) }
        return self
    }

    /// Also the first column.
    public var left: ConstraintMakerExtendable { adding([.left]) }
    /// Also one past the last column.
    public var right: ConstraintMakerExtendable { adding([.right]) }
    /// Also the first row.
    public var top: ConstraintMakerExtendable { adding([.top]) }
    /// Also one past the last row.
    public var bottom: ConstraintMakerExtendable { adding([.bottom]) }
    /// Also the leading edge.
    public var leading: ConstraintMakerExtendable { adding([.leading]) }
    /// Also the trailing edge.
    public var trailing: ConstraintMakerExtendable { adding([.trailing]) }
    /// Also the width.
    public var width: ConstraintMakerExtendable { adding([.width]) }
    /// Also the height.
    public var height: ConstraintMakerExtendable { adding([.height]) }
    /// Also the horizontal centre.
    public var centerX: ConstraintMakerExtendable { adding([.centerX]) }
    /// Also the vertical centre.
    public var centerY: ConstraintMakerExtendable { adding([.centerY]) }
    /// Also the first baseline.
    public var firstBaseline: ConstraintMakerExtendable { adding([.firstBaseline]) }
    /// Also the last baseline.
    public var lastBaseline: ConstraintMakerExtendable { adding([.lastBaseline]) }
    /// Also all four edges.
    public var edges: ConstraintMakerExtendable { adding([.top, .left, .bottom, .right]) }
    /// Also the size.
    public var size: ConstraintMakerExtendable { adding([.width, .height]) }
    /// Also the centre.
    public var center: ConstraintMakerExtendable { adding([.centerX, .centerY]) }
    /// Also the left margin (`left + layoutMargins.left`).
    public var leftMargin: ConstraintMakerExtendable { adding([.leftMargin]) }
    /// Also the right margin.
    public var rightMargin: ConstraintMakerExtendable { adding([.rightMargin]) }
    /// Also the top margin.
    public var topMargin: ConstraintMakerExtendable { adding([.topMargin]) }
    /// Also the bottom margin.
    public var bottomMargin: ConstraintMakerExtendable { adding([.bottomMargin]) }
    /// Also the leading margin (left, or right in a right-to-left layout).
    public var leadingMargin: ConstraintMakerExtendable { adding([.leadingMargin]) }
    /// Also the trailing margin.
    public var trailingMargin: ConstraintMakerExtendable { adding([.trailingMargin]) }
    /// Also the horizontal centre between the margins.
    public var centerXWithinMargins: ConstraintMakerExtendable { adding([.centerXWithinMargins]) }
    /// Also the vertical centre between the margins.
    public var centerYWithinMargins: ConstraintMakerExtendable { adding([.centerYWithinMargins]) }
    /// Also left and right.
    public var horizontalEdges: ConstraintMakerExtendable { adding([.left, .right]) }
    /// Also top and bottom.
    public var verticalEdges: ConstraintMakerExtendable { adding([.top, .bottom]) }
    /// Also top, leading, bottom, trailing.
    public var directionalEdges: ConstraintMakerExtendable { adding([.top, .leading, .bottom, .trailing]) }
    /// Also leading, trailing.
    public var directionalHorizontalEdges: ConstraintMakerExtendable { adding([.leading, .trailing]) }
    /// Also top, bottom (as `verticalEdges`).
    public var directionalVerticalEdges: ConstraintMakerExtendable { adding([.top, .bottom]) }
    /// Also topMargin, leftMargin, bottomMargin, rightMargin.
    public var margins: ConstraintMakerExtendable { adding([.topMargin, .leftMargin, .bottomMargin, .rightMargin]) }
    /// Also topMargin, leadingMargin, bottomMargin, trailingMargin.
    public var directionalMargins: ConstraintMakerExtendable {
        adding([.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
    }
    /// Also centerXWithinMargins, centerYWithinMargins.
    public var centerWithinMargins: ConstraintMakerExtendable { adding([.centerXWithinMargins, .centerYWithinMargins]) }

    private func relate(
        _ relation: Constraint.Relation, _ target: ConstraintTargetValue,
        _ file: String, _ line: Int
    ) -> ConstraintMakerEditable {
        let constraint = LayoutConstraint(
            item: maker.item, attributes: attributes, relation: relation, target: target,
            location: Constraint.Location(file: file, line: line))
        maker.made.append(constraint)
        return ConstraintMakerEditable(constraint)
    }

    /// `attributes == target` (a number, size, point, insets, brick or anchor).
    @discardableResult
    public func equalTo(
        _ target: any ConstraintRelatableTarget,
        file: String = #fileID, line: Int = #line
    ) -> ConstraintMakerEditable {
        relate(.equal, target.constraintTargetValue, file, line)
    }

    /// `attributes <= target`.
    @discardableResult
    public func lessThanOrEqualTo(
        _ target: any ConstraintRelatableTarget,
        file: String = #fileID, line: Int = #line
    ) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, target.constraintTargetValue, file, line)
    }

    /// `attributes >= target`.
    @discardableResult
    public func greaterThanOrEqualTo(
        _ target: any ConstraintRelatableTarget,
        file: String = #fileID, line: Int = #line
    ) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, target.constraintTargetValue, file, line)
    }

    /// `attributes ==` the same attributes of the brick's parent.
    @discardableResult
    public func equalToSuperview(file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relate(.equal, .superview, file, line)
    }

    /// `attributes <=` the same attributes of the brick's parent.
    @discardableResult
    public func lessThanOrEqualToSuperview(file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, .superview, file, line)
    }

    /// `attributes >=` the same attributes of the brick's parent.
    @discardableResult
    public func greaterThanOrEqualToSuperview(file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, .superview, file, line)
    }

    /// `attributes ==` what `closure` picks from the brick's parent (SnapKit's
    /// `equalToSuperview { $0.safeAreaLayoutGuide }`): a guide, an anchor, a number.
    /// With no parent Brik yet, the parent itself (reported when installed).
    @discardableResult
    public func equalToSuperview(
        file: String = #fileID, line: Int = #line, _ closure: (Brik) -> any ConstraintRelatableTarget
    ) -> ConstraintMakerEditable {
        relate(.equal, superviewTarget(closure), file, line)
    }

    /// `attributes <=` what `closure` picks from the brick's parent.
    @discardableResult
    public func lessThanOrEqualToSuperview(
        file: String = #fileID, line: Int = #line, _ closure: (Brik) -> any ConstraintRelatableTarget
    ) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, superviewTarget(closure), file, line)
    }

    /// `attributes >=` what `closure` picks from the brick's parent.
    @discardableResult
    public func greaterThanOrEqualToSuperview(
        file: String = #fileID, line: Int = #line, _ closure: (Brik) -> any ConstraintRelatableTarget
    ) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, superviewTarget(closure), file, line)
    }

    private func superviewTarget(_ closure: (Brik) -> any ConstraintRelatableTarget) -> ConstraintTargetValue {
        guard let superview = maker.item.parent as? Brik else { return .superview }
        return closure(superview).constraintTargetValue
    }
}

/// A related constraint being refined: `.offset(1).priority(.high).labeled("gap")`.
/// Each modifier returns the same editable, so they chain in any order.
@MainActor
public final class ConstraintMakerEditable {
    /// The constraint, to keep and change later (`let c = make.top.equalTo(0).constraint`).
    public let constraint: LayoutConstraint

    init(_ constraint: LayoutConstraint) {
        self.constraint = constraint
    }

    /// Adds `amount` to every attribute (it shifts; `inset` shrinks).
    @discardableResult
    public func offset(_ amount: Int) -> ConstraintMakerEditable { offset(Double(amount)) }
    /// Adds `amount` to every attribute.
    @discardableResult
    public func offset(_ amount: Double) -> ConstraintMakerEditable {
        constraint.offset = .constant(amount)
        return self
    }
    /// Adds the width to widths and the height to heights.
    @discardableResult
    public func offset(_ amount: Size) -> ConstraintMakerEditable {
        constraint.offset = .size(amount)
        return self
    }
    /// Adds `x` to column attributes and `y` to row ones.
    @discardableResult
    public func offset(_ amount: Point) -> ConstraintMakerEditable {
        constraint.offset = .point(amount)
        return self
    }
    /// Adds edge insets as SnapKit maps them (right and bottom negated).
    @discardableResult
    public func offset(_ amount: EdgeInsets) -> ConstraintMakerEditable {
        constraint.offset = .insets(amount)
        return self
    }

    /// Insets every edge by `amount` cells: `+` on left/top, `−` on right/bottom,
    /// `−2×amount` on sizes, nothing on centres.
    @discardableResult
    public func inset(_ amount: Int) -> ConstraintMakerEditable { inset(EdgeInsets(all: amount)) }
    /// Insets edge by edge (same signs as above).
    @discardableResult
    public func inset(_ insets: EdgeInsets) -> ConstraintMakerEditable {
        constraint.update(inset: insets)
        return self
    }
    /// Insets edge by edge by reading direction: the leading inset on the leading edge.
    @discardableResult
    public func inset(_ insets: DirectionalEdgeInsets) -> ConstraintMakerEditable {
        constraint.update(inset: insets)
        return self
    }
    /// Adds directional insets as constants (leading and trailing resolved by direction).
    @discardableResult
    public func offset(_ amount: DirectionalEdgeInsets) -> ConstraintMakerEditable {
        constraint.offset = .directionalInsets(amount)
        return self
    }
    /// Adds `amount` to every attribute.
    @discardableResult
    public func offset(_ amount: UInt) -> ConstraintMakerEditable { offset(Double(amount)) }
    /// Adds `amount` to every attribute.
    @discardableResult
    public func offset(_ amount: Float) -> ConstraintMakerEditable { offset(Double(amount)) }
    /// Multiplies the target by `amount`.
    @discardableResult
    public func multipliedBy(_ amount: Float) -> ConstraintMakerEditable { multipliedBy(Double(amount)) }

    /// Multiplies the target by `amount`.
    @discardableResult
    public func multipliedBy(_ amount: Double) -> ConstraintMakerEditable {
        constraint.multiplier = amount
        return self
    }
    /// Multiplies the target by a whole number.
    @discardableResult
    public func multipliedBy(_ amount: Int) -> ConstraintMakerEditable { multipliedBy(Double(amount)) }
    /// Divides the target by `amount` (a zero divisor leaves the multiplier at 1 and is reported).
    @discardableResult
    public func dividedBy(_ amount: Double) -> ConstraintMakerEditable {
        guard amount != 0 else {
            constraint.item.application?.diagnostics.report(
                .message("constraint \(constraint.description): dividedBy(0) ignored"))
            return self
        }
        return multipliedBy(1 / amount)
    }
    /// Divides the target by a whole number.
    @discardableResult
    public func dividedBy(_ amount: Int) -> ConstraintMakerEditable { dividedBy(Double(amount)) }

    /// How strongly it holds: `.required` (default), `.high`, `.medium`, `.low` or a number.
    @discardableResult
    public func priority(_ priority: ConstraintPriority) -> ConstraintMakerEditable {
        constraint.priority = priority
        return self
    }
    /// How strongly it holds, as a number 0…1000.
    @discardableResult
    public func priority(_ value: Int) -> ConstraintMakerEditable { priority(ConstraintPriority(Double(value))) }
    /// How strongly it holds, as a number 0…1000.
    @discardableResult
    public func priority(_ value: Double) -> ConstraintMakerEditable { priority(ConstraintPriority(value)) }
    /// How strongly it holds, as a number 0…1000.
    @discardableResult
    public func priority(_ value: Float) -> ConstraintMakerEditable { priority(ConstraintPriority(Double(value))) }
    /// How strongly it holds, as a number 0…1000.
    @discardableResult
    public func priority(_ value: UInt) -> ConstraintMakerEditable { priority(ConstraintPriority(Double(value))) }

    /// Names the constraint in reports and lists.
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerEditable {
        constraint.label = label
        return self
    }
}
