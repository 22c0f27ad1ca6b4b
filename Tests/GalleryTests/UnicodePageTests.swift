import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

/// The Unicode corpus screen: its text at 100×30, and right borders in one column
/// counted the way ncurses and tmux count (glibc `wcwidth` per drawn scalar).
/// The same screen against the real terminal is Tests/EndToEnd/test_fidelity.sh.
@MainActor
@Suite struct UnicodePageTests {
    func open(_ size: Size) -> TestTerminal {
        let shell = GalleryShell()
        shell.open(id: "unicode")
        return TestTerminal(root: shell, size: size)
    }

    /// Display columns of `text` as drawn: the sum of each scalar's `wcwidth`. The
    /// screen text holds drawn glyphs only (joiners and marks after wide bases are
    /// gone), so this is where a terminal's cursor ends up after printing it.
    func columns(_ text: Substring) -> Int {
        text.unicodeScalars.reduce(0) { $0 + max(0, TextWidth.width(of: $1)) }
    }

    /// The display column of the last character of each row whose last character is
    /// a right border, by row index.
    func rightBorders(_ screen: [String]) -> [Int: Int] {
        var borders: [Int: Int] = [:]
        for (row, line) in screen.enumerated() {
            guard let last = line.last, "┐│┘".contains(last) else { continue }
            borders[row] = columns(line.dropLast())
        }
        return borders
    }

    @Test func wholeScreenAt100x30() {
        let expected = [
            " BrikTUI Gallery › Unicode",
            "",
            "  ┌ CJK ─────────────────────────────────────────────────────────────────────────────────────────┐",
            "  │ 中文 日本語 漢字 · ideographs are wide: 2 columns each                                       │",
            "  └──────────────────────────────────────────────────────────────────────────────────────────────┘",
            "  ┌ Hangul ──────────────────────────────────────────────────────────────────────────────────────┐",
            "  │ 한국어 · 한글 in NFD (macOS file names) is drawn composed                                    │",
            "  └──────────────────────────────────────────────────────────────────────────────────────────────┘",
            "  ┌ Fullwidth and halfwidth ─────────────────────────────────────────────────────────────────────┐",
            "  │ ＦＵＬＬ １２３！ · ｶﾀｶﾅ is halfwidth: 1 column each                                         │",
            "  └──────────────────────────────────────────────────────────────────────────────────────────────┘",
            "  ┌ Skin tones ──────────────────────────────────────────────────────────────────────────────────┐",
            "  │ 👍 👍🏻 👋🏽 🧑🏿 · base and modifier side by side, 2 + 2 columns                            │",
            "  └──────────────────────────────────────────────────────────────────────────────────────────────┘",
            "  ┌ ZWJ sequences ───────────────────────────────────────────────────────────────────────────────┐",
            "  │ 👨👩👧 👩❤\u{FE0F}👨 · joiners dropped: drawn as 👨👩👧 and 👩❤\u{FE0F}👨                                    │",
            "  └──────────────────────────────────────────────────────────────────────────────────────────────┘",
            "  ┌ Flags ───────────────────────────────────────────────────────────────────────────────────────┐",
            "  │ 🇺🇸 🇯🇵 🇫🇷 · two regional indicators, 1 + 1 columns (tmux: one 2-column flag)                  │",
            "  └──────────────────────────────────────────────────────────────────────────────────────────────┘",
            "  ┌ VS15 and VS16 ───────────────────────────────────────────────────────────────────────────────┐",
            "  │ ❤ ❤\u{FE0F} ☃\u{FE0E} ☃\u{FE0F} ✌\u{FE0F} ⌚ ⌚ · a selector keeps its base's width                                          │",
            "  └──────────────────────────────────────────────────────────────────────────────────────────────┘",
            "  ┌ Combining marks ─────────────────────────────────────────────────────────────────────────────┐",
            "  │ e\u{301} n\u{303} a\u{308}\u{332} e\u{301}\u{302}\u{303}\u{304} · a base and up to 4 marks, 1 column                                                 │",
            "  └──────────────────────────────────────────────────────────────────────────────────────────────┘",
            "  ┌ Unicode 15 ──────────────────────────────────────────────────────────────────────────────────┐",
            "  │ \u{FFFD} \u{FFFD} · unknown to glibc 2.36 (wcwidth −1): shown as U+FFFD                                    │",
            "  └──────────────────────────────────────────────────────────────────────────────────────────────┘",
            " esc back  ctrl+c quit  ? help",
        ]
        #expect(open(Size(width: 100, height: 30)).screen == expected)
    }

    @Test(arguments: [Size(width: 100, height: 30), Size(width: 60, height: 20), Size(width: 200, height: 50)])
    func rightBordersLineUp(size: Size) {
        let screen = open(size).screen
        let borders = rightBorders(screen)
        let boxRows = screen.indices.filter { row in screen[row].contains("│") || screen[row].contains("┐") }
        #expect(boxRows.count >= 6, "the boxes are on screen")
        #expect(Set(boxRows).isSubset(of: Set(borders.keys)), "every box row ends with its right border")
        // The box spans the page less its 2-column margins: its right border is 3 columns from the edge.
        #expect(Set(borders.values) == [size.width - 3], "right borders at \(borders)")
    }

    /// The choices docs/unicode-fidelity.md explains, pinned: each keeps our columns
    /// equal to tmux 3.3a's.
    @Test func sequencesTmuxAndGlibcDisagreeOnAreDrawnSoTheyAgree() {
        #expect(TextWidth.width("👨\u{200D}👩\u{200D}👧") == 6)  // joiners dropped: tmux never joins
        #expect(TextWidth.width("🇺🇸") == 2)  // 1 + 1; tmux draws one 2-column flag
        #expect(TextWidth.width("❤\u{FE0F}") == 1)  // VS16 on a narrow base: 1 in tmux 3.3a too
        #expect(TextWidth.width("⌚\u{FE0E}") == 2)  // VS15 after a wide base is dropped
        #expect(TextWidth.width("👍🏻") == 4)  // base and modifier, as tmux 3.3a
        #expect(TextWidth.width(of: "\u{1FAE8}") == -1)  // Unicode 15: glibc 2.36 does not know it
        #expect(TextWidth.width(of: "\u{1FA77}") == -1)
        let line = open(Size(width: 100, height: 30)).screen[27]
        #expect(line.hasPrefix("  │ \u{FFFD} \u{FFFD} ·"), "shown as U+FFFD (tmux would give it 0 columns)")
    }
}
