/// Writes canvases as ANSI escape text: a whole frame, the minimal update from
/// one canvas to another, or plain lines for a pipe.
///
/// Colours are brought down to ``colorDepth`` first (`ColorDepth.downsample(_:)`);
/// attributes are always written, so `NO_COLOR` output keeps bold, underline
/// and reverse. Every result leaves the terminal's style reset, which is what
/// the next call assumes. The canvas is drawn at the terminal's top-left
/// corner, and the terminal must be at least as large as the canvas; it is
/// meant to be exactly as large, since blank row ends are erased with EL,
/// which clears to the terminal's right edge.
public struct ANSIRenderer: Sendable {
    /// Colours are brought down to this depth before they are written.
    public var colorDepth: ColorDepth
    /// Whether the canvas's links (``Canvas/link(_:to:)``) are written as OSC 8 hyperlinks;
    /// turn it on only for a terminal that supports them (see ``HyperlinkSupport``).
    public var hyperlinks: Bool

    /// A renderer for a terminal of `colorDepth`, writing hyperlinks when `hyperlinks` is true.
    ///
    /// ```swift
    /// let renderer = ANSIRenderer(colorDepth: .ansi256, hyperlinks: HyperlinkSupport.detect())
    /// ```
    public init(colorDepth: ColorDepth = .trueColor, hyperlinks: Bool = false) {
        self.colorDepth = colorDepth
        self.hyperlinks = hyperlinks
    }

    /// The whole canvas as a frame: style reset, cursor home, every row placed
    /// with its own cursor move (autowrap is never relied on), style reset at the end.
    ///
    /// A row ending in blanks is finished with an erase-to-end-of-line when that
    /// is shorter, so the frame also replaces whatever the screen showed before.
    public func render(_ canvas: Canvas) -> String {
        frame(canvas, clearingFirst: false)
    }

    /// The bytes that turn a terminal showing `previous` into one showing `next`;
    /// empty when they look the same.
    ///
    /// Only cells that change are written (a wide glyph whole, when either half
    /// of it changes, on either side); the cursor is moved by the shortest
    /// sequence, or not at all when writing left it in place; the style is
    /// reset at the end only if it was changed. When the sizes differ the
    /// screen is cleared and `next` drawn in full.
    ///
    /// When a band of rows moved (the content scrolled under a pinned header),
    /// the terminal scrolls that region (DECSTBM, then SU or SD) and only the
    /// rows that came in are written: a one-row scroll of a 200-column list
    /// costs one row, not the screen.
    public func update(from previous: Canvas, to next: Canvas) -> String {
        guard previous.size == next.size else { return frame(next, clearingFirst: true) }
        var previous = previous
        // Slots name destinations per canvas: compare in the next canvas's numbering.
        if hyperlinks, previous.links != next.links { previous = previous.renumberingLinks(like: next) }
        guard !next.cells(0..<next.storage.count, equalTo: previous) else { return "" }
        var writer = makeWriter(for: next)
        if let band = Canvas.scrolledBand(from: previous, to: next) {
            let region = Canvas.scrollRegion(of: band)
            // The style is plain here (every result ends reset), so the rows that come
            // in are blank in the default colours, as `scrolled` assumes.
            writer.out.append("\u{1B}[\(region.lowerBound + 1);\(region.upperBound)r")
            writer.out.append(band.shift > 0 ? "\u{1B}[\(band.shift)S" : "\u{1B}[\(-band.shift)T")
            // Resetting the region homes the cursor.
            writer.out.append("\u{1B}[r")
            writer.cursorIsHome()
            previous = previous.scrolled(region: region, by: band.shift)
        }
        for y in 0..<next.size.height {
            let start = y * next.size.width
            let end = start + next.size.width
            guard !next.cells(start..<end, equalTo: previous) else { continue }
            writer.writeChanges(in: y, from: previous, to: next)
        }
        writer.finish(resetting: false)
        return writer.out.string
    }

    /// The canvas as lines of text for a pipe or a scrolling terminal: styles
    /// as SGR, no cursor movement, each line ending in `"\n"`.
    ///
    /// Trailing blanks of a row are left out; a line whose style is not reset
    /// by its end gets `ESC [ 0 m` before the newline, so every line stands
    /// alone. With ``ColorDepth/none`` and no attributes the result is plain text.
    public func lines(_ canvas: Canvas) -> String {
        var writer = makeWriter(for: canvas)
        for y in 0..<canvas.size.height {
            let tail = canvas.blankTailStart(y: y, styles: &writer.styles)
            writer.writeCells(of: canvas, y: y, upTo: tail)
            writer.finish(resetting: false)
            writer.out.append("\n")
        }
        return writer.out.string
    }

    /// A full frame, optionally after clearing the screen (for a changed size).
    private func makeWriter(for canvas: Canvas) -> RowWriter {
        RowWriter(depth: colorDepth, links: hyperlinks ? canvas.links : nil)
    }

    private func frame(_ canvas: Canvas, clearingFirst: Bool) -> String {
        var writer = makeWriter(for: canvas)
        writer.out.reserveCapacity(canvas.size.area * 2 + 16)
        SGR.appendReset(to: &writer.out)
        if clearingFirst { writer.out.append("\u{1B}[2J") }
        for y in 0..<canvas.size.height {
            CursorMove.appendAbsolute(to: Point(x: 0, y: y), to: &writer.out)
            let tail = canvas.blankTailStart(y: y, styles: &writer.styles)
            writer.writeCells(of: canvas, y: y, upTo: tail)
            writer.eraseOrWriteTail(of: canvas, y: y, from: tail)
        }
        if canvas.size.height == 0 { writer.out.append("\u{1B}[H") }
        writer.finish(resetting: true)
        return writer.out.string
    }
}
