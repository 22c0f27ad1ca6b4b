import BrikRendering
import Testing

@testable import BrikCore

/// A screen of two buttons over a footer, with bindings on the screen and a button.
@MainActor
private func helpScreen(width: Int = 44, height: Int = 14) -> (TestTerminal, VBrik) {
    let root = VBrik(alignment: .fill) { _ in
        HBrik(alignment: .fill, spacing: 1) { _ in
            Button("Save").tag("save")
            Button("Quit").tag("quit")
        }.tag("row")
        Spacer()
        HelpFooter().tag("footer")
    }
    root["row"]["save"].keyBinding("save.now", keys: "s", "ctrl+s", description: "save", footer: true) {}
    root.keyBinding("screen.reload", keys: "r", description: "reload", footer: true) {}
        .keyBinding("screen.secret", keys: "x", description: "hidden in the footer") {}
    return (TestTerminal(root: root, size: Size(width: width, height: height)), root)
}

@MainActor
@Suite("Key binding help")
struct KeyBindingHelpTests {
    @Test("the footer lists footer bindings in key order, first key each, keys bold")
    func footer() {
        let (terminal, _) = helpScreen(width: 60)
        #expect(terminal.screen.last == " s save  r reload  ctrl+c quit  tab next field  ? help")
        let footerRow = terminal.size.height - 1
        #expect(terminal.cell(at: Point(x: 1, y: footerRow)).style.attributes.contains(.bold))
        #expect(!terminal.cell(at: Point(x: 3, y: footerRow)).style.attributes.contains(.bold))
    }

    @Test("a short footer keeps quit and help, and a … marks where the other keys were left out")
    func footerTruncation() {
        let (terminal, root) = helpScreen(width: 32)
        #expect(terminal.screen.last == " s save  …  ctrl+c quit  ? help")
        terminal.resize(to: Size(width: 24, height: 14))
        #expect(terminal.screen.last == " …  ctrl+c quit  ? help")
        // Too short even for those two: cut in order.
        terminal.resize(to: Size(width: 16, height: 14))
        #expect(terminal.screen.last == " s save  …")
        terminal.resize(to: Size(width: 44, height: 14))
        #expect(terminal.screen.last == " s save  r reload  ctrl+c quit  …  ? help")
        #expect(
            root["footer", HelpFooter.self].items.map(\.description) == [
                "save", "reload", "quit", "next field", "help",
            ])
    }

    @Test("an app's own q quit takes the place of Ctrl-C's and stays when the row is short")
    func appQuitStaysInAShortFooter() {
        let (terminal, root) = helpScreen(width: 32)
        root.keyBinding("screen.quit", keys: "q", description: "quit", footer: true) {}
        terminal.resize(to: Size(width: 30, height: 14))
        #expect(terminal.screen.last == " s save  …  q quit  ? help")
    }

    @Test("the footer follows focus and overrides")
    func footerFollowsFocus() {
        let (terminal, _) = helpScreen(width: 60)
        terminal.send("tab")
        #expect(terminal.screen.last == " r reload  ctrl+c quit  tab next field  ? help")
        terminal.application.keymap.override("screen.reload", keys: ["F5"])
        terminal.send("shift+tab")
        #expect(terminal.screen.last == " s save  F5 reload  ctrl+c quit  tab next field  ? help")
    }

    @Test("? opens the full help over the screen, grouped by source with every key; Esc closes it")
    func fullHelp() {
        let (terminal, _) = helpScreen()
        terminal.send("?")
        #expect(terminal.application.isShowingHelp)
        let expected = [
            "       [ Save ]              [ Quit ]",
            "    ╭ Help ───────────────────────────╮",
            "    │ Focused (Button: Save)          │",
            "    │ s/ctrl+s   save                 │",
            "    │                                 │",
            "    │ Around it                       │",
            "    │ r          reload               │",
            "    │ x          hidden in the footer │",
            "    │                                 │",
            "    │ Global                          │",
            "    │ ctrl+c     quit                 │",
            "    │ tab        next field           │",
            "    ╰─────────────────────────↓ more──╯",
            // The footer lists the keys that work now: the help's and the global ones.
            " esc close  ctrl+c quit  ? help",
        ]
        #expect(terminal.screen == expected)
        terminal.send("r")  // modal: the screen under it does not get keys
        terminal.send("down", "down", "down", "down")
        #expect(terminal.screen[10] == "    │ ↓          focus down           │")
        #expect(terminal.screen[11] == "    │ ←          focus left           │")
        terminal.send("down", "down", "down", "down")
        // At the end: the last global bindings (the command palette's comes after help).
        #expect(terminal.screen[10] == "    │ ?/F1       help                 │")
        #expect(terminal.screen[11] == "    │ ctrl+p     command palette      │")
        terminal.send("esc")
        #expect(!terminal.application.isShowingHelp)
        #expect(terminal.screen.last?.hasPrefix(" s save") == true)
        terminal.send("F1", "?")
        #expect(!terminal.application.isShowingHelp)
        terminal.send("?", "ctrl+c")  // the way out of the app still works under the help
        #expect(!terminal.isRunning)
    }

    @Test("help lines come from bindings: a remapped binding shows its new keys")
    func helpLinesAfterOverride() {
        let (terminal, _) = helpScreen()
        terminal.application.keymap.override("save.now", keys: ["alt+s"])
        let lines = HelpOverlay.lines(for: terminal.application.activeBindings)
        #expect(lines.contains(HelpOverlay.Line(keys: "alt+s", text: "save", isHeading: false)))
        #expect(!lines.contains { $0.keys.contains("ctrl+s") })
    }

    @Test("gestures registered on bricks are listed in help, with their (remappable) keys")
    func gesturesListed() {
        let root = VBrik(alignment: .fill) { _ in Button("Map").tag("map") }
        root.gesture(.tap, onTag: "map") { _, _, _ in }
            .gesture(.longPress, onTag: "map") { _, _, _ in }
            .gesture(.pinch, onTag: "map") { _, _, _ in }
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 1))
        let gestures = terminal.application.activeBindings.filter { $0.id.hasPrefix("gesture.") }
        #expect(
            gestures.map { "\($0.keyLabel) \($0.description)" } == [
                "enter/space tap", "alt+l/shift+enter long press", "+/= pinch: zoom in", "- pinch: zoom out",
            ])
        #expect(gestures.allSatisfy { $0.source == .focused && !$0.binding.showsInFooter })
        var taps = 0
        root.gesture(.tap, onTag: "map") { _, _, _ in taps += 1 }
        terminal.application.keymap.override("gesture.tap", keys: ["t"])
        terminal.send("t")
        #expect(taps == 1)
        #expect(terminal.application.activeBindings.first { $0.id == "gesture.tap" }?.keyLabel == "t")
    }

    @Test("the focused group is named by role and label, never by a type name")
    func focusedHeadingNames() {
        #expect(HelpOverlay.helpName(of: List(options: ["a", "b"])) == "List")
        #expect(HelpOverlay.helpName(of: Button("Save")) == "Button: Save")
        let field = TextField(placeholder: "ada@example.com").accessibilityLabel("Email")
        #expect(HelpOverlay.helpName(of: field) == "Text field: Email")
        let long = Button(String(repeating: "word ", count: 20))
        #expect(TextWidth.width(HelpOverlay.helpName(of: long)) <= 32)
        #expect(!HelpOverlay.helpName(of: Button("two\nlines")).contains("\n"))
    }
}
