import BrikTUI
import Foundation
import Testing

/// The widget reference's pictures of collections, overlays and navigation.
enum WidgetReferenceCollectionSnippets {
    static let screens: [DocScreen] = [
        DocScreen(article: "WidgetReference", name: "list") {
            // snippet: widget-list
            let list = List(options: ["List", "of options", "with a cursor"], mode: .multiple)
            // end-snippet
            list.scrollView.showsScrollbar = false
            return widgetPicture(list, width: 20, height: 3, keys: ["space"])
        },
        DocScreen(article: "WidgetReference", name: "table") {
            // snippet: widget-table
            let rows = [("Table", "3"), ("sorts", "1"), ("columns", "2")]
            let table = Table<Int>(
                count: { rows.count }, id: { $0 }, index: { $0 },
                columns: [
                    TableColumn("Name", width: .fill) { rows[$0].0 },
                    TableColumn("N", width: .fixed(size: 3), alignment: .trailing) { rows[$0].1 },
                ])
            // end-snippet
            table.scrollView.showsScrollbar = false
            return widgetPicture(table, width: 20, height: 4)
        },
        DocScreen(article: "WidgetReference", name: "tree") {
            // snippet: widget-tree
            let children = ["Tree": ["of nodes", "opened"], "opened": ["with →"]]
            let tree = Tree<String>(
                roots: ["Tree"], mayHaveChildren: { children[$0] != nil }, children: { .now(children[$0] ?? []) },
                title: { $0 })
            // end-snippet
            return widgetPicture(tree, width: 20, height: 4, keys: ["right", "down", "down", "right"])
        },
        DocScreen(article: "WidgetReference", name: "directory tree") {
            let folder = "/tmp/briktui-reference"
            try? FileManager.default.createDirectory(atPath: folder + "/Sources", withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: folder + "/README.md", contents: Data())
            // snippet: widget-directorytree
            let files = DirectoryTree(root: folder)  // each folder is read off the main actor
            // end-snippet
            let terminal = TestTerminal(root: files, size: Size(width: 30, height: 3))
            // The read runs on the global executor, then its result on the main actor.
            for _ in 0..<500 where terminal.screenText.contains("Loading") {
                try? await Task.sleep(for: .milliseconds(2))
                terminal.advance(by: .zero)
            }
            return [terminal.screen]
        },
        DocScreen(article: "WidgetReference", name: "dialog") {
            let terminal = TestTerminal(root: Label("behind"), size: Size(width: 30, height: 7))
            // snippet: widget-dialog
            let dialog = Dialog("Dialog", message: "A question, and buttons.", buttons: [.cancel, .ok])
            terminal.application.present(Overlay(dialog))
            // end-snippet
            terminal.advance(by: .zero)
            return [terminal.screen]
        },
        DocScreen(article: "WidgetReference", name: "popover") {
            let anchor = Button("Anchor")
            let terminal = TestTerminal(
                root: VBrik(alignment: .leading) { _ in
                    anchor; Spacer()
                }, size: Size(width: 24, height: 5))
            // snippet: widget-popover
            let popover = Popover(Label("A Popover, by its anchor"))
            terminal.application.present(popover, placement: .anchored(to: anchor), kind: .popover)
            // end-snippet
            terminal.advance(by: .zero)
            return [terminal.screen]
        },
        DocScreen(article: "WidgetReference", name: "menu bar") {
            // snippet: widget-menubar
            let bar = MenuBar {
                Menu("File") {
                    MenuItem("Open", key: "ctrl+o") {}
                    MenuItem("Quit", key: "ctrl+q") {}
                }
                Menu("Help") { MenuItem("About") {} }
            }
            let screen = VBrik(alignment: .fill) { _ in
                bar
                Spacer()
            }
            // end-snippet
            let terminal = TestTerminal(root: screen, size: Size(width: 26, height: 5))
            terminal.advance(by: .zero)
            bar.open(0)
            terminal.advance(by: .zero)
            return [terminal.screen]
        },
        DocScreen(article: "WidgetReference", name: "command palette") {
            let terminal = TestTerminal(root: Label(""), size: Size(width: 36, height: 6))
            // snippet: widget-palette
            terminal.application.registerCommand(id: "save", title: "Save the file") {}
            terminal.application.registerCommand(id: "sort", title: "Sort the lines") {}
            terminal.send("ctrl+p")  // the CommandPalette
            // end-snippet
            return [terminal.screen]
        },
        DocScreen(article: "WidgetReference", name: "toast") {
            let terminal = TestTerminal(root: Label(""), size: Size(width: 36, height: 6))
            // snippet: widget-toast
            terminal.application.toast("A Toast, for 4 s", severity: .success)
            // end-snippet
            terminal.advance(by: .seconds(1))
            return [terminal.screen]
        },
        DocScreen(article: "WidgetReference", name: "help overlay") {
            let terminal = TestTerminal(root: TextField(), size: Size(width: 40, height: 10))
            // snippet: widget-help
            terminal.application.showHelp()  // a HelpOverlay: every key that works now
            // end-snippet
            terminal.advance(by: .zero)
            return [terminal.screen]
        },
        DocScreen(article: "WidgetReference", name: "preview panel") {
            // snippet: widget-preview
            final class Peeker: BrickPreviewingDelegate {
                func previewBrick(for brick: Brick) -> Brick? { Label("The first lines of notes.txt") }
                func commit(preview: Brick, for brick: Brick) {}
            }
            let peeker = Peeker()
            let file = Button("notes.txt").previewing(peeker)
            // end-snippet
            return widgetPicture(file, width: 40, height: 7, keys: ["p"])
        },
        DocScreen(article: "WidgetReference", name: "tabs") {
            // snippet: widget-tabs
            let bar = Tabs(["Tabs", "on", "a bar"], selectedIndex: 0)
            let tabView = TabView {
                Tab("TabView") { Label("shows the tab chosen") }
                Tab("Other") { Label("") }
            }
            let screen = VBrik(alignment: .fill) { _ in
                bar
                tabView
            }
            // end-snippet
            return widgetPicture(screen, width: 26, height: 4)
        },
        DocScreen(article: "WidgetReference", name: "screen stack") {
            // snippet: widget-screenstack
            let stack = ScreenStack(root: Label("ScreenStack: the top screen"))
            stack.push(Label("A pushed screen; Esc pops it"))
            // end-snippet
            return widgetPicture(stack, width: 30, height: 1)
        },
    ]
}
