import BrikRendering

/// A row of menu titles ("File  Edit  View") that opens each menu under its title.
///
/// F10 (the binding `menubar`) or a click on a title opens a menu; while one is open, ←/→
/// move to the menu beside it (→ opens a submenu first when the highlighted item has one)
/// and Esc closes it. The accelerators of every menu's items are application bindings while
/// the bar is on screen, so Ctrl+S runs "Save" whether a menu is open or not; the help and
/// the command palette list them.
///
/// ```swift
/// let bar = MenuBar([
///     Menu("File") { MenuItem("Save", key: "ctrl+s") { save() } },
///     Menu("Edit") { MenuItem("Undo", key: "ctrl+z") { undo() } },
/// ])
/// ```
@MainActor
public final class MenuBar: Brick {
    /// The menus, left to right.
    public var menus: [Menu] {
        didSet {
            close()
            rebuildTitles()
            if application != nil { installBindings() }
        }
    }
    /// The index of the open menu, nil when none is.
    public private(set) var openIndex: Int?
    /// The open menu's session, while one is open.
    public private(set) var session: MenuSession?
    private var titles: [MenuBarTitle] = []
    private var installedIDs: [String] = []

    /// A bar of `menus`.
    public init(_ menus: [Menu]) {
        self.menus = menus
        super.init()
        identifier = "menubar"
        rebuildTitles()
        onAppear { [unowned self] in installBindings() }
        onDisappear { [unowned self] in removeBindings() }
    }

    /// A bar of the menus `menus` builds, as a ``Menu`` builds its items:
    /// `MenuBar { Menu("File") { … }; Menu("Edit") { … } }` (anything but a menu is left out).
    public convenience init(@MenuBuilder _ menus: () -> [MenuItem]) {
        self.init(menus().compactMap(\.submenu))
    }

    /// Opens menu `index` under its title (closing the one open).
    public func open(_ index: Int) {
        guard let application, menus.indices.contains(index) else { return }
        close()
        openIndex = index
        let session = application.showMenu(menus[index], anchoredTo: titles[index])
        self.session = session
        session.onAdjacent = { [unowned self] delta in
            guard let openIndex else { return }
            open(((openIndex + delta) % menus.count + menus.count) % menus.count)
        }
        session.onClose { [weak self, weak session] in
            guard let self, self.session === session else { return }
            self.session = nil
            openIndex = nil
            setNeedsDisplay()
        }
        setNeedsDisplay()
    }

    /// Closes the open menu, if any.
    public func close() {
        session?.close()
    }

    private func rebuildTitles() {
        for title in titles { title.removeFromParent() }
        titles = menus.indices.map { MenuBarTitle(bar: self, index: $0) }
        for title in titles { addChild(title) }
        setNeedsLayout()
    }

    /// F10 and the accelerators, as application bindings (ids `menubar` and `menubar.<menu>.<item>`).
    private func installBindings() {
        guard let application else { return }
        removeBindings()
        var added: [KeyBinding] = [
            KeyBinding("menubar", keys: [KeyEvent(.function(10))], description: "menu bar") { [unowned self] in open(0) }
        ]
        for menu in menus {
            for item in menu.itemsWithAccelerators {
                guard let key = item.accelerator, case .action(let action) = item.kind else { continue }
                let id = "menubar.\(menu.title).\(item.title)".lowercased()
                added.append(KeyBinding(id, keys: [key], description: item.title) { action() })
            }
        }
        installedIDs = added.map(\.id)
        application.bindings.append(contentsOf: added)
    }

    private func removeBindings() {
        guard let application, !installedIDs.isEmpty else { return }
        let ids = Set(installedIDs)
        application.bindings.removeAll { ids.contains($0.id) }
        installedIDs = []
    }

    /// A menu bar whose value names the open menu ("File open").
    public override var defaultAccessibility: AccessibilityElement {
        AccessibilityElement(
            role: .menuBar, value: openIndex.map { menus.indices.contains($0) ? "\(menus[$0].title) open" : "" } ?? "")
    }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let width = titles.reduce(0) { $0 + $1.width }
        return Size(width: min(proposal.width ?? width, width), height: 1)
    }

    public override func layoutChildren(context: LayoutContext) {
        var x = frame.x
        for title in titles {
            let width = max(0, min(title.width, frame.maxX - x))
            title.frame = Rect(x: x, y: frame.y, width: width, height: frame.height > 0 ? 1 : 0)
            x += width
        }
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        canvas.fill(Rect(x: frame.x, y: frame.y, width: frame.width, height: min(1, frame.height)), style: context.style)
    }
}

/// One title of a ``MenuBar``: ` File `, reverse while its menu is open; a click opens it.
@MainActor
final class MenuBarTitle: Brick {
    unowned let bar: MenuBar
    let index: Int

    init(bar: MenuBar, index: Int) {
        self.bar = bar
        self.index = index
        super.init()
    }

    var text: String { " \(bar.menus[index].title) " }
    var width: Int { TextWidth.width(text) }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        let style = bar.openIndex == index ? context.theme.selected(context.style) : context.style
        canvas.write(TextLayout.truncate(text, width: frame.width), at: frame.origin, style: style)
    }

    override func handle(_ event: Event) -> EventResult {
        guard case .mouse(let mouse) = event, case .press(.left) = mouse.action else { return .ignored }
        bar.open(index)
        return .handled
    }
}
