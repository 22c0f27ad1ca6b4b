import Testing

@testable import BrikRendering

@Suite struct TextWrapTests {
    @Test func wrapsAtWordsAndConsumesTheSpaces() {
        #expect(TextLayout.wrap("the quick brown fox jumps", width: 10) == ["the quick", "brown fox", "jumps"])
        #expect(TextLayout.wrap("aaaa bbbb", width: 4) == ["aaaa", "bbbb"])
        #expect(TextLayout.wrap("aaaa    bbbb", width: 9) == ["aaaa", "bbbb"])
        #expect(TextLayout.wrap("a b", width: 3) == ["a b"])
        #expect(TextLayout.wrap("trailing   ", width: 20) == ["trailing"])
    }

    @Test func edgeCases() {
        #expect(TextLayout.wrap("anything", width: 0) == [])
        #expect(TextLayout.wrap("anything", width: -3) == [])
        #expect(TextLayout.wrap("", width: 5) == [""])
        #expect(TextLayout.wrap("   ", width: 5) == [""])
    }

    @Test func hardNewlinesStartNewLines() {
        #expect(TextLayout.wrap("one\ntwo\r\nthree", width: 20) == ["one", "two", "three"])
        #expect(TextLayout.wrap("a\n\nb\n", width: 20) == ["a", "", "b", ""])
        #expect(TextLayout.wrap("a\rb\u{2028}c", width: 20) == ["a", "b", "c"])
        #expect(TextLayout.wrap("long words here\nx", width: 5) == ["long", "words", "here", "x"])
    }

    @Test func indentationIsKeptWhenItFits() {
        #expect(TextLayout.wrap("  indented text", width: 10) == ["  indented", "text"])
        #expect(TextLayout.wrap("      word", width: 6) == ["word"])
    }

    @Test func longWordsBreakBetweenGlyphs() {
        #expect(TextLayout.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextLayout.wrap("hi abcdefghij", width: 4) == ["hi", "abcd", "efgh", "ij"])
        #expect(TextLayout.wrap("e\u{301}e\u{301}e\u{301}", width: 2) == ["e\u{301}e\u{301}", "e\u{301}"])
    }

    @Test func cjkNeverSplitsAWideCharacter() {
        #expect(TextLayout.wrap("日本語のテキスト", width: 5) == ["日本", "語の", "テキ", "スト"])
        #expect(TextLayout.wrap("ab中文", width: 3) == ["ab", "中", "文"])
        // A line may break between two ideographs (UAX #14), so 世 fills the first line.
        #expect(TextLayout.wrap("Hello 世界", width: 8) == ["Hello 世", "界"])
        for width in 2...9 {
            for line in TextLayout.wrap("漢字かな交じり文 and ASCII 😀😀", width: width) {
                #expect(TextWidth.width(line) <= width)
            }
        }
    }

    @Test func wideCharacterInOneColumnBecomesEllipsis() {
        #expect(TextLayout.wrap("a中b", width: 1) == ["a", "…", "b"])
    }

    @Test func linesComeBackSanitized() {
        #expect(TextLayout.wrap("a\tb \u{1b}[2J", width: 20) == ["a       b ␛[2J"])
    }

    @Test func hugeTextWrapsInLinearTime() {
        let longLine = String(repeating: "lorem ipsum dolor 中文 ", count: 500)  // 10,500 characters
        let many = String(repeating: "a short line of text\n", count: 100_000)
        var longLines: [String] = []
        var manyLines: [String] = []
        do {
            longLines = TextLayout.wrap(longLine, width: 37)
            manyLines = TextLayout.wrap(many, width: 10)
        }
        #expect(longLines.allSatisfy { TextWidth.width($0) <= 37 })
        #expect(longLines.joined(separator: " ") == String(longLine.dropLast()))
        #expect(manyLines.count == 300_001)
        #expect(Array(manyLines.prefix(3)) == ["a short", "line of", "text"])
    }
}

@Suite struct TextTruncateTests {
    @Test func fitsUntouched() {
        #expect(TextLayout.truncate("hello", width: 5) == "hello")
        #expect(TextLayout.truncate("hello", width: 10) == "hello")
    }

    @Test func cutsWithEllipsis() {
        #expect(TextLayout.truncate("hello world", width: 8) == "hello w…")
        #expect(TextLayout.truncate("hello world", width: 7) == "hello…")
        #expect(TextLayout.truncate("hello", width: 1) == "…")
        #expect(TextLayout.truncate("hello", width: 0) == "")
        #expect(TextLayout.truncate("hello world", width: 8, ellipsis: "...") == "hello...")
        #expect(TextLayout.truncate("hello", width: 2, ellipsis: "...") == "he")
    }

    @Test func neverExceedsWidthWithWideCharacters() {
        #expect(TextLayout.truncate("中文字", width: 5) == "中文字".prefix(2) + "…")
        #expect(TextLayout.truncate("中文字", width: 4) == "中…")
        #expect(TextLayout.truncate("中文字", width: 6) == "中文字")
        #expect(TextLayout.truncate("a中", width: 2) == "a…")
        #expect(TextLayout.truncate("中", width: 1) == "…")
        for width in 0...12 {
            #expect(TextWidth.width(TextLayout.truncate("ab中😀👍🏻e\u{301}x", width: width)) <= width)
        }
    }

    @Test func longLineIsLinear() {
        let line = String(repeating: "x中", count: 50_000)
        var cut = ""
        cut = TextLayout.truncate(line, width: 100)
        #expect(TextWidth.width(cut) == 100)
    }
}

@Suite struct TextAlignTests {
    @Test func padsToWidth() {
        #expect(TextLayout.align("abc", width: 7, alignment: .left) == "abc    ")
        #expect(TextLayout.align("abc", width: 7, alignment: .right) == "    abc")
        #expect(TextLayout.align("abc", width: 7, alignment: .center) == "  abc  ")
        #expect(TextLayout.align("abc", width: 6, alignment: .center) == " abc  ")
        #expect(TextLayout.align("中文", width: 7, alignment: .center) == " 中文  ")
        #expect(TextLayout.align("toolong", width: 4, alignment: .right) == "too…")
        #expect(TextLayout.align("中文", width: 3, alignment: .left) == "中…")
        #expect(TextLayout.align("ab中文", width: 4, alignment: .left) == "ab… ")
        #expect(TextLayout.align("x", width: 0, alignment: .left) == "")
    }

    @Test func justifySpreadsWithCumulativeRounding() {
        // 4 words, 3 gaps, natural width 11+3 = 14; 6 extra spread 2,2,2.
        #expect(TextLayout.align("aa bbb cc dddd", width: 20, alignment: .justified) == "aa   bbb   cc   dddd")
        // 4 extra over 3 gaps: edges round(4/3)=1, round(8/3)=3, 4 → 1, 2, 1.
        #expect(TextLayout.align("aa bbb cc dddd", width: 18, alignment: .justified) == "aa  bbb   cc  dddd")
        // 1 extra over 2 gaps: round(0.5)=1, round(1)=1 → 1, 0.
        #expect(TextLayout.align("a b c", width: 6, alignment: .justified) == "a  b c")
        #expect(TextLayout.align("single", width: 9, alignment: .justified) == "single   ")
        #expect(TextLayout.align("  in dent", width: 12, alignment: .justified) == "  in    dent")
        #expect(TextLayout.align("中 文", width: 8, alignment: .justified) == "中    文")
    }
}

@Suite struct TextLinesTests {
    let text = "The quick brown fox jumps over the lazy dog.\nEnd here."

    @Test func wrapsAndAligns() {
        #expect(
            TextLayout.lines(text, width: 16) == [
                "The quick brown ",
                "fox jumps over  ",
                "the lazy dog.   ",
                "End here.       ",
            ])
        #expect(
            TextLayout.lines(text, width: 16, alignment: .right) == [
                " The quick brown",
                "  fox jumps over",
                "   the lazy dog.",
                "       End here.",
            ])
    }

    @Test func justifiedLeavesParagraphEndsLeftAligned() {
        #expect(
            TextLayout.lines(text, width: 16, alignment: .justified) == [
                "The  quick brown",  // 1 extra over 2 gaps: round(0.5) = 1 goes first
                "fox  jumps  over",
                "the lazy dog.   ",
                "End here.       ",
            ])
    }

    @Test func maxLinesCutsWithEllipsis() {
        #expect(
            TextLayout.lines(text, width: 16, maxLines: 2) == [
                "The quick brown ",
                "fox jumps over… ",
            ])
        #expect(TextLayout.lines(text, width: 14, maxLines: 1, alignment: .justified) == ["The quick…    "])
        #expect(TextLayout.lines("12345 67890", width: 5, maxLines: 1) == ["1234…"])
        #expect(TextLayout.lines(text, width: 16, maxLines: 4) == TextLayout.lines(text, width: 16))
        #expect(TextLayout.lines(text, width: 16, maxLines: 0).count == 4)
        #expect(TextLayout.lines(text, width: 0) == [])
    }
}
