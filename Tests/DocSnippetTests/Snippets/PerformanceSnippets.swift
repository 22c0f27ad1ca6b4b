import BrikTUI
import Testing

enum PerformanceSnippets {
    static let screens: [DocScreen] = [
        DocScreen(article: "Performance", name: "render stats") {
            // snippet: render-stats
            let scroll = ScrollBrik { _ in
                VirtualSection(count: 1_000_000) { index in Label("Row \(index)") }
            }
            let terminal = TestTerminal(root: scroll, size: Size(width: 20, height: 10))
            terminal.application.focus(scroll)
            terminal.send("down")
            let stats = terminal.application.stats
            #expect(stats.lastCellsWritten < 20 * 10)  // a scroll rewrites what moved, not the screen
            #expect(stats.lastFrameBytes > 0 && stats.lastFrameBytes < 400)
            #expect(stats.lastLayoutTime < .milliseconds(50))  // a million rows, ten of them built
            let total = stats.lastLayoutTime + stats.lastBehaviorsTime + stats.lastDrawTime + stats.lastPresentTime
            #expect(total > .zero)
            // end-snippet
            return []
        }
    ]
}
