import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// A virtual section with an item width narrower than the row: a grid whose rows are what
/// is estimated, measured and found, so a million items cost what is visible.
@MainActor
@Suite struct VirtualGridTests {
    private func grid(count: Int, inset: Int = 1, made: Counter? = nil) -> (ScrollBrik, VirtualSection) {
        let section = VirtualSection(count: count, itemWidth: .ratio(ratio: 0.25), inset: inset) { index in
            made?.value += 1
            return Label("i\(index)").height(.fixed(size: 1 + index % 2))
        }
        return (ScrollBrik { _ in section }, section)
    }

    final class Counter { var value = 0 }

    @Test func itemsGoFourARowAtTheFlowsEdges() {
        let (scroll, section) = grid(count: 10)
        let terminal = TestTerminal(root: scroll, size: Size(width: 23, height: 8))
        #expect(section.itemsPerRow == 4)
        // Rows are as tall as their tallest item (2 rows), one row between them.
        expectScreen(
            terminal.screen.map { String($0.prefix(20)).trimmingTrailingSpaces },
            ["i0    i1    i2   i3", "", "", "i4    i5    i6   i7", "", "", "i8    i9", ""])
        // The same edges as a Section's flow of quarter-width bricks with an inset of 1.
        let flow = FlowLayout(inset: 1).layout(
            (0..<4).map { _ in FlowLayout.Item(width: .ratio(ratio: 0.25)) { _ in 1 } }, width: 22,
            environment: LayoutEnvironment(screen: Size(width: 23, height: 8)))
        #expect(section.mountedIndices == Array(0..<10))
        for item in 0..<4 {
            #expect(section.brick(at: item)?.frame.x == flow.frames[item].x)
            #expect(section.brick(at: item)?.frame.width == flow.frames[item].width)
        }
        #expect(section.brick(at: 5)?.frame.y == 3)
        #expect(section.brick(at: 5)?.frame.height == 2)
        #expect(section.count == 10)
        #expect(section.heights.count == 3)
    }

    @Test func aMillionItemsOpenAndScrollAtTheCostOfWhatIsVisible() {
        let made = Counter()
        let (scroll, section) = grid(count: 1_000_000, made: made)
        let terminal = TestTerminal(root: scroll, size: Size(width: 40, height: 12))
        _ = terminal.application.focus(scroll)
        // 12 rows show about 4 grid rows of 3; overscan adds a few.
        #expect(made.value <= 4 * 12, "\(made.value) items made")
        #expect(section.heights.count == 250_000)
        terminal.send("end")
        #expect(terminal.screen.contains { $0.contains("i999999") })
        #expect(made.value <= 4 * 30, "\(made.value) items made")
        #expect(section.firstVisibleItem.map { $0 % 4 } == 0)
        terminal.send("home")
        #expect(terminal.screen.first?.hasPrefix("i0 ") == true)
    }

    @Test func aNarrowerScreenPutsFewerInARowAndKeepsTheFirstItemShown() {
        let section = VirtualSection(count: 1_000, itemWidth: .fixed(size: 10), inset: 0) { index in
            Label("item \(index)")
        }
        let scroll = ScrollBrik { _ in section }
        let terminal = TestTerminal(root: scroll, size: Size(width: 41, height: 6))
        #expect(section.itemsPerRow == 4)
        section.scrollToItem(400)
        terminal.advance(by: .zero)
        #expect(section.firstVisibleItem == 400)
        terminal.resize(to: Size(width: 21, height: 6))
        terminal.advance(by: .zero)
        #expect(section.itemsPerRow == 2)
        #expect(section.firstVisibleItem == 400)
        #expect(terminal.screen.first?.hasPrefix("item 400  item 401") == true)
        #expect(section.offset(ofItem: 401) == 200)
    }

    @Test func aListIsAGridOfOneColumn() {
        let section = VirtualSection(count: 5, inset: 1) { index in Label("row \(index)") }
        let terminal = TestTerminal(root: ScrollBrik { _ in section }, size: Size(width: 10, height: 10))
        #expect(section.itemsPerRow == 1)
        #expect(section.brick(at: 2)?.frame == Rect(x: 0, y: 4, width: 9, height: 1))
        _ = terminal
    }
}
