import BrikRendering
import ScreenTesting
import Testing

@testable import BrikConstraints
@testable import BrikCore

/// SnapKit's margin attributes, layout guides, closure targets, number targets,
/// strideable priorities, labels and distribution helpers, as exact frames.
@MainActor
@Suite struct ConstraintMarginsAndGuidesTests {
    @Test func marginAttributesOfTheSuperviewAreItsContentAreaInsetByItsMargins() {
        let box = Brick()
        let container = constrained(40, 20, box) { superview in
            superview.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            box.snp.makeConstraints { $0.edges.equalTo(superview.snp.margins) }
        }
        #expect(box.frame == r(2, 1, 34, 16))
        #expect(container.constraintIssues.isEmpty)
    }

    @Test func aChildsOwnMarginsMoveItsMarginAnchorsInward() {
        let card = Brick()
        let dot = Brick()
        _ = constrained(30, 10, card, dot) { _ in
            card.layoutMargins = EdgeInsets(top: 1, left: 3, bottom: 1, right: 3)
            card.snp.makeConstraints { make in
                make.left.top.equalToSuperview()
                make.size.equalTo(Size(width: 20, height: 6))
            }
            dot.snp.makeConstraints { make in
                make.left.equalTo(card.snp.leftMargin)
                make.right.equalTo(card.snp.rightMargin)
                make.top.equalTo(card.snp.topMargin)
                make.bottom.equalTo(card.snp.bottomMargin)
            }
        }
        #expect(dot.frame == r(3, 1, 14, 4))
    }

    @Test func marginsOfTheConstrainedBrickAreItsOwn() {
        let box = Brick()
        _ = constrained(30, 10, box) { _ in
            box.layoutMargins = EdgeInsets(top: 0, left: 2, bottom: 0, right: 0)
            // box.leftMargin (left + 2) sits at the superview's left: box.left is -2.
            box.snp.makeConstraints { make in
                make.leftMargin.equalToSuperview()
                make.top.equalToSuperview()
                make.size.equalTo(Size(width: 6, height: 2))
            }
        }
        #expect(box.frame == r(-2, 0, 6, 2))
    }

    @Test func centerWithinMarginsIsTheCentreOfTheMarginBox() {
        let box = Brick()
        _ = constrained(40, 20, box) { superview in
            superview.layoutMargins = EdgeInsets(top: 0, left: 10, bottom: 4, right: 0)
            box.snp.makeConstraints { make in
                make.center.equalTo(superview.snp.centerWithinMargins)
                make.size.equalTo(Size(width: 10, height: 4))
            }
        }
        // Margin box: x 10..<40 (centre 25), y 0..<16 (centre 8).
        #expect(box.frame == r(20, 6, 10, 4))
    }

    @Test func edgesPairWithMarginsMemberByMemberAndMismatchedSetsAreReported() {
        let a = Brick()
        let b = Brick()
        let c = Brick()
        let container = constrained(40, 20, a, b, c) { superview in
            a.layoutMargins = EdgeInsets(all: 2)
            a.snp.makeConstraints { make in
                make.left.top.equalToSuperview()
                make.size.equalTo(Size(width: 20, height: 10))
            }
            // margins ← edges: b's margin box is a's frame.
            b.layoutMargins = EdgeInsets(all: 1)
            b.snp.makeConstraints { $0.margins.equalTo(a.snp.edges) }
            // edges ← margins, with the directional spellings.
            c.snp.makeConstraints { $0.directionalEdges.equalTo(a.snp.directionalMargins) }
        }
        #expect(b.frame == r(-1, -1, 22, 12))
        #expect(c.frame == r(2, 2, 16, 6))
        #expect(container.constraintIssues.isEmpty)
        let d = Brick()
        let reported = constrained(10, 5, d) { _ in
            d.snp.makeConstraints { $0.edges.equalToSuperview() }
            d.snp.makeConstraints { $0.size.equalTo(d.snp.horizontalEdges) }
        }
        #expect(reported.constraintIssues.contains { $0.contains("mismatched attributes") })
    }

    @Test func directionalMarginsFollowTheDirection() {
        let box = Brick()
        let container = constrained(30, 4, box) { superview in
            superview.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 1)
            box.snp.makeConstraints { make in
                make.leading.equalTo(superview.snp.leadingMargin)
                make.top.equalToSuperview()
                make.size.equalTo(Size(width: 4, height: 1))
            }
        }
        #expect(box.frame == r(5, 0, 4, 1))
        #expect(container.layoutMargins == EdgeInsets(top: 0, left: 5, bottom: 0, right: 1))
        container.layoutDirection = .rightToLeft
        #expect(container.layoutMargins == EdgeInsets(top: 0, left: 1, bottom: 0, right: 5))
        _ = renderCanvas(container, width: 30, height: 4)
        #expect(box.frame == r(21, 0, 4, 1))
    }

    @Test func aLayoutGuideIsSolvedAndTargetedLikeABrickButIsNoChild() {
        let name = Block(6, 1, "n")
        let value = Block(4, 1, "v")
        let marker = Block(1, 1, "^")
        let gap = LayoutGuide()
        let container = constrained(30, 3, name, value, marker) { superview in
            superview.addLayoutGuide(gap)
            name.snp.makeConstraints { $0.left.top.equalToSuperview() }
            value.snp.makeConstraints { $0.right.top.equalToSuperview() }
            gap.snp.makeConstraints { make in
                make.left.equalTo(name.snp.right)
                make.right.equalTo(value.snp.left)
                make.top.height.equalTo(name)
            }
            marker.snp.makeConstraints { make in
                make.centerX.equalTo(gap)
                make.top.equalTo(gap.snp.bottom).offset(1)
            }
        }
        #expect(gap.frame == r(6, 0, 20, 1))
        #expect(marker.frame == r(16, 2, 1, 1))
        #expect(container.layoutGuides.count == 1)
        #expect(gap.owningBrik === container)
        #expect(!container.children.contains { $0 === gap })
        #expect(container.constraintIssues.isEmpty)
        expectScreen(
            renderCanvas(container, width: 30, height: 3).plainLines.map(\.trimmingTrailingSpaces),
            ["nnnnnn                    vvvv", "", "                ^"])
        // Removed, its constraints go and those that target it are reported.
        container.removeLayoutGuide(gap)
        #expect(gap.owningBrik == nil)
        #expect(gap.snp.constraints.isEmpty)
        _ = renderCanvas(container, width: 30, height: 3)
        #expect(container.constraintIssues.contains { $0.contains("LayoutGuide") })
    }

    @Test func guidesHaveTheFullLifecycle() {
        let guide = LayoutGuide()
        let box = Brick()
        let container = constrained(20, 10, box) { superview in
            superview.addLayoutGuide(guide)
            guide.snp.makeConstraints { make in
                make.left.top.equalToSuperview().offset(2)
                make.size.equalTo(Size(width: 5, height: 3))
            }
            box.snp.makeConstraints { $0.edges.equalTo(guide) }
        }
        #expect(box.frame == r(2, 2, 5, 3))
        guide.snp.updateConstraints { $0.size.equalTo(Size(width: 8, height: 3)) }
        _ = renderCanvas(container, width: 20, height: 10)
        #expect(box.frame == r(2, 2, 8, 3))
        guide.snp.remakeConstraints { $0.edges.equalToSuperview().inset(1) }
        _ = renderCanvas(container, width: 20, height: 10)
        #expect(box.frame == r(1, 1, 18, 8))
        let prepared = guide.snp.prepareConstraints { $0.width.equalTo(4) }
        #expect(prepared.allSatisfy { !$0.isActive })
        guide.snp.removeConstraints()
        #expect(guide.snp.constraints.isEmpty)
    }

    @Test func theMarginsGuideAndSafeAreaGuideAreTheContentAreaInsetAndWhole() {
        let a = Brick()
        let b = Brick()
        let container = constrained(30, 10, a, b) { superview in
            superview.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
            a.snp.makeConstraints { make in
                make.top.left.equalToSuperview { $0.layoutMarginsGuide }
                make.size.equalTo(Size(width: 3, height: 1))
            }
            b.snp.makeConstraints { make in
                make.bottom.right.equalToSuperview { $0.safeAreaLayoutGuide }
                make.size.equalTo(Size(width: 3, height: 1))
            }
        }
        #expect(a.frame == r(2, 1, 3, 1))
        #expect(b.frame == r(27, 9, 3, 1))
        #expect(container.layoutMarginsGuide.frame == r(2, 1, 26, 8))
        #expect(container.layoutMarginsGuide === container.layoutMarginsGuide)
        #expect(container.layoutGuides.isEmpty)
        #expect(container.constraintIssues.isEmpty)
    }

    @Test func closureTargetsMayPickAnAnchorOrANumber() {
        let box = Brick()
        _ = constrained(30, 10, box) { _ in
            box.snp.makeConstraints { make in
                make.top.equalToSuperview { $0.snp.centerY }
                make.left.greaterThanOrEqualToSuperview { _ in 4 }
                make.right.lessThanOrEqualToSuperview { $0.snp.right }.offset(-2)
                make.height.equalTo(2)
                make.width.equalTo(100).priority(.low)
            }
        }
        #expect(box.frame == r(4, 5, 24, 2))
    }

    @Test func unsignedAndFloatTargetsAndModifiers() {
        let box = Brick()
        _ = constrained(30, 10, box) { _ in
            box.snp.makeConstraints { make in
                make.left.equalTo(UInt(3))
                make.top.equalTo(Float(2))
                make.width.equalToSuperview().multipliedBy(Float(0.5))
                make.height.equalTo(UInt(1)).offset(UInt(1)).priority(UInt(1000))
            }
        }
        #expect(box.frame == r(3, 2, 15, 2))
    }

    @Test func prioritiesStride() {
        #expect((ConstraintPriority.high + 1).value == 751)
        #expect((ConstraintPriority.required - 1).value == 999)
        #expect(ConstraintPriority.high.advanced(by: 10) == 760)
        #expect(ConstraintPriority.low.distance(to: .high) == 500)
        #expect((ConstraintPriority.required + 5).value == 1000)
        #expect(Array(stride(from: ConstraintPriority.low, to: .medium, by: 125)) == [250, 375])
        // The numbers' own + still reads as before.
        #expect([1.5, 2.5].reduce(0, +) == 4)
        // A priority just above high wins over high.
        let box = Brick()
        _ = constrained(30, 5, box) { _ in
            box.snp.makeConstraints { make in
                make.left.top.equalToSuperview()
                make.height.equalTo(1)
                make.width.equalTo(8).priority(.high)
                make.width.equalTo(12).priority(.high + 1)
            }
        }
        #expect(box.frame.width == 12)
    }

    @Test func labelsNameBricksInDescriptionsAndReports() {
        let title = Label("Title")
        let container = constrained(20, 5, title) { _ in
            title.snp.setLabel("title")
            title.snp.makeConstraints { make in
                make.left.top.equalToSuperview()
                make.width.equalTo(30)
                make.right.lessThanOrEqualToSuperview()
            }
        }
        #expect(title.snp.label() == "title")
        #expect(title.debugName == "Label:title")
        #expect(
            title.snp.constraints.first?.relationDescription
                == "Label:title.left == superview.left, Label:title.top == superview.top")
        #expect(container.constraintIssues.contains { $0.contains("conflict") && $0.contains("Label:title.") })
        title.snp.setLabel(nil)
        #expect(title.snp.label() == nil)
        #expect(title.debugName == "Label")
    }

    @Test func distributeWithFixedSpacingMakesEqualLengths() {
        let bricks = (0..<3).map { _ in Brick() }
        let container = Brik { _ in bricks }
        for brick in bricks {
            brick.snp.makeConstraints {
                $0.top.equalToSuperview(); $0.height.equalTo(1)
            }
        }
        bricks.distribute(along: .horizontal, spacing: 2, leading: 1, trailing: 1)
        _ = renderCanvas(container, width: 30, height: 3)
        // 30 − 1 − 1 − 2×2 = 24: three of 8.
        #expect(bricks.map(\.frame) == [r(1, 0, 8, 1), r(11, 0, 8, 1), r(21, 0, 8, 1)])
        #expect(container.constraintIssues.isEmpty)
        // Again: it replaces, it does not add.
        bricks.distribute(along: .horizontal, spacing: 0)
        _ = renderCanvas(container, width: 30, height: 3)
        #expect(bricks.map(\.frame) == [r(0, 0, 10, 1), r(10, 0, 10, 1), r(20, 0, 10, 1)])
        #expect(container.constraintIssues.isEmpty)
        // Right to left, the first is on the right.
        container.layoutDirection = .rightToLeft
        _ = renderCanvas(container, width: 30, height: 3)
        #expect(bricks.map(\.frame) == [r(20, 0, 10, 1), r(10, 0, 10, 1), r(0, 0, 10, 1)])
    }

    @Test func distributeWithFixedLengthsMakesEqualGaps() {
        let bricks = (0..<3).map { _ in Brick() }
        let container = Brik { _ in bricks }
        for brick in bricks {
            brick.snp.makeConstraints {
                $0.left.equalToSuperview(); $0.width.equalTo(4)
            }
        }
        bricks.distribute(along: .vertical, itemLength: 2, leading: 1, trailing: 1)
        _ = renderCanvas(container, width: 10, height: 20)
        // 20 − 1 − 1 − 3×2 = 12 rows of gaps: two of 6.
        #expect(bricks.map(\.frame) == [r(0, 1, 4, 2), r(0, 9, 4, 2), r(0, 17, 4, 2)])
        #expect(container.layoutGuides.count == 2)
        #expect(container.constraintIssues.isEmpty)
        bricks.distribute(along: .vertical, itemLength: 1)
        _ = renderCanvas(container, width: 10, height: 21)
        #expect(bricks.map(\.frame) == [r(0, 0, 4, 1), r(0, 10, 4, 1), r(0, 20, 4, 1)])
        #expect(container.layoutGuides.count == 2)
    }

    @Test func distributingBricksOfDifferentParentsIsReportedAndDoesNothing() {
        let a = Brick()
        let b = Brick()
        _ = Brik { _ in a }
        _ = Brik { _ in b }
        [a, b].distribute(along: .horizontal, spacing: 1)
        #expect(a.snp.constraints.isEmpty && b.snp.constraints.isEmpty)
    }
}
