import Testing

@testable import BrikRendering

@Suite struct ANSIPlainTextTests {
    let esc = "\u{1B}"

    private var sample: Canvas {
        var canvas = Canvas(size: Size(width: 6, height: 3))
        canvas.write("中a", at: Point(x: 1, y: 0))
        canvas.write("ok", at: Point(x: 0, y: 1), style: CellStyle(foreground: .green, attributes: .bold))
        canvas.fill(Rect(x: 4, y: 1, width: 2, height: 1), style: CellStyle(background: .blue))
        return canvas
    }

    @Test func plainLinesKeepFullWidthAndSkipContinuations() {
        #expect(sample.plainLines == [" 中a  ", "ok    ", "      "])
        for line in sample.plainLines {
            #expect(TextWidth.width(line) == 6)
        }
    }

    @Test func plainTextTrimsEachRow() {
        #expect(sample.plainText == " 中a\nok\n")
        #expect(Canvas(size: .zero).plainText == "")
    }

    @Test func linesCarryStylesWithoutCursorMovesAndResetBeforeEachNewline() {
        let text = ANSIRenderer(colorDepth: .ansi16).lines(sample)
        #expect(text == " 中a\n\(esc)[1;32mok\(esc)[0m  \(esc)[44m  \(esc)[0m\n\n")
        #expect(!text.contains("H") && !text.contains("\(esc)[K"))
    }

    @Test func linesWithoutColourOrAttributesArePlainText() {
        var canvas = Canvas(size: Size(width: 5, height: 2))
        canvas.write("hi", at: .zero, style: CellStyle(foreground: .red, background: .rgb(9, 9, 9)))
        #expect(ANSIRenderer(colorDepth: .none).lines(canvas) == "hi\n\n")
    }

    @Test func printCanvasWritesTheLinesToAStream() {
        var output = ""
        printCanvas(sample, colorDepth: .none, to: &output)
        #expect(output == " 中a\n\(esc)[1mok\(esc)[0m\n\n")
    }
}
