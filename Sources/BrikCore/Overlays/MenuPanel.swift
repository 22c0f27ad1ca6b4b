import BrikRendering

/// One open menu of a ``MenuSession``: a box of rows shown as a popover overlay. It takes
/// the focus while it is the innermost open menu and hands keys and clicks to its session.
@MainActor
final class MenuPanel: Brick, OverlayContent {
    /// The session it shows a level of; it keeps the session alive while it is on screen.
    let session: MenuSession
    /// Which level of ``MenuState/levels`` it shows.
    let level: Int
    let menu: Menu
    /// One row per item, separators included (submenus open next to their row).
    private(set) var rows: [MenuRow] = []

    init(session: MenuSession, level: Int, menu: Menu) {
        self.session = session
        self.level = level
        self.menu = menu
        super.init()
        identifier = "menu"
        border = .rounded
        rows = menu.items.indices.map { MenuRow(panel: self, index: $0) }
        for row in rows { addChild(row) }
    }

    /// The highlighted item's index, read from the session's state.
    var highlighted: Int? {
        session.state.levels.indices.contains(level) ? session.state.levels[level].highlighted : nil
    }

    override var canBecomeFocused: Bool { true }

    /// Columns of the right-hand part (accelerators, submenu marks), 0 when no row has one.
    var trailingWidth: Int {
        menu.items.map { MenuRow.trailingText(of: $0).map(TextWidth.width) ?? 0 }.max() ?? 0
    }

    /// A menu labelled by its title whose value is the highlighted item ("item 2 of 4: Open"),
    /// separators not counted; disabled when that item is.
    override var defaultAccessibility: AccessibilityElement {
        let items = menu.items.indices.filter { !menu.items[$0].isSeparator }
        guard let highlighted, let position = items.firstIndex(of: highlighted) else {
            return AccessibilityElement(role: .menu, label: menu.title)
        }
        let item = menu.items[highlighted]
        let value = "item \(position + 1) of \(items.count): \(item.title)" + (item.submenu == nil ? "" : ", submenu")
        return AccessibilityElement(
            role: .menu, label: menu.title, value: value, state: AccessibilityState(isDisabled: !item.isEnabled))
    }

    override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let titles = menu.items.map { $0.isSeparator ? 0 : TextWidth.width($0.title) }.max() ?? 0
        let trailing = trailingWidth
        // A space each side inside the border, two between title and accelerator.
        let inner = max(8, 1 + titles + (trailing > 0 ? 2 + trailing : 0) + 1)
        return Size(width: inner + 2, height: menu.items.count + 2)
    }

    override func layoutChildren(context: LayoutContext) {
        // Rows span the border columns, so a submenu anchored to one opens beside the box.
        for (index, row) in rows.enumerated() {
            let y = frame.y + 1 + index
            row.frame = y < frame.maxY - 1 ? Rect(x: frame.x, y: y, width: frame.width, height: 1) : .zero
        }
    }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        canvas.fill(frame, style: context.style.removing(.reverse))
        drawChrome(into: &canvas, context: context)
    }

    override func handle(_ event: Event) -> EventResult {
        switch event {
        case .key(let key):
            return session.handle(key)
        case .mouse(let mouse):
            guard case .press(let button) = mouse.action else { return .handled }
            if button == .left, let index = rows.firstIndex(where: { $0.frame.contains(mouse.position) }) {
                _ = session.click(level: level, index: index)
            }
            return .handled
        default:
            return .ignored
        }
    }

    /// The focus starts here; Esc is the menu's own (it closes a submenu first).
    func prepare(_ overlay: Overlay) {
        overlay.initialFocus = self
        overlay.dismissesOnEscape = false
    }

    func overlayDidDismiss(_ overlay: Overlay) {
        session.panelDidDismiss(self)
    }
}

/// A row of a ``MenuPanel``: an item (title left, accelerator or ▸ right), or a separator.
@MainActor
final class MenuRow: Brick {
    unowned let panel: MenuPanel
    let index: Int

    init(panel: MenuPanel, index: Int) {
        self.panel = panel
        self.index = index
        super.init()
    }

    var item: MenuItem { panel.menu.items[index] }

    /// What the right of a row shows: the accelerator, or ▸ for a submenu.
    static func trailingText(of item: MenuItem) -> String? {
        item.submenu != nil ? "▸" : item.acceleratorLabel
    }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        guard frame.width > 2 else { return }
        let base = context.style.removing(.reverse)
        if item.isSeparator {
            let line = "├" + String(repeating: "─", count: frame.width - 2) + "┤"
            canvas.write(line, at: frame.origin, style: base)
            return
        }
        var style = item.isEnabled ? base : base.adding(.dim)
        if panel.highlighted == index { style = context.theme.selected(style) }
        let inner = frame.width - 2
        let trailing = Self.trailingText(of: item) ?? ""
        let trailingWidth = TextWidth.width(trailing)
        let titleRoom = max(0, inner - 2 - (trailingWidth > 0 ? trailingWidth + 2 : 0))
        let title = TextLayout.truncate(item.title, width: titleRoom)
        canvas.fill(Rect(x: frame.x + 1, y: frame.y, width: inner, height: 1), style: style)
        canvas.write(title, at: Point(x: frame.x + 2, y: frame.y), style: style)
        if trailingWidth > 0 && trailingWidth <= inner - 2 {
            let keyStyle = item.submenu == nil ? style.adding(.dim) : style
            canvas.write(trailing, at: Point(x: frame.maxX - 2 - trailingWidth, y: frame.y), style: keyStyle)
        }
    }
}
