import BrikTUI
import Testing

/// The snippets of "Overlays and navigation".
enum OverlaySnippets {
    // snippet: confirm-async
    /// Deletes the task under the cursor once the user said yes.
    @MainActor
    func deleteTask(in list: List<Int>, app: Application) async {
        guard let row = list.cursorIndex else { return }
        let sure = await app.confirm(
            "Delete \(list.options[row])?", message: "It goes for good.", confirm: "Delete", isDestructive: true)
        if sure { list.options.remove(at: row) }
    }
    // end-snippet

    static let screens: [DocScreen] = [
        DocScreen(article: "OverlaysAndNavigation", name: "a dialog") {
            // snippet: dialog
            let tasks = List(options: ["Water the plants", "Call Ana", "Buy bread", "Pay the rent"])
            tasks.scrollView.showsScrollbar = false
            let terminal = TestTerminal(root: tasks, size: Size(width: 34, height: 8))
            let app = terminal.application
            let dialog = Dialog("Quit?", message: "2 tasks are not done.", buttons: [.cancel, Dialog.Button("Quit")])
                .onChoose { choice in if choice?.title == "Quit" { app.quit() } }
            app.present(Overlay(dialog))
            terminal.send("tab")  // from Quit (the default: the first that is not cancel) to Cancel
            // end-snippet
            #expect((app.focusedBrick as? Button)?.title == "Cancel")
            return [terminal.screen]
        },
        DocScreen(article: "OverlaysAndNavigation", name: "a popover") {
            // snippet: popover
            let sort = Button("Sort by ▾")
            let screen = VBrik(alignment: .leading) { _ in
                Label("Inbox")
                sort
                Spacer()
            }
            let terminal = TestTerminal(root: screen, size: Size(width: 30, height: 7))
            let choices = VBrik(alignment: .fill) { _ in
                Button("Date")
                Button("Sender")
            }.border(.rounded)
            terminal.application.present(choices, placement: .anchored(to: sort), kind: .popover)
            terminal.advance(by: .zero)
            // end-snippet
            #expect(choices.frame.y == sort.frame.maxY)
            return [terminal.screen]
        },
        DocScreen(article: "OverlaysAndNavigation", name: "a menu") {
            // snippet: menu
            var saved = 0
            let file = Button("File")
            let screen = VBrik(alignment: .leading) { _ in
                file
                Spacer()
            }
            let terminal = TestTerminal(root: screen, size: Size(width: 36, height: 8))
            let menu = Menu("File") {
                MenuItem("New", key: "ctrl+n") {}
                MenuItem("Save", key: "ctrl+s") { saved += 1 }
                MenuItem("Revert", isEnabled: false) {}
                MenuItem.separator
                Menu("Recent") {
                    MenuItem("notes.txt") {}
                }
            }
            terminal.application.showMenu(menu, anchoredTo: file)
            terminal.send("down", "down")  // past Save, Revert is disabled: to Recent
            terminal.send("right")  // opens the submenu beside it
            // end-snippet
            #expect(saved == 0)
            return [terminal.screen]
        },
        DocScreen(article: "OverlaysAndNavigation", name: "a select") {
            // snippet: select
            let size = Select(options: ["Small", "Medium", "Large"], selectedIndex: 1)
            let chosen = Label("Medium")
            size.action(event: .valueChanged) { select in chosen.text = select.selectedOption ?? "" }
            let screen = VBrik(alignment: .leading) { _ in
                size
                chosen
                Spacer()
            }
            let terminal = TestTerminal(root: screen, size: Size(width: 24, height: 7))
            terminal.send("enter", "down")  // open the list, the cursor to Large
            let open = terminal.screen
            terminal.send("enter")  // choose it
            // end-snippet
            #expect(size.selectedOption == "Large")
            return [open, terminal.screen]
        },
        DocScreen(article: "OverlaysAndNavigation", name: "the command palette") {
            // snippet: palette
            var count = 0
            let counter = Label("0")
            let terminal = TestTerminal(root: counter, size: Size(width: 50, height: 8))
            let app = terminal.application
            app.registerCommand(id: "count.up", title: "Count up", keys: ["+"]) {
                count += 1
                counter.text = "\(count)"
            }
            app.registerCommand(id: "count.reset", title: "Reset the count") {
                count = 0
                counter.text = "0"
            }
            terminal.send("ctrl+p")
            terminal.type("cup")  // fuzzy: c…u…p in "Count up"
            let filtered = terminal.screen
            terminal.send("enter")  // runs it, after the palette closed
            // end-snippet
            #expect(count == 1)
            return [filtered, terminal.screen]
        },
        DocScreen(article: "OverlaysAndNavigation", name: "toasts") {
            // snippet: toasts
            let terminal = TestTerminal(root: Label("Editing notes.txt"), size: Size(width: 36, height: 8))
            let app = terminal.application
            app.toast("Saved notes.txt", severity: .success)
            app.toast("Backup failed", title: "Sync", severity: .error, timeout: nil)
            terminal.advance(by: .seconds(1))
            // end-snippet
            #expect(app.overlays.count == 2)
            return [terminal.screen]
        },
        DocScreen(article: "OverlaysAndNavigation", name: "tabs") {
            // snippet: tabs
            let tabs = TabView {
                Tab("Inbox") { List(options: ["From Ana", "From Bo"]) }
                Tab("Compose") {
                    TextField(placeholder: "To")
                    TextField(placeholder: "Subject")
                }
                Tab("Log") { Label("3 messages sent") }
            }
            let terminal = TestTerminal(root: tabs, size: Size(width: 30, height: 5))
            terminal.send("ctrl+pagedown")  // the next tab, from anywhere in the content
            // end-snippet
            #expect(tabs.selectedIndex == 1)
            return [terminal.screen]
        },
        DocScreen(article: "OverlaysAndNavigation", name: "a screen stack") {
            // snippet: screen-stack
            let inbox = List(options: ["From Ana", "From Bo", "From Cy"])
            let stack = ScreenStack(root: inbox)
            inbox.action { [unowned stack] list in
                stack.push(Label("Message \(list.options[list.cursorIndex ?? 0])").border(.rounded))
            }
            let terminal = TestTerminal(root: stack, size: Size(width: 24, height: 4))
            terminal.send("down", "enter")  // open the second message
            let opened = terminal.screen
            terminal.send("esc")  // back: the list, its cursor where it was
            // end-snippet
            #expect(stack.screens.count == 1)
            return [opened, terminal.screen]
        },
    ]
}
