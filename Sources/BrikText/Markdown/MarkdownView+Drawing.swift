import BrikCore
import BrikRendering

extension MarkdownView {
    /// Draws the rows in view (see ``draw(into:context:)``).
    func drawDocument(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        let area = contentFrame
        guard area.width > 0, area.height > 0 else { return }
        let rendering = rendering(forWidth: area.width)
        // Only the rows both in the frame and inside the clip (a scroll view around the
        // view may show a few of its rows): drawing costs what is seen.
        let visible = area.intersection(canvas.clip)
        guard !visible.isEmpty else { return }
        let offset = clamped(scrollOffset)
        let first = offset + visible.minY - area.y
        let last = min(rendering.rows.count, offset + visible.maxY - area.y)
        guard first < last else { return }
        canvas.withClip(area) { canvas in
            for index in first..<last {
                let y = area.y + index - offset
                draw(rendering.rows[index], links: rendering.links, y: y, x: area.x, width: area.width, into: &canvas)
                // Matches are looked for in the rows drawn only: searching costs what is seen.
                searchHighlight?.paint(
                    inLine: index, text: rendering.rows[index].plainText, into: &canvas, at: Point(x: area.x, y: y),
                    width: area.width, theme: context.theme)
            }
        }
    }

    private func draw(_ row: MarkdownRow, links: [String], y: Int, x: Int, width: Int, into canvas: inout Canvas) {
        if let fill = row.fill {
            canvas.fill(Rect(x: x + fill.column, y: y, width: max(0, width - fill.column), height: 1), style: fill.style)
        }
        var column = x
        for run in row.runs {
            let advanced = canvas.write(run.text, at: Point(x: column, y: y), style: run.style)
            if run.link >= 0, Int(run.link) < links.count {
                canvas.link(Rect(x: column, y: y, width: advanced, height: 1), to: links[Int(run.link)])
            }
            column += advanced
        }
    }
}
