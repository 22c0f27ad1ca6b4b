import BrikCore
import BrikRendering

/// A line view is searched line by line over its source (a wrapped line is one line); the
/// matches on the lines drawn are highlighted as they are drawn, and a match is revealed
/// by scrolling its line to the top (and sideways to it when lines are not wrapped).
///
/// ```swift
/// let view = LineView(source: try FileLines(path: "server.log"))
/// let bar = SearchBar(for: view)      // `/` to search, n and N for the next and previous
/// ```
extension LineView: Searchable {
    /// The source's line count.
    ///
    /// ```swift
    /// view.searchLineCount == view.source.lineCount
    /// ```
    public var searchLineCount: Int { source.lineCount }

    /// The source's line `index`.
    ///
    /// ```swift
    /// view.searchLine(0) == view.source.line(0)
    /// ```
    public func searchLine(_ index: Int) -> String {
        index >= 0 && index < source.lineCount ? source.line(index) : ""
    }

    /// The line at the top of the view.
    ///
    /// ```swift
    /// TextSearch(in: view).find(SearchQuery("error"))   // from the top line on
    /// ```
    public var searchStartLine: Int { currentPosition().line }

    /// The matches drawn over the lines on screen; setting it redraws the view.
    ///
    /// ```swift
    /// view.searchHighlight = nil   // no matches drawn
    /// ```
    public var searchHighlight: SearchHighlight? {
        get { highlight }
        set {
            highlight = newValue
            setNeedsDisplay()
        }
    }

    /// Scrolls the match's line to the top unless the match is on screen already; without
    /// wrapping, scrolls sideways too when the match is outside the columns shown.
    ///
    /// ```swift
    /// view.revealSearchMatch(SearchMatch(line: 41, range: 0..<5))
    /// ```
    public func revealSearchMatch(_ match: SearchMatch) {
        guard match.line >= 0, match.line < source.lineCount else { return }
        let glyphs = LineGlyphs(source.line(match.line))
        // The first and last glyphs of the match's characters.
        let first = glyphs.cells.firstIndex { $0.character >= match.range.lowerBound } ?? glyphs.cells.count
        let last = glyphs.cells.lastIndex { $0.character < match.range.upperBound }
        let startColumn = first < glyphs.cells.count ? glyphs.cells[first].column : glyphs.width
        let endColumn = last.map { glyphs.cells[$0].column + glyphs.cells[$0].glyph.width } ?? startColumn
        let width = textWidth
        var target = currentPosition()
        if wrapsLines {
            // The row holding the match's start, at the top unless it is shown already.
            let row = glyphs.rowStarts(width: width).lastIndex { $0 <= first } ?? 0
            if !isShown(line: match.line, row: row, from: target) { target = LineScrollPosition(line: match.line, row: row) }
        } else {
            if !isShown(line: match.line, row: 0, from: target) { target.line = match.line }
            if startColumn < target.column || endColumn > target.column + width {
                target.column = max(0, startColumn - width / 4)
            }
        }
        let clampedTarget = clamped(target)
        move(to: clampedTarget, pinned: !clampedTarget.isAbove(endPosition()))
    }

    /// Whether row `row` of line `line` is on screen with the view at `top`.
    private func isShown(line: Int, row: Int, from top: LineScrollPosition) -> Bool {
        let target = LineScrollPosition(line: line, row: row)
        guard !target.isAbove(top) else { return false }
        let below = position(top, movedBy: max(0, contentFrame.height - 1))
        return !below.isAbove(target)
    }

    /// The search matches on line `index` with the styles they are drawn in (over what the
    /// line's own style gives them: their colours in `theme`, its attributes kept).
    func searchRuns(line index: Int, text: String, theme: Theme) -> [(range: Range<Int>, style: CellStyle)] {
        guard let highlight else { return [] }
        return highlight.ranges(inLine: index, text: text).map { match in
            (match.range, SearchHighlight.style(isCurrent: match.isCurrent, in: theme))
        }
    }
}
