extension Canvas {
    /// The columns the cell at (x, y) covers on a terminal: 1, or 2 for a wide
    /// glyph whose right half follows it.
    ///
    /// Half of a wide glyph without its other half (which the canvas never
    /// makes, but a hand-built cell could) is drawn as a blank, so a row always
    /// takes exactly its width on the terminal. Callers skip the continuation
    /// cell after a span of 2.
    @inline(__always)
    func drawnSpan(of cell: PackedCell, x: Int, y: Int) -> Int {
        cell.width == 2 && x + 1 < size.width && storage[y * size.width + x + 1].width == 0 ? 2 : 1
    }

    /// What a terminal draws for the cell at (x, y): its cluster, made safe to
    /// send, and the columns it covers (see ``drawnSpan(of:x:y:)``).
    func drawnGlyph(x: Int, y: Int) -> (character: Character, span: Int) {
        let cell = packed(x: x, y: y)
        let span = drawnSpan(of: cell, x: x, y: y)
        var bytes = EscapeBuffer()
        appendGlyph(of: cell, span: span, to: &bytes)
        return (bytes.string.first ?? " ", span)
    }

    /// Appends what a terminal draws for `cell` (drawn over `span` columns) to `out`:
    /// its cluster made safe to send, or a blank for half a wide glyph.
    @inline(__always)
    func appendGlyph(of cell: PackedCell, span: Int, to out: inout EscapeBuffer) {
        if cell.width == 0 || (cell.width == 2 && span == 1) {
            out.append(byte: 0x20)
        } else if cell.isCluster {
            let character = clusters[cell.value]
            if Canvas.isControl(character.unicodeScalars.first?.value ?? 0) {
                out.append(scalar: 0xFFFD)
            } else {
                out.append(character)
            }
        } else {
            out.append(scalar: Canvas.isControl(cell.value) ? 0xFFFD : cell.value)
        }
    }

    /// The first column of the run of blank cells that ends row `y`, judged in
    /// the style as the terminal will show it; `size.width` when the row does
    /// not end in a blank.
    func blankTailStart(y: Int, styles: inout DownsampledStyles) -> Int {
        var x = size.width
        let rowStart = y * size.width
        while x > 0 {
            let cell = storage[rowStart + x - 1]
            guard cell.glyph == PackedCell.blank.glyph, styles.packed(cell.style) == 0 else { break }
            x -= 1
        }
        return x
    }

    /// Whether a scalar is a control character: a cell must never carry a raw
    /// control to the terminal, whoever built it.
    @inline(__always)
    static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (value >= 0x7F && value < 0xA0)
    }
}

/// Styles brought down to one colour depth, remembering the last answer
/// because neighbouring cells mostly share a style.
struct DownsampledStyles {
    let depth: ColorDepth
    /// The bits of a packed style kept as they are: the link slot when links are written.
    let keptBits: UInt64
    private var lastIn: UInt64 = 0
    private var lastOut: UInt64 = 0
    private var lastStyle = CellStyle.plain

    init(depth: ColorDepth, keepsLinks: Bool = false) {
        self.depth = depth
        keptBits = keepsLinks ? LinkTable.mask : 0
    }

    /// The packed style `packed` is shown in at this depth.
    @inline(__always)
    mutating func packed(_ packed: UInt64) -> UInt64 {
        if packed != lastIn { convert(packed) }
        return lastOut
    }

    /// The style `packed` is shown in at this depth.
    @inline(__always)
    mutating func style(_ packed: UInt64) -> CellStyle {
        if packed != lastIn { convert(packed) }
        return lastStyle
    }

    private mutating func convert(_ packed: UInt64) {
        lastIn = packed
        lastStyle = CellStyle(packed: packed)
        // At full depth every colour is shown as it is.
        if depth != .trueColor { lastStyle = depth.downsample(lastStyle) }
        lastOut = lastStyle.packed | packed & keptBits
    }
}
