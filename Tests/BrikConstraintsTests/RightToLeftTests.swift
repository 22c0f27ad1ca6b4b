import BrikRendering
import ScreenTesting
import Testing

@testable import BrikConstraints
@testable import BrikCore

/// A right-to-left layout: leading and trailing, directional insets, `.natural` text and
/// stacks follow the direction set on the app or on a subtree.
@MainActor
@Suite struct RightToLeftTests {
    @Test func leadingAndTrailingSwapEdgesAndTheirConstantsCountInReadingDirection() {
        let box = Brick()
        let container = constrained(30, 4, box) { _ in
            box.snp.makeConstraints { make in
                make.leading.equalToSuperview().offset(2)
                make.trailing.lessThanOrEqualToSuperview().offset(-10)
                make.width.equalTo(40).priority(.low)
                make.top.equalToSuperview()
                make.height.equalTo(1)
            }
        }
        #expect(box.frame == r(2, 0, 18, 1))
        container.layoutDirection = .rightToLeft
        _ = renderCanvas(container, width: 30, height: 4)
        #expect(box.frame == r(10, 0, 18, 1))
        #expect(container.constraintIssues.isEmpty)
    }

    @Test func insetsOnLeadingAreOnThePhysicalEdgeItIs() {
        let a = Brick()
        let b = Brick()
        let container = constrained(30, 4, a, b) { _ in
            a.snp.makeConstraints { make in
                make.leading.equalToSuperview().inset(EdgeInsets(top: 0, left: 3, bottom: 0, right: 5))
                make.top.equalToSuperview()
                make.size.equalTo(Size(width: 4, height: 1))
            }
            b.snp.makeConstraints { make in
                make.directionalHorizontalEdges.equalToSuperview().inset(DirectionalEdgeInsets(leading: 1, trailing: 6))
                make.top.equalTo(2)
                make.height.equalTo(1)
            }
        }
        #expect(a.frame == r(3, 0, 4, 1))
        #expect(b.frame == r(1, 2, 23, 1))
        container.layoutDirection = .rightToLeft
        _ = renderCanvas(container, width: 30, height: 4)
        // SnapKit: a leading inset from EdgeInsets is the right inset right to left.
        #expect(a.frame == r(21, 0, 4, 1))
        // The directional inset stays on the leading (now right) side.
        #expect(b.frame == r(6, 2, 23, 1))
    }

    @Test func directionalInsetsAsTargetsAndOffsets() {
        let box = Brick()
        let container = constrained(20, 4, box) { _ in
            box.snp.makeConstraints { make in
                make.directionalEdges.equalTo(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 4))
            }
        }
        #expect(box.frame == r(2, 1, 14, 2))
        container.layoutDirection = .rightToLeft
        _ = renderCanvas(container, width: 20, height: 4)
        #expect(box.frame == r(4, 1, 14, 2))
        let updated = box.snp.constraints[0]
        updated.update(offset: DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1))
        _ = renderCanvas(container, width: 20, height: 4)
        // Offsets by insets go inward too: the leading (right) edge one more, the trailing one more.
        #expect(box.frame == r(5, 1, 12, 2))
    }

    @Test func anHBrikRunsFromTheRightAndAVBrikAlignsLeadingToTheRight() {
        let row = HBrik(spacing: 1) { _ in
            Block(3, 1, "a")
            Block(2, 1, "b")
            Block(1, 1, "c")
        }
        // The spare columns go to the children (they hug weakly), mirrored as a whole.
        expectScreen(layOut(row, width: 12, height: 1), ["aaaa bbbb cc"])
        row.layoutDirection = .rightToLeft
        expectScreen(layOut(row, width: 12, height: 1), ["cc bbbb aaaa"])
        let column = VBrik(alignment: .leading) { _ in
            Block(3, 1, "a")
            Block(5, 1, "b")
        }
        column.layoutDirection = .rightToLeft
        expectScreen(layOut(column, width: 8, height: 2), ["     aaa", "   bbbbb"])
        let trailing = VBrik(alignment: .trailing) { _ in Block(3, 1, "a") }
        trailing.layoutDirection = .rightToLeft
        expectScreen(layOut(trailing, width: 8, height: 1), ["aaa"])
    }

    @Test func naturalTextIsFlushRightRightToLeftAndTheOthersStay() {
        let natural = Label("שלום")
        let left = Label("left").textAlignment(.left)
        let column = VBrik(alignment: .fill) { _ in
            natural; left; Label("plain")
        }
        #expect(natural.alignment == .natural)
        expectScreen(layOut(column, width: 10, height: 3), ["שלום", "left", "plain"])
        column.layoutDirection = .rightToLeft
        expectScreen(layOut(column, width: 10, height: 3), ["      שלום", "left", "     plain"])
        #expect(TextAlignment.natural.resolved(for: .rightToLeft) == .right)
        #expect(TextAlignment.natural.resolved(for: .leftToRight) == .left)
        #expect(TextAlignment.center.resolved(for: .rightToLeft) == .center)
    }

    @Test func aSubtreeOverridesTheAppAndInheritsItOtherwise() {
        let inner = Label("in")
        let outer = VBrik(alignment: .fill) { _ in inner }
        let terminal = TestTerminal(root: VBrik(alignment: .fill) { _ in outer }, size: Size(width: 10, height: 1))
        #expect(inner.effectiveLayoutDirection == .leftToRight)
        expectScreen(terminal.screen, ["in"])
        terminal.application.layoutDirection = .rightToLeft
        #expect(inner.effectiveLayoutDirection == .rightToLeft)
        terminal.advance(by: .milliseconds(1))
        expectScreen(terminal.screen, ["        in"])
        outer.layoutDirection = .leftToRight
        #expect(inner.effectiveLayoutDirection == .leftToRight)
        terminal.advance(by: .milliseconds(1))
        expectScreen(terminal.screen, ["in"])
        outer.layoutDirection = nil
        #expect(inner.effectiveLayoutDirection == .rightToLeft)
        terminal.advance(by: .milliseconds(1))
        expectScreen(terminal.screen, ["        in"])
    }

    @Test func directionalInsetsConvert() {
        let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.edgeInsets(in: .leftToRight) == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(insets.edgeInsets(in: .rightToLeft) == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        for direction in LayoutDirection.allCases {
            #expect(insets.edgeInsets(in: direction).directional(in: direction) == insets)
        }
        #expect(ConstraintAttribute.leading.physical(in: .rightToLeft) == .right)
        #expect(ConstraintAttribute.trailingMargin.physical(in: .rightToLeft) == .leftMargin)
        #expect(ConstraintAttribute.centerX.physical(in: .rightToLeft) == .centerX)
    }
}

extension RightToLeftTests {
    @Test func aMultipliedLeadingIsMirroredAsAWhole() {
        let box = Brick()
        let container = constrained(40, 2, box) { _ in
            box.snp.makeConstraints { make in
                make.leading.equalTo(box.superviewAnchorForTests).multipliedBy(0.25)
                make.top.equalToSuperview()
                make.size.equalTo(Size(width: 4, height: 1))
            }
        }
        #expect(box.frame == r(10, 0, 4, 1))
        container.layoutDirection = .rightToLeft
        _ = renderCanvas(container, width: 40, height: 2)
        // A quarter of the way in from the right: right edge at 30.
        #expect(box.frame == r(26, 0, 4, 1))
    }
}

extension Brick {
    /// The parent's trailing anchor (the whole width, in reading direction).
    fileprivate var superviewAnchorForTests: ConstraintItem { parent!.snp.trailing }
}

extension RightToLeftTests {
    @Test func flippingTheAppDirectionRebuildsConstraintLayouts() {
        let label = Label("Name")
        let form = Brik { _ in label }
        label.snp.makeConstraints { $0.leading.top.equalToSuperview() }
        let terminal = TestTerminal(root: form, size: Size(width: 10, height: 1))
        expectScreen(terminal.screen, ["Name"])
        terminal.application.layoutDirection = .rightToLeft
        terminal.advance(by: .milliseconds(1))
        expectScreen(terminal.screen, ["      Name"])
        terminal.application.layoutDirection = .leftToRight
        terminal.advance(by: .milliseconds(1))
        expectScreen(terminal.screen, ["Name"])
    }
}
