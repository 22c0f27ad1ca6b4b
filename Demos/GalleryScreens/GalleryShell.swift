import BrikCore
import BrikRendering

/// The gallery around its screens: a title bar, a ``ScreenStack`` whose root screen is the
/// menu and on which opening a page pushes it, and a ``HelpFooter`` that lists the keys
/// that apply now.
///
/// At the menu ↑/↓ (or k/j) move, Enter opens, q or Esc quits. In a page, keys go to the
/// page first; Esc or q then pops it (the stack's `screen.back`), back to the menu as it
/// was. The top screen is the application's screen, so the footer and the full help (`?`)
/// list its bindings. The command palette (Ctrl-P) opens any page by name.
@MainActor
public final class GalleryShell: Brick {
    /// The screens the menu offers.
    public let pages: [GalleryPage]
    /// The menu, then the open page (if any).
    public let stack: ScreenStack
    /// The last row: the keys of what is shown.
    public let footer = HelpFooter()

    private let menu: GalleryMenu
    private let titleStyle = CellStyle(foreground: .brightWhite, background: .blue, attributes: .bold)

    /// A shell over `pages`, at the menu; ``open(id:)`` opens one directly.
    public init(pages: [GalleryPage] = GalleryCatalog.makePages()) {
        self.pages = pages
        let opener = WeakShell()
        menu = GalleryMenu(pages: pages) { page in opener.shell?.show(page) }
        stack = ScreenStack(root: menu)
        super.init()
        opener.shell = self
        stack.backKeys = [KeyEvent(.escape), .character("q")]
        // The title bar names the top page.
        stack.onTopChange = { [unowned self] _ in setNeedsDisplay() }
        footer.foregroundColor = .black
        footer.backgroundColor = .white
        footer.keyColor = .blue
        addChild(stack)
        addChild(footer)
        // The palette (Ctrl-P) lists every screen: "Open Dialogs", … and "Back to the menu".
        onAppear { [unowned self] in registerCommands() }
    }

    /// Registers a palette command per page, and one back to the menu.
    private func registerCommands() {
        guard let application else { return }
        for page in pages {
            // Below the open page's own commands.
            application.registerCommand(id: "gallery.open.\(page.id)", title: "Open \(page.title)", priority: -1) {
                [unowned self] in open(id: page.id)
            }
        }
        application.registerCommand(id: "gallery.menu", title: "Back to the menu", priority: -1) { [unowned self] in
            closePage()
        }
    }

    /// The page shown, nil at the menu.
    public var openPage: GalleryPage? { stack.top as? GalleryPage }
    /// The menu row that Enter opens.
    public var selection: Int { menu.selection }

    /// Opens the page with `id` over the menu; false (and nothing changes) when there is none.
    @discardableResult
    public func open(id: String) -> Bool {
        guard let index = pages.firstIndex(where: { $0.id == id }) else { return false }
        menu.selection = index
        show(pages[index])
        return true
    }

    /// Goes back to the menu.
    public func closePage() {
        stack.popToRoot()
    }

    private func show(_ page: GalleryPage) {
        stack.popToRoot()
        stack.push(page)
    }

    public override func layoutChildren(context: LayoutContext) {
        stack.frame = Rect(x: frame.x, y: frame.y + 1, width: frame.width, height: max(0, frame.height - 2))
        footer.frame = frame.height > 1 ? Rect(x: frame.x, y: frame.maxY - 1, width: frame.width, height: 1) : .zero
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        let titleRow = Rect(x: frame.x, y: frame.y, width: frame.width, height: 1)
        canvas.fill(titleRow, style: titleStyle)
        var title = " BrikTUI Gallery"
        if let openPage { title += " › \(openPage.title)" }
        canvas.write(TextLayout.truncate(title, width: frame.width), at: titleRow.origin, style: titleStyle)
    }
}

/// The shell, for the menu's open action made before the shell exists.
@MainActor
private final class WeakShell {
    weak var shell: GalleryShell?
}
