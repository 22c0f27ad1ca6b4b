import BrikRendering
import ScreenTesting
import Testing

@testable import BrikConstraints
@testable import BrikCore

/// Brik's NSLayoutAnchor spelling, the `add(in:) { brick, children in … }` form and
/// SnapKit's older spellings, each the same as the SnapKit DSL they stand for.
@MainActor
@Suite struct ConstraintAnchorTests {
    @Test func anchorsInAConstraintsBlockAreActivatedByIt() {
        let a = Label("top"), b = Label("below")
        let brik = Brik { _ in
            a.tag(1)
            b.tag(2)
        }
        .constraints { brick, _ in
            brick[1].topAnchor.constraint(equalTo: brick.topAnchor, constant: 1)
            brick[1].leftAnchor.constraint(equalTo: brick.leftAnchor)
            brick[2].topAnchor.constraint(equalTo: brick[1].bottomAnchor, constant: 1)
            brick[2].trailingAnchor.constraint(equalTo: brick.trailingAnchor)
            brick[2].widthAnchor.constraint(greaterThanOrEqualToConstant: 7)
        }
        expectScreen(layOut(brik, width: 12, height: 4), ["", "top", "", "     below"])
        #expect(brik.layoutConstraints.allSatisfy { $0.isActive })
        #expect(b.frame == Rect(x: 5, y: 3, width: 7, height: 1))
    }

    @Test func anAnchorConstraintOutsideABlockStaysInactiveUntilActivated() {
        let box = Brick()
        let brik = Brik { _ in box }
        let width = box.widthAnchor.constraint(equalTo: brik.widthAnchor, multiplier: 0.5, constant: 1)
        #expect(!width.isActive)
        width.isActive = true
        box.leadingAnchor.constraint(equalTo: brik.leadingAnchor).isActive = true
        box.centerYAnchor.constraint(equalTo: brik.centerYAnchor).isActive = true
        box.heightAnchor.constraint(lessThanOrEqualToConstant: 1).isActive = true
        box.heightAnchor.constraint(greaterThanOrEqualToConstant: 1).isActive = true
        _ = layOut(brik, width: 10, height: 5)
        #expect(box.frame == Rect(x: 0, y: 2, width: 6, height: 1))
        width.constant = 3
        width.priority = .medium
        let cap = box.widthAnchor.constraint(lessThanOrEqualToConstant: 4)
        cap.isActive = true
        _ = layOut(brik, width: 10, height: 5)
        #expect(box.frame.width == 4)
        cap.isActive = false
        _ = layOut(brik, width: 10, height: 5)
        #expect(box.frame.width == 8)
        #expect(width.description.hasPrefix("Brick.width == Brik.width * 0.5 + 3 ^medium"))
    }

    @Test func theAddInClosureFormAddsThenConstrains() {
        let screen = Screen()
        let form = Brik { _ in Label("form").tag(1) }
        form.add(in: screen) { form, children in
            form.centerXAnchor.constraint(equalTo: screen.centerXAnchor)
            form.topAnchor.constraint(equalTo: screen.topAnchor, constant: 1)
            form.widthAnchor.constraint(equalToConstant: 6)
            form.heightAnchor.constraint(equalToConstant: 1)
            children[0].trailingAnchor.constraint(equalTo: form.trailingAnchor)
            children[0].topAnchor.constraint(equalTo: form.topAnchor)
        }
        let terminal = TestTerminal(root: screen, size: Size(width: 10, height: 3))
        #expect(form.parent === screen)
        expectScreen(terminal.screen, ["", "    form"])
        #expect(screen.constraintIssues.isEmpty)
        #expect(form.constraintIssues.isEmpty)
    }

    @Test func snapKitsOlderSpellingsAreTheCurrentOnes() {
        let box = Brick()
        var top: LayoutConstraint?
        let brik = constrained(20, 6, box) { superview in
            box.snp.makeConstraints { make in
                top = make.top.equalTo(superview).offset(1).constraint
                make.left.right.equalTo(superview).insets(EdgeInsets(horizontal: 2))
                make.height.equalTo(1).priorityHigh()
                make.height.equalTo(3).priorityLow()
            }
        }
        #expect(box.frame == Rect(x: 2, y: 1, width: 16, height: 1))
        top?.updateOffset(3)
        _ = renderCanvas(brik, width: 20, height: 6)
        #expect(box.frame.y == 3)
        top?.uninstall()
        #expect(top?.isActive == false)
        top?.install()
        let heights = brik.layoutConstraints.filter { $0.attributes == [.height] }
        heights.first?.updatePriorityLow()
        heights.last?.updatePriorityHigh()
        _ = renderCanvas(brik, width: 20, height: 6)
        #expect(box.frame == Rect(x: 2, y: 3, width: 16, height: 3))
        let made = ConstraintMaker(item: box)
        #expect(made.width.equalTo(1).priorityMedium().constraint.priority == .medium)
        #expect(made.width.equalTo(1).priorityRequired().constraint.priority == .required)
        let inset = made.edges.equalToSuperview().insets(1).constraint
        #expect(inset.insets == EdgeInsets(all: 1))
        inset.updateInsets(2)
        #expect(inset.insets == EdgeInsets(all: 2))
        inset.updatePriority(.low)
        #expect(inset.priority == .low)
        inset.updatePriorityMedium()
        #expect(inset.priority == .medium)
        inset.updatePriorityRequired()
        #expect(inset.priority == .required)
    }
}
