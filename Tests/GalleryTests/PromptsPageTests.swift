import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

/// The prompts screen: the prompts are answered in the page in turn, each leaving its
/// summary line, and the page's lines take the theme's colours when it switches.
@MainActor
@Suite struct PromptsPageTests {
    func open() -> TestTerminal {
        let shell = GalleryShell()
        shell.open(id: "prompts")
        return TestTerminal(root: shell, size: Size(width: 110, height: 30), colorDepth: .trueColor)
    }

    @Test func thePromptsAreAnsweredInTurn() {
        let terminal = open()
        #expect(terminal.screenText.contains("? Project name  my-app"))
        terminal.type("my app")
        terminal.send("enter")
        #expect(terminal.screenText.contains("✖ no spaces in a project name"))
        for _ in 0..<6 { terminal.send("backspace") }
        terminal.send("enter")
        #expect(terminal.screenText.contains("✔ Project name my-app"))
        terminal.send("right")
        terminal.send("enter")
        #expect(terminal.screenText.contains("✔ Initialise a git repository? no"))
        terminal.type("apa")
        terminal.send("enter")
        #expect(terminal.screenText.contains("✔ License Apache-2.0"))
        terminal.send("enter")
        #expect(terminal.screenText.contains("✔ Targets macOS, Linux"))
        #expect(terminal.screenText.contains("Success: All answered"))
        terminal.send("ctrl+r")
        #expect(terminal.screenText.contains("? Project name  my-app"))
        #expect(!terminal.screenText.contains("✔ Targets"))
    }

    @Test func theStepsAndAlertsFollowTheTheme() {
        let terminal = open()
        let row = terminal.screen.firstIndex { $0.contains("! Warning:") }!
        let column = Array(terminal.screen[row]).firstIndex(of: "!")!
        for theme in [Theme.dark, .light] {
            terminal.application.theme = theme
            terminal.advance(by: .zero)
            #expect(terminal.cell(at: Point(x: column, y: row)).style.foreground == theme.warning, "\(theme.name)")
            #expect(terminal.cell(at: Point(x: 2, y: 4)).style.foreground == theme.accent, "\(theme.name): the ?")
        }
    }
}
