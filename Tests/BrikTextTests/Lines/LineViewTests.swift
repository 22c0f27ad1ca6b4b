import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore
@testable import BrikText

/// A source of `count` numbered lines that counts what it was asked for, so a test can
/// show drawing and scrolling read the lines on screen only.
@MainActor
final class CountingLines: LineSource {
    var count: Int
    var reads = 0
    let text: (Int) -> String

    init(count: Int, text: @escaping (Int) -> String = { "line \($0)" }) {
        self.count = count
        self.text = text
    }

    var lineCount: Int { count }

    func line(_ index: Int) -> String {
        reads += 1
        return text(index)
    }
}

@MainActor
private func terminal(_ view: LineView, _ width: Int, _ height: Int) -> TestTerminal {
    let terminal = TestTerminal(root: view, size: Size(width: width, height: height))
    _ = terminal.application.focus(view)
    terminal.advance(by: .zero)
    return terminal
}

@MainActor
@Suite("LineView")
struct LineViewTests {
    @Test("draws the first lines, cut at the edge without wrapping")
    func firstScreen() {
        let view = LineView(lines: ["alpha", "a line longer than the view", "gamma", "delta"]).wrapsLines(false)
        let screen = terminal(view, 12, 3)
        expectScreen(screen.screen, ["alpha", "a line longe", "gamma"])
    }

    @Test("soft wrap breaks at the column and never splits a wide character")
    func softWrap() {
        let view = LineView(lines: ["abcdefghij", "日本語のテキスト", "end"])
        let screen = terminal(view, 5, 7)
        expectScreen(screen.screen, ["abcde", "fghij", "日本", "語の", "テキ", "スト", "end"])
    }

    @Test("a tab expands to the next multiple of 8 and a control shows as its picture")
    func tabsAndControls() {
        let view = LineView(lines: ["a\tb", "bell\u{7}"])
        let screen = terminal(view, 12, 2)
        expectScreen(screen.screen, ["a       b", "bell␇"])
    }

    @Test("the gutter numbers each line, right-aligned, and leaves wrapped rows blank")
    func gutter() {
        let lines = (1...10).map { $0 == 9 ? "nine is long" : "l\($0)" }
        let view = LineView(lines: lines).showsLineNumbers(true)
        let screen = terminal(view, 9, 4)
        view.scroll(toLine: 7)
        screen.advance(by: .zero)
        expectScreen(screen.screen, [" 8 l8", " 9 nine i", "   s long", "10 l10"])
        #expect(screen.cell(at: Point(x: 1, y: 0)).style.attributes.contains(.dim))
    }

    @Test("↓ and ↑ scroll a row at a time through the rows of a wrapped line")
    func rowScrolling() {
        let view = LineView(lines: ["0123456789", "b", "c", "d"])
        let screen = terminal(view, 4, 2)
        expectScreen(screen.screen, ["0123", "4567"])
        screen.send("down")
        expectScreen(screen.screen, ["4567", "89"])
        #expect(view.scrollPosition == LineScrollPosition(line: 0, row: 1))
        screen.send("down", "down")
        expectScreen(screen.screen, ["b", "c"])
        screen.send("up")
        expectScreen(screen.screen, ["89", "b"])
    }

    @Test("PgDn, End, Home, G and g")
    func pagingKeys() {
        let view = LineView(source: CountingLines(count: 100))
        let screen = terminal(view, 10, 4)
        screen.send("pgdn")
        expectScreen(screen.screen, ["line 3", "line 4", "line 5", "line 6"])
        screen.send("end")
        expectScreen(screen.screen, ["line 96", "line 97", "line 98", "line 99"])
        #expect(view.isPinnedToEnd)
        screen.send("pgup")
        expectScreen(screen.screen, ["line 93", "line 94", "line 95", "line 96"])
        #expect(!view.isPinnedToEnd)
        screen.send("g")
        expectScreen(screen.screen, ["line 0", "line 1", "line 2", "line 3"])
        screen.send("G")
        expectScreen(screen.screen, ["line 96", "line 97", "line 98", "line 99"])
        screen.send("home")
        #expect(view.visibleLineRange == 0..<4)
    }

    @Test("End with wrapping puts the last row on the bottom row")
    func endWithWrapping() {
        let view = LineView(lines: ["a", "b", "0123456789"])
        let screen = terminal(view, 4, 3)
        screen.send("end")
        expectScreen(screen.screen, ["0123", "4567", "89"])
        #expect(view.scrollPosition == LineScrollPosition(line: 2, row: 0))
        screen.send("up")
        expectScreen(screen.screen, ["b", "0123", "4567"])
    }

    @Test("without wrapping, ←/→ scroll sideways, no further than the widest line on screen")
    func sideways() {
        let view = LineView(lines: ["0123456789abcdefghij", "short"]).wrapsLines(false)
        view.horizontalStep = 4
        let screen = terminal(view, 8, 2)
        screen.send("right")
        expectScreen(screen.screen, ["456789ab", "t"])
        screen.send("right", "right", "right", "right")
        expectScreen(screen.screen, ["cdefghij", ""])
        #expect(view.scrollPosition.column == 12)
        screen.send("left")
        expectScreen(screen.screen, ["89abcdef", ""])
    }

    @Test("a wide character cut by the left edge shows as a blank")
    func wideAtLeftEdge() {
        let view = LineView(lines: ["a日本"]).wrapsLines(false)
        view.horizontalStep = 2
        let screen = terminal(view, 3, 1)
        screen.send("right")
        expectScreen(screen.screen, [" 本"])
    }

    @Test("the wheel scrolls by wheelStep rows")
    func wheel() {
        let view = LineView(source: CountingLines(count: 50))
        let screen = terminal(view, 10, 3)
        screen.send(.mouse(MouseEvent(.wheelDown, at: Point(x: 1, y: 1))))
        expectScreen(screen.screen, ["line 3", "line 4", "line 5"])
        screen.send(.mouse(MouseEvent(.wheelUp, at: Point(x: 1, y: 1))))
        expectScreen(screen.screen, ["line 0", "line 1", "line 2"])
    }

    @Test("lineStyle colours the spans it gives, the rest keeps the view's style")
    func lineStyle() {
        let view = LineView(lines: ["ok", "ERROR here"]).lineStyle { _, text in
            guard text.hasPrefix("ERROR") else { return StyledText(stringLiteral: text) }
            return StyledText([TextSpan("ERROR", foreground: .red, attributes: .bold), TextSpan(" here")])
        }
        let screen = terminal(view, 12, 2)
        expectScreen(screen.screen, ["ok", "ERROR here"])
        #expect(screen.cell(at: Point(x: 0, y: 1)).style == CellStyle(foreground: .red, attributes: .bold))
        #expect(screen.cell(at: Point(x: 4, y: 1)).style == CellStyle(foreground: .red, attributes: .bold))
        #expect(screen.cell(at: Point(x: 6, y: 1)).style == .plain)
        #expect(screen.cell(at: Point(x: 0, y: 0)).style == .plain)
    }

    @Test("pinned to the end, lines the source gains appear at the bottom; unpinned, the view stays")
    func pinnedFollowsGrowth() {
        let lines = LineArray(["a", "b"])
        let view = LineView(source: lines)
        let screen = terminal(view, 6, 3)
        #expect(!view.isPinnedToEnd)
        view.scrollToEnd()
        lines.lines += ["c", "d", "e"]
        view.linesDidChange()
        screen.advance(by: .seconds(1))
        expectScreen(screen.screen, ["c", "d", "e"])
        screen.send("up")
        #expect(!view.isPinnedToEnd)
        lines.lines += ["f", "g"]
        view.linesDidChange()
        screen.advance(by: .seconds(1))
        expectScreen(screen.screen, ["b", "c", "d"])
        screen.send("down", "down", "down")
        #expect(view.isPinnedToEnd)
        expectScreen(screen.screen, ["e", "f", "g"])
    }

    @Test("a million lines: a frame and End read the lines on screen only")
    func millionLinesAreVirtual() {
        let source = CountingLines(count: 1_000_000)
        let view = LineView(source: source).showsLineNumbers(true)
        let screen = terminal(view, 30, 10)
        source.reads = 0
        screen.send("end")
        expectScreen(Array(screen.screen.suffix(2)), [" 999999 line 999998", "1000000 line 999999"])
        #expect(source.reads < 60, "End read \(source.reads) lines")
        source.reads = 0
        screen.send("pgup")
        #expect(source.reads < 80, "PgUp read \(source.reads) lines")
        view.scroll(toLine: 500_000)
        screen.advance(by: .zero)
        #expect(screen.screen[0] == " 500001 line 500000")
    }

    @Test("lines that shrink under the position are clamped when drawn: no stale row past the end")
    func clampedAfterShrink() {
        let lines = LineArray((0..<20).map { "l\($0)" })
        let view = LineView(source: lines)
        let screen = terminal(view, 5, 3)
        view.scroll(toLine: 15)
        screen.advance(by: .zero)
        expectScreen(screen.screen, ["l15", "l16", "l17"])
        lines.lines.removeLast(10)
        view.linesDidChange()
        screen.advance(by: .seconds(1))
        expectScreen(screen.screen, ["l7", "l8", "l9"])
    }
}
