extension Canvas {
    /// Draws a box border on the outermost cells of `rect`, with an optional
    /// title in the top edge.
    ///
    /// The title is truncated with `…` to fit between the corners (one
    /// column of padding each side), and needs a rect at least 5 columns
    /// wide. A rect one row tall draws only a horizontal line (a rule,
    /// including 1×1); one column wide, only a vertical line.
    public mutating func drawBorder(
        _ rect: Rect,
        style border: BorderStyle = .single,
        cellStyle: CellStyle = .plain,
        title: String? = nil,
        titleStyle: CellStyle? = nil,
        titleAlignment: TitleAlignment = .left
    ) {
        guard !rect.isEmpty else { return }
        let chars = border.characters
        let top = rect.minY
        let bottom = rect.maxY - 1
        let left = rect.minX
        let right = rect.maxX - 1
        func glyph(_ c: Character) -> Glyph { Glyph(c, width: 1) }
        if rect.height == 1 || rect.width > 1 {
            for x in left...right {
                put(glyph(chars.horizontal), at: Point(x: x, y: top), style: cellStyle)
                if bottom > top { put(glyph(chars.horizontal), at: Point(x: x, y: bottom), style: cellStyle) }
            }
        }
        if rect.height > 1 {
            for y in top...bottom {
                put(glyph(chars.vertical), at: Point(x: left, y: y), style: cellStyle)
                if right > left { put(glyph(chars.vertical), at: Point(x: right, y: y), style: cellStyle) }
            }
        }
        if right > left && bottom > top {
            put(glyph(chars.topLeft), at: Point(x: left, y: top), style: cellStyle)
            put(glyph(chars.topRight), at: Point(x: right, y: top), style: cellStyle)
            put(glyph(chars.bottomLeft), at: Point(x: left, y: bottom), style: cellStyle)
            put(glyph(chars.bottomRight), at: Point(x: right, y: bottom), style: cellStyle)
        }
        guard let title, !title.isEmpty else { return }
        let room = rect.width - 4
        guard room > 0 else { return }
        let shown = TextLayout.truncate(title, width: room)
        let shownWidth = TextWidth.width(shown)
        let offset: Int
        switch titleAlignment {
        case .left: offset = 0
        case .center: offset = (room - shownWidth) / 2
        case .right: offset = room - shownWidth
        }
        let start = Point(x: left + 2 + offset, y: top)
        let style = titleStyle ?? cellStyle
        withClip(Rect(x: left + 1, y: top, width: rect.width - 2, height: 1)) { canvas in
            canvas.put(Glyph(" ", width: 1), at: start.offsetBy(dx: -1), style: cellStyle)
            let width = canvas.write(shown, at: start, style: style)
            canvas.put(Glyph(" ", width: 1), at: start.offsetBy(dx: width), style: cellStyle)
        }
    }
}
