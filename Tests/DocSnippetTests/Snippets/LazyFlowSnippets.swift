import BrikTUI
import Testing

/// The snippets of the guide's lazy flow and grid passages (ScrollingAndBehaviors).
@MainActor
enum LazyFlowSnippets {
    nonisolated static let screens: [DocScreen] = [
        DocScreen(article: "ScrollingAndBehaviors", name: "a grid of a million items") {
            // snippet: virtual-grid
            let grid = ScrollBrik { _ in
                VirtualSection(count: 1_000_000, itemWidth: .ratio(ratio: 1.0 / 4), inset: 1) { index in
                    Label("item \(index)")
                }
            }
            let terminal = TestTerminal(root: grid, size: Size(width: 48, height: 3))
            terminal.application.focus(grid)
            let top = terminal.screen
            terminal.send("end")
            let bottom = terminal.screen
            // end-snippet
            return [top, bottom]
        },
        DocScreen(article: "ScrollingAndBehaviors", name: "a lazy section") {
            // snippet: lazy-section
            let list = Section { _ in
                for index in 0..<10_000 { Label("brick \(index)").width(.ratio(ratio: 1.0 / 2)) }
            }
            let scroll = ScrollBrik { _ in list }
            let terminal = TestTerminal(root: scroll, size: Size(width: 30, height: 3))
            let placed = list.placedBrickCount  // the rows down to a screen past the viewport, not 10,000
            // end-snippet
            #expect(placed < 40)
            #expect(!list.isLaidOutCompletely)
            return [terminal.screen]
        },
    ]
}
