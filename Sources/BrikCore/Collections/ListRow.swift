import BrikRendering

/// One row of a ``List``: the app's row brick inside, the check mark of a
/// multiple selection before it, and the cursor's highlight laid over all of it
/// after it was drawn, whatever the row contains.
@MainActor
final class ListRow: Brick {
    /// The app's brick for this row.
    var content: Brick { children[0] }
    /// What the row shows of the list's state.
    var marks = Marks() {
        didSet { if marks != oldValue { setNeedsDisplay() } }
    }
    /// Columns before the content: the check mark in a multiple selection.
    var gutter: Int { marks.showsCheck ? 4 : 0 }

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
        let size = content.measuredSize(for: ProposedSize(width: width, height: proposal.height), context: context)
        return Size(width: (width ?? size.width) + gutter, height: size.height)
    }

    override func layoutChildren(context: LayoutContext) {
        let area = contentFrame
        content.frame = Rect(x: area.x + gutter, y: area.y, width: max(0, area.width - gutter), height: area.height)
    }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        guard marks.showsCheck else { return }
        let area = contentFrame
        canvas.write(marks.isSelected ? "[x] " : "[ ] ", at: area.origin, style: context.style)
    }

    /// The cursor in reverse video while the list has focus (underlined when it has not), a
    /// selected row without a check mark in bold, a disabled row dim: attributes, so they
    /// show on any terminal, over whatever colours the row's bricks chose.
    override func drawOverChildren(into canvas: inout Canvas, context: DrawContext) {
        var added: TextAttributes = []
        if marks.isCursor { added.insert(marks.listIsFocused ? .reverse : .underline) }
        if marks.isSelected && !marks.showsCheck { added.insert(.bold) }
        if !marks.isEnabled { added.insert(.dim) }
        guard !added.isEmpty else { return }
        canvas.restyle(frame) { $0.adding(added) }
    }
}
