import BrikRendering

/// A scrolling list of rows with a cursor and a selection, virtual to any count:
/// only the rows near the viewport exist as bricks, so a million rows open at once.
///
/// Rows are the app's own bricks, made by `row` for a data index (and reconfigured
/// by `reuse` when given); the list wraps each one to show the cursor (reverse video
/// while focused) and, in ``SelectionMode/multiple``, a `[x]` check mark. Rows may
/// differ in height. With ``ListGroups`` the rows fall into groups, each under a header
/// that sticks to the top while its rows scroll; ``showsSeparators`` draws a line under
/// each row. The state is a ``SelectionState`` over the rows' identities, readable and
/// settable as ``selection``; it survives ``reloadData()`` by identity.
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
///     .action(event: .valueChanged) { list in status.text = "\(list.selectedOptions.count) done" }
/// ```
@MainActor
public final class List<ID: Hashable>: Control {
    /// The cursor and the selected rows. Setting it redraws; it sends no event.
    public var selection: SelectionState<ID> {
        didSet { refreshRows() }
    }
    /// Called when a key, a click or a data change moved the cursor to another row, and when
    /// the first layout placed it (a status line showing the cursor's row follows it here,
    /// from the first screen on; no control event is sent).
    public var onCursorChange: ((List<ID>) -> Void)?
    /// Which letters move the cursor and which type ahead.
    public var keyOptions = SelectionKeyOptions()
    /// Whether the row at a data index can take the cursor and be selected.
    public var isRowEnabled: (Int) -> Bool = { _ in true } {
        didSet { refreshRows() }
    }
    /// The text type-ahead and the filter match for the row at a data index (by default the
    /// option's text in a list of options, else the row's identity).
    public var rowTitle: ((Int) -> String)?
    /// What an empty list shows.
    public var emptyText = "Nothing to show" {
        didSet { setNeedsDisplay() }
    }
    /// Whether a line (`─`, dim) is drawn under each row, taking a row of its own.
    public var showsSeparators = false {
        didSet { if showsSeparators != oldValue { rebuildRows() } }
    }
    /// The scroll view the rows are in (its behaviors, such as sticky headers, work inside the list).
    public let scrollView: ScrollBrik
    /// The virtual section of the rows, or with ``ListGroups`` of the groups (each a section
    /// of its header and a virtual section of its rows).
    public let rows: VirtualSection

    /// What rows whose title does not match are hidden by (empty: every row shows).
    /// Typing more narrows the rows already matching; the cursor stays on its row while it matches.
    public var filterText = "" {
        didSet { if filterText != oldValue { applyFilter(narrowing: filterText.hasPrefix(oldValue) && !oldValue.isEmpty) } }
    }
    /// How ``filterText`` matches a row's title.
    public var filterMode: TextMatchMode = .substring {
        didSet { if filterMode != oldValue { applyFilter(narrowing: false) } }
    }

    package let identity: (Int) -> ID
    let lookup: (ID) -> Int?
    let dataCount: () -> Int
    let makeRow: (Int) -> Brick
    let reuseRow: ((Brick, Int) -> Void)?
    let estimatedRowHeight: Int?
    /// The groups the rows fall into, nil for a plain list.
    let groupSource: ListGroups?
    /// The groups shown, and where each starts among the rows shown (empty without groups).
    var shownGroups = ShownGroups()
    /// The data indices shown, in order, while a filter is set; nil shows every row.
    var shown: [Int]?
    /// Sets a made or reused row's text to show the characters the filter matched (options lists).
    var highlightMatches: ((Brick, Int) -> Void)?
    /// The search matches shown in the rows (``searchHighlight``).
    package var searchHighlightState: (any SearchHighlighting)?
    /// The strings of a list made from options (see `init(_:options:mode:)`).
    var optionStore: OptionStore?
    /// The last click, to recognise a double click on the same row.
    var clicks = DoubleClickDetector(interval: List<ID>.doubleClickInterval)
    /// Whether the cursor's row must be checked to be in view once the frame is laid out.
    var needsCursorReveal = false

    /// How soon a second click on the same row counts as a double click.
    public static var doubleClickInterval: Duration { .milliseconds(400) }

    /// A list of `count()` rows, the row at data index `i` being identified by `id(i)`,
    /// with `index` finding it back (nil when no row has that identity), each made by `row`
    /// (and reconfigured by `reuse` when given). With `groups`, the rows are shown in
    /// groups under headers that stick to the top (`stickyHeaders`). `count`, `id`,
    /// `index` and the groups are asked again on ``reloadData()``.
    public init(
        _ identifier: String = "", mode: SelectionMode = .single, count: @escaping () -> Int,
        id: @escaping (Int) -> ID, index: @escaping (ID) -> Int?, estimatedRowHeight: Int? = nil,
        groups: ListGroups? = nil, stickyHeaders: Bool = true,
        row: @escaping (_ index: Int) -> Brick, reuse: ((_ brick: Brick, _ index: Int) -> Void)? = nil
    ) {
        identity = id
        lookup = index
        dataCount = count
        makeRow = row
        reuseRow = reuse
        self.estimatedRowHeight = estimatedRowHeight
        groupSource = groups
        selection = SelectionState(mode: mode)
        // The sections' closures reach the list through a box set after init.
        let owner = WeakBox<List<ID>>()
        if groups != nil {
            rows = VirtualSection(
                itemIdentifier: "list.group", count: { owner.value?.shownGroups.count ?? 0 },
                make: { group in owner.value?.makeGroup(group) ?? Brick() })
        } else {
            rows = Self.rowSection(
                count: { owner.value?.shown?.count ?? count() }, estimatedHeight: estimatedRowHeight,
                reuses: reuse != nil, owner: owner, position: { $0 })
        }
        let section = rows
        let scroll = ListScrollView { _ in [section] }
        scrollView = scroll
        super.init()
        owner.value = self
        scroll.onBehaviorsApplied = { [weak self] in self?.finishCursorReveal() }
        self.identifier = identifier
        scrollView.takesFocus = false
        scrollView.scrollbarVisibility = .automatic
        if groups != nil {
            if stickyHeaders { scrollView.behaviors.append(StickyLayoutBehavior { $0.identifier == "list.header" }) }
            shownGroups = makeShownGroups()
            rows.estimatedItemHeight = estimatedGroupHeight()
        }
        addChild(scrollView)
    }

    /// The rows shown (all, or those matching ``filterText``) as the selection sees them:
    /// index `i` is the `i`-th row shown.
    public var items: SelectionItems<ID> {
        SelectionItems(
            count: shownCount, id: { [unowned self] in identity(dataIndex($0)) },
            index: { [unowned self] in lookup($0).flatMap(position(ofDataIndex:)) },
            isEnabled: { [unowned self] in isRowEnabled(dataIndex($0)) },
            title: { [unowned self] in title(ofDataIndex: dataIndex($0)) })
    }

    /// The cursor's data index, nil when there is no cursor.
    public var cursorIndex: Int? { selection.cursorIndex(in: items).map(dataIndex) }

    /// How many rows show (those matching the filter).
    public var shownCount: Int { groupSource == nil ? rows.count : shownGroups.starts.last ?? 0 }

    /// The offsets of the characters of row `index`'s title that the filter matched (empty
    /// without a filter), for a row brick that highlights them.
    public func matchedOffsets(ofRow index: Int) -> [Int] {
        filterText.isEmpty ? [] : TextMatch.match(filterText, in: title(ofDataIndex: index), mode: filterMode) ?? []
    }

    /// Asks for the count, the groups and the rows again (the data changed): the cursor
    /// stays on its row by identity, or takes the row now at its place; selected rows that
    /// are gone drop out.
    public func reloadData() {
        if filterText.isEmpty { shown = nil } else { shown = matches(in: nil) }
        rowsChanged()
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

    /// A list whose value is the cursor's item ("item 3 of 40: notes.md"), selected when that item is.
    public override var defaultAccessibility: AccessibilityElement {
        let current = items.accessibilityCurrentItem(selection)
        return controlAccessibility(
            .list, label: "", value: current.value, state: AccessibilityState(isSelected: current.isSelected))
    }

    /// Its rows' height (as far as `proposal` allows) at the width offered, as a scroll view measures.
    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let inner = scrollView.sizeThatFits(proposal.inset(by: chrome), context: context)
        return Size(width: inner.width + chrome.horizontal, height: inner.height + chrome.vertical)
    }

    public override func layoutChildren(context: LayoutContext) {
        if selection.cursor == nil && shownCount > 0, selection.reconcile(with: items).contains(.cursor) {
            // Placing the cursor is a move too: heard after the pass, outside layout.
            afterLayout { [weak self] in if let self { onCursorChange?(self) } }
        }
        scrollView.frame = contentFrame
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        // The frame is laid out: the cursor's row was shown (see `finishCursorReveal`).
        needsCursorReveal = false
        drawChrome(into: &canvas, context: context)
        guard shownCount == 0, !emptyText.isEmpty else { return }
        let area = contentFrame
        let width = TextWidth.width(emptyText)
        let origin = Point(x: area.x + max(0, (area.width - width) / 2), y: area.y + max(0, (area.height - 1) / 2))
        canvas.write(emptyText, at: origin, style: controlStyle(in: context).adding(.dim))
    }

    public override func focusDidChange(isFocused: Bool) {
        refreshRows()
    }

    public override func handle(_ event: Event) -> EventResult { handleInput(event) }

    // MARK: Data

    /// The data index of the `position`-th row shown.
    package func dataIndex(_ position: Int) -> Int {
        guard let shown else { return position }
        return position >= 0 && position < shown.count ? shown[position] : position
    }

    /// Where data index `index` is among the rows shown, nil when it is filtered out (or not a row).
    func position(ofDataIndex index: Int) -> Int? {
        guard let shown else { return index >= 0 && index < dataCount() ? index : nil }
        var low = 0
        var high = shown.count
        while low < high {
            let middle = (low + high) / 2
            if shown[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low < shown.count && shown[low] == index ? low : nil
    }

    package func title(ofDataIndex index: Int) -> String {
        if let rowTitle { return rowTitle(index) }
        if let optionStore, index >= 0, index < optionStore.options.count { return optionStore.options[index] }
        return String(describing: identity(index))
    }

    /// The data indices among `candidates` (nil: every row) whose title matches the filter.
    ///
    /// Plain loops over arrays: a million titles are matched in the time of a frame or two
    /// (options are read straight from their array, not through a closure per row).
    private func matches(in candidates: [Int]?) -> [Int] {
        let matcher = TextMatcher(filterText, mode: filterMode)
        var result: [Int] = []
        if rowTitle == nil, let options = optionStore?.options {
            if let candidates {
                for index in candidates where index < options.count && matcher.matches(options[index]) {
                    result.append(index)
                }
            } else {
                for index in options.indices where matcher.matches(options[index]) { result.append(index) }
            }
            return result
        }
        if let candidates {
            for index in candidates where matcher.matches(title(ofDataIndex: index)) { result.append(index) }
        } else {
            for index in 0..<dataCount() where matcher.matches(title(ofDataIndex: index)) { result.append(index) }
        }
        return result
    }

    /// Shows the rows matching ``filterText``; a longer query only looks among the rows that matched the shorter one.
    private func applyFilter(narrowing: Bool) {
        if filterText.isEmpty {
            shown = nil
        } else if narrowing, let previous = shown {
            shown = matches(in: previous)
        } else {
            shown = matches(in: nil)
        }
        rowsChanged()
    }

    /// After the rows shown changed: rows again, and the state brought in line by identity.
    func rowsChanged() {
        if groupSource != nil {
            shownGroups = makeShownGroups()
            rows.estimatedItemHeight = estimatedGroupHeight()
        }
        rows.reloadData()
        // Rows the filter hides stay selected: only rows gone from the data (or disabled) drop out.
        let change = selection.reconcile(
            with: items, selectable: { [unowned self] id in lookup(id).map(isRowEnabled) ?? false })
        if change.contains(.selection) { sendActions(for: .valueChanged) }
        revealCursor()
        if change.contains(.cursor) { onCursorChange?(self) }
    }
}

/// A weak reference a closure can hold before the object it points to exists.
@MainActor
final class WeakBox<Value: AnyObject> {
    weak var value: Value?
}
