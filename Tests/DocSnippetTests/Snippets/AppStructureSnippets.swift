import BrikTUI
import Testing

// snippet: structure-model
/// What the app knows: plain values, no bricks, testable on their own.
struct Basket {
    var items = ["Bread", "Milk", "Apples"]
    var bought: Set<String> = []

    var summary: String { "\(items.count) items, \(bought.count) bought" }
}
// end-snippet

// snippet: structure-screen
/// One screen: the model and the bricks that show it, kept together.
@MainActor
final class BasketScreen {
    private(set) var basket = Basket()
    let summary = Label()
    let list = List(options: [], mode: .multiple)
    let details = VBrik(alignment: .leading) { _ in }
    let root: VBrik

    init() {
        root = VBrik(alignment: .fill) { [summary, list, details] _ in
            summary.bold()
            HBrik(alignment: .fill, spacing: 1) { _ in
                list.border(.single, title: "Basket")
                details.border(.single, title: "Item")
            }
        }
        // Bricks report to the screen; the screen changes the model, then shows it.
        list.action(event: .valueChanged) { [unowned self] _ in
            basket.bought = Set(list.selectedOptions)
            update()
        }
        list.onCursorChange = { [unowned self] list in showDetails(of: list.cursorIndex) }
        list.keyOptions = SelectionKeyOptions(typeAhead: false)  // letters go to the screen's bindings
        root.keyBinding("basket.add", keys: "a", description: "add eggs") { [unowned self] in add("Eggs") }
        update()
    }

    func add(_ item: String) {
        basket.items.append(item)
        update()
    }

    /// Model to bricks, in one place: every change ends here.
    private func update() {
        list.options = basket.items  // kept options keep their ticks and the cursor
        summary.text = basket.summary
        showDetails(of: list.cursorIndex)
    }
}
// end-snippet

extension BasketScreen {
    // snippet: structure-replace
    /// The details pane shows the item under the cursor, or a hint: its children are replaced.
    func showDetails(of index: Int?) {
        guard let index, index < basket.items.count else {
            details.setChildren([Label("Nothing chosen").dim()])
            return
        }
        let item = basket.items[index]
        details.setChildren([
            Label(item).bold(),
            Label(basket.bought.contains(item) ? "bought" : "to buy"),
        ])
    }
    // end-snippet
}

/// Two screens on a stack, and quitting from code.
@MainActor
enum StructureScreens {
    static func make() -> (root: Brick, stack: ScreenStack) {
        // snippet: structure-stack
        let home = VBrik(alignment: .leading) { _ in
            Label("Home").bold()
            Label("s: settings   q: quit")
        }
        let stack = ScreenStack(root: home)
        home.keyBinding("home.settings", keys: "s", description: "settings") { [unowned stack] in
            let settings = VBrik(alignment: .leading) { _ in
                Label("Settings").bold()
                Toggle("Dark mode", isOn: true)
                Label("Esc: back")
            }
            stack.push(settings)  // Esc pops it; home keeps its focus and scroll
        }
        home.keyBinding("home.quit", keys: "q", description: "quit") { [unowned home] in
            Task {
                guard let app = home.application else { return }
                if await app.confirm("Quit?", confirm: "Quit") { app.quit() }
            }
        }
        // end-snippet
        return (stack, stack)
    }
}

enum AppStructureSnippets {
    static let screens: [DocScreen] = [
        DocScreen(article: "AppStructure", name: "basket") {
            let screen = BasketScreen()
            let terminal = TestTerminal(root: screen.root, size: Size(width: 40, height: 7))
            terminal.send("down", "space")
            return [terminal.screen]
        },
        DocScreen(article: "AppStructure", name: "screens") {
            let (root, _) = StructureScreens.make()
            let terminal = TestTerminal(root: root, size: Size(width: 24, height: 3))
            terminal.send("s")
            return [terminal.screen]
        },
    ]
}

// snippet: structure-test
@MainActor @Test func tickingAnItemCountsItAsBought() {
    let screen = BasketScreen()
    let terminal = TestTerminal(root: screen.root, size: Size(width: 40, height: 7))
    terminal.send("down", "space")  // the cursor to Milk, ticked
    #expect(screen.basket.bought == ["Milk"])
    #expect(terminal.screen[0] == "3 items, 1 bought")
}
// end-snippet

@MainActor @Test func quittingAsksFirstAndEndsTheRun() async {
    let (root, stack) = StructureScreens.make()
    let terminal = TestTerminal(root: root, size: Size(width: 30, height: 8))
    terminal.send("s")
    #expect(stack.screens.count == 2)
    terminal.send("escape")
    #expect(stack.screens.count == 1)
    terminal.send("q")
    await terminal.settle()
    #expect(terminal.screenText.contains("Quit?"))
    terminal.send("enter")
    await terminal.settle()
    #expect(!terminal.isRunning)
}
