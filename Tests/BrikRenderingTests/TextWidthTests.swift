import Testing

@testable import BrikRendering

/// The glyphs of `text` as (character, width) pairs, easy to compare whole.
private func segments(_ text: String, startColumn: Int = 0) -> [String] {
    TextWidth.glyphs(of: text, startColumn: startColumn).map { "\($0.character)/\($0.width)" }
}

@Suite struct TextWidthScalarTests {
    @Test(arguments: [
        // Values measured from glibc 2.36 wcwidth in C.UTF-8 (ncurses-facts §33).
        (0x41, 1), (0xE9, 1), (0x301, 0), (0x4E2D, 2), (0xD55C, 2), (0xFF21, 2), (0xFF71, 1),
        (0x3000, 2), (0x1F600, 2), (0x1F44D, 2), (0x1F3FB, 2), (0x2764, 1), (0xFE0F, 0), (0x200D, 0),
        (0x231A, 2), (0x2603, 1), (0x1F1FA, 1), (0x1FAE0, 2), (0x1FAE8, -1), (0xE000, 1), (0x2500, 1),
        (0xAD, 1), (0x09, -1), (0x1B, -1), (0x7F, -1), (0x85, -1), (0x2028, -1), (0x10FFFD, 1),
    ])
    func matchesGlibc(codePoint: UInt32, expected: Int) {
        #expect(TextWidth.width(of: Unicode.Scalar(codePoint)!) == expected)
    }

    @Test func tableCoversEveryCodePointInOrder() {
        #expect(widthTableRuns.first == 0 << 3 | UInt32(WidthClass.format.rawValue))
        for (a, b) in zip(widthTableRuns, widthTableRuns.dropFirst()) {
            #expect(a >> 3 < b >> 3)
            #expect(a & 7 != b & 7, "adjacent runs should have been merged")
        }
    }
}

@Suite struct TextWidthSegmentationTests {
    @Test func asciiAndLatin() {
        #expect(TextWidth.width("Hello, world!") == 13)
        #expect(TextWidth.width("") == 0)
        #expect(TextWidth.width("é") == 1)
        #expect(segments("ab") == ["a/1", "b/1"])
    }

    @Test func narrowBaseKeepsItsMarks() {
        #expect(segments("e\u{301}x") == ["e\u{301}/1", "x/1"])
        #expect(segments("❤") == ["❤/1"])
        #expect(segments("❤\u{FE0F}") == ["❤\u{FE0F}/1"])
        #expect(TextWidth.width("e\u{301}") == 1)
    }

    @Test func wideCharacters() {
        #expect(segments("中한Ａｱ") == ["中/2", "한/2", "Ａ/2", "ｱ/1"])
        #expect(TextWidth.width("中한Ａｱ") == 7)
        #expect(segments("😀") == ["😀/2"])
    }

    @Test func wideBaseDropsZeroWidthFollowers() {
        #expect(segments("中\u{301}") == ["中/2"])
        #expect(segments("😀\u{FE0F}a") == ["😀/2", "a/1"])
    }

    @Test func skinToneIsItsOwnWideGlyph() {
        #expect(segments("👍🏻") == ["👍/2", "🏻/2"])
        #expect(TextWidth.width("👍🏻") == 4)
    }

    @Test func zwjFamilySplitsIntoItsMembers() {
        #expect(segments("👨\u{200D}👩") == ["👨/2", "👩/2"])
        #expect(TextWidth.width("👨\u{200D}👩") == 4)
    }

    @Test func flagIsTwoNarrowRegionalIndicators() {
        #expect(segments("🇺🇸") == ["🇺/1", "🇸/1"])
        #expect(TextWidth.width("🇺🇸") == 2)
    }

    @Test func unprintableBecomesReplacementCharacter() {
        #expect(segments("a\u{1FAE8}b") == ["a/1", "\u{FFFD}/1", "b/1"])
        // Its VS16 follower is dropped with it rather than shown on a ◌.
        #expect(segments("\u{1FAE8}\u{FE0F}") == ["\u{FFFD}/1"])
        #expect(segments("\u{2028}") == ["\u{FFFD}/1"])
    }

    @Test func combiningOnlyStringsGetADottedCircle() {
        #expect(segments("\u{301}") == ["\u{25CC}\u{301}/1"])
        #expect(segments("\u{301}\u{302}a") == ["\u{25CC}\u{301}\u{302}/1", "a/1"])
        #expect(TextWidth.width("\u{301}") == 1)
        #expect(segments("\t\u{301}") == Array(repeating: " /1", count: 8) + ["\u{25CC}\u{301}/1"])
    }

    @Test func atMostFourMarksPerGlyph() {
        let glyphs = TextWidth.glyphs(of: "a\u{300}\u{301}\u{302}\u{303}\u{304}\u{305}")
        #expect(glyphs.count == 1)
        #expect(glyphs.first?.character.unicodeScalars.count == 5)
        #expect(glyphs.first?.width == 1)
    }

    @Test func formatCharactersAreDropped() {
        let hidden = "a\u{200B}b\u{202E}c\u{2066}d\u{2069}\u{FEFF}e\u{200D}f\u{E0041}"
        #expect(TextWidth.sanitize(hidden) == "abcdef")
        #expect(TextWidth.width(hidden) == 6)
    }

    @Test func softHyphenKeepsNoMarkThatWouldMakeTwoCharacters() {
        // U+00AD is a grapheme "control": a mark after it cannot join it.
        let glyphs = TextWidth.glyphs(of: "\u{AD}\u{301}")
        #expect(glyphs.map(\.width) == [1])
        #expect(glyphs.first?.character == "\u{AD}")
    }

    @Test func controlsBecomeControlPictures() {
        #expect(TextWidth.sanitize("a\u{0}b\u{7}c\u{1b}d\u{7f}e\n\r") == "a␀b␇c␛d␡e␊␍")
        #expect(TextWidth.sanitize("\u{80}\u{9B}") == "\u{FFFD}\u{FFFD}")
        #expect(TextWidth.width("\u{1b}") == 1)
    }

    @Test func hostileStringsNeverKeepAnEscape() {
        let title = "\u{1b}]0;pwned\u{07}"
        #expect(TextWidth.sanitize(title) == "␛]0;pwned␇")
        #expect(TextWidth.width(title) == 10)
        #expect(TextWidth.sanitize("\u{1b}[2J") == "␛[2J")
        let nasty = "\u{1b}[31mred\u{9b}0m\u{1b}P+q\u{1b}\\"
        let safe = TextWidth.sanitize(nasty)
        #expect(!safe.unicodeScalars.contains { $0.value < 0x20 || ($0.value >= 0x7F && $0.value < 0xA0) })
    }

    @Test(arguments: [(0, 8), (1, 7), (5, 3), (7, 1), (8, 8), (13, 3), (-3, 3)])
    func tabsReachTheNextStop(startColumn: Int, spaces: Int) {
        let glyphs = TextWidth.glyphs(of: "\tx", startColumn: startColumn)
        #expect(glyphs.count == spaces + 1)
        #expect(glyphs.dropLast().allSatisfy { $0.character == " " && $0.width == 1 })
    }

    @Test func tabsCountFromWhatCameBefore() {
        #expect(TextWidth.sanitize("ab\tc") == "ab      c")
        #expect(TextWidth.sanitize("中\tc") == "中      c")
        #expect(TextWidth.width("a\tb\t") == 16)
    }

    @Test func sanitizeIsIdempotent() {
        let samples = ["e\u{301}", "中\u{301}x", "👨\u{200D}👩", "\u{1b}[2J\t\u{301}", "🇺🇸👍🏻", "\u{301}\u{1FAE8}\u{FE0F}"]
        for sample in samples {
            let once = TextWidth.sanitize(sample)
            #expect(TextWidth.sanitize(once) == once)
            #expect(TextWidth.width(once) == TextWidth.width(sample))
        }
    }

    @Test func everyGlyphIsOneCharacterOfWidthOneOrTwo() {
        var scalars = String.UnicodeScalarView()
        for value in stride(from: UInt32(0), through: 0x1FFFF, by: 7) {
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        let text = String(scalars)
        var total = 0
        TextWidth.forEachGlyph(in: text) { glyph in
            #expect(glyph.width == 1 || glyph.width == 2)
            #expect(String(glyph.character).count == 1)
            total += glyph.width
        }
        #expect(total == TextWidth.width(text))
    }

    @Test func longLineIsMeasuredQuickly() {
        let line = String(repeating: "abcd中😀e\u{301} ", count: 1250)  // 10,000 characters
        #expect(line.count == 10_000)
        var width = 0
        do {
            for _ in 0..<10 { width = TextWidth.width(line) }
        }
        #expect(width == 1250 * 10)
    }
}
