import BrikRendering
import Testing

@testable import BrikCore

/// A Save button (focused, with a `doc.save` binding) and a registered command.
@MainActor
private func paletteScreen() -> (TestTerminal, Button, ActionLog) {
    let save = Button("Save")
    let root = VBrik(alignment: .leading) { _ in
        save
        Spacer()
    }
    let terminal = TestTerminal(root: root, size: Size(width: 50, height: 16))
    let log = ActionLog()
    log.application = terminal.application
    save.keyBinding("doc.save", keys: "ctrl+s", description: "save the document") { log.record("save")() }
    terminal.application.registerCommand(id: "greet", title: "Say hello", action: log.record("hello"))
    terminal.application.registerCommand(id: "count", title: "Count words", keys: ["ctrl+w"], action: log.record("count"))
    terminal.application.focus(save)
    terminal.redraw()
    return (terminal, save, log)
}

@MainActor
@Suite("Command palette")
struct CommandPaletteTests {
    @Test("Ctrl-P opens it near the top: commands, then the active bindings with keys on the right")
    func opens() {
        let (terminal, _, _) = paletteScreen()
        terminal.send(.ctrl("p"))
        let palette = terminal.application.presentedCommandPalette
        #expect(palette != nil)
        #expect(
            terminal.trimmedScreen.prefix(15) == [
                "[ Save ]",
                "",
                " ╭ Commands ────────────────────────────────────╮",
                " │ Type a command                               │",
                " │ Say hello                                    │",
                " │ Count words                           ctrl+w │",
                " │ save the document                     ctrl+s │",
                " │ quit                                  ctrl+c │",
                " │ focus up                                   ↑ │",
                " │ focus down                                 ↓ │",
                " │ focus left                                 ← │",
                " │ focus right                                → │",
                " │ help                                    ?/F1 │",
                " ╰──────────────────────────────────────────────╯",
                "",
            ])
        // Its own binding is not listed; the focus is in its field.
        #expect(palette?.entries.contains { $0.id == "palette" } == false)
        #expect(terminal.application.focusedBrick === palette?.field)
    }

    @Test("typing filters fuzzily, the matched letters bold and underlined; ↑/↓ move; Esc closes")
    func filters() {
        let (terminal, _, log) = paletteScreen()
        terminal.send(.ctrl("p"))
        terminal.type("sdoc")
        let palette = terminal.application.presentedCommandPalette!
        #expect(palette.shown.map(\.entry.title) == ["save the document"])
        #expect(terminal.trimmedScreen[4] == " │ save the document                     ctrl+s │")
        // "s" at column 3, "doc" of "document" from column 12; the cursor's row in reverse.
        #expect(terminal.cell(at: Point(x: 3, y: 4)).style.attributes.isSuperset(of: [.bold, .underline, .reverse]))
        #expect(terminal.cell(at: Point(x: 12, y: 4)).style.attributes.contains(.underline))
        #expect(terminal.cell(at: Point(x: 14, y: 4)).style.attributes.contains(.underline))
        #expect(!terminal.cell(at: Point(x: 4, y: 4)).style.attributes.contains(.underline))
        terminal.send("backspace", "backspace", "backspace", "backspace", "down", "down")
        #expect(palette.cursor == 2)
        terminal.type("zzz")
        #expect(palette.shown.isEmpty && terminal.trimmedScreen[4] == " │ No matching commands                         │")
        terminal.send("escape")
        #expect(terminal.application.overlays.isEmpty && log.entries.isEmpty)
    }

    @Test("Enter runs the entry after the palette closed: a binding acts on the brick focused before")
    func runsAfterClosing() {
        let (terminal, save, log) = paletteScreen()
        terminal.send(.ctrl("p"))
        terminal.type("save")
        terminal.send("enter")
        #expect(log.entries == ["save"])
        #expect((log.focusedWhenRun.first ?? nil) === save)
        #expect(terminal.application.overlays.isEmpty)
        terminal.send(.ctrl("p"))
        terminal.type("hello")
        terminal.send("enter")
        #expect(log.entries == ["save", "hello"])
        // A command's keys run it too.
        terminal.send(.ctrl("w"))
        #expect(log.entries == ["save", "hello", "count"])
    }

    @Test("the keymap remaps the palette's key; help lists it; Ctrl-P again closes it")
    func remap() {
        let (terminal, _, _) = paletteScreen()
        #expect(terminal.application.activeBindings.contains { $0.id == "palette" && $0.keyLabel == "ctrl+p" })
        terminal.send(.ctrl("p"), .ctrl("p"))
        #expect(terminal.application.overlays.isEmpty)
        terminal.application.keymap.override("palette", keys: ["ctrl+k"])
        terminal.send(.ctrl("p"))
        #expect(terminal.application.presentedCommandPalette == nil)
        terminal.send(.ctrl("k"))
        #expect(terminal.application.presentedCommandPalette != nil)
        terminal.application.keymap.override("count", keys: ["F6"])
        terminal.send(KeyEvent(.escape), .ctrl("k"))
        #expect(terminal.application.presentedCommandPalette?.entries.first { $0.id == "count" }?.keys == "F6")
    }

    @Test("commands come by priority: the screen's own first, then the bindings, then those below 0")
    func commandsByPriority() {
        let terminal = TestTerminal(root: Button("Go").keyBinding("go", keys: "g", description: "go now") {})
        let app = terminal.application
        app.registerCommand(id: "shell.open", title: "Open elsewhere", priority: -1) {}
        app.registerCommand(id: "page.one", title: "Page command") {}
        app.registerCommand(id: "page.top", title: "Most wanted", priority: 5) {}
        let titles = app.paletteEntries().map(\.title)
        #expect(Array(titles.prefix(3)) == ["Most wanted", "Page command", "go now"])
        #expect(titles.last == "Open elsewhere")
    }

    @Test("a click on an entry runs it; a click outside closes the palette")
    func clicks() {
        let (terminal, _, log) = paletteScreen()
        terminal.send(.ctrl("p"))
        terminal.click(10, 4)
        #expect(log.entries == ["hello"] && terminal.application.overlays.isEmpty)
        terminal.send(.ctrl("p"))
        terminal.click(1, 15)
        #expect(terminal.application.overlays.isEmpty && log.entries == ["hello"])
    }
}

@MainActor
@Suite("Popover")
struct PopoverTests {
    @Test("a popover opens under its anchor, above it near the bottom; Esc closes it, the anchor refocused")
    func popover() {
        let (terminal, open, _) = menuScreen(width: 30, height: 8)
        let overlay = terminal.application.showPopover(Label("Hello there"), anchoredTo: open)
        terminal.redraw()
        #expect(terminal.trimmedScreen.prefix(4) == ["[ Open ]", "╭───────────╮", "│Hello there│", "╰───────────╯"])
        terminal.send("escape")
        #expect(!overlay.isPresented && terminal.application.focusedBrick === open)

        let later = terminal.application.root.children[1]
        terminal.application.focus(later)
        terminal.resize(to: Size(width: 30, height: 3))
        terminal.application.showPopover(Label("Hi"), anchoredTo: open)
        terminal.redraw()
        // No room under Open (row 0) nor above: it goes where there is more, shrunk to fit.
        #expect(terminal.trimmedScreen == ["[ Open ]", "╭──╮ter ]", "╰──╯"])
        terminal.click(20, 0)
        #expect(terminal.application.overlays.isEmpty && terminal.application.focusedBrick === open)
    }
}
