import BrikRendering

/// What a ``Label`` with styled runs, alignment or wide characters keeps between drawings,
/// kept while the text, width, rows, alignment and base style stay the same: a label
/// scrolled on screen is drawn again every frame, and laying out its text each time cost
/// more than everything else in the frame.
@MainActor
final class LabelDrawing {
    /// The glyphs of the last drawing that needed them (styled runs, alignment, wide
    /// characters), with their column offsets and styles.
    var glyphs: DrawnText?
    /// The search matches drawn over the text (``Label/searchHighlight``).
    var searchHighlight: (any SearchHighlighting)?
    /// A long Unicode text's words' widths (see ``WrapIndex``), made with the text's facts:
    /// kept here, not on the label, as few labels hold such text.
    var wrapIndex: WrapIndex?

    /// What ``Label/draw(into:context:)`` lays out once per text, width and style.
    struct DrawnText {
        var width: Int
        var rows: Int
        var base: CellStyle
        /// The alignment drawn (``Label/drawnAlignment``: `.natural` resolved).
        var alignment: TextAlignment
        /// The rows laid out: all of them, or (one style, not justified) those the clip showed.
        var shownRows: Range<Int>
        var lines: [[DrawnGlyph]]
    }

    /// One glyph of a drawn line: a struct, not a tuple, so copying it is specialised code.
    struct DrawnGlyph {
        var dx: Int
        var glyph: Glyph
        var style: CellStyle
    }
}

extension Label {
    /// The search matches drawn over the text (the text module's ``SearchHighlighting``);
    /// setting it redraws the label.
    package var drawnSearchHighlight: (any SearchHighlighting)? {
        get { drawing?.searchHighlight }
        set {
            let drawing = self.drawing ?? LabelDrawing()
            self.drawing = drawing
            drawing.searchHighlight = newValue
            setNeedsDisplay()
        }
    }

    /// The alignment drawn: ``alignment``, with ``TextAlignment/natural`` resolved for the
    /// label's ``Brick/effectiveLayoutDirection``.
    package var drawnAlignment: TextAlignment {
        alignment == .natural ? alignment.resolved(for: effectiveLayoutDirection) : alignment
    }

    /// Draws the text inside the content frame in `base` (the label's style), its runs' styles over it.
    func drawText(into canvas: inout Canvas, base: CellStyle) {
        let area = contentFrame
        guard !area.isEmpty else { return }
        let alignment = drawnAlignment
        if isASCIIText, styledText.spanCount <= 1, alignment == .left {
            // Printable ASCII in one style, from the left: each line written straight from its
            // bytes (as fast as replaying glyphs, and nothing to keep for a line that fits).
            let style = styledText.firstSpan?.style(over: base) ?? base
            // Printable ASCII as wide as its ideal width (trailing spaces left out) is one line.
            if isPrintableASCII, idealWidth <= area.width {
                canvas.write(text.trimmingTrailingSpaces, at: area.origin, style: style)
                return
            }
            // Only the rows inside the clip: a label of a million lines in a scroll view draws what shows.
            let first = max(0, canvas.clip.minY - area.y)
            let shownEnd = min(area.height, canvas.clip.maxY - area.y)
            guard first < shownEnd else { return }
            if shownEnd <= Self.streamedRows, numberOfLines == 0 {
                // A few rows: wrapped again from the text's bytes, straight into the canvas,
                // keeping nothing (a hundred thousand labels keep no lines between frames).
                ASCIILineWrapper.draw(
                    text, width: area.width, rows: first..<shownEnd, into: &canvas, at: area.origin, style: style)
                return
            }
            let lines = drawnLines(forWidth: area.width)
            let end = min(lines.count, shownEnd)
            guard first < end else { return }
            for row in first..<end {
                canvas.write(lines[row], at: Point(x: area.x, y: area.y + row), style: style)
            }
            return
        }
        let drawing = self.drawing ?? LabelDrawing()
        self.drawing = drawing
        // One style and not justified: a row's glyphs need only its line, so only the rows
        // the clip shows are laid out (a label of a million rows in a scroll view lays out a
        // screenful). Styled runs are matched from the first character on: all rows.
        let visibleOnly = styledText.spanCount <= 1 && alignment != .justified
        let shown =
            visibleOnly
            ? max(0, canvas.clip.minY - area.y)..<max(0, min(area.height, canvas.clip.maxY - area.y)) : 0..<area.height
        if let cached = drawing.glyphs, cached.width == area.width, cached.rows == area.height, cached.base == base,
            cached.alignment == alignment, shown.clamped(to: cached.shownRows) == shown
        {
            put(cached.lines, from: cached.shownRows.lowerBound, in: area, on: &canvas)
            return
        }
        guard !shown.isEmpty else { return }
        let drawn = LabelDrawing.DrawnText(
            width: area.width, rows: area.height, base: base, alignment: alignment, shownRows: shown,
            lines: layOutGlyphs(area: area, rows: shown, base: base, alignment: alignment))
        if !Interruption.isRequested { drawing.glyphs = drawn }
        put(drawn.lines, from: shown.lowerBound, in: area, on: &canvas)
    }

    /// Up to how many rows a label of plain ASCII wraps its text again at every drawing
    /// instead of keeping its lines.
    static var streamedRows: Int { 64 }

    /// The wrapped lines at `width`, kept for the next drawing at that width.
    private func drawnLines(forWidth width: Int) -> [String] {
        if Int(drawnLinesWidth) == width { return drawnLines }
        let lines = wrappedLines(forWidth: width)
        guard !Interruption.isRequested else { return lines }
        drawnLines = lines
        drawnLinesWidth = Int32(clamping: width)
        return lines
    }

    /// Puts `lines`, the first of them row `first` of the label, in `area`.
    private func put(_ lines: [[LabelDrawing.DrawnGlyph]], from first: Int, in area: Rect, on canvas: inout Canvas) {
        for row in lines.indices {
            let y = area.y + first + row
            // Rows outside the clip (scrolled away) cost nothing.
            guard y >= canvas.clip.minY, y < canvas.clip.maxY else { continue }
            lines[row].withUnsafeBufferPointer { line in
                for entry in line { canvas.put(entry.glyph, at: Point(x: area.x + entry.dx, y: y), style: entry.style) }
            }
        }
    }

    /// The glyphs of rows `rows` at `area`'s width: aligned, styled by their runs over `base`.
    /// With styled runs `rows` starts at 0 (each run is found from the first character on).
    private func layOutGlyphs(
        area: Rect, rows: Range<Int>, base: CellStyle, alignment: TextAlignment
    ) -> [[LabelDrawing.DrawnGlyph]] {
        // Justified text needs to know where each paragraph ends (its last line stays
        // left), which only the layout knows; the other alignments pad cached lines.
        let justified = alignment == .justified
        let shownLines: ArraySlice<String>
        if !justified, numberOfLines == 0, let index = wrapIndex {
            // Long Unicode text: only the paragraphs holding these rows are wrapped.
            shownLines = index.lines(width: area.width, rows: rows)[...]
        } else {
            let lines =
                justified
                ? TextLayout.lines(text, width: area.width, maxLines: numberOfLines, alignment: .justified)
                : drawnLines(forWidth: area.width)
            shownLines = lines[min(rows.lowerBound, lines.count)..<min(rows.upperBound, lines.count)]
        }
        var source = SpanCursor(styledText)
        var result: [[LabelDrawing.DrawnGlyph]] = []
        for line in shownLines {
            // From the left, aligning would only pad what is trimmed next (the lines fit the width).
            let aligned =
                justified || (alignment == .left && TextWidth.width(line) <= area.width)
                ? line : TextLayout.align(line, width: area.width, alignment: alignment)
            let shown = aligned.trimmingTrailingSpaces
            // Spaces alignment put before the text belong to no run (the cursor would
            // otherwise pair them with a space that wrapping consumed).
            var padding = justified ? 0 : TextWidth.width(shown) - TextWidth.width(line)
            var x = 0
            var row: [LabelDrawing.DrawnGlyph] = []
            TextWidth.forEachGlyph(in: shown) { glyph in
                let span = padding > 0 ? nil : source.span(matching: glyph.character)
                padding -= glyph.width
                row.append(LabelDrawing.DrawnGlyph(dx: x, glyph: glyph, style: span?.style(over: base) ?? base))
                x += glyph.width
            }
            result.append(row)
        }
        return result
    }
}
