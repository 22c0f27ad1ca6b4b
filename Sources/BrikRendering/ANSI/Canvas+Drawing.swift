extension Canvas {
    /// What a terminal draws for the cell at (x, y): its cluster, made safe to
    /// send, and the columns it covers.
    ///
    /// Half of a wide glyph without its other half (which the canvas never
    /// makes, but a hand-built cell could) is drawn as a blank, so a row always
    /// takes exactly its width on the terminal. Callers skip the continuation
    /// cell after a span of 2.
    func drawnGlyph(x: Int, y: Int) -> (character: Character, span: Int) {
        let cell = self[x, y]
        switch cell.width {
        case 1:
            return (Canvas.terminalSafe(cell.character), 1)
        case 2 where x + 1 < size.width && self[x + 1, y].width == 0:
            return (Canvas.terminalSafe(cell.character), 2)
        default:
            return (" ", 1)
        }
    }

    /// The first column of the run of blank cells that ends row `y`, judged in
    /// the style as the terminal will show it; `size.width` when the row does
    /// not end in a blank.
    func blankTailStart(y: Int, styles: inout DownsampledStyles) -> Int {
        var x = size.width
        while x > 0 {
            let cell = self[x - 1, y]
            guard cell.width == 1, cell.character == " ", styles[cell.style] == .plain else { break }
            x -= 1
        }
        return x
    }

    /// `character`, or U+FFFD when it is a control character: a cell must never
    /// carry a raw control to the terminal, whoever built it.
    private static func terminalSafe(_ character: Character) -> Character {
        if let ascii = character.asciiValue {
            return ascii < 0x20 || ascii == 0x7F ? "\u{FFFD}" : character
        }
        let first = character.unicodeScalars.first!.value
        return first >= 0x80 && first < 0xA0 ? "\u{FFFD}" : character
    }
}

/// Styles brought down to one colour depth, remembering the last answer
/// because neighbouring cells mostly share a style.
struct DownsampledStyles {
    let depth: ColorDepth
    private var lastStyle = CellStyle.plain
    private var lastResult = CellStyle.plain

    init(depth: ColorDepth) {
        self.depth = depth
    }

    /// `style` as the terminal will show it.
    subscript(style: CellStyle) -> CellStyle {
        mutating get {
            if style != lastStyle {
                lastStyle = style
                lastResult = depth.downsample(style)
            }
            return lastResult
        }
    }
}
