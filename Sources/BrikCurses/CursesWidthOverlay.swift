import BrikCore
import BrikRendering

/// Glyphs whose width the terminal (``WidthProfile``) and ncurses disagree on, written
/// past ncurses.
///
/// ncurses moves its cursor by glibc's `wcwidth`. When the terminal was found to draw a
/// glyph at another width (🧺 in 1 column, ☰ in 2), handing it to ncurses would shift
/// the rest of the row on screen. Such a glyph is given to ncurses as blanks, one a
/// column the model gives it, so ncurses' arithmetic stays true; after each update the
/// glyphs of the rows ncurses may have rewritten are written by absolute position
/// between a cursor save and restore, as hyperlinks and strikes are (``CursesOverlay``). A row whose disputed glyphs
/// moved or went away has their old columns written again from the canvas, so nothing
/// stale stays on screen.
struct CursesWidthOverlay {
    /// The disputed runs written per row.
    var written: [Int: [Range<Int>]] = [:]

    /// Whether ncurses would place `character` at another width than `width` (the
    /// model's): a cluster holding a second spacing character, or a base whose `wcwidth`
    /// differs.
    static func isDisputed(_ character: Character, width: Int) -> Bool {
        var scalars = character.unicodeScalars.makeIterator()
        guard let base = scalars.next() else { return false }
        while let next = scalars.next() {
            if TextWidth.width(of: next) != 0 { return true }
        }
        return TextWidth.width(of: base) != width
    }

    /// The runs of disputed glyphs in row `y` of `canvas`, left to right.
    static func disputedRuns(of canvas: Canvas, row y: Int) -> [Range<Int>] {
        guard y >= 0, y < canvas.size.height else { return [] }
        var runs: [Range<Int>] = []
        let rowStart = y * canvas.size.width
        var x = 0
        while x < canvas.size.width {
            let cell = canvas.storage[rowStart + x]
            let width = max(Int(cell.width), 1)
            if cell.width > 0, !CursesCanvasDrawer.isUndisputedNarrow(cell.value) || cell.isCluster,
                isDisputed(canvas.character(of: cell), width: Int(cell.width))
            {
                let end = min(x + width, canvas.size.width)
                if let last = runs.last, last.upperBound == x {
                    runs[runs.count - 1] = last.lowerBound..<end
                } else {
                    runs.append(x..<end)
                }
            }
            x += width
        }
        return runs
    }

    /// The cells to write for `canvas` after an update that touched `touched` rows (nil:
    /// all), when `measuring` (a learned profile is active) or anything was written before.
    mutating func cells(of canvas: Canvas, touched: [Int]?, measuring: Bool) -> [(y: Int, columns: [Range<Int>])] {
        guard measuring || !written.isEmpty else { return [] }
        var result: [(y: Int, columns: [Range<Int>])] = []
        let rows = touched ?? Array(0..<canvas.size.height)
        if touched == nil { written.removeAll() }
        for y in rows {
            let now = measuring ? Self.disputedRuns(of: canvas, row: y) : []
            let before = written[y] ?? []
            written[y] = now.isEmpty ? nil : now
            let columns = CursesOverlay.merged(now + before.filter { $0.upperBound <= canvas.size.width })
            if !columns.isEmpty { result.append((y, columns)) }
        }
        return result
    }
}
