/// A grid of styled character cells that bricks paint into and backends present.
///
/// Every write is clipped to ``clip`` (and the canvas bounds). A wide glyph
/// takes two cells; writing over either half of one blanks the other half, so
/// the grid never holds half a wide character. A wide glyph that would be cut
/// by the clip's right edge is drawn as a blank instead. Painting order is
/// z-order: what is written later is on top.
public struct Canvas: Hashable, Sendable {
    /// Columns and rows of the grid.
    public private(set) var size: Size
    /// The cells, row after row.
    public internal(set) var cells: [Cell]
    /// The rectangle writes are limited to; the whole canvas unless narrowed by ``withClip(_:_:)``.
    public package(set) var clip: Rect

    /// A canvas of `size` filled with `fill` (blank cells by default).
    /// Negative sizes are treated as zero.
    public init(size: Size, fill: Cell = .blank) {
        let safe = Size(width: max(0, size.width), height: max(0, size.height))
        self.size = safe
        self.cells = Array(repeating: fill, count: safe.width * safe.height)
        self.clip = Rect(origin: .zero, size: safe)
    }

    /// The whole canvas as a rect at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The cell at column `x`, row `y`; a blank cell outside the canvas.
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank }
        return cells[y * size.width + x]
    }

    /// Runs `body` with writes limited to `rect` (intersected with the current clip),
    /// then restores the previous clip.
    public mutating func withClip(_ rect: Rect, _ body: (inout Canvas) -> Void) {
        let saved = clip
        clip = clip.intersection(rect)
        body(&self)
        clip = saved
    }

    /// Puts one glyph at `point` if it fits inside the clip; returns the columns it advanced
    /// (the glyph's width, even when clipped).
    @discardableResult
    public mutating func put(_ glyph: Glyph, at point: Point, style: CellStyle) -> Int {
        let width = glyph.width
        guard point.y >= clip.minY, point.y < clip.maxY else { return width }
        if width == 2 {
            let leftInside = point.x >= clip.minX && point.x < clip.maxX
            let rightInside = point.x + 1 >= clip.minX && point.x + 1 < clip.maxX
            if leftInside && rightInside {
                setCell(Cell(character: glyph.character, width: 2, style: style), x: point.x, y: point.y)
                setCell(Cell(character: " ", width: 0, style: style), x: point.x + 1, y: point.y)
            } else if leftInside {
                setCell(.blank(style), x: point.x, y: point.y)
            } else if rightInside {
                setCell(.blank(style), x: point.x + 1, y: point.y)
            }
        } else if point.x >= clip.minX && point.x < clip.maxX {
            setCell(Cell(character: glyph.character, width: 1, style: style), x: point.x, y: point.y)
        }
        return width
    }

    /// Writes `text` on one row from `point`, clipped; returns the columns it took.
    ///
    /// Control characters and escape sequences are shown visibly, never
    /// stored raw (see ``TextWidth/glyphs(of:startColumn:)``). Newlines do
    /// not start a new row here; wrap text first for that.
    @discardableResult
    public mutating func write(_ text: String, at point: Point, style: CellStyle = .plain) -> Int {
        // Printable ASCII (most text on most screens) is one cell per byte: nothing to segment.
        if ASCIILineWrapper.applies(to: text) {
            let count = text.utf8.count
            guard point.y >= clip.minY, point.y < clip.maxY else { return count }
            var x = point.x
            for byte in text.utf8 {
                if x >= clip.minX && x < clip.maxX {
                    setCell(Cell(character: Character(Unicode.Scalar(byte)), width: 1, style: style), x: x, y: point.y)
                }
                x += 1
            }
            return count
        }
        var x = point.x
        TextWidth.forEachGlyph(in: text, startColumn: point.x) { glyph in
            x += put(glyph, at: Point(x: x, y: point.y), style: style)
        }
        return x - point.x
    }

    /// Fills `rect` (clipped) with `character` in `style`.
    ///
    /// `character` is drawn as its first terminal glyph (a control shows as
    /// its picture). A wide character that does not fit the last column of
    /// an odd-width rect leaves a blank there rather than spilling outside.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: CellStyle = .plain) {
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        let glyph = TextWidth.glyphs(of: String(character)).first ?? Glyph(" ", width: 1)
        // Clip to the rect itself, so a wide glyph at its right edge is cut, not drawn past it.
        withClip(area) { canvas in
            for y in area.minY..<area.maxY {
                var x = area.minX
                while x < area.maxX {
                    x += canvas.put(glyph, at: Point(x: x, y: y), style: style)
                }
            }
        }
    }

    /// Changes the style of every cell in `rect` (clipped) without touching the glyphs.
    public mutating func restyle(_ rect: Rect, _ change: (CellStyle) -> CellStyle) {
        let area = rect.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                cells[y * size.width + x].style = change(cells[y * size.width + x].style)
            }
        }
    }

    /// Stores `cell` at (x, y), first blanking the other half of any wide glyph it overlaps.
    ///
    /// A continuation cell is only ever stored right after its own wide glyph,
    /// so for it the left neighbour is left alone.
    private mutating func setCell(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
        let index = y * size.width + x
        let old = cells[index]
        if old.width == 2, x + 1 < size.width, cells[index + 1].width == 0 {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
        if old.width == 0, cell.width != 0, x > 0, cells[index - 1].width == 2 {
            cells[index - 1] = .blank(cells[index - 1].style)
        }
        cells[index] = cell
    }
}
