import BrikCore
import BrikRendering
import CNcursesw
import Testing

@testable import BrikCurses

#if canImport(Glibc)
    import Glibc
#endif

/// ncurses is process-global: every test here runs alone.
@Suite(.serialized) @MainActor struct CursesTerminalTests {
    private func sampleCanvas(_ size: Size) -> Canvas {
        var canvas = Canvas(size: size)
        canvas.write("Hello, ncurses!", at: Point(x: 0, y: 0))
        canvas.write("CJK 中文 here", at: Point(x: 2, y: 1), style: CellStyle(foreground: .red))
        canvas.write("emoji 😀 ok", at: Point(x: 0, y: 2), style: CellStyle(background: .palette(208)))
        canvas.write("e\u{301}A\u{301} marks", at: Point(x: 0, y: 3), style: CellStyle(attributes: [.bold, .underline]))
        canvas.write(
            "Z", at: Point(x: size.width - 1, y: size.height - 1), style: CellStyle(foreground: .green, background: .blue))
        return canvas
    }

    @Test func drawsTextWideGlyphsAndMarks() throws {
        let screen = try HeadlessScreen(size: Size(width: 30, height: 6))
        defer { screen.close() }
        #expect(screen.terminal.size == Size(width: 30, height: 6))
        let canvas = sampleCanvas(screen.terminal.size)
        try screen.terminal.present(canvas, cursor: nil)
        let shown = screen.screenLines()
        #expect(
            shown == canvas.lines, "shown:\n\(shown.joined(separator: "\n"))\nexpected:\n\(canvas.lines.joined(separator: "\n"))")
    }

    @Test func bottomRightCellIsDrawn() throws {
        let screen = try HeadlessScreen(size: Size(width: 10, height: 3))
        defer { screen.close() }
        var canvas = Canvas(size: screen.terminal.size)
        canvas.write("abcdefghij", at: Point(x: 0, y: 2))
        try screen.terminal.present(canvas, cursor: nil)
        #expect(screen.screenLines()[2] == "abcdefghij")
        var wide = Canvas(size: screen.terminal.size)
        wide.write("abcdefgh中", at: Point(x: 0, y: 2))
        try screen.terminal.present(wide, cursor: nil)
        #expect(screen.screenLines()[2] == "abcdefgh中")
    }

    @Test func attributesAndColours() throws {
        let screen = try HeadlessScreen(size: Size(width: 30, height: 6))
        defer { screen.close() }
        #expect(screen.terminal.colorDepth == .palette256)
        try screen.terminal.present(sampleCanvas(screen.terminal.size), cursor: nil)

        let plain = screen.cell(x: 0, y: 0)
        #expect(plain.text == "H")
        #expect(plain.attributes == 0)
        #expect(plain.pair == 0)

        let red = screen.cell(x: 2, y: 1)
        #expect(screen.colors(ofPair: red.pair) == (1, -1))

        let orange = screen.cell(x: 0, y: 2)
        #expect(screen.colors(ofPair: orange.pair) == (-1, 208))

        let bold = screen.cell(x: 0, y: 3)
        #expect(bold.attributes == BRIK_A_BOLD | BRIK_A_UNDERLINE)

        let corner = screen.cell(x: 29, y: 5)
        #expect(corner.text == "Z")
        #expect(screen.colors(ofPair: corner.pair) == (2, 4))
    }

    @Test func noColorKeepsAttributesOnly() throws {
        let screen = try HeadlessScreen(size: Size(width: 30, height: 6), noColor: "1")
        defer { screen.close() }
        #expect(screen.terminal.colorDepth == ColorDepth.none)
        try screen.terminal.present(sampleCanvas(screen.terminal.size), cursor: nil)
        #expect(screen.cell(x: 2, y: 1).pair == 0)
        #expect(screen.cell(x: 29, y: 5).pair == 0)
        #expect(screen.cell(x: 0, y: 3).attributes == BRIK_A_BOLD | BRIK_A_UNDERLINE)
    }

    @Test func identicalFrameWritesNothingAndOneCellWritesLittle() throws {
        let screen = try HeadlessScreen(size: Size(width: 40, height: 10))
        defer { screen.close() }
        var canvas = sampleCanvas(screen.terminal.size)
        try screen.terminal.present(canvas, cursor: nil)
        let first = screen.bytesWritten
        #expect(first > 0)
        try screen.terminal.present(canvas, cursor: nil)
        #expect(screen.bytesWritten == first)
        canvas.write("中", at: Point(x: 10, y: 5))
        try screen.terminal.present(canvas, cursor: nil)
        let delta = screen.bytesWritten - first
        print("40×10 first frame: \(first) bytes; one changed wide cell: \(delta) bytes")
        #expect(delta > 0 && delta < 30, "one wide cell cost \(delta) bytes")
    }

    @Test func scrolledFrameIsCheap() throws {
        let size = Size(width: 200, height: 50)
        let screen = try HeadlessScreen(size: size)
        defer { screen.close() }
        func frame(firstRow: Int) -> Canvas {
            var canvas = Canvas(size: size)
            for y in 0..<size.height {
                let row = firstRow + y
                let style = CellStyle(foreground: .palette(UInt8(16 + row % 200)), background: row % 3 == 0 ? .blue : .default)
                canvas.write(
                    "row \(row): 中文 text 😀 " + String(repeating: "word\(row % 7) ", count: 28)
                        + String(repeating: "·", count: row % 20), at: Point(x: 0, y: y), style: style)
            }
            return canvas
        }
        try screen.terminal.present(frame(firstRow: 0), cursor: nil)
        let before = screen.bytesWritten
        let scrolled = frame(firstRow: 1)
        try screen.terminal.present(scrolled, cursor: nil)
        let delta = screen.bytesWritten - before
        print("200×50 first frame: \(before) bytes; scrolled by one row: \(delta) bytes")
        #expect(delta < 400, "scrolling by one row cost \(delta) bytes")
        #expect(screen.screenLines() == scrolled.lines)
    }

    @Test func pairExhaustionResetsAndRepaints() throws {
        let screen = try HeadlessScreen(size: Size(width: 20, height: 4))
        defer { screen.close() }
        var allocated = 0
        var resets = 0
        let pairs = ColorPairCache(
            allocate: { fg, bg in
                guard allocated < 3 else { return -1 }
                allocated += 1
                return alloc_pair(fg, bg)
            },
            resetAll: {
                resets += 1
                allocated = 0
                reset_color_pairs()
            })
        var drawer = CursesCanvasDrawer(colors: screen.terminal.colorMapping, pairs: pairs)
        var canvas = Canvas(size: screen.terminal.size)
        for index in 0..<5 {
            canvas.write(
                "c\(index)", at: Point(x: index * 3, y: 0),
                style: CellStyle(foreground: .ansi(ANSIColor(rawValue: UInt8(index + 1))!)))
        }
        drawer.draw(canvas, into: screen.terminal.window)
        #expect(resets == 1)
        wnoutrefresh(screen.terminal.window)
        doupdate()
        #expect(screen.screenLines() == canvas.lines)
        // The first three colours got pairs again after the reset; the rest fell back to the default.
        #expect(screen.colors(ofPair: screen.cell(x: 0, y: 0).pair) == (1, -1))
        #expect(screen.cell(x: 12, y: 0).pair == 0)

        var small = Canvas(size: screen.terminal.size)
        small.write("ok", at: .zero, style: CellStyle(foreground: .yellow))
        drawer.draw(small, into: screen.terminal.window)
        #expect(resets == 1)
    }

    @Test func stopIsIdempotent() throws {
        let screen = try HeadlessScreen(size: Size(width: 10, height: 3))
        screen.close()
        #expect(screen.terminal.isStopped)
        screen.terminal.stop()
        try screen.terminal.present(Canvas(size: Size(width: 10, height: 3)), cursor: nil)
        #expect(throws: TerminalError.terminalLost) { try screen.terminal.waitForEvents(timeout: .zero) }
    }

    @Test func missingAndUnknownTerminalTypesAreErrors() throws {
        let saved = getenv("TERM").map { String(cString: $0) }
        defer {
            if let saved { setenv("TERM", saved, 1) } else { unsetenv("TERM") }
        }
        unsetenv("TERM")
        #expect(throws: TerminalError.noTerminalType) { try CursesTerminal.start() }
        setenv("TERM", "", 1)
        #expect(throws: TerminalError.noTerminalType) { try CursesTerminal.start() }
        setenv("TERM", "bogus-brik-terminal", 1)
        #expect(throws: TerminalError.unknownTerminalType("bogus-brik-terminal")) { try CursesTerminal.start() }
        setenv("TERM", "xterm-256color", 1)
        if isatty(0) != 1 || isatty(1) != 1 {
            #expect(throws: TerminalError.notATerminal) { try CursesTerminal.start() }
        }
        #expect(throws: TerminalError.unknownTerminalType("bogus-brik-terminal")) {
            try CursesTerminal(
                headlessOutputPath: "/dev/null", size: Size(width: 10, height: 3), terminalType: "bogus-brik-terminal")
        }
    }
}
