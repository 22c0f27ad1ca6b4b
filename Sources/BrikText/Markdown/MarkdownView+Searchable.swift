import BrikCore
import BrikRendering

/// A Markdown view is searched row by row as it is drawn at its width: each row is a line
/// (a paragraph wrapped over three rows is three lines; a match a wrap would cut is not
/// found), with its bullets, bars and borders as shown.
///
/// ```swift
/// let view = MarkdownView(markdown: guide)
/// let bar = SearchBar(for: view)
/// let screen = VBrik(alignment: .fill) { _ in view; bar }
/// ```
extension MarkdownView: Searchable {
    /// The width rows are searched at: the drawn one, or 80 before the first layout.
    private var searchWidth: Int { contentFrame.width > 0 ? contentFrame.width : 80 }

    /// The rows at the view's width.
    public var searchLineCount: Int { rendering(forWidth: searchWidth).rows.count }

    /// Row `index` as drawn, without styles.
    public func searchLine(_ index: Int) -> String {
        let rows = rendering(forWidth: searchWidth).rows
        return rows.indices.contains(index) ? rows[index].plainText : ""
    }

    /// The first row shown.
    public var searchStartLine: Int { scrollOffset }

    /// Scrolls the match's row into view (a third of the way down when it was off screen).
    public func revealSearchMatch(_ match: SearchMatch) {
        let height = contentFrame.height
        guard height > 0 else {
            scrollOffset = match.line
            return
        }
        guard match.line < scrollOffset || match.line >= scrollOffset + height else { return }
        scrollOffset = clamped(match.line - height / 3)
        onScroll?(self)
    }
}
