import BrikCore
import BrikRendering
/// A list is searched by its rows' titles (the rows shown, after the filter): a match moves
/// the cursor to its row and scrolls it into view, and the first ``Label`` of each row on
/// screen draws the matches.
extension List: Searchable {
    /// The number of rows shown.
    public var searchLineCount: Int { shownCount }

    /// The title of the row shown at `index`.
    public func searchLine(_ index: Int) -> String {
        guard index >= 0, index < shownCount else { return "" }
        return title(ofDataIndex: dataIndex(index))
    }

    /// The cursor's row, or the first.
    public var searchStartLine: Int { selection.cursorIndex(in: items) ?? 0 }

    /// The matches drawn in the rows on screen; setting it redraws them.
    public var searchHighlight: SearchHighlight? {
        get { searchHighlightState as? SearchHighlight }
        set { showSearchHighlight(newValue) }
    }

    /// Puts the cursor on the match's row and scrolls it into view (a cursor move: the
    /// list's ``onCursorChange`` runs).
    public func revealSearchMatch(_ match: SearchMatch) {
        guard match.line >= 0, match.line < shownCount else { return }
        scroll(toItem: identity(dataIndex(match.line)))
        onCursorChange?(self)
    }
}

extension SearchHighlight: SearchHighlighting {
    @MainActor package func paint(over label: Label, into canvas: inout Canvas, theme: Theme) {
        label.paint(self, into: &canvas, theme: theme)
    }

    @MainActor package func decorate(row content: Brick, position: Int) {
        guard let label = Label.firstLabel(in: content) else { return }
        let current = current.flatMap { $0.line == position ? SearchMatch(line: 0, range: $0.range) : nil }
        label.searchHighlight = SearchHighlight(pattern: pattern, current: current)
    }
}
