import BrikRendering
import Testing

@testable import BrikConstraints
@testable import BrikCore

/// make / update / remake / remove, kept references and priority changes.
@MainActor
@Suite struct ConstraintLifecycleTests {
    func layout(_ brik: Brik, _ width: Int = 40, _ height: Int = 10) {
        _ = renderCanvas(brik, width: width, height: height)
    }

    @Test func updateChangesTheConstantInPlace() {
        let box = Brick()
        let brik = constrained(40, 10, box) { _ in
            box.snp.makeConstraints { make in
                make.left.top.equalToSuperview()
                make.width.equalTo(10)
                make.height.equalTo(2)
            }
        }
        #expect(box.frame.width == 10)
        box.snp.updateConstraints { $0.width.equalTo(20) }
        layout(brik)
        #expect(box.frame.width == 20)
        #expect(box.snp.constraints.count == 3)
    }

    @Test func updateCreatesWhatDoesNotExist() {
        let box = Brick()
        let brik = constrained(40, 10, box) { _ in
            box.snp.makeConstraints {
                $0.left.top.equalToSuperview(); $0.size.equalTo(3)
            }
        }
        box.snp.updateConstraints { make in
            make.left.equalToSuperview().offset(5)
            make.width.equalTo(7).priority(.high)
        }
        layout(brik)
        // `left` is split out of `left.top` and `width` out of `size`, and replaced.
        #expect(box.frame == Rect(x: 5, y: 0, width: 7, height: 3))
        #expect(box.snp.constraints.map(\.attributes) == [[.top], [.height], [.left], [.width]])
        box.snp.updateConstraints { $0.size.equalTo(Size(width: 9, height: 1)).priority(.medium) }
        layout(brik)
        #expect(box.frame == Rect(x: 5, y: 0, width: 9, height: 1))
        #expect(box.snp.constraints.map(\.attributes) == [[.top], [.left], [.width, .height]])
    }

    @Test func updateCanChangeTheMultiplierAndRelation() {
        let box = Brick()
        let brik = constrained(40, 10, box) { _ in
            box.snp.makeConstraints { make in
                make.left.top.equalToSuperview()
                make.height.equalTo(1)
                make.width.equalToSuperview().multipliedBy(0.5)
            }
        }
        #expect(box.frame.width == 20)
        box.snp.updateConstraints { $0.width.equalToSuperview().multipliedBy(0.25) }
        layout(brik)
        #expect(box.frame.width == 10)
    }

    @Test func remakeReplacesEverything() {
        let box = Brick()
        let brik = constrained(40, 10, box) { _ in
            box.snp.makeConstraints {
                $0.top.left.equalTo(10); $0.size.equalTo(4)
            }
        }
        #expect(box.frame == Rect(x: 10, y: 10 - 10 + 10, width: 4, height: 4).offsetBy(dx: 0, dy: 0))
        box.snp.remakeConstraints { make in
            make.size.equalTo(4)
            make.bottom.right.equalToSuperview().offset(-1)
        }
        layout(brik)
        #expect(box.frame == Rect(x: 35, y: 5, width: 4, height: 4))
        #expect(box.snp.constraints.count == 2)
    }

    @Test func removingAllConstraintsGoesBackToPlacement() {
        let box = Brick()
        let brik = constrained(40, 10, box) { _ in
            box.snp.makeConstraints {
                $0.left.top.equalTo(1); $0.size.equalTo(2)
            }
        }
        #expect(box.frame == Rect(x: 1, y: 1, width: 2, height: 2))
        box.snp.removeConstraints()
        layout(brik)
        #expect(box.frame == Rect(x: 0, y: 0, width: 40, height: 10))
        #expect(brik.layoutConstraints.isEmpty)
    }

    @Test func keptReferencesUpdateDeactivateAndActivate() {
        let box = Brick()
        var top: LayoutConstraint?
        var line = 0
        let brik = constrained(40, 10, box) { _ in
            box.snp.makeConstraints { make in
                line = #line + 1
                top = make.top.equalToSuperview().offset(2).labeled("top gap").constraint
                make.left.equalToSuperview()
                make.size.equalTo(3)
            }
        }
        #expect(box.frame.y == 2)
        top?.update(offset: 5)
        layout(brik)
        #expect(box.frame.y == 5)
        top?.deactivate()
        layout(brik)
        #expect(box.frame.y == 0)
        #expect(top?.isActive == false)
        top?.activate()
        layout(brik)
        #expect(box.frame.y == 5)
        #expect(
            top?.description
                == "Brick.top == superview.top + 5 \"top gap\" (BrikConstraintsTests/ConstraintLifecycleTests.swift:\(line))")
    }

    @Test func prioritiesChangeInEveryDirection() {
        let box = Brick()
        var wide: LayoutConstraint?
        let brik = constrained(40, 10, box) { _ in
            box.snp.makeConstraints { make in
                make.left.top.equalToSuperview()
                make.height.equalTo(1)
                make.width.equalTo(10).priority(.medium)
                wide = make.width.equalTo(30).priority(.low).constraint
            }
        }
        #expect(box.frame.width == 10)
        wide?.update(priority: .high)
        layout(brik)
        #expect(box.frame.width == 30)
        wide?.update(priority: .required)
        layout(brik)
        #expect(box.frame.width == 30)
        wide?.update(priority: 100)
        layout(brik)
        #expect(box.frame.width == 10)
    }

    @Test func roundingNeverOpensAGapOrOverlap() {
        let a = Brick(), b = Brick()
        let brik = constrained(11, 2, a, b) { _ in
            a.snp.makeConstraints { make in
                make.left.top.bottom.equalToSuperview()
                make.width.equalToSuperview().multipliedBy(0.5)
            }
            b.snp.makeConstraints { make in
                make.left.equalTo(a.snp.right)
                make.right.top.bottom.equalToSuperview()
            }
        }
        // 5.5 rounds to 6 for both a's right and b's left: 6 + 5 = 11.
        #expect(a.frame == Rect(x: 0, y: 0, width: 6, height: 2))
        #expect(b.frame == Rect(x: 6, y: 0, width: 5, height: 2))
        for width in 5...30 {
            layout(brik, width, 2)
            #expect(a.frame.maxX == b.frame.minX)
            #expect(b.frame.maxX == width)
        }
    }

    @Test func resizingReSolvesThroughTheEditVariables() {
        let box = Brick()
        let screen = Screen()
        screen.addChild(box)
        box.snp.makeConstraints { $0.edges.equalToSuperview().inset(1) }
        let terminal = TestTerminal(root: screen, size: Size(width: 20, height: 6))
        #expect(box.frame == Rect(x: 1, y: 1, width: 18, height: 4))
        let rebuilds = screen.constraintEngine.rebuildCount
        terminal.resize(to: Size(width: 30, height: 8))
        #expect(box.frame == Rect(x: 1, y: 1, width: 28, height: 6))
        #expect(screen.constraintEngine.rebuildCount == rebuilds)
    }

    @Test func aWrappedLabelSettlesWithoutRebuildingEveryFrame() {
        let label = Label("Hello world")
        let screen = Screen()
        screen.addChild(label)
        label.snp.makeConstraints {
            $0.left.top.equalToSuperview(); $0.width.equalTo(6)
        }
        let terminal = TestTerminal(root: screen, size: Size(width: 20, height: 4))
        #expect(label.frame == Rect(x: 0, y: 0, width: 6, height: 2))
        let rebuilds = screen.constraintEngine.rebuildCount
        screen.setNeedsLayout()
        terminal.advance(by: .milliseconds(1))
        #expect(label.frame == Rect(x: 0, y: 0, width: 6, height: 2))
        #expect(screen.constraintEngine.rebuildCount == rebuilds)
    }

    @Test func aChangedIntrinsicSizeRebuildsTheLayout() {
        let label = Label("Hi")
        let screen = Screen()
        screen.addChild(label)
        label.snp.makeConstraints { $0.right.bottom.equalToSuperview() }
        let terminal = TestTerminal(root: screen, size: Size(width: 20, height: 4))
        #expect(label.frame == Rect(x: 18, y: 3, width: 2, height: 1))
        label.text = "Hello"
        terminal.advance(by: .milliseconds(1))
        #expect(label.frame == Rect(x: 15, y: 3, width: 5, height: 1))
        #expect(terminal.screen[3] == "               Hello")
    }
}
