import Testing

@testable import BrikRendering

/// The virtual terminal is the judge of the renderer's property tests, so it is tested on its own.
@Suite struct ANSIVirtualTerminalTests {
    let esc = "\u{1B}"

    @Test func printsAtAbsoluteAndRelativePositions() {
        var terminal = VirtualTerminal(size: Size(width: 6, height: 4))
        terminal.feed("\(esc)[2;3Hab\(esc)[Ac\(esc)[2Dd\(esc)[2Be\r\(esc)[Cf\r\ng")
        #expect(terminal.problems.isEmpty)
        #expect(terminal.lines == ["   dc ", "  ab  ", " f  e ", "g     "])
        terminal.feed("\r\nh")
        #expect(terminal.lines == ["  ab  ", " f  e ", "g     ", "h     "], "a line feed on the last row scrolls")
    }

    @Test func wideGlyphsTakeTwoCellsAndOverwritingHalfBlanksTheOther() {
        var terminal = VirtualTerminal(size: Size(width: 6, height: 1))
        terminal.feed("中文x")
        #expect(terminal.lines == ["中文x "])
        #expect(terminal[1, 0].isContinuation)
        terminal.feed("\(esc)[1;2Hy")
        #expect(terminal.lines == [" y文x "])
        terminal.feed("\(esc)[1;4H🙂")
        #expect(terminal.lines == [" y 🙂 "])
    }

    @Test func lastColumnLeavesAPendingWrap() {
        var terminal = VirtualTerminal(size: Size(width: 3, height: 2))
        terminal.feed("abc")
        #expect(terminal.cursor == Point(x: 2, y: 0))
        terminal.feed("d")
        #expect(terminal.lines == ["abc", "d  "])
        terminal.feed("\(esc)[1;3H中")
        #expect(terminal.lines == ["abc", "中 "], "a wide glyph on the last column wraps whole")
    }

    @Test func interpretsEverySGRTheRendererWrites() {
        var terminal = VirtualTerminal(size: Size(width: 8, height: 1))
        terminal.feed(
            "\(esc)[1;2;3;4;5;7;9;31;104ma\(esc)[22;23;24;25;27;29;38;5;208;48;2;1;2;3mb\(esc)[39;49;2;93;40mc\(esc)[0md")
        #expect(terminal.problems.isEmpty)
        #expect(
            terminal[0, 0].style
                == CellStyle(
                    foreground: .red, background: .brightBlue,
                    attributes: [.bold, .dim, .italic, .underline, .blink, .reverse, .strikethrough]))
        #expect(terminal[1, 0].style == CellStyle(foreground: .palette(208), background: .rgb(1, 2, 3)))
        #expect(terminal[2, 0].style == CellStyle(foreground: .brightYellow, background: .black, attributes: .dim))
        #expect(terminal[3, 0].style == .plain)
    }

    @Test func erasesInTheCurrentBackground() {
        var terminal = VirtualTerminal(size: Size(width: 4, height: 2))
        terminal.feed("abcd\r\nefgh\(esc)[1;3H\(esc)[41m\(esc)[K")
        #expect(terminal.lines == ["ab  ", "efgh"])
        #expect(terminal[3, 0].style == CellStyle(background: .red))
        terminal.feed("\(esc)[0m\(esc)[2J")
        #expect(terminal.lines == ["    ", "    "])
        #expect(terminal[0, 1].style == .plain)
    }

    @Test func reportsWhatItDoesNotUnderstand() {
        var terminal = VirtualTerminal(size: Size(width: 2, height: 1))
        terminal.feed("\(esc)[?25l\u{07}\(esc)[6m")
        #expect(terminal.problems.count == 3)
    }

    @Test func differenceNamesTheFirstDifferingCellAndShowsBothScreens() throws {
        var canvas = Canvas(size: Size(width: 3, height: 1))
        canvas.write("abc", at: .zero)
        var terminal = VirtualTerminal(size: canvas.size)
        terminal.feed("abd")
        let message = try #require(terminal.difference(from: canvas, depth: .trueColor))
        #expect(message.contains("(2, 0)"))
        #expect(message.contains("|abc|") && message.contains("|abd|"))
    }
}
