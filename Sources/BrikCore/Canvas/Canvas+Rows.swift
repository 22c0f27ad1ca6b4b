extension Canvas {
    /// Every row as text at full width; the right half of a wide glyph adds nothing,
    /// so each row's display width equals the canvas width.
    public var plainRows: [String] {
        (0..<size.height).map { y in
            var row = ""
            for x in 0..<size.width where !self[x, y].isContinuation {
                row.append(self[x, y].character)
            }
            return row
        }
    }
}
