import BrikCore
import BrikRendering

/// "Quick return": an inbox whose toolbar leaves with the content while you read
/// down, and slides back in, row by row, as soon as you scroll back up
/// (``OnScrollDownStickyLayoutBehavior``, BrickKit's quick-return header).
@MainActor
public final class QuickReturnPage: GalleryPage {
    /// The messages shown.
    static let messageCount = 120

    let scroll: ScrollBrik
    let status = Label()

    /// The page.
    public init() {
        scroll = ScrollBrik { _ in
            Section { _ in
                Section("toolbar", backgroundColor: .blue) { _ in
                    Label(" ☰ Inbox · \(QuickReturnPage.messageCount) messages").bold()
                    Label("   scroll back up (k, ↑, wheel up) and this bar returns")
                }.foregroundColor(.brightWhite)
                for index in 1...QuickReturnPage.messageCount {
                    Label(QuickReturnPage.message(index))
                }
            }
        }
        super.init(id: "quick-return", title: "Quick return", summary: "a toolbar that returns when you scroll back up")
        scroll.border(.rounded, title: "inbox")
        scroll.behaviors = [
            OnScrollDownStickyLayoutBehavior { $0.identifier == "toolbar" },
            PassObserver { [unowned self] layout in updateStatus(layout) },
        ]
        let layout = VBrik(alignment: .fill, spacing: 1) { [scroll, status] _ in
            status
            scroll
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
    }

    static func message(_ index: Int) -> String {
        let senders = ["ada", "grace", "linus", "ken", "barbara", "dennis"]
        let number = String(index)
        let padded = String(repeating: "0", count: max(0, 3 - number.count)) + number
        let dots = String(repeating: "·", count: index % 30)
        return "  #" + padded + "  " + senders[index % senders.count] + "  " + dots
    }

    private func updateStatus(_ layout: BehaviorLayout) {
        let toolbar = layout.items.first { $0.identifier == "toolbar" }
        let shown = toolbar.map { $0.frame.intersects(layout.bounds) } ?? false
        let direction =
            switch layout.scrollDirection {
            case .none: "none"
            case .forward: "forward"
            case .backward: "backward"
            }
        let text =
            "offset \(layout.contentOffset.y) · \(direction) · toolbar \(shown ? "shown" : "hidden") · wheel, j/k, PgUp/PgDn"
        if status.text != text { status.text = text }
    }
}
