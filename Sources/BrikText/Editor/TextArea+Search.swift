import BrikCore
import BrikRendering

/// A text area is searched by logical line (a wrapped line is one line); a match found is
/// selected and scrolled into view. It types printable keys, so its ``SearchBar`` binds
/// Ctrl-F, F3 and Shift-F3.
///
/// ```swift
/// let editor = TextArea(text: source)
/// let bar = SearchBar(for: editor)
/// let screen = VBrik(alignment: .fill) { _ in editor; bar }
/// ```
extension TextArea: Searchable {
    /// The document's lines.
    public var searchLineCount: Int { document.lineCount }

    /// Line `index` of the document (its characters are the ones drawn, controls as pictures).
    public func searchLine(_ index: Int) -> String {
        index >= 0 && index < document.lineCount ? document.line(index) : ""
    }

    /// The caret's line.
    public var searchStartLine: Int { selection.cursor.line }

    /// Selects the match (the caret at its end) and scrolls it into view.
    public func revealSearchMatch(_ match: SearchMatch) {
        history.closeGroup()
        goalX = nil
        let start = document.clamp(TextPosition(line: match.line, column: match.range.lowerBound))
        let end = document.clamp(TextPosition(line: match.line, column: match.range.upperBound))
        selection = TextSelection(anchor: start, cursor: end)
        revealCursor()
    }

    /// True: an editor types `/`, `n` and `N`.
    public var searchTypesText: Bool { true }

    /// The search matches of visible line `line` and the style each is drawn in, in `theme`.
    func searchMatchStyles(line: Int, text: String, theme: Theme) -> [(Range<Int>, CellStyle)] {
        guard let highlight = searchHighlight else { return [] }
        return highlight.ranges(inLine: line, text: text).map { match in
            (match.range, SearchHighlight.style(isCurrent: match.isCurrent, in: theme))
        }
    }
}
