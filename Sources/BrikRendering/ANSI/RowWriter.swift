/// The output of one render in progress, with the terminal state it leaves:
/// the current SGR style and, when known, the cursor position.
struct RowWriter {
    /// Bytes written so far.
    var out = EscapeBuffer()
    /// Canvas styles brought down to the terminal's depth.
    var styles: DownsampledStyles
    /// The style the terminal draws in now (already downsampled), and its packed form.
    private var current = CellStyle.plain
    private var currentPacked: UInt64 = 0
    /// Where the cursor is; `nil` when unknown, which includes the pending-wrap
    /// state after writing the last column.
    private var cursor: Point?

    /// Cells between the cursor and the next change are redrawn instead of
    /// jumped over when this few or fewer: a cursor move costs 3–10 bytes.
    private static let rewriteLimit = 8

    /// The destinations of the canvas's links, when they are written as OSC 8 hyperlinks.
    private let links: LinkTable?

    init(depth: ColorDepth, links: LinkTable? = nil) {
        styles = DownsampledStyles(depth: depth, keepsLinks: links != nil)
        self.links = links
    }

    /// Notes that the cursor is at the top-left corner (after a scroll region was reset).
    mutating func cursorIsHome() {
        cursor = .zero
    }

    /// Writes cells `0..<end` of row `y`; the cursor must be at the row's start.
    mutating func writeCells(of canvas: Canvas, y: Int, upTo end: Int) {
        var x = 0
        while x < end {
            x += writeGlyph(of: canvas, x: x, y: y)
        }
    }

    /// Writes cells `start..<end` of row `y` from an absolute cursor move (a wide glyph
    /// whose right half is `start` is written whole).
    mutating func writeCells(of canvas: Canvas, y: Int, from start: Int, to end: Int) {
        var x = start
        if x > 0, canvas.packed(x: x, y: y).width == 0 { x -= 1 }
        CursorMove.appendAbsolute(to: Point(x: x, y: y), to: &out)
        while x < end {
            x += writeGlyph(of: canvas, x: x, y: y)
        }
        // The link ends with its cells, not somewhere after the next cursor move.
        closeLink()
    }

    /// Ends the hyperlink the terminal is in, if any, keeping the style.
    mutating func closeLink() {
        guard currentPacked & LinkTable.mask != 0 else { return }
        Hyperlink.appendClose(to: &out)
        currentPacked &= ~LinkTable.mask
    }

    /// Finishes row `y` from column `tail`, where only blanks remain: by erasing
    /// to the end of the line when that is shorter than writing the blanks.
    mutating func eraseOrWriteTail(of canvas: Canvas, y: Int, from tail: Int) {
        let blanks = canvas.size.width - tail
        guard blanks > 0 else { return }
        if blanks > eraseCost {
            setStyle(.plain, packed: 0)
            out.append("\u{1B}[K")
        } else {
            var x = tail
            while x < canvas.size.width {
                x += writeGlyph(of: canvas, x: x, y: y)
            }
        }
    }

    /// Writes the cells of row `y` that differ between `previous` (on screen) and `next`.
    mutating func writeChanges(in y: Int, from previous: Canvas, to next: Canvas) {
        let width = next.size.width
        var dirty = [Bool](repeating: false, count: width)
        var dirtyCount = 0
        for x in 0..<width where !looksSame(previous, next, x: x, y: y) {
            dirty[x] = true
            dirtyCount += 1
        }
        let tail = next.blankTailStart(y: y, styles: &styles)
        var x = 0
        while x < width {
            guard dirty[x] else {
                x += 1
                continue
            }
            if x >= tail, dirtyCount > eraseCost {
                moveCursor(to: Point(x: x, y: y), over: next)
                setStyle(.plain, packed: 0)
                out.append("\u{1B}[K")
                return
            }
            moveCursor(to: Point(x: x, y: y), over: next)
            let span = writeGlyph(of: next, x: x, y: y)
            for covered in x..<min(width, x + span) where dirty[covered] { dirtyCount -= 1 }
            x += span
        }
    }

    /// Ends the output, resetting the style always or only when it is not plain.
    mutating func finish(resetting always: Bool) {
        closeLink()
        if always || currentPacked != 0 {
            SGR.appendReset(to: &out)
            current = .plain
            currentPacked = 0
        }
    }

    /// Bytes of an erase-to-end-of-line, with the style change it needs.
    private var eraseCost: Int {
        currentPacked == 0 ? 3 : 7
    }

    /// Switches the terminal to `style` (downsampled; `packed` its packed form).
    @inline(__always)
    private mutating func setStyle(_ style: CellStyle, packed: UInt64) {
        guard packed != currentPacked else { return }
        if (packed ^ currentPacked) & LinkTable.mask != 0 { switchLink(to: Canvas.linkSlot(of: packed)) }
        SGR.appendTransition(from: current, to: style, to: &out)
        current = style
        currentPacked = packed
    }

    /// Closes the hyperlink the terminal is in, if any, and opens the one of `slot`.
    private mutating func switchLink(to slot: Int) {
        if currentPacked & LinkTable.mask != 0 { Hyperlink.appendClose(to: &out) }
        if let destination = links?.destination(ofSlot: slot) { Hyperlink.appendOpen(destination, to: &out) }
    }

    /// Writes the glyph at (x, y) in its style (the cursor must be there) and
    /// returns the columns it advanced.
    @inline(__always)
    private mutating func writeGlyph(of canvas: Canvas, x: Int, y: Int) -> Int {
        let cell = canvas.packed(x: x, y: y)
        let span = canvas.drawnSpan(of: cell, x: x, y: y)
        let shown = styles.packed(cell.style)
        if shown != currentPacked { setStyle(styles.style(cell.style), packed: shown) }
        canvas.appendGlyph(of: cell, span: span, to: &out)
        cursor = x + span < canvas.size.width ? Point(x: x + span, y: y) : nil
        return span
    }

    /// Moves the cursor to `target`, by redrawing the cells of `canvas` on the
    /// way when that is shortest.
    private mutating func moveCursor(to target: Point, over canvas: Canvas) {
        if cursor == target { return }
        CursorMove.appendShortest(from: cursor, to: target, rewrite: rewrite(to: target, over: canvas), to: &out)
        cursor = target
    }

    /// The bytes that redraw the unchanged cells from the cursor to `target`
    /// as they are, if the cursor is a few cells left of it on the same row
    /// and those cells are in the current style; otherwise `nil`.
    private mutating func rewrite(to target: Point, over canvas: Canvas) -> EscapeBuffer? {
        guard let cursor, cursor.y == target.y, cursor.x < target.x,
            target.x - cursor.x <= Self.rewriteLimit
        else { return nil }
        var bytes = EscapeBuffer()
        var x = cursor.x
        while x < target.x {
            let cell = canvas.packed(x: x, y: target.y)
            let span = canvas.drawnSpan(of: cell, x: x, y: target.y)
            guard x + span <= target.x, styles.packed(cell.style) == currentPacked else { return nil }
            canvas.appendGlyph(of: cell, span: span, to: &bytes)
            x += span
        }
        return bytes
    }

    /// Whether column `x` of row `y` looks the same on this terminal in both
    /// canvases: equal, or differing only in colours that come down to the same
    /// ones at its depth.
    ///
    /// A terminal overwriting half a wide glyph blanks the other half, yet
    /// comparing cell by cell is enough: the canvas never holds half a wide
    /// glyph, so when one canvas has a glyph's two halves where the other has
    /// anything else, both columns differ; and the continuation halves alone
    /// never count, since a glyph is drawn in its left cell's style.
    @inline(__always)
    private mutating func looksSame(_ previous: Canvas, _ next: Canvas, x: Int, y: Int) -> Bool {
        let a = previous.packed(x: x, y: y)
        let b = next.packed(x: x, y: y)
        if a == b && !a.isCluster { return true }
        if a.width == 0 && b.width == 0 { return true }
        let sameGlyph =
            a.isCluster || b.isCluster
            ? previous.cell(a, sameAs: PackedCell(style: a.style, glyph: b.glyph), of: next)
            : a.glyph == b.glyph
        guard sameGlyph else { return false }
        return styles.packed(a.style) == styles.packed(b.style)
    }
}
