// Tasks: the app the tutorial (Sources/BrikTUI/BrikTUI.docc/Tutorial.md) builds, step by
// step: a task list saved in ./tasks.json. Enter ticks a task, a adds one (a form that
// validates its title), d deletes one (a destructive confirm), x exports them to
// ./tasks.md with a progress bar, ? shows the help, q quits. Each file is the code of a
// step, word for word; DocSnippetTests checks that they agree.
//
//     swift run TasksExample
import BrikTUI

/// The whole app over the files in `folder`: what `main.swift` runs, and what a test drives.
@MainActor
func makeTaskApp(folder: String) throws -> TaskScreen {
    let screen = try TaskScreen.open(TaskStore(path: folder + "/tasks.json"))
    screen.installKeys()
    screen.installExport(to: folder + "/tasks.md")
    return screen
}

let screen = try makeTaskApp(folder: ".")
try Application(root: screen.root).run()
