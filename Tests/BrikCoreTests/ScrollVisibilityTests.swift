import BrikRendering
import Testing

@testable import BrikCore

/// Moves bricks whose identifier is "pinned" to the top of the viewport.
@MainActor
final class PinToTop: LayoutBehavior {
    func apply(to layout: BehaviorLayout) {
        for index in layout.items.indices where layout.items[index].identifier == "pinned" {
            var frame = layout.items[index].frame
            frame.origin.y = layout.contentOffset.y
            layout.place(index, at: frame)
            for inner in layout.items.indices where inner == index || layout.isDescendant(inner, of: index) {
                layout.items[inner].zIndex = layout.maxZIndex + 1 + inner
            }
        }
    }
}

@MainActor
@Suite struct ScrollVisibilityTests {
    /// Ten cards of three rows that log "+N" entering and "-N" leaving the viewport.
    func loggingList(_ log: LogBox, pinned: Int? = nil) -> ScrollBrik {
        ScrollBrik { _ in
            VBrik(alignment: .fill) { _ in
                for index in 0..<10 {
                    VBrik(alignment: .fill) { _ in
                        Label("card \(index)")
                        Label("  ·")
                        Label("  ·")
                    }
                    .identifier(index == pinned ? "pinned" : "card")
                    .onScrollAppear { log.value.append("+\(index)") }
                    .onScrollDisappear { log.value.append("-\(index)") }
                }
            }
        }
    }

    @Test func itemsReportEnteringAndLeavingTheViewport() {
        let log = LogBox([])
        let scroll = loggingList(log)
        let terminal = focusedTerminal(scroll, [], size: Size(width: 12, height: 7))
        #expect(log.value == ["+0", "+1", "+2"])
        terminal.send("down")
        #expect(log.value == ["+0", "+1", "+2"])
        terminal.send("down", "down")
        #expect(log.value == ["+0", "+1", "+2", "-0", "+3"])
        log.value = []
        terminal.send("end")
        #expect(log.value == ["-1", "-2", "-3", "+7", "+8", "+9"])
        log.value = []
        terminal.send("home")
        #expect(log.value == ["-7", "-8", "-9", "+0", "+1", "+2"])
    }

    @Test func displayFramesCountNotLayoutFrames() {
        let log = LogBox([])
        let scroll = loggingList(log, pinned: 5)
        let terminal = focusedTerminal(scroll, [PinToTop()], size: Size(width: 12, height: 7))
        // Card 5 is laid out at rows 15–17 but shown at the top.
        #expect(log.value == ["+0", "+1", "+2", "+5"])
        #expect(terminal.screen.first == "card 5     █")
        log.value = []
        terminal.send("end")
        #expect(log.value == ["-0", "-1", "-2", "+7", "+8", "+9"])
    }

    @Test func aHiddenItemDisappears() {
        let log = LogBox([])
        let scroll = loggingList(log)
        let terminal = focusedTerminal(scroll, [], size: Size(width: 12, height: 7))
        log.value = []
        scroll.content?.children[1].isHidden = true
        terminal.advance(by: .zero)
        // Card 1 leaves; card 3 moves up into view.
        #expect(log.value == ["-1", "+3"])
    }
}

@MainActor
@Suite struct ScrollResizeAnchorTests {
    /// Twenty labels that take one row at width 30 and two at width 15.
    func wrappingList() -> ScrollBrik {
        ScrollBrik { _ in
            VBrik(alignment: .fill) { _ in
                for index in 0..<20 { Label("item \(index < 10 ? "0" : "")\(index) xxxx yyyy zzzz") }
            }
        }
    }

    @Test func aResizeKeepsTheFirstVisibleItemAndItsRowOffset() {
        let scroll = wrappingList()
        let terminal = focusedTerminal(scroll, [], size: Size(width: 31, height: 6))
        scroll.scroll(to: Point(x: 0, y: 10))
        terminal.advance(by: .zero)
        #expect(terminal.screen.first == "item 10 xxxx yyyy zzzz        ░")
        terminal.resize(to: Size(width: 16, height: 6))
        #expect(scroll.contentOffset.y == 20)
        #expect(terminal.screen.prefix(2) == ["item 10 xxxx   ░", "yyyy zzzz      ░"])
        terminal.send("down")
        terminal.resize(to: Size(width: 31, height: 8))
        // One row into item 10 (one row tall now): item 11 is at the top.
        #expect(scroll.contentOffset.y == 11)
        #expect(terminal.screen.first == "item 11 xxxx yyyy zzzz        ░")
    }

    @Test func theEndStaysTheEndAcrossAResize() {
        let scroll = wrappingList()
        let terminal = focusedTerminal(scroll, [], size: Size(width: 31, height: 6))
        terminal.send("end")
        terminal.resize(to: Size(width: 16, height: 6))
        #expect(scroll.contentOffset.y == scroll.maximumOffset.y)
        #expect(terminal.screen.last == "yyyy zzzz      █")
    }
}

/// A mutable value shared with closures.
final class LogBox {
    var value: [String]
    init(_ value: [String]) { self.value = value }
}
