import BrikRendering

/// The header row of a ``Table``, outside its scroll view so it stays while the rows
/// scroll: each column's title where the geometry puts the column, aligned as its
/// cells, with ▲ or ▼ after the title of the column the rows are sorted by.
@MainActor
final class TableHeader: Brick {
    unowned let model: TableModel

    init(model: TableModel) {
        self.model = model
        super.init()
    }

    /// The mark after a sorted column's title.
    static func sortMark(ascending: Bool) -> String { ascending ? "▲" : "▼" }

    /// Cells a sortable column keeps for its mark (a space and the mark), so that sorting
    /// does not change a column fitted to its title.
    static let sortMarkWidth = 2

    /// The title of `column` as shown in `width` cells: truncated to leave room for the
    /// sort mark when sorted, aligned as the column's cells.
    static func title(of column: TableColumn, width: Int, sort: Bool?) -> String {
        guard let ascending = sort else {
            return TextLayout.align(column.title, width: width, alignment: column.alignment.textAlignment)
        }
        let mark = sortMark(ascending: ascending)
        guard width > sortMarkWidth else { return TextLayout.align(mark, width: width, alignment: .left) }
        let title = TextLayout.truncate(column.title, width: width - sortMarkWidth)
        return TextLayout.align(title + " " + mark, width: width, alignment: column.alignment.textAlignment)
    }

    override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: proposal.width ?? 0, height: 1)
    }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        let geometry = model.geometry
        let area = frame
        let style = context.style
        for placement in geometry.placements where placement.width > 0 && placement.column < model.columns.count {
            let sort = model.sortOrder?.column == placement.column ? model.sortOrder?.ascending : nil
            let text = Self.title(of: model.columns[placement.column], width: placement.width, sort: sort)
            canvas.write(text, at: Point(x: area.x + placement.x, y: area.y), style: style)
        }
        let look = model.appearance
        if let x = geometry.separatorX {
            canvas.put(
                Glyph(look.frozenSeparatorCharacter, width: 1), at: Point(x: area.x + x, y: area.y),
                style: look.frozenSeparator.style(over: style))
        }
        if !look.header.changesNothing {
            canvas.restyle(area) { [theme = context.theme] in look.header.style(over: $0, in: theme) }
        }
    }
}
