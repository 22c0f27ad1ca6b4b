import BrikCore
import BrikRendering

/// Drawing: only the rows on screen, from the scroll anchor down.
extension TextArea {
    /// The body of ``draw(into:context:)``.
    func drawText(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        let area = contentFrame
        guard !area.isEmpty else { return }
        let base = controlStyle(in: context)
        canvas.fill(area, style: base)
        let frame = textFrame
        let start = clampedScroll
        let gutter = Rect(x: area.x, y: area.y, width: area.width - frame.width, height: area.height)
        let selected = selection.range
        var line = start.line
        var row = start.row
        var y = frame.y
        while y < frame.maxY, line < document.lineCount {
            let layout = layout(ofLine: line)
            let text = document.line(line)
            let styles = characterStyles(line: line, text: text, count: layout.count, base: base, theme: context.theme)
            while row < layout.rows.count, y < frame.maxY {
                if gutter.width > 0 {
                    let number = row == 0 ? String(line + 1) : ""
                    let padded = String(repeating: " ", count: max(0, gutter.width - 1 - number.count)) + number
                    let style = line == selection.cursor.line ? base.adding(.bold) : base.adding(.dim)
                    canvas.write(padded, at: Point(x: gutter.x, y: y), style: style)
                }
                canvas.withClip(Rect(x: frame.x, y: y, width: frame.width, height: 1)) { canvas in
                    drawRow(row, of: layout, line: line, styles: styles, base: base, selected: selected, y: y, into: &canvas)
                }
                row += 1
                y += 1
            }
            line += 1
            row = 0
        }
        layoutCache.keep(start.line..<line, plus: selection.cursor.line)
        if document.isEmpty, !placeholder.isEmpty {
            let hint = TextLayout.truncate(placeholder, width: frame.width)
            canvas.write(hint, at: frame.origin, style: base.adding(.dim))
        }
    }

    private func drawRow(
        _ row: Int, of layout: LineLayout, line: Int, styles: [CellStyle]?, base: CellStyle, selected: TextRange,
        y: Int, into canvas: inout Canvas
    ) {
        let frame = textFrame
        let offsetX = frame.x - (wrapsLines ? 0 : clampedScroll.x)
        let range = layout.rows[row].characters
        // The selected columns of this line; past its end when the selection goes on below.
        var lineSelected: Range<Int>?
        if !selected.isEmpty, line >= selected.start.line, line <= selected.end.line {
            let low = line == selected.start.line ? selected.start.column : 0
            let high = line == selected.end.line ? selected.end.column : Int.max
            if low < high { lineSelected = low..<high }
        }
        for index in range {
            var style = styles?[index] ?? base
            if let lineSelected, lineSelected.contains(index) { style = selectionStyle(over: style) }
            var x = offsetX + layout.columnOf[index]
            for glyph in layout.glyphs(of: index) {
                x += canvas.put(glyph, at: Point(x: x, y: y), style: style)
            }
        }
        // A selection running on past the line's end shows its newline as one cell.
        if row == layout.rows.count - 1, let lineSelected, lineSelected.upperBound > layout.count,
            line < selected.end.line
        {
            let x = offsetX + layout.rows[row].width
            canvas.put(Glyph(" ", width: 1), at: Point(x: x, y: y), style: selectionStyle(over: base))
        }
    }

    /// The style each character of a visible line is drawn in: the highlighter's spans, then
    /// the search's matches over them; nil when the line is plain.
    private func characterStyles(line: Int, text: String, count: Int, base: CellStyle, theme: Theme) -> [CellStyle]? {
        let spans = highlighter?(line, text) ?? []
        let matches = searchMatchStyles(line: line, text: text, theme: theme)
        guard !spans.isEmpty || !matches.isEmpty else { return nil }
        var styles = Array(repeating: base, count: count)
        for span in spans {
            let low = max(0, span.range.lowerBound)
            let high = min(count, span.range.upperBound)
            guard low < high else { continue }
            for index in low..<high { styles[index] = span.style(over: styles[index]) }
        }
        for (range, style) in matches {
            let low = max(0, range.lowerBound)
            let high = min(count, range.upperBound)
            guard low < high else { continue }
            for index in low..<high {
                styles[index] = CellStyle(
                    foreground: style.foreground, background: style.background,
                    attributes: styles[index].attributes.union(style.attributes))
            }
        }
        return styles
    }

    private func selectionStyle(over style: CellStyle) -> CellStyle {
        CellStyle(
            foreground: selectionStyle.foreground == .default ? style.foreground : selectionStyle.foreground,
            background: selectionStyle.background == .default ? style.background : selectionStyle.background,
            attributes: style.attributes.union(selectionStyle.attributes))
    }
}
