import BrikRendering

/// A table of rows and columns with a row cursor, a cell cursor and a selection, virtual
/// to any count: only the rows in view exist as bricks, so 1,000,000 rows × 10 columns
/// open at once, and sorting keeps a permutation of the rows instead of moving data.
///
/// Rows come from closures: `count`, the identity of the row at a data index (`id`) and
/// back (`index`); each ``TableColumn`` gives the text of its cell in a row (or a brick of
/// the app's own). The header stays while the rows scroll; the first
/// ``frozenColumnCount`` columns stay while the others scroll sideways. The state is a
/// ``SelectionState`` over the rows' identities (``selection``), which survives
/// ``reloadData()`` and sorting by identity, and ``cursorColumn`` for the cell cursor.
///
/// Keys (while the table has focus): ↑/↓ or j/k, PgUp/PgDn, Home/End or g/G move the row
/// cursor and scroll with it; Shift with them selects a range; Space toggles; Ctrl+A
/// selects all; Enter activates; ←/→ move the cell cursor to the previous or next column,
/// scrolling sideways to show it; `s` sorts by the cursor's column, ascending, and again
/// reverses it; `<`/`>` (or Ctrl+←/→) narrow or widen the cursor's column by one cell;
/// other characters jump to the next row whose cell in the cursor's column starts with
/// them. The mouse: a click on a row puts the cursor on that cell (Shift+click selects the
/// range to it), a double click activates, a click on a title sorts by that column (again:
/// reverses), dragging the gap after a title resizes that column, the wheel scrolls
/// (Shift+wheel sideways).
///
/// Events: ``ControlEvent/valueChanged`` when the selection changes,
/// ``ControlEvent/primaryActionTriggered`` on activation; ``onCursorChange`` when the row
/// or cell cursor moves. Every colour is in ``tableAppearance``.
///
/// ```swift
/// struct Planet { var name: String; var moons: Int }
/// let planets = [Planet(name: "Mars", moons: 2), Planet(name: "Earth", moons: 1)]
/// let table = Table<String>(
///     count: { planets.count }, id: { planets[$0].name },
///     index: { name in planets.firstIndex { $0.name == name } },
///     columns: [
///         TableColumn("Planet", width: .fill) { planets[$0].name },
///         TableColumn("Moons", width: .fixed(size: 6), alignment: .trailing, ordering: .numeric) {
///             "\(planets[$0].moons)"
///         },
///     ], mode: .multiple)
/// table.frozenColumnCount = 1
/// table.zebra = true
/// table.sortOrder = TableSortOrder(column: 1, ascending: false)
/// table.action(event: .primaryActionTriggered) { table in print(table.selection.selectedIDs) }
/// ```
@MainActor
public final class Table<ID: Hashable>: Control {
    /// The row cursor and the selected rows. Setting it redraws; it sends no event.
    public var selection: SelectionState<ID> {
        didSet {
            model.showsChecks = selection.mode == .multiple
            // The check marks of a multiple selection take a gutter: the columns move.
            if selection.mode != oldValue.mode { setNeedsLayout() }
            refreshRows()
        }
    }
    /// Called when a key, a click or a data change moved the row cursor to another row or
    /// the cell cursor to another column, and when the first layout placed the cursor (no
    /// control event is sent).
    public var onCursorChange: ((Table<ID>) -> Void)?
    /// Called when a key or a click sorted the rows another way (setting ``sortOrder`` does not call it).
    public var onSortChange: ((Table<ID>) -> Void)?
    /// Which letters move the cursor and which type ahead (`s` always sorts).
    public var keyOptions = SelectionKeyOptions()
    /// Whether the row at a data index can take the cursor and be selected.
    public var isRowEnabled: (Int) -> Bool = { _ in true } {
        didSet { refreshRows() }
    }
    /// The text type-ahead matches for the row at a data index; by default its cell in
    /// the cursor's column.
    public var rowTitle: ((Int) -> String)?
    /// What an empty table shows under its header.
    public var emptyText = "Nothing to show" {
        didSet { setNeedsDisplay() }
    }
    /// The scroll view the rows are in.
    public let scrollView: ScrollBrik
    /// The virtual section of rows, one item per row in the order shown (sorted or not).
    public let rows: VirtualSection

    let model = TableModel()
    let header: TableHeader
    private let identity: (Int) -> ID
    private let lookup: (ID) -> Int?
    private let dataCount: () -> Int
    /// The horizontal offset asked for (by keys, the wheel or code), clamped at layout.
    var requestedHorizontalOffset = 0
    /// Whether the next layout scrolls sideways to show the cursor's column.
    var revealsCursorColumn = false
    /// The widest content sampled so far per column (title and mark included), for the
    /// columns that fit their content; forgotten when the data or the columns change.
    var sampledWidths: [Int?] = []
    /// The rows (positions) sampled at the last layout, so scrolling samples only new ones.
    var sampledRows: Range<Int>?
    /// The row the rows' section was told to put at the top at the next layout.
    var pendingTopRow: Int?
    /// The last click, to recognise a double click on the same row.
    var clicks = DoubleClickDetector(interval: Table<ID>.doubleClickInterval)
    /// The column whose width a drag on the header is changing, where it started and how wide it was.
    var headerDrag: (column: Int, startX: Int, startWidth: Int)?

    /// How soon a second click on the same row counts as a double click.
    public static var doubleClickInterval: Duration { .milliseconds(400) }

    /// A table of `count()` rows, the row at data index `i` being identified by `id(i)`, with
    /// `index` finding it back (nil when no row has that identity), showing `columns`.
    /// `count`, `id` and `index` are asked again on ``reloadData()``.
    public init(
        _ identifier: String = "", count: @escaping () -> Int, id: @escaping (Int) -> ID,
        index: @escaping (ID) -> Int?, columns: [TableColumn], mode: SelectionMode = .single
    ) {
        identity = id
        lookup = index
        dataCount = count
        selection = SelectionState(mode: mode)
        model.columns = columns
        model.showsChecks = mode == .multiple
        let model = self.model
        // The section's closures reach the table through a box set after init.
        let owner = WeakBox<Table<ID>>()
        let section = VirtualSection(
            itemIdentifier: "row", count: count, estimatedHeight: 1,
            make: { position in
                let row = TableRow(model: model)
                owner.value?.configure(row, position: position)
                return row
            },
            reuse: { brick, position in
                guard let row = brick as? TableRow else { return }
                owner.value?.configure(row, position: position)
            })
        rows = section
        scrollView = ScrollBrik { _ in section }
        header = TableHeader(model: model)
        super.init()
        owner.value = self
        self.identifier = identifier
        scrollView.takesFocus = false
        scrollView.scrollbarVisibility = .automatic
        addChild(header)
        addChild(scrollView)
        declareTableKeys()
    }

    /// The rows in the order shown (sorted or not) as the selection sees them: index `i`
    /// is the `i`-th row shown.
    public var items: SelectionItems<ID> {
        SelectionItems(
            count: rows.count, id: { [unowned self] in identity(model.dataIndex($0)) },
            index: { [unowned self] in lookup($0).flatMap { model.position(ofDataIndex: $0, count: rows.count) } },
            isEnabled: { [unowned self] in isRowEnabled(model.dataIndex($0)) },
            title: { [unowned self] in title(ofDataIndex: model.dataIndex($0)) })
    }

    /// The cursor's data index, nil when there is no cursor.
    public var cursorIndex: Int? { selection.cursorIndex(in: items).map(model.dataIndex) }

    /// How many rows there are (as of the last ``reloadData()``).
    public var rowCount: Int { rows.count }

    /// The data index of the row shown at `position` (0 is the top row when scrolled to the top).
    public func dataIndex(atPosition position: Int) -> Int { model.dataIndex(position) }

    /// Where the row at data index `index` is shown, nil when there is no such row.
    public func position(ofDataIndex index: Int) -> Int? { model.position(ofDataIndex: index, count: rows.count) }

    /// Asks for the count and the rows again (the data changed), sorting them again when
    /// sorted: the cursor stays on its row by identity, or takes the row now at its place;
    /// selected rows that are gone drop out.
    public func reloadData() {
        model.dataVersion &+= 1
        sampledWidths = []
        model.sortRows(count: dataCount())
        rowsChanged()
    }

    /// Moves the cursor to the row `id` and scrolls it into view (sends no event).
    public func scroll(toItem id: ID) {
        selection.setCursor(id, in: items)
        revealCursor()
    }

    public override var canBecomeFocused: Bool { isEnabled }

    /// None, like the scroll view inside: a stack that must shrink takes rows from the table first.
    public override func hasIntrinsicSize(along axis: Axis) -> Bool { false }

    public override var huggingPriority: Int { 250 }

    /// A table whose value is the cursor's row ("item 2 of 9: …"), selected when that row is.
    public override var defaultAccessibility: AccessibilityElement {
        let current = items.accessibilityCurrentItem(selection)
        return controlAccessibility(
            .table, label: "", value: current.value, state: AccessibilityState(isSelected: current.isSelected))
    }

    /// The header and its rows' height (as far as `proposal` allows) at the width offered.
    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let headerHeight = showsHeader ? 1 : 0
        var inner = proposal.inset(by: chrome)
        inner.height = inner.height.map { max(0, $0 - headerHeight) }
        let body = scrollView.sizeThatFits(inner, context: context)
        return Size(width: body.width + chrome.horizontal, height: body.height + headerHeight + chrome.vertical)
    }

    public override func layoutChildren(context: LayoutContext) {
        let area = contentFrame
        let headerHeight = showsHeader ? min(1, area.height) : 0
        header.frame = Rect(x: area.x, y: area.y, width: area.width, height: headerHeight)
        scrollView.frame = Rect(
            x: area.x, y: area.y + headerHeight, width: area.width, height: max(0, area.height - headerHeight))
        if selection.cursor == nil && rows.count > 0, selection.reconcile(with: items).contains(.cursor) {
            // Placing the cursor is a move too: heard after the pass, outside layout.
            afterLayout { [weak self] in if let self { onCursorChange?(self) } }
        }
        updateGeometry(environment: context.environment)
        // The section lays out next, in this pass, and takes its new top row.
        pendingTopRow = nil
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        guard rows.count == 0, !emptyText.isEmpty else { return }
        let area = scrollView.frame
        let width = TextWidth.width(emptyText)
        let origin = Point(x: area.x + max(0, (area.width - width) / 2), y: area.y + max(0, (area.height - 1) / 2))
        canvas.write(emptyText, at: origin, style: controlStyle(in: context).adding(.dim))
    }

    public override func focusDidChange(isFocused: Bool) {
        model.isFocused = isFocused
        setNeedsDisplay()
    }

    public override func handle(_ event: Event) -> EventResult {
        guard isEnabled else { return .ignored }
        switch event {
        case .key(let key):
            let page = max(1, scrollView.viewport.height - 1)
            let now = application?.now ?? .zero
            guard let change = selection.handle(key, in: items, page: page, now: now, keys: keyOptions) else {
                return .ignored
            }
            apply(change)
            return .handled
        case .mouse(let mouse):
            return handleMouse(mouse)
        default:
            return .ignored
        }
    }

    // MARK: Rows

    private func title(ofDataIndex index: Int) -> String {
        if let rowTitle { return rowTitle(index) }
        let column = model.cursorColumn
        return column < model.columns.count ? model.columns[column].text(index) : String(describing: identity(index))
    }

    /// After the rows or their order changed: rows again, and the state brought in line by identity.
    func rowsChanged() {
        sampledRows = nil
        rows.reloadData()
        let change = selection.reconcile(with: items)
        if change.contains(.selection) { sendActions(for: .valueChanged) }
        revealCursor(afterReload: true)
        if change.contains(.cursor) { onCursorChange?(self) }
    }

    /// Sends the events of what a key or a click changed.
    func apply(_ change: SelectionChange) {
        if change.contains(.cursor) {
            revealCursor()
            onCursorChange?(self)
        }
        if change.contains(.selection) { sendActions(for: .valueChanged) }
        if change.contains(.activation) { sendActions(for: .primaryActionTriggered) }
    }

    /// Scrolls just enough for the cursor's row to be in the viewport (the header is outside
    /// it). The rows' section is told which row to put at the top: after a reload it would
    /// otherwise keep its first row where it was. Until the next layout places it, that row
    /// is where the rows are taken to start.
    func revealCursor(afterReload: Bool = false) {
        let current = pendingTopRow ?? scrollView.contentOffset.y
        var top = current
        let height = scrollView.viewport.height
        // Not laid out yet (no rows in view): the first layout starts at the top.
        if height > 0, let index = selection.cursorIndex(in: items) {
            if index < top {
                top = index
            } else if index + 1 > top + height {
                top = index + 1 - height
            }
        }
        if afterReload || (pendingTopRow != nil && top != current) {
            rows.scrollToItem(max(0, top))
            pendingTopRow = max(0, top)
        } else if top != current {
            scrollView.scroll(to: Point(x: scrollView.contentOffset.x, y: top))
        }
        setNeedsLayout()
    }

    /// Tells every row that exists what it shows of the state.
    func refreshRows() {
        for position in rows.mountedIndices {
            if let row = rows.brick(at: position) as? TableRow { update(row) }
        }
        setNeedsDisplay()
    }

    /// A row just made or reused for `position`.
    private func configure(_ row: TableRow, position: Int) {
        row.show(position: position, dataIndex: model.dataIndex(position))
        update(row)
    }

    private func update(_ row: TableRow) {
        let id = identity(row.dataIndex)
        row.marks = TableRow.Marks(
            isCursor: selection.cursor == id, isSelected: selection.isSelected(id), isEnabled: isRowEnabled(row.dataIndex))
    }
}
