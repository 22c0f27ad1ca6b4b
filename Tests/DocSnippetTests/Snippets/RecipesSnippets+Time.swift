import BrikTUI
import Testing

// The recipes that run over time: a progress bar fed by background work, a log that follows.

// snippet: recipe-progress
/// Exports twenty pages off the main actor; `e` starts it, `c` cancels it.
@MainActor
final class ExportScreen {
    let bar = ProgressBar(value: 0)
    let status = Label("e: export")
    let root: VBrik
    private(set) var export: Task<Void, Never>?

    init() {
        root = VBrik(alignment: .fill) { [status, bar] _ in
            status
            bar
        }
        root.keyBinding("export.start", keys: "e", description: "export") { [unowned self] in start() }
        root.keyBinding("export.cancel", keys: "c", description: "cancel") { [unowned self] in export?.cancel() }
    }

    func start() {
        guard export == nil else { return }
        status.text = "Exporting…"
        let bar = bar
        let status = status
        // Detached: the pages are made on the global executor while the run loop keeps
        // drawing; every change to a brick hops back to the main actor.
        export = Task.detached {
            let pages = 20
            for page in 1...pages {
                if Task.isCancelled {
                    await MainActor.run { status.text = "Cancelled at page \(page)" }
                    return
                }
                _ = renderPage(page)
                await MainActor.run { bar.value = Double(page) / Double(pages) }
            }
            await MainActor.run { status.text = "Exported \(pages) pages" }
        }
    }
}

/// One page's work: a plain function, nothing of the screen.
nonisolated func renderPage(_ page: Int) -> Int {
    (0..<50_000).reduce(page) { ($0 &* 31) &+ $1 }
}
// end-snippet

// snippet: recipe-log
/// A log a worker writes to once a second; it follows the newest line until the user
/// scrolls up, then counts what arrived below, and End follows again.
@MainActor
func makeServerLog() -> LogView {
    let log = LogView(maximumLineCount: 1_000)
    var request = 0
    log.onAppear { [unowned log] in
        log.application?.every(.seconds(1)) {
            request += 1
            log.append("GET /page/\(request) 200")
        }
    }
    return log.border(.single, title: "Requests")
}
// end-snippet

enum RecipesSnippets {
    static let screens: [DocScreen] = [
        DocScreen(article: "Recipes", name: "a selectable list") {
            let picker = FilePicker(sizes: RecipeData.files)
            let terminal = TestTerminal(root: picker.root, size: Size(width: 36, height: 7))
            terminal.send("down", "down", "enter")
            return [terminal.screen]
        },
        DocScreen(article: "Recipes", name: "a modal") {
            let (terminal, _) = RecipeData.renameScreen()
            terminal.send("r")
            return [terminal.screen]
        },
        DocScreen(article: "Recipes", name: "a validated form") {
            let form = SignUpForm()
            let terminal = TestTerminal(root: form.root, size: Size(width: 28, height: 6))
            terminal.type("ana@example.com")
            terminal.send("tab")
            terminal.type("16")
            return [terminal.screen]
        },
        DocScreen(article: "Recipes", name: "progress") {
            let screen = ExportScreen()
            let terminal = TestTerminal(root: screen.root, size: Size(width: 30, height: 2))
            let before = terminal.screen
            terminal.send("e")
            await screen.export?.value
            terminal.advance(by: .zero)
            return [before, terminal.screen]
        },
        DocScreen(article: "Recipes", name: "tabs") {
            let terminal = TestTerminal(root: RecipeScreens.settingsTabs(), size: Size(width: 30, height: 4))
            terminal.send("tab")
            terminal.type("Ana")
            let general = terminal.screen
            terminal.send("ctrl+pagedown")
            return [general, terminal.screen]
        },
        DocScreen(article: "Recipes", name: "a grid") {
            let (root, _) = RecipeScreens.keypad()
            let terminal = TestTerminal(root: root, size: Size(width: 20, height: 7))
            terminal.send("right", "down", "enter")
            return [terminal.screen]
        },
        DocScreen(article: "Recipes", name: "a log") {
            let terminal = TestTerminal(root: makeServerLog(), size: Size(width: 30, height: 6))
            terminal.advance(by: .seconds(6))
            let following = terminal.screen
            terminal.send("up")
            terminal.advance(by: .seconds(3))
            return [following, terminal.screen]
        },
    ]
}

/// Data and screens the recipes' pictures and tests share.
@MainActor
enum RecipeData {
    static let files: [(name: String, bytes: Int)] = [
        ("notes.txt", 1_204), ("todo.md", 312), ("budget.csv", 8_750), ("photo.png", 220_114),
    ]

    /// A list of files with `r` bound to rename, on a terminal.
    static func renameScreen() -> (TestTerminal, List<Int>) {
        let list = List(options: files.map(\.name))
        list.keyOptions = SelectionKeyOptions(typeAhead: false)
        list.keyBinding("files.rename", keys: "r", description: "rename") { [unowned list] in askToRename(in: list) }
        let terminal = TestTerminal(root: list, size: Size(width: 36, height: 8))
        terminal.application.focus(list)
        return (terminal, list)
    }
}
