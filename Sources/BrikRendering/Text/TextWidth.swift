/// Display width of text in terminal columns, measured the way ncursesw
/// (glibc `wcwidth` in C.UTF-8) and tmux draw it.
///
/// Widths come from a table generated from glibc itself
/// (`scripts/generate-width-table.py`), so they match what ncurses assumes
/// when it places characters. Text is turned into *terminal glyphs*, not
/// Swift grapheme clusters, because ncurses and tmux do not draw grapheme
/// clusters: a wide character drops every zero-width follower (ZWJ, VS16,
/// combining marks), so `👨‍👩` is drawn as `👨` `👩` (4 columns) and `👍🏻` as
/// `👍` `🏻` (4 columns), while a narrow base keeps up to four marks
/// (`e\u{301}`, `❤\u{FE0F}`: 1 column). Regional indicators are 1 column each
/// and come out as separate glyphs; tmux joins a pair into one 2-column flag.
///
/// Decomposed text is drawn composed (NFC for display, see `TextWidth+Composition.swift`):
/// `ᄀ ᅡ ᆨ` is drawn as `각`, `e\u{301}` as `é`, `か\u{3099}` as `が`; a medial or final
/// Hangul jamo that composes with nothing is drawn as its compatibility letter (`ㅏ`).
///
/// Sanitizing, so no raw control ever reaches a terminal:
/// - C0 controls and DEL become Control Pictures (`␛` for ESC, `␇` for BEL,
///   `␡` for DEL), 1 column; TAB expands to spaces up to the next multiple of 8.
/// - C1 controls (U+0080–U+009F) and characters glibc calls unprintable
///   (wcwidth -1: unassigned in glibc's Unicode, U+2028, U+2029) become U+FFFD.
/// - Zero-width format characters (ZWJ, ZWNJ, ZWSP, BOM, bidi embeddings,
///   overrides and isolates, tag characters, …) are dropped: they draw nothing
///   and would only let text reorder or join what ncurses placed.
/// - A combining mark with no base (at the start, after a tab) is shown on
///   a dotted circle `◌` (U+25CC), the Unicode convention, so it stays visible.
///   Marks after a substituted glyph (control picture, U+FFFD) or a wide
///   character are dropped, as ncurses would.
public enum TextWidth {
    /// At most this many zero-width marks ride on one base: ncurses' `cchar_t`
    /// holds 5 wide characters (CCHARW_MAX), the base plus four.
    public static let maxMarksPerGlyph = 4

    /// Columns a Unicode scalar takes on its own, exactly glibc's `wcwidth`:
    /// 0 for combining marks, joiners and format characters (and NUL),
    /// 2 for wide characters, 1 otherwise, -1 for controls and code points
    /// glibc considers unprintable (e.g. U+1FAE8, unassigned in glibc 2.36).
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value != 0 && (value < 0x20 || (value >= 0x7F && value < 0xA0)) { return -1 }
        switch widthClass(of: value) {
        case .invalid: return -1
        case .mark, .format: return 0
        case .narrow: return 1
        case .wide: return 2
        }
    }

    /// Total columns `text` takes when drawn on one line from column 0
    /// (the sum of its glyph widths).
    public static func width(_ text: String) -> Int {
        // Printable ASCII is a column a byte; scanned through a buffer pointer, since walking
        // the string's UTF-8 view byte by byte cost 30 instructions a byte.
        if ASCIILineWrapper.applies(to: text) { return text.utf8.count }
        var columns = 0
        segment(text, startColumn: 0) { glyph in
            columns += glyph.width
            return true
        }
        return columns
    }

    /// `text` in the visible form it is drawn in from column 0: controls as
    /// pictures, tabs as spaces, format characters dropped, marks after wide
    /// characters dropped. Sanitizing twice gives the same string.
    public static func sanitize(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        segment(text, startColumn: 0) { glyph in
            result.append(glyph.character)
            return true
        }
        return result
    }

    /// The glyphs `text` is drawn as, starting at `startColumn` (which only
    /// matters for tab stops).
    public static func glyphs(of text: String, startColumn: Int = 0) -> [Glyph] {
        var result: [Glyph] = []
        segment(text, startColumn: startColumn) { glyph in
            result.append(glyph)
            return true
        }
        return result
    }

    /// Calls `body` with each glyph of `text` in order, without allocating an array.
    ///
    /// Every glyph is 1 or 2 columns wide and its `character` is a single,
    /// safe-to-print Swift `Character`. `startColumn` is the column the text
    /// starts at, so tabs reach the right stop.
    public static func forEachGlyph(in text: String, startColumn: Int = 0, _ body: (Glyph) -> Void) {
        segment(text, startColumn: startColumn) { glyph in
            body(glyph)
            return true
        }
    }

    /// The segmenter behind every public entry point; stops as soon as `body`
    /// returns false, so truncation need not scan a whole long line.
    static func segment(_ text: String, startColumn: Int, _ body: (Glyph) -> Bool) {
        segment(scalars: text.unicodeScalars, startColumn: startColumn, body)
    }

    /// The segmenter over any run of scalars, so a paragraph of a larger
    /// string can be segmented without copying it out first.
    static func segment<Scalars: Sequence<Unicode.Scalar>>(
        scalars: Scalars, startColumn: Int, _ body: (Glyph) -> Bool
    ) {
        var column = startColumn
        var stopped = false
        // The base waiting for possible marks (1 or 2 columns), and the marks so far.
        var base: Unicode.Scalar?
        var baseWidth = 1
        var marks: [Unicode.Scalar] = []
        // After a wide or substituted glyph, zero-width followers are dropped.
        var absorbing = false

        func emit(_ glyph: Glyph) {
            guard !stopped else { return }
            column += glyph.width
            stopped = !body(glyph)
        }
        func flush() {
            guard let pending = base else { return }
            base = nil
            absorbing = baseWidth == 2
            if marks.isEmpty {
                emit(Glyph(Character(pending), width: baseWidth))
            } else {
                emit(Glyph(cluster(pending, marks), width: baseWidth))
                marks.removeAll(keepingCapacity: true)
            }
        }
        func setBase(_ scalar: Unicode.Scalar, width: Int) {
            flush()
            base = scalar
            baseWidth = width
            absorbing = false
        }
        // A zero-width follower replaces the base by their canonical composite, when they
        // have one and no mark stands between them (see TextWidth+Composition.swift).
        func composeOntoBase(_ scalar: Unicode.Scalar) -> Bool {
            guard let pending = base, marks.isEmpty, let composed = composite(pending, scalar) else { return false }
            switch widthClass(of: composed.value) {
            case .narrow: baseWidth = 1
            case .wide: baseWidth = 2
            case .invalid, .mark, .format: return false
            }
            base = composed
            return true
        }

        for scalar in scalars {
            if stopped { return }
            let value = scalar.value
            if value >= 0x20 && value < 0x7F {
                setBase(scalar, width: 1)
                continue
            }
            if value < 0x20 || value == 0x7F {
                flush()
                if value == 0x09 {
                    let spaces = 8 - ((column % 8) + 8) % 8
                    for _ in 0..<spaces { emit(Glyph(" ", width: 1)) }
                    absorbing = false
                } else {
                    let picture = value == 0x7F ? 0x2421 : 0x2400 + value
                    emit(Glyph(Character(Unicode.Scalar(picture)!), width: 1))
                    absorbing = true
                }
                continue
            }
            if value >= 0x80 && value < 0xA0 {
                flush()
                emit(Glyph("\u{FFFD}", width: 1))
                absorbing = true
                continue
            }
            switch widthClass(of: value) {
            case .narrow where WidthProfile.mayOverride(value), .wide where WidthProfile.mayOverride(value):
                // The terminal's widths, read only for a character a probe stands for.
                if let learned = WidthProfile.activeLearnedWidth(of: value) {
                    if learned.joinsFlag, let pending = base, marks.isEmpty, baseWidth == learned.width,
                        WidthProfile.probeClass(of: pending.value) == .regionalIndicator
                    {
                        // The terminal draws a pair of regional indicators as one flag.
                        marks.append(scalar)
                        baseWidth = WidthProfile.active.width(of: .flag)
                        continue
                    }
                    setBase(scalar, width: learned.width)
                } else {
                    setBase(scalar, width: widthClass(of: value) == .wide ? 2 : 1)
                }
            case .narrow:
                setBase(scalar, width: 1)
            case .wide:
                // Held like a narrow base, so a following mark or jamo can compose with it.
                setBase(scalar, width: 2)
            case .invalid:
                flush()
                emit(Glyph("\u{FFFD}", width: 1))
                absorbing = true
            case .format:
                if composeOntoBase(scalar) { continue }
                // A medial or final jamo that joined nothing is shown on its own, never lost.
                if let standalone = standaloneJamo(scalar) {
                    flush()
                    if let letter = standalone {
                        emit(Glyph(Character(letter), width: letter == "\u{FFFD}" ? 1 : 2))
                        absorbing = true
                    }
                }
            case .mark:
                if base != nil {
                    if composeOntoBase(scalar) { continue }
                    // A wide character carries no marks in ncurses: they are dropped.
                    if baseWidth == 1 && marks.count < maxMarksPerGlyph { marks.append(scalar) }
                    // VS16 on a symbol, which the terminal may draw as a 2-column emoji.
                    if value == 0xFE0F, baseWidth == 1, marks.count == 1, let pending = base, pending.value >= 0x2000,
                        WidthProfile.active.width(of: .emojiPresentation) == 2
                    {
                        baseWidth = 2
                    }
                } else if !absorbing {
                    base = "\u{25CC}"
                    baseWidth = 1
                    marks.append(scalar)
                }
            }
        }
        flush()
    }

    /// `base` with as many of `marks` as still form one Swift `Character`.
    ///
    /// Nearly every mark extends its base, but a base that is a grapheme
    /// "control" (U+00AD) or a mark Swift's newer Unicode treats differently
    /// would make two Characters, and `Character(_:)` would trap.
    private static func cluster(_ base: Unicode.Scalar, _ marks: [Unicode.Scalar]) -> Character {
        var kept = marks[...]
        while !kept.isEmpty {
            var string = String(base)
            string.unicodeScalars.append(contentsOf: kept)
            if string.count == 1 { return Character(string) }
            kept = kept.dropLast()
        }
        return Character(base)
    }

    /// The ``WidthClass`` of a code point: fast paths for Latin, else a binary
    /// search over the generated runs.
    @inline(__always)
    static func widthClass(of value: UInt32) -> WidthClass {
        if value >= 0x20 && value < 0x7F { return .narrow }
        if value >= 0xA0 && value < 0x300 { return .narrow }
        let key = value << 3 | 7
        return widthTableRuns.withUnsafeBufferPointer { runs in
            // The last run starting at or before `value`; runs[0] starts at 0.
            var low = 0
            var high = runs.count
            while low < high {
                let mid = (low + high) >> 1
                if runs[mid] <= key { low = mid + 1 } else { high = mid }
            }
            return WidthClass(rawValue: UInt8(runs[low - 1] & 7)) ?? .invalid
        }
    }
}

/// How a code point behaves in a terminal cell, from glibc's `wcwidth`;
/// the raw values are the ones `scripts/generate-width-table.py` writes.
enum WidthClass: UInt8 {
    /// wcwidth -1: controls and code points glibc cannot print.
    case invalid = 0
    /// wcwidth 0 and a combining mark (Mn, Me, Mc): rides on a narrow base.
    case mark = 1
    /// wcwidth 1.
    case narrow = 2
    /// wcwidth 2.
    case wide = 3
    /// wcwidth 0 but not a mark (ZWJ, bidi controls, Hangul medial jamo…): dropped.
    case format = 4
}
