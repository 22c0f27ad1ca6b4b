import BrikTUI
import Testing
import __NAME__Core

/// The counter drawn without a terminal: keys by name in, whole screens out.
@MainActor
@Suite struct CounterScreenTests {
    @Test func pressingTheButtonCounts() {
        let terminal = TestTerminal(root: counterScreen(), size: Size(width: 40, height: 12))
        terminal.send("enter", "enter")  // the button has the focus: the first focusable brick
        #expect(
            ScreenDiff(
                expected: [
                    "╭ Counter ─────────────────────────────╮",
                    "│ Welcome                              │",
                    "│                                      │",
                    "│ Presses: 2                           │",
                    "│                                      │",
                    "│ [ Press me ]                         │",
                    "│                                      │",
                    "│                                      │",
                    "│                                      │",
                    "│                                      │",
                    "│  r reset  ctrl+c quit  ? help        │",
                    "╰──────────────────────────────────────╯",
                ], actual: terminal.screen) == nil)  // on failure: both screens and the first difference
    }

    @Test func rResetsTheCount() {
        let terminal = TestTerminal(root: counterScreen(), size: Size(width: 40, height: 12))
        terminal.send("enter", "enter", "r")
        #expect(terminal.screen[3] == "│ Presses: 0                           │")
    }
}
