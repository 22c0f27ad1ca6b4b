extension ANSIRenderer {
    /// The bytes that write `columns` of each row again, linked cells inside OSC 8
    /// hyperlinks, between a cursor save (DECSC) and restore (DECRC): for a backend whose
    /// library cannot send OSC 8 itself (ncurses), written after its own update.
    ///
    /// Cells are written exactly as they are drawn (same glyphs, same style), so the screen
    /// looks the same; the style is reset before the restore, which also restores the
    /// library's attributes. Empty when `rows` is.
    package func hyperlinkOverlay(of canvas: Canvas, rows: [(y: Int, columns: [Range<Int>])]) -> String {
        overlay(of: canvas, rows: rows, links: true)
    }

    /// The same overlay for any purpose (glyphs a library would misplace), with the
    /// links written as OSC 8 only when `links` is true.
    package func overlay(of canvas: Canvas, rows: [(y: Int, columns: [Range<Int>])], links: Bool) -> String {
        guard !rows.isEmpty else { return "" }
        var writer = RowWriter(depth: colorDepth, links: links ? canvas.links : nil)
        writer.out.append("\u{1B}7")
        for row in rows {
            for columns in row.columns {
                writer.writeCells(of: canvas, y: row.y, from: columns.lowerBound, to: columns.upperBound)
            }
        }
        writer.finish(resetting: true)
        writer.out.append("\u{1B}8")
        return writer.out.string
    }
}

extension Canvas {
    /// The runs of linked cells in row `y`, left to right (a run ends where the link changes).
    package func linkedRuns(inRow y: Int) -> [Range<Int>] {
        guard y >= 0, y < size.height, !links.all.isEmpty else { return [] }
        var runs: [Range<Int>] = []
        var start: Int?
        var slot = 0
        let rowStart = y * size.width
        for x in 0..<size.width {
            let current = Canvas.linkSlot(of: storage[rowStart + x].style)
            if current != slot {
                if let begun = start { runs.append(begun..<x) }
                start = current != 0 ? x : nil
                slot = current
            }
        }
        if let begun = start { runs.append(begun..<size.width) }
        return runs
    }
}
