import BrikTUI
import Foundation
import Testing

// The tutorial's steps that touch files: persistence (step 4) and the export with a
// progress bar (step 6). Only this file of the app imports Foundation.

// MARK: Step 4: persistence

// snippet: tutorial-store
/// The tasks on disk, as JSON: the one type of the app that touches files.
struct TaskStore: Sendable {
    let path: String

    /// The tasks saved, none on the first run (no file yet).
    func load() throws -> TaskBook {
        guard FileManager.default.fileExists(atPath: path) else { return TaskBook() }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return TaskBook(tasks: try JSONDecoder().decode([TaskItem].self, from: data))
    }

    /// Writes `book` whole; a crash halfway leaves the last file, never half of one.
    func save(_ book: TaskBook) throws {
        let data = try JSONEncoder().encode(book.tasks)
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

extension TaskScreen {
    /// The screen over the tasks in `store`, every change written back. Throws when the
    /// file is there but cannot be read: better to stop than to overwrite it.
    static func open(_ store: TaskStore) throws -> TaskScreen {
        let screen = TaskScreen(book: try store.load())
        screen.onChange = { [unowned screen] book in
            do {
                try store.save(book)
            } catch {
                screen.root.application?.toast("Not saved: \(error.localizedDescription)", severity: .error)
            }
        }
        return screen
    }
}
// end-snippet

/// A new empty folder for one test's files.
func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "briktui-tutorial-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

// snippet: tutorial-store-test
@MainActor @Test func theTasksAreThereAfterARestart() throws {
    let store = TaskStore(path: try temporaryFolder() + "/tasks.json")
    try store.save(.sample)
    let first = try TaskScreen.open(store)
    let terminal = TestTerminal(root: first.root, size: Size(width: 36, height: 8))
    terminal.send("down", "enter")  // Call Ana, done: saved at once
    let again = try TaskScreen.open(store)  // as the next run of the app does
    #expect(again.book.tasks.map(\.isDone) == [false, true, false, false])
    let restarted = TestTerminal(root: again.root, size: Size(width: 36, height: 8))
    #expect(restarted.screen == terminal.screen.dropLast() + ["1 of 4 done · Water the plants"])  // the cursor starts on top
}
// end-snippet

// MARK: Step 6: a background task with progress

// snippet: tutorial-export
/// The tasks as a Markdown checklist: work off the main actor, which cannot touch bricks.
nonisolated func markdown(of tasks: ArraySlice<TaskItem>) async -> String {
    tasks.map { "- [\($0.isDone ? "x" : " ")] \($0.title)\n" }.joined()
}

/// Writes `text` to `path`, off the main actor too: a big file does not freeze the screen.
nonisolated func write(_ text: String, to path: String) async throws {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
}

extension TaskScreen {
    /// Exports the tasks to `path` in chunks, with a progress bar in the status line; keys
    /// and drawing go on meanwhile. The bar goes two seconds after the end.
    @discardableResult
    func export(to path: String) -> Task<Void, Never> {
        let bar = ProgressBar(value: 0)
        shell.statusLine.addChild(bar)
        let tasks = book.tasks  // a copy: the user may go on changing the list
        return Task {
            var text = ""
            for start in stride(from: 0, to: tasks.count, by: 1000) {
                let end = min(start + 1000, tasks.count)
                text += await markdown(of: tasks[start..<end])  // leaves the main actor, and comes back
                bar.value = Double(end) / Double(tasks.count)
            }
            do {
                try await write(text, to: path)
                shell.status.text = "Exported \(tasks.count) tasks"
            } catch {
                shell.status.text = "Not exported: \(error.localizedDescription)"
            }
            bar.value = 1
            root.application?.after(.seconds(2)) { bar.removeFromParent() }
        }
    }

    /// `x` exports; the footer and the help list it with the others.
    func installExport(to path: String) {
        root.keyBinding("tasks.export", keys: "x", description: "export", footer: true) { [unowned self] in
            export(to: path)
        }
    }
}
// end-snippet

// snippet: tutorial-export-test
@MainActor @Test func theExportShowsItsProgressThenTheBarGoes() async throws {
    let path = try temporaryFolder() + "/tasks.md"
    let screen = TaskScreen(book: .sample)
    let terminal = TestTerminal(root: screen.root, size: Size(width: 40, height: 8))
    await screen.export(to: path).value  // the work, to its end
    terminal.advance(by: .zero)  // one turn of the loop draws what it changed
    #expect(terminal.screen.last == "Exported 4 tasks    ███████████████ 100%")
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("- [ ] Water the plants\n"))
    terminal.advance(by: .seconds(2))  // the virtual clock: no waiting
    #expect(terminal.screen.last == "Exported 4 tasks")
}
// end-snippet

enum TutorialStoreSnippets {
    static let screens: [DocScreen] = [
        DocScreen(article: "Tutorial", name: "store") {
            guard let folder = try? temporaryFolder() else { return [] }
            let store = TaskStore(path: folder + "/tasks.json")
            try? store.save(.sample)
            guard let first = try? TaskScreen.open(store) else { return [] }
            TestTerminal(root: first.root, size: Size(width: 36, height: 8)).send("down", "enter")
            guard let again = try? TaskScreen.open(store) else { return [] }
            return [TestTerminal(root: again.root, size: Size(width: 36, height: 8)).screen]
        },
        DocScreen(article: "Tutorial", name: "export") {
            guard let folder = try? temporaryFolder() else { return [] }
            let screen = TaskScreen(book: .sample)
            let terminal = TestTerminal(root: screen.root, size: Size(width: 40, height: 8))
            await screen.export(to: folder + "/tasks.md").value
            terminal.advance(by: .zero)
            let done = terminal.screen
            terminal.advance(by: .seconds(2))
            return [done, terminal.screen]
        },
    ]
}
