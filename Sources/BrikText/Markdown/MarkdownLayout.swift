import BrikCore
import BrikRendering

/// Lays a document's blocks out as rows of one width: a blank row between blocks
/// (none inside tight lists), containers drawn as prefixes (bullets and numbers with
/// hanging indents, quote bars) in front of their content laid out narrower.
///
/// Laying out is O(document); a view does it once per width and draws only visible rows.
struct MarkdownLayout {
    let theme: MarkdownTheme
    private var inline: MarkdownInlineWrapper

    /// A container's content is never squeezed below this many columns: deeper prefixes
    /// are dropped instead, so text always fits the width.
    static let minimumContentWidth = 8

    init(theme: MarkdownTheme) {
        self.theme = theme
        inline = MarkdownInlineWrapper(theme: theme, links: [])
    }

    /// `document` at `width` columns.
    static func render(_ document: MarkdownDocument, width: Int, theme: MarkdownTheme) -> MarkdownRendering {
        var layout = MarkdownLayout(theme: theme)
        var rendering = MarkdownRendering(width: width, theme: theme)
        let width = max(1, width)
        for (index, block) in document.blocks.enumerated() {
            if index > 0 { rendering.rows.append(MarkdownRow()) }
            if case .heading = block { rendering.headingRows.append(rendering.rows.count) }
            rendering.rows += layout.rows(block, width: width, depth: 0, listLevel: 0)
        }
        rendering.links = layout.inline.links
        return rendering
    }

    private mutating func rows(_ block: MarkdownBlock, width: Int, depth: Int, listLevel: Int) -> [MarkdownRow] {
        switch block {
        case .heading(let level, let content):
            return inline.rows(content, width: width, base: theme.heading(level))
        case .paragraph(let content):
            return inline.rows(content, width: width, base: .plain)
        case .codeBlock(_, let code):
            return codeRows(code, width: width, style: theme.codeBlock)
        case .html(let text):
            return inline.rows(
                text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
                    [MarkdownInline.text(String($0)), .hardBreak]
                },
                width: width, base: theme.html)
        case .thematicBreak:
            var row = MarkdownRow()
            row.append(String(repeating: theme.ruleCharacter, count: width), style: theme.rule, width: width)
            return [row]
        case .blockQuote(let blocks):
            let mark = theme.quoteMark
            let markWidth = TextWidth.width(mark)
            let inner = width - markWidth >= Self.minimumContentWidth ? width - markWidth : width
            let content = stacked(
                blocks, width: inner, depth: depth + 1, listLevel: listLevel, tight: false, base: theme.quoteText)
            guard inner < width else { return content }
            let prefix = [MarkdownRun(text: mark, style: theme.quoteBar, link: -1, width: markWidth)]
            return content.map { $0.prefixed(by: prefix) }
        case .list(let list):
            return listRows(list, width: width, depth: depth, listLevel: listLevel)
        case .table(let table):
            return MarkdownTableLayout(theme: theme).rows(table, width: width, wrapper: &inline)
        }
    }

    /// Blocks one under the other, a blank row between them unless `tight`.
    private mutating func stacked(
        _ blocks: [MarkdownBlock], width: Int, depth: Int, listLevel: Int, tight: Bool, base: CellStyle = .plain
    ) -> [MarkdownRow] {
        var result: [MarkdownRow] = []
        for (index, block) in blocks.enumerated() {
            if index > 0 && !(tight && !Self.isContainer(block) && !Self.isContainer(blocks[index - 1])) {
                result.append(MarkdownRow())
            }
            var blockRows = rows(block, width: width, depth: depth, listLevel: listLevel)
            if base != .plain, case .paragraph = block {
                for row in blockRows.indices {
                    for run in blockRows[row].runs.indices {
                        blockRows[row].runs[run].style = blockRows[row].runs[run].style.adding(base.attributes)
                    }
                }
            }
            result += blockRows
        }
        return result
    }

    private static func isContainer(_ block: MarkdownBlock) -> Bool {
        switch block {
        case .list: false
        case .paragraph, .heading: false
        default: true
        }
    }

    private mutating func listRows(_ list: MarkdownList, width: Int, depth: Int, listLevel: Int) -> [MarkdownRow] {
        let last = (list.start ?? 1) + max(0, list.items.count - 1)
        let markerWidth = list.start == nil ? TextWidth.width(theme.bullet(listLevel)) + 1 : String(last).count + 2
        let inner = width - markerWidth >= Self.minimumContentWidth ? width - markerWidth : width
        var result: [MarkdownRow] = []
        for (index, item) in list.items.enumerated() {
            if index > 0 && !list.isTight { result.append(MarkdownRow()) }
            var content = stacked(item, width: inner, depth: depth + 1, listLevel: listLevel + 1, tight: list.isTight)
            if content.isEmpty { content = [MarkdownRow()] }
            guard inner < width else {
                result += content
                continue
            }
            let marker: String
            if let start = list.start {
                let number = "\(start + index)."
                marker = String(repeating: " ", count: max(0, markerWidth - 1 - number.count)) + number + " "
            } else {
                marker = theme.bullet(listLevel) + " "
            }
            let markerRun = [MarkdownRun(text: marker, style: theme.listMarker, link: -1, width: markerWidth)]
            let hanging = [
                MarkdownRun(text: String(repeating: " ", count: markerWidth), style: .plain, link: -1, width: markerWidth)
            ]
            for (row, line) in content.enumerated() {
                result.append(line.prefixed(by: row == 0 ? markerRun : hanging))
            }
        }
        return result
    }

    /// A code block: one row per line (long lines broken between glyphs), a column of
    /// padding on the left, the background filling every row.
    private func codeRows(_ code: String, width: Int, style: CellStyle) -> [MarkdownRow] {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        let pad = width > 2 ? 1 : 0
        let inner = max(1, width - pad)
        var result: [MarkdownRow] = []
        for line in lines {
            var row = MarkdownRow()
            if pad > 0 { row.append(" ", style: style, width: 1) }
            var used = 0
            TextWidth.forEachGlyph(in: String(line)) { glyph in
                if used + glyph.width > inner && used > 0 {
                    row.fill = (row.width, style)
                    result.append(row)
                    row = MarkdownRow()
                    if pad > 0 { row.append(" ", style: style, width: 1) }
                    used = 0
                }
                row.append(String(glyph.character), style: style, width: glyph.width)
                used += glyph.width
            }
            row.fill = (row.width, style)
            result.append(row)
        }
        if result.isEmpty {
            var row = MarkdownRow()
            row.fill = (0, style)
            result.append(row)
        }
        return result
    }
}
