import BrikRendering

/// A cell of a ``Table``: the row's identity and the column's index.
public struct TableCell<ID: Hashable>: Hashable {
    /// The row's identity.
    public var row: ID
    /// The column's index in ``Table/columns``.
    public var column: Int

    /// The cell of row `row` in column `column`.
    public init(row: ID, column: Int) {
        self.row = row
        self.column = column
    }
}

extension Table {
    /// The columns, in order. Setting them reads the cells again (and sorts again when the
    /// rows are sorted by a column that is still there and sortable; else the sort is dropped).
    public var columns: [TableColumn] {
        get { model.columns }
        set {
            model.columns = newValue
            if let sort = model.sortOrder, sort.column >= newValue.count || !newValue[sort.column].isSortable {
                model.sortOrder = nil
            }
            model.cursorColumn = min(model.cursorColumn, max(0, newValue.count - 1))
            reloadData()
        }
    }

    /// How many leading columns stay in place while the others scroll sideways (0: all scroll).
    public var frozenColumnCount: Int {
        get { model.frozenColumnCount }
        set {
            model.frozenColumnCount = max(0, newValue)
            setNeedsLayout()
        }
    }

    /// Cells between neighbouring columns (1 by default); the gap after the frozen columns
    /// shows the frozen separator.
    public var columnSpacing: Int {
        get { model.columnSpacing }
        set {
            model.columnSpacing = max(0, newValue)
            setNeedsLayout()
        }
    }

    /// Whether the header row shows (true by default).
    public var showsHeader: Bool {
        get { model.showsHeader }
        set {
            header.isHidden = !newValue
            model.showsHeader = newValue
            setNeedsLayout()
        }
    }

    /// Whether every other row is striped with ``TableAppearance/zebraRow`` (false by default).
    public var zebra: Bool {
        get { model.zebra }
        set {
            model.zebra = newValue
            setNeedsDisplay()
        }
    }

    /// How the header, the cursor, selected, striped and disabled rows and the frozen
    /// separator look.
    public var tableAppearance: TableAppearance {
        get { model.appearance }
        set {
            model.appearance = newValue
            setNeedsDisplay()
        }
    }

    /// The column of the cell cursor, which ←/→ move, `s` sorts by and `<`/`>` resize.
    /// Setting it (clamped to the columns) scrolls sideways to show it; it sends no event.
    public var cursorColumn: Int {
        get { model.cursorColumn }
        set {
            let column = min(max(0, newValue), max(0, model.columns.count - 1))
            revealsCursorColumn = true
            setNeedsLayout()
            guard column != model.cursorColumn else { return }
            model.cursorColumn = column
            setNeedsDisplay()
        }
    }

    /// Whether the cursor's cell is drawn apart from the rest of its row
    /// (``TableAppearance/cursorCell``; true by default). Without it ←/→ still move
    /// ``cursorColumn`` and scroll sideways to show it.
    public var showsCellCursor: Bool {
        get { model.showsCellCursor }
        set {
            model.showsCellCursor = newValue
            setNeedsDisplay()
        }
    }

    /// The cell cursor: the cursor's row and ``cursorColumn``; nil without a row cursor.
    /// Setting it moves both and scrolls the cell into view (a missing or disabled row is
    /// refused); it sends no event.
    public var cellCursor: TableCell<ID>? {
        get { selection.cursor.map { TableCell(row: $0, column: model.cursorColumn) } }
        set {
            guard let newValue else {
                selection.setCursor(nil, in: items)
                return
            }
            selection.setCursor(newValue.row, in: items)
            cursorColumn = newValue.column
            revealCursor()
        }
    }

    /// How many of the scrolling columns (those after the frozen ones) are scrolled out to
    /// the left. Setting it scrolls sideways, clamped at the next layout so the last column
    /// is not scrolled further than needed to show it.
    public var horizontalOffset: Int {
        get { model.geometry.horizontalOffset }
        set {
            requestedHorizontalOffset = max(0, newValue)
            revealsCursorColumn = false
            setNeedsLayout()
        }
    }

    /// Each column's width as of the last layout.
    public var columnWidths: [Int] { model.geometry.widths }

    /// Gives `column` a fixed width of `width` cells, within its minimum and maximum (and at
    /// least 1), as dragging its header edge does.
    public func resizeColumn(_ column: Int, to width: Int) {
        guard column >= 0, column < model.columns.count else { return }
        let clamped = model.columns[column].clampedWidth(width)
        guard model.columns[column].width != .fixed(size: clamped) else { return }
        model.columns[column].width = .fixed(size: clamped)
        if column == model.cursorColumn { revealsCursorColumn = true }
        setNeedsLayout()
    }

    /// Widens (positive) or narrows `column` by `delta` cells from its width as shown (or as
    /// last resized, when several resizes come before the next layout).
    public func resizeColumn(_ column: Int, by delta: Int) {
        guard column >= 0, column < model.columns.count else { return }
        var current = column < columnWidths.count ? columnWidths[column] : 0
        if case .fixed(let size) = model.columns[column].width { current = size }
        resizeColumn(column, to: current + delta)
    }

    /// Moves the cell cursor `delta` columns, scrolling sideways to show it; tells
    /// ``onCursorChange`` when it moved.
    func moveCursorColumn(by delta: Int) {
        let before = model.cursorColumn
        cursorColumn = before + delta
        if model.cursorColumn != before { onCursorChange?(self) }
    }

    /// Scrolls the scrolling columns sideways by `delta` columns (the wheel with Shift).
    func scrollColumns(by delta: Int) {
        // From the offset asked for: several notches may come before the next layout.
        requestedHorizontalOffset = min(max(0, requestedHorizontalOffset + delta), model.geometry.maximumOffset)
        revealsCursorColumn = false
        setNeedsLayout()
    }

    /// Widths for the columns and where they show, from the rows in view: fit columns take
    /// the widest of their title and the cells sampled so far (only rows new in view are read).
    func updateGeometry(environment: LayoutEnvironment) {
        let columns = model.columns
        let port = scrollView.viewport
        guard !columns.isEmpty else {
            model.geometry = TableGeometry()
            return
        }
        let gutter = model.showsChecks ? 4 : 0
        let available = max(0, port.width - gutter)
        let dimensions = columns.map(\.layoutDimension)
        sampleContent(of: dimensions, in: available, height: port.height, environment: environment)
        let widths = TableColumnLayout.widths(
            of: dimensions, contentWidths: sampledWidths, in: available, spacing: model.columnSpacing,
            fitsWidth: false, environment: environment)
        var geometry = TableGeometry(
            widths: widths, gutter: gutter, spacing: model.columnSpacing, frozenCount: model.frozenColumnCount,
            horizontalOffset: requestedHorizontalOffset, width: port.width)
        if revealsCursorColumn {
            revealsCursorColumn = false
            let offset = geometry.offset(revealing: model.cursorColumn)
            if offset != geometry.horizontalOffset {
                geometry = TableGeometry(
                    widths: widths, gutter: gutter, spacing: model.columnSpacing, frozenCount: model.frozenColumnCount,
                    horizontalOffset: offset, width: port.width)
            }
        }
        requestedHorizontalOffset = geometry.horizontalOffset
        model.geometry = geometry
    }

    /// Widens ``sampledWidths`` to the cells of the rows in view that were not in view at
    /// the last layout (rows are one line each, so the rows in view follow from the offset).
    private func sampleContent(
        of dimensions: [BrickDimension], in width: Int, height: Int, environment: LayoutEnvironment
    ) {
        let columns = model.columns
        if sampledWidths.count != columns.count {
            sampledWidths = Array(repeating: nil, count: columns.count)
            sampledRows = nil
        }
        let fitting = dimensions.indices.filter {
            TableColumnLayout.fitsContent(dimensions[$0], in: width, environment: environment)
        }
        guard !fitting.isEmpty else { return }
        for column in fitting where sampledWidths[column] == nil {
            let mark = columns[column].isSortable ? TableHeader.sortMarkWidth : 0
            sampledWidths[column] = TextWidth.width(columns[column].title) + mark
        }
        let count = rows.count
        let top = min(max(0, pendingTopRow ?? scrollView.contentOffset.y), max(0, count - height))
        let visible = top..<max(top, min(count, top + height))
        let previous = sampledRows ?? 0..<0
        sampledRows = visible
        for position in visible where !previous.contains(position) {
            let index = model.dataIndex(position)
            for column in fitting {
                let width = TextWidth.width(columns[column].text(index))
                if width > sampledWidths[column] ?? 0 { sampledWidths[column] = width }
            }
        }
    }
}
