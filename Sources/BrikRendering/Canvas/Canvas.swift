/// A grid of styled character cells that bricks paint into and backends present.
///
/// Every write is clipped to ``clip`` (and the canvas bounds). A wide glyph
/// takes two cells; writing over either half of one blanks the other half, so
/// the grid never holds half a wide character. A wide glyph that would be cut
/// by the clip's right edge is drawn as a blank instead. Painting order is
/// z-order: what is written later is on top.
///
/// Cells are stored packed (see ``Cell`` for the value a cell reads as): a
/// glyph and a style in 16 bytes of plain integers, so that writing, copying and
/// comparing rows cost no reference counting.
public struct Canvas: Sendable {
    /// Columns and rows of the grid.
    public private(set) var size: Size
    /// The cells, row after row, packed.
    package internal(set) var storage: [PackedCell]
    /// The multi-scalar clusters the packed cells name.
    package internal(set) var clusters = ClusterTable()
    /// The destinations of the canvas's hyperlinks (see ``link(_:to:)``).
    public package(set) var links = LinkTable()
    /// The rectangle writes are limited to; the whole canvas unless narrowed by ``withClip(_:_:)``.
    public package(set) var clip: Rect

    /// A canvas of `size` filled with `fill` (blank cells by default).
    /// Negative sizes are treated as zero.
    public init(size: Size, fill: Cell = .blank) {
        let safe = Size(width: max(0, size.width), height: max(0, size.height))
        self.size = safe
        self.clip = Rect(origin: .zero, size: safe)
        self.storage = []
        let packed = pack(fill)
        storage = Array(repeating: packed, count: safe.width * safe.height)
    }

    /// The whole canvas as a rect at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// Every cell, row after row (a copy: each read builds the cells).
    public var cells: [Cell] { storage.map { cell(from: $0) } }

    /// The cell at column `x`, row `y`; a blank cell outside the canvas.
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank }
        return cell(from: storage[y * size.width + x])
    }

    /// The packed cell at column `x`, row `y` (inside the canvas).
    @inline(__always)
    package func packed(x: Int, y: Int) -> PackedCell {
        storage[y * size.width + x]
    }

    /// The character a packed cell of this canvas shows.
    @inline(__always)
    package func character(of cell: PackedCell) -> Character {
        if cell.isCluster { return clusters[cell.value] }
        return Character(Unicode.Scalar(cell.value) ?? "\u{FFFD}")
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
        let styleBits = style.packed
        if width == 2 {
            let leftInside = point.x >= clip.minX && point.x < clip.maxX
            let rightInside = point.x + 1 >= clip.minX && point.x + 1 < clip.maxX
            if leftInside && rightInside {
                let value = glyphValue(of: glyph.character)
                setCell(PackedCell(scalar: value, width: 2, style: styleBits), x: point.x, y: point.y)
                setCell(.continuation(style: styleBits), x: point.x + 1, y: point.y)
            } else if leftInside {
                setCell(.blank(style: styleBits), x: point.x, y: point.y)
            } else if rightInside {
                setCell(.blank(style: styleBits), x: point.x + 1, y: point.y)
            }
        } else if point.x >= clip.minX && point.x < clip.maxX {
            let value = glyphValue(of: glyph.character)
            setCell(PackedCell(scalar: value, width: 1, style: styleBits), x: point.x, y: point.y)
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
        var text = text
        // Printable ASCII (most text on most screens) is one cell per byte: nothing to segment.
        let ascii = text.withUTF8 { bytes -> Int? in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
            writeASCII(bytes, at: point, style: style.packed)
            return bytes.count
        }
        if let ascii { return ascii }
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
        if glyph.width == 1 {
            let cell = PackedCell(scalar: glyphValue(of: glyph.character), width: 1, style: style.packed)
            for y in area.minY..<area.maxY {
                setCell(cell, x: area.minX, y: y)
                if area.width > 1 { setCell(cell, x: area.maxX - 1, y: y) }
                // Inside the row's ends nothing can be half of a glyph that reaches outside the rect.
                let start = y * size.width
                for x in (area.minX + 1)..<max(area.minX + 1, area.maxX - 1) { storage[start + x] = cell }
            }
            return
        }
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
        var lastIn: UInt64?
        var lastOut: UInt64 = 0
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let index = y * size.width + x
                let old = storage[index].style
                if old != lastIn {
                    lastIn = old
                    // The link slot is not part of the style a change sees: keep it.
                    lastOut = change(CellStyle(packed: old)).packed | old & LinkTable.mask
                }
                storage[index].style = lastOut
            }
        }
    }

    /// Writes `bytes`, printable ASCII only (unchecked), on one row from `point` in the
    /// packed `style`, clipped: one cell per byte.
    mutating func writeASCII(_ bytes: UnsafeBufferPointer<UInt8>, at point: Point, style: UInt64) {
        guard point.y >= clip.minY, point.y < clip.maxY, point.y < size.height, point.y >= 0 else { return }
        let start = max(point.x, clip.minX, 0)
        let end = min(point.x + bytes.count, clip.maxX, size.width)
        guard start < end else { return }
        let rowStart = point.y * size.width
        // The ends may cut a wide glyph in half: they go through setCell, which blanks its other half.
        setCell(PackedCell(scalar: UInt32(bytes[start - point.x]), width: 1, style: style), x: start, y: point.y)
        if end - 1 > start {
            setCell(
                PackedCell(scalar: UInt32(bytes[end - 1 - point.x]), width: 1, style: style), x: end - 1, y: point.y)
        }
        guard end - start > 2 else { return }
        storage.withUnsafeMutableBufferPointer { cells in
            for x in (start + 1)..<(end - 1) {
                cells[rowStart + x] = PackedCell(scalar: UInt32(bytes[x - point.x]), width: 1, style: style)
            }
        }
    }

    /// Stores `cell` at (x, y), first blanking the other half of any wide glyph it overlaps.
    ///
    /// A continuation cell is only ever stored right after its own wide glyph,
    /// so for it the left neighbour is left alone.
    @inline(__always)
    private mutating func setCell(_ cell: PackedCell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
        let index = y * size.width + x
        let oldWidth = storage[index].width
        if oldWidth == 2, x + 1 < size.width, storage[index + 1].width == 0 {
            storage[index + 1] = .blank(style: storage[index + 1].style)
        }
        if oldWidth == 0, cell.width != 0, x > 0, storage[index - 1].width == 2 {
            storage[index - 1] = .blank(style: storage[index - 1].style)
        }
        storage[index] = cell
    }
}
