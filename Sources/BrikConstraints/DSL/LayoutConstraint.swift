import BrikCore
import BrikRendering
import BrikSolver

/// One DSL constraint (`make.top.equalTo(other.snp.bottom).offset(1)`), kept so it
/// can be changed later: SnapKit's `Constraint`.
///
/// It may cover several attributes (`make.edges…` is four solver constraints).
/// Every change (`update(offset:)`, `update(priority:)`, ``activate()``,
/// ``deactivate()``) takes effect at the next layout of the ``Brik`` it lives
/// in; any priority change is allowed, required to optional and back.
@MainActor
public final class LayoutConstraint {
    /// The constrained brick.
    public let item: Brick
    /// The constrained attributes, in order (an update of some of them splits those out).
    public internal(set) var attributes: [ConstraintAttribute]
    /// `==`, `<=` or `>=`.
    public let relation: Constraint.Relation
    /// What the attributes relate to.
    public internal(set) var target: ConstraintTargetValue { didSet { changed() } }
    /// Where the relation was written (`#fileID`, `#line`), for conflict reports.
    public let location: Constraint.Location
    /// The factor applied to the target (1 unless `multipliedBy`/`dividedBy`).
    public internal(set) var multiplier: Double = 1 { didSet { changed() } }
    /// The constant added to the target, per attribute.
    public internal(set) var offset: ConstraintOffset = .zero { didSet { changed() } }
    /// Insets added on top of the offset (edge-aware: `+` left/top, `−` right/bottom).
    public internal(set) var insets: EdgeInsets = .zero { didSet { changed() } }
    /// Insets named by reading direction (`.inset(DirectionalEdgeInsets)`), used instead of
    /// ``insets`` when set.
    public internal(set) var directionalInsets: DirectionalEdgeInsets? { didSet { changed() } }
    /// Required (1000, the default) or how strongly it should hold; settable as
    /// UIKit's `NSLayoutConstraint.priority`, in any direction.
    public var priority: ConstraintPriority = .required { didSet { changed() } }
    /// A name shown in reports and in the constraint list.
    public internal(set) var label: String? { didSet { changed() } }
    /// Whether the constraint takes part in layout; setting it activates or
    /// deactivates it (UIKit's `NSLayoutConstraint.isActive`).
    public var isActive: Bool {
        get { active }
        set { if newValue { activate() } else { deactivate() } }
    }
    private var active = false
    /// Why the last layout could not honour it (a conflict report), nil when it held.
    public internal(set) var issue: String?
    /// The container it lives in (the item's parent when it was made).
    weak var container: Brik?

    init(
        item: Brick, attributes: [ConstraintAttribute], relation: Constraint.Relation,
        target: ConstraintTargetValue, location: Constraint.Location
    ) {
        self.item = item
        self.attributes = attributes
        self.relation = relation
        self.target = target
        self.location = location
    }

    /// Makes the constraint take part in layout again (it must have been made in a container).
    public func activate() {
        guard !active else { return }
        active = true
        changed()
    }

    /// Takes the constraint out of layout; ``activate()`` puts it back.
    public func deactivate() {
        guard active else { return }
        active = false
        issue = nil
        changed()
    }

    /// Stops constraining `removed` (they moved to a constraint of their own); pairs
    /// with the target's anchors stay aligned.
    func split(removing removed: [ConstraintAttribute]) {
        let kept = attributes.indices.filter { !removed.contains(attributes[$0]) }
        if case .item(let brick, let anchors?) = target, anchors.count > 1, anchors.count == attributes.count {
            target = .item(brick, kept.map { anchors[$0] })
        }
        attributes = kept.map { attributes[$0] }
    }

    /// Sets the constant (replacing `offset`; insets are kept).
    public func update(offset: Double) { self.offset = .constant(offset) }
    /// Sets the constant from a whole number of cells.
    public func update(offset: Int) { self.offset = .constant(Double(offset)) }
    /// Sets the constant per attribute from a size.
    public func update(offset: Size) { self.offset = .size(offset) }
    /// Sets the constant per attribute from a point.
    public func update(offset: Point) { self.offset = .point(offset) }
    /// Sets the constant per attribute from edge insets (SnapKit's mapping, not an inset).
    public func update(offset: EdgeInsets) { self.offset = .insets(offset) }
    /// Sets the insets, edge-aware.
    public func update(inset: EdgeInsets) {
        directionalInsets = nil
        insets = inset
    }
    /// Sets the insets by reading direction (leading and trailing follow it).
    public func update(inset: DirectionalEdgeInsets) {
        insets = .zero
        directionalInsets = inset
    }
    /// Sets the same inset on every edge.
    public func update(inset: Int) { update(inset: EdgeInsets(all: inset)) }
    /// Sets the constant per attribute from directional insets (SnapKit's mapping).
    public func update(offset: DirectionalEdgeInsets) { self.offset = .directionalInsets(offset) }
    /// Sets the multiplier.
    public func update(multiplier: Double) { self.multiplier = multiplier }
    /// Sets the priority, in any direction (required ⇄ optional included).
    public func update(priority: ConstraintPriority) { self.priority = priority }
    /// Sets the priority from a number, 0…1000.
    public func update(priority: Double) { self.priority = ConstraintPriority(priority) }
    /// Sets the priority from a whole number, 0…1000.
    public func update(priority: Int) { self.priority = ConstraintPriority(Double(priority)) }

    /// The cells added to the target, as UIKit's `NSLayoutConstraint.constant`
    /// (the offset; setting it replaces the offset, insets are kept).
    public var constant: Int {
        get { attributes.first.map { Int(offset.amount(for: $0, in: .leftToRight)) } ?? 0 }
        set { offset = .constant(Double(newValue)) }
    }

    /// The constant added for `attribute` on the physical edge it is in `direction`: the
    /// target's own constant, the offset and the inset (see ``ConstraintOffset``).
    func constant(for attribute: ConstraintAttribute, in direction: LayoutDirection) -> Double {
        let inset = directionalInsets.map(ConstraintOffset.directionalInsets) ?? .insets(insets)
        var value = offset.amount(for: attribute, in: direction) + inset.amount(for: attribute, in: direction)
        switch target {
        case .constant(let number): value += ConstraintOffset.constant(number).amount(for: attribute, in: direction)
        case .size(let size): value += attribute.sizeConstant(size)
        case .point(let point): value += ConstraintOffset.point(point).amount(for: attribute, in: direction)
        case .insets(let targetInsets): value += ConstraintOffset.insets(targetInsets).amount(for: attribute, in: direction)
        case .directionalInsets(let targetInsets):
            value += ConstraintOffset.directionalInsets(targetInsets).amount(for: attribute, in: direction)
        case .item, .superview: break
        }
        return value
    }

    /// The target attribute paired with the `index`-th constrained one, nil when the
    /// target's attributes cannot pair with them (SnapKit's "multiple non identical attributes").
    ///
    /// A single target attribute pairs with every one; the same set (in any order) pairs
    /// each with itself; edges with margins (`make.edges.equalTo(other.snp.margins)`, the
    /// directional and centre ones too) pair each with its ``ConstraintAttribute/marginCounterpart``.
    func targetAttribute(at index: Int) -> ConstraintAttribute? {
        let own = attributes[index]
        guard case .item(_, let others?) = target else { return own }
        if others.count == 1 { return others[0] }
        if Set(others) == Set(attributes) { return own }
        let counterparts = attributes.compactMap(\.marginCounterpart)
        if counterparts.count == attributes.count, Set(others) == Set(counterparts) { return own.marginCounterpart }
        return nil
    }

    /// What the constraint says about one attribute, e.g. `Label(tag: 1).top == Brik.bottom + 1`.
    func memberDescription(_ index: Int) -> String {
        let own = attributes[index]
        var rhs: String
        let attribute = targetAttribute(at: index) ?? own
        switch target {
        case .item(let brick, _): rhs = "\(brick.debugName).\(attribute)"
        case .superview: rhs = "superview.\(attribute)"
        case .constant, .size, .point, .insets, .directionalInsets:
            rhs = own.isSize ? "" : "superview.\(own == .centerX ? .left : own == .centerY ? .top : own)"
        }
        if multiplier != 1, !rhs.isEmpty { rhs += " * \(formatted(multiplier))" }
        let constant = constant(for: own, in: item.effectiveLayoutDirection)
        if rhs.isEmpty {
            rhs = formatted(constant)
        } else if constant != 0 {
            rhs += constant > 0 ? " + \(formatted(constant))" : " - \(formatted(-constant))"
        }
        return "\(item.debugName).\(own) \(relation) \(rhs)"
    }

    /// `Label(tag: 1).top == Brik.bottom + 1 ^high`: the relations (joined by `,`) and
    /// the priority when not required, without the label and location.
    public var relationDescription: String {
        let text = attributes.indices.map(memberDescription).joined(separator: ", ")
        return priority.isRequired ? text : text + " ^\(priority)"
    }

    /// `Label(tag: 1).top == Brik.bottom + 1 ^high "gap" (Page.swift:12)`, the
    /// attributes joined by `,` when there are several.
    public var description: String {
        var text = attributes.indices.map(memberDescription).joined(separator: ", ")
        if !priority.isRequired { text += " ^\(priority)" }
        if let label { text += " \"\(label)\"" }
        return text + " (\(location))"
    }

    /// Tells the container to lay out again.
    private func changed() {
        container?.constraintsDidChange()
    }
}
