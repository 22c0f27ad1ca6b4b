import BrikCore

/// A block before its inline text is parsed: inline parsing waits until every
/// link reference definition of the document is known.
enum RawBlock {
    case heading(Int, String)
    case paragraph(String)
    case code(info: String, code: String)
    case quote([RawBlock])
    case list(start: Int?, isTight: Bool, items: [[RawBlock]])
    case rule
    case table(header: [String], alignments: [MarkdownTable.Alignment], rows: [[String]])
    case html(String)
}

/// CommonMark's block structure over lines: leaf blocks read directly, containers
/// (block quotes, list items) by collecting their lines, stripped of their markers,
/// and parsing those again one level deeper.
///
/// Each level reads its lines once; nesting is bounded by ``MarkdownDocument/maximumNesting``,
/// so the whole parse is linear in the input.
struct MarkdownBlockParser {
    /// Link reference definitions by normalised label; the first definition of a label wins.
    var references: [String: MarkdownReference] = [:]

    mutating func parse(_ lines: ArraySlice<Substring>, depth: Int) -> [RawBlock] {
        var blocks: [RawBlock] = []
        var index = lines.startIndex
        while index < lines.endIndex {
            let line = lines[index]
            if MarkdownLine.isBlank(line) {
                index += 1
                continue
            }
            let indent = MarkdownLine.indent(line)
            if indent >= 4 {
                blocks.append(indentedCode(lines, from: &index))
                continue
            }
            let rest = MarkdownLine.dropping(indent, from: line)
            if let fence = MarkdownLine.fence(rest) {
                blocks.append(fencedCode(lines, from: &index, fence: fence, indent: indent))
            } else if let heading = MarkdownLine.atxHeading(rest) {
                blocks.append(.heading(heading.level, String(heading.text)))
                index += 1
            } else if MarkdownLine.isThematicBreak(rest) {
                blocks.append(.rule)
                index += 1
            } else if depth < MarkdownDocument.maximumNesting, rest.utf8.first == UInt8(ascii: ">") {
                let quoted = quoteLines(lines, from: &index)
                blocks.append(.quote(parse(quoted[...], depth: depth + 1)))
            } else if depth < MarkdownDocument.maximumNesting, let marker = MarkdownLine.listMarker(rest) {
                blocks.append(list(lines, from: &index, first: marker, depth: depth))
            } else if let kind = MarkdownHTML.start(rest, interruptingParagraph: false) {
                blocks.append(html(lines, from: &index, kind: kind))
            } else if let table = MarkdownTableRows.table(lines, at: &index) {
                blocks.append(table)
            } else {
                paragraph(lines, from: &index, depth: depth).map { blocks.append($0) }
            }
        }
        return blocks
    }

    /// Whether `line` ends a paragraph before it by starting another block.
    func interruptsParagraph(_ line: Substring, depth: Int) -> Bool {
        let indent = MarkdownLine.indent(line)
        guard indent < 4 else { return false }
        let rest = MarkdownLine.dropping(indent, from: line)
        if MarkdownLine.fence(rest) != nil || MarkdownLine.atxHeading(rest) != nil { return true }
        if MarkdownLine.isThematicBreak(rest) || rest.utf8.first == UInt8(ascii: ">") { return true }
        if let marker = MarkdownLine.listMarker(rest) {
            // An empty item, or a numbered one not starting at 1, cannot interrupt a paragraph.
            let content = MarkdownLine.dropping(marker.width, from: rest)
            return !MarkdownLine.isBlank(content) && (marker.number ?? 1) == 1
        }
        return MarkdownHTML.start(rest, interruptingParagraph: true) != nil
    }

    private mutating func paragraph(_ lines: ArraySlice<Substring>, from index: inout Int, depth: Int) -> RawBlock? {
        var text: [Substring] = [MarkdownLine.trimmingIndent(lines[index])]
        index += 1
        while index < lines.endIndex {
            let line = lines[index]
            if MarkdownLine.isBlank(line) { break }
            if MarkdownLine.indent(line) < 4, let level = MarkdownLine.setextLevel(line) {
                index += 1
                let content = paragraphText(text)
                guard !content.isEmpty else { return .paragraph(String(line)) }
                return .heading(level, content)
            }
            if interruptsParagraph(line, depth: depth) || MarkdownTableRows.startsTable(lines, at: index) { break }
            text.append(MarkdownLine.trimmingIndent(line))
            index += 1
        }
        let content = paragraphText(text)
        return content.isEmpty ? nil : .paragraph(content)
    }

    /// The paragraph's text after the reference definitions at its start are taken out.
    private mutating func paragraphText(_ lines: [Substring]) -> String {
        var remaining = lines[...]
        while let first = remaining.first, first.utf8.first == UInt8(ascii: "["),
            let definition = MarkdownReference.definition(in: remaining)
        {
            if references[definition.label] == nil { references[definition.label] = definition.reference }
            remaining = remaining.dropFirst(definition.lines)
        }
        var text = remaining.joined(separator: "\n")
        while let last = text.unicodeScalars.last, last == " " || last == "\t" { text.unicodeScalars.removeLast() }
        return text
    }

    private func indentedCode(_ lines: ArraySlice<Substring>, from index: inout Int) -> RawBlock {
        var code: [Substring] = []
        var end = index
        while index < lines.endIndex {
            let line = lines[index]
            if MarkdownLine.isBlank(line) {
                code.append(MarkdownLine.dropping(4, from: line))
            } else if MarkdownLine.indent(line) >= 4 {
                code.append(MarkdownLine.dropping(4, from: line))
                end = code.count
            } else {
                break
            }
            index += 1
        }
        return .code(info: "", code: code.prefix(end).map { $0 + "\n" }.joined())
    }

    private func fencedCode(
        _ lines: ArraySlice<Substring>, from index: inout Int, fence: (marker: UInt8, length: Int, info: Substring),
        indent: Int
    ) -> RawBlock {
        var code = ""
        index += 1
        while index < lines.endIndex {
            let line = lines[index]
            index += 1
            let lineIndent = MarkdownLine.indent(line)
            if lineIndent < 4,
                MarkdownLine.closesFence(
                    MarkdownLine.dropping(lineIndent, from: line), marker: fence.marker, length: fence.length)
            {
                break
            }
            code += MarkdownLine.dropping(min(indent, lineIndent), from: line)
            code += "\n"
        }
        return .code(info: String(fence.info), code: code)
    }

    private func html(_ lines: ArraySlice<Substring>, from index: inout Int, kind: MarkdownHTML.Kind) -> RawBlock {
        var text: [Substring] = []
        while index < lines.endIndex {
            let line = lines[index]
            if kind.endsAtBlankLine, MarkdownLine.isBlank(line) { break }
            text.append(line)
            index += 1
            if kind.ends(in: line) { break }
        }
        return .html(text.joined(separator: "\n"))
    }
}
