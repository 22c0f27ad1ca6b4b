/// Fitting text into columns: truncation, wrapping and alignment.
public enum TextLayout {
    /// `text` cut to at most `width` columns, ending in `ellipsis` when it was cut.
    public static func truncate(_ text: String, width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if TextWidth.width(text) <= width { return text }
        let ellipsisWidth = TextWidth.width(ellipsis)
        let room = width - ellipsisWidth
        guard room >= 0 else { return "" }
        var result = ""
        var used = 0
        TextWidth.forEachGlyph(in: text) { glyph in
            guard used + glyph.width <= room else { used = room + 1; return }
            result.append(glyph.character)
            used += glyph.width
        }
        return result + ellipsis
    }
}
