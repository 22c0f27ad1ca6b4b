import BrikCore
import BrikRendering

/// "Keys & focus": a form in two columns to walk with the focus engine. Tab and
/// Shift-Tab go in reading order (across each row), the arrows move to the nearest
/// field or button that way (inside a field ←/→ move the caret, so only ↑/↓ leave
/// it), and a log shows the last few keys the fields did not use and every focus move.
/// The footer and the `?` help, with the `focus.*` bindings, come from the shell.
@MainActor
public final class KeysPage: GalleryPage {
    /// How many lines the log keeps.
    static let logLength = 6

    /// The log of keys and focus moves, newest last.
    let log = Label("")
    private(set) var entries: [String] = []

    /// The page.
    public init() {
        super.init(id: "keys", title: "Keys & focus", summary: "focus engine: Tab in reading order, arrows move spatially")
        let form = HBrik(alignment: .leading, spacing: 4) { _ in
            VBrik(alignment: .leading, spacing: 1) { _ in
                TextField(placeholder: "Name").tag("Name")
                TextField(placeholder: "Email").tag("Email")
                Toggle("Subscribe").tag("Subscribe")
                Button("Save").tag("Save")
            }
            VBrik(alignment: .leading, spacing: 1) { _ in
                TextField(placeholder: "City").tag("City")
                TextField(placeholder: "Country").tag("Country")
                Checkbox("Remember me").tag("Remember me")
                Button("Cancel").tag("Cancel")
            }
        }
        let root = VBrik(alignment: .fill, spacing: 1) { _ in
            Label("Tab: reading order · arrows: nearest that way").dim()
            form
            Label("Log").bold()
            log
            // Takes the spare rows, so the form keeps its height as the log grows.
            Spacer()
        }
        root.padding(EdgeInsets(horizontal: 2, vertical: 1))
        addChild(root)
        onAppear { [unowned self] in
            application?.onFocusChange = { [unowned self] _, new in record("focus → \(Self.name(of: new))") }
        }
        onDisappear { [unowned self] in application?.onFocusChange = nil }
    }

    /// Keys reach the page when the focused brick did not use them; it logs each and
    /// passes it on, so the global bindings (Tab, the arrows, `?`) still get it.
    public override func handle(_ event: Event) -> EventResult {
        if case .key(let key) = event { record("key \(KeyBinding.displayName(of: key))") }
        return .ignored
    }

    /// Adds a line to the log, dropping the oldest beyond ``logLength``.
    func record(_ line: String) {
        entries.append(line)
        if entries.count > Self.logLength { entries.removeFirst(entries.count - Self.logLength) }
        log.text = entries.joined(separator: "\n")
    }

    private static func name(of brick: Brick?) -> String {
        guard let brick else { return "none" }
        return brick.tag.map { "\($0)" } ?? "\(type(of: brick))"
    }
}
