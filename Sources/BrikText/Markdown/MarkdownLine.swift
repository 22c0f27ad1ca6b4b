import BrikCore

/// Lines of Markdown source and the tests the block parser makes on their starts.
///
/// Every test looks at a bounded prefix of a line (markers are at most a few
/// characters), so classifying a line costs O(1) beyond its indentation.
enum MarkdownLine {
    /// `text` split at LF, CR LF and CR, with tabs in each line's indentation expanded
    /// to the next multiple of four columns (CommonMark's tab stops).
    static func split(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == 0x0A || byte == 0x0D {
                lines.append(expandingTabs(Substring(utf8[start..<index])))
                var next = utf8.index(after: index)
                if byte == 0x0D, next < utf8.endIndex, utf8[next] == 0x0A { next = utf8.index(after: next) }
                start = next
                index = next
            } else {
                index = utf8.index(after: index)
            }
        }
        if start < utf8.endIndex { lines.append(expandingTabs(Substring(utf8[start..<utf8.endIndex]))) }
        return lines
    }

    /// The line with the tabs of its leading white space (and of container markers
    /// mixed into it) turned into spaces at four-column stops.
    private static func expandingTabs(_ line: Substring) -> Substring {
        var column = 0
        var sawTab = false
        for byte in line.utf8 {
            if byte == 0x09 {
                sawTab = true
                break
            }
            guard byte == 0x20 || byte == UInt8(ascii: ">") else { return line }
            column += 1
        }
        guard sawTab else { return line }
        var result = ""
        column = 0
        var rest = line.utf8.startIndex
        for index in line.utf8.indices {
            let byte = line.utf8[index]
            if byte == 0x09 {
                let spaces = 4 - column % 4
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else if byte == 0x20 || byte == UInt8(ascii: ">") {
                result.unicodeScalars.append(Unicode.Scalar(byte))
                column += 1
            } else {
                rest = index
                break
            }
            rest = line.utf8.index(after: index)
        }
        result += Substring(line.utf8[rest...])
        return Substring(result)
    }

    /// The spaces at the start of `line`.
    static func indent(_ line: Substring) -> Int {
        var count = 0
        for byte in line.utf8 {
            guard byte == 0x20 else { break }
            count += 1
        }
        return count
    }

    /// Whether `line` holds only spaces and tabs.
    static func isBlank(_ line: Substring) -> Bool {
        line.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// `line` without its first `count` bytes (spaces or ASCII markers), or empty.
    static func dropping(_ count: Int, from line: Substring) -> Substring {
        Substring(line.utf8.dropFirst(count))
    }

    /// `line` without leading spaces.
    static func trimmingIndent(_ line: Substring) -> Substring {
        dropping(indent(line), from: line)
    }

    /// `line` without leading and trailing spaces and tabs.
    static func trimmed(_ line: Substring) -> Substring {
        let bytes = line.utf8
        guard let first = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
            let last = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x09 })
        else { return "" }
        return Substring(bytes[first...last])
    }

    /// The first byte after `count` leading bytes, if any.
    static func byte(_ line: Substring, at offset: Int) -> UInt8? {
        let bytes = line.utf8
        guard let index = bytes.index(bytes.startIndex, offsetBy: offset, limitedBy: bytes.endIndex),
            index < bytes.endIndex
        else { return nil }
        return bytes[index]
    }

    // MARK: Leaf block starts (the line's indentation, at most 3, already removed)

    /// `---`, `***` or `___` (three or more, spaces allowed between).
    static func isThematicBreak(_ rest: Substring) -> Bool {
        guard let marker = rest.utf8.first, marker == 0x2D || marker == 0x2A || marker == 0x5F else { return false }
        var count = 0
        for byte in rest.utf8 {
            if byte == marker {
                count += 1
            } else if byte != 0x20 && byte != 0x09 {
                return false
            }
        }
        return count >= 3
    }

    /// The level and content of an ATX heading (`## Title ##`).
    static func atxHeading(_ rest: Substring) -> (level: Int, text: Substring)? {
        var level = 0
        for byte in rest.utf8 {
            guard byte == UInt8(ascii: "#") else { break }
            level += 1
        }
        guard level >= 1, level <= 6 else { return nil }
        let after = dropping(level, from: rest)
        if let first = after.utf8.first, first != 0x20, first != 0x09 { return nil }
        var text = trimmed(after)
        // A closing sequence of #s counts only after a space (or as the whole content).
        let bytes = text.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: "#") { end = bytes.index(before: end) }
        if end < bytes.endIndex {
            if end == bytes.startIndex {
                text = ""
            } else if bytes[bytes.index(before: end)] == 0x20 || bytes[bytes.index(before: end)] == 0x09 {
                text = trimmed(Substring(bytes[bytes.startIndex..<end]))
            }
        }
        return (level, text)
    }

    /// A fence's character, length and info string (` ``` swift`).
    static func fence(_ rest: Substring) -> (marker: UInt8, length: Int, info: Substring)? {
        guard let marker = rest.utf8.first, marker == UInt8(ascii: "`") || marker == UInt8(ascii: "~") else { return nil }
        var length = 0
        for byte in rest.utf8 {
            guard byte == marker else { break }
            length += 1
        }
        guard length >= 3 else { return nil }
        let info = trimmed(dropping(length, from: rest))
        if marker == UInt8(ascii: "`"), info.utf8.contains(UInt8(ascii: "`")) { return nil }
        return (marker, length, info)
    }

    /// Whether `rest` closes a fence opened with `marker` × `length`.
    static func closesFence(_ rest: Substring, marker: UInt8, length: Int) -> Bool {
        var count = 0
        for byte in rest.utf8 {
            guard byte == marker else { break }
            count += 1
        }
        return count >= length && isBlank(dropping(count, from: rest))
    }

    /// The level of a setext underline (`===` is 1, `---` is 2).
    static func setextLevel(_ rest: Substring) -> Int? {
        let text = trimmed(rest)
        guard let first = text.utf8.first, first == UInt8(ascii: "=") || first == UInt8(ascii: "-") else { return nil }
        guard text.utf8.allSatisfy({ $0 == first }) else { return nil }
        return first == UInt8(ascii: "=") ? 1 : 2
    }

    /// A list marker: its kind, width in bytes (digits and delimiter, or the bullet) and
    /// number; nil unless followed by a space or the line's end.
    static func listMarker(_ rest: Substring) -> ListMarker? {
        let bytes = Array(rest.utf8.prefix(11))
        guard let first = bytes.first else { return nil }
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: "*") {
            guard bytes.count == 1 || bytes[1] == 0x20 || bytes[1] == 0x09 else { return nil }
            return ListMarker(delimiter: first, number: nil, width: 1)
        }
        var digits = 0
        var number = 0
        while digits < bytes.count, digits < 9, bytes[digits] >= 0x30, bytes[digits] <= 0x39 {
            number = number * 10 + Int(bytes[digits] - 0x30)
            digits += 1
        }
        guard digits > 0, digits < bytes.count else { return nil }
        let delimiter = bytes[digits]
        guard delimiter == UInt8(ascii: ".") || delimiter == UInt8(ascii: ")") else { return nil }
        guard digits + 1 == bytes.count || bytes[digits + 1] == 0x20 || bytes[digits + 1] == 0x09 else { return nil }
        return ListMarker(delimiter: delimiter, number: number, width: digits + 1)
    }
}

/// A list item's marker: `-`, `+`, `*`, or a number with `.` or `)`.
struct ListMarker {
    /// The bullet character, or the delimiter after the number.
    var delimiter: UInt8
    /// The number of an ordered item.
    var number: Int?
    /// Bytes the marker takes.
    var width: Int

    /// Whether an item with `other` belongs to the same list.
    func continues(_ other: ListMarker) -> Bool {
        delimiter == other.delimiter && (number == nil) == (other.number == nil)
    }
}
