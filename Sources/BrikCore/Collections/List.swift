import BrikRendering

/// A scrolling list of rows with a cursor and a selection, virtual to any count:
/// only the rows near the viewport exist as bricks, so a million rows open at once.
///
/// Rows are the app's own bricks, made by `row` for a data index (and reconfigured
/// by `reuse` when given); the list wraps each one to show the cursor (reverse video
/// while focused) and, in ``SelectionMode/multiple``, a `[x]` check mark. The state
/// is a ``SelectionState`` over the rows' identities, readable and settable as
/// ``selection``; it survives ``reloadData()`` by identity.
///
/// Keys (while the list has focus): ↑/↓ or j/k, PgUp/PgDn, Home/End or g/G move the
/// cursor and scroll with it (never under a sticky header); Shift with them selects
/// a range; Space toggles; Ctrl+A selects all; Enter or a double click activates;
/// other characters jump to the next row whose title starts with them. A click puts
/// the cursor on a row (and toggles it in a multiple selection), Shift+click selects
/// the range to it; the wheel scrolls.
///
/// Events: ``ControlEvent/valueChanged`` when the selection changes,
/// ``ControlEvent/primaryActionTriggered`` on activation.
///
/// ```swift
/// let tasks = ["Write the report", "Call Ana", "Buy bread"]
/// let list = List(options: tasks, mode: .multiple)
///     .action(event: .valueChanged) { list in print(list.selectedOptions) }
/// ```
@MainActor
public final class List<ID: Hashable>: Control {
    /// The cursor and the selected rows. Setting it redraws; it sends no event.
    public var selection: SelectionState<ID> {
        didSet { refreshRows() }
    }
    /// Which letters move the cursor and which type ahead.
    public var keyOptions = SelectionKeyOptions()
    /// Whether the row at a data index can take the cursor and be selected.
    public var isRowEnabled: (Int) -> Bool = { _ in true } {
        didSet { refreshRows() }
    }
    /// The text type-ahead matches for the row at a data index (its identity by default).
    public var rowTitle: ((Int) -> String)?
    /// What an empty list shows.
    public var emptyText = "Nothing to show" {
        didSet { setNeedsDisplay() }
    }
    /// The scroll view the rows are in (its behaviors, such as sticky headers, work inside the list).
    public let scrollView: ScrollBrik
    /// The virtual section of rows.
    public let rows: VirtualSection

    private let identity: (Int) -> ID
    private let lookup: (ID) -> Int?
    /// The strings of a list made from options (see `init(_:options:mode:)`).
    var optionStore: OptionStore?
    /// The last click, to recognise a double click on the same row.
    private var lastClick: (index: Int, at: Duration)?

    /// How soon a second click on the same row counts as a double click.
    public static var doubleClickInterval: Duration { .milliseconds(400) }

    /// A list of `count()` rows, the row at data index `i` being identified by `id(i)`,
    /// with `index` finding it back (nil when no row has that identity), each made by `row`
    /// (and reconfigured by `reuse` when given). `count`, `id` and `index` are asked again on
    /// ``reloadData()``.
    public init(
        _ identifier: String = "", mode: SelectionMode = .single, count: @escaping () -> Int,
        id: @escaping (Int) -> ID, index: @escaping (ID) -> Int?, estimatedRowHeight: Int? = nil,
        row: @escaping (_ index: Int) -> Brick, reuse: ((_ brick: Brick, _ index: Int) -> Void)? = nil
    ) {
        identity = id
        lookup = index
        selection = SelectionState(mode: mode)
        // The section's closures reach the list through a box set after init.
        let owner = WeakBox<List<ID>>()
        let section = VirtualSection(
            itemIdentifier: "row", count: count, estimatedHeight: estimatedRowHeight,
            make: { index in
                let wrapped = ListRow(content: row(index))
                owner.value?.update(wrapped, index: index)
                return wrapped
            },
            reuse: reuse.map { reuse in
                { brick, index in
                    guard let wrapped = brick as? ListRow else { return }
                    reuse(wrapped.content, index)
                    owner.value?.update(wrapped, index: index)
                }
            })
        rows = section
        scrollView = ScrollBrik { _ in section }
        super.init()
        owner.value = self
        self.identifier = identifier
        scrollView.takesFocus = false
        addChild(scrollView)
    }

    /// The rows as the selection sees them.
    public var items: SelectionItems<ID> {
        SelectionItems(
            count: rows.count, id: identity, index: lookup, isEnabled: isRowEnabled,
            title: rowTitle ?? { [identity] index in String(describing: identity(index)) })
    }

    /// The cursor's data index, nil when there is no cursor.
    public var cursorIndex: Int? { selection.cursorIndex(in: items) }

    /// Asks for the count and the rows again (the data changed): the cursor stays on its
    /// row by identity, or takes the row now at its place; selected rows that are gone drop out.
    public func reloadData() {
        rows.reloadData()
        let change = selection.reconcile(with: items)
        if change.contains(.selection) { sendActions(for: .valueChanged) }
        if change.contains(.cursor) { revealCursor() }
    }

    /// Moves the cursor to the row `id` and scrolls it into view (sends no event).
    public func scroll(toItem id: ID) {
        selection.setCursor(id, in: items)
        revealCursor()
    }

    public override var canBecomeFocused: Bool { isEnabled }

    /// None, like the scroll view inside: a stack that must shrink takes rows from the list first.
    public override func hasIntrinsicSize(along axis: Axis) -> Bool { false }

    public override var huggingPriority: Int { 250 }

    /// Its rows' height (as far as `proposal` allows) at the width offered, as a scroll view measures.
    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let inner = scrollView.sizeThatFits(proposal.inset(by: chrome), context: context)
        return Size(width: inner.width + chrome.horizontal, height: inner.height + chrome.vertical)
    }

    public override func layoutChildren(context: LayoutContext) {
        if selection.cursor == nil && rows.count > 0 { selection.reconcile(with: items) }
        scrollView.frame = contentFrame
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        guard rows.count == 0, !emptyText.isEmpty else { return }
        let area = contentFrame
        let width = TextWidth.width(emptyText)
        let origin = Point(x: area.x + max(0, (area.width - width) / 2), y: area.y + max(0, (area.height - 1) / 2))
        canvas.write(emptyText, at: origin, style: controlStyle(in: context).adding(.dim))
    }

    public override func focusDidChange(isFocused: Bool) {
        refreshRows()
    }

    public override func handle(_ event: Event) -> EventResult {
        guard isEnabled else { return .ignored }
        switch event {
        case .key(let key):
            let page = max(1, scrollView.unobscuredViewport.height - 1)
            let now = application?.now ?? .zero
            guard let change = selection.handle(key, in: items, page: page, now: now, keys: keyOptions) else {
                return .ignored
            }
            apply(change)
            return .handled
        case .mouse(let mouse):
            guard case .press(.left) = mouse.action, let index = rowIndex(at: mouse.position) else { return .ignored }
            click(index, extending: mouse.modifiers.contains(.shift))
            return .handled
        default:
            return .ignored
        }
    }

    // MARK: Helpers

    private func click(_ index: Int, extending: Bool) {
        let now = application?.now ?? .zero
        var change = selection.moveCursor(toIndex: index, in: items, extending: extending)
        let isDouble = lastClick.map { $0.index == index && now - $0.at <= Self.doubleClickInterval } ?? false
        lastClick = (index, now)
        if isDouble {
            lastClick = nil
            if selection.cursorIndex(in: items) == index { change.insert(.activation) }
        } else if selection.mode == .multiple && !extending && selection.cursorIndex(in: items) == index {
            change.formUnion(selection.toggleCursor(in: items))
        }
        apply(change)
    }

    private func apply(_ change: SelectionChange) {
        if change.contains(.cursor) { revealCursor() }
        if change.contains(.selection) { sendActions(for: .valueChanged) }
        if change.contains(.activation) { sendActions(for: .primaryActionTriggered) }
    }

    /// The data index of the row shown at `point`, nil when there is none there.
    private func rowIndex(at point: Point) -> Int? {
        guard scrollView.viewport.contains(point) else { return nil }
        for index in rows.mountedIndices {
            if let row = rows.brick(at: index), row.frame.contains(point) { return index }
        }
        return nil
    }

    /// Scrolls just enough for the cursor's row to be in the part of the viewport that
    /// behaviors leave uncovered (a stuck header at the top).
    private func revealCursor() {
        guard let index = cursorIndex else { return }
        let top = rows.offset(ofItem: index) + rows.chromeInsets.top
        let height = max(1, rows.heights.height(at: index))
        let viewport = scrollView.viewport
        let uncovered = scrollView.unobscuredViewport
        let coveredTop = max(0, uncovered.minY - viewport.minY)
        let coveredBottom = max(0, viewport.maxY - uncovered.maxY)
        var y = scrollView.contentOffset.y
        if top < y + coveredTop {
            y = top - coveredTop
        } else if top + height > y + viewport.height - coveredBottom {
            y = top + height - viewport.height + coveredBottom
        }
        if y != scrollView.contentOffset.y { scrollView.scroll(to: Point(x: scrollView.contentOffset.x, y: y)) }
        setNeedsLayout()
    }

    /// Tells every row that exists what it shows of the state.
    private func refreshRows() {
        for index in rows.mountedIndices {
            if let row = rows.brick(at: index) as? ListRow { update(row, index: index) }
        }
    }

    private func update(_ row: ListRow, index: Int) {
        let id = identity(index)
        row.marks = ListRow.Marks(
            isCursor: selection.cursor == id, isSelected: selection.isSelected(id),
            showsCheck: selection.mode == .multiple, listIsFocused: isFocused, isEnabled: isRowEnabled(index))
    }
}

/// A weak reference a closure can hold before the object it points to exists.
@MainActor
final class WeakBox<Value: AnyObject> {
    weak var value: Value?
}
