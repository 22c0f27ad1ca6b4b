import BrikRendering
import Testing

@testable import BrikCore

/// A form of two buttons in a row, bindings on each level, and a log of what ran.
@MainActor
private func bindingForm(_ log: Recorder) -> (TestTerminal, VBrik) {
    let root = VBrik(alignment: .fill) { _ in
        HBrik(alignment: .fill) { _ in
            Button("A").tag("a")
            Button("B").tag("b")
        }.tag("row")
        Label("x")
    }
    root["row"]["a"].keyBinding("a.x", keys: "x", description: "button x") { log("button x") }
    root["row"]
        .keyBinding("row.x", keys: "x", description: "row x") { log("row x") }
        .keyBinding("row.y", keys: "y", description: "row y") { log("row y") }
    root
        .keyBinding("root.y", keys: "y", description: "root y") { log("root y") }
        .keyBinding("root.z", keys: "z", description: "root z") { log("root z") }
    let terminal = TestTerminal(root: root, size: Size(width: 20, height: 2))
    terminal.application.bindings = [
        KeyBinding("screen.z", keys: [.character("z")], description: "screen z") { log("screen z") },
        KeyBinding("screen.w", keys: [.character("w")], description: "screen w") { log("screen w") },
    ]
    return (terminal, root)
}

@MainActor
@Suite("Key bindings")
struct KeyBindingTests {
    @Test("a key tries the focused brick, then its ancestors, then the screen, then global bindings")
    func resolutionOrder() {
        let log = Recorder()
        let (terminal, root) = bindingForm(log)
        #expect(terminal.application.focusedBrick === root["row"]["a"])
        terminal.send("x", "y", "z", "w")
        #expect(log.events == ["button x", "row y", "root z", "screen w"])
        terminal.send("tab")  // the global focus.next binding
        #expect(terminal.application.focusedBrick === root["row"]["b"])
        terminal.send("x")  // B has no x binding: its row's runs
        #expect(log.events.last == "row x")
        terminal.send("ctrl+c")
        #expect(!terminal.isRunning)
    }

    @Test("the focused brick's own handling comes before its ancestors' bindings: a field gets typed characters")
    func focusedBrickHandlesFirst() {
        let log = Recorder()
        let root = VBrik(alignment: .fill) { _ in TextField().tag("field") }
            .keyBinding("form.a", keys: "a", description: "a") { log("form a") }
            .keyBinding("form.esc", keys: "esc", description: "leave") { log("form esc") }
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 1))
        terminal.type("ab")
        terminal.send("esc")  // the field does not use Esc
        #expect(root["field", TextField.self].text == "ab")
        #expect(log.events == ["form esc"])
    }

    @Test("on one brick, higher priority first; an ignored key goes on to the next binding")
    func priorities() {
        let log = Recorder()
        let root = VBrik(alignment: .fill) { _ in Label("x") }
            .keyBinding("low", keys: "p", description: "low", priority: 1) { log("low") }
            .keyBinding("high", keys: "p", description: "high", priority: 5) { _ in
                log("high")
                return .ignored
            }
            .keyBinding("same", keys: "p", description: "same", priority: 1) { log("same") }
        let terminal = TestTerminal(root: root, size: Size(width: 5, height: 1))
        terminal.send("p")
        #expect(log.events == ["high", "low"])
        // "low" always uses p, so "same" after it never sees it: it is not listed.
        let ids = terminal.application.activeBindings.map(\.id)
        #expect(Array(ids.prefix(2)) == ["high", "low"])
        #expect(!ids.contains("same"))
    }

    @Test("a keymap override replaces a binding's keys by id, everywhere, and help shows the new keys")
    func overrides() {
        let log = Recorder()
        let root = VBrik(alignment: .fill) { _ in Label("x") }
            .keyBinding("save", keys: "ctrl+s", "F2", description: "save", footer: true) { log("save") }
        let terminal = TestTerminal(root: root, size: Size(width: 40, height: 2))
        terminal.application.keymap.override("save", keys: ["ctrl+w"])
        terminal.send("ctrl+s", "F2")
        #expect(log.events.isEmpty)
        terminal.send("ctrl+w")
        #expect(log.events == ["save"])
        let save = terminal.application.activeBindings.first { $0.id == "save" }
        #expect(save?.keyLabel == "ctrl+w")
        terminal.application.keymap.reset("save")
        terminal.send("F2")
        #expect(log.events == ["save", "save"])
    }

    @Test("global bindings are remappable too: focus.next, quit (and quitKeys reads the keymap)")
    func globalOverrides() {
        let root = VBrik(alignment: .fill) { _ in
            Button("A").tag(1); Button("B").tag(2)
        }
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 2))
        terminal.application.keymap.override("focus.next", keys: [.ctrl("n")])
        terminal.send("tab")
        #expect(terminal.application.focusedBrick === root[1])
        terminal.send("ctrl+n")
        #expect(terminal.application.focusedBrick === root[2])
        terminal.application.keymap.override("quit", keys: ["ctrl+q"])
        #expect(terminal.application.quitKeys == [.ctrl("q")])
        terminal.send("ctrl+c")
        #expect(terminal.isRunning)
        terminal.send("ctrl+q")
        #expect(!terminal.isRunning)
    }

    @Test("with nothing focused, keys start at the application's screen; its bindings stay active outside it")
    func screenBindings() {
        let log = Recorder()
        let page = VBrik(alignment: .fill) { _ in Label("page") }.keyBinding("page.q", keys: "q", description: "page q") {
            log("page")
        }
        let root = VBrik(alignment: .fill) { _ in page }.keyBinding("root.q", keys: "q", description: "root q") { log("root") }
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 2))
        terminal.send("q")
        #expect(log.events == ["root"])  // no screen: the chain is the root alone
        terminal.application.screen = page
        terminal.send("q")
        #expect(log.events == ["root", "page"])
        #expect(terminal.application.activeBindings.first?.source == .screen)
    }

    @Test("a binding with the same id replaces the earlier one; an unavailable binding neither fires nor shows")
    func replaceAndAvailability() {
        let log = Recorder()
        var enabled = false
        let root = VBrik(alignment: .fill) { _ in Label("x") }
            .keyBinding("k", keys: "k", description: "first") { log("first") }
            .keyBinding("k", keys: "k", description: "second") { log("second") }
        root.addKeyBinding(KeyBinding("m", keys: [.character("m")], description: "m", isAvailable: { enabled }) { log("m") })
        let terminal = TestTerminal(root: root, size: Size(width: 5, height: 1))
        terminal.send("k", "m")
        #expect(log.events == ["second"])
        #expect(!terminal.application.activeBindings.contains { $0.id == "m" })
        enabled = true
        terminal.send("m")
        #expect(log.events == ["second", "m"])
        #expect(root.keyBindings.map(\.description) == ["second", "m"])
    }

    @Test("an unknown key name stops with a message naming the binding and the name")
    func unknownKeyName() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = VBrik(alignment: .fill) { _ in Label("x") }.keyBinding(
                    "save", keys: "ctrl+s", "ctrl+sss", description: "save"
                ) {}
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("BrikTUI: unknown key name \"ctrl+sss\" in key binding \"save\""))
    }

    @Test("an unknown key name in a keymap override stops too")
    func unknownOverrideName() async {
        await #expect(processExitsWith: .failure) {
            var keymap = Keymap()
            keymap.override("save", keys: ["hyper+s"])
        }
    }
}
