import BrikRendering
import Testing

@testable import BrikCore

/// A horizontal strip (BrickKit's CollectionBrick) on a vertical page.
@MainActor
@Suite struct NestedStripTests {
    func page() -> (page: ScrollBrik, strip: ScrollBrik, terminal: TestTerminal) {
        let strip = ScrollBrik(axis: .horizontal) { _ in
            HBrik(alignment: .fill) { _ in for index in 0..<8 { Label("[c\(index)]") } }
        }
        let page = ScrollBrik { _ in
            VBrik(alignment: .fill) { _ in
                Label("top")
                strip
                for row in 0..<6 { Label("row \(row)") }
            }
        }
        return (page, strip, TestTerminal(root: page, size: Size(width: 14, height: 5)))
    }

    @Test func theStripIsOneRowOfContentAndItsScrollbarNotWrapped() {
        let (_, strip, terminal) = page()
        #expect(strip.frame == Rect(x: 0, y: 1, width: 13, height: 2))
        #expect(strip.contentSize == Size(width: 32, height: 1))
        #expect(terminal.screen == ["top          █", "[c0][c1][c2][█", "█████░░░░░░░░░", "row 0        ░", "row 1        ░"])
    }

    @Test func focusedStripScrollsSidewaysWhileUpDownScrollThePage() {
        let (page, strip, terminal) = page()
        terminal.send("tab")
        #expect(terminal.application.focusedBrick === strip)
        terminal.send("right", "l")
        #expect(strip.contentOffset == Point(x: 2, y: 0))
        #expect(page.contentOffset == .zero)
        #expect(terminal.screen == ["top          █", "0][c1][c2][c3█", "░█████░░░░░░░░", "row 0        ░", "row 1        ░"])
        terminal.send("down")
        #expect(terminal.application.focusedBrick === strip)
        #expect(page.contentOffset == Point(x: 0, y: 1))
        #expect(terminal.screen == ["0][c1][c2][c3░", "░█████░░░░░░░█", "row 0        █", "row 1        ░", "row 2        ░"])
        terminal.send("h", "up")
        #expect(strip.contentOffset == Point(x: 1, y: 0))
        #expect(page.contentOffset == .zero)
        #expect(terminal.screen == ["top          █", "c0][c1][c2][c█", "█████░░░░░░░░░", "row 0        ░", "row 1        ░"])
    }

    @Test func focusMovesIntoAndOutOfTheStrip() {
        let (page, strip, terminal) = page()
        terminal.send("tab")
        #expect(terminal.application.focusedBrick === strip)
        terminal.send("tab")
        #expect(terminal.application.focusedBrick === page)
        // With the page focused, ←/→ do nothing to the strip and ↓ scrolls the page.
        terminal.send("right", "down")
        #expect(strip.contentOffset == .zero)
        #expect(page.contentOffset == Point(x: 0, y: 1))
        // A click on the strip focuses it again.
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 0))))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: 2, y: 0))))
        #expect(terminal.application.focusedBrick === strip)
    }

    @Test func shiftWheelOverTheStripScrollsItAndThePlainWheelScrollsThePage() {
        let (page, strip, terminal) = page()
        terminal.send(.mouse(MouseEvent(.wheelDown, at: Point(x: 3, y: 1), modifiers: .shift)))
        #expect(strip.contentOffset == Point(x: 3, y: 0))
        #expect(page.contentOffset == .zero)
        #expect(terminal.screen == ["top          █", "][c1][c2][c3]█", "░█████░░░░░░░░", "row 0        ░", "row 1        ░"])
        terminal.send(.mouse(MouseEvent(.wheelDown, at: Point(x: 3, y: 1))))
        #expect(strip.contentOffset == Point(x: 3, y: 0))
        #expect(page.contentOffset == Point(x: 0, y: 3))
        #expect(terminal.screen == ["row 0        ░", "row 1        ░", "row 2        █", "row 3        █", "row 4        ░"])
        // Shift+wheel over the page (not the strip) does not scroll the page.
        terminal.send(.mouse(MouseEvent(.wheelUp, at: Point(x: 3, y: 1), modifiers: .shift)))
        #expect(page.contentOffset == Point(x: 0, y: 3))
    }

    @Test func aStripOnItsOwnTakesThePlainWheel() {
        let strip = ScrollBrik(axis: .horizontal) { _ in Label(String(repeating: "abcdefghij", count: 3)) }
        let terminal = TestTerminal(root: strip, size: Size(width: 10, height: 2))
        terminal.send(.mouse(MouseEvent(.wheelDown, at: Point(x: 3, y: 0))))
        #expect(strip.contentOffset == Point(x: 3, y: 0))
        #expect(terminal.screen == ["defghijabc", "░███░░░░░░"])
    }
}
