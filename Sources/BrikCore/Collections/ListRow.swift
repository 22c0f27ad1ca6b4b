import BrikRendering

/// One row of a ``List``: the app's row brick inside, the check mark of a
/// multiple selection before it, and the cursor's highlight laid over all of it
/// after it was drawn, whatever the row contains.
@MainActor
final class ListRow: Brick {
    /// The app's brick for this row.
    var content: Brick { children[0] }
    /// What the row shows of the list's state, when ``currentMarks`` does not say.
    var marks = Marks() {
        didSet { if marks != oldValue { setNeedsDisplay() } }
    }
    /// Asked for the marks whenever the row is laid out or drawn: a row made ahead of time
    /// (a virtual section's spare) or left in a pool never shows a state gone stale.
    var currentMarks: (() -> Marks)?
    /// The marks drawn: ``currentMarks``, else ``marks``.
    var shownMarks: Marks { currentMarks?() ?? marks }
    /// Whether a line is drawn under the content, on a row of its own.
    var showsSeparator = false {
        didSet { if showsSeparator != oldValue { setNeedsLayout() } }
    }
    /// Columns before the content: the check mark in a multiple selection.
    var gutter: Int { shownMarks.showsCheck ? 4 : 0 }
    /// Rows under the content: the separator's.
    private var below: Int { showsSeparator ? 1 : 0 }

    /// The list's state as one row shows it.
    struct Marks: Equatable {
        var isCursor = false
        var isSelected = false
        var showsCheck = false
        var listIsFocused = false
        var isEnabled = true
    }

    init(content: Brick) {
        super.init()
        addChild(content)
    }

    override var drawsOverChildren: Bool { true }

    override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let width = proposal.width.map { max(0, $0 - gutter) }
        let height = proposal.height.map { max(0, $0 - below) }
        let size = content.measuredSize(for: ProposedSize(width: width, height: height), context: context)
        return Size(width: (width ?? size.width) + gutter, height: size.height + below)
    }

    override func layoutChildren(context: LayoutContext) {
        let area = contentFrame
        content.frame = Rect(
            x: area.x + gutter, y: area.y, width: max(0, area.width - gutter), height: max(0, area.height - below))
    }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        let area = contentFrame
        if showsSeparator, area.height > 0 {
            let line = Rect(x: area.x, y: area.maxY - 1, width: area.width, height: 1)
            canvas.fill(line, with: "─", style: context.style.adding(.dim))
        }
        let marks = shownMarks
        guard marks.showsCheck else { return }
        canvas.write(marks.isSelected ? "[x] " : "[ ] ", at: area.origin, style: context.style)
    }

    /// The cursor in reverse video while the list has focus (underlined when it has not), a
    /// selected row without a check mark in bold, a disabled row dim: attributes, so they
    /// show on any terminal, over whatever colours the row's bricks chose.
    /// The focused cursor is the theme's selection bar (``Theme/selected(_:)``).
    override func drawOverChildren(into canvas: inout Canvas, context: DrawContext) {
        var added: TextAttributes = []
        let marks = shownMarks
        let selectionBar = marks.isCursor && marks.listIsFocused
        if marks.isCursor && !marks.listIsFocused { added.insert(.underline) }
        if marks.isSelected && !marks.showsCheck { added.insert(.bold) }
        if !marks.isEnabled { added.insert(.dim) }
        guard !added.isEmpty || selectionBar else { return }
        let theme = context.theme
        // The row's own cells, not its separator.
        canvas.restyle(Rect(x: frame.x, y: frame.y, width: frame.width, height: max(0, frame.height - below))) {
            selectionBar ? theme.selected($0.adding(added)) : $0.adding(added)
        }
    }
}
