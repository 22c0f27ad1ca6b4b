// The tasks on disk, as JSON (tutorial step 4): the one file that touches files with the export.
// Kept word for word the tutorial's code (Tutorial.md); a test checks it.

import BrikTUI
import Foundation

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
