import BrikRendering
import Testing

@testable import BrikCore

/// BrickKit's `orderDataSource`: a section's bricks flow in the order a data source gives.
@MainActor
@Suite struct SectionOrderTests {
    final class Reversed: BrickSectionOrderDataSource {
        func brickAndIndex(atIndex index: Int, section: Section) -> (Brick, Int)? {
            let bricks = section.children
            return (bricks[bricks.count - 1 - index], 0)
        }
    }

    /// Interleaves a repeat's instances with the plain bricks: r0 A r1 B r2.
    final class Interleaved: BrickSectionOrderDataSource {
        func brickAndIndex(atIndex index: Int, section: Section) -> (Brick, Int)? {
            guard let repeated = section.children.first(where: { $0 is Repeat }) else { return nil }
            let plain = section.children.filter { !($0 is Repeat) }
            if index % 2 == 0 { return (repeated, index / 2) }
            return plain.indices.contains(index / 2) ? (plain[index / 2], 0) : nil
        }
    }

    @Test func aDataSourceReversesTheFlow() {
        let section = Section { _ in
            for name in ["A", "B", "C", "D"] { Label(name).width(.ratio(ratio: 1.0 / 4)) }
        }
        let source = Reversed()
        section.orderDataSource = source
        let terminal = TestTerminal(root: section, size: Size(width: 8, height: 1))
        expectScreen(terminal.screen, ["D C B A"])
        section.orderDataSource = nil
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["A B C D"])
    }

    @Test func aRepeatsInstancesInterleaveWithBricks() {
        let section = Section { _ in
            Repeat("r", count: 3) { index in Label("r\(index)") }
            Label("A")
            Label("B")
        }
        let source = Interleaved()
        section.orderDataSource = source
        let terminal = TestTerminal(root: section, size: Size(width: 4, height: 5))
        expectScreen(terminal.screen, ["r0", "A", "r1", "B", "r2"])
    }

    @Test func aBrickNamedTwiceFlowsOnceAndNoneDisappears() {
        final class AlwaysFirst: BrickSectionOrderDataSource {
            func brickAndIndex(atIndex index: Int, section: Section) -> (Brick, Int)? { (section.children[0], 0) }
        }
        let section = Section { _ in
            Label("A")
            Label("B")
            Label("C")
        }
        let source = AlwaysFirst()
        section.orderDataSource = source
        let terminal = TestTerminal(root: section, size: Size(width: 4, height: 3))
        expectScreen(terminal.screen, ["A", "B", "C"])
    }
}
