extension Canvas {
    /// Every row as text, full width: each glyph once (the continuation half of
    /// a wide glyph is left out), blanks kept, styles dropped.
    ///
    /// A row's text takes exactly `size.width` columns on a terminal.
    public var plainLines: [String] {
        (0..<size.height).map { y in
            var bytes = EscapeBuffer()
            var x = 0
            while x < size.width {
                let cell = packed(x: x, y: y)
                let span = drawnSpan(of: cell, x: x, y: y)
                appendGlyph(of: cell, span: span, to: &bytes)
                x += span
            }
            return bytes.string
        }
    }

    /// The rows joined by `"\n"`, each without its trailing spaces; no newline
    /// at the end. Meant for comparing screens in tests and for logs.
    public var plainText: String {
        plainLines.map { line in
            var trimmed = Substring(line)
            while trimmed.last == " " { trimmed.removeLast() }
            return String(trimmed)
        }.joined(separator: "\n")
    }
}
