/// Fitting text into columns: truncation, wrapping and alignment.
///
/// Every result is in the visible form text is drawn in (see
/// ``TextWidth/sanitize(_:)``: tabs expanded from column 0, controls as
/// pictures, format characters dropped), so the columns measured here are
/// exactly the columns a ``Canvas`` write takes. All functions are linear in
/// the length of the text.
public enum TextLayout {
    /// `text` cut to at most `width` columns, ending in `ellipsis` when it was cut.
    ///
    /// A wide character that would straddle the limit is left out, so the
    /// result may be one column short; spaces before the ellipsis are dropped. When `ellipsis` is itself wider than
    /// `width`, the text is cut without it. `width` ≤ 0 gives "".
    public static func truncate(_ text: String, width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        let mark = TextWidth.sanitize(ellipsis)
        let markWidth = TextWidth.width(mark)
        let room = markWidth <= width ? width - markWidth : width
        var result = ""
        var used = 0
        var cutOffset = 0  // UTF-8 length of the longest prefix within `room`
        var overflowed = false
        TextWidth.segment(text, startColumn: 0) { glyph in
            guard used + glyph.width <= width else {
                overflowed = true
                return false
            }
            result.append(glyph.character)
            used += glyph.width
            if used <= room { cutOffset = result.utf8.count }
            return true
        }
        guard overflowed else { return result }
        var head = String(decoding: result.utf8.prefix(cutOffset), as: UTF8.self)
        guard markWidth <= width else { return head }
        // "hello…" reads better than "hello …".
        while head.last == " " { head.removeLast() }
        return head + mark
    }

    /// `text` broken into lines of at most `width` columns.
    ///
    /// Lines break at spaces, and the spaces at a break are consumed; hard
    /// newlines (`\n`, `\r\n`, `\r`, U+2028, U+2029, VT, FF, NEL) always
    /// start a new line. A word longer than `width` starts a fresh line and
    /// is broken between glyphs, never inside a wide character; a wide
    /// character that cannot fit even an empty line (width 1) is shown as
    /// `…`. Leading spaces of a paragraph are kept when they fit (indentation);
    /// trailing ones are dropped. `width` ≤ 0 gives [], empty text [""].
    public static func wrap(_ text: String, width: Int) -> [String] {
        wrappedLines(text, width: width, limit: 0).map(\.text)
    }

    /// `line` padded with spaces to exactly `width` columns (truncated with
    /// `…` first if it is wider), placed as `alignment` says.
    ///
    /// `.natural` is `.left` here (no reading direction is known: resolve it first with
    /// ``TextAlignment/resolved(for:)``). `.justified` keeps leading indentation and widens the gaps between
    /// words, gap *i* ending at round(i × extra / gaps), so the extra spaces
    /// spread evenly; a line with a single word is left-aligned.
    public static func align(_ line: String, width: Int, alignment: TextAlignment) -> String {
        guard width > 0 else { return "" }
        let text = truncate(line, width: width)
        let extra = width - TextWidth.width(text)
        switch alignment {
        case .left, .natural:
            return text + spaces(extra)
        case .right:
            return spaces(extra) + text
        case .center:
            return spaces(extra / 2) + text + spaces(extra - extra / 2)
        case .justified:
            return justify(text, width: width)
        }
    }

    /// Wraps `text` to `width`, keeps at most `maxLines` lines (0 keeps all)
    /// and aligns each to exactly `width` columns.
    ///
    /// When lines were dropped, the last kept line ends in `…`. With
    /// `.justified`, the last line of each paragraph (and a line ending in
    /// `…`) is left-aligned. Only as much text as needed is wrapped, so a
    /// few lines of a huge text are cheap.
    public static func lines(
        _ text: String, width: Int, maxLines: Int = 0, alignment: TextAlignment = .left
    ) -> [String] {
        guard width > 0 else { return [] }
        let limit = maxLines > 0 ? maxLines + 1 : 0
        var wrapped = wrappedLines(text, width: width, limit: limit)
        if maxLines > 0 && wrapped.count > maxLines {
            wrapped.removeLast(wrapped.count - maxLines)
            wrapped[maxLines - 1].text = withEllipsis(wrapped[maxLines - 1].text, width: width)
            wrapped[maxLines - 1].endsParagraph = true
        }
        return wrapped.map { line in
            let lineAlignment = alignment == .justified && line.endsParagraph ? .left : alignment
            return align(line.text, width: width, alignment: lineAlignment)
        }
    }

    // MARK: - Wrapping

    /// One wrapped line and whether a hard break (or the end) follows it.
    package struct WrappedLine {
        package var text: String
        package var width: Int
        package var endsParagraph: Bool
    }

    /// The wrapping behind ``wrap(_:width:)``; stops after `limit` lines when `limit` > 0.
    package static func wrappedLines(_ text: String, width: Int, limit: Int, fastASCII: Bool = true) -> [WrappedLine] {
        guard width > 0 else { return [] }
        if fastASCII, ASCIILineWrapper.appliesWithBreaks(to: text) {
            let lines = ASCIILineWrapper.lines(text, width: width)
            return limit > 0 && lines.count > limit ? Array(lines.prefix(limit)) : lines
        }
        var wrapper = LineWrapper(width: width)
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = start
        while index != scalars.endIndex {
            let scalar = scalars[index]
            guard isHardBreak(scalar) else {
                index = scalars.index(after: index)
                continue
            }
            wrapper.addParagraph(scalars[start..<index])
            if limit > 0 && wrapper.lines.count >= limit { return Array(wrapper.lines.prefix(limit)) }
            // Cut short by newer input (see ``Interruption``): the caller keeps none of it.
            if Interruption.isRequested {
                Interruption.noteCutShort()
                return wrapper.lines
            }
            index = scalars.index(after: index)
            if scalar == "\r", index != scalars.endIndex, scalars[index] == "\n" {
                index = scalars.index(after: index)
            }
            start = index
        }
        wrapper.addParagraph(scalars[start..<index])
        if limit > 0 && wrapper.lines.count > limit { return Array(wrapper.lines.prefix(limit)) }
        return wrapper.lines
    }

    /// `text` split at its hard line breaks: `\n`, `\r\n`, a lone `\r`, VT, FF, NEL, U+2028
    /// and U+2029, the set `Character.isNewline` holds and ``wrap(_:width:)`` breaks at.
    /// The one definition of a line break: every widget that shows lines (Label, text
    /// areas, logs, Markdown) splits with it, so CR, VT and FF act alike everywhere.
    /// Text with no break gives one line; a break at the end gives a last empty line.
    public static func hardLines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = start
        while index != scalars.endIndex {
            let scalar = scalars[index]
            guard isHardBreak(scalar) else {
                index = scalars.index(after: index)
                continue
            }
            lines.append(Substring(scalars[start..<index]))
            index = scalars.index(after: index)
            if scalar == "\r", index != scalars.endIndex, scalars[index] == "\n" {
                index = scalars.index(after: index)
            }
            start = index
        }
        lines.append(Substring(scalars[start..<index]))
        return lines
    }

    /// Whether `scalar` ends a paragraph: the same set as `Character.isNewline`.
    static func isHardBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    // MARK: - Helpers

    private static func spaces(_ count: Int) -> String {
        count > 0 ? String(repeating: " ", count: count) : ""
    }

    /// `line` (at most `width` columns) cut so that `…` fits after it, trailing spaces dropped.
    static func withEllipsis(_ line: String, width: Int) -> String {
        var head = ""
        var used = 0
        TextWidth.segment(line, startColumn: 0) { glyph in
            guard used + glyph.width <= width - 1 else { return false }
            head.append(glyph.character)
            used += glyph.width
            return true
        }
        while head.last == " " { head.removeLast() }
        return head + "…"
    }

    /// `text` (sanitized, at most `width` columns) with its word gaps widened to fill `width`.
    private static func justify(_ text: String, width: Int) -> String {
        let indentCount = text.prefix { $0 == " " }.count
        let words = text.dropFirst(indentCount).split(separator: " ")
        let gaps = words.count - 1
        guard gaps > 0 else { return align(text, width: width, alignment: .left) }
        var natural = indentCount + gaps
        for word in words { natural += TextWidth.width(String(word)) }
        let extra = max(0, width - natural)
        // Cumulative rounding: the first i gaps together get round(i * extra / gaps) extra spaces.
        func edge(_ i: Int) -> Int { (2 * i * extra + gaps) / (2 * gaps) }
        var result = spaces(indentCount)
        for (i, word) in words.enumerated() {
            if i > 0 { result += spaces(1 + edge(i) - edge(i - 1)) }
            result += word
        }
        return result
    }
}
