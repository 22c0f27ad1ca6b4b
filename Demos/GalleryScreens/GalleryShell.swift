import BrikCore

/// The gallery around its screens: a title bar, the menu or the open screen,
/// and a footer that lists the keys of what is shown.
///
/// At the menu ↑/↓ (or j/k) move, Enter opens, q or Esc quits. In a screen,
/// keys go to the screen first; Esc or q then goes back to the menu.
@MainActor
public final class GalleryShell: Brick {
    /// The screens the menu offers.
    public let pages: [GalleryPage]
    /// The screen shown, nil at the menu.
    public private(set) var openPage: GalleryPage?
    /// The menu row that Enter opens.
    public private(set) var selection = 0

    private let titleStyle = CellStyle(foreground: .brightWhite, background: .blue, attributes: .bold)
    private let footerStyle = CellStyle(foreground: .black, background: .white)
    private let footerKeyStyle = CellStyle(foreground: .blue, background: .white, attributes: .bold)

    /// A shell over `pages`, at the menu, or at the page whose id is `initialPageID`.
    /// An unknown id is reported by ``open(id:)`` returning false; the shell then shows the menu.
    public init(pages: [GalleryPage] = GalleryCatalog.makePages()) {
        self.pages = pages
        super.init()
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
        setNeedsLayout()
    }

    private func show(_ page: GalleryPage) {
        openPage?.removeFromParent()
        openPage = page
        addChild(page)
    }

    /// The keys the footer lists now.
    public var keyHints: [KeyHint] {
        if let openPage {
            return openPage.keyHints + [KeyHint("esc", "back"), KeyHint("ctrl+c", "quit")]
        }
        return [KeyHint("↑↓", "move"), KeyHint("enter", "open"), KeyHint("q", "quit")]
    }

    public override func layoutChildren() {
        let body = Rect(x: frame.x, y: frame.y + 1, width: frame.width, height: max(0, frame.height - 2))
        openPage?.frame = body
    }

    public override func handle(_ event: Event) -> EventResult {
        if let openPage {
            // Keys reach the page through the focus chain when focus is inside it;
            // otherwise the shell hands them over.
            let focusInPage = application?.focusedBrick?.isDescendant(of: openPage) ?? false
            if !focusInPage, openPage.handle(event) == .handled { return .handled }
            guard case .key(let key) = event, key.modifiers.isEmpty else { return .ignored }
            switch key.key {
            case .escape, .character("q"):
                closePage()
                return .handled
            default:
                return .ignored
            }
        }
        guard case .key(let key) = event, key.modifiers.isEmpty else { return .ignored }
        switch key.key {
        case .up, .character("k"):
            selection = (selection + pages.count - 1) % max(1, pages.count)
        case .down, .character("j"):
            selection = (selection + 1) % max(1, pages.count)
        case .enter:
            if pages.indices.contains(selection) { show(pages[selection]) }
        case .escape, .character("q"):
            application?.quit()
        default:
            return .ignored
        }
        setNeedsDisplay()
        return .handled
    }

    public override func draw(into canvas: inout Canvas) {
        let titleRow = Rect(x: frame.x, y: frame.y, width: frame.width, height: 1)
        canvas.fill(titleRow, style: titleStyle)
        var title = " BrikTUI Gallery"
        if let openPage { title += " › \(openPage.title)" }
        canvas.write(TextLayout.truncate(title, width: frame.width), at: titleRow.origin, style: titleStyle)
        if openPage == nil { drawMenu(into: &canvas) }
        drawFooter(into: &canvas)
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

    private func drawFooter(into canvas: inout Canvas) {
        let y = frame.maxY - 1
        guard y > frame.y else { return }
        let row = Rect(x: frame.x, y: y, width: frame.width, height: 1)
        canvas.fill(row, style: footerStyle)
        var x = row.x + 1
        for hint in keyHints {
            x += canvas.write(hint.keys, at: Point(x: x, y: y), style: footerKeyStyle)
            x += canvas.write(" \(hint.action)  ", at: Point(x: x, y: y), style: footerStyle)
        }
    }
}
