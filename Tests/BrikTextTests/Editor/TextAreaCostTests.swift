import BrikRendering
import ScreenTesting
import SeededRandom
import Testing

@testable import BrikCore
@testable import BrikText

/// What a keystroke and a frame cost, in counts: the tree stays logarithmic, the highlighter
/// and the layout see the visible lines only, and cached layouts never go stale.
@MainActor
@Suite struct TextAreaCostTests {
    @Test func theLineTreeStaysShallowUnderEdits() {
        var tree = LineTree(lines: (0..<200_000).map { "line \($0)" })
        // 3125 chunks: a treap's expected depth is about 2.5 ln n ≈ 20.
        #expect(tree.height <= 40)
        var random = SplitMix64(seed: 7)
        for step in 0..<3_000 {
            let line = Int(random.next() % UInt64(tree.lineCount))
            switch step % 3 {
            case 0: tree.replaceLines(line..<line + 1, with: ["edited", "split"])
            case 1: tree.replaceLines(line..<min(tree.lineCount, line + 300), with: ["joined"])
            default: tree.replaceLines(line..<line, with: (0..<200).map { "new \($0)" })
            }
        }
        #expect(tree.height <= 45, "height \(tree.height) for \(tree.nodeCount) nodes")
    }

    @Test func theHighlighterSeesOnlyVisibleLines() {
        var asked = Set<Int>()
        let area = TextArea(text: (0..<10_000).map { "line \($0)" }.joined(separator: "\n"))
        area.highlighter = { index, _ in
            asked.insert(index)
            return []
        }
        let terminal = TestTerminal(root: area, size: Size(width: 20, height: 5))
        _ = terminal.application.focus(area)
        #expect(asked == Set(0..<5))
        asked.removeAll()
        area.moveCursor(to: TextPosition(line: 5_000, column: 0))
        terminal.advance(by: .zero)
        #expect(asked == Set(4_996...5_000))
        expectScreen(terminal.screen, ["line 4996", "line 4997", "line 4998", "line 4999", "line 5000"])
    }

    @Test func aCachedLayoutIsNotUsedAfterTheLineChanged() {
        let area = TextArea(text: "aaaa bbbb\nsecond")
        let terminal = TestTerminal(root: area, size: Size(width: 5, height: 3))
        _ = terminal.application.focus(area)
        expectScreen(terminal.screen, ["aaaa", "bbbb", "secon"])
        // Same line index, same width, new text: the layout must be made again.
        area.replace(TextRange(TextPosition(line: 0, column: 0), TextPosition(line: 0, column: 9)), with: "cc dd ee")
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["cc dd", "ee", "secon"])
        // Same text, new width.
        terminal.resize(to: Size(width: 9, height: 3))
        expectScreen(terminal.screen, ["cc dd ee", "second", ""])
    }

    @Test func wrappedScrollingLaysOutOnlyTheLinesCrossed() {
        let long = String(repeating: "word ", count: 40)
        let area = TextArea(text: Array(repeating: long, count: 50_000).joined(separator: "\n"))
        let terminal = TestTerminal(root: area, size: Size(width: 30, height: 6))
        _ = terminal.application.focus(area)
        area.moveCursor(to: TextPosition(line: 40_000, column: 0))
        terminal.advance(by: .zero)
        #expect(area.scroll.line >= 39_999 && area.scroll.line <= 40_000)
        // The cache holds about a screenful, not the lines above.
        #expect(area.layoutCache.entries.count <= 8)
    }
}
