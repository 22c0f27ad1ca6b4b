import BrikCore
import BrikRendering

/// "Tabs": a ``TabView`` of four tabs, each built the first time it is selected (the status
/// line names those built so far): an inbox ``List`` of 60 messages, a compose form of
/// three text fields, a log of 120 lines in a ``ScrollBrik`` and a page about the keys.
/// Switching away and back keeps each tab's scroll, cursor, text and focused field.
///
/// On the focused bar ←/→, Home/End and 1–4 switch; from inside a tab Ctrl+PgDn/PgUp (or
/// Alt+→/← where the content does not use them, and digits outside the text fields); a
/// click on a title switches too.
@MainActor
public final class TabsPage: GalleryPage {
    /// The messages of the inbox.
    static let messages: [String] = (1...60).map { "Message \($0): " + ["lunch?", "the report", "photos", "re: plans"][$0 % 4] }

    let status = Label()
    private(set) var built: [String] = []
    /// The tabs (set once, after the page exists, since their builders note themselves here).
    private(set) var tabView: TabView!

    /// The page.
    public init() {
        super.init(id: "tabs", title: "Tabs", summary: "a TabView: lazy tabs that keep their scroll and focus")
        let tabView = TabView {
            Tab("Inbox") { [unowned self] in
                noteBuilt("Inbox")
                return [makeInbox()]
            }
            Tab("Compose") { [unowned self] in
                noteBuilt("Compose")
                return [makeForm()]
            }
            Tab("Log") { [unowned self] in
                noteBuilt("Log")
                return [makeLog()]
            }
            Tab("About") { [unowned self] in
                noteBuilt("About")
                return [
                    Label(
                        "Each tab is built the first time it is shown and kept: its scroll, cursor, text and "
                            + "focused field are there when you come back.\n\n"
                            + "On the tab bar: ←/→, Home/End, 1–4. Inside a tab: Ctrl+PgDn/Ctrl+PgUp, or Alt+→/← "
                            + "and digits where the tab does not use them. A click on a title switches.")
                ]
            }
        }
        self.tabView = tabView
        tabView.bar.onChange = { [unowned self] _ in updateStatus() }
        let layout = VBrik(alignment: .fill, spacing: 1) { [status] _ in
            status
            tabView
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
        updateStatus()
    }

    private func noteBuilt(_ title: String) {
        built.append(title)
        updateStatus()
    }

    private func updateStatus() {
        guard let tabView else { return }
        status.text = "tab \(tabView.selectedIndex + 1) of \(tabView.tabs.count) · built: " + built.joined(separator: ", ")
    }

    private func makeInbox() -> Brick {
        let list = List(options: Self.messages)
        list.keyOptions = SelectionKeyOptions(vimKeys: true, typeAhead: false)
        return list
    }

    private func makeForm() -> Brick {
        let form = VBrik(alignment: .fill, spacing: 1) { _ in
            TextField(placeholder: "To")
            TextField(placeholder: "Subject")
            TextField(placeholder: "Message")
            Spacer()
        }
        form.padding = EdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
        return form
    }

    private func makeLog() -> Brick {
        let log = ScrollBrik { _ in
            for line in 1...120 {
                let number = String(line)
                Label(
                    String(repeating: "0", count: 3 - number.count) + number + "  "
                        + ["started", "connected", "synced 3 items", "idle"][line % 4])
            }
        }
        return log
    }
}
