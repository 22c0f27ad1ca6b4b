import BrikRendering
import Testing

@testable import BrikCore

/// A brick that counts how often it is measured.
@MainActor
final class CountingBrick: Brick {
    var rows: Int { didSet { setNeedsLayout() } }
    var measurements = 0

    init(rows: Int = 1) {
        self.rows = rows
        super.init()
    }

    override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        measurements += 1
        return Size(width: proposal.width ?? 1, height: rows)
    }
}

@MainActor
@Suite struct IncrementalReflowTests {
    @Test func aHeightChangeReflowsFromItsRowOnly() {
        let bricks = (0..<100).map { _ in CountingBrick() }
        let section = Section { _ in bricks.map { $0.width(.ratio(ratio: 1 / 2)) } }
        let terminal = TestTerminal(root: section, size: Size(width: 20, height: 60))
        #expect(bricks.allSatisfy { $0.measurements >= 1 })
        for brick in bricks { brick.measurements = 0 }
        bricks[61].rows = 2  // row 30 holds bricks 60 and 61
        terminal.advance(by: .zero)
        #expect(bricks[..<60].allSatisfy { $0.measurements == 0 }, "bricks before the changed row were measured again")
        // The changed brick is measured again; those after it keep their cached sizes and move.
        #expect(bricks[61].measurements >= 1)
        #expect(bricks[62...].allSatisfy { $0.measurements == 0 }, "unchanged bricks after the change were measured again")
        #expect(bricks[62].frame.y == bricks[61].frame.maxY)
    }

    @Test func unchangedSectionsAreNotMeasuredAgain() {
        let bricks = (0..<10).map { _ in CountingBrick() }
        let section = Section { _ in bricks }
        let other = Label("x")
        let root = VBrik(alignment: .fill) { _ in
            section; other
        }
        let terminal = TestTerminal(root: root, size: Size(width: 20, height: 20))
        for brick in bricks { brick.measurements = 0 }
        other.text = "y"
        terminal.advance(by: .zero)
        #expect(bricks.allSatisfy { $0.measurements == 0 })
        #expect(terminal.screen.last == "y")
    }

    @Test func aNestedChangePropagatesToEveryEnclosingSection() {
        let inner = CountingBrick()
        let nested = Section(width: .ratio(ratio: 1 / 2)) { _ in inner }
        let after = Label("after")
        let root = Section { _ in
            nested; after
        }
        let terminal = TestTerminal(root: root, size: Size(width: 20, height: 10))
        #expect(after.frame.y == 1)
        inner.rows = 3
        terminal.advance(by: .zero)
        #expect(nested.frame.height == 3)
        #expect(after.frame.y == 3)
    }

    @Test func hidingABrickReflowsAndFocusSkipsIt() {
        let a = CountingBrick()
        let b = CountingBrick()
        let c = CountingBrick()
        let section = Section { _ in
            a; b; c
        }
        let terminal = TestTerminal(root: section, size: Size(width: 10, height: 5))
        b.isHidden = true
        terminal.advance(by: .zero)
        #expect(c.frame.y == 1)
        b.isHidden = false
        terminal.advance(by: .zero)
        #expect(c.frame.y == 2)
    }
}
