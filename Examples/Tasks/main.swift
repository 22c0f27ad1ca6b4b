// Tasks: a to-do list, written as a new user would, with the overlays and navigation of
// BrikTUI. Space ticks a task done, a adds one (a prompt), e renames it (a prompt), d
// deletes it (a destructive confirm), c clears the done ones (a confirm listing them), the
// Select above the list sorts it, a right-click (or Shift-F10) on the list opens a context
// menu, Enter opens a task's notes on a screen of their own (Esc comes back), Ctrl-P is the
// command palette, q quits (asking first when tasks are left). The list behind a dialog
// keeps its scroll and cursor; a toast says what happened.
//
//     swift run TasksExample
import BrikTUI

/// The list of tasks and everything that acts on it.
@MainActor
final class TasksScreen {
    let list = List(options: ["Water the plants", "Call Ana", "Buy bread", "Pay the rent"], mode: .multiple)
    let sort = Select(options: ["Order added", "A to Z"], selectedIndex: 0)
    let status = Label()
    let footer = HelpFooter()
    let stack: ScreenStack
    let root: VBrik
    /// The tasks in the order they were added (the list shows them sorted).
    private var added: [String]
    private var notes: [String: String] = [:]

    init() {
        added = list.options
        let main = VBrik(alignment: .fill) { [list, sort] _ in
            HBrik(alignment: .center, spacing: 1) { _ in
                Label(" Sort:")
                sort
                Spacer()
            }
            list
        }
        stack = ScreenStack(root: main)
        root = VBrik(alignment: .fill) { [status, stack, footer] _ in
            status
            stack
            footer
        }
        list.border(.rounded, title: "Tasks")
        list.keyOptions = SelectionKeyOptions(vimKeys: true, typeAhead: false)
        list.action(event: .valueChanged) { [unowned self] _ in update() }
        list.action(event: .primaryActionTriggered) { [unowned self] _ in openNotes() }
        sort.action(event: .valueChanged) { [unowned self] _ in showSorted() }
        list.contextMenu { [unowned self] in
            MenuItem("Notes…") { self.openNotes() }
            MenuItem("Rename…", key: "e") { Task { await self.rename() } }
            MenuItem.separator
            MenuItem("Delete…", key: "d") { Task { await self.delete() } }
        }
        // The list screen's keys: active while it is the screen shown, not over the notes.
        main.keyBinding("tasks.add", keys: "a", description: "add", footer: true) { [unowned self] in
            Task { await add() }
        }
        main.keyBinding("tasks.rename", keys: "e", description: "rename", footer: true) { [unowned self] in
            Task { await rename() }
        }
        main.keyBinding("tasks.delete", keys: "d", description: "delete", footer: true) { [unowned self] in
            Task { await delete() }
        }
        main.keyBinding("tasks.clear", keys: "c", description: "clear done", footer: true) { [unowned self] in
            Task { await clearDone() }
        }
        main.keyBinding("tasks.quit", keys: "q", description: "quit", footer: true) { [unowned self] in
            Task { await quit() }
        }
        // More in the palette (Ctrl-P), which lists the keys above too.
        root.onAppear { [unowned self] in
            // The list, not the Select above it, has the focus first.
            app?.focus(list)
            app?.registerCommand(id: "tasks.tickAll", title: "Tick every task") { [unowned self] in
                _ = list.selection.selectAll(in: list.items)
                update()
            }
            app?.registerCommand(id: "tasks.untickAll", title: "Untick every task") { [unowned self] in
                _ = list.selection.selectNone()
                update()
            }
        }
        update()
    }

    var app: Application? { root.application }

    func update() {
        status.text = " \(list.options.count) tasks, \(list.selectedOptions.count) done"
    }

    /// The tasks in the order the Select asks for (ticks and cursor follow their tasks).
    func showSorted() {
        list.options = sort.selectedIndex == 1 ? added.sorted { $0.lowercased() < $1.lowercased() } : added
    }

    var currentTask: String? { list.cursorIndex.map { list.options[$0] } }

    func add() async {
        guard let app, let title = await app.prompt("New task", placeholder: "what to do"), !title.isEmpty else { return }
        added.append(title)
        showSorted()
        update()
        app.toast("Added “\(title)”", severity: .success)
    }

    func rename() async {
        guard let app, let old = currentTask else { return }
        guard let title = await app.prompt("Rename", text: old), !title.isEmpty, title != old else { return }
        added = added.map { $0 == old ? title : $0 }
        notes[title] = notes.removeValue(forKey: old)
        // Replaced in place, the option keeps its identity (its tick and the cursor).
        if let row = list.cursorIndex { list.options[row] = title }
        showSorted()
        app.toast("Renamed to “\(title)”")
    }

    func delete() async {
        guard let app, let title = currentTask else { return }
        guard await app.confirm("Delete “\(title)”?", confirm: "Delete", isDestructive: true) else { return }
        added.removeAll { $0 == title }
        showSorted()
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
        added.removeAll { done.contains($0) }
        showSorted()
        update()
        app.toast("Cleared \(done.count)", severity: .success)
    }

    /// The notes of the task under the cursor, on a screen of their own; Esc comes back.
    func openNotes() {
        guard let title = currentTask else { return }
        let field = TextField(placeholder: "notes", text: notes[title] ?? "")
        field.action(event: .editingChanged) { [unowned self] field in notes[title] = field.text }
        let screen = VBrik(alignment: .fill, spacing: 1) { _ in
            Label(title).bold()
            field
            Label("Esc: back to the list").dim()
            Spacer()
        }
        screen.padding = EdgeInsets(horizontal: 1)
        stack.push(screen)
        app?.focus(field)
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
try Application(root: screen.root).run()
