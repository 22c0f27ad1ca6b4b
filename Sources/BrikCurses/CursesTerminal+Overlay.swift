import BrikCore
import BrikRendering
import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What ncurses cannot send, written over its update: OSC 8 hyperlinks (ncurses knows no
/// OSC 8) and strikethrough (ncurses has no attribute for it; terminfo names it only in the
/// extended capabilities `smxx`/`rmxx`). After each update the linked or struck cells of
/// the rows ncurses may have rewritten are written again, between a cursor save and
/// restore; the bytes ncurses sent are untouched.
struct CursesOverlay {
    /// Whether hyperlinks are written.
    var hyperlinks: Bool
    /// Whether struck cells are written struck: the terminal has `smxx`.
    var strikethrough: Bool
    /// The runs written per row, so a row whose links or strikes went away is written plain.
    var written: [Int: [Range<Int>]] = [:]

    /// The packed-style bits whose cells are written again.
    var mask: UInt64 {
        (hyperlinks ? LinkTable.mask : 0) | (strikethrough ? Canvas.strikethroughBit : 0)
    }

    /// Whether anything is written at all.
    var isEnabled: Bool { hyperlinks || strikethrough }

    /// The cells to write for `canvas` after an update that touched `touched` rows (nil: all).
    mutating func cells(of canvas: Canvas, touched: [Int]?) -> [(y: Int, columns: [Range<Int>])] {
        let mask = mask
        guard mask != 0 else { return [] }
        var result: [(y: Int, columns: [Range<Int>])] = []
        let rows = touched ?? Array(0..<canvas.size.height)
        if touched == nil { written.removeAll() }
        for y in rows {
            let now = canvas.runs(inRow: y, masked: mask)
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

    /// Whether the current terminal's terminfo entry has `smxx` (start strikethrough), an
    /// extended capability: tmux-256color and xterm-256color have it, screen and linux do
    /// not. Only meaningful after `newterm`.
    static func terminalHasStrikethrough() -> Bool {
        guard let value = tigetstr("smxx") else { return false }
        // (char *)-1: not a string capability.
        return Int(bitPattern: value) != -1 && value.pointee != 0
    }
}

extension CursesTerminal {
    /// Whether struck cells reach the terminal struck. When false (the terminal's entry has
    /// no `smxx`), strikethrough is dropped and the cells are shown plain.
    public var drawsStrikethrough: Bool { overlay.strikethrough }

    /// Writes what ncurses could not over what it just drew, when there is any.
    func writeOverlay(of canvas: Canvas) {
        // An app that draws no link and no strike pays this check a frame.
        guard overlay.isEnabled,
            overlay.strikethrough || !canvas.links.all.isEmpty || !overlay.written.isEmpty
        else { return }
        let cells = overlay.cells(of: canvas, touched: lastTouchedRows)
        guard !cells.isEmpty else { return }
        let renderer = ANSIRenderer(colorDepth: colorDepth, hyperlinks: overlay.hyperlinks)
        let bytes = renderer.overlay(of: canvas, rows: cells)
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
