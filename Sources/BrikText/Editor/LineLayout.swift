import BrikCore
import BrikRendering

/// One line of a document laid out in cells: the glyphs of each `Character`, where each
/// stands, and the visual rows it breaks into when soft wrap is on.
///
/// Built for the lines on screen only (and the cursor's), so its cost follows what is
/// visible. Widths are ``TextWidth``'s: a control is its picture, a tab runs to the next
/// multiple of 8 from the start of its row, a wide character is never split; a `Character`
/// that draws as nothing (a lone zero-width space) has no glyph and no width.
struct LineLayout {
    /// A visual row: the characters on it and the columns they take.
    struct Row {
        var characters: Range<Int>
        var width: Int
    }

    /// The visual rows, at least one (an empty line is one empty row).
    private(set) var rows: [Row] = []
    /// Per character: its row, its column in the row, its width and its first glyph.
    private(set) var rowOf: [Int] = []
    private(set) var columnOf: [Int] = []
    private(set) var widthOf: [Int] = []
    private(set) var glyphStart: [Int] = []
    /// The glyphs of the characters, in order.
    private(set) var glyphs: [Glyph] = []
    /// The line's characters.
    let characters: [Character]

    /// Lays out `line`; `wrapWidth` nil keeps it one row (no soft wrap).
    init(_ line: String, wrapWidth: Int?) {
        var line = line
        // Printable ASCII (most lines of most files) is a glyph of one column a byte.
        let ascii = line.withUTF8 { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
        characters = ascii ? line.utf8.map { Character(Unicode.Scalar($0)) } : Array(line)
        let count = characters.count
        rowOf = Array(repeating: 0, count: count)
        columnOf = Array(repeating: 0, count: count)
        widthOf = Array(repeating: 0, count: count)
        glyphStart = Array(repeating: 0, count: count + 1)
        let limit = wrapWidth.map { max(1, $0) } ?? Int.max
        var rowStart = 0
        var column = 0
        var lastBreak: Int?
        var index = 0
        while index < count {
            let character = characters[index]
            let glyphMark = glyphs.count
            var width = 0
            if ascii {
                glyphs.append(Glyph(character, width: 1))
                width = 1
            } else {
                TextWidth.forEachGlyph(in: String(character), startColumn: column) { glyph in
                    glyphs.append(glyph)
                    width += glyph.width
                }
            }
            let hangs = character == " "
            if column + width > limit, index > rowStart, !hangs {
                // Break at the last opportunity on this row, or before this character.
                let breakAt = lastBreak.map { $0 > rowStart ? $0 : index } ?? index
                rows.append(Row(characters: rowStart..<breakAt, width: columnOf[breakAt - 1] + widthOf[breakAt - 1]))
                glyphs.removeSubrange((breakAt == index ? glyphMark : glyphStart[breakAt])...)
                rowStart = breakAt
                column = 0
                lastBreak = nil
                index = breakAt
                continue
            }
            rowOf[index] = rows.count
            columnOf[index] = column
            widthOf[index] = width
            glyphStart[index] = glyphMark
            glyphStart[index + 1] = glyphs.count
            column += width
            // Break opportunities: after a space or tab, and after an ideograph (UAX #14's
            // essentials for CJK, which has no spaces); otherwise a row breaks before the
            // character that does not fit.
            if character == " " || character == "\t" || width == 2 { lastBreak = index + 1 }
            index += 1
        }
        rows.append(Row(characters: rowStart..<count, width: column))
        glyphStart[count] = glyphs.count
    }

    /// The line's length in characters.
    var count: Int { characters.count }

    /// The visual row a caret at `column` is drawn on: a caret at a soft break stands at the
    /// start of the next row.
    func row(ofColumn column: Int) -> Int {
        column >= count ? rows.count - 1 : rowOf[column]
    }

    /// The cell column (from the row's start) of a caret at `column`.
    func x(ofColumn column: Int) -> Int {
        column >= count ? rows[rows.count - 1].width : columnOf[column]
    }

    /// The caret column nearest cell `x` of visual row `row`: on a character's left half its
    /// start, on its right half after it; past the row's end the row's last caret position.
    func column(atX x: Int, row: Int) -> Int {
        let row = min(max(0, row), rows.count - 1)
        let range = rows[row].characters
        let isLast = row == rows.count - 1
        for index in range {
            let start = columnOf[index]
            let width = widthOf[index]
            if x < start + (width + 1) / 2 { return index }
            if x < start + width { return index + 1 < range.upperBound || isLast ? index + 1 : index }
        }
        if isLast { return range.upperBound }
        // A soft break: the caret stays before the row's last character (usually a space).
        return max(range.lowerBound, range.upperBound - 1)
    }

    /// The glyphs of character `index`.
    func glyphs(of index: Int) -> ArraySlice<Glyph> {
        glyphs[glyphStart[index]..<glyphStart[index + 1]]
    }
}

/// The layouts of a few lines by index, each with the text and width it was made for.
struct LineLayoutCache {
    struct Entry {
        var text: String
        var width: Int?
        var layout: LineLayout
    }

    /// Entries kept between frames at most (a screenful is far fewer lines).
    static let limit = 512

    private(set) var entries: [Int: Entry] = [:]

    mutating func store(_ entry: Entry, for line: Int) {
        if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
        entries[line] = entry
    }

    /// Forgets every line but those drawn (`lines`) and `line`, so the cache stays the
    /// size of the screen.
    mutating func keep(_ lines: Range<Int>, plus line: Int) {
        guard entries.count > lines.count + 1 else { return }
        entries = entries.filter { lines.contains($0.key) || $0.key == line }
    }
}
