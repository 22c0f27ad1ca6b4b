import BrikCore
import BrikRendering

/// "Command palette": Ctrl-P opens the palette over any screen; here the page registers a
/// few commands (two with keys of their own) and a page binding, and shows what ran. Type to
/// filter (fuzzy: "inc" finds "Increment counter"), ↑/↓ to move, Enter runs the command after
/// the palette closed, Esc closes it. The palette also lists the shell's and the global bindings.
@MainActor
public final class PalettePage: GalleryPage {
    /// What ran last.
    let ran = Label("ran: nothing yet")
    let counter = Label("counter: 0")
    let field = TextField(placeholder: "A field: the focus comes back here")
    private(set) var count = 0 {
        didSet { counter.text = "counter: \(count)" }
    }

    /// The page.
    public init() {
        super.init(id: "palette", title: "Command palette", summary: "Ctrl-P: fuzzy search over commands and key bindings")
        let hint = Label("Ctrl-P opens the palette · type to filter · Enter runs · Esc closes").dim()
        hint.numberOfLines = 1
        let layout = VBrik(alignment: .fill, spacing: 1) { [ran, counter, field] _ in
            hint
            ran
            counter
            field
            Spacer()
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
        keyBinding("palette.page.reset", keys: "ctrl+r", description: "reset the counter") { [unowned self] in
            count = 0
            ran.text = "ran: reset the counter"
        }
        onAppear { [unowned self] in
            registerCommands()
            application?.focus(field)
        }
        onDisappear { [unowned self] in
            for id in Self.commandIDs { application?.unregisterCommand(id: id) }
        }
    }

    static let commandIDs = ["demo.increment", "demo.greet", "demo.clear", "demo.date"]

    private func registerCommands() {
        guard let application else { return }
        application.registerCommand(id: "demo.increment", title: "Increment counter", keys: ["ctrl+t"]) {
            [unowned self] in
            count += 1
            ran.text = "ran: increment counter"
        }
        application.registerCommand(id: "demo.greet", title: "Say hello") { [unowned self] in
            ran.text = "ran: say hello (hello!)"
        }
        application.registerCommand(id: "demo.clear", title: "Clear the field", keys: ["ctrl+l"]) { [unowned self] in
            field.text = ""
            ran.text = "ran: clear the field"
        }
        application.registerCommand(id: "demo.date", title: "Insert the word 'today'") { [unowned self] in
            field.text += "today"
            ran.text = "ran: insert today (into \(self.application?.focusedBrick === field ? "the focused field" : "the field"))"
        }
    }
}
