// Tasks: a to-do list, written as a new user would, with the dialogs and toasts of the
// overlay layer. Space ticks a task done, a adds one (a prompt), e renames it (a prompt),
// d deletes it (a destructive confirm), c clears the done ones (a confirm listing them),
// q quits (asking first when tasks are left). The list behind a dialog keeps its scroll
// and cursor; a toast says what happened.
//
//     swift run TasksExample
import BrikTUI

@MainActor
final class TasksScreen {
    let list = List(options: ["Water the plants", "Call Ana", "Buy bread", "Pay the rent"], mode: .multiple)
    let status = Label()
    let footer = HelpFooter()
    let root: VBrik

    init() {
        root = VBrik(alignment: .fill) { [list, status, footer] _ in
            status
            list
            footer
        }
        list.border(.rounded, title: "Tasks")
        list.keyOptions = SelectionKeyOptions(vimKeys: true, typeAhead: false)
        list.action(event: .valueChanged) { [unowned self] _ in update() }
        root.keyBinding("tasks.add", keys: "a", description: "add", footer: true) { [unowned self] in
            Task { await add() }
        }
        root.keyBinding("tasks.rename", keys: "e", description: "rename", footer: true) { [unowned self] in
            Task { await rename() }
        }
        root.keyBinding("tasks.delete", keys: "d", description: "delete", footer: true) { [unowned self] in
            Task { await delete() }
        }
        root.keyBinding("tasks.clear", keys: "c", description: "clear done", footer: true) { [unowned self] in
            Task { await clearDone() }
        }
        root.keyBinding("tasks.quit", keys: "q", description: "quit", footer: true) { [unowned self] in
            Task { await quit() }
        }
        update()
    }

    var app: Application? { root.application }

    func update() {
        let done = list.selectedOptions.count
        status.text = " \(list.options.count) tasks, \(done) done"
    }

    func add() async {
        guard let app, let title = await app.prompt("New task", placeholder: "what to do"), !title.isEmpty else { return }
        list.options.append(title)
        update()
        app.toast("Added “\(title)”", severity: .success)
    }

    func rename() async {
        guard let app, let row = list.cursorIndex else { return }
        let old = list.options[row]
        guard let title = await app.prompt("Rename", text: old), !title.isEmpty, title != old else { return }
        list.options[row] = title
        app.toast("Renamed to “\(title)”")
    }

    func delete() async {
        guard let app, let row = list.cursorIndex else { return }
        let title = list.options[row]
        guard await app.confirm("Delete “\(title)”?", confirm: "Delete", isDestructive: true) else { return }
        list.options.remove(at: row)
        update()
        app.toast("Deleted “\(title)”", severity: .warning)
    }

    func clearDone() async {
        guard let app else { return }
        let done = list.selectedOptions
        guard !done.isEmpty else {
            app.toast("Nothing is done yet", severity: .information)
            return
        }
        guard await app.confirm("Clear \(done.count) done?", message: done.joined(separator: ", ")) else { return }
        list.options.removeAll { done.contains($0) }
        update()
        app.toast("Cleared \(done.count)", severity: .success)
    }

    func quit() async {
        guard let app else { return }
        let left = list.options.count - list.selectedOptions.count
        if left > 0 {
            guard await app.confirm("Quit?", message: "\(left) tasks are not done.", confirm: "Quit") else { return }
        }
        app.quit()
    }
}

let screen = TasksScreen()
let app = Application(root: screen.root)
try app.run()
