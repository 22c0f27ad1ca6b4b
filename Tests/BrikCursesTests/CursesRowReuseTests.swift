import BrikCore
import BrikRendering
import Testing

@testable import BrikCurses

/// The drawer redraws only rows that changed and scrolls the window for moved bands;
/// the screen and the bytes must be exactly what drawing every cell gives.
@Suite(.serialized) @MainActor struct CursesRowReuseTests {
    private let size = Size(width: 120, height: 30)

    /// A pinned header, body rows from `first`, a pinned footer.
    private func frame(first: Int, header: String = "HEADER") -> Canvas {
        var canvas = Canvas(size: size)
        canvas.fill(Rect(x: 0, y: 0, width: size.width, height: 1), style: CellStyle(background: .cyan))
        canvas.write(header, at: Point(x: 1, y: 0), style: CellStyle(foreground: .black, background: .cyan))
        for y in 1..<(size.height - 1) {
            let row = first + y
            canvas.write(
                "Row \(row) 中文 😀 " + String(repeating: "w\(row % 9) ", count: 12), at: Point(x: 0, y: y),
                style: CellStyle(foreground: .palette(UInt8(16 + row % 200))))
        }
        canvas.write("FOOTER", at: Point(x: 1, y: size.height - 1), style: CellStyle(attributes: .reverse))
        return canvas
    }

    /// Presents `frames` in turn; per frame the bytes written, and the final screen.
    private func run(_ frames: [Canvas], reuse: Bool) throws -> (bytes: [Int], drawn: [Int], screen: [String]) {
        let screen = try HeadlessScreen(size: size)
        defer { screen.close() }
        screen.terminal.reusesWindowRows = reuse
        var bytes: [Int] = []
        var drawn: [Int] = []
        for canvas in frames {
            let before = screen.bytesWritten
            try screen.terminal.present(canvas, cursor: nil)
            bytes.append(screen.bytesWritten - before)
            drawn.append(screen.terminal.lastDrawing.rows)
            #expect(screen.screenLines() == canvas.lines)
        }
        return (bytes, drawn, screen.screenLines())
    }

    @Test func scrollingDrawsOnlyTheRowThatCameInAndWritesTheSameBytes() throws {
        let frames = [frame(first: 0), frame(first: 1), frame(first: 2), frame(first: 1), frame(first: 1)]
        let reused = try run(frames, reuse: true)
        let whole = try run(frames, reuse: false)
        #expect(reused.bytes == whole.bytes)
        #expect(reused.screen == frames.last!.lines)
        // First frame: all rows; one-row scrolls: the row that came in; unchanged: none.
        #expect(reused.drawn == [30, 1, 1, 1, 0])
        #expect(whole.drawn == [30, 30, 30, 30, 30])
    }

    @Test func aJumpOrAChangedHeaderDrawsWhatChanged() throws {
        let frames = [frame(first: 0), frame(first: 500), frame(first: 500, header: "HEADER 2"), frame(first: 503)]
        let reused = try run(frames, reuse: true)
        let whole = try run(frames, reuse: false)
        #expect(reused.bytes == whole.bytes)
        // The jump redraws the body (28 rows), the header change one row, a 3-row scroll
        // the 3 rows that came in plus the header changing back.
        #expect(reused.drawn == [30, 28, 1, 4])
    }

    @Test func scrolledBandFindsTheSmallestShift() {
        let old = frame(first: 0)
        let new = frame(first: 2)
        let band = Canvas.scrolledBand(from: old, to: new)
        #expect(band?.shift == 2)
        #expect(band?.rows == 1..<27)
        #expect(Canvas.scrolledBand(from: old, to: old) == nil)
        #expect(Canvas.scrolledBand(from: frame(first: 0), to: frame(first: 400)) == nil)
    }
}
