import BrikCore

/// GitHub tables: a header row, a delimiter row (`| :--- | ---: |`) with as many
/// cells, then rows until a blank line or another block.
enum MarkdownTableRows {
    /// Whether a table starts at `index` (a header row followed by a matching delimiter row).
    static func startsTable(_ lines: ArraySlice<Substring>, at index: Int) -> Bool {
        guard index + 1 < lines.endIndex, MarkdownLine.indent(lines[index]) < 4,
            lines[index].utf8.contains(UInt8(ascii: "|")),
            let alignments = delimiterRow(lines[index + 1])
        else { return false }
        return cells(of: lines[index]).count == alignments.count
    }

    /// The table starting at `index`, moving `index` past it; nil when none starts there.
    static func table(_ lines: ArraySlice<Substring>, at index: inout Int) -> RawBlock? {
        guard startsTable(lines, at: index), let alignments = delimiterRow(lines[index + 1]) else { return nil }
        let header = cells(of: lines[index])
        var rows: [[String]] = []
        index += 2
        let parser = MarkdownBlockParser()
        while index < lines.endIndex {
            let line = lines[index]
            if MarkdownLine.isBlank(line) || parser.interruptsParagraph(line, depth: 0) { break }
            var row = cells(of: line)
            if row.count > header.count { row.removeLast(row.count - header.count) }
            while row.count < header.count { row.append("") }
            rows.append(row)
            index += 1
        }
        return .table(header: header, alignments: alignments, rows: rows)
    }

    /// The alignments of a delimiter row, nil when `line` is not one.
    static func delimiterRow(_ line: Substring) -> [MarkdownTable.Alignment]? {
        guard MarkdownLine.indent(line) < 4 else { return nil }
        let trimmed = MarkdownLine.trimmed(line)
        guard trimmed.utf8.contains(UInt8(ascii: "-")) else { return nil }
        let parts = cells(of: trimmed)
        guard !parts.isEmpty else { return nil }
        // A row without pipes must not be a lone `---` (a setext underline or a rule).
        if !trimmed.utf8.contains(UInt8(ascii: "|")) && parts.count == 1 { return nil }
        var alignments: [MarkdownTable.Alignment] = []
        for part in parts {
            let left = part.hasPrefix(":")
            let right = part.hasSuffix(":") && part.count > 1
            let dashes = part.dropFirst(left ? 1 : 0).dropLast(right ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
            alignments.append(left && right ? .center : left ? .left : right ? .right : .none)
        }
        return alignments
    }

    /// The cells of a row: split at pipes not escaped with `\`, the outer pipes dropped,
    /// each trimmed, `\|` kept for the inline parser to unescape.
    static func cells(of line: Substring) -> [String] {
        var text = MarkdownLine.trimmed(line)
        if text.utf8.first == UInt8(ascii: "|") { text = MarkdownLine.dropping(1, from: text) }
        var cells: [String] = []
        var current = ""
        var escaped = false
        var endedWithPipe = false
        for scalar in text.unicodeScalars {
            endedWithPipe = false
            if escaped {
                current.unicodeScalars.append(scalar)
                escaped = false
            } else if scalar == "\\" {
                current.unicodeScalars.append(scalar)
                escaped = true
            } else if scalar == "|" {
                cells.append(String(MarkdownLine.trimmed(Substring(current))))
                current = ""
                endedWithPipe = true
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        if !endedWithPipe { cells.append(String(MarkdownLine.trimmed(Substring(current)))) }
        return cells
    }
}
