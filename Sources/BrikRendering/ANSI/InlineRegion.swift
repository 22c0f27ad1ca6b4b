/// The bytes that keep a region of rows below the shell's cursor up to date,
/// without the alternate screen: what an inline app or a prompt draws.
///
/// The region starts on the row the cursor is on. ``draw(_:terminalSize:)``
/// writes a canvas there as rows separated by CR LF, so a region taller than
/// the space below the cursor scrolls the shell's earlier output up into the
/// scrollback, as printing would; a shorter canvas than last time erases the
/// rows it no longer needs. After every call the cursor rests on column 0 of
/// the region's last row, which is what the next call starts from.
///
/// ``printAbove(_:)`` puts finished lines on the region's first row and
/// draws the region again below them, so they scroll into the scrollback like
/// ordinary output. ``resize(to:)`` erases the region, accounting for a terminal
/// that re-wrapped its rows when it got narrower, so the next draw starts on
/// its first row. Rows are written whole (each starts with
/// an erase of the line), so nothing relies on the terminal's autowrap.
public struct InlineRegion: Sendable {
    /// The writer of the region's rows and of the lines printed above it.
    public var renderer: ANSIRenderer
    /// The canvas on screen, or nil before the first draw and after ``finish(keepingFrame:)``.
    public private(set) var frame: Canvas?
    /// Columns written on each row of the region, for working out re-wrapping on a resize.
    private var writtenWidths: [Int] = []
    /// How many terminal rows lie between the region's first row and the cursor.
    private var rowsAboveCursor = 0
    /// The terminal size the region was last drawn for.
    public private(set) var terminalSize: Size

    /// A region drawn by `renderer`, on a terminal of `terminalSize`.
    public init(renderer: ANSIRenderer = ANSIRenderer(), terminalSize: Size) {
        self.renderer = renderer
        self.terminalSize = terminalSize
    }

    /// Rows the region takes on screen now (0 before the first draw).
    public var height: Int { writtenWidths.count }

    /// The bytes that replace the region's rows with `canvas`.
    ///
    /// A canvas taller than the terminal shows its first `terminalSize.height`
    /// rows: the region's first row must stay on screen, or the next draw could
    /// not reach it. Draw canvases at most as wide as the terminal: a wider row
    /// would wrap and leave the cursor arithmetic behind.
    public mutating func draw(_ canvas: Canvas, terminalSize: Size? = nil) -> String {
        if let terminalSize { self.terminalSize = terminalSize }
        // A caret shown by placeCursor(at:) is hidden while the rows are written.
        var out = cursorShown ? "\u{1B}[?25l" : ""
        cursorShown = false
        out += moveToTop()
        let rows = Array(rowTexts(of: canvas).prefix(max(1, self.terminalSize.height)))
        let oldHeight = height
        for (y, row) in rows.enumerated() {
            if y > 0 { out += "\r\n" }
            out += "\u{1B}[2K" + row
        }
        if rows.isEmpty {
            out += "\u{1B}[J"
        } else if rows.count < oldHeight {
            // The old region had rows below the new last one, so this line feed cannot scroll.
            out += "\r\n\u{1B}[J\u{1B}[1A"
        }
        out += "\r"
        frame = canvas
        writtenWidths = (0..<rows.count).map { Self.writtenColumns(of: canvas, y: $0) }
        rowsAboveCursor = max(0, rows.count - 1)
        return out
    }

    /// The bytes that show the terminal's cursor at `point` of the frame drawn last (a text
    /// field's caret), or hide it when `point` is nil or outside the frame's rows; the next
    /// ``draw(_:terminalSize:)`` hides it while it writes.
    public mutating func placeCursor(at point: Point?) -> String {
        guard frame != nil else { return "" }
        guard let point, point.y >= 0, point.y < height, point.x >= 0, point.x < terminalSize.width else {
            guard cursorShown else { return "" }
            cursorShown = false
            return "\u{1B}[?25l"
        }
        var out = "\r"
        let rows = point.y - rowsAboveCursor
        if rows < 0 { out += "\u{1B}[\(-rows)A" } else if rows > 0 { out += "\u{1B}[\(rows)B" }
        if point.x > 0 { out += "\u{1B}[\(point.x)C" }
        out += "\u{1B}[?25h"
        rowsAboveCursor = point.y
        cursorShown = true
        return out
    }

    /// Whether ``placeCursor(at:)`` showed the cursor.
    private var cursorShown = false

    /// The bytes that print `lines` (text from ``ANSIRenderer/lines(_:)`` or
    /// plain text, each line ending in `"\n"`) on the region's first row and
    /// draw the region again below them.
    public mutating func printAbove(_ lines: String) -> String {
        guard !lines.isEmpty else { return "" }
        var out = moveToTop() + "\u{1B}[J"
        var text = lines
        if text.hasSuffix("\n") { text.removeLast() }
        out += text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        out += "\r\n"
        let previous = frame
        frame = nil
        writtenWidths = []
        rowsAboveCursor = 0
        if let previous { out += draw(previous) }
        return out
    }

    /// The bytes that erase the region on a terminal now `size`, leaving the
    /// cursor on its first row so the next ``draw(_:terminalSize:)`` (of a
    /// canvas laid out for the new width) starts there.
    ///
    /// A terminal that got narrower has re-wrapped each row written wider than
    /// the new width onto several rows; the cursor is moved up past all of them.
    public mutating func resize(to size: Size) -> String {
        let newWidth = max(1, size.width)
        if size.width < terminalSize.width, writtenWidths.count > 1 {
            // The rows from the region's first to the cursor's (the last, or the caret's).
            rowsAboveCursor = writtenWidths.prefix(min(rowsAboveCursor, writtenWidths.count - 1)).reduce(0) { sum, width in
                sum + max(1, (width + newWidth - 1) / newWidth)
            }
        }
        terminalSize = size
        guard frame != nil else { return "" }
        let out = moveToTop() + "\u{1B}[J"
        frame = Canvas(size: Size(width: size.width, height: 0))
        writtenWidths = []
        rowsAboveCursor = 0
        return out
    }

    /// The bytes that end the region: with `keepingFrame`, the last frame stays
    /// and the cursor moves to the line below it; otherwise its rows are erased
    /// and the cursor is left where the region began.
    public mutating func finish(keepingFrame: Bool) -> String {
        guard frame != nil else { return "" }
        // From the caret's row (placeCursor(at:)) down to the last, when the frame stays.
        let below = max(0, height - 1 - rowsAboveCursor)
        let out = keepingFrame ? (below > 0 ? "\r\u{1B}[\(below)B\r\n" : "\r\n") : moveToTop() + "\u{1B}[J"
        frame = nil
        writtenWidths = []
        rowsAboveCursor = 0
        return out
    }

    /// CR, then up to the region's first row.
    private func moveToTop() -> String {
        guard frame != nil else { return "" }
        return rowsAboveCursor > 0 ? "\r\u{1B}[\(rowsAboveCursor)A" : "\r"
    }

    /// Columns up to the last non-blank cell of row `y` of `canvas`.
    private static func writtenColumns(of canvas: Canvas, y: Int) -> Int {
        var x = canvas.size.width
        while x > 0, canvas[x - 1, y] == .blank { x -= 1 }
        return x
    }

    /// Each row's styled text, without its line end.
    private func rowTexts(of canvas: Canvas) -> [String] {
        guard canvas.size.height > 0 else { return [] }
        var text = renderer.lines(canvas)
        if text.hasSuffix("\n") { text.removeLast() }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
