import BrikCore
import BrikRendering

/// "Dialogs": a task list whose keys open dialogs over it. `d` asks to delete the task
/// under the cursor (a destructive confirm: focus starts on Cancel), `r` renames it (a
/// prompt), `a` adds one (a prompt), `p` sets its priority (a dialog with buttons of its
/// own), `i` shows an alert. Each awaits its answer in a Task; the list behind keeps its
/// scroll and cursor, and the focus comes back to it when the dialog closes.
@MainActor
public final class DialogPage: GalleryPage {
    let list = List(options: (1...60).map { "task \($0)" })
    let status = Label("")
    private var priorities: [String: String] = [:]

    /// The page.
    public init() {
        super.init(id: "dialog", title: "Dialogs", summary: "confirm, prompt, alert and a dialog of your own over a list")
        list.border(.rounded, title: "Tasks")
        // Letters are the page's keys, not a jump to a row.
        list.keyOptions = SelectionKeyOptions(vimKeys: true, typeAhead: false)
        let hint = Label("d delete · r rename · a add · p priority · i about").dim()
        let layout = VBrik(alignment: .fill) { [status, list] _ in
            status
            hint
            list
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
        status.text = "Last answer: none yet"
        keyBinding("dialog.delete", keys: "d", description: "delete", footer: true) { [unowned self] in
            Task { @MainActor in await delete() }
        }
        keyBinding("dialog.rename", keys: "r", description: "rename", footer: true) { [unowned self] in
            Task { @MainActor in await rename() }
        }
        keyBinding("dialog.add", keys: "a", description: "add", footer: true) { [unowned self] in
            Task { @MainActor in await add() }
        }
        keyBinding("dialog.priority", keys: "p", description: "priority") { [unowned self] in choosePriority() }
        keyBinding("dialog.about", keys: "i", description: "about") { [unowned self] in
            Task { @MainActor in
                await application?.alert("About", message: "Dialogs are overlays: modal, centred, dimming the screen.")
                status.text = "Last answer: about closed"
            }
        }
    }

    private var currentTask: (index: Int, title: String)? {
        guard let index = list.cursorIndex, list.options.indices.contains(index) else { return nil }
        return (index, list.options[index])
    }

    private func delete() async {
        guard let application, let task = currentTask else { return }
        let sure = await application.confirm(
            "Delete \(task.title)?", message: "It goes for good.", confirm: "Delete", isDestructive: true)
        status.text = sure ? "Last answer: deleted \(task.title)" : "Last answer: kept \(task.title)"
        if sure, list.options.indices.contains(task.index), list.options[task.index] == task.title {
            list.options.remove(at: task.index)
        }
    }

    private func rename() async {
        guard let application, let task = currentTask else { return }
        guard let name = await application.prompt("Rename", message: "New name for \(task.title):", text: task.title),
            !name.isEmpty
        else {
            status.text = "Last answer: rename cancelled"
            return
        }
        status.text = "Last answer: renamed \(task.title) to \(name)"
        if list.options.indices.contains(task.index) { list.options[task.index] = name }
    }

    private func add() async {
        guard let application else { return }
        guard let name = await application.prompt("New task", placeholder: "what to do"), !name.isEmpty else {
            status.text = "Last answer: nothing added"
            return
        }
        list.options.append(name)
        status.text = "Last answer: added \(name)"
    }

    /// A dialog of its own: four buttons, Esc closes with no choice; the closure style.
    private func choosePriority() {
        guard let application, let task = currentTask else { return }
        let buttons = ["Low", "Normal", "High"].map { Dialog.Choice($0) } + [Dialog.Choice.cancel]
        let dialog = Dialog(
            "Priority", message: "How urgent is \(task.title)? (now: \(priorities[task.title] ?? "Normal"))", buttons: buttons)
        dialog.onChoose { [unowned self] choice in
            guard let choice, choice.role != .cancel else {
                status.text = "Last answer: priority unchanged"
                return
            }
            priorities[task.title] = choice.title
            status.text = "Last answer: \(task.title) is \(choice.title)"
        }
        application.present(Overlay(dialog))
    }
}
