import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

@MainActor
@Suite struct StatesPageTests {
    /// The states page: a selected button in its own look, an invisible button not drawn,
    /// the field's delegate refusing letters, the tint switched live.
    @Test func statesAlphaDelegateAndTint() throws {
        let (terminal, page) = try openGalleryPage("states", as: StatesPage.self, size: Size(width: 100, height: 30))
        #expect(terminal.screenText.contains("[ Dimmed ]"))
        #expect(!terminal.screenText.contains("Gone"))
        terminal.send("enter")
        #expect(page.bold.isSelected)
        let boldCell = terminal.canvas.plainLines.firstIndex { $0.contains("[ Bold ]") }!
        let x = terminal.canvas.plainLines[boldCell].firstRange(of: "Bold").map {
            terminal.canvas.plainLines[boldCell].distance(
                from: terminal.canvas.plainLines[boldCell].startIndex, to: $0.lowerBound)
        }!
        #expect(terminal.cell(at: Point(x: x, y: boldCell)).style.background == .yellow)
        terminal.send("tab", "tab", "tab")
        terminal.type("4x")
        #expect(terminal.screenText.contains("refused 'x' (1)"))
        #expect(page.digits.refused == 1)
        terminal.send("tab")
        terminal.send("t")
        #expect(page.tinted.tintColor == .cyan)
    }

    /// The tmux test's path: after Send disables itself, focus moves on, and two Tabs
    /// (past Dimmed) begin editing the field, whose accessory row shows.
    @Test func afterSendDisablesItselfTwoTabsReachTheField() throws {
        let (terminal, _) = try openGalleryPage("states", as: StatesPage.self, size: Size(width: 100, height: 30))
        terminal.send("enter", "tab", "enter")
        #expect(terminal.screenText.contains("send is disabled"))
        var tabs = 0
        while !terminal.screenText.contains("Esc takes back the edit"), tabs < 6 {
            terminal.send("tab")
            tabs += 1
        }
        #expect(tabs == 2)
    }
}
