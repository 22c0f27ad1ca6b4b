/// The wrapping of a long Unicode text reduced to numbers, so it can be wrapped again at
/// any width without segmenting a scalar: what a ``LineWrapper`` decides depends only on the
/// widths of the words and of the spaces between them, which are found once.
///
/// A label of 24 MB of accented text took seconds to measure at each new width, because
/// every paragraph was segmented into glyphs and every line made as a string. With the
/// index, the text is segmented once; a new width is a pass over four-byte words (rows and
/// widest row of each paragraph, the same numbers ``LineWrapper`` gives), and only the
/// paragraphs on screen are wrapped into lines.
///
/// Paragraphs break where ``TextLayout/hardLines(_:)`` breaks. A paragraph the numbers
/// cannot describe exactly (a glyph of width 0 or over 2, a word wider than a million
/// columns, or a word of mixed widths that must be broken inside) is wrapped by the
/// ``LineWrapper`` itself, only at the widths that need it.
package final class WrapIndex {
    /// The text indexed.
    let text: String
    /// Where each paragraph starts and ends in ``text``'s scalars (its break excluded).
    private var bounds: [Range<String.Index>] = []
    /// The first token of each paragraph, and the token count at the end.
    private var firstToken: [Int32] = []
    /// One word each: the spaces before it (10 bits), its width (20 bits) and whether its
    /// glyphs are all one column (1) or all two (2), else 0 (2 bits). A width of 0 is spaces
    /// only (more than 1023 spaces in a row).
    private var tokens: [UInt32] = []
    /// Paragraphs wrapped by ``LineWrapper`` whatever the width.
    private var unindexed: Set<Int> = []
    /// The widest paragraph in columns (the text's ideal width).
    package private(set) var widestParagraph = 0
    /// The widest paragraph without its trailing spaces: its widest line when it fits.
    private var widestLine = 0
    /// Rows and widest row at the widths measured last (a stack measures at two).
    private var measured: [(width: Int, rows: Int, widest: Int)] = []
    /// The first row of each paragraph at ``startsWidth``, and the row count at the end.
    private var rowStarts: [Int] = []
    private var startsWidth = -1

    /// Texts shorter than this many UTF-8 bytes are wrapped directly: an index is worth its
    /// memory only where wrapping again is slow.
    package static let minimumBytes = 32 * 1024

    /// The index of `text`; nil when newer input cut the scan short (see ``Interruption``).
    package init?(_ text: String) {
        self.text = text
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = start
        var steps = 0
        while index != scalars.endIndex {
            let scalar = scalars[index]
            guard TextLayout.isHardBreak(scalar) else {
                index = scalars.index(after: index)
                continue
            }
            guard addParagraph(start..<index, steps: &steps) else { return nil }
            index = scalars.index(after: index)
            if scalar == "\r", index != scalars.endIndex, scalars[index] == "\n" {
                index = scalars.index(after: index)
            }
            start = index
        }
        guard addParagraph(start..<index, steps: &steps) else { return nil }
        firstToken.append(Int32(tokens.count))
    }

    /// The number of paragraphs.
    package var paragraphCount: Int { bounds.count }

    // MARK: - Building

    private static let spaceBits: UInt32 = 10
    private static let maximumSpaces: UInt32 = (1 << spaceBits) - 1
    private static let maximumWordWidth = (1 << 20) - 1

    /// Adds the words of one paragraph; false when interrupted.
    private func addParagraph(_ range: Range<String.Index>, steps: inout Int) -> Bool {
        let paragraph = bounds.count
        bounds.append(range)
        firstToken.append(Int32(clamping: tokens.count))
        var pending: UInt32 = 0
        var wordWidth = 0
        var wordGlyphs = 0
        var uniform = 0
        var lastClass = LineBreakClass.other
        var paragraphWidth = 0
        var trailingSpaces = 0
        var exact = true
        var interrupted = false
        func endWord() {
            guard wordGlyphs > 0 else { return }
            if wordWidth > Self.maximumWordWidth { exact = false }
            let width = UInt32(min(wordWidth, Self.maximumWordWidth))
            tokens.append(pending | width << Self.spaceBits | UInt32(max(uniform, 0)) << 30)
            pending = 0
            wordWidth = 0
            wordGlyphs = 0
        }
        TextWidth.segment(scalars: text.unicodeScalars[range], startColumn: 0) { glyph in
            steps &+= 1
            if steps % Interruption.checkInterval == 0, Interruption.isRequested {
                interrupted = true
                return false
            }
            paragraphWidth += glyph.width
            if glyph.width < 1 || glyph.width > 2 { exact = false }
            if glyph.character == " " {
                trailingSpaces += glyph.width
                endWord()
                if pending == Self.maximumSpaces {
                    tokens.append(pending)
                    pending = 0
                }
                pending += 1
                return true
            }
            trailingSpaces = 0
            let breakClass = LineBreakClass(of: glyph.character)
            if wordGlyphs > 0 && LineBreakClass.allowsBreak(between: lastClass, and: breakClass) { endWord() }
            // 1 or 2 while every glyph of the word is that wide; -1 once they differ.
            uniform = wordGlyphs == 0 ? glyph.width : (uniform == glyph.width ? uniform : -1)
            wordGlyphs += 1
            wordWidth += glyph.width
            lastClass = breakClass
            return true
        }
        if interrupted {
            Interruption.noteCutShort()
            return false
        }
        endWord()
        if !exact { unindexed.insert(paragraph) }
        widestParagraph = max(widestParagraph, paragraphWidth)
        widestLine = max(widestLine, paragraphWidth - trailingSpaces)
        return true
    }

    // MARK: - Wrapping

    /// The rows the text takes at `width` (≥ 1) and its widest row, as ``LineWrapper``
    /// wraps it; nil when newer input cut the pass short.
    package func measure(width: Int) -> (rows: Int, widest: Int)? {
        let width = max(1, width)
        if let known = measured.first(where: { $0.width == width }) { return (known.rows, known.widest) }
        var rows = 0
        var widest = 0
        if width >= widestParagraph {
            // Every paragraph is one line.
            rows = bounds.count
            widest = widestLine
        } else {
            for paragraph in bounds.indices {
                if paragraph % Interruption.checkInterval == 0, Interruption.isRequested {
                    Interruption.noteCutShort()
                    return nil
                }
                let (count, wide) = wrap(paragraph, width: width)
                rows += count
                widest = max(widest, wide)
            }
        }
        measured.insert((width, rows, widest), at: 0)
        if measured.count > 2 { measured.removeLast() }
        return (rows, widest)
    }

    /// The lines of rows `rows` at `width`, as ``TextLayout/wrappedLines(_:width:limit:fastASCII:)``
    /// makes them (trailing spaces trimmed); only the paragraphs holding those rows are
    /// wrapped. Empty when newer input cut the pass short.
    package func lines(width: Int, rows: Range<Int>) -> [String] {
        let width = max(1, width)
        guard !rows.isEmpty, let starts = rowStarts(width: width) else { return [] }
        // The last paragraph starting at or before the first row.
        var low = 0
        var high = bounds.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= rows.lowerBound { low = middle } else { high = middle }
        }
        var result: [String] = []
        result.reserveCapacity(rows.count)
        var paragraph = low
        var row = starts[low]
        while paragraph < bounds.count, row < rows.upperBound {
            var wrapper = LineWrapper(width: width)
            wrapper.addParagraph(text.unicodeScalars[bounds[paragraph]])
            for line in wrapper.lines {
                if rows.contains(row) { result.append(line.text.trimmingTrailingSpaces) }
                row += 1
            }
            paragraph += 1
        }
        return result
    }

    /// The first row of each paragraph at `width`, kept for one width.
    private func rowStarts(width: Int) -> [Int]? {
        if startsWidth == width { return rowStarts }
        var starts: [Int] = []
        starts.reserveCapacity(bounds.count + 1)
        var row = 0
        let fits = width >= widestParagraph
        for paragraph in bounds.indices {
            if paragraph % Interruption.checkInterval == 0, Interruption.isRequested {
                Interruption.noteCutShort()
                return nil
            }
            starts.append(row)
            row += fits ? 1 : wrap(paragraph, width: width).rows
        }
        starts.append(row)
        rowStarts = starts
        startsWidth = width
        return starts
    }

    /// The rows of one paragraph at `width` and its widest, from its words' widths: what
    /// ``LineWrapper``'s `placeWord` does, in numbers.
    private func wrap(_ paragraph: Int, width: Int) -> (rows: Int, widest: Int) {
        if !unindexed.isEmpty, unindexed.contains(paragraph) { return wrapGlyphs(paragraph, width: width) }
        var rows = 0
        var widest = 0
        var lineWidth = 0
        var pending = 0
        for index in Int(firstToken[paragraph])..<Int(firstToken[paragraph + 1]) {
            let token = tokens[index]
            pending += Int(token & Self.maximumSpaces)
            let wordWidth = Int(token >> Self.spaceBits & 0xF_FFFF)
            guard wordWidth > 0 else { continue }
            defer { pending = 0 }
            if lineWidth + pending + wordWidth <= width {
                lineWidth += pending + wordWidth
                continue
            }
            if lineWidth > 0 {
                // The spaces at a wrap point are consumed.
                rows += 1
                widest = max(widest, lineWidth)
                lineWidth = 0
                pending = 0
            }
            if pending + wordWidth <= width {
                lineWidth = pending + wordWidth
                continue
            }
            // Broken glyph by glyph from an empty line (the spaces before it are dropped).
            let glyphWidth = Int(token >> 30)
            guard glyphWidth > 0 else { return wrapGlyphs(paragraph, width: width) }
            let count = wordWidth / glyphWidth
            // A glyph wider than the line is drawn as a one-column `…`.
            let drawn = glyphWidth > width ? 1 : glyphWidth
            let perLine = width / drawn
            let lines = (count + perLine - 1) / perLine
            if lines > 1 {
                rows += lines - 1
                widest = max(widest, perLine * drawn)
            }
            lineWidth = (count - (lines - 1) * perLine) * drawn
        }
        rows += 1
        widest = max(widest, lineWidth)
        return (rows, widest)
    }

    /// One paragraph wrapped by ``LineWrapper``: the rows and the widest.
    private func wrapGlyphs(_ paragraph: Int, width: Int) -> (rows: Int, widest: Int) {
        var wrapper = LineWrapper(width: width)
        wrapper.addParagraph(text.unicodeScalars[bounds[paragraph]])
        var widest = 0
        for line in wrapper.lines { widest = max(widest, TextWidth.width(line.text.trimmingTrailingSpaces)) }
        return (wrapper.lines.count, widest)
    }
}
