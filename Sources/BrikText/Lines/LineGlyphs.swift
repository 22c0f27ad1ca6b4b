import BrikCore
import BrikRendering

/// One line laid out as the glyphs a ``LineView`` draws: each glyph with the column it
/// starts at (tabs expanded from column 0) and the Character of the line it comes from,
/// so styles and search matches given in Character offsets land on their columns.
///
/// Made for the lines on screen only, each time they are drawn: nothing is kept per line.
struct LineGlyphs {
    /// One drawn glyph.
    struct Cell {
        var glyph: Glyph
        /// The column it starts at, from the start of the line.
        var column: Int
        /// The offset of the Character of the line it was drawn from.
        var character: Int
    }

    /// The glyphs in order; a Character may give none (a format character) or several (a tab).
    var cells: [Cell] = []
    /// The columns the whole line takes.
    var width = 0
    /// How many Characters the line has.
    var characterCount = 0

    /// `text` laid out from column 0.
    init(_ text: String) {
        var text = text
        let ascii = text.withUTF8 { bytes -> Bool in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            cells.reserveCapacity(bytes.count)
            for (offset, byte) in bytes.enumerated() {
                cells.append(Cell(glyph: Glyph(Character(Unicode.Scalar(byte)), width: 1), column: offset, character: offset))
            }
            width = bytes.count
            characterCount = bytes.count
            return true
        }
        if ascii { return }
        var column = 0
        var offset = 0
        for character in text {
            // One Character at a time, so each glyph knows the Character it came from; the
            // start column keeps tab stops where drawing the whole line would put them.
            TextWidth.forEachGlyph(in: String(character), startColumn: column) { glyph in
                cells.append(Cell(glyph: glyph, column: column, character: offset))
                column += glyph.width
            }
            offset += 1
        }
        width = column
        characterCount = offset
    }

    /// Where each wrapped row starts (indices into ``cells``) at `width` columns: a glyph
    /// that would cross the edge starts the next row, so a wide character is never split.
    /// An empty line is one row.
    func rowStarts(width: Int) -> [Int] {
        var starts = [0]
        guard width > 0 else { return starts }
        var rowColumn = 0
        for (index, cell) in cells.enumerated() where index > 0 && cell.column + cell.glyph.width - rowColumn > width {
            starts.append(index)
            rowColumn = cell.column
        }
        return starts
    }

    /// The byte count of `text` when it is printable ASCII (a column a byte), else nil: such
    /// a line is measured and drawn from its bytes, with no glyph made.
    static func printableASCIICount(_ text: String) -> Int? {
        // Kept out of the main actor: a closure made there checks its executor on every call.
        var text = text
        return text.withUTF8 { bytes -> Int? in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
            return bytes.count
        }
    }

    /// The rows of printable ASCII `text` as drawn from `column` in `width` columns: every
    /// `width` bytes when wrapping, else the one slice from `column`; nil when `text` is
    /// not printable ASCII.
    static func asciiRows(_ text: String, width: Int, wraps: Bool, column: Int) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
            guard width > 0 else { return [""] }
            func slice(_ start: Int, _ end: Int) -> String {
                start >= end ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            }
            guard wraps else { return [slice(min(column, bytes.count), min(column + width, bytes.count))] }
            var rows: [String] = []
            var start = 0
            repeat {
                rows.append(slice(start, min(start + width, bytes.count)))
                start += width
            } while start < bytes.count
            return rows
        }
    }

    /// Whether `text` holds a line break (`\n` or `\r`).
    static func containsLineBreak(_ text: String) -> Bool {
        for byte in text.utf8 where byte == 0x0A || byte == 0x0D { return true }
        return false
    }

    /// The rows the line takes wrapped at `width` columns (at least 1).
    func rowCount(width: Int) -> Int {
        guard width > 0 else { return 1 }
        // A column a glyph (printable ASCII): the rows follow from the width alone.
        if cells.count == self.width { return max(1, (self.width + width - 1) / width) }
        return rowStarts(width: width).count
    }
}
