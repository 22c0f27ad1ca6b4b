import BrikRendering
import ScreenTesting
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

    /// Behaviors see the items in the order they flow: a sticky header named last but
    /// flowing first sticks at the top as the first item, and the index paths agree.
    @Test func behaviorsSeeTheItemsInFlowOrder() throws {
        let header = Label("HEADER")
        let section = Section { _ in
            for index in 0..<10 { Label("row \(index)") }
            header
        }
        let order = Reversed()
        section.orderDataSource = order
        let scroll = ScrollBrik { _ in section }
        scroll.showsScrollbar = false
        scroll.behaviors = [StickyLayoutBehavior { $0.brick === header }]
        let terminal = TestTerminal(root: scroll, size: Size(width: 10, height: 3))
        expectScreen(terminal.screen, ["HEADER", "row 9", "row 8"])
        let items = try #require(scroll.behaviorItems).filter { !$0.isSection }
        #expect(items.first?.brick === header)
        for item in items { #expect(section.indexPath(of: item.brick) == item.indexPath) }
        scroll.scroll(to: Point(x: 0, y: 4))
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["HEADER", "row 5", "row 4"])
        withExtendedLifetime(order) {}
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
