import BrikRendering

/// A scrolling tree of nodes with a cursor and a selection, virtual to any size: only
/// the rows near the viewport exist as bricks, so 100,000 visible nodes cost what a
/// screenful does, and expanding or collapsing a subtree of any size costs O(depth ×
/// log children) — the rows are kept as counts per subtree with prefix sums over each
/// node's children, never as a list.
///
/// Nodes are the app's identities (`ID`, unique in the tree). A data source says which
/// nodes may have children (they show `▸` before their children are asked for), the
/// children of a node (``TreeChildren``: known now, or loaded off the main actor with a
/// "Loading…" row meanwhile, an error showing as a row instead), and a node's title. Rows
/// show guides (`├─`, `└─`, `│`) from their depth; the app may give its own brick per row.
/// The cursor and selection are a ``SelectionState`` over the visible rows (``selection``),
/// kept by identity through expanding, collapsing and reloads: when collapsing hides the
/// cursor's node, the cursor moves to the collapsed ancestor.
///
/// Keys (while the tree has focus): → (l) expands a node or goes to its first child,
/// ← (h) collapses it or goes to its parent, Enter toggles a node with children and
/// activates a leaf, `*` expands everything below the cursor; ↑/↓ (j/k), PgUp/PgDn,
/// Home/End (g/G), Space, Shift ranges, Ctrl+A and type-ahead as in a ``List``. A click
/// on `▸`/`▾` toggles the node, on the row moves the cursor; a double click is Enter. A
/// node the user expands on the last row scrolls up one row to show its first child (or
/// its "Loading…").
///
/// Events: ``ControlEvent/valueChanged`` when the selection changes,
/// ``ControlEvent/primaryActionTriggered`` when a leaf is activated, ``onCursorChange``,
/// ``onExpansionChange`` when the user expands or collapses a node, ``onChildrenLoaded``
/// when a loader's answer arrives. Changes made from
/// code (``expand(_:recursively:)``, ``reveal(_:)``, setting ``selection``) send none.
///
/// ```swift
/// let files = ["src": ["main.swift", "util.swift"], "docs": ["guide.md"]]
/// let opened = Label("")
/// let tree = Tree<String>(
///     roots: ["src", "docs"], children: { files[$0] ?? [] }, title: { $0 })
/// tree.expand("src")
/// tree.action(event: .primaryActionTriggered) { tree in opened.text = tree.selection.cursor ?? "" }
/// ```
/// ```text
/// ▾ src
/// ├── main.swift
/// └── util.swift
/// ▸ docs
/// ```
@MainActor
public class Tree<ID: Hashable & Sendable>: Control {
    /// The cursor and the selected nodes. Setting it redraws; it sends no event.
    public var selection: SelectionState<ID> {
        didSet { refreshRows() }
    }
    /// Called when a key, a click or a change of the tree moved the cursor to another node,
    /// and when the first layout placed it.
    public var onCursorChange: ((Tree<ID>) -> Void)?
    /// Called when the user expanded (true) or collapsed (false) a node, with its identity.
    public var onExpansionChange: ((_ tree: Tree<ID>, _ node: ID, _ isExpanded: Bool) -> Void)?
    /// Called when a loader's children (or its error) for the node `node` replaced its
    /// "Loading…" row, on the main actor.
    public var onChildrenLoaded: ((_ tree: Tree<ID>, _ node: ID) -> Void)?
    /// Which letters move the cursor (with vim keys, h and l collapse and expand) and which type ahead.
    public var keyOptions = SelectionKeyOptions()
    /// Whether rows show guides (`├─`, `└─`, `│`); without them, only indentation.
    public var showsGuides = true {
        didSet { if showsGuides != oldValue { rows.reloadData() } }
    }
    /// The text of the row under a node whose children are loading.
    public var loadingText = "Loading…" {
        didSet { if loadingText != oldValue { rows.reloadData() } }
    }
    /// What a tree with no roots shows.
    public var emptyText = "Nothing to show" {
        didSet { setNeedsDisplay() }
    }
    /// The top-level nodes; setting them shows the new ones (nodes kept by identity keep their state).
    public var roots: [ID] {
        didSet { changeStructure { nodes.setChildren(roots, of: TreeNodes<ID>.top) } }
    }
    /// The scroll view the rows are in.
    public let scrollView: ScrollBrik
    /// The virtual section of rows (one row per visible node or placeholder).
    public let rows: VirtualSection

    let childrenOf: (ID) -> TreeChildren<ID>
    let mayHaveChildrenOf: (ID) -> Bool
    let titleOf: (ID) -> String
    /// The nodes loaded so far and the rows they show.
    let nodes = TreeNodes<ID>()
    /// Loads started and not finished yet.
    var loadsInFlight = 0
    var lastLoadToken = 0
    /// The row the section was asked to show at the top, until the next layout does it.
    var requestedTopRow: Int?
    /// The rest of a ``reveal(path:)`` waiting for children to load.
    var pendingReveal: [ID] = []
    /// The last click, to recognise a double click on the same row.
    var clicks = DoubleClickDetector(interval: Tree<ID>.doubleClickInterval)

    /// How soon a second click on the same row counts as a double click.
    public static var doubleClickInterval: Duration { .milliseconds(400) }

    /// A tree showing `roots`. `mayHaveChildren` says whether a node shows a disclosure
    /// before its children are asked for; `children` is asked the first time a node
    /// expands (and again on ``reloadChildren(of:)`` or ``reloadData()``); `title` gives
    /// the row text, also what type-ahead matches. With `row`, each node's row shows the
    /// app's brick after the guides instead of the title (one line tall), reconfigured by
    /// `reuse` when given.
    public init(
        _ identifier: String = "", mode: SelectionMode = .single, roots: [ID],
        mayHaveChildren: @escaping (ID) -> Bool, children: @escaping (ID) -> TreeChildren<ID>,
        title: @escaping (ID) -> String, row: ((ID) -> Brick)? = nil, reuse: ((_ brick: Brick, _ node: ID) -> Void)? = nil
    ) {
        self.roots = roots
        childrenOf = children
        mayHaveChildrenOf = mayHaveChildren
        titleOf = title
        selection = SelectionState(mode: mode)
        let owner = WeakBox<Tree<ID>>()
        let reusesRows = row == nil || reuse != nil
        let section = VirtualSection(
            itemIdentifier: "row", count: { owner.value?.nodes.rowCount ?? 0 }, estimatedHeight: 1,
            make: { position in
                let content = row.flatMap { row in owner.value.map { row($0.nodeID(atRow: position)) } }
                let made = TreeRow(content: content)
                owner.value?.configure(made, position: position)
                return made
            },
            reuse: reusesRows
                ? { brick, position in
                    guard let treeRow = brick as? TreeRow, let tree = owner.value else { return }
                    if let content = treeRow.content, let reuse { reuse(content, tree.nodeID(atRow: position)) }
                    tree.configure(treeRow, position: position)
                } : nil)
        rows = section
        scrollView = ScrollBrik { _ in section }
        super.init()
        owner.value = self
        self.identifier = identifier
        scrollView.takesFocus = false
        scrollView.scrollbarVisibility = .automatic
        addChild(scrollView)
        nodes.setChildren(roots, of: TreeNodes<ID>.top)
    }

    /// A tree whose children are known at once: `children` gives them (a node with none
    /// is a leaf).
    public convenience init(
        _ identifier: String = "", mode: SelectionMode = .single, roots: [ID],
        children: @escaping (ID) -> [ID], title: @escaping (ID) -> String
    ) {
        self.init(
            identifier, mode: mode, roots: roots, mayHaveChildren: { !children($0).isEmpty },
            children: { .now(children($0)) }, title: title)
    }

    /// A tree whose children come from `loader`, run off the main actor when a node first
    /// expands ("Loading…" shows meanwhile; an error shows as a row). `mayHaveChildren`
    /// says which nodes show a disclosure before that.
    public convenience init(
        _ identifier: String = "", mode: SelectionMode = .single, roots: [ID],
        mayHaveChildren: @escaping (ID) -> Bool, loader: @escaping @Sendable (ID) async throws -> [ID],
        title: @escaping (ID) -> String
    ) {
        self.init(
            identifier, mode: mode, roots: roots, mayHaveChildren: mayHaveChildren,
            children: { id in .later { try await loader(id) } }, title: title)
    }

    /// The visible rows as the selection sees them: row `i` is the `i`-th node shown. The
    /// placeholder rows ("Loading…", errors) are disabled and stand for their node.
    public var items: SelectionItems<ID> {
        SelectionItems(
            count: nodes.rowCount, id: { [unowned self] in nodeID(atRow: $0) },
            index: { [unowned self] in nodes.slot(of: $0).flatMap(nodes.row(of:)) },
            isEnabled: { [unowned self] in !nodes.row(at: $0).isPlaceholder },
            title: { [unowned self] in titleOf(nodeID(atRow: $0)) })
    }

    /// How many rows show (visible nodes and placeholders).
    public var shownCount: Int { nodes.rowCount }

    /// The row of the cursor's node, nil when there is no cursor.
    public var cursorRow: Int? { selection.cursor.flatMap { row(of: $0) } }

    /// The row of node `id`, nil when it is not loaded or a collapsed ancestor hides it.
    public func row(of id: ID) -> Int? {
        nodes.slot(of: id).flatMap(nodes.row(of:))
    }

    public override var canBecomeFocused: Bool { isEnabled }

    /// None, like the scroll view inside: a stack that must shrink takes rows from the tree first.
    public override func hasIntrinsicSize(along axis: Axis) -> Bool { false }

    public override var huggingPriority: Int { 250 }

    /// A tree whose value is the cursor's node and its level ("item 2 of 7: src, level 1"),
    /// expanded or collapsed when the node may have children.
    public override var defaultAccessibility: AccessibilityElement {
        let current = items.accessibilityCurrentItem(selection)
        guard let id = selection.cursor, row(of: id) != nil else {
            return controlAccessibility(.tree, label: "", value: current.value)
        }
        var level = 1
        var node = id
        while let up = parent(of: node) {
            level += 1
            node = up
        }
        let state = AccessibilityState(isSelected: current.isSelected, isExpanded: mayHaveChildrenOf(id) ? isExpanded(id) : nil)
        return controlAccessibility(.tree, label: "", value: "\(current.value), level \(level)", state: state)
    }

    /// Its rows' height (as far as `proposal` allows) at the width offered, as a scroll view measures.
    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let inner = scrollView.sizeThatFits(proposal.inset(by: chrome), context: context)
        return Size(width: inner.width + chrome.horizontal, height: inner.height + chrome.vertical)
    }

    public override func layoutChildren(context: LayoutContext) {
        if selection.cursor == nil && nodes.rowCount > 0,
            selection.reconcile(with: items, selectable: { [unowned self] in nodes.contains($0) }).contains(.cursor)
        {
            // Placing the cursor is a move too: heard after the pass, outside layout.
            afterLayout { [weak self] in if let self { onCursorChange?(self) } }
        }
        // The section takes the requested top row in this pass; after it, its first visible item says.
        requestedTopRow = nil
        scrollView.frame = contentFrame
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        guard nodes.rowCount == 0, !emptyText.isEmpty else { return }
        let area = contentFrame
        let text = TextLayout.truncate(emptyText, width: area.width)
        let origin = Point(
            x: area.x + max(0, (area.width - TextWidth.width(text)) / 2), y: area.y + max(0, (area.height - 1) / 2))
        canvas.write(text, at: origin, style: controlStyle(in: context).adding(.dim))
    }

    public override func focusDidChange(isFocused: Bool) {
        refreshRows()
    }

    public override func handle(_ event: Event) -> EventResult {
        guard isEnabled else { return .ignored }
        switch event {
        case .key(let key): return handleKey(key)
        case .mouse(let mouse): return handleMouse(mouse)
        default: return .ignored
        }
    }

    // MARK: Rows

    /// The node of row `position`, or the node a placeholder row stands under.
    func nodeID(atRow position: Int) -> ID {
        nodes.id(nodes.row(at: position).slot)
    }

    /// A row just made or reused: what it shows of its node.
    func configure(_ row: TreeRow, position: Int) {
        guard position >= 0, position < nodes.rowCount else { return }
        let found = nodes.row(at: position)
        let slot = found.slot
        row.slot = slot
        if found.isPlaceholder {
            let depth = nodes[slot].depth + 1
            var line = TreeRow.Line(
                kind: .loading, depth: depth, guides: guides(parent: slot, depth: depth, isLast: true),
                disclosure: showsGuides ? "─" : " ", text: loadingText)
            if case .failed(let message) = nodes[slot].load {
                line.kind = .failure
                line.text = "⚠ " + message
            }
            row.line = line
        } else {
            let node = nodes[slot]
            let disclosure: Character =
                mayHaveChildren(slot) ? (node.isExpanded ? "▾" : "▸") : (showsGuides && node.depth > 0 ? "─" : " ")
            row.line = TreeRow.Line(
                kind: .node, depth: node.depth,
                guides: guides(parent: node.parent, depth: node.depth, isLast: nodes.isLastChild(slot)),
                disclosure: disclosure, text: titleOf(nodes.id(slot)))
        }
        update(row)
    }

    /// The guides of a row at `depth` under `parent`: for each level above it, `│ ` where
    /// that ancestor has siblings below it; then `├─`, or `└─` for a last child.
    private func guides(parent: Int, depth: Int, isLast: Bool) -> [TreeRow.Guide] {
        guard depth > 0 else { return [] }
        var levels = [TreeRow.Guide](repeating: .blank, count: depth)
        guard showsGuides else { return levels }
        var ancestor = parent
        while ancestor != TreeNodes<ID>.top, nodes[ancestor].depth >= 1 {
            levels[nodes[ancestor].depth - 1] = nodes.isLastChild(ancestor) ? .blank : .through
            ancestor = nodes[ancestor].parent
        }
        levels[depth - 1] = isLast ? .last : .branch
        return levels
    }

    /// Tells every row that exists what it shows of the selection and focus.
    func refreshRows() {
        let marks = RowMarks(of: self)
        for position in rows.mountedIndices {
            if let row = rows.brick(at: position) as? TreeRow { marks.update(row, nodes: nodes) }
        }
    }

    private func update(_ row: TreeRow) {
        RowMarks(of: self).update(row, nodes: nodes)
    }

    /// What rows show of the state, read once for all of them: the state is generic, and
    /// reading it per row looked its layout up at run time every time.
    @MainActor
    private struct RowMarks {
        let cursor: ID?
        let selected: Set<ID>
        /// The selected node when there is exactly one (no set lookup then).
        let onlySelected: ID?
        let showsCheck: Bool
        let isFocused: Bool

        init(of tree: Tree<ID>) {
            cursor = tree.selection.cursor
            selected = tree.selection.selectedIDs
            onlySelected = selected.count == 1 ? selected.first : nil
            showsCheck = tree.selection.mode == .multiple
            isFocused = tree.isFocused
        }

        func update(_ row: TreeRow, nodes: TreeNodes<ID>) {
            guard row.line.kind == .node, row.slot >= 0 else {
                row.marks = TreeRow.Marks()
                return
            }
            let id = nodes.id(row.slot)
            let isSelected = selected.isEmpty ? false : onlySelected.map { $0 == id } ?? selected.contains(id)
            row.marks = TreeRow.Marks(
                isCursor: cursor == id, isSelected: isSelected, showsCheck: showsCheck, treeIsFocused: isFocused)
        }
    }

    /// Whether node `slot` may have children, as the data source said (asked once).
    func mayHaveChildren(_ slot: Int) -> Bool {
        if let known = nodes[slot].mayHaveChildren { return known }
        let answer = mayHaveChildrenOf(nodes.id(slot))
        nodes.setMayHaveChildren(answer, at: slot)
        return answer
    }

    // MARK: Scrolling

    /// Scrolls just enough for the cursor's row to show, from `top` when given (after the
    /// rows changed: the row that was at the top) or the current top row.
    func scrollCursorIntoView(top: Int? = nil) {
        let current = requestedTopRow ?? rows.firstVisibleItem ?? 0
        var first = top ?? current
        let height = scrollView.unobscuredViewport.height
        if height > 0 {
            if let row = cursorRow {
                if row < first {
                    first = row
                } else if row >= first + height {
                    first = row - height + 1
                }
            }
            first = min(first, nodes.rowCount - height)
        }
        first = max(0, first)
        guard first != current || top != nil else { return }
        requestedTopRow = first
        rows.scrollToItem(first)
    }
}
