import BrikCore
import BrikRendering

/// The gallery's root screen: the list of pages, ↑/↓ (k/j) to move, Enter to open, q or
/// Esc to quit. Rows scroll to keep the selected one in view on a short screen.
@MainActor
final class GalleryMenu: Brick {
    let pages: [GalleryPage]
    /// The row Enter opens.
    var selection = 0 {
        didSet {
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// The first row shown, kept by layout so the selection is in view.
    private var firstRow = 0
    private let open: (GalleryPage) -> Void

    init(pages: [GalleryPage], open: @escaping (GalleryPage) -> Void) {
        self.pages = pages
        self.open = open
        super.init()
        declareBindings()
    }

    private func declareBindings() {
        addKeyBinding(
            KeyBinding("gallery.up", keys: [KeyEvent(.up), .character("k")], description: "up", footer: true) {
                [unowned self] in move(by: -1)
            })
        addKeyBinding(
            KeyBinding("gallery.down", keys: [KeyEvent(.down), .character("j")], description: "down", footer: true) {
                [unowned self] in move(by: 1)
            })
        addKeyBinding(
            KeyBinding("gallery.open", keys: [KeyEvent(.enter)], description: "open", footer: true) { [unowned self] in
                if pages.indices.contains(selection) { open(pages[selection]) }
            })
        addKeyBinding(
            KeyBinding("gallery.quit", keys: [.character("q"), KeyEvent(.escape)], description: "quit", footer: true) {
                [unowned self] in application?.quit()
            })
    }

    /// Focusable, so the accessible mode reads the screen under the cursor as it moves.
    override var canBecomeFocused: Bool { true }

    /// A list labelled "Screens" whose value is the selected screen and what it shows.
    override var defaultAccessibility: AccessibilityElement {
        let value = pages.indices.contains(selection) ? "\(pages[selection].title), \(pages[selection].summary)" : ""
        return AccessibilityElement(role: .list, label: "Screens", value: value)
    }

    private func move(by step: Int) {
        selection = (selection + step + pages.count) % max(1, pages.count)
    }

    /// Rows below the heading ("Screens" and a blank line above them).
    private var visibleRows: Int { max(1, frame.height - 3) }

    override func layoutChildren(context: LayoutContext) {
        if selection < firstRow { firstRow = selection }
        if selection >= firstRow + visibleRows { firstRow = selection - visibleRows + 1 }
        firstRow = max(0, min(firstRow, pages.count - visibleRows))
    }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        let top = frame.y + 1
        canvas.write("Screens", at: Point(x: frame.x + 2, y: top), style: CellStyle(attributes: [.bold, .underline]))
        for index in firstRow..<min(pages.count, firstRow + visibleRows) {
            let page = pages[index]
            let y = top + 2 + index - firstRow
            let selected = index == selection
            let style = selected ? CellStyle(attributes: [.bold, .reverse]) : .plain
            let marker = selected ? "▶ " : "  "
            let row = Rect(x: frame.x + 2, y: y, width: max(0, frame.width - 4), height: 1)
            if selected { canvas.fill(Rect(x: row.x, y: y, width: min(row.width, 24), height: 1), style: style) }
            canvas.write("\(marker)\(page.title)", at: row.origin, style: style)
            canvas.write(page.summary, at: Point(x: row.x + 26, y: y), style: CellStyle(foreground: .gray))
        }
    }
}
