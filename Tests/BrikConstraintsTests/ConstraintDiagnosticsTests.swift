import BrikRendering
import Testing

@testable import BrikConstraints
@testable import BrikCore

/// Conflicts, under-constrained children, intrinsic sizes and animated changes.
@MainActor
@Suite struct ConstraintDiagnosticsTests {
    @Test func aRequiredConflictIsReportedAndTheLaterConstraintDropped() {
        let box = Brick().tag("box")
        let screen = Screen()
        screen.addChild(box)
        var narrowLine = 0
        var wideLine = 0
        box.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.height.equalTo(1)
            narrowLine = #line + 1
            make.width.equalTo(10).labeled("narrow")
            wideLine = #line + 1
            make.width.equalTo(20).labeled("wide")
        }
        let terminal = TestTerminal(root: screen, size: Size(width: 40, height: 5))
        #expect(box.frame == Rect(x: 0, y: 0, width: 10, height: 1))
        let file = "BrikConstraintsTests/ConstraintDiagnosticsTests.swift"
        let expected =
            "conflict: \"wide\" Brick(tag: box).width == 20 (\(file):\(wideLine)) cannot hold with "
            + "\"narrow\" Brick(tag: box).width == 10 (\(file):\(narrowLine)); dropped \"wide\""
        #expect(terminal.application.diagnostics.entries.map(\.description).contains(expected))
        #expect(screen.constraintIssues == [expected])
        #expect(screen.layoutConstraints.last?.issue == expected)
        // Deactivating the other side lets the dropped one hold at the next layout.
        screen.layoutConstraints.first { $0.label == "narrow" }?.deactivate()
        terminal.advance(by: .milliseconds(1))
        #expect(box.frame.width == 20)
        #expect(screen.constraintIssues.isEmpty)
    }

    @Test func aConflictThroughSeveralConstraintsNamesThemAll() {
        let a = Brick().tag("a"), b = Brick().tag("b")
        let brik = constrained(30, 3, a, b) { _ in
            a.snp.makeConstraints {
                $0.left.top.equalToSuperview(); $0.size.equalTo(Size(width: 20, height: 1))
            }
            b.snp.makeConstraints { make in
                make.top.equalToSuperview()
                make.left.equalTo(a.snp.right)
                make.height.equalTo(1)
                make.width.equalTo(15).labeled("too wide")
                make.right.lessThanOrEqualToSuperview()
            }
        }
        #expect(brik.constraintIssues.count == 1)
        let report = brik.constraintIssues.first ?? ""
        // The container's width is an edit variable; a probe at its real width finds the
        // set, and the latest constraint in it is dropped.
        #expect(report.hasPrefix("conflict: Brick(tag: b).right <= superview.right"))
        #expect(report.hasSuffix("the container's width 30; dropped it"))
        #expect(report.contains("Brick(tag: a).width == 20"))
        #expect(report.contains("\"too wide\" Brick(tag: b).width == 15"))
        #expect(report.contains("Brick(tag: b).left == Brick(tag: a).right"))
        #expect(b.frame == Rect(x: 20, y: 0, width: 15, height: 1))
    }

    @Test func anUnderConstrainedChildSitsAtTheOriginAtItsIntrinsicSize() {
        let placed = Label("placed"), loose = Label("loose")
        let brik = constrained(30, 5, placed, loose) { _ in
            placed.snp.makeConstraints { $0.right.bottom.equalToSuperview() }
            loose.snp.makeConstraints { $0.height.equalTo(2) }
        }
        #expect(placed.frame == Rect(x: 24, y: 4, width: 6, height: 1))
        #expect(loose.frame == Rect(x: 0, y: 0, width: 5, height: 2))
        #expect(
            brik.constraintIssues == [
                "Label in Brik has no horizontal or vertical position constraint: placed at the container's origin at its intrinsic size"
            ])
    }

    @Test func huggingAndCompressionResistance() {
        let hugged = Label("Hello"), squeezed = Label("Hello world"), loose = Label("Hi")
        let brik = constrained(8, 6, hugged, squeezed, loose) { _ in
            hugged.snp.makeConstraints { make in
                make.left.top.equalToSuperview()
                make.right.lessThanOrEqualToSuperview()
            }
            squeezed.snp.makeConstraints { make in
                make.top.equalTo(hugged.snp.bottom)
                make.left.right.equalToSuperview()
            }
            loose.snp.makeConstraints { make in
                make.top.equalTo(squeezed.snp.bottom)
                make.left.equalToSuperview()
                make.width.equalTo(6).priority(.medium)
            }
        }
        // Hugging keeps the width at 5; required edges beat compression, and the
        // squeezed label's height is measured again at its 8 columns (2 lines).
        #expect(hugged.frame == Rect(x: 0, y: 0, width: 5, height: 1))
        #expect(squeezed.frame == Rect(x: 0, y: 1, width: 8, height: 2))
        // A label hugs at 750: a medium width does not stretch it.
        #expect(loose.frame == Rect(x: 0, y: 3, width: 2, height: 1))
        loose.snp.setContentHuggingPriority(.low, for: .horizontal)
        _ = renderCanvas(brik, width: 8, height: 6)
        #expect(loose.frame.width == 6)
        loose.snp.updateConstraints { $0.width.equalTo(1).priority(.medium) }
        _ = renderCanvas(brik, width: 8, height: 6)
        #expect(loose.frame.width == 2)
        loose.snp.setContentCompressionResistancePriority(.low, for: .horizontal)
        _ = renderCanvas(brik, width: 8, height: 6)
        #expect(loose.frame.width == 1)
    }

    @Test func constraintsOnABrickOutsideABrikAreReportedNotApplied() {
        let label = Label("x")
        let box = Box(style: .single, padding: .zero) { _ in label }
        let terminal = TestTerminal(root: box, size: Size(width: 10, height: 3))
        let line = #line + 1
        label.snp.makeConstraints { $0.width.equalTo(3) }
        terminal.advance(by: .milliseconds(1))
        let expected =
            "constraint Label.width == 3 (BrikConstraintsTests/ConstraintDiagnosticsTests.swift:\(line)) ignored: "
            + "its parent is Box, not a Brik"
        #expect(terminal.application.diagnostics.entries.map(\.description) == [expected])
        #expect(label.snp.constraints.isEmpty)
        #expect(label.frame == Rect(x: 1, y: 1, width: 8, height: 1))
    }

    /// A stack is a Brik but places its children itself: a constraint on one of them
    /// is reported where the stack's constraints are, not dropped in silence.
    @Test func constraintsOnAStacksArrangedChildAreReportedNotApplied() {
        let label = Label("x")
        let stack = VBrik(alignment: .fill) { _ in label }
        let terminal = TestTerminal(root: stack, size: Size(width: 10, height: 2))
        let line = #line + 1
        label.snp.makeConstraints { $0.width.equalTo(3) }
        terminal.advance(by: .milliseconds(1))
        let expected =
            "constraint Label.width == 3 (BrikConstraintsTests/ConstraintDiagnosticsTests.swift:\(line)) ignored: "
            + "Label is arranged by VBrik, which places its children itself "
            + "(constrain the container's own size, or wrap the child in a Brik)"
        #expect(stack.constraintIssues == [expected])
        #expect(terminal.application.diagnostics.entries.map(\.description) == [expected])
        #expect(label.frame == Rect(x: 0, y: 0, width: 10, height: 2))
    }

    @Test func animatedChangesMoveInSteps() {
        let box = Brick()
        let screen = Screen()
        screen.addChild(box)
        var left: LayoutConstraint?
        box.snp.makeConstraints { make in
            left = make.left.equalToSuperview().constraint
            make.top.equalToSuperview()
            make.size.equalTo(Size(width: 4, height: 1))
        }
        let terminal = TestTerminal(root: screen, size: Size(width: 20, height: 3))
        #expect(box.frame.x == 0)
        screen.animateConstraints(duration: .milliseconds(400), steps: 4) { left?.update(offset: 10) }
        terminal.advance(by: .milliseconds(1))
        #expect(box.frame.x == 0)
        var seen: [Int] = []
        for _ in 0..<4 {
            terminal.advance(by: .milliseconds(100))
            seen.append(box.frame.x)
        }
        // 2.5 and 7.5 round away from zero.
        #expect(seen == [3, 5, 8, 10])
        #expect(box.frame.width == 4)
        #expect(!screen.isAnimatingConstraints)
    }

    @Test func animatingWithoutAnApplicationJumps() {
        let box = Brick()
        let brik = constrained(20, 3, box) { _ in
            box.snp.makeConstraints {
                $0.left.top.equalToSuperview(); $0.size.equalTo(2)
            }
        }
        brik.animateConstraints { box.snp.updateConstraints { $0.left.equalToSuperview().offset(6) } }
        _ = renderCanvas(brik, width: 20, height: 3)
        #expect(box.frame.x == 6)
    }

    @Test func fittingSizeOfAConstrainedBrik() {
        let label = Label("Hello")
        let brik = Brik { _ in label }
        label.snp.makeConstraints { $0.edges.equalToSuperview().inset(1) }
        #expect(brik.sizeThatFits(ProposedSize(width: 40, height: 10)) == Size(width: 7, height: 3))
        let screen = Screen()
        brik.add(in: screen, constraints: .center)
        _ = renderCanvas(screen, width: 21, height: 5)
        #expect(label.frame == Rect(x: 8, y: 2, width: 5, height: 1))
    }
}
