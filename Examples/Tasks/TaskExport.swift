// The export to Markdown, off the main actor, with a progress bar (tutorial step 6).
// Kept word for word the tutorial's code (Tutorial.md); a test checks it.

import BrikTUI
import Foundation

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
