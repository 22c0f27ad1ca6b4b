import BrikCore
import BrikRendering

/// A label is searched line by line as it is drawn: each wrapped line is a line (a match
/// that a wrap would cut is not found), and a match is revealed by the scroll view around it.
extension Label: Searchable {
    /// The lines drawn at the label's width; before its first layout, its hard lines unwrapped.
    private var searchLines: [String] {
        lines(forWidth: contentFrame.width > 0 ? contentFrame.width : Int(Int32.max))
    }

    /// The number of wrapped lines drawn.
    public var searchLineCount: Int { searchLines.count }

    /// Wrapped line `index` as drawn.
    public func searchLine(_ index: Int) -> String {
        let lines = searchLines
        return lines.indices.contains(index) ? lines[index] : ""
    }

    /// The first line inside the scroll view's viewport, or 0.
    public var searchStartLine: Int {
        guard let scroll = enclosingScrollView else { return 0 }
        return max(0, scroll.viewport.minY - contentFrame.minY)
    }

    /// The matches drawn over the text; setting it redraws the label.
    public var searchHighlight: SearchHighlight? {
        get { drawnSearchHighlight as? SearchHighlight }
        set { drawnSearchHighlight = newValue }
    }

    /// Scrolls the enclosing scroll view so the match's line is shown.
    public func revealSearchMatch(_ match: SearchMatch) {
        let area = contentFrame
        let row = Rect(x: area.x, y: area.y + match.line, width: 1, height: 1)
        enclosingScrollView?.scrollToVisible(row)
    }

    private var enclosingScrollView: ScrollBrik? {
        var node = parent
        while let current = node {
            if let scroll = current as? ScrollBrik { return scroll }
            node = current.parent
        }
        return nil
    }

    /// Paints `highlight` over the drawn rows (justified lines are painted as if left-aligned),
    /// in `theme`'s colours.
    func paint(_ highlight: SearchHighlight, into canvas: inout Canvas, theme: Theme) {
        let area = contentFrame
        guard !area.isEmpty else { return }
        let lines = lines(forWidth: area.width)
        for row in 0..<min(lines.count, area.height) {
            let y = area.y + row
            guard y >= canvas.clip.minY, y < canvas.clip.maxY else { continue }
            let line = lines[row]
            let extra = max(0, area.width - TextWidth.width(line))
            let dx: Int
            switch drawnAlignment {
            case .left, .justified, .natural: dx = 0
            case .center: dx = extra / 2
            case .right: dx = extra
            }
            highlight.paint(
                inLine: row, text: line, into: &canvas, at: Point(x: area.x + dx, y: y), width: area.width - dx,
                theme: theme)
        }
    }
}
