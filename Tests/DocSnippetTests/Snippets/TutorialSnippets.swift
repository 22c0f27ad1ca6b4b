import BrikTUI
import Testing

// The tutorial (Tutorial.md) grows one app, a task list, in eight steps. Steps 1–3 and 5
// are here; the store and the export (which touch files) are in TutorialStoreSnippets.swift,
// the whole app's test and the million tasks in TutorialAppSnippets.swift.

// MARK: Step 1: layout

// snippet: tutorial-shell
/// The app's frame: a header, a body that takes every row left, and a status line.
@MainActor
final class TaskShell {
    let header = Label("Tasks")
    let body = VBrik(alignment: .fill) { _ in Label("No tasks yet") }
    let status = Label("Ready")
    let statusLine: HBrik
    let root: VBrik

    init() {
        statusLine = HBrik(alignment: .center, spacing: 1) { [status] _ in
            status.lines(1)
            Spacer()
        }
        root = VBrik(alignment: .fill) { [header, body, statusLine] _ in
            header.bold()
            body.border(.rounded)
            // When the rows do not all fit, the body gives way, never the status line.
            statusLine.contentCompressionResistancePriority(.required, for: .vertical)
        }
    }
}
// end-snippet

// snippet: tutorial-shell-test
@MainActor @Test func theShellKeepsTheStatusLineAtTheBottom() {
    let shell = TaskShell()
    let terminal = TestTerminal(root: shell.root, size: Size(width: 30, height: 6))
    #expect(terminal.screen.first == "Tasks")
    #expect(terminal.screen.last == "Ready")
    terminal.resize(to: Size(width: 30, height: 10))  // the body grows, the status line stays last
    #expect(terminal.screen.last == "Ready")
    #expect(terminal.screen[8].hasPrefix("╰"))
}
// end-snippet

// MARK: Step 2: a list with selection

// snippet: tutorial-model
/// One task: a plain value, what the app saves.
struct TaskItem: Codable, Hashable, Sendable {
    var id: Int
    var title: String
    var isDone = false

    /// The row the list shows for it.
    var row: String { (isDone ? "[x] " : "[ ] ") + title }
}

/// Every task, in order: plain values, testable on their own.
struct TaskBook: Sendable {
    private(set) var tasks: [TaskItem]
    private(set) var doneCount: Int
    /// Where each task is, by id: the list asks often (it keeps its cursor by id), so no search.
    private var positions: [Int: Int] = [:]
    private var nextID: Int

    init(tasks: [TaskItem] = []) {
        self.tasks = tasks
        doneCount = tasks.filter(\.isDone).count
        nextID = (tasks.map(\.id).max() ?? 0) + 1
        reindex()
    }

    init(titles: [String]) {
        self.init(tasks: titles.enumerated().map { TaskItem(id: $0 + 1, title: $1) })
    }

    func index(of id: Int) -> Int? { positions[id] }

    var summary: String { "\(doneCount) of \(tasks.count) done" }

    mutating func add(_ title: String) {
        tasks.append(TaskItem(id: nextID, title: title))
        positions[nextID] = tasks.count - 1
        nextID += 1
    }

    mutating func toggle(at index: Int) {
        tasks[index].isDone.toggle()
        doneCount += tasks[index].isDone ? 1 : -1
    }

    mutating func remove(at index: Int) {
        if tasks.remove(at: index).isDone { doneCount -= 1 }
        reindex()
    }

    private mutating func reindex() {
        positions = Dictionary(uniqueKeysWithValues: tasks.enumerated().map { ($1.id, $0) })
    }
}
// end-snippet

// snippet: tutorial-screen
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
// end-snippet

extension TaskBook {
    /// The four tasks the tutorial starts from.
    static let sample = TaskBook(titles: ["Water the plants", "Call Ana", "Buy bread", "Pay the rent"])
}

// snippet: tutorial-list-test
@MainActor @Test func enterTicksTheTaskUnderTheCursor() {
    let screen = TaskScreen(book: .sample)
    let terminal = TestTerminal(root: screen.root, size: Size(width: 36, height: 8))
    terminal.send("down", "down", "enter")  // to Buy bread, ticked
    #expect(screen.book.tasks[2].isDone)
    #expect(terminal.screen[4] == "│[x] Buy bread                     │")
    #expect(terminal.screen.last == "1 of 4 done · Buy bread")
}
// end-snippet

// MARK: Step 3: a form in a dialog

// snippet: tutorial-validate
extension TaskBook {
    /// What is wrong with `title` for a new task; nil when it is fine.
    func problem(withTitle title: String) -> String? {
        if title.allSatisfy(\.isWhitespace) { return "A title is needed" }
        if title.count > 40 { return "At most 40 characters" }
        if tasks.contains(where: { $0.title == title }) { return "Already in the list" }
        return nil
    }
}
// end-snippet

// snippet: tutorial-form
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
// end-snippet

// snippet: tutorial-form-test
@MainActor @Test func theFormRefusesAnEmptyTitleAndAddsAValidOne() async {
    let screen = TaskScreen(book: .sample)
    let terminal = TestTerminal(root: screen.root, size: Size(width: 44, height: 10))
    Task { await screen.addTask() }
    await terminal.settle()  // the dialog is open
    terminal.send("enter")  // no title: the dialog stays, and says why
    #expect(terminal.screenText.contains("A title is needed"))
    #expect(screen.book.tasks.count == 4)
    terminal.type("Fix the bike")
    terminal.send("enter")
    await terminal.settle()  // the dialog closed, addTask went on
    #expect(screen.book.tasks.map(\.title).last == "Fix the bike")
    #expect(terminal.screen.last == "0 of 5 done · Fix the bike")
}
// end-snippet

// MARK: Step 5: key bindings and the help

// snippet: tutorial-keys
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
// end-snippet

// snippet: tutorial-keys-test
@MainActor @Test func dAsksAndDeletesTheTaskUnderTheCursor() async {
    let screen = TaskScreen(book: .sample)
    screen.installKeys()
    let terminal = TestTerminal(root: screen.root, size: Size(width: 44, height: 10))
    terminal.send("down", "d")
    await terminal.settle()
    #expect(terminal.screenText.contains("Delete “Call Ana”?"))
    terminal.send("tab", "enter")  // from Cancel (where a destructive confirm starts) to Delete
    await terminal.settle()
    #expect(screen.book.tasks.map(\.title) == ["Water the plants", "Buy bread", "Pay the rent"])
    terminal.send("?")
    #expect(terminal.screenText.contains("d/delete  delete"))  // the help lists every key of a binding
}
// end-snippet

enum TutorialSnippets {
    static let screens: [DocScreen] = [
        DocScreen(article: "Tutorial", name: "shell") {
            let terminal = TestTerminal(root: TaskShell().root, size: Size(width: 36, height: 6))
            return [terminal.screen]
        },
        DocScreen(article: "Tutorial", name: "list") {
            let screen = TaskScreen(book: .sample)
            let terminal = TestTerminal(root: screen.root, size: Size(width: 36, height: 8))
            terminal.send("down", "down", "enter")
            return [terminal.screen]
        },
        DocScreen(article: "Tutorial", name: "form") {
            let screen = TaskScreen(book: .sample)
            let terminal = TestTerminal(root: screen.root, size: Size(width: 44, height: 10))
            let form = TaskForm(book: screen.book)
            terminal.application.present(Overlay(form.dialog))
            terminal.type("Buy bread")
            terminal.send("enter")
            return withExtendedLifetime(form) { [terminal.screen] }
        },
        DocScreen(article: "Tutorial", name: "keys") {
            let screen = TaskScreen(book: .sample)
            screen.installKeys()
            let terminal = TestTerminal(root: screen.root, size: Size(width: 44, height: 14))
            let footer = terminal.screen
            terminal.send("?")
            return [footer, terminal.screen]
        },
    ]
}
