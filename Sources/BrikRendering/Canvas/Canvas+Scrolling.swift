/// Finding rows that moved between two frames, so a writer can scroll the
/// terminal (or an ncurses window) instead of drawing those rows again.
extension Canvas {
    /// The band of consecutive rows of `new` that are rows of `old` moved by the same
    /// amount and saves the most rows from being written (rows that changed in place
    /// but are found moved; at least three), looking at the smallest shifts first (up
    /// to a third of the height); nil when nothing moved. `shift` > 0 means the content
    /// moved up: new row y is old row y + shift.
    public static func scrolledBand(from old: Canvas, to new: Canvas) -> (rows: Range<Int>, shift: Int)? {
        guard old.size == new.size, new.size.height >= 3 else { return nil }
        return new.storage.withUnsafeBufferPointer { newCells in
            old.storage.withUnsafeBufferPointer { oldCells in
                guard let newBase = newCells.baseAddress, let oldBase = oldCells.baseAddress else { return nil }
                let width = new.size.width
                // Up to 2 × height / 3 comparisons per row: the buffers are taken once, and a
                // row is compared in place (a jump's rows differ within their first cells).
                func equal(_ y: Int, _ other: Int) -> Bool {
                    let a = newBase + y * width
                    let b = oldBase + other * width
                    for x in 0..<width where a[x] != b[x] || a[x].isCluster {
                        if !new.cell(a[x], sameAs: b[x], of: old) { return false }
                    }
                    return true
                }
                return band(height: new.size.height, rowsEqual: equal)
            }
        }
    }

    /// The best band of rows of a screen `height` rows high, `rowsEqual(y, from)` telling
    /// whether new row y equals old row from (see ``scrolledBand(from:to:)``).
    private static func band(height: Int, rowsEqual: (Int, Int) -> Bool) -> (rows: Range<Int>, shift: Int)? {
        var changed = [Bool](repeating: false, count: height)
        for y in 0..<height { changed[y] = !rowsEqual(y, y) }
        // A band must save at least three changed rows: with fewer (typing, a cursor
        // blink) there is nothing to look for.
        guard changed.count(where: { $0 }) >= 3 else { return nil }
        var best: (rows: Range<Int>, shift: Int)?
        var bestSaved = 2
        for magnitude in 1...max(1, height / 3) {
            for shift in [magnitude, -magnitude] {
                var start: Int?
                var saved = 0
                for y in 0...height {
                    let from = y + shift
                    let matches = y < height && from >= 0 && from < height && rowsEqual(y, from)
                    if matches {
                        if start == nil { start = y }
                        if changed[y] { saved += 1 }
                    } else if let first = start {
                        if saved > bestSaved {
                            best = (first..<y, shift)
                            bestSaved = saved
                        }
                        start = nil
                        saved = 0
                    }
                }
            }
            // A band at a small shift is the scroll; larger shifts only when none was found.
            if best != nil { break }
        }
        return best
    }

    /// The rows a scroll of `band` spans: where the moved rows were and where they go.
    public static func scrollRegion(of band: (rows: Range<Int>, shift: Int)) -> Range<Int> {
        min(
            band.rows.lowerBound, band.rows.lowerBound + band.shift)..<max(
                band.rows.upperBound, band.rows.upperBound + band.shift)
    }

    /// Whether row `y` of this canvas equals row `other` of `canvas` (same width), cell by cell.
    ///
    /// Packed cells compare as two integers each; only clusters (rare) are looked up.
    public func row(_ y: Int, equalsRow other: Int, of canvas: Canvas) -> Bool {
        let width = size.width
        return storage.withUnsafeBufferPointer { mine in
            canvas.storage.withUnsafeBufferPointer { theirs in
                guard let left = mine.baseAddress, let right = theirs.baseAddress else { return true }
                let a = left + y * width
                let b = right + other * width
                for x in 0..<width where a[x] != b[x] || a[x].isCluster {
                    if !cell(a[x], sameAs: b[x], of: canvas) { return false }
                }
                return true
            }
        }
    }

    /// This canvas with the rows of `region` scrolled by `shift` (> 0 up), as a terminal
    /// scrolls a region: rows that come in are blank.
    public func scrolled(region: Range<Int>, by shift: Int) -> Canvas {
        var result = self
        let width = size.width
        result.storage.withUnsafeMutableBufferPointer { cells in
            for y in (shift > 0 ? Array(region) : region.reversed()) {
                let from = y + shift
                if region.contains(from) {
                    for x in 0..<width { cells[y * width + x] = cells[from * width + x] }
                } else {
                    for x in 0..<width { cells[y * width + x] = .blank }
                }
            }
        }
        return result
    }

    /// This canvas cut to its first `height` rows (its links and clusters kept).
    package func croppedRows(to height: Int) -> Canvas {
        guard height < size.height else { return self }
        let rows = max(0, height)
        var result = Canvas(size: Size(width: size.width, height: rows))
        result.storage = Array(storage.prefix(rows * size.width))
        result.clusters = clusters
        result.links = links
        return result
    }
}
