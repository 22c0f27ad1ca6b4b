extension ANSIRenderer {
    /// The bytes that write `columns` of each row again, between a cursor save (DECSC) and
    /// restore (DECRC): for a backend whose library cannot send what those cells hold
    /// (ncurses sends neither OSC 8 nor strikethrough), written after its own update. Linked
    /// cells are written inside OSC 8 hyperlinks when ``hyperlinks`` is on; struck cells
    /// with SGR 9.
    ///
    /// Cells are written exactly as they are drawn (same glyphs, same style), so the screen
    /// looks the same; the style is reset before the restore, which also restores the
    /// library's attributes. Empty when `rows` is.
    package func overlay(of canvas: Canvas, rows: [(y: Int, columns: [Range<Int>])]) -> String {
        guard !rows.isEmpty else { return "" }
        var writer = RowWriter(depth: colorDepth, links: hyperlinks ? canvas.links : nil)
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
    /// The bit of a packed style that holds strikethrough (the plain style packs to 0).
    package static let strikethroughBit: UInt64 = CellStyle(attributes: .strikethrough).packed

    /// The runs of cells in row `y` whose packed style has a bit of `mask` set, left to
    /// right; a run ends where the masked bits change (another link, strikethrough ends).
    package func runs(inRow y: Int, masked mask: UInt64) -> [Range<Int>] {
        guard y >= 0, y < size.height, mask != 0 else { return [] }
        var runs: [Range<Int>] = []
        var start: Int?
        var current: UInt64 = 0
        let rowStart = y * size.width
        for x in 0..<size.width {
            let bits = storage[rowStart + x].style & mask
            if bits != current {
                if let begun = start { runs.append(begun..<x) }
                start = bits != 0 ? x : nil
                current = bits
            }
        }
        if let begun = start { runs.append(begun..<size.width) }
        return runs
    }
}
