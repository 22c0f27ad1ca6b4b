import BrikCore
import BrikRendering

/// "Unicode": a corpus of hard text — CJK, Hangul, fullwidth forms, emoji with skin
/// tones, ZWJ families, flags, VS15/VS16, combining marks, Unicode 15 emoji — each
/// row in a bordered box whose right border must stay in one column.
///
/// Every sample is chosen so that our width model (glibc `wcwidth`, see ``TextWidth``)
/// and tmux 3.3a put the same text in the same columns; where a terminal would join
/// or widen a sequence, the row says what is drawn instead (docs/unicode-fidelity.md).
@MainActor
public final class UnicodePage: GalleryPage {
    /// The corpus: a box title and its one line of samples, with what the terminal shows.
    static let corpus: [(title: String, text: String)] = [
        ("CJK", "中文 日本語 漢字 · ideographs are wide: 2 columns each"),
        ("Hangul", "한국어 · \u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF} in NFD (macOS file names) is drawn composed"),
        ("Fullwidth and halfwidth", "ＦＵＬＬ １２３！ · ｶﾀｶﾅ is halfwidth: 1 column each"),
        ("Skin tones", "👍 👍🏻 👋🏽 🧑🏿 · base and modifier side by side, 2 + 2 columns"),
        ("ZWJ sequences", "👨‍👩‍👧 👩‍❤️‍👨 · joiners dropped: drawn as 👨👩👧 and 👩❤️👨"),
        ("Flags", "🇺🇸 🇯🇵 🇫🇷 · two regional indicators, 1 + 1 columns (tmux: one 2-column flag)"),
        ("VS15 and VS16", "❤ ❤️ ☃︎ ☃️ ✌️ ⌚ ⌚︎ · a selector keeps its base's width"),
        (
            "Combining marks",
            "e\u{301} n\u{303} a\u{308}\u{332} e\u{301}\u{302}\u{303}\u{304} · a base and up to 4 marks, 1 column"
        ),
        ("Unicode 15", "🫨 🩷 · unknown to glibc 2.36 (wcwidth −1): shown as U+FFFD"),
    ]

    /// The page.
    public init() {
        super.init(id: "unicode", title: "Unicode", summary: "CJK, emoji, flags, marks: right borders line up")
        let boxes = VBrik(alignment: .fill) { _ in
            for (title, text) in Self.corpus {
                Self.box(title: title, text: text)
            }
        }
        boxes.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(boxes)
    }

    /// One sample row: one line (cut with `…` when narrow) in a single-line box.
    private static func box(title: String, text: String) -> Label {
        let label = Label(text).border(.single, title: title, color: .cyan).padding(EdgeInsets(horizontal: 1))
        label.numberOfLines = 1
        return label
    }
}
