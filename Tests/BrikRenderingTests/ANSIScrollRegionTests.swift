import SeededRandom
import Testing

@testable import BrikRendering

/// The ANSI update scrolls a region when a band of rows moved: the terminal must end
/// up showing exactly the new canvas, for far fewer bytes than rewriting the rows.
@Suite struct ANSIScrollRegionTests {
    let esc = "\u{1B}"

    /// A list under a pinned header and over a pinned footer, rows from `first`.
    private func list(first: Int, size: Size = Size(width: 200, height: 50)) -> Canvas {
        var canvas = Canvas(size: size)
        canvas.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: CellStyle(background: .cyan))
        canvas.write("STICKY HEADER", at: Point(x: 1, y: 0), style: CellStyle(foreground: .black, background: .cyan))
        for y in 1..<(size.height - 1) {
            let row = first + y
            let text = "Row \(row) " + String(repeating: "lorem ipsum \(row % 13) 中文 ", count: 12)
            canvas.write(text, at: Point(x: 0, y: y), style: CellStyle(foreground: row % 2 == 0 ? .green : .default))
        }
        canvas.write("FOOTER", at: Point(x: 1, y: size.height - 1), style: CellStyle(attributes: .reverse))
        return canvas
    }

    @Test func virtualTerminalScrollsItsRegion() {
        var terminal = VirtualTerminal(size: Size(width: 3, height: 4))
        terminal.feed("\(esc)[1;1Haaa\(esc)[2;1Hbbb\(esc)[3;1Hccc\(esc)[4;1Hddd")
        terminal.feed("\(esc)[2;3r\(esc)[S\(esc)[r")
        #expect(terminal.problems.isEmpty)
        #expect(terminal.lines == ["aaa", "ccc", "   ", "ddd"])
        #expect(terminal.cursor == .zero)
        terminal.feed("\(esc)[1;4r\(esc)[2T\(esc)[r")
        #expect(terminal.lines == ["   ", "   ", "aaa", "ccc"])
    }

    @Test func oneRowScrollUnderAStickyHeaderCostsOneRow() {
        let renderer = ANSIRenderer(colorDepth: .palette256)
        var screen = VirtualTerminal(size: Size(width: 200, height: 50))
        var shown = list(first: 0)
        var shownFirst = 0
        screen.feed(renderer.render(shown))
        for first in [1, 2, 3, 2, 1, 40, 41] {
            let next = list(first: first)
            let update = renderer.update(from: shown, to: next)
            screen.feed(update)
            #expect(screen.problems.isEmpty)
            #expect(screen.difference(from: next, depth: .palette256) == nil, "scrolled to \(first)")
            if abs(first - shownFirst) == 1 {
                // The region scroll plus the one row that came in, either way.
                #expect(update.utf8.count < 400, "scroll to \(first) cost \(update.utf8.count) bytes")
            }
            shown = next
            shownFirst = first
        }
    }

    @Test func randomMovesOfRandomBandsEndOnTheNewCanvas() {
        var random = SplitMix64(seed: 7)
        let size = Size(width: 30, height: 12)
        let renderer = ANSIRenderer(colorDepth: .trueColor)
        for run in 0..<200 {
            let base = Int(random.next() % 1000)
            let before = list(first: base, size: size)
            var after = list(first: base + Int(random.next() % 7) - 3, size: size)
            if random.next() % 3 == 0 {
                after.write(
                    "edit", at: Point(x: Int(random.next() % 26), y: Int(random.next() % 12)), style: CellStyle(foreground: .red))
            }
            var screen = VirtualTerminal(size: size)
            screen.feed(renderer.render(before))
            let update = renderer.update(from: before, to: after)
            screen.feed(update)
            #expect(screen.problems.isEmpty)
            #expect(screen.difference(from: after, depth: .trueColor) == nil, "run \(run): \(update.debugDescription)")
            #expect(screen.style == .plain)
        }
    }
}
