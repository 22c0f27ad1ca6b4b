/// Display width of text in terminal columns, measured the way ncursesw
/// (glibc `wcwidth`) and tmux draw it.
public enum TextWidth {
    /// Columns a Unicode scalar takes on its own: 0 for combining marks and
    /// joiners, 2 for wide characters, 1 otherwise, -1 for controls.
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return -1 }
        if value == 0x200D || (value >= 0xFE00 && value <= 0xFE0F) || (value >= 0x300 && value <= 0x36F) { return 0 }
        if (value >= 0x1100 && value <= 0x115F) || (value >= 0x2E80 && value <= 0xA4CF)
            || (value >= 0xAC00 && value <= 0xD7A3) || (value >= 0xF900 && value <= 0xFAFF)
            || (value >= 0xFF00 && value <= 0xFF60) || (value >= 0x1F300 && value <= 0x1FAFF)
        {
            return 2
        }
        return 1
    }

    /// Total columns `text` takes when drawn on one line from column 0.
    public static func width(_ text: String) -> Int {
        var columns = 0
        forEachGlyph(in: text) { glyph in columns += glyph.width }
        return columns
    }

    /// The glyphs `text` is drawn as, starting at `startColumn` (which only
    /// matters for tab stops).
    public static func glyphs(of text: String, startColumn: Int = 0) -> [Glyph] {
        var result: [Glyph] = []
        forEachGlyph(in: text, startColumn: startColumn) { result.append($0) }
        return result
    }

    /// Calls `body` with each glyph of `text` in order, without allocating an array.
    public static func forEachGlyph(in text: String, startColumn: Int = 0, _ body: (Glyph) -> Void) {
        var column = startColumn
        for character in text {
            let scalar = character.unicodeScalars.first!
            if scalar == "\t" {
                let spaces = 8 - (column % 8)
                for _ in 0..<spaces { body(Glyph(" ", width: 1)) }
                column += spaces
                continue
            }
            var width = 0
            for s in character.unicodeScalars { width = max(width, TextWidth.width(of: s)) }
            let glyph = width < 0 ? Glyph("\u{FFFD}", width: 1) : Glyph(character, width: max(1, width))
            body(glyph)
            column += glyph.width
        }
    }
}
