import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// What a frame after a change costs, counted in bricks measured (no cache answered) and
/// bricks whose children were placed (``RenderStats`` counts both per frame): a change
/// costs the bricks around it, never the tree.
@MainActor
@Suite struct RelayoutCostTests {
    /// 1,000 labels in 10 sections of 100 inside a root section: three levels deep.
    static func tree() -> (root: Section, labels: [[Label]]) {
        let labels = (0..<10).map { section in (0..<100).map { Label("item \($0) of section \(section)") } }
        let root = Section(inset: 1, verticalInset: 0) { _ in
            for section in labels {
                Section(width: .ratio(ratio: 0.5), inset: 1, verticalInset: 0) { _ in
                    for label in section { label.width(.ratio(ratio: 0.25)) }
                }
            }
        }
        return (root, labels)
    }

    static let depth = 3

    @Test func aTextOfTheSameSizeMeasuresAndLaysOutOnlyItsAncestors() {
        let (root, labels) = Self.tree()
        let terminal = TestTerminal(root: root, size: Size(width: 120, height: 40))
        #expect(terminal.application.stats.lastMeasuredBricks >= 1_000)
        labels[5][50].text = "item 05 of section 5"
        terminal.advance(by: .zero)
        let stats = terminal.application.stats
        #expect(stats.lastMeasuredBricks <= 2 * Self.depth, "measured \(stats.lastMeasuredBricks) bricks")
        #expect(stats.lastLaidOutBricks <= 2 * Self.depth, "laid out \(stats.lastLaidOutBricks) bricks")
        expectScreen(terminal.screen, Self.freshScreen { $0[5][50].text = "item 05 of section 5" })
    }

    /// A label that grows moves everything after it (those bricks are placed again), but
    /// only the label and the sections around it are measured again.
    @Test func aTextThatGrowsMeasuresOnlyItsAncestors() {
        let (root, labels) = Self.tree()
        let terminal = TestTerminal(root: root, size: Size(width: 120, height: 40))
        let longer = "a much longer text that wraps onto more rows than before"
        labels[5][50].text = longer
        terminal.advance(by: .zero)
        let stats = terminal.application.stats
        #expect(stats.lastMeasuredBricks <= 2 * Self.depth, "measured \(stats.lastMeasuredBricks) bricks")
        expectScreen(terminal.screen, Self.freshScreen { $0[5][50].text = longer })
    }

    @Test func aLayoutRequestWithNothingChangedLaysOutOnlyTheRoot() {
        let (root, _) = Self.tree()
        let terminal = TestTerminal(root: root, size: Size(width: 120, height: 40))
        root.setNeedsLayout()
        terminal.advance(by: .zero)
        let stats = terminal.application.stats
        #expect(stats.lastMeasuredBricks == 0)
        #expect(stats.lastLaidOutBricks == 1)
    }

    /// The screen of a fresh tree changed by `change` before its first frame.
    static func freshScreen(_ change: ([[Label]]) -> Void) -> [String] {
        let (root, labels) = tree()
        change(labels)
        return TestTerminal(root: root, size: Size(width: 120, height: 40)).screen
    }
}
