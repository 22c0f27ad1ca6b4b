import Testing

@testable import BrikRendering

/// Decomposed text is drawn composed: nothing a terminal would drop is lost.
@Suite struct TextCompositionTests {
    /// The scalars of each glyph `text` is drawn as, with its width.
    private func drawn(_ text: String) -> [(String, Int)] {
        TextWidth.glyphs(of: text).map { (String($0.character), $0.width) }
    }

    @Test func decomposedHangulIsDrawnAsItsSyllables() {
        // 각 and 한글 as macOS writes file names (NFD): L V T jamo.
        let gak = "\u{1100}\u{1161}\u{11A8}"
        #expect(drawn(gak).map(\.0) == ["\u{AC01}"])
        #expect(TextWidth.width(gak) == 2)
        let hangul = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}"
        #expect(TextWidth.sanitize(hangul) == "한글")
        #expect(TextWidth.width(hangul) == 4)
        // L V without a final, then a precomposed LV taking a final jamo.
        #expect(TextWidth.sanitize("\u{1100}\u{1161}") == "가")
        #expect(TextWidth.sanitize("\u{AC00}\u{11A8}") == "각")
        #expect(TextWidth.sanitize("파일 \u{1112}\u{1161}\u{11AB}.txt") == "파일 한.txt")
    }

    @Test func jamoThatComposeWithNothingAreShownNotDropped() {
        // A vowel and a final with no leading consonant: their compatibility letters.
        #expect(TextWidth.sanitize("\u{1161}") == "ㅏ")
        #expect(TextWidth.sanitize("x\u{11A8}") == "xㄱ")
        #expect(TextWidth.width("x\u{11A8}") == 3)
        // An LVT syllable cannot take a second final: it is shown after it.
        #expect(TextWidth.sanitize("각\u{11A8}") == "각ㄱ")
        // The vowel filler draws nothing, as before.
        #expect(TextWidth.sanitize("\u{1100}\u{1160}") == "\u{1100}")
    }

    @Test func latinAndKanaMarksComposeIntoTheirLetters() {
        #expect(drawn("e\u{301}").map(\.0) == ["\u{E9}"])
        // ệ in canonical order: dot below (ccc 220) then circumflex (230), composed twice.
        #expect(drawn("e\u{323}\u{302}").map(\.0) == ["\u{1EC7}"])
        // A wide kana keeps its voicing mark (ncurses would drop a mark after a wide character).
        #expect(drawn("か\u{3099}").map(\.0) == ["が"])
        #expect(TextWidth.width("か\u{3099}") == 2)
        // A mark with no composite stays a mark on its base.
        #expect(drawn("q\u{301}").map { $0.0.unicodeScalars.count } == [2])
        // A mark after a wide character that does not compose is still dropped.
        #expect(drawn("中\u{301}").map(\.0) == ["中"])
    }

    @Test func compositionDoesNotChangeWhatAStringEquals() {
        for text in ["e\u{301}", "\u{1100}\u{1161}\u{11A8}", "か\u{3099}", "Å", "A\u{30A}"] {
            #expect(TextWidth.sanitize(text) == text, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(TextWidth.sanitize(TextWidth.sanitize(text)) == TextWidth.sanitize(text))
        }
    }
}

/// Line breaking follows UAX #14's essentials.
@Suite struct LineBreakingTests {
    @Test func chineseWithoutSpacesWrapsBetweenCharacters() {
        #expect(TextLayout.wrap("中文字体测试", width: 5) == ["中文", "字体", "测试"])
        #expect(TextLayout.wrap("Name: 中文字体测试", width: 12) == ["Name: 中文字", "体测试"])
        #expect(TextLayout.wrap("日本語のテキスト", width: 7) == ["日本語", "のテキ", "スト"])
    }

    @Test func closingPunctuationStaysWithWhatItCloses() {
        // 。 may not start a line: the character before it moves down with it.
        #expect(TextLayout.wrap("中文字。", width: 6) == ["中文", "字。"])
        #expect(TextLayout.wrap("「中文」です", width: 6) == ["「中", "文」で", "す"])
        #expect(TextLayout.wrap("「中文」です", width: 8) == ["「中文」", "です"])
        // Opening punctuation stays with what it opens.
        #expect(TextLayout.wrap("中文「字」", width: 6) == ["中文", "「字」"])
        // A small kana does not start a line.
        #expect(TextLayout.wrap("ちょっと", width: 6) == ["ちょっ", "と"])
        #expect(TextLayout.wrap("きって", width: 4) == ["きっ", "て"])
    }

    @Test func latinWordsNextToIdeographsBreakAtTheBoundary() {
        #expect(TextLayout.wrap("中文abc", width: 5) == ["中文", "abc"])
        #expect(TextLayout.wrap("abc中文", width: 5) == ["abc中", "文"])
        // Latin text alone still breaks only at spaces; Hangul words stay whole.
        #expect(TextLayout.wrap("hello world", width: 7) == ["hello", "world"])
        #expect(TextLayout.wrap("안녕하세요 세계", width: 11) == ["안녕하세요", "세계"])
    }

    @Test func truncatingMixedTextKeepsTheCharactersThatFit() {
        // The red-team case: a Label of one line, `Name: 中文字…`, not `Name:…`.
        #expect(TextLayout.lines("Name: 中文字体测试", width: 13, maxLines: 1) == ["Name: 中文字…"])
        #expect(TextLayout.lines("Name: 中文字体测试", width: 12, maxLines: 1) == ["Name: 中文… "])
        #expect(TextLayout.truncate("Name: 中文字体测试", width: 13) == "Name: 中文字…")
    }

    @Test func hardLinesSplitAtEveryBreakTheWrapperKnows() {
        #expect(
            TextLayout.hardLines("a\nb\r\nc\rd\u{0B}e\u{0C}f\u{85}g\u{2028}h\u{2029}i") == [
                "a", "b", "c", "d", "e", "f", "g", "h", "i",
            ])
        #expect(TextLayout.hardLines("") == [""])
        #expect(TextLayout.hardLines("x\n") == ["x", ""])
        #expect(TextLayout.hardLines("\r\n\r\n") == ["", "", ""])
    }
}
