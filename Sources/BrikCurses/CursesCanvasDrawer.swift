import BrikCore
import BrikRendering
import CNcursesw

/// Draws a ``Canvas`` into an ncurses window, cell by cell.
///
/// Each distinct style becomes a `cchar_t` template once (attributes plus a
/// colour pair through setcchar's extended `opts`, so pairs above 32767
/// work); a cell then only copies the template and sets its characters, with
/// no String and no allocation. ncurses' `doupdate` does the diffing.
///
/// The window keeps the last frame, so only rows that differ from it are
/// drawn again; when a band of rows moved (the content scrolled), the window
/// is scrolled with `wscrl` first and only the rows that came in are drawn.
/// What ncurses writes is the same either way (its `doupdate` compares the
/// whole virtual screen with the terminal's); the CPU spent drawing a
/// one-row scroll drops from every cell to one row.
struct CursesCanvasDrawer {
    private(set) var colors: CursesColors
    private(set) var pairs: ColorPairCache
    private var templates: [UInt64: cchar_t] = [:]
    /// The cells of the run being copied into the window (reused from row to row).
    private var runBuffer: [cchar_t] = []
    /// The frame the window holds, nil when unknown (first frame, resize, pair reset).
    private var previous: Canvas?
    /// For each window row, whether it may hold half of a wide glyph (unknown counts as yes):
    /// only such a row is cleared before it is drawn again.
    private var rowMayHoldWide: [Bool] = []
    /// Rows drawn by the last ``draw(_:into:)`` (tests and benchmarks).
    private(set) var rowsDrawnLastFrame = 0
    /// The shift applied with `wscrl` in the last frame (0 for none).
    private(set) var scrolledLastFrame = 0
    /// The rows the last frame drew (nil: all of them) and the band it moved with `wscrl`.
    private var drawnRows: [Int]?
    private var movedRegion: Range<Int>?

    /// The rows the last frame drew or moved (nil: all of them), for what is written after
    /// ncurses' update (hyperlinks, strikethrough); made only when asked, so scrolling pays nothing for it.
    var rowsTouchedLastFrame: [Int]? {
        guard let drawnRows else { return nil }
        guard let movedRegion else { return drawnRows }
        return Array(Set(drawnRows).union(movedRegion)).sorted()
    }
    /// Whether unchanged and moved rows are taken from the window (off: every cell is
    /// drawn every frame; tests compare the bytes of both).
    var reusesWindowRows = true

    /// A drawer mapping colours with `colors` and allocating pairs through `pairs`.
    init(colors: CursesColors, pairs: ColorPairCache) {
        self.colors = colors
        self.pairs = pairs
    }

    /// Draws `canvas` into `window`, clipped to the window, and blanks what the
    /// canvas does not cover.
    ///
    /// When the pair table runs out, every pair is reset and the frame drawn
    /// again from scratch; `clearok` makes ncurses repaint the whole screen,
    /// since the old pair numbers on screen now mean other colours. A frame
    /// needing more pairs than exist falls back to default colours for the rest.
    mutating func draw(_ canvas: Canvas, into window: UnsafeMutablePointer<WINDOW>) {
        let rows = rowsToDraw(canvas, in: window)
        drawnRows = rows
        defer { previous = canvas }
        if drawCells(canvas, rows: rows, into: window, fallBackWhenFull: false) { return }
        pairs.reset()
        templates.removeAll(keepingCapacity: true)
        clearok(window, true)
        drawnRows = nil
        _ = drawCells(canvas, rows: nil, into: window, fallBackWhenFull: true)
    }

    /// Forgets what the window holds, so the next frame is drawn whole (after a resize
    /// or anything else that changed the window behind the drawer's back).
    mutating func invalidate() {
        previous = nil
        rowMayHoldWide = []
    }

    /// Which rows of `canvas` must be drawn (nil: all): those that differ from what the
    /// window holds, after scrolling the window when a band of rows moved.
    private mutating func rowsToDraw(_ canvas: Canvas, in window: UnsafeMutablePointer<WINDOW>) -> [Int]? {
        scrolledLastFrame = 0
        movedRegion = nil
        guard reusesWindowRows, let previous, previous.size == canvas.size,
            canvas.size.width == Int(getmaxx(window)), canvas.size.height == Int(getmaxy(window))
        else { return nil }
        let height = canvas.size.height
        // What each window row holds now: a row of `previous`, or nil once blanked.
        var source: [Int?] = Array(0..<height)
        var movedRegion: Range<Int>?
        if let band = Canvas.scrolledBand(from: previous, to: canvas) {
            // New row y shows old row y + shift for y in band; scroll the region spanning
            // both so the window already holds them.
            let region = Canvas.scrollRegion(of: band)
            movedRegion = region
            let top = region.lowerBound
            let bottom = region.upperBound
            wsetscrreg(window, Int32(top), Int32(bottom - 1))
            scrollok(window, true)
            wscrl(window, Int32(band.shift))
            scrollok(window, false)
            wsetscrreg(window, 0, Int32(height - 1))
            var shifted = rowMayHoldWide
            for y in top..<bottom {
                let from = y + band.shift
                source[y] = from >= top && from < bottom ? from : nil
                // A row that came in is blank; one that moved keeps what it held.
                if y < shifted.count { shifted[y] = source[y].map { $0 < rowMayHoldWide.count && rowMayHoldWide[$0] } ?? false }
            }
            rowMayHoldWide = shifted
            scrolledLastFrame = band.shift
        }
        var rows: [Int] = []
        for y in 0..<height {
            if let from = source[y], canvas.row(y, equalsRow: from, of: previous) { continue }
            rows.append(y)
        }
        self.movedRegion = movedRegion
        return rows
    }

    /// Draws every cell of `rows` (nil: every row); false when a pair could not be
    /// allocated (and `fallBackWhenFull` is false), leaving the frame half drawn.
    ///
    /// Runs of narrow cells whose width no C library disputes (Latin text, box
    /// drawing) are copied into the window a run at a time (`wadd_wchnstr`: no
    /// cursor movement, no wrapping, no per-character conversion); a wide glyph, a
    /// cluster or any other character is placed on its own, so a C library that
    /// measures it differently cannot shift the rest of the row.
    private mutating func drawCells(
        _ canvas: Canvas, rows: [Int]?, into window: UnsafeMutablePointer<WINDOW>, fallBackWhenFull: Bool
    ) -> Bool {
        let screenWidth = Int(getmaxx(window))
        let screenHeight = Int(getmaxy(window))
        let width = min(canvas.size.width, screenWidth)
        let height = min(canvas.size.height, screenHeight)
        var lastStyle: UInt64?
        var template = cchar_t()
        var blank = cchar_t()
        let drawn = rows ?? Array(0..<height)
        rowsDrawnLastFrame = drawn.count
        // The run buffer is taken out of the drawer while in use, so writing it through a
        // pointer and asking the drawer for templates do not overlap.
        if rowMayHoldWide.count != screenHeight { rowMayHoldWide = Array(repeating: true, count: screenHeight) }
        var run = runBuffer
        runBuffer = []
        defer { runBuffer = run }
        if run.count < width { run = Array(repeating: cchar_t(), count: width) }
        var complete = true
        // Under a learned width profile, glyphs ncurses would measure otherwise are drawn
        // as blanks here and written over ncurses' update (``CursesWidthOverlay``).
        let measuring = !WidthProfile.active.isGlibc
        canvas.storage.withUnsafeBufferPointer { cells in
            run.withUnsafeMutableBufferPointer { runCells in
                rows: for y in drawn where y < height {
                    let row = cells.baseAddress! + y * canvas.size.width
                    // A row is drawn whole, left to right, on a cleared line: the window may still
                    // mark a cell as half of a wide glyph the row no longer has, and a run copied
                    // over such a cell would blank the glyph drawn just left of it.
                    if y >= rowMayHoldWide.count || rowMayHoldWide[y] {
                        wmove(window, Int32(y), 0)
                        wclrtoeol(window)
                    }
                    var holdsWide = false
                    var runStart = 0
                    var runLength = 0
                    func flush() {
                        guard runLength > 0 else { return }
                        wmove(window, Int32(y), Int32(runStart))
                        _ = wadd_wchnstr(window, runCells.baseAddress, Int32(runLength))
                        runLength = 0
                    }
                    var x = 0
                    while x < width {
                        let cell = row[x]
                        if cell.width == 0 {
                            flush()
                            x += 1
                            continue
                        }
                        if cell.style != lastStyle {
                            guard let made = templateFor(cell.style, fallBackWhenFull: fallBackWhenFull) else {
                                complete = false
                                break rows
                            }
                            template = made
                            blank = made
                            lastStyle = cell.style
                        }
                        if cell.width == 1 && !cell.isCluster && Self.isUndisputedNarrow(cell.value) {
                            if runLength == 0 { runStart = x }
                            runCells[runLength] = template
                            runCells[runLength].chars.0 = wchar_t(bitPattern: cell.value)
                            runLength += 1
                            x += 1
                            continue
                        }
                        flush()
                        holdsWide = true
                        if cell.width == 2 && x + 1 >= screenWidth {
                            // Half a wide glyph would wrap or be refused: show a blank instead.
                            mvwadd_wch(window, Int32(y), Int32(x), &blank)
                            x += 1
                            continue
                        }
                        let glyph = canvas.character(of: cell)
                        if measuring, CursesWidthOverlay.isDisputed(glyph, width: Int(cell.width)) {
                            for column in x..<min(x + Int(cell.width), width) {
                                mvwadd_wch(window, Int32(y), Int32(column), &blank)
                            }
                            x += Int(cell.width)
                            continue
                        }
                        var character = template
                        character.chars = Self.wideCharacters(of: glyph)
                        // At the bottom-right cell this returns ERR (the cursor cannot
                        // advance) but the cell is stored; nothing to handle.
                        mvwadd_wch(window, Int32(y), Int32(x), &character)
                        if cell.width == 2 {
                            if getcurx(window) < Int32(x + 2), x + 1 < width {
                                // The C library found the glyph narrower than the canvas did;
                                // blank the second cell so nothing stale stays there.
                                mvwadd_wch(window, Int32(y), Int32(x + 1), &blank)
                            }
                            x += 2
                        } else {
                            x += 1
                        }
                    }
                    flush()
                    if y < rowMayHoldWide.count { rowMayHoldWide[y] = holdsWide }
                }
            }
        }
        guard complete else { return false }
        clearUncovered(window, width: width, height: height, screenWidth: screenWidth, screenHeight: screenHeight)
        return true
    }

    /// Whether every C library draws `scalar` one column wide: printable Latin-1
    /// and Latin Extended letters but the soft hyphen, and box drawing (combining marks
    /// start at U+0300).
    @inline(__always)
    static func isUndisputedNarrow(_ scalar: UInt32) -> Bool {
        (scalar >= 0x20 && scalar < 0x7F) || (scalar >= 0xA0 && scalar < 0x300 && scalar != 0xAD)
            || (scalar >= 0x2500 && scalar < 0x2600)
    }

    private func clearUncovered(
        _ window: UnsafeMutablePointer<WINDOW>, width: Int, height: Int, screenWidth: Int, screenHeight: Int
    ) {
        wattr_set(window, 0, 0, nil)
        if width < screenWidth {
            for y in 0..<height {
                wmove(window, Int32(y), Int32(width))
                wclrtoeol(window)
            }
        }
        if height < screenHeight {
            wmove(window, Int32(height), 0)
            wclrtobot(window)
        }
    }

    /// The template cell (a space) for `style`; nil when no pair is left.
    private mutating func templateFor(_ style: UInt64, fallBackWhenFull: Bool) -> cchar_t? {
        if let known = templates[style] { return known }
        let shown = colors.depth.downsample(CellStyle(packed: style))
        let foreground = colors.number(for: shown.foreground)
        let background = colors.number(for: shown.background)
        var pair: Int32
        if let allocated = pairs.pair(foreground: foreground, background: background) {
            pair = allocated
        } else if fallBackWhenFull {
            pair = 0
        } else {
            return nil
        }
        var template = cchar_t()
        var text: (wchar_t, wchar_t) = (32, 0)
        withUnsafePointer(to: &text) { pointer in
            pointer.withMemoryRebound(to: wchar_t.self, capacity: 2) { characters in
                _ = setcchar(&template, characters, Self.attributes(shown.attributes), 0, &pair)
            }
        }
        templates[style] = template
        return template
    }

    /// ncurses attribute bits for `attributes`. Strikethrough has no ncurses attribute
    /// (terminfo has no standard capability for it): it is dropped here, and the terminal
    /// writes struck cells again over ncurses' update (`CursesOverlay`).
    static func attributes(_ attributes: TextAttributes) -> attr_t {
        var bits = BRIK_A_NORMAL
        if attributes.contains(.bold) { bits |= BRIK_A_BOLD }
        if attributes.contains(.dim) { bits |= BRIK_A_DIM }
        if attributes.contains(.italic) { bits |= BRIK_A_ITALIC }
        if attributes.contains(.underline) { bits |= BRIK_A_UNDERLINE }
        if attributes.contains(.blink) { bits |= BRIK_A_BLINK }
        if attributes.contains(.reverse) { bits |= BRIK_A_REVERSE }
        return bits
    }

    /// The cluster as up to five wide characters (ncurses' CCHARW_MAX), zero-padded.
    /// Canvas glyphs are already sanitised: a base character and a few marks.
    static func wideCharacters(of character: Character) -> (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) {
        var result: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (0, 0, 0, 0, 0)
        var index = 0
        for scalar in character.unicodeScalars {
            let value = wchar_t(bitPattern: scalar.value)
            switch index {
            case 0: result.0 = value
            case 1: result.1 = value
            case 2: result.2 = value
            case 3: result.3 = value
            default: result.4 = value
            }
            index += 1
            if index == 5 { break }
        }
        return result
    }
}
