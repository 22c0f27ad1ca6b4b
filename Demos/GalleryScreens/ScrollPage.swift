import BrikCore
import BrikRendering

/// "Scroll": a ``ScrollBrik`` of 200 rows with a button every 25 rows. The
/// wheel, PgUp/PgDn, Home/End and (with the scroll view focused) ↑/↓ scroll it;
/// Tab to a button scrolls just enough to show it, and with a button focused
/// PgUp/PgDn/Home/End take the focus along. The status line names the focus.
@MainActor
public final class ScrollPage: GalleryPage {
    /// The rows shown.
    static let rowCount = 200
    let scroll: ScrollBrik
    let position = Label()

    /// The page.
    public init() {
        scroll = ScrollBrik { _ in
            VBrik(alignment: .fill) { _ in
                for row in 1...ScrollPage.rowCount {
                    if row % 25 == 0 {
                        HBrik(alignment: .fill) { _ in
                            Button("Button \(row)"); Spacer()
                        }
                    } else {
                        Label("Row \(row)  " + String(repeating: "·", count: row % 40))
                    }
                }
            }
        }
        super.init(id: "scroll", title: "Scroll", summary: "a scroll view: wheel, keys, scrollbar, focus into view")
        scroll.border(.rounded, title: "200 rows")
        let layout = VBrik(alignment: .fill, spacing: 1) { [scroll, position] _ in
            position
            scroll
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
        scroll.onAppear { [unowned self] in
            updatePosition()
            application?.onFocusChange = { [unowned self] _, _ in setNeedsLayout() }
        }
        scroll.onDisappear { [unowned self] in application?.onFocusChange = nil }
    }

    public override func layoutChildren(context: LayoutContext) {
        super.layoutChildren(context: context)
        updatePosition()
    }

    private func updatePosition() {
        let focus = (application?.focusedBrick as? Button)?.title ?? "list"
        let text = "offset \(scroll.contentOffset.y) of \(scroll.maximumOffset.y) · focus \(focus) · Home/End, Tab"
        if position.text != text { position.text = text }
    }
}
