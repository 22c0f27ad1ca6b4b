import BrikCore
import BrikRendering

/// "Menus": a menu bar (File, Edit, View; F10 or a click opens it, ←/→ move between its
/// menus), with a submenu, separators, a disabled item and accelerators that work with the
/// menus closed or open; a button opening a menu under it; two drop-downs (three sizes, and
/// a million numbered options with a filter field); and a box with a context menu on a
/// right-click or Shift-F10. The line under the bar shows the last action chosen.
@MainActor
public final class MenuPage: GalleryPage {
    /// The last action chosen.
    let status = Label("last action: none")
    let bar: MenuBar
    let actions = Button("Actions")
    let size = Select(options: ["Small", "Medium", "Large"], selectedIndex: 1)
    /// Its million options are made when the page first shows (every page is made at start).
    let numbers = Select(options: [])
    let notes = Label("Right-click in this box, or press Shift-F10 in the field, for a context menu.")
    let noteField = TextField(placeholder: "A field with the box's context menu")

    /// The page.
    public init() {
        let owner = WeakMenuPage()
        func did(_ what: String) -> @MainActor () -> Void { { owner.page?.status.text = "last action: \(what)" } }
        bar = MenuBar([
            Menu("File") {
                MenuItem("New", key: "ctrl+n", action: did("new"))
                MenuItem("Open…", key: "ctrl+o", action: did("open"))
                Menu("Open recent") {
                    MenuItem("notes.txt", action: did("open notes.txt"))
                    MenuItem("todo.md", action: did("open todo.md"))
                    Menu("Older") { MenuItem("2023.log", action: did("open 2023.log")) }
                }
                MenuItem.separator
                MenuItem("Save", key: "ctrl+s", action: did("save"))
                MenuItem("Revert", isEnabled: false, action: did("revert"))
            },
            Menu("Edit") {
                MenuItem("Undo", key: "ctrl+z", action: did("undo"))
                MenuItem("Redo", isEnabled: false, action: did("redo"))
                MenuItem.separator
                MenuItem("Find…", key: "ctrl+f", action: did("find"))
            },
            Menu("View") {
                MenuItem("Zoom in", key: "ctrl+up", action: did("zoom in"))
                MenuItem("Zoom out", key: "ctrl+down", action: did("zoom out"))
            },
        ])
        super.init(id: "menu", title: "Menus", summary: "menu bar, submenus, accelerators, drop-downs, context menu")
        owner.page = self
        numbers.placeholder = "Pick one of a million"
        let notesBox = VBrik(alignment: .fill) { [notes, noteField] _ in
            notes
            noteField
        }
        notesBox.border(.rounded, title: "Notes")
        notesBox.contextMenu {
            MenuItem("Copy", action: did("copy"))
            MenuItem("Paste", isEnabled: false, action: did("paste"))
            MenuItem.separator
            MenuItem("Select all", action: did("select all"))
        }
        let hint = Label("F10 menu bar · Enter on a drop-down opens it · right-click the box · Ctrl-P palette").dim()
        hint.numberOfLines = 1
        let layout = VBrik(alignment: .fill, spacing: 1) { [bar, status, actions, size, numbers] _ in
            bar
            status
            hint
            HBrik(alignment: .center, spacing: 2) { _ in
                actions
                Label("Size")
                size
                Label("Number")
                numbers
            }
            notesBox
            Spacer()
        }
        layout.padding = EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        addChild(layout)
        actions.action { [unowned self] _ in
            application?.showMenu(
                Menu {
                    MenuItem("Rename", action: did("rename"))
                    MenuItem("Duplicate", key: "ctrl+d", action: did("duplicate"))
                    MenuItem.separator
                    MenuItem("Archive", isEnabled: false, action: did("archive"))
                    MenuItem("Delete", action: did("delete"))
                }, anchoredTo: actions)
        }
        size.action(event: .valueChanged) { [unowned self] select in
            status.text = "last action: size \(select.selectedOption ?? "none")"
        }
        numbers.action(event: .valueChanged) { [unowned self] select in
            status.text = "last action: number \(select.selectedOption ?? "none")"
        }
        onAppear { [unowned self] in
            if numbers.options.isEmpty { numbers.options = (1...1_000_000).map { "Option \($0)" } }
            application?.focus(actions)
        }
    }
}

/// Lets the page's menu actions, made before `self` exists, reach it.
@MainActor
private final class WeakMenuPage {
    weak var page: MenuPage?
}
