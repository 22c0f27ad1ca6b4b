import Testing

@testable import BrikRendering

/// Exact bytes for small cases, so a change in what the renderer sends is seen.
@Suite struct ANSIRendererTests {
    let esc = "\u{1B}"

    private func blank(_ width: Int, _ height: Int) -> Canvas {
        Canvas(size: Size(width: width, height: height))
    }

    @Test func fullFrameResetsHomesPlacesEveryRowAndResetsAtTheEnd() {
        var canvas = blank(3, 2)
        canvas.write("ab", at: Point(x: 0, y: 0))
        canvas.write("c", at: Point(x: 0, y: 1), style: CellStyle(foreground: .red, attributes: .bold))
        let bytes = ANSIRenderer(colorDepth: .trueColor).render(canvas)
        #expect(bytes == "\(esc)[0m\(esc)[Hab \(esc)[2H\(esc)[1;31mc\(esc)[0m  \(esc)[0m")
    }

    @Test func longBlankTailIsErasedInsteadOfWritten() {
        var canvas = blank(20, 1)
        canvas.write("hi", at: .zero)
        #expect(ANSIRenderer().render(canvas) == "\(esc)[0m\(esc)[Hhi\(esc)[K\(esc)[0m")
    }

    @Test func frameSkipsTheContinuationOfWideGlyphs() {
        var canvas = blank(4, 1)
        canvas.write("中a", at: .zero)
        #expect(ANSIRenderer().render(canvas) == "\(esc)[0m\(esc)[H中a \(esc)[0m")
    }

    @Test func unchangedCanvasUpdatesWithNoBytes() {
        var canvas = blank(5, 2)
        canvas.write("中文 ok", at: .zero, style: CellStyle(foreground: .rgb(1, 2, 3), attributes: .underline))
        #expect(ANSIRenderer().update(from: canvas, to: canvas) == "")
    }

    @Test func oneChangedCellIsOneMoveAndOneCharacter() {
        let before = blank(10, 3)
        var after = before
        after.write("x", at: Point(x: 4, y: 1))
        #expect(ANSIRenderer().update(from: before, to: after) == "\(esc)[2;5Hx")
    }

    @Test func aShortGapIsRewrittenRatherThanJumped() {
        let before = blank(10, 3)
        var after = before
        after.write("x", at: Point(x: 4, y: 1))
        after.write("y", at: Point(x: 6, y: 1))
        #expect(ANSIRenderer().update(from: before, to: after) == "\(esc)[2;5Hx y")
    }

    @Test func aLongGapIsJumpedWithARelativeMove() {
        let before = blank(40, 1)
        var after = before
        after.write("x", at: Point(x: 1, y: 0))
        after.write("y", at: Point(x: 20, y: 0))
        #expect(ANSIRenderer().update(from: before, to: after) == "\(esc)[1;2Hx\(esc)[18Cy")
    }

    @Test func nextRowStartIsReachedWithCarriageReturnLineFeed() {
        var before = blank(10, 3)
        before.write("ab", at: Point(x: 0, y: 0))
        var after = blank(10, 3)
        after.write("ab", at: Point(x: 0, y: 0))
        after.write("c", at: Point(x: 9, y: 0))
        after.write("d", at: Point(x: 0, y: 1))
        // After the last column the cursor is in doubt (pending wrap), so the next move is absolute.
        #expect(ANSIRenderer().update(from: before, to: after) == "\(esc)[1;10Hc\(esc)[2Hd")
        var later = after
        later.write("e", at: Point(x: 0, y: 2))
        later.write("f", at: Point(x: 0, y: 1))
        #expect(ANSIRenderer().update(from: after, to: later) == "\(esc)[2Hf\r\ne")
    }

    @Test func styleIsSetOnlyWhenItChangesAndResetOnlyIfChanged() {
        let before = blank(6, 1)
        var after = before
        let red = CellStyle(foreground: .red)
        after.write("ab", at: Point(x: 0, y: 0), style: red)
        after.write("c", at: Point(x: 2, y: 0), style: red.adding(.bold))
        #expect(ANSIRenderer().update(from: before, to: after) == "\(esc)[H\(esc)[31mab\(esc)[1mc\(esc)[0m")
    }

    @Test func changingHalfAWideGlyphRewritesTheWholeGlyph() {
        var before = blank(6, 1)
        before.write("中", at: Point(x: 2, y: 0))
        var after = before
        after.write("a", at: Point(x: 3, y: 0))
        #expect(ANSIRenderer().update(from: before, to: after) == "\(esc)[1;3H a")
        var wide = blank(6, 1)
        wide.write("中", at: Point(x: 3, y: 0))
        // The new glyph covers one half of the old one: both columns of each are written.
        #expect(ANSIRenderer().update(from: before, to: wide) == "\(esc)[1;3H 中")
    }

    @Test func differentSizeClearsAndDrawsEverything() {
        var next = blank(3, 1)
        next.write("abc", at: .zero)
        #expect(ANSIRenderer().update(from: blank(2, 2), to: next) == "\(esc)[0m\(esc)[2J\(esc)[Habc\(esc)[0m")
    }

    @Test func coloursAreWrittenAtEachDepth() {
        var canvas = blank(1, 1)
        canvas.write("x", at: .zero, style: CellStyle(foreground: .rgb(255, 128, 0), background: .brightBlue))
        func body(_ depth: ColorDepth) -> String {
            ANSIRenderer(colorDepth: depth).update(from: blank(1, 1), to: canvas)
        }
        #expect(body(.trueColor) == "\(esc)[H\(esc)[38;2;255;128;0;104mx\(esc)[0m")
        #expect(body(.palette256) == "\(esc)[H\(esc)[38;5;208;104mx\(esc)[0m")
        #expect(body(.ansi16) == "\(esc)[H\(esc)[33;104mx\(esc)[0m")
        #expect(body(.none) == "\(esc)[Hx")
    }

    @Test func noColorKeepsAttributes() {
        var canvas = blank(3, 1)
        let focused = CellStyle(foreground: .red, background: .rgb(0, 0, 90), attributes: [.reverse, .bold, .underline])
        canvas.write("ok", at: .zero, style: focused)
        let frame = ANSIRenderer(colorDepth: .none).render(canvas)
        #expect(frame == "\(esc)[0m\(esc)[H\(esc)[1;4;7mok\(esc)[0m \(esc)[0m")
    }

    @Test func transitionPicksTheShorterOfChangesAndReset() {
        func transition(_ from: CellStyle, _ to: CellStyle) -> String {
            var out = EscapeBuffer()
            SGR.appendTransition(from: from, to: to, to: &out)
            return out.string
        }
        let red = CellStyle(foreground: .red)
        #expect(transition(red.adding([.bold, .underline]), red.adding(.underline)) == "\(esc)[22m")
        #expect(transition(CellStyle(attributes: [.bold, .dim]), CellStyle(attributes: .dim)) == "\(esc)[0;2m")
        #expect(transition(red.adding(.bold), red.adding(.dim)) == "\(esc)[22;2m")
        #expect(transition(CellStyle(attributes: [.italic, .blink, .strikethrough]), .plain) == "\(esc)[0m")
        #expect(transition(red, red) == "")
        #expect(transition(.plain, CellStyle(background: .palette(17))) == "\(esc)[48;5;17m")
        #expect(
            transition(CellStyle(background: .palette(17)), CellStyle(foreground: .gray, background: .palette(17)))
                == "\(esc)[90m")
    }

    @Test func controlCharactersInCellsAreNeverSent() {
        var canvas = blank(2, 1)
        canvas.put(Glyph("\u{1B}", width: 1), at: .zero, style: .plain)
        canvas.put(Glyph("\u{9B}", width: 1), at: Point(x: 1, y: 0), style: .plain)
        #expect(ANSIRenderer().render(canvas) == "\(esc)[0m\(esc)[H\u{FFFD}\u{FFFD}\(esc)[0m")
    }
}
