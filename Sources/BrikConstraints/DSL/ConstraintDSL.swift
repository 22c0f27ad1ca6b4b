import BrikCore

extension Brick {
    /// SnapKit's entry point: `brick.snp.makeConstraints { make in make.edges.equalToSuperview() }`
    /// and anchors for relations (`other.snp.bottom`).
    ///
    /// Constraints live in the brick's parent when it is a ``Brik`` (a ``Screen``,
    /// a stack): add the brick first, then constrain it. They relate the brick
    /// to its siblings and to that parent (`equalToSuperview()`, or the parent's
    /// own anchors, in its content area). A stack arranges its children itself,
    /// so constraints on them are reported as ignored.
    ///
    /// A ``Brik`` in no other Brik (not yet added, or inside a section) holds its
    /// own constraints: those on its size, to numbers, to its own anchors or to
    /// its children's, size it (`brick.snp.makeConstraints { $0.height.equalTo(12) }`);
    /// those on its position cannot hold there and are reported. Every ignored,
    /// broken or unrelatable constraint is in the holder's ``Brik/constraintIssues``
    /// and its ``LayoutConstraint/issue``, with its label and file:line.
    public var snp: ConstraintDSL { ConstraintDSL(brick: self) }
}

/// The `snp` of a brick: its anchors, and making, updating, remaking and removing
/// its constraints.
@MainActor
public struct ConstraintDSL {
    /// The brick.
    public let brick: Brick

    private func anchor(_ attributes: ConstraintAttribute...) -> ConstraintItem {
        ConstraintItem(brick: brick, attributes: attributes)
    }

    /// The first column.
    public var left: ConstraintItem { anchor(.left) }
    /// One past the last column.
    public var right: ConstraintItem { anchor(.right) }
    /// The first row.
    public var top: ConstraintItem { anchor(.top) }
    /// One past the last row.
    public var bottom: ConstraintItem { anchor(.bottom) }
    /// The leading edge (left).
    public var leading: ConstraintItem { anchor(.leading) }
    /// The trailing edge (right).
    public var trailing: ConstraintItem { anchor(.trailing) }
    /// Columns.
    public var width: ConstraintItem { anchor(.width) }
    /// Rows.
    public var height: ConstraintItem { anchor(.height) }
    /// The horizontal centre.
    public var centerX: ConstraintItem { anchor(.centerX) }
    /// The vertical centre.
    public var centerY: ConstraintItem { anchor(.centerY) }
    /// The row of the first text line.
    public var firstBaseline: ConstraintItem { anchor(.firstBaseline) }
    /// The row of the last text line.
    public var lastBaseline: ConstraintItem { anchor(.lastBaseline) }
    /// top, left, bottom, right.
    public var edges: ConstraintItem { anchor(.top, .left, .bottom, .right) }
    /// left, right.
    public var horizontalEdges: ConstraintItem { anchor(.left, .right) }
    /// top, bottom.
    public var verticalEdges: ConstraintItem { anchor(.top, .bottom) }
    /// width, height.
    public var size: ConstraintItem { anchor(.width, .height) }
    /// centerX, centerY.
    public var center: ConstraintItem { anchor(.centerX, .centerY) }
    /// The left margin (`left + layoutMargins.left`).
    public var leftMargin: ConstraintItem { anchor(.leftMargin) }
    /// The right margin.
    public var rightMargin: ConstraintItem { anchor(.rightMargin) }
    /// The top margin.
    public var topMargin: ConstraintItem { anchor(.topMargin) }
    /// The bottom margin.
    public var bottomMargin: ConstraintItem { anchor(.bottomMargin) }
    /// The leading margin (left, or right in a right-to-left layout).
    public var leadingMargin: ConstraintItem { anchor(.leadingMargin) }
    /// The trailing margin.
    public var trailingMargin: ConstraintItem { anchor(.trailingMargin) }
    /// The horizontal centre between the margins.
    public var centerXWithinMargins: ConstraintItem { anchor(.centerXWithinMargins) }
    /// The vertical centre between the margins.
    public var centerYWithinMargins: ConstraintItem { anchor(.centerYWithinMargins) }
    /// top, leading, bottom, trailing.
    public var directionalEdges: ConstraintItem {
        ConstraintItem(brick: brick, attributes: [.top, .leading, .bottom, .trailing])
    }
    /// leading, trailing.
    public var directionalHorizontalEdges: ConstraintItem { ConstraintItem(brick: brick, attributes: [.leading, .trailing]) }
    /// top, bottom (as `verticalEdges`).
    public var directionalVerticalEdges: ConstraintItem { ConstraintItem(brick: brick, attributes: [.top, .bottom]) }
    /// topMargin, leftMargin, bottomMargin, rightMargin.
    public var margins: ConstraintItem {
        ConstraintItem(brick: brick, attributes: [.topMargin, .leftMargin, .bottomMargin, .rightMargin])
    }
    /// topMargin, leadingMargin, bottomMargin, trailingMargin.
    public var directionalMargins: ConstraintItem {
        ConstraintItem(brick: brick, attributes: [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
    }
    /// centerXWithinMargins, centerYWithinMargins.
    public var centerWithinMargins: ConstraintItem {
        ConstraintItem(brick: brick, attributes: [.centerXWithinMargins, .centerYWithinMargins])
    }

    /// Names the brick in constraint descriptions and reports (SnapKit's `setLabel`):
    /// `Label:title.top == superview.top` instead of the type and tag. nil removes it.
    public func setLabel(_ label: String?) {
        brick.constraintLabel = label
    }

    /// The name given by ``setLabel(_:)``, nil when none was.
    public func label() -> String? { brick.constraintLabel }

    /// The ``Brik`` the constraints of this brick live in: its parent when that is a
    /// Brik, else the brick itself when it is one; nil when neither is.
    var home: Brik? {
        (brick.parent as? Brik) ?? (brick as? Brik)
    }

    /// Puts `constraints` (made on this brick) in its ``home``, inactive; with no home
    /// they are reported and stay inert.
    func install(_ constraints: [LayoutConstraint]) {
        guard let home else {
            let reason = "its parent is \(brick.parent?.debugName ?? "missing"), not a Brik"
            for constraint in constraints {
                constraint.issue = reason
                brick.application?.diagnostics.report(.message("constraint \(constraint.description) ignored: \(reason)"))
            }
            return
        }
        for constraint in constraints { home.constraintEngine.install(constraint) }
    }

    /// Writes new constraints and activates them, keeping the ones made before.
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void) {
        for constraint in prepareConstraints(closure) { constraint.activate() }
    }

    /// Writes constraints without activating them: ``LayoutConstraint/activate()`` each
    /// when wanted (to switch between prepared layouts).
    @discardableResult
    public func prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [LayoutConstraint] {
        let maker = ConstraintMaker(item: brick)
        closure(maker)
        install(maker.made)
        return maker.made
    }

    /// Updates constraints in place, creating those that do not exist (SnapKit crashed there).
    ///
    /// A written constraint matches an existing one of this brick with the same
    /// attributes, relation and target (the same brick and anchors, the
    /// superview, or any constant): its constant, offset, inset, multiplier,
    /// priority and label are replaced, and it is activated. Anything unmatched
    /// is made as by ``makeConstraints(_:)``, after taking its attributes out of
    /// existing constraints that share some of them with the same relation and
    /// target (updating `left` after `left.top` leaves `top` in the old one;
    /// updating `size` after `width` replaces that width).
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void) {
        let maker = ConstraintMaker(item: brick)
        closure(maker)
        guard let home else { return install(maker.made) }
        let engine = home.constraintEngine
        for written in maker.made {
            if let existing = engine.constraints.first(where: { $0.item === brick && $0.matches(written) }) {
                existing.adopt(written)
                existing.activate()
            } else {
                for existing in engine.constraints where existing.item === brick && existing.overlaps(written) {
                    existing.split(removing: written.attributes)
                }
                engine.removeEmpty()
                engine.install(written)
                written.activate()
            }
        }
    }

    /// Removes every constraint of this brick, then makes the new ones.
    public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) {
        removeConstraints()
        makeConstraints(closure)
    }

    /// Removes every constraint made on this brick (kept references become inert).
    public func removeConstraints() {
        home?.constraintEngine.removeAll(of: brick)
    }

    /// The constraints made on this brick, active or not, in order.
    public var constraints: [LayoutConstraint] {
        home?.constraintEngine.constraints.filter { $0.item === brick } ?? []
    }

    /// The brick's content hugging priority on `axis` (``Brick/contentHuggingPriority(for:)``).
    public func contentHuggingPriority(for axis: Axis) -> ConstraintPriority {
        brick.contentHuggingPriority(for: axis)
    }

    /// Sets the brick's content hugging priority on `axis`, for stacks and constraints alike.
    public func setContentHuggingPriority(_ priority: ConstraintPriority, for axis: Axis) {
        brick.setContentHuggingPriority(priority, for: axis)
    }

    /// The brick's compression resistance on `axis` (``Brick/contentCompressionResistancePriority(for:)``).
    public func contentCompressionResistancePriority(for axis: Axis) -> ConstraintPriority {
        brick.contentCompressionResistancePriority(for: axis)
    }

    /// Sets the brick's compression resistance on `axis`, for stacks and constraints alike.
    public func setContentCompressionResistancePriority(_ priority: ConstraintPriority, for axis: Axis) {
        brick.setContentCompressionResistancePriority(priority, for: axis)
    }
}

extension LayoutConstraint {
    /// Same attributes, relation and kind of target: what ``ConstraintDSL/updateConstraints(_:)`` replaces.
    func matches(_ other: LayoutConstraint) -> Bool {
        guard attributes == other.attributes, relation == other.relation else { return false }
        switch (target, other.target) {
        case (.item(let a, let aa), .item(let b, let ba)): return a === b && aa == ba
        case (.superview, .superview): return true
        case (.constant, .constant), (.size, .size), (.point, .point), (.insets, .insets),
            (.constant, .size), (.size, .constant), (.constant, .insets), (.insets, .constant),
            (.directionalInsets, .directionalInsets), (.constant, .directionalInsets), (.directionalInsets, .constant):
            return true
        default: return false
        }
    }

    /// Whether this constraint and `other` constrain some same attribute with the
    /// same relation and target: an update of those attributes.
    func overlaps(_ other: LayoutConstraint) -> Bool {
        let common = attributes.filter(other.attributes.contains)
        guard !common.isEmpty else { return false }
        return restricted(to: common).matches(other.restricted(to: common))
    }

    /// A detached copy constraining only `subset` (target anchors paired accordingly).
    func restricted(to subset: [ConstraintAttribute]) -> LayoutConstraint {
        let copy = LayoutConstraint(item: item, attributes: subset, relation: relation, target: target, location: location)
        if case .item(let brick, let anchors?) = target, anchors.count > 1, anchors.count == attributes.count {
            copy.target = .item(brick, subset.compactMap { attributes.firstIndex(of: $0).map { anchors[$0] } })
        }
        return copy
    }

    /// Takes the target constant and modifiers of `other` (an update of this constraint).
    func adopt(_ other: LayoutConstraint) {
        target = other.target
        multiplier = other.multiplier
        offset = other.offset
        insets = other.insets
        directionalInsets = other.directionalInsets
        priority = other.priority
        label = other.label ?? label
    }
}
