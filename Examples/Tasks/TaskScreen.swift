// The list of tasks in the shell (tutorial step 2), the form that adds one in a dialog
// that validates it (step 3), and the keys with the generated help (step 5): one file, as
// the tutorial's, since they change `book`, whose setter is private.
// Kept word for word the tutorial's code (Tutorial.md); a test checks it.

import BrikTUI

/// The tasks in a list in the shell's body: the cursor picks one, Enter ticks it.
@MainActor
final class TaskScreen {
    private(set) var book: TaskBook
    let shell = TaskShell()
    /// Told after every change of the tasks (step 4 saves them there).
    var onChange: ((TaskBook) -> Void)?
    /// Virtual: it asks for the rows it shows, by index, and knows them by id.
    lazy var list = List<Int>(
        count: { [unowned self] in book.tasks.count },
        id: { [unowned self] in book.tasks[$0].id },
        index: { [unowned self] in book.index(of: $0) },
        estimatedRowHeight: 1,
        row: { [unowned self] in Label(book.tasks[$0].row) },
        reuse: { [unowned self] brick, index in (brick as? Label)?.text = book.tasks[index].row })

    var root: Brick { shell.root }

    init(book: TaskBook) {
        self.book = book
        list.emptyText = "No tasks yet"
        list.keyOptions = SelectionKeyOptions(typeAhead: false)  // letters are the app's keys (step 5)
        list.action(event: .primaryActionTriggered) { [unowned self] list in
            if let index = list.cursorIndex { toggle(at: index) }
        }
        list.onCursorChange = { [unowned self] _ in showStatus() }
        shell.body.setChildren([list])
        showStatus()
    }

    func toggle(at index: Int) {
        book.toggle(at: index)
        list.rows.reloadItems(at: index)  // that row is made again, not the whole list
        changed()
    }

    /// Every change of the tasks ends here.
    func changed() {
        showStatus()
        onChange?(book)
    }

    func showStatus() {
        let current = list.cursorIndex.map { " · " + book.tasks[$0].title } ?? ""
        shell.status.text = book.summary + current
    }
}

/// The form: a title field in a dialog that refuses Add while the title is not valid, and
/// says why.
@MainActor
final class TaskForm {
    let field = TextField(placeholder: "what to do")
    let add = Dialog.Choice("Add", role: .default)
    let dialog: Dialog

    init(book: TaskBook) {
        dialog = Dialog("New task", buttons: [.cancel, add]) { [field] in field }
        dialog.minimumWidth = 36  // room to type
        // Add (or Enter) checks the title: a problem keeps the dialog open, says why above
        // the buttons and puts the focus back in the field. Esc and Cancel are never checked.
        dialog.validate { [field] _ in
            book.problem(withTitle: field.text).map { Dialog.Refusal($0, focus: field) }
        }
        // Once the dialog said what is wrong, the message follows the typing.
        field.action(event: .editingChanged) { [unowned self] _ in dialog.revalidate() }
    }
}

extension TaskScreen {
    /// Adds the task the user types in the form, and puts the cursor on it.
    func addTask() async {
        guard let app = root.application else { return }
        let form = TaskForm(book: book)
        guard await app.present(form.dialog) == form.add else { return }  // waits; the app goes on
        book.add(form.field.text)
        list.reloadData()
        list.scroll(toItem: book.tasks[book.tasks.count - 1].id)
        changed()
    }
}

extension TaskScreen {
    /// The app's keys, each a binding: the footer and the `?` help list them.
    func installKeys() {
        shell.root.addChild(HelpFooter())
        root.keyBinding("tasks.add", keys: "a", description: "add", footer: true) { [unowned self] in
            Task { await addTask() }
        }
        root.keyBinding("tasks.delete", keys: "d", "delete", description: "delete", footer: true) { [unowned self] in
            Task { await deleteTask() }
        }
        root.keyBinding("tasks.quit", keys: "q", description: "quit", footer: true) { [unowned self] in
            root.application?.quit()
        }
    }

    /// Deletes the task under the cursor once the user said yes.
    func deleteTask() async {
        guard let app = root.application, let index = list.cursorIndex else { return }
        let title = book.tasks[index].title
        guard await app.confirm("Delete “\(title)”?", confirm: "Delete", isDestructive: true) else { return }
        book.remove(at: index)
        list.reloadData()  // the cursor moves to the task now in its place
        changed()
    }
}
