import BrikTUI
import Testing

// The recipes that need no clock: a selectable list, a modal with trapped focus, a
// validated form, tabs, a grid. The timed ones are in RecipesSnippets+Time.swift.

// snippet: recipe-list
/// Files on the left, the size of the one under the cursor on the right; Enter opens it.
@MainActor
final class FilePicker {
    let files: List<Int>
    let size = Label()
    let status = Label("Enter opens")
    let root: VBrik
    private(set) var opened: String?

    init(sizes: [(name: String, bytes: Int)]) {
        files = List(options: sizes.map(\.name))
        root = VBrik(alignment: .fill) { [files, size, status] _ in
            HBrik(alignment: .fill, spacing: 1) { _ in
                files.border(.single, title: "Files")
                size.width(.fixed(size: 12)).border(.single, title: "Size")
            }
            status.dim()
        }
        files.onCursorChange = { [unowned self] list in
            size.text = list.cursorIndex.map { "\(sizes[$0].bytes) bytes" } ?? ""
        }
        files.action { [unowned self] list in  // Enter, or a double click
            guard let row = list.cursorIndex else { return }
            opened = sizes[row].name
            status.text = "Opened \(sizes[row].name)"
        }
    }
}
// end-snippet

// snippet: recipe-modal
/// Renames the file under the cursor in a dialog: while it is open, Tab goes round its
/// field, its toggle and its buttons only, and no key reaches the list behind it.
@MainActor
func askToRename(in list: List<Int>) {
    guard let app = list.application, let row = list.cursorIndex else { return }
    let name = TextField(text: list.options[row])
    let keepCopy = Checkbox("Keep a copy")
    let rename = Dialog.Choice("Rename", role: .default)
    let fields = VBrik(alignment: .fill) { _ in
        name
        keepCopy
    }
    let dialog = Dialog("Rename", content: fields, buttons: [.cancel, rename])
        .onChoose { choice in  // Enter anywhere chooses Rename, Esc Cancel
            guard choice == rename, !name.text.isEmpty else { return }
            if keepCopy.isOn { list.options.append(name.text) } else { list.options[row] = name.text }
        }
    app.present(Overlay(dialog))  // modal: the screen behind is dimmed and gets no key
}
// end-snippet

// snippet: recipe-form
/// A sign-up form that says what is wrong as the user types, and lets them send it only
/// when nothing is.
@MainActor
final class SignUpForm {
    let email = TextField(placeholder: "name@example.com")
    let age = TextField(placeholder: "18 or more").maxLength(3)
    let problem = Label().foregroundColor(.red)
    let send = Button("Sign up")
    let root: VBrik
    private(set) var sent: (email: String, age: Int)?

    init() {
        root = VBrik(alignment: .fill) { [email, age, problem, send] _ in
            Label("Email")
            email
            Label("Age")
            age
            problem
            send
        }
        for field in [email, age] {
            field.action(event: .editingChanged) { [unowned self] _ in validate() }
        }
        send.action { [unowned self] _ in
            guard let years = Int(age.text), problems.isEmpty else { return }
            sent = (email.text, years)
        }
        validate()
    }

    /// What is wrong, first things first; empty when the form may be sent.
    var problems: [String] {
        var found: [String] = []
        if !email.text.contains("@") { found.append("The email needs an @") }
        if let years = Int(age.text) {
            if years < 18 { found.append("You must be 18 or more") }
        } else {
            found.append("The age is a number")
        }
        return found
    }

    /// Shows the first problem; a disabled button is skipped by Tab and ignores Enter.
    private func validate() {
        problem.text = problems.first ?? ""
        send.isEnabled = problems.isEmpty
    }
}
// end-snippet

/// The tabs and the grid recipes, built as the article shows them.
@MainActor
enum RecipeScreens {
    static func settingsTabs() -> TabView {
        // snippet: recipe-tabs
        let tabs = TabView {
            Tab("General") {
                TextField(placeholder: "Your name")
                Toggle("Start at login")
            }
            Tab("Editor") {
                Toggle("Wrap lines", isOn: true)
                Toggle("Show line numbers")
            }
            Tab("About") { Label("Notes 1.0") }
        }
        // Each tab is built when first shown, then kept: what was typed stays typed.
        // end-snippet
        return tabs
    }

    static func keypad() -> (root: Brick, shown: Label) {
        // snippet: recipe-grid
        let shown = Label("Pick a number")
        let keys = Section(inset: 1) { _ in  // rows and columns one cell apart
            for number in 1...9 {
                Button("\(number)").width(.ratio(ratio: 1.0 / 3))  // three to a row
                    .action { _ in shown.text = "Picked \(number)" }
            }
        }
        let root = VBrik(alignment: .fill, spacing: 1) { _ in
            shown
            keys
        }
        // The arrows move the focus to the nearest button that way (focus.up, focus.down, …).
        // end-snippet
        return (root, shown)
    }
}
