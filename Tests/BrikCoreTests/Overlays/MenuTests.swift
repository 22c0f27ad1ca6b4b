import BrikRendering
import Testing

@testable import BrikCore

@MainActor
@Suite("Menus")
struct MenuTests {
    @Test("a menu opens under its anchor, its first item highlighted, accelerators right-aligned")
    func opensUnderAnchor() {
        let (terminal, open, log) = menuScreen()
        let session = terminal.application.showMenu(fileMenu(log), anchoredTo: open)
        terminal.redraw()
        #expect(
            terminal.trimmedScreen == [
                "[ Open ]",
                "╭────────────────╮",
                "│ New     Ctrl+N │",
                "│ Revert         │",
                "├────────────────┤",
                "│ Recent       ▸ │",
                "│ Quit           │",
                "╰────────────────╯",
                "", "", "", "",
            ])
        #expect(session.state.top.highlighted == 0)
        #expect(terminal.cell(at: Point(x: 2, y: 2)).style.attributes.contains(.reverse))
        #expect(terminal.cell(at: Point(x: 2, y: 3)).style.attributes.contains(.dim))
        #expect(!terminal.cell(at: Point(x: 2, y: 3)).style.attributes.contains(.reverse))
    }

    @Test("↑/↓ skip the disabled item and the separator and wrap; Home/End; a letter jumps")
    func navigation() {
        let (terminal, open, log) = menuScreen()
        let session = terminal.application.showMenu(fileMenu(log), anchoredTo: open)
        terminal.send("down")
        #expect(session.state.top.highlighted == 3)
        terminal.send("down")
        #expect(session.state.top.highlighted == 4)
        terminal.send("down")
        #expect(session.state.top.highlighted == 0)
        terminal.send("up")
        #expect(session.state.top.highlighted == 4)
        terminal.send("home")
        #expect(session.state.top.highlighted == 0)
        terminal.send("end")
        #expect(session.state.top.highlighted == 4)
        // "r": Revert is disabled, so Recent.
        terminal.send("r")
        #expect(session.state.top.highlighted == 3)
        terminal.send("q")
        #expect(session.state.top.highlighted == 4)
        #expect(terminal.cell(at: Point(x: 2, y: 6)).style.attributes.contains(.reverse))
        #expect(log.entries.isEmpty)
    }

    @Test("→ opens a submenu beside its row; ← closes just it; Esc closes it, then the menu")
    func submenus() {
        let (terminal, open, log) = menuScreen()
        let session = terminal.application.showMenu(fileMenu(log), anchoredTo: open)
        terminal.send("down", "right")
        #expect(session.state.levels.count == 2)
        #expect(terminal.application.overlays.count == 2)
        #expect(
            terminal.trimmedScreen == [
                "[ Open ]",
                "╭────────────────╮",
                "│ New     Ctrl+N │",
                "│ Revert         │",
                "├────────────────┤",
                "│ Recent       ▸ │╭────────╮",
                "│ Quit           ││ a.txt  │",
                "╰────────────────╯│ b.txt  │",
                "                  ╰────────╯",
                "", "", "",
            ])
        terminal.send("left")
        #expect(session.state.levels.count == 1 && terminal.application.overlays.count == 1)
        #expect(session.state.top.highlighted == 3)
        terminal.send("enter")
        #expect(session.state.levels.count == 2)
        terminal.send("escape")
        #expect(session.state.levels.count == 1 && session.isOpen)
        terminal.send("escape")
        #expect(!session.isOpen && terminal.application.overlays.isEmpty)
        #expect(terminal.application.focusedBrick === open)
        #expect(log.entries.isEmpty)
    }

    @Test("Enter runs the item after every open menu closed, with the focus back where it was")
    func enterRunsAfterClosing() {
        let (terminal, open, log) = menuScreen()
        var closed = 0
        let session = terminal.application.showMenu(fileMenu(log), anchoredTo: open).onClose { closed += 1 }
        terminal.send("down", "right", "down", "enter")
        #expect(log.entries == ["b"])
        #expect((log.focusedWhenRun.first ?? nil) === open)
        #expect(!session.isOpen && terminal.application.overlays.isEmpty && closed == 1)
        #expect(terminal.trimmedScreen[1] == "[ Later ]")
    }

    @Test("an accelerator runs its item while the menu is open, at any depth of the menu")
    func acceleratorWhileOpen() {
        let (terminal, open, log) = menuScreen()
        terminal.application.showMenu(fileMenu(log), anchoredTo: open)
        terminal.send("down", "right")
        terminal.send(.ctrl("n"))
        #expect(log.entries == ["new"])
        #expect(terminal.application.overlays.isEmpty)
        #expect(MenuItem.label(of: KeyEvent(.function(10), modifiers: .shift)) == "Shift+F10")
    }

    @Test("a click runs an item; a click on a disabled item or a separator does nothing")
    func clicks() {
        let (terminal, open, log) = menuScreen()
        let session = terminal.application.showMenu(fileMenu(log), anchoredTo: open)
        terminal.click(4, 3)  // Revert, disabled
        terminal.click(4, 4)  // the separator
        #expect(session.isOpen && log.entries.isEmpty)
        terminal.click(4, 6)  // Quit
        #expect(log.entries == ["quit"] && !session.isOpen)
        #expect(terminal.application.focusedBrick === open)
    }

    @Test("with a submenu open, a click on the menu under it reaches that menu; outside, closes them all")
    func clicksThroughTheChain() {
        let (terminal, open, log) = menuScreen()
        let session = terminal.application.showMenu(fileMenu(log), anchoredTo: open)
        terminal.click(4, 5)  // Recent: opens the submenu
        #expect(session.state.levels.count == 2)
        terminal.click(4, 2)  // New, in the first menu, under the open submenu
        #expect(log.entries == ["new"] && !session.isOpen)

        var pressed = 0
        let later = terminal.application.root.children[1] as! Button
        later.action { _ in pressed += 1 }
        let again = terminal.application.showMenu(fileMenu(log), anchoredTo: open)
        terminal.send("down", "right")
        terminal.click(30, 10)  // outside both
        #expect(!again.isOpen && terminal.application.overlays.isEmpty)
        // The click was eaten: nothing behind saw it.
        terminal.click(30, 10)
        #expect(pressed == 0 && log.entries == ["new"])
    }

    @Test("near the bottom the menu opens above its anchor; a resize keeps it anchored and on screen")
    func flipAndResize() {
        let log = ActionLog()
        let button = Button("Menu")
        let root = VBrik(alignment: .leading) { _ in
            Spacer()
            button
        }
        let terminal = TestTerminal(root: root, size: Size(width: 30, height: 10))
        terminal.application.focus(button)
        terminal.application.showMenu(fileMenu(log), anchoredTo: button)
        terminal.redraw()
        #expect(
            terminal.trimmedScreen == [
                "", "",
                "╭────────────────╮",
                "│ New     Ctrl+N │",
                "│ Revert         │",
                "├────────────────┤",
                "│ Recent       ▸ │",
                "│ Quit           │",
                "╰────────────────╯",
                "[ Menu ]",
            ])
        terminal.send("down", "right")
        terminal.resize(to: Size(width: 24, height: 8))
        // Still above the button (now on row 7); the submenu keeps to the right of its row,
        // where there is more room than on the left, shrunk to the screen's edge.
        #expect(
            terminal.trimmedScreen == [
                "╭────────────────╮",
                "│ New     Ctrl+N │",
                "│ Revert         │",
                "├────────────────┤",
                "│ Recent       ▸ │╭────╮",
                "│ Quit           ││ a… │",
                "╰────────────────╯│ b… │",
                "[ Menu ]          ╰────╯",
            ])
    }

    @Test("a context menu opens at the mouse on a right-click, and at the brick on Shift-F10")
    func contextMenu() {
        let log = ActionLog()
        let field = TextField(placeholder: "notes")
        let box = VBrik(alignment: .fill) { _ in field }
        box.contextMenu {
            MenuItem("Copy", action: log.record("copy"))
            MenuItem("Paste", isEnabled: false, action: log.record("paste"))
        }
        let root = VBrik(alignment: .fill) { _ in
            box
            Spacer()
        }
        let terminal = TestTerminal(root: root, size: Size(width: 30, height: 8))
        log.application = terminal.application
        terminal.send(.mouse(MouseEvent(.press(.right), at: Point(x: 8, y: 0))))
        #expect(terminal.application.openMenu != nil)
        #expect(
            terminal.trimmedScreen == [
                "notes   ╭────────╮",
                "        │ Copy   │",
                "        │ Paste  │",
                "        ╰────────╯",
                "", "", "", "",
            ])
        terminal.send("enter")
        #expect(log.entries == ["copy"])
        #expect((log.focusedWhenRun.first ?? nil) === field)
        terminal.send(KeyEvent(.function(10), modifiers: .shift))
        #expect(terminal.trimmedScreen[0] == "╭────────╮")
        terminal.send("escape")
        #expect(terminal.application.overlays.isEmpty && terminal.application.focusedBrick === field)
    }

    @Test("a menu bar: F10 opens its first menu, ←/→ move between menus, accelerators work closed")
    func menuBar() {
        let log = ActionLog()
        let bar = MenuBar([
            fileMenu(log),
            Menu("Edit") { MenuItem("Undo", key: "ctrl+z", action: log.record("undo")) },
        ])
        let root = VBrik(alignment: .fill) { _ in
            bar
            Button("Body")
            Spacer()
        }
        let terminal = TestTerminal(root: root, size: Size(width: 30, height: 9))
        log.application = terminal.application
        #expect(terminal.trimmedScreen[0] == " File  Edit")
        terminal.send("F10")
        #expect(bar.openIndex == 0)
        // The body button's right bracket shows past the menu's edge.
        #expect(terminal.trimmedScreen[1] == "╭────────────────╮]")
        terminal.send("right")
        #expect(bar.openIndex == 1)
        #expect(terminal.trimmedScreen[1] == "      ╭──────────────╮")
        #expect(terminal.cell(at: Point(x: 7, y: 0)).style.attributes.contains(.reverse))
        terminal.send("left", "down", "right")  // back on File, Recent's submenu opens
        #expect(bar.openIndex == 0 && bar.session?.state.levels.count == 2)
        terminal.send("escape", "escape")
        #expect(bar.openIndex == nil && terminal.application.overlays.isEmpty)
        terminal.send(.ctrl("z"))
        #expect(log.entries == ["undo"])
        terminal.click(8, 0)
        #expect(bar.openIndex == 1)
    }

    @Test("a menu bar is built like a menu: MenuBar { Menu(…) { … } }")
    func menuBarBuilder() {
        let bar = MenuBar {
            Menu("File") { MenuItem("Save") {} }
            Menu("Edit") { MenuItem("Copy") {} }
        }
        #expect(bar.menus.map(\.title) == ["File", "Edit"])
    }
}
