import BrikCore

/// Block quotes and lists: their lines collected and stripped of markers, for parsing one level deeper.
extension MarkdownBlockParser {
    /// The lines of the block quote starting at `index`, without their `>` markers,
    /// lazy continuation lines of a paragraph included.
    func quoteLines(_ lines: ArraySlice<Substring>, from index: inout Int) -> [Substring] {
        var quoted: [Substring] = []
        var fence = FenceTracker()
        while index < lines.endIndex {
            let line = lines[index]
            let indent = MarkdownLine.indent(line)
            let rest = MarkdownLine.dropping(indent, from: line)
            if indent < 4, rest.utf8.first == UInt8(ascii: ">") {
                var content = MarkdownLine.dropping(1, from: rest)
                if content.utf8.first == 0x20 { content = MarkdownLine.dropping(1, from: content) }
                quoted.append(content)
                fence.note(content)
            } else if isLazyContinuation(line, after: quoted.last, fence: fence) {
                quoted.append(line)
            } else {
                break
            }
            index += 1
        }
        return quoted
    }

    /// Whether `line`, without its container's marker, continues the paragraph `previous` ends.
    private func isLazyContinuation(_ line: Substring, after previous: Substring?, fence: FenceTracker) -> Bool {
        guard let previous, !fence.isOpen, !MarkdownLine.isBlank(line), !MarkdownLine.isBlank(previous) else {
            return false
        }
        let previousIndent = MarkdownLine.indent(previous)
        let previousRest = MarkdownLine.dropping(previousIndent, from: previous)
        // Only a paragraph continues lazily: not a heading, rule or code line before it.
        if previousIndent >= 4 || MarkdownLine.atxHeading(previousRest) != nil || MarkdownLine.isThematicBreak(previousRest) {
            return false
        }
        if MarkdownLine.fence(previousRest) != nil { return false }
        let indent = MarkdownLine.indent(line)
        if indent < 4, MarkdownLine.listMarker(MarkdownLine.dropping(indent, from: line)) != nil { return false }
        return !interruptsParagraph(line, depth: 0) && !(indent < 4 && MarkdownLine.setextLevel(line) != nil)
    }

    /// The list starting at `index` with `first`'s marker: its items, while they use the same kind of marker.
    mutating func list(_ lines: ArraySlice<Substring>, from index: inout Int, first: ListMarker, depth: Int) -> RawBlock {
        var items: [[RawBlock]] = []
        var isTight = true
        while index < lines.endIndex {
            let line = lines[index]
            let indent = MarkdownLine.indent(line)
            let rest = MarkdownLine.dropping(indent, from: line)
            guard indent < 4, items.isEmpty || !MarkdownLine.isThematicBreak(rest),
                let marker = MarkdownLine.listMarker(rest), marker.continues(first)
            else { break }
            let item = itemLines(lines, from: &index, indent: indent, marker: marker)
            let blocks = parse(item.lines[...], depth: depth + 1)
            if item.hasInnerBlank && blocks.count > 1 { isTight = false }
            items.append(blocks)
            // Blank lines after the item: the list goes on (loose) only if another item follows.
            var next = index
            while next < lines.endIndex, MarkdownLine.isBlank(lines[next]) { next += 1 }
            guard next < lines.endIndex else { break }
            let nextLine = lines[next]
            let nextIndent = MarkdownLine.indent(nextLine)
            let nextRest = MarkdownLine.dropping(nextIndent, from: nextLine)
            guard nextIndent < 4, !MarkdownLine.isThematicBreak(nextRest),
                let nextMarker = MarkdownLine.listMarker(nextRest), nextMarker.continues(first)
            else { break }
            if next > index { isTight = false }
            index = next
        }
        return .list(start: first.number, isTight: isTight, items: items)
    }

    /// The lines of one list item, stripped to its content column, and whether a blank
    /// line separates two of its lines.
    private func itemLines(
        _ lines: ArraySlice<Substring>, from index: inout Int, indent: Int, marker: ListMarker
    ) -> (lines: [Substring], hasInnerBlank: Bool) {
        let line = lines[index]
        let afterMarker = MarkdownLine.dropping(indent + marker.width, from: line)
        let spaces = MarkdownLine.indent(afterMarker)
        let startsBlank = MarkdownLine.isBlank(afterMarker)
        // Five spaces or more after the marker: the content is indented code, one space is the marker's.
        let gap = startsBlank || spaces > 4 ? 1 : spaces
        let contentColumn = indent + marker.width + gap
        var item: [Substring] = [startsBlank ? "" : MarkdownLine.dropping(gap, from: afterMarker)]
        var fence = FenceTracker()
        fence.note(item[0])
        var pendingBlanks = 0
        var hasInnerBlank = false
        index += 1
        while index < lines.endIndex {
            let line = lines[index]
            if MarkdownLine.isBlank(line) {
                // An item can start with one blank line only.
                if startsBlank && item.count == 1 && item[0].isEmpty { break }
                pendingBlanks += 1
                index += 1
                continue
            }
            if MarkdownLine.indent(line) >= contentColumn {
                if pendingBlanks > 0 && !fence.isOpen { hasInnerBlank = true }
                item.append(contentsOf: repeatElement("", count: pendingBlanks))
                pendingBlanks = 0
                let content = MarkdownLine.dropping(contentColumn, from: line)
                item.append(content)
                fence.note(content)
            } else if pendingBlanks == 0, isLazyContinuation(line, after: item.last, fence: fence) {
                item.append(MarkdownLine.trimmingIndent(line))
            } else {
                break
            }
            index += 1
        }
        // Trailing blank lines belong between items, not to this one: give them back.
        index -= pendingBlanks
        return (item, hasInnerBlank)
    }
}

/// Whether a fenced code block is open among the lines seen so far (a lazy line never
/// continues one).
struct FenceTracker {
    private var open: (marker: UInt8, length: Int)?

    var isOpen: Bool { open != nil }

    mutating func note(_ line: Substring) {
        let indent = MarkdownLine.indent(line)
        guard indent < 4 else { return }
        let rest = MarkdownLine.dropping(indent, from: line)
        if let current = open {
            if MarkdownLine.closesFence(rest, marker: current.marker, length: current.length) { open = nil }
        } else if let fence = MarkdownLine.fence(rest) {
            open = (fence.marker, fence.length)
        }
    }
}
