import BrikCore

/// The text a ``TextArea`` edits, stored as a balanced tree of lines, so one keystroke in a
/// document of a million lines costs O(log n) and reading the lines on screen costs what
/// they hold, never the whole text.
///
/// ```swift
/// let document = TextDocument("first line\nsecond line")
/// document.replace(TextRange(at: TextPosition(line: 1, column: 0)), with: "the ")
/// #expect(document.line(1) == "the second line")
/// ```
/// Newlines are normalised on the way in: CR LF and a lone CR become LF, so a line never
/// holds a CR and a `Character` never spans two lines. Positions are `Character` offsets
/// within a line (see ``TextPosition``); offsets in the whole text count each newline as one.
/// Edits go through ``replace(_:with:)``; a ``TextArea`` records them for undo, so change
/// its document through the text area.
public final class TextDocument {
    private var tree: LineTree

    /// A document holding `text`.
    ///
    /// ```swift
    /// let document = TextDocument("one\ntwo")
    /// ```
    public init(_ text: String = "") {
        tree = LineTree(lines: Self.lines(of: text))
    }

    /// Lines in the document: one more than it has newlines (an empty document has one).
    ///
    /// ```swift
    /// let last = document.line(document.lineCount - 1)
    /// ```
    public var lineCount: Int { tree.lineCount }

    /// The `Character`s of the text, newlines included.
    ///
    /// ```swift
    /// let remaining = 280 - document.characterCount
    /// ```
    public var characterCount: Int { tree.characterCount + tree.lineCount - 1 }

    /// The UTF-8 bytes of the text, newlines included.
    ///
    /// ```swift
    /// let kilobytes = document.utf8Count / 1024
    /// ```
    public var utf8Count: Int { tree.utf8Count + tree.lineCount - 1 }

    /// Whether the document holds no text.
    ///
    /// ```swift
    /// if document.isEmpty { status.text = "empty" }
    /// ```
    public var isEmpty: Bool { tree.lineCount == 1 && tree.characterCount == 0 }

    /// Line `index` without its newline; `index` must be in `0..<lineCount`. O(log n).
    ///
    /// ```swift
    /// let first = document.line(0)
    /// ```
    public func line(_ index: Int) -> String { tree.line(index) }

    /// The length of line `index` in `Character`s. O(log n).
    ///
    /// ```swift
    /// let end = TextPosition(line: 3, column: document.lineLength(3))
    /// ```
    public func lineLength(_ index: Int) -> Int { tree.lineLength(index) }

    /// The whole text, lines joined by LF (linear in its length).
    ///
    /// ```swift
    /// let saved = document.text
    /// ```
    public var text: String {
        get { text(in: TextRange(.zero, endPosition)) }
        set { tree = LineTree(lines: Self.lines(of: newValue)) }
    }

    /// The position after the last character.
    ///
    /// ```swift
    /// document.replace(TextRange(at: document.endPosition), with: "\n")
    /// ```
    public var endPosition: TextPosition {
        TextPosition(line: lineCount - 1, column: lineLength(lineCount - 1))
    }

    /// `position` moved into the document: the line clamped to its lines, the column to its line.
    ///
    /// ```swift
    /// let safe = document.clamp(TextPosition(line: 99, column: 0))
    /// ```
    public func clamp(_ position: TextPosition) -> TextPosition {
        let line = min(max(0, position.line), lineCount - 1)
        return TextPosition(line: line, column: min(max(0, position.column), lineLength(line)))
    }

    /// The text between the two ends of `range` (clamped), lines joined by LF.
    ///
    /// ```swift
    /// let firstLine = document.text(in: TextRange(.zero, TextPosition(line: 0, column: document.lineLength(0))))
    /// ```
    public func text(in range: TextRange) -> String {
        let start = clamp(range.start)
        let end = clamp(range.end)
        var result = ""
        var index = start.line
        tree.forEachLine(from: start.line) { line in
            let from = index == start.line ? start.column : 0
            if index == end.line {
                result += Self.slice(line, from: from, to: end.column)
                return false
            }
            result += Self.slice(line, from: from, to: nil)
            result += "\n"
            index += 1
            return true
        }
        return result
    }

    /// Replaces the text in `range` (clamped) with `text` (newlines normalised) and returns
    /// the range the new text occupies. O(log n + the lines touched + the length of the
    /// lines at both ends).
    ///
    /// The new text is joined to what surrounds it as a `String` would join it: a combining
    /// mark inserted after `e` makes one `é`, so the end of the returned range counts
    /// characters after joining.
    ///
    /// ```swift
    /// let inserted = document.replace(TextRange(at: .zero), with: "// header\n")
    /// ```
    @discardableResult
    public func replace(_ range: TextRange, with text: String) -> TextRange {
        let start = clamp(range.start)
        let end = clamp(range.end)
        let inserted = replaceBytes(from: location(of: start), to: location(of: end), with: text)
        return TextRange(start, position(of: inserted))
    }

    /// A place in the document in UTF-8 bytes of its line: what undo records, because it
    /// restores the exact scalars even where an edit joined or split a `Character`.
    struct Location: Hashable {
        var line: Int
        var offset: Int
    }

    /// The byte location of `position` (which must be in the document).
    func location(of position: TextPosition) -> Location {
        var line = line(position.line)
        let ascii = line.withUTF8 { bytes in !bytes.contains { $0 >= 0x80 } }
        if ascii { return Location(line: position.line, offset: min(position.column, line.utf8.count)) }
        let index = line.index(line.startIndex, offsetBy: position.column, limitedBy: line.endIndex) ?? line.endIndex
        return Location(line: position.line, offset: line.utf8.distance(from: line.utf8.startIndex, to: index))
    }

    /// The position of byte location `location`, rounded down to a `Character` boundary.
    func position(of location: Location) -> TextPosition {
        let line = line(location.line)
        let utf8 = line.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: min(location.offset, utf8.count))
        return TextPosition(line: location.line, column: line[..<index].count)
    }

    /// Replaces the bytes between `start` and `end` with `text` (newlines normalised) and
    /// returns the location just after the inserted text.
    @discardableResult
    func replaceBytes(from start: Location, to end: Location, with text: String) -> Location {
        var pieces = Self.lines(of: text)
        let first = line(start.line)
        let last = start.line == end.line ? first : line(end.line)
        let head = String(decoding: first.utf8.prefix(start.offset), as: UTF8.self)
        let tail = String(decoding: last.utf8.dropFirst(end.offset), as: UTF8.self)
        let endOffset = (pieces.count == 1 ? head.utf8.count : 0) + pieces[pieces.count - 1].utf8.count
        pieces[0] = head + pieces[0]
        pieces[pieces.count - 1] += tail
        tree.replaceLines(start.line..<(end.line + 1), with: pieces)
        return Location(line: start.line + pieces.count - 1, offset: endOffset)
    }

    /// The offset of `position` (clamped) in the whole text, in `Character`s. O(log n).
    ///
    /// ```swift
    /// let offset = document.offset(of: area.selection.cursor)
    /// ```
    public func offset(of position: TextPosition) -> Int {
        let position = clamp(position)
        return tree.characterOffset(ofLine: position.line) + position.column
    }

    /// The position of the character offset `offset` in the whole text (clamped). O(log n).
    ///
    /// ```swift
    /// let position = document.position(atOffset: 120)
    /// ```
    public func position(atOffset offset: Int) -> TextPosition {
        let (line, column) = tree.position(atCharacterOffset: offset)
        return TextPosition(line: line, column: column)
    }

    /// The `Character`s `from..<to` of `line` (`to` nil: to its end), clamped.
    static func slice(_ line: String, from: Int, to: Int?) -> String {
        if from == 0 && to == nil { return line }
        var line = line
        let ascii = line.withUTF8 { bytes in !bytes.contains { $0 >= 0x80 } }
        if ascii {
            let bytes = line.utf8
            let low = min(from, bytes.count)
            let high = max(low, min(to ?? bytes.count, bytes.count))
            let lower = bytes.index(bytes.startIndex, offsetBy: low)
            let upper = bytes.index(bytes.startIndex, offsetBy: high)
            return String(line[lower..<upper])
        }
        let lower = line.index(line.startIndex, offsetBy: from, limitedBy: line.endIndex) ?? line.endIndex
        guard let to else { return String(line[lower...]) }
        let upper = line.index(lower, offsetBy: max(0, to - from), limitedBy: line.endIndex) ?? line.endIndex
        return String(line[lower..<upper])
    }

    /// `text` split at its hard breaks, as `TextLayout.hardLines` splits every view's text:
    /// LF, CR LF, a lone CR, VT, FF, NEL (U+0085), U+2028 and U+2029. At least one line.
    static func lines(of text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes -> [String] in
            var lines: [String] = []
            var start = 0
            var index = 0
            func cut(_ end: Int, skipping length: Int) {
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                start = end + length
                index = start
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= 0x0A && byte <= 0x0D {
                    let crlf = byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A
                    cut(index, skipping: crlf ? 2 : 1)
                } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 {
                    cut(index, skipping: 2)
                } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                    bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
                {
                    cut(index, skipping: 3)
                } else {
                    index += 1
                }
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]), as: UTF8.self))
            return lines
        }
    }
}
