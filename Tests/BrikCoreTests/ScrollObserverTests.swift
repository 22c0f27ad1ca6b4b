import BrikRendering
import Testing

@testable import BrikCore

/// ``ScrollBrik/onScroll`` hears every change of the offset, whoever made it.
@MainActor
@Suite struct ScrollObserverTests {
    @Test func everyOffsetChangeIsReportedOnce() {
        let scroll = ScrollBrik { _ in
            VBrik(alignment: .fill, spacing: 0) { _ in for row in 0..<30 { Label("r\(row)") } }
        }
        var heard: [Int] = []
        var settled: [Int] = []
        scroll.onScroll = { heard.append($0.contentOffset.y) }
        scroll.onScrollSettled = { settled.append($0.contentOffset.y) }
        let terminal = TestTerminal(root: scroll, size: Size(width: 12, height: 5))
        #expect(heard.isEmpty)
        scroll.scroll(to: Point(x: 0, y: 7))
        terminal.advance(by: .zero)
        terminal.send("pgdn")
        terminal.send(.mouse(MouseEvent(.wheelDown, at: Point(x: 2, y: 2))))
        // Clamped to the end: 25, not 100.
        scroll.scroll(to: Point(x: 0, y: 100))
        terminal.advance(by: .zero)
        // No change, no report.
        scroll.scroll(to: Point(x: 0, y: 25))
        terminal.advance(by: .zero)
        #expect(heard == [7, 11, 14, 25])
        #expect(settled == [7, 11, 25, 25])
        // An animated scroll reports each step it shows.
        scroll.scrollAnimationDuration = .milliseconds(40)
        scroll.scroll(to: .zero, animated: true)
        for _ in 0..<5 { terminal.advance(by: .milliseconds(17)) }
        #expect(heard.count > 5)
        #expect(heard.last == 0)
    }
}
