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
        get { searchHighlightState }
        set {
            searchHighlightState = newValue
            for (position, row) in mountedRows() { applySearchHighlight(to: row.content, position: position) }
            setNeedsDisplay()
        }
    }

    /// Puts the cursor on the match's row and scrolls it into view (a cursor move: the
    /// list's ``onCursorChange`` runs).
    public func revealSearchMatch(_ match: SearchMatch) {
        guard match.line >= 0, match.line < shownCount else { return }
        scroll(toItem: identity(dataIndex(match.line)))
        onCursorChange?(self)
    }

    /// Gives the first label of a row's content the matches of its row.
    func applySearchHighlight(to content: Brick, position: Int) {
        guard let label = Self.firstLabel(in: content) else { return }
        guard let highlight = searchHighlightState else {
            if label.searchHighlight != nil { label.searchHighlight = nil }
            return
        }
        let current = highlight.current.flatMap { $0.line == position ? SearchMatch(line: 0, range: $0.range) : nil }
        label.searchHighlight = SearchHighlight(pattern: highlight.pattern, current: current)
    }

    private static func firstLabel(in brick: Brick) -> Label? {
        if let label = brick as? Label { return label }
        for child in brick.children {
            if let label = firstLabel(in: child) { return label }
        }
        return nil
    }
}
