import BrikRendering

/// One row of a ``Table``: its cells' text drawn where the table's geometry puts the
/// columns (or the app's cell bricks placed there), the check mark of a multiple
/// selection, the frozen separator, and the row's looks (zebra, selected, disabled,
/// cursor, cursor cell) laid over all of it after it was drawn.
///
/// It remembers its cells' text for its data index and their truncated, aligned form
/// for the table's geometry, so a frame that only scrolls computes the text of the rows
/// that came into view and nothing else.
@MainActor
final class TableRow: Brick {
    /// The table's state as one row shows it.
    struct Marks: Equatable {
        var isCursor = false
        var isSelected = false
        var isEnabled = true
    }

    unowned let model: TableModel
    /// Where the row is shown (its index among the rows in their current order).
    private(set) var position = 0
    /// The data index of the row.
    private(set) var dataIndex = 0
    /// What the row shows of the table's selection.
    var marks = Marks() {
        didSet { if marks != oldValue { setNeedsDisplay() } }
    }
    /// The app's bricks of the columns that have them, by column.
    private(set) var cells: [Int: Brick] = [:]
    /// The cells' text, by column, read when first drawn.
    private var texts: [String?] = []
    /// The cells' text cut and aligned to their columns, by column, for ``renderedVersion``.
    private var rendered: [String?] = []
    /// The geometry and data versions ``rendered`` was made for.
    private var renderedVersion: (geometry: Int, data: Int) = (-1, -1)

    init(model: TableModel) {
        self.model = model
        super.init()
    }

    /// Shows the row at `position`, data index `dataIndex`: texts are read again, cell
    /// bricks made or reconfigured. Called while its section lays it out (it is drawn next).
    func show(position: Int, dataIndex: Int) {
        self.position = position
        self.dataIndex = dataIndex
        texts = Array(repeating: nil, count: model.columns.count)
        rendered = texts
        renderedVersion = (-1, -1)
        var kept: [Int: Brick] = [:]
        for (column, definition) in model.columns.enumerated() {
            guard let make = definition.cell else { continue }
            if let old = cells[column], let reuse = definition.reuseCell {
                reuse(old, dataIndex)
                kept[column] = old
            } else {
                kept[column] = make(dataIndex)
            }
        }
        if kept.count != cells.count || kept.contains(where: { cells[$0.key] !== $0.value }) {
            cells = kept
            setChildren(kept.keys.sorted().compactMap { kept[$0] })
        }
    }

    /// The text of the cell in `column`, read from the column once.
    func text(_ column: Int) -> String {
        if column < texts.count, let text = texts[column] { return text }
        let text = column < model.columns.count ? model.columns[column].text(dataIndex) : ""
        if column < texts.count { texts[column] = text }
        return text
    }

    override var drawsOverChildren: Bool { true }

    /// Cell bricks are placed from the table's geometry, which changes without asking.
    override var cachesLayout: Bool { cells.isEmpty }

    override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: proposal.width ?? 0, height: 1)
    }

    override func layoutChildren(context: LayoutContext) {
        guard !cells.isEmpty else { return }
        let area = frame
        for (column, brick) in cells {
            if let placement = model.geometry.placement(of: column) {
                brick.frame = Rect(x: area.x + placement.x, y: area.y, width: placement.width, height: area.height)
            } else {
                brick.frame = Rect(x: area.x, y: area.y, width: 0, height: 0)
            }
        }
    }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        let geometry = model.geometry
        if renderedVersion != (geometry: model.geometryVersion, data: model.dataVersion) {
            rendered = Array(repeating: nil, count: model.columns.count)
            renderedVersion = (model.geometryVersion, model.dataVersion)
        }
        let area = frame
        let style = context.style
        if geometry.gutter > 0 {
            canvas.write(marks.isSelected ? "[x] " : "[ ] ", at: area.origin, style: style)
        }
        for placement in geometry.placements where placement.width > 0 && cells[placement.column] == nil {
            canvas.write(
                renderedText(placement), at: Point(x: area.x + placement.x, y: area.y), style: style)
        }
        if let x = geometry.separatorX {
            let look = model.appearance
            canvas.put(
                Glyph(look.frozenSeparatorCharacter, width: 1), at: Point(x: area.x + x, y: area.y),
                style: look.frozenSeparator.style(over: style))
        }
    }

    /// The row's looks over whatever its cells drew: attributes and colours from the
    /// table's ``TableAppearance``, so they show over the app's cell bricks too.
    override func drawOverChildren(into canvas: inout Canvas, context: DrawContext) {
        let look = model.appearance
        let theme = context.theme
        var layers: [Appearance] = []
        if model.zebra && position % 2 == 1 {
            var zebra = look.zebraRow
            if zebra.backgroundColor == nil && theme.stripe != .default { zebra.backgroundColor = theme.stripe }
            layers.append(zebra)
        }
        if marks.isSelected { layers.append(look.selectedRow) }
        if !marks.isEnabled { layers.append(look.disabledRow) }
        let cursor = marks.isCursor ? (model.isFocused ? look.cursorRow : look.inactiveCursorRow) : nil
        // A reversed cursor row with no colour of its own is the theme's selection bar.
        let selectionBar = cursor.map { $0.foregroundColor == nil && $0.textAttributes.contains(.reverse) } ?? false
        if let cursor { layers.append(cursor) }
        layers.removeAll(where: \.changesNothing)
        if !layers.isEmpty {
            canvas.restyle(frame) { style in
                let layered = layers.reduce(style) { $1.style(over: $0, in: theme) }
                return selectionBar ? theme.selected(layered) : layered
            }
        }
        guard marks.isCursor, model.isFocused, model.showsCellCursor, !look.cursorCell.changesNothing,
            let placement = model.geometry.placement(of: model.cursorColumn)
        else { return }
        let cell = Rect(x: frame.x + placement.x, y: frame.y, width: placement.width, height: frame.height)
        canvas.restyle(cell) { look.cursorCell.style(over: $0) }
    }

    private func renderedText(_ placement: TableGeometry.Placement) -> String {
        let column = placement.column
        if column < rendered.count, let text = rendered[column] { return text }
        let alignment = column < model.columns.count ? model.columns[column].alignment : .leading
        let text = TextLayout.align(self.text(column), width: placement.width, alignment: alignment.textAlignment)
        if column < rendered.count { rendered[column] = text }
        return text
    }
}
