import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// Pull-to-refresh: over-scrolling the top (↑, the wheel) or F5 shows the indicator row and
/// runs the action once, until `resetRefreshControl()`.
@MainActor
@Suite struct RefreshControlTests {
    func list(rows: Int = 20) -> (ScrollBrik, TestTerminal) {
        let stack = VBrik(alignment: .fill) { _ in for index in 0..<rows { Label("row \(index)") } }
        let scroll = ScrollBrik { _ in stack }
        scroll.showsScrollbar = false
        return (scroll, TestTerminal(root: scroll, size: Size(width: 16, height: 4)))
    }

    @Test func upAtTheTopShowsTheRowAndRunsTheActionOnce() {
        let (scroll, terminal) = list()
        var refreshes = 0
        scroll.addRefreshControl { _ in refreshes += 1 }
        terminal.send("tab")
        #expect(terminal.application.focusedBrick === scroll)
        terminal.send("up")
        terminal.advance(by: .zero)
        #expect(refreshes == 1)
        #expect(scroll.isRefreshing)
        expectScreen(terminal.screen, [" ⠋ Refreshing…", "row 0", "row 1", "row 2"])
        // A refresh under way is not started again; the spinner turns on the clock.
        terminal.send("up")
        terminal.advance(by: .milliseconds(80))
        #expect(refreshes == 1)
        #expect(terminal.screen[0] == " ⠙ Refreshing…")
        // Scrolling works under the row.
        terminal.send("down")
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, [" ⠙ Refreshing…", "row 1", "row 2", "row 3"])
        scroll.resetRefreshControl()
        terminal.advance(by: .zero)
        #expect(!scroll.isRefreshing)
        expectScreen(terminal.screen, ["row 1", "row 2", "row 3", "row 4"])
        // The spinner stopped with it.
        terminal.advance(by: .milliseconds(500))
        expectScreen(terminal.screen, ["row 1", "row 2", "row 3", "row 4"])
    }

    @Test func upBelowTheTopScrollsAndDoesNotRefresh() {
        let (scroll, terminal) = list()
        var refreshes = 0
        scroll.addRefreshControl { _ in refreshes += 1 }
        terminal.send("tab", "down", "down", "up")
        terminal.advance(by: .zero)
        #expect(refreshes == 0)
        #expect(scroll.contentOffset.y == 1)
        terminal.send("up", "up")
        terminal.advance(by: .zero)
        #expect(refreshes == 1)
    }

    @Test func f5RefreshesFromABrickInsideAndTheWheelOverScrolls() {
        let button = Button("OK")
        let stack = VBrik(alignment: .fill) { _ in
            button
            for index in 0..<20 { Label("row \(index)") }
        }
        let scroll = ScrollBrik { _ in stack }
        let terminal = TestTerminal(root: scroll, size: Size(width: 16, height: 4))
        var refreshes = 0
        let control = RefreshControl(title: "Loading")
        scroll.addRefreshControl(control) { _ in refreshes += 1 }
        _ = terminal.application.focus(button)
        terminal.send("F5")
        terminal.advance(by: .zero)
        #expect(refreshes == 1)
        #expect(control.isRefreshing)
        #expect(terminal.screen[0].contains("⠋ Loading"))
        scroll.resetRefreshControl()
        terminal.advance(by: .zero)
        terminal.send(.mouse(MouseEvent(.wheelUp, at: Point(x: 3, y: 2))))
        terminal.advance(by: .zero)
        #expect(refreshes == 2)
        // Without a control, F5 and over-scrolling do nothing.
        scroll.removeRefreshControl()
        terminal.advance(by: .zero)
        terminal.send("F5")
        terminal.advance(by: .zero)
        #expect(refreshes == 2)
        #expect(terminal.screen[0].contains("OK"))
    }

    @Test func aOneRowScrollViewShowsNoRowButStillRefreshes() {
        let stack = VBrik(alignment: .fill) { _ in Label("only") }
        let scroll = ScrollBrik { _ in stack }
        let terminal = TestTerminal(root: scroll, size: Size(width: 10, height: 1))
        var refreshes = 0
        scroll.addRefreshControl { _ in refreshes += 1 }
        scroll.beginRefreshing()
        terminal.advance(by: .zero)
        #expect(refreshes == 1)
        #expect(terminal.screen[0].hasPrefix("only"))
    }
}
