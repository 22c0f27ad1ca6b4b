import BrikCore
import BrikRendering

/// The gallery around its screens: a title bar, the menu or the open screen,
/// and a ``HelpFooter`` that lists the keys that apply now.
///
/// At the menu ↑/↓ (or k/j) move, Enter opens, q or Esc quits. In a screen,
/// keys go to the screen first; Esc or q then goes back to the menu. Every key
/// is a key binding, so the footer and the full help (`?`) are generated.
@MainActor
public final class GalleryShell: Brick {
    /// The screens the menu offers.
    public let pages: [GalleryPage]
    /// The screen shown, nil at the menu.
    public private(set) var openPage: GalleryPage?
    /// The menu row that Enter opens.
    public private(set) var selection = 0
    /// The last row: the keys of what is shown.
    public let footer = HelpFooter()

    private let titleStyle = CellStyle(foreground: .brightWhite, background: .blue, attributes: .bold)

    /// A shell over `pages`, at the menu; ``open(id:)`` opens one directly.
    public init(pages: [GalleryPage] = GalleryCatalog.makePages()) {
        self.pages = pages
        super.init()
        footer.foregroundColor = .black
        footer.backgroundColor = .white
        footer.keyColor = .blue
        addChild(footer)
        for page in pages {
            // The open page is the application's screen: with nothing focused, keys start there.
            // Set on appear too, for a page opened before the shell had an application.
            page.onAppear { [unowned page] in page.application?.screen = page }
        }
        declareBindings()
    }

    /// Opens the page with `id`; false (and nothing changes) when there is none.
    @discardableResult
    public func open(id: String) -> Bool {
        guard let index = pages.firstIndex(where: { $0.id == id }) else { return false }
        selection = index
        show(pages[index])
        return true
    }

    /// Goes back to the menu.
    public func closePage() {
        openPage?.removeFromParent()
        openPage = nil
        application?.screen = nil
        setNeedsLayout()
    }

    private func show(_ page: GalleryPage) {
        openPage?.removeFromParent()
        openPage = page
        // Under the footer, so the footer stays on top.
        insertChild(page, at: 0)
        application?.screen = page
    }

    private func declareBindings() {
        let atMenu: () -> Bool = { [unowned self] in openPage == nil }
        let inPage: () -> Bool = { [unowned self] in openPage != nil }
        addKeyBinding(
            KeyBinding(
                "gallery.up", keys: [KeyEvent(.up), .character("k")], description: "up", footer: true,
                isAvailable: atMenu
            ) { [unowned self] in move(by: -1) })
        addKeyBinding(
            KeyBinding(
                "gallery.down", keys: [KeyEvent(.down), .character("j")], description: "down", footer: true,
                isAvailable: atMenu
            ) { [unowned self] in move(by: 1) })
        addKeyBinding(
            KeyBinding("gallery.open", keys: [KeyEvent(.enter)], description: "open", footer: true, isAvailable: atMenu) {
                [unowned self] in
                if pages.indices.contains(selection) { show(pages[selection]) }
            })
        addKeyBinding(
            KeyBinding(
                "gallery.quit", keys: [.character("q"), KeyEvent(.escape)], description: "quit", footer: true,
                isAvailable: atMenu
            ) { [unowned self] in application?.quit() })
        addKeyBinding(
            KeyBinding(
                "gallery.back", keys: [KeyEvent(.escape), .character("q")], description: "back", footer: true,
                isAvailable: inPage
            ) { [unowned self] in closePage() })
    }

    private func move(by step: Int) {
        selection = (selection + step + pages.count) % max(1, pages.count)
        setNeedsDisplay()
    }

    public override func layoutChildren(context: LayoutContext) {
        let body = Rect(x: frame.x, y: frame.y + 1, width: frame.width, height: max(0, frame.height - 2))
        openPage?.frame = body
        footer.frame = frame.height > 1 ? Rect(x: frame.x, y: frame.maxY - 1, width: frame.width, height: 1) : .zero
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        let titleRow = Rect(x: frame.x, y: frame.y, width: frame.width, height: 1)
        canvas.fill(titleRow, style: titleStyle)
        var title = " BrikTUI Gallery"
        if let openPage { title += " › \(openPage.title)" }
        canvas.write(TextLayout.truncate(title, width: frame.width), at: titleRow.origin, style: titleStyle)
        if openPage == nil { drawMenu(into: &canvas) }
    }

    private func drawMenu(into canvas: inout Canvas) {
        let top = frame.y + 2
        canvas.write("Screens", at: Point(x: frame.x + 2, y: top), style: CellStyle(attributes: [.bold, .underline]))
        for (index, page) in pages.enumerated() {
            let y = top + 2 + index
            let selected = index == selection
            let style = selected ? CellStyle(attributes: [.bold, .reverse]) : .plain
            let marker = selected ? "▶ " : "  "
            let line = "\(marker)\(page.title)"
            let row = Rect(x: frame.x + 2, y: y, width: max(0, frame.width - 4), height: 1)
            if selected { canvas.fill(Rect(x: row.x, y: y, width: min(row.width, 24), height: 1), style: style) }
            canvas.write(line, at: row.origin, style: style)
            canvas.write(page.summary, at: Point(x: row.x + 26, y: y), style: CellStyle(foreground: .gray))
        }
    }
}
