import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

@MainActor
@Suite struct KeysPageTests {
    func open() -> (TestTerminal, KeysPage) {
        let shell = GalleryShell()
        #expect(shell.open(id: "keys"))
        let page = shell.openPage as! KeysPage
        return (TestTerminal(root: shell, size: Size(width: 60, height: 24)), page)
    }

    func focusedName(_ terminal: TestTerminal) -> String? {
        terminal.application.focusedBrick?.tag.map { "\($0)" }
    }

    @Test("two columns of fields and buttons, the log, the generated footer")
    func draws() {
        let (terminal, _) = open()
        let expected = [
            " BrikTUI Gallery › Keys & focus",
            "",
            "  Tab: reading order · arrows: nearest that way",
            "",
            "  Name                          City",
            "",
            "  Email                         Country",
            "",
            "  [OFF] Subscribe               [ ] Remember me",
            "",
            "  [ Save ]                      [ Cancel ]",
            "",
            "  Log",
            "",
            "  focus → Name",
        ]
        #expect(Array(terminal.screen.prefix(expected.count)) == expected)
        #expect(terminal.screen.last == " esc back  ctrl+c quit  tab next field  F1 help")
    }

    @Test("Tab goes across each row; arrows move to the nearest field; the log shows keys and moves")
    func tabAndArrows() {
        let (terminal, page) = open()
        var tabbed: [String] = []
        for _ in 0..<8 {
            tabbed.append(focusedName(terminal) ?? "-")
            terminal.send("tab")
        }
        #expect(tabbed == ["Name", "City", "Email", "Country", "Subscribe", "Remember me", "Save", "Cancel"])
        #expect(focusedName(terminal) == "Name")
        terminal.send("right")  // the field's: the caret
        #expect(focusedName(terminal) == "Name")
        terminal.send("down")
        #expect(focusedName(terminal) == "Email")
        terminal.send("down", "right")  // Subscribe, then across to Remember me
        #expect(focusedName(terminal) == "Remember me")
        terminal.send("down", "left", "up")
        #expect(focusedName(terminal) == "Subscribe")
        // Down to Cancel, left to Save (beside it, not the wide field above), up to Subscribe.
        #expect(page.entries == ["key ↓", "focus → Cancel", "key ←", "focus → Save", "key ↑", "focus → Subscribe"])
        #expect(Array(terminal.screen[14..<20]) == page.entries.map { "  " + $0 })
    }

    @Test("? on a button opens help listing the focus bindings")
    func help() {
        let (terminal, _) = open()
        terminal.send("tab", "tab", "tab", "tab", "tab")
        terminal.send("?")
        #expect(terminal.application.isShowingHelp)
        // The lines the help shows: the bindings of the moment it opened (once open, the help
        // is a modal overlay and only its own keys and the global ones apply).
        let lines = (terminal.application.overlays.last?.content as? HelpOverlay)?.lines ?? []
        for (key, text) in [("↑", "focus up"), ("↓", "focus down"), ("←", "focus left"), ("→", "focus right")] {
            #expect(lines.contains { $0.keys == key && $0.text == text })
        }
        #expect(terminal.screenText.contains("Global"))
    }
}
