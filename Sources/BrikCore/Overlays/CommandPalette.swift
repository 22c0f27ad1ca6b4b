import BrikRendering

/// The command palette: a search field over every command and key binding the app has at
/// the moment it opens, fuzzy-filtered as you type, each with its keys on the right.
///
/// Ctrl-P (the global binding `palette`, remappable with ``Application/keymap``) opens it
/// near the top of the screen (``Application/showCommandPalette()``). Typing filters the
/// entries (the letters matched are bold and underlined), ↑/↓ and PgUp/PgDn move, Enter
/// or a click runs the entry *after* the palette closed, so a binding that acts on the
/// focused brick acts on the brick focused before the palette opened. Esc (or Ctrl-P again)
/// closes it without running anything.
///
/// ```swift
/// app.registerCommand(id: "file.open", title: "Open file…", keys: ["ctrl+o"]) { openFile() }
/// app.showCommandPalette()
/// ```
@MainActor
public final class CommandPalette: Brick, OverlayContent {
    /// One line of the palette: a command or a binding.
    public struct Entry {
        /// The command's or the binding's id.
        public var id: String
        /// What is shown and matched.
        public var title: String
        /// The keys, as shown on the right (`ctrl+s`, `esc/q`); empty when it has none.
        public var keys: String
        /// What choosing it does.
        public var run: @MainActor () -> Void
    }

    /// Every entry, before filtering.
    public let entries: [Entry]
    /// The entries matching the query, in order, with the offsets of the matched characters.
    public private(set) var shown: [(entry: Entry, offsets: [Int])] = []
    /// The index in ``shown`` of the entry Enter runs, nil when nothing matches.
    public private(set) var cursor: Int?
    /// The field typed in.
    public let field = TextField(placeholder: "Type a command")
    /// The most entries shown at once; the rest scroll.
    public var visibleRowCount = 10 { didSet { setNeedsLayout() } }
    /// The widest the palette grows (cells, border included).
    public var preferredWidth = 64 { didSet { setNeedsLayout() } }
    private let rows = PaletteRows()
    private var firstShown = 0

    /// A palette over `entries`.
    public init(entries: [Entry]) {
        self.entries = entries
        super.init()
        border = .rounded
        borderTitle = "Commands"
        rows.palette = self
        // The field keeps the focus while the cursor moves among the rows: they are heard as they change.
        rows.isAccessibilityLiveRegion = true
        addChild(field)
        addChild(rows)
        field.action(event: .editingChanged) { [unowned self] _ in filter() }
        field.action(event: .editingDidEndOnExit) { [unowned self] _ in choose(cursor) }
        filter()
    }

    /// The query typed so far.
    public var query: String { field.text }

    /// Runs the entry at `index` of ``shown`` after closing the palette (nil: just closes).
    public func choose(_ index: Int?) {
        let entry = index.flatMap { shown.indices.contains($0) ? shown[$0].entry : nil }
        presentingOverlay?.dismiss()
        entry?.run()
    }

    private func filter() {
        shown = entries.compactMap { entry in
            TextMatch.match(query, in: entry.title, mode: .fuzzy).map { (entry, $0) }
        }
        cursor = shown.isEmpty ? nil : 0
        firstShown = 0
        rows.setNeedsDisplay()
    }

    private func move(by delta: Int) {
        guard !shown.isEmpty else { return }
        cursor = min(max(0, (cursor ?? 0) + delta), shown.count - 1)
        rows.setNeedsDisplay()
    }

    /// The first entry drawn, moved just enough to show the cursor in `height` rows.
    func firstRow(height: Int) -> Int {
        guard let cursor, height > 0 else { return 0 }
        if cursor < firstShown { firstShown = cursor }
        if cursor >= firstShown + height { firstShown = cursor - height + 1 }
        return firstShown
    }

    /// A dialog labelled "Command palette" (its field and its rows speak for themselves).
    public override var defaultAccessibility: AccessibilityElement {
        AccessibilityElement(role: .dialog, label: "Command palette")
    }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let width = min(proposal.width ?? preferredWidth, preferredWidth)
        let listed = max(1, min(visibleRowCount, entries.count))
        return Size(width: max(width, 20), height: 1 + listed + 2)
    }

    public override func layoutChildren(context: LayoutContext) {
        let area = contentFrame
        field.frame = Rect(x: area.x + 1, y: area.y, width: max(0, area.width - 2), height: min(1, area.height))
        rows.frame = Rect(x: area.x, y: area.y + 1, width: area.width, height: max(0, area.height - 1))
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        canvas.fill(frame, style: context.style.removing(.reverse))
        drawChrome(into: &canvas, context: context)
    }

    public override func handle(_ event: Event) -> EventResult {
        switch event {
        case .key(let key) where key.modifiers.isEmpty:
            let page = max(1, rows.frame.height - 1)
            switch key.key {
            case .up: move(by: -1)
            case .down: move(by: 1)
            case .pageUp: move(by: -page)
            case .pageDown: move(by: page)
            default: return .ignored
            }
            return .handled
        case .mouse(let mouse):
            switch mouse.action {
            case .press(.left):
                let row = mouse.position.y - rows.frame.y
                if rows.frame.contains(mouse.position), row >= 0 { choose(firstRow(height: rows.frame.height) + row) }
            case .wheelUp: move(by: -1)
            case .wheelDown: move(by: 1)
            default: break
            }
            return .handled
        default:
            return .ignored
        }
    }

    /// The focus starts in the field.
    public func prepare(_ overlay: Overlay) {
        overlay.initialFocus = field
    }

    /// Nothing to tidy: the entry chosen runs from ``choose(_:)``.
    public func overlayDidDismiss(_ overlay: Overlay) {}
}

/// The palette's entries under its field: titles left (matched letters bold and
/// underlined), keys right and dim, the cursor's row in reverse video.
@MainActor
final class PaletteRows: Brick {
    weak var palette: CommandPalette?

    /// A list labelled "Commands" whose value is the cursor's entry ("item 1 of 3: Save").
    override var defaultAccessibility: AccessibilityElement {
        guard let palette, let cursor = palette.cursor, palette.shown.indices.contains(cursor) else {
            return AccessibilityElement(role: .list, label: "Commands", value: "no matching commands")
        }
        let value = "item \(cursor + 1) of \(palette.shown.count): \(palette.shown[cursor].entry.title)"
        return AccessibilityElement(role: .list, label: "Commands", value: value)
    }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        guard let palette, frame.width > 2 else { return }
        let base = context.style.removing(.reverse)
        if palette.shown.isEmpty {
            canvas.write(
                TextLayout.truncate(" No matching commands", width: frame.width), at: frame.origin, style: base.adding(.dim))
            return
        }
        let first = palette.firstRow(height: frame.height)
        for (row, item) in palette.shown.dropFirst(first).prefix(frame.height).enumerated() {
            let y = frame.y + row
            let style = first + row == palette.cursor ? context.theme.selected(base) : base
            canvas.fill(Rect(x: frame.x, y: y, width: frame.width, height: 1), style: style)
            let keys = item.entry.keys
            let keysWidth = TextWidth.width(keys)
            let titleRoom = max(0, frame.width - 2 - (keysWidth > 0 ? keysWidth + 2 : 0))
            let title = TextLayout.truncate(item.entry.title, width: titleRoom)
            canvas.write(title, at: Point(x: frame.x + 1, y: y), style: style)
            highlight(item.offsets, of: title, at: Point(x: frame.x + 1, y: y), in: &canvas)
            if keysWidth > 0 && keysWidth + 2 <= frame.width {
                canvas.write(keys, at: Point(x: frame.maxX - 1 - keysWidth, y: y), style: style.adding(.dim))
            }
        }
    }

    /// Marks the characters at `offsets` of `title` (as drawn from `origin`) bold and underlined.
    private func highlight(_ offsets: [Int], of title: String, at origin: Point, in canvas: inout Canvas) {
        guard !offsets.isEmpty else { return }
        let marked = Set(offsets)
        var x = origin.x
        for (offset, character) in title.enumerated() {
            let width = TextWidth.width(String(character))
            if marked.contains(offset) {
                canvas.restyle(Rect(x: x, y: origin.y, width: width, height: 1)) { $0.adding([.bold, .underline]) }
            }
            x += width
        }
    }
}
