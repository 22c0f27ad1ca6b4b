import BrikCore
import BrikRendering

@MainActor
extension Array where Element: Brick {
    /// Lays the bricks out one after another along `axis`, in order, `spacing` cells apart
    /// and equally long, from `leading` cells inside their parent's leading edge (top, for a
    /// column) to `trailing` cells inside its trailing (bottom) edge: the SnapKit extension's
    /// `distributeViewsAlong(axisType:fixedSpacing:leadSpacing:tailSpacing:)`.
    ///
    /// The bricks must be children of one ``Brik``; their place across the axis is yours to
    /// constrain. Right to left, a row starts at the right. Calling it again replaces the
    /// constraints it made before (they are labelled `distribute`).
    public func distribute(along axis: Axis, spacing: Int, leading: Int = 0, trailing: Int = 0) {
        guard let parent = sharedParent() else { return }
        removeDistribution(in: parent)
        let horizontal = axis == .horizontal
        for (index, brick) in enumerated() {
            brick.snp.makeConstraints { make in
                let start = horizontal ? make.leading : make.top
                if index == 0 {
                    start.equalToSuperview().offset(leading).labeled(Self.label)
                } else {
                    let previous = self[index - 1].snp
                    start.equalTo(horizontal ? previous.trailing : previous.bottom).offset(spacing).labeled(Self.label)
                    (horizontal ? make.width : make.height).equalTo(self[0]).labeled(Self.label)
                }
                if index == count - 1 {
                    (horizontal ? make.trailing : make.bottom).equalToSuperview().offset(-trailing).labeled(Self.label)
                }
            }
        }
    }

    /// Lays the bricks out along `axis`, in order, each `itemLength` cells long, with equal
    /// gaps between them, the first `leading` cells inside the parent's leading (top) edge
    /// and the last `trailing` cells inside its trailing (bottom) edge: the SnapKit
    /// extension's `distributeViewsAlong(axisType:fixedItemLength:leadSpacing:tailSpacing:)`.
    ///
    /// The gaps are ``LayoutGuide``s of the parent (equal widths, solved with the bricks);
    /// a gap that cannot be equal to a cell is rounded, edges staying in order. Calling it
    /// again replaces what it made before.
    public func distribute(along axis: Axis, itemLength: Int, leading: Int = 0, trailing: Int = 0) {
        guard let parent = sharedParent() else { return }
        removeDistribution(in: parent)
        let horizontal = axis == .horizontal
        for (index, brick) in enumerated() {
            brick.snp.makeConstraints { make in
                (horizontal ? make.width : make.height).equalTo(itemLength).labeled(Self.label)
                if index == 0 { (horizontal ? make.leading : make.top).equalToSuperview().offset(leading).labeled(Self.label) }
                if index == count - 1 {
                    (horizontal ? make.trailing : make.bottom).equalToSuperview().offset(-trailing).labeled(Self.label)
                }
            }
        }
        var first: LayoutGuide?
        for index in indices.dropLast() {
            let gap = LayoutGuide()
            gap.identifier = Self.label
            parent.addLayoutGuide(gap)
            let before = self[index].snp
            let after = self[index + 1].snp
            gap.snp.makeConstraints { make in
                if horizontal {
                    make.leading.equalTo(before.trailing).labeled(Self.label)
                    make.trailing.equalTo(after.leading).labeled(Self.label)
                    make.top.equalTo(before.top).labeled(Self.label)
                    make.height.equalTo(0).labeled(Self.label)
                    if let first { make.width.equalTo(first).labeled(Self.label) }
                } else {
                    make.top.equalTo(before.bottom).labeled(Self.label)
                    make.bottom.equalTo(after.top).labeled(Self.label)
                    make.left.equalTo(before.left).labeled(Self.label)
                    make.width.equalTo(0).labeled(Self.label)
                    if let first { make.height.equalTo(first).labeled(Self.label) }
                }
            }
            first = first ?? gap
        }
    }

    private static var label: String { "distribute" }

    /// The Brik all the bricks are children of; nil (reported) when they have none in common.
    private func sharedParent() -> Brik? {
        guard let parent = first?.parent as? Brik, allSatisfy({ $0.parent === parent }) else {
            if let brick = first {
                brick.application?.diagnostics.report(
                    .message("distribute(along:): the bricks must be children of one Brik; nothing was constrained"))
            }
            return nil
        }
        return parent
    }

    /// Takes out what an earlier `distribute` made among these bricks and their parent.
    private func removeDistribution(in parent: Brik) {
        for guide in parent.layoutGuides where guide.identifier == Self.label { parent.removeLayoutGuide(guide) }
        let engine = parent.constraintEngine
        for constraint in engine.constraints
        where constraint.label == Self.label && contains(where: { $0 === constraint.item }) {
            engine.remove(constraint)
        }
        parent.constraintsDidChange()
    }
}
