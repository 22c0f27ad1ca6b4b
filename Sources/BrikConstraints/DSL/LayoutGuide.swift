import BrikCore
import BrikRendering
import BrikSolver

/// An invisible rectangle owned by a ``Brik`` that constraints place and target, as
/// UIKit's `UILayoutGuide`: a column to share, the gap between two bricks, a region
/// several bricks align to, without a brick to draw, focus or click.
///
/// ```swift
/// let gap = LayoutGuide()
/// screen.addLayoutGuide(gap)
/// gap.snp.makeConstraints { make in
///     make.left.equalTo(name.snp.right)
///     make.right.equalTo(value.snp.left)
///     make.top.height.equalTo(name)
/// }
/// marker.snp.makeConstraints { $0.centerX.equalTo(gap) ; $0.top.equalTo(gap) }
/// ```
///
/// A guide has `snp` like a brick (make, update, remake, remove, prepare), is a target
/// like a brick (`equalTo(gap)`, `gap.snp.right`), and is solved with the owning Brik's
/// children; after layout its ``Brick/frame`` is its rectangle, in screen cells like every
/// frame. It is not one of the Brik's ``Brick/children``: no stack arranges it, nothing
/// draws it, no focus or click lands on it.
@MainActor
public final class LayoutGuide: Brick {
    /// What places a guide: constraints, or the owning Brik itself.
    enum Kind {
        /// Its own constraints.
        case custom
        /// The owner's content area inset by its ``Brick/layoutMargins``.
        case layoutMargins
        /// The owner's content area (a terminal has no notch or home indicator).
        case safeArea
    }

    let kind: Kind

    /// A guide with no constraints yet; add it to a Brik with ``Brik/addLayoutGuide(_:)``.
    public override init() {
        kind = .custom
        super.init()
    }

    init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// The Brik the guide belongs to (UIKit's `owningView`), nil until added.
    public var owningBrik: Brik? { parent as? Brik }

    /// A guide takes no room of its own: constraints alone size it.
    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size { .zero }

    /// No intrinsic size on either axis (no hugging, no compression resistance).
    public override func hasIntrinsicSize(along axis: Axis) -> Bool { false }

    /// Nothing is drawn.
    public override func draw(into canvas: inout Canvas, context: DrawContext) {}
}

extension Brik {
    /// Adds `guide` to this Brik: its constraints live here and relate it to this Brik and
    /// its children. A guide in another Brik moves.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.kind == .custom else { return }
        if let owner = guide.owningBrik {
            if owner === self { return }
            owner.removeLayoutGuide(guide)
        }
        adoptDecoration(guide)
        constraintEngine.guides.append(guide)
        constraintsDidChange()
    }

    /// Takes `guide` out of this Brik with its constraints; constraints of others that
    /// target it are reported as unrelatable from the next layout.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard constraintEngine.guides.contains(where: { $0 === guide }) else { return }
        constraintEngine.removeAll(of: guide)
        constraintEngine.guides.removeAll { $0 === guide }
        releaseDecoration(guide)
        constraintsDidChange()
    }

    /// The guides added with ``addLayoutGuide(_:)``, in order.
    public var layoutGuides: [LayoutGuide] {
        constraintEngine.guides.filter { $0.kind == .custom }
    }

    /// The content area inset by ``Brick/layoutMargins`` (UIKit's `layoutMarginsGuide`),
    /// placed by the Brik: constrain children to it (`make.edges.equalTo(brik.layoutMarginsGuide)`
    /// or `make.top.equalToSuperview { $0.layoutMarginsGuide }`).
    public var layoutMarginsGuide: LayoutGuide { systemGuide(.layoutMargins) }

    /// The whole content area (UIKit's `safeAreaLayoutGuide`): a terminal has no notch,
    /// so it is the content area itself, kept so SnapKit code that targets it ports as it is.
    public var safeAreaLayoutGuide: LayoutGuide { systemGuide(.safeArea) }

    private func systemGuide(_ kind: LayoutGuide.Kind) -> LayoutGuide {
        if let guide = constraintEngine.guides.first(where: { $0.kind == kind }) { return guide }
        let guide = LayoutGuide(kind: kind)
        adoptDecoration(guide)
        constraintEngine.guides.append(guide)
        constraintsDidChange()
        return guide
    }
}

extension ConstraintEngine {
    /// The required constraints that place a guide the Brik places itself (its margins or
    /// safe area), none for a custom guide.
    func systemConstraints(of guide: LayoutGuide, vars: Unknowns, margins: EdgeInsets) -> [Constraint] {
        let insets: EdgeInsets
        switch guide.kind {
        case .custom: return []
        case .layoutMargins: insets = margins
        case .safeArea: insets = .zero
        }
        let name = "\(container.debugName).\(guide.kind == .safeArea ? "safeArea" : "layoutMargins")Guide"
        return [
            Constraint(Expression(vars.left), .equal, Expression(Double(insets.left)), label: "\(name).left"),
            Constraint(Expression(vars.top), .equal, Expression(Double(insets.top)), label: "\(name).top"),
            Constraint(
                Expression(vars.width), .equal,
                Expression(terms: [Term(containerWidthVariable)], constant: -Double(insets.horizontal)),
                label: "\(name).width"),
            Constraint(
                Expression(vars.height), .equal,
                Expression(terms: [Term(containerHeightVariable)], constant: -Double(insets.vertical)),
                label: "\(name).height"),
        ]
    }
}
