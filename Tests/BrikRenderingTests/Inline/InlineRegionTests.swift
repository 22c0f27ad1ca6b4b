import Testing

@testable import BrikRendering

@Suite struct InlineRegionTests {
    let renderer = ANSIRenderer(colorDepth: .none)

    func canvas(_ rows: [String], width: Int = 10) -> Canvas {
        var canvas = Canvas(size: Size(width: width, height: rows.count))
        for (y, row) in rows.enumerated() { canvas.write(row, at: Point(x: 0, y: y)) }
        return canvas
    }

    /// A terminal whose shell printed `shell` lines, with the cursor on the row after them.
    func shellTerminal(_ shell: [String], width: Int = 10, height: Int = 5) -> LineTerminal {
        var terminal = LineTerminal(width: width, height: height)
        for line in shell { terminal.feed(line + "\r\n") }
        return terminal
    }

    @Test func drawsBelowTheShellOutputAndKeepsIt() {
        var terminal = shellTerminal(["$ wizard"])
        var region = InlineRegion(renderer: renderer, terminalSize: Size(width: 10, height: 5))
        terminal.feed(region.draw(canvas(["one", "two"])))
        #expect(terminal.lines == ["$ wizard", "one", "two", "", ""])
        #expect(region.height == 2)
        #expect(!region.draw(canvas(["one", "two"])).contains("\u{1B}[?1049h"))
    }

    /// A focused field's caret: the cursor shown where the frame says, hidden while the next
    /// frame is written, and every later step (printing above, ending) still finds the region.
    @Test func theCaretIsShownWhereTheFrameSaysAndTheRegionStaysFound() {
        var terminal = shellTerminal(["$ wizard"])
        var region = InlineRegion(renderer: renderer, terminalSize: Size(width: 10, height: 5))
        terminal.feed("\u{1B}[?25l" + region.draw(canvas(["Name:", "> Ada", "Tab next"])))
        terminal.feed(region.placeCursor(at: Point(x: 5, y: 1)))
        #expect(terminal.cursorVisible && terminal.row == 2 && terminal.column == 5)
        // The next frame hides it while it writes, and lands on the same rows.
        let next = region.draw(canvas(["Name:", "> Adam", "Tab next"]))
        #expect(next.hasPrefix("\u{1B}[?25l"))
        terminal.feed(next)
        #expect(!terminal.cursorVisible)
        #expect(terminal.lines == ["$ wizard", "Name:", "> Adam", "Tab next", ""])
        terminal.feed(region.placeCursor(at: Point(x: 6, y: 1)))
        #expect(terminal.row == 2 && terminal.column == 6)
        // Printing above from the caret's row keeps the region whole below the lines.
        terminal.feed(region.printAbove("saved\n"))
        #expect(terminal.lines == ["$ wizard", "saved", "Name:", "> Adam", "Tab next"])
        terminal.feed(region.placeCursor(at: Point(x: 6, y: 1)))
        #expect(terminal.row == 3 && terminal.column == 6)
        // Ending with the frame kept goes below its last row, whichever row the caret was on.
        terminal.feed(region.finish(keepingFrame: true) + "$ ")
        #expect(terminal.history == ["$ wizard", "saved", "Name:", "> Adam", "Tab next", "$"])
        // No caret (nil) hides it.
        var other = InlineRegion(renderer: renderer, terminalSize: Size(width: 10, height: 5))
        var plain = shellTerminal([])
        plain.feed(other.draw(canvas(["a"])) + other.placeCursor(at: Point(x: 0, y: 0)) + other.placeCursor(at: nil))
        #expect(!plain.cursorVisible)
    }

    @Test func growsAndShrinksInPlace() {
        var terminal = shellTerminal(["$ wizard"])
        var region = InlineRegion(renderer: renderer, terminalSize: Size(width: 10, height: 5))
        terminal.feed(region.draw(canvas(["a"])))
        terminal.feed(region.draw(canvas(["b", "c", "d"])))
        #expect(terminal.lines == ["$ wizard", "b", "c", "d", ""])
        terminal.feed(region.draw(canvas(["e"])))
        #expect(terminal.lines == ["$ wizard", "e", "", "", ""])
        #expect(region.height == 1)
        terminal.feed(region.draw(canvas([])))
        #expect(terminal.lines == ["$ wizard", "", "", "", ""])
        terminal.feed(region.draw(canvas(["f", "g"])))
        #expect(terminal.lines == ["$ wizard", "f", "g", "", ""])
    }

    @Test func growingPastTheBottomScrollsTheShellIntoTheScrollback() {
        var terminal = shellTerminal(["s1", "s2", "s3", "s4"])
        var region = InlineRegion(renderer: renderer, terminalSize: Size(width: 10, height: 5))
        terminal.feed(region.draw(canvas(["a"])))
        terminal.feed(region.draw(canvas(["a", "b", "c"])))
        #expect(terminal.scrollback == ["s1", "s2"])
        #expect(terminal.lines == ["s3", "s4", "a", "b", "c"])
        terminal.feed(region.draw(canvas(["x", "y", "z"])))
        #expect(terminal.lines == ["s3", "s4", "x", "y", "z"])
    }

    @Test func printAboveScrollsLinesIntoTheScrollbackUnderTheRegion() {
        var terminal = shellTerminal(["$ run"])
        var region = InlineRegion(renderer: renderer, terminalSize: Size(width: 10, height: 4))
        terminal.feed(region.draw(canvas(["live 1", "live 2"])))
        for step in 1...4 {
            terminal.feed(region.printAbove("done \(step)\n"))
        }
        #expect(terminal.history == ["$ run", "done 1", "done 2", "done 3", "done 4", "live 1", "live 2"])
        #expect(terminal.lines.suffix(2) == ["live 1", "live 2"])
    }

    @Test func aTallerCanvasThanTheTerminalShowsItsFirstRows() {
        var terminal = shellTerminal([], height: 3)
        var region = InlineRegion(renderer: renderer, terminalSize: Size(width: 10, height: 3))
        terminal.feed(region.draw(canvas(["1", "2", "3", "4", "5"])))
        #expect(terminal.lines == ["1", "2", "3"])
        terminal.feed(region.draw(canvas(["a"])))
        #expect(terminal.lines == ["a", "", ""])
    }

    @Test func finishKeepsTheFrameOrClearsIt() {
        var kept = shellTerminal(["$ x"])
        var region = InlineRegion(renderer: renderer, terminalSize: Size(width: 10, height: 5))
        kept.feed(region.draw(canvas(["final", "frame"])))
        kept.feed(region.finish(keepingFrame: true))
        kept.feed("$ next")
        #expect(kept.lines == ["$ x", "final", "frame", "$ next", ""])
        #expect(region.height == 0)

        var cleared = shellTerminal(["$ x"])
        region = InlineRegion(renderer: renderer, terminalSize: Size(width: 10, height: 5))
        cleared.feed(region.draw(canvas(["final", "frame"])))
        cleared.feed(region.finish(keepingFrame: false))
        cleared.feed("$ next")
        #expect(cleared.lines == ["$ x", "$ next", "", "", ""])
    }

    @Test func fullWidthRowsNeverWrapIntoTheNextRow() {
        var terminal = shellTerminal([], width: 4, height: 4)
        var region = InlineRegion(renderer: renderer, terminalSize: Size(width: 4, height: 4))
        terminal.feed(region.draw(canvas(["abcd", "efgh"], width: 4)))
        terminal.feed(region.draw(canvas(["ijkl"], width: 4)))
        #expect(terminal.lines == ["ijkl", "", "", ""])
    }

    @Test func resizeToANarrowerTerminalClimbsPastRewrappedRows() {
        // A terminal that re-wraps on resize: the 8-column rows drawn at width 10
        // take two rows each at width 4; the emulator is rebuilt as the terminal would show it.
        var region = InlineRegion(renderer: renderer, terminalSize: Size(width: 10, height: 8))
        var wide = LineTerminal(width: 10, height: 8)
        wide.feed(region.draw(canvas(["12345678", "abcdefgh", "z"])))
        var narrow = LineTerminal(width: 4, height: 8)
        narrow.feed("1234\r\n5678\r\nabcd\r\nefgh\r\nz")
        narrow.feed("\r")
        narrow.feed(region.resize(to: Size(width: 4, height: 8)))
        #expect(narrow.lines.allSatisfy { $0.isEmpty })
        narrow.feed(region.draw(canvas(["1234", "z"], width: 4)))
        #expect(narrow.lines == ["1234", "z", "", "", "", "", "", ""])
    }
}
