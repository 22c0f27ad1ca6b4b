import SeededRandom
import Testing

@testable import BrikRendering

/// Printable ASCII is wrapped byte by byte; the lines must be exactly those the general
/// (grapheme) wrapper gives, for any mix of words, runs of spaces and widths.
@Suite struct ASCIIWrappingTests {
    @Test func fastPathEqualsTheGeneralWrapper() {
        var random = SplitMix64(seed: 5)
        // Hard breaks too: printable ASCII with breaks wraps each paragraph byte by byte.
        let pieces = [
            "a", "bb", "word", "longerword", "x", " ", "  ", "   ", "supercalifragilistic", "-", "1234567", "\n", "\r\n",
            "\r", "\u{0B}", "\u{0C}", "\n\n",
        ]
        for run in 0..<2_000 {
            var text = ""
            for _ in 0..<Int(random.next() % 12) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
            let width = 1 + Int(random.next() % 14)
            let limit = Int(random.next() % 4)
            let fast = TextLayout.wrappedLines(text, width: width, limit: limit)
            let general = TextLayout.wrappedLines(text, width: width, limit: limit, fastASCII: false)
            #expect(fast.map(\.text) == general.map(\.text), "run \(run): \(text.debugDescription) at \(width)")
            #expect(fast.map(\.width) == general.map(\.width))
            #expect(fast.map(\.endsParagraph) == general.map(\.endsParagraph))
        }
    }

    /// Measuring counts the lines and the widest without making them: the same numbers as
    /// the lines themselves, and as the general wrapper's.
    @Test func measuringAgreesWithTheLines() {
        var random = SplitMix64(seed: 11)
        // Hard breaks too: printable ASCII with breaks wraps each paragraph byte by byte.
        let pieces = [
            "a", "bb", "word", "longerword", "x", " ", "  ", "   ", "supercalifragilistic", "-", "1234567", "\n", "\r\n",
            "\r", "\u{0B}", "\u{0C}", "\n\n",
        ]
        for run in 0..<2_000 {
            var text = ""
            for _ in 0..<Int(random.next() % 12) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
            let width = 1 + Int(random.next() % 14)
            let general = TextLayout.wrappedLines(text, width: width, limit: 0, fastASCII: false)
            let measured = ASCIILineWrapper.measure(text, width: width)
            #expect(measured.lines == general.count, "run \(run): \(text.debugDescription) at \(width)")
            #expect(measured.widest == (general.map(\.width).max() ?? 0), "run \(run): \(text.debugDescription) at \(width)")
            #expect(ASCIILineWrapper.lineTexts(text, width: width) == general.map(\.text))
        }
    }

    /// Drawing a label's rows straight from the text's bytes puts exactly the cells that
    /// writing its wrapped lines would, for any rows asked for (the rest stay blank).
    @Test func drawingFromTheBytesEqualsWritingTheLines() {
        var random = SplitMix64(seed: 17)
        let pieces = ["a", "bb", "word", "longerword", " ", "  ", "supercalifragilistic", "-", "\n", "\r\n", "\n\n"]
        for run in 0..<1_000 {
            var text = ""
            for _ in 0..<Int(random.next() % 10) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
            let width = 1 + Int(random.next() % 12)
            let first = Int(random.next() % 4)
            let rows = first..<(first + Int(random.next() % 5))
            let origin = Point(x: Int(random.next() % 3), y: Int(random.next() % 2))
            var drawn = Canvas(size: Size(width: 16, height: 12))
            ASCIILineWrapper.draw(text, width: width, rows: rows, into: &drawn, at: origin, style: .plain)
            var written = Canvas(size: Size(width: 16, height: 12))
            for (row, line) in ASCIILineWrapper.lineTexts(text, width: width).enumerated() where rows.contains(row) {
                written.write(line, at: Point(x: origin.x, y: origin.y + row), style: .plain)
            }
            #expect(drawn.plainText == written.plainText, "run \(run): \(text.debugDescription) at \(width), rows \(rows)")
        }
    }

    /// One scan finds the kind and the ideal width: printable text without its trailing
    /// spaces, text with breaks by its widest paragraph in bytes (trailing spaces counted).
    @Test func theFactsOfATextAreItsKindAndIdealWidth() {
        #expect(ASCIILineWrapper.facts(of: "ab\r\nabcd  \nx") == (.withBreaks, 6))
        #expect(ASCIILineWrapper.facts(of: "") == (.printable, 0))
        #expect(ASCIILineWrapper.facts(of: "\n\nabc") == (.withBreaks, 3))
        #expect(ASCIILineWrapper.facts(of: "abc   ") == (.printable, 3))
        #expect(ASCIILineWrapper.facts(of: "  a b  ") == (.printable, 5))
        #expect(ASCIILineWrapper.facts(of: "   ") == (.printable, 0))
        #expect(ASCIILineWrapper.facts(of: "ab \u{0C}") == (.withBreaks, 3))
        #expect(ASCIILineWrapper.facts(of: "tab\there") == (.other, 0))
        #expect(ASCIILineWrapper.facts(of: "café\n") == (.other, 0))
        #expect(ASCIILineWrapper.facts(of: "del\u{7F}") == (.other, 0))
        #expect(ASCIILineWrapper.appliesWithBreaks(to: "line\nbreak\r\nand\u{0C}more"))
        #expect(!ASCIILineWrapper.appliesWithBreaks(to: "tab\there"))
        #expect(!ASCIILineWrapper.appliesWithBreaks(to: "café\n"))
    }

    @Test func onlyPrintableASCIITakesTheFastPath() {
        #expect(ASCIILineWrapper.applies(to: "item 12 of section 3"))
        #expect(!ASCIILineWrapper.applies(to: "tab\there"))
        #expect(!ASCIILineWrapper.applies(to: "line\nbreak"))
        #expect(!ASCIILineWrapper.applies(to: "café"))
        #expect(!ASCIILineWrapper.applies(to: "\u{1B}[31m"))
    }
}
