import BrikTUI
import Testing

// The tutorial's last steps: the whole app and its test through TestTerminal (step 7),
// and a million tasks (step 8).

// MARK: Step 7: the app, tested

// snippet: tutorial-app
/// The whole app over the files in `folder`: what `main.swift` runs, and what a test drives.
@MainActor
func makeTaskApp(folder: String) throws -> TaskScreen {
    let screen = try TaskScreen.open(TaskStore(path: folder + "/tasks.json"))
    screen.installKeys()
    screen.installExport(to: folder + "/tasks.md")
    return screen
}
// end-snippet

/// What `main.swift` holds; never called by the tests (it would take the terminal).
@MainActor
func runTheTaskApp() throws {
    // snippet: tutorial-main
    let screen = try makeTaskApp(folder: ".")
    try Application(root: screen.root).run()
    // end-snippet
}

// snippet: tutorial-app-test
@MainActor @Test func aTaskAddedAndTickedIsThereNextTime() async throws {
    let folder = try temporaryFolder()
    let app = try makeTaskApp(folder: folder)  // kept: its bricks' actions call it
    let terminal = TestTerminal(root: app.root, size: Size(width: 44, height: 9))
    terminal.send("a")  // the binding starts a Task that opens the form
    await terminal.settle()
    terminal.type("Fix the bike")
    terminal.send("enter")  // Add
    await terminal.settle()  // the Task went on: the task is added and saved
    terminal.send("enter")  // the cursor is on it: ticked
    #expect(
        terminal.screen == [
            "Tasks",
            "╭──────────────────────────────────────────╮",
            "│[x] Fix the bike                          │",
            "│                                          │",
            "│                                          │",
            "│                                          │",
            "╰──────────────────────────────────────────╯",
            "1 of 1 done · Fix the bike",
            " a add  d delete  q quit  x export  ? help",
        ])
    let nextRun = try makeTaskApp(folder: folder)
    let next = TestTerminal(root: nextRun.root, size: Size(width: 44, height: 9))
    #expect(next.screen[2] == terminal.screen[2])  // the next run reads it back
    next.send("q")
    #expect(!next.isRunning)
}
// end-snippet

// MARK: Step 8: a million tasks

// snippet: tutorial-million
/// A million tasks: the screen is the one of step 2.
func millionTasks() -> TaskBook {
    TaskBook(tasks: (1...1_000_000).map { TaskItem(id: $0, title: "Task \($0)") })
}
// end-snippet

// snippet: tutorial-million-test
@MainActor @Test func aMillionTasksCostWhatAScreenfulCosts() {
    let screen = TaskScreen(book: millionTasks())
    let terminal = TestTerminal(root: screen.root, size: Size(width: 36, height: 8))
    terminal.send("end")  // to the last task: the rows near it are made, no others
    terminal.send("enter")  // ticked: one row made again
    let stats = terminal.application.stats
    #expect(stats.lastLayoutTime < .milliseconds(50))
    #expect(stats.lastCellsWritten < 2 * 36)  // the row and the status line changed
    #expect(screen.book.summary == "1 of 1000000 done")
}
// end-snippet

// snippet: tutorial-million-save
extension TaskStore {
    /// `save(_:)` off the main actor: the JSON of a million tasks takes a while to make.
    nonisolated func saveInBackground(_ book: TaskBook) async throws {
        try save(book)
    }
}

/// Saves the screen's tasks a second after the last change, off the main actor, one save
/// after the other: step 4 saved at every change, on the main actor.
@MainActor
final class DeferredSave {
    private let store: TaskStore
    private var pending: TimerHandle?
    /// The save running, or the last one run.
    private(set) var running: Task<Void, Never>?

    init(store: TaskStore) {
        self.store = store
    }

    /// Called at every change: the save waits until a second passed without one.
    func schedule(for screen: TaskScreen) {
        pending?.cancel()
        pending = screen.root.application?.after(.seconds(1)) { [unowned self, unowned screen] in
            let book = screen.book  // read once, when saving: not a copy at every change
            let previous = running
            running = Task { [store] in
                await previous?.value
                do {
                    try await store.saveInBackground(book)
                } catch {
                    screen.root.application?.toast("Not saved: \(error)", severity: .error)
                }
            }
        }
    }
}
// end-snippet

// snippet: tutorial-million-save-test
@MainActor @Test func changesAreSavedOnceASecondAfterTheLast() async throws {
    let store = TaskStore(path: try temporaryFolder() + "/tasks.json")
    let screen = TaskScreen(book: .sample)
    let saver = DeferredSave(store: store)
    screen.onChange = { [unowned screen] _ in saver.schedule(for: screen) }
    let terminal = TestTerminal(root: screen.root, size: Size(width: 36, height: 8))
    terminal.send("enter", "down", "enter")  // two changes
    terminal.advance(by: .milliseconds(900))
    #expect(saver.running == nil)  // not yet: the last change is 0.9 s old
    terminal.advance(by: .milliseconds(100))
    await saver.running?.value  // one save, of both changes
    #expect(try store.load().doneCount == 2)
}
// end-snippet

enum TutorialAppSnippets {
    static let screens: [DocScreen] = [
        DocScreen(article: "Tutorial", name: "app") {
            guard let folder = try? temporaryFolder(), let app = try? makeTaskApp(folder: folder) else { return [] }
            let terminal = TestTerminal(root: app.root, size: Size(width: 44, height: 9))
            terminal.send("a")
            await terminal.settle()
            terminal.type("Fix the bike")
            let typed = terminal.screen
            terminal.send("enter")
            await terminal.settle()
            terminal.send("enter")
            return [typed, terminal.screen]
        },
        DocScreen(article: "Tutorial", name: "million") {
            let screen = TaskScreen(book: millionTasks())
            let terminal = TestTerminal(root: screen.root, size: Size(width: 36, height: 8))
            terminal.send("end", "enter")
            return [terminal.screen]
        },
    ]
}
