import BrikCore
import BrikRendering
import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the terminal was last sent as hyperlinks: ncurses knows no OSC 8, so after each
/// update the linked cells of the rows it may have rewritten are written again inside
/// OSC 8, between a cursor save and restore (the bytes ncurses sent are untouched).
struct CursesHyperlinks {
    /// Whether hyperlinks are written at all.
    var isEnabled: Bool
    /// The linked runs written per row, so a row whose links went away is written plain.
    var written: [Int: [Range<Int>]] = [:]

    /// The cells to write for `canvas` after an update that touched `touched` rows (nil: all).
    mutating func cells(of canvas: Canvas, touched: [Int]?) -> [(y: Int, columns: [Range<Int>])] {
        guard isEnabled, !canvas.links.all.isEmpty || !written.isEmpty else { return [] }
        var result: [(y: Int, columns: [Range<Int>])] = []
        let rows = touched ?? Array(0..<canvas.size.height)
        if touched == nil { written.removeAll() }
        for y in rows {
            let now = canvas.linkedRuns(inRow: y)
            let before = written[y] ?? []
            written[y] = now.isEmpty ? nil : now
            let columns = Self.merged(now + before.filter { $0.upperBound <= canvas.size.width })
            if !columns.isEmpty { result.append((y, columns)) }
        }
        return result
    }

    /// `ranges` sorted with overlapping ones joined.
    static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}

extension CursesTerminal {
    /// Writes the canvas's hyperlinks over what ncurses just drew, when enabled.
    func writeHyperlinks(of canvas: Canvas) {
        // An app that draws no link pays this check a frame.
        guard hyperlinks.isEnabled, !canvas.links.all.isEmpty || !hyperlinks.written.isEmpty else { return }
        let cells = hyperlinks.cells(of: canvas, touched: lastTouchedRows)
        guard !cells.isEmpty else { return }
        let bytes = ANSIRenderer(colorDepth: colorDepth, hyperlinks: true).hyperlinkOverlay(of: canvas, rows: cells)
        var remaining = Array(bytes.utf8)[...]
        let descriptor = fileno(outputFile)
        while !remaining.isEmpty {
            let sent = remaining.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { return }
            remaining = remaining.dropFirst(sent)
        }
    }
}
