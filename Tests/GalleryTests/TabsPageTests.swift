import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

/// The gallery's tabs page through the shell: tabs built when first shown, each keeping
/// its state, and the page keeping its tab when the menu pushes it again.
@MainActor
@Suite struct TabsPageTests {
    func open() -> (TestTerminal, GalleryShell, TabsPage) {
        let shell = GalleryShell()
        shell.open(id: "tabs")
        let terminal = TestTerminal(root: shell, size: Size(width: 60, height: 14))
        return (terminal, shell, shell.openPage as! TabsPage)
    }

    @Test func theFirstScreenShowsTheBarOverTheInbox() {
        let (terminal, _, _) = open()
        #expect(
            Array(terminal.screen.prefix(8)) == [
                " BrikTUI Gallery › Tabs", "", "  tab 1 of 4 · built: Inbox", "",
                "   Inbox │ Compose │ Log │ About",
                "  " + String(repeating: "─", count: 56),
                "  Message 1: the report                                  █",
                "  Message 2: photos                                      ░",
            ])
        #expect(terminal.screen[13] == " → next tab  esc back  ctrl+c quit  tab next field  ? help")
    }

    @Test func tabsAreBuiltWhenFirstShownAndKeepTheirText() {
        let (terminal, _, page) = open()
        terminal.send("end")
        #expect(page.built == ["Inbox", "About"])
        terminal.send("2")
        #expect(page.built == ["Inbox", "About", "Compose"])
        terminal.send("tab")
        terminal.type("ana")
        terminal.send("ctrl+pgup", "ctrl+pgdn")
        #expect(terminal.screen.contains("  ana"))
        #expect(terminal.application.focusedBrick is TextField)
        #expect(page.built == ["Inbox", "About", "Compose"])
    }

    @Test func thePageKeepsItsTabWhenOpenedAgainFromTheMenu() {
        let (terminal, shell, page) = open()
        terminal.send("3", "esc")
        #expect(shell.openPage == nil)
        #expect(terminal.screen.contains { $0.contains("▶ Tabs") })
        terminal.send("enter")
        #expect(shell.openPage === page)
        #expect(page.tabView.selectedIndex == 2)
        #expect(terminal.screen[2] == "  tab 3 of 4 · built: Inbox, Log")
    }
}
