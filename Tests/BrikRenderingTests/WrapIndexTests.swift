import SeededRandom
import Testing

@testable import BrikRendering

/// The wrap index gives the numbers and lines the glyph wrapper gives, at every width: it
/// replaces that wrapper for long labels, so any difference would move rows on screen.
@Suite struct WrapIndexTests {
    /// What the glyph wrapper gives: the lines (trailing spaces trimmed, as a label keeps
    /// them), their count and the widest.
    static func expected(_ text: String, width: Int) -> (lines: [String], widest: Int) {
        let lines = TextLayout.wrappedLines(text, width: width, limit: 0, fastASCII: false).map {
            $0.text.trimmingTrailingSpaces
        }
        return (lines, lines.map { TextWidth.width($0) }.max() ?? 0)
    }

    static func check(_ text: String, widths: some Sequence<Int>, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let index = WrapIndex(text) else {
            Issue.record("no index", sourceLocation: sourceLocation)
            return
        }
        for width in widths {
            let (lines, widest) = expected(text, width: width)
            let measured = index.measure(width: width)
            #expect(measured?.rows == lines.count, "width \(width) of \(text.debugDescription)", sourceLocation: sourceLocation)
            #expect(measured?.widest == widest, "width \(width) of \(text.debugDescription)", sourceLocation: sourceLocation)
            #expect(index.lines(width: width, rows: 0..<lines.count) == lines, sourceLocation: sourceLocation)
            if lines.count > 2 {
                let middle = 1..<(lines.count - 1)
                #expect(index.lines(width: width, rows: middle) == Array(lines[middle]), sourceLocation: sourceLocation)
            }
        }
    }

    @Test func wordsSpacesAndBreaksAsTheWrapperPlacesThem() {
        Self.check("lorém ipsum dolor sit amet\nsecond paragraph — ünïcode\r\n\nlast", widths: 1...30)
        Self.check("  indented lérge words   trailing   \n", widths: 1...20)
        Self.check("a\u{2028}b\u{2029}c\u{85}d\u{0B}e\u{0C}f\rg", widths: 1...3)
        Self.check("", widths: 1...3)
        Self.check("\n\n", widths: 1...3)
    }

    @Test func longWordsAreBrokenAsTheWrapperBreaksThem() {
        Self.check("Überlangeswortohnepause und dann noch eins", widths: 1...12)
        Self.check("한국어단어는통째로 유지됩니다 테스트", widths: 1...10)
        Self.check("日本語の文章は文字の間で折り返す。「かぎ」も", widths: 1...9)
        Self.check("mixed漢字word and 🧑‍🚀 astronauts 👍🏽", widths: 1...9)
        Self.check(
            String(repeating: " ", count: 3000) + "é" + String(repeating: "x", count: 50), widths: [1, 7, 2999, 3001, 4000])
    }

    @Test func marksTabsAndControlsAsTheWrapperShowsThem() {
        Self.check("e\u{301}te\u{301} ca\u{308}fe\u{301}\ttab\tstops\u{1B}[31m red", widths: 1...16)
        Self.check("\u{301}lone mark and \u{200D} joiner \u{FE0F} selector", widths: 1...12)
    }

    @Test func randomTextsAtRandomWidths() {
        var random = SplitMix64(seed: 0x5EED_0021)
        let pieces = [
            "a", "é", "ß", "word", "wörd", " ", "  ", "\n", "\r\n", "\t", "漢", "字", "。", "「", "한", "글", "🧺", "👍🏽",
            "e\u{301}", "\u{1B}", "…", "(", ")", ",", "x\u{200D}y", "ｆｕｌｌ", "Überlange",
        ]
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<Int.random(in: 0...60, using: &random) { text += pieces.randomElement(using: &random)! }
            Self.check(text, widths: (0..<4).map { _ in Int.random(in: 1...24, using: &random) })
        }
    }

    @Test func aNewWidthWrapsNoGlyph() {
        // Two paragraphs: measuring at a width where both wrap, then at another, gives the
        // glyph wrapper's numbers both times, and the rows of one paragraph alone are its lines.
        let text = String(repeating: "lorém ipsum dolor sit amet ", count: 4) + "\n" + "ünïcode über alles"
        let index = WrapIndex(text)
        #expect(index?.paragraphCount == 2)
        #expect(index?.widestParagraph == 108)
        #expect(index?.measure(width: 100)?.rows == 3)
        #expect(index?.measure(width: 83)?.rows == 3)
        #expect(index?.lines(width: 10, rows: 13..<15) == ["ünïcode", "über alles"])
    }
}
