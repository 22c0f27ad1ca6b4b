import BrikRendering
import ScreenTesting
import Testing

@testable import BrikConstraints
@testable import BrikCore

/// Constraints on a Brik's own anchors: they size it, its parent sees that size,
/// and what cannot hold is reported with its label and file:line.
@MainActor
@Suite struct BrikOwnConstraintsTests {
    private static let file = "BrikConstraintsTests/BrikOwnConstraintsTests.swift"

    @Test func snapKitHeightOnTheContainerItselfSizesIt() {
        let screen = Screen()
        let brik = Brik { _ in Label("hi").placement(.center) }
        brik.snp.makeConstraints { $0.height.equalTo(3) }
        brik.backgroundColor(.blue).add(in: screen, constraints: .center)
        let terminal = TestTerminal(root: screen, size: Size(width: 10, height: 7))
        #expect(brik.frame == Rect(x: 4, y: 2, width: 2, height: 3))
        expectScreen(terminal.screen, ["", "", "", "    hi"])
        #expect(brik.constraintIssues.isEmpty)
    }

    @Test func ownWidthAndHeightAnchorsWithAMultiplier() {
        let brik = Brik { _ in Label("x") }
            .constraints { brick, _ in
                brick.heightAnchor.constraint(equalToConstant: 2)
                brick.widthAnchor.constraint(equalTo: brick.heightAnchor, multiplier: 3)
            }
        #expect(brik.sizeThatFits(ProposedSize(width: 40, height: 10)) == Size(width: 6, height: 2))
        let stack = VBrik(alignment: .leading) { _ in
            brik
            Label("below")
        }
        _ = layOut(stack, width: 20, height: 3)
        #expect(brik.frame == Rect(x: 0, y: 0, width: 6, height: 2))
        #expect(stack.children[1].frame.y == 2)
    }

    @Test func aStacksOwnHeightConstraintSizesTheStack() {
        let stack = VBrik(alignment: .fill) { _ in Label("one") }
            .constraints { stack, _ in stack.heightAnchor.constraint(equalToConstant: 3) }
        let root = VBrik(alignment: .fill) { _ in
            stack
            Label("after")
        }
        expectScreen(layOut(root, width: 10, height: 4), ["one", "", "", "after"])
        #expect(stack.constraintIssues.isEmpty)
    }

    @Test func anOwnHeightThatCannotHoldIsDroppedAndReported() {
        let screen = Screen()
        var line = 0
        let brik = Brik { _ in Label("x") }
            .constraints { brick, _ in
                let _ = (line = #line + 1)
                brick.heightAnchor.constraint(equalToConstant: 20)
            }
        brik.add(in: screen, constraints: .pinToEdge)
        _ = TestTerminal(root: screen, size: Size(width: 10, height: 4))
        #expect(brik.frame.height == 4)
        #expect(
            brik.constraintIssues == [
                "conflict: Brik.height == 20 (\(Self.file):\(line)) cannot hold with the container's height 4; dropped it"
            ])
    }

    @Test func anOwnPositionCannotHoldInsideItselfAndIsReported() {
        let brik = Brik { _ in Label("x") }
        let line = #line + 1
        brik.snp.makeConstraints { $0.top.equalTo(2) }
        _ = layOut(brik, width: 5, height: 2)
        #expect(
            brik.constraintIssues == [
                "constraint Brik.top == superview.top + 2 (\(Self.file):\(line)) ignored: Brik's own top can only "
                    + "relate to its own size and its children (a position or the superview belongs to the "
                    + "constraints of a Brik around it)"
            ])
    }

    @Test func aConstraintOnAChildThatLeftIsReported() {
        let leaving = Label("gone")
        let staying = Label("here")
        let brik = Brik { _ in
            leaving
            staying
        }
        let line = #line + 1
        leaving.snp.makeConstraints { $0.top.left.equalToSuperview() }
        staying.snp.makeConstraints { $0.top.left.equalToSuperview() }
        let other = Brik()
        other.addChild(leaving)
        _ = layOut(brik, width: 8, height: 2)
        #expect(
            brik.constraintIssues == [
                "constraint Label.top == superview.top, Label.left == superview.left (\(Self.file):\(line)) "
                    + "ignored: Label is not a child of Brik (it is in Brik)"
            ])
    }

    @Test func anAnchorInAnotherContainerIsUnrelatable() {
        let a = Label("a"), b = Label("b")
        let left = Brik { _ in a }
        _ = Brik { _ in b }
        let line = #line + 1
        a.snp.makeConstraints { $0.top.equalTo(b.snp.bottom) }
        _ = layOut(left, width: 4, height: 2)
        #expect(
            left.constraintIssues.first
                == "constraint Label.top == Label.bottom (\(Self.file):\(line)) ignored: Label is neither a "
                + "sibling nor the superview of Label")
    }
}
