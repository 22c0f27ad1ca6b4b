import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// The tab bar alone through a terminal: exact rows, the selected title's look, keys,
/// clicks, titles cut by display width and the bar scrolled to keep the selection in view.
@MainActor
@Suite struct TabsTests {
    private func bar(_ titles: [String], width: Int) -> (TestTerminal, Tabs) {
        let tabs = Tabs(titles)
        let terminal = TestTerminal(root: tabs, size: Size(width: width, height: 1))
        return (terminal, tabs)
    }

    /// The columns of row 0 drawn with `attribute`.
    private func columns(_ terminal: TestTerminal, with attribute: TextAttributes) -> [Int] {
        (0..<terminal.size.width).filter { terminal.cell(at: Point(x: $0, y: 0)).style.attributes.contains(attribute) }
    }

    private func click(_ terminal: TestTerminal, x: Int) {
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: x, y: 0))))
        terminal.send(.mouse(MouseEvent(.release(.left), at: Point(x: x, y: 0))))
    }

    @Test func theSelectedTitleIsReverseWhileFocusedAndUnderlinedWithout() {
        let (terminal, tabs) = bar(["Files", "Search", "Log"], width: 26)
        expectScreen(terminal.screen, [" Files │ Search │ Log     "])
        #expect(terminal.application.focusedBrick === tabs)
        #expect(columns(terminal, with: .reverse) == Array(0..<7))
        #expect(columns(terminal, with: .dim) == [7, 16])
        terminal.application.focus(nil)
        terminal.advance(by: .zero)
        #expect(columns(terminal, with: .reverse).isEmpty)
        #expect(columns(terminal, with: .underline) == Array(0..<7))
    }

    @Test func arrowsHomeEndAndNumbersSelectAndSendEvents() {
        let (terminal, tabs) = bar(["Files", "Search", "Log"], width: 26)
        var changes: [Int] = []
        var valueChanged = 0
        tabs.onChange = { changes.append($0) }
        tabs.action(event: .valueChanged) { _ in valueChanged += 1 }
        terminal.send("right")
        #expect(tabs.selectedIndex == 1)
        #expect(columns(terminal, with: .reverse) == Array(8..<16))
        terminal.send("right", "right")  // wraps to the first
        #expect(tabs.selectedIndex == 0)
        terminal.send("left")
        #expect(tabs.selectedIndex == 2)
        terminal.send("home", "end", "2", "9")  // 9: no such tab, nothing happens
        #expect(tabs.selectedIndex == 1)
        #expect(changes == [1, 2, 0, 2, 0, 2, 1])
        #expect(valueChanged == 7)
        tabs.selectedIndex = 0  // from code: no event
        #expect(changes.count == 7 && valueChanged == 7)
        tabs.selectedIndex = 40
        #expect(tabs.selectedIndex == 2)
    }

    @Test func aClickOnATitleSelectsIt() {
        let (terminal, tabs) = bar(["Files", "Search", "Log"], width: 26)
        var changes: [Int] = []
        tabs.onChange = { changes.append($0) }
        click(terminal, x: 10)
        #expect(tabs.selectedIndex == 1)
        click(terminal, x: 16)  // the separator: nothing
        click(terminal, x: 24)  // past the last title: nothing
        click(terminal, x: 18)
        #expect(tabs.selectedIndex == 2)
        #expect(changes == [1, 2])
    }

    @Test func aDisabledBarIgnoresKeysAndClicks() {
        let (terminal, tabs) = bar(["Files", "Search"], width: 20)
        tabs.isEnabled = false
        terminal.send("right", "2")
        click(terminal, x: 10)
        #expect(tabs.selectedIndex == 0)
    }

    @Test func titlesThatDoNotFitScrollToKeepTheSelectionInView() {
        let (terminal, tabs) = bar(["Alpha", "Bravo", "Charlie", "Delta", "Echo"], width: 20)
        expectScreen(terminal.screen, ["  Alpha │ Bravo    ›"])
        terminal.send("end")
        expectScreen(terminal.screen, ["‹ Delta │ Echo      "])
        #expect(columns(terminal, with: .reverse) == Array(9..<15))
        terminal.send("left")
        expectScreen(terminal.screen, ["‹ Delta │ Echo      "])
        terminal.send("left")
        expectScreen(terminal.screen, ["‹ Charlie │ Delta  ›"])
        // A click on a marker selects the title hidden beyond it.
        click(terminal, x: 0)
        #expect(tabs.selectedIndex == 1)
        expectScreen(terminal.screen, ["‹ Bravo │ Charlie  ›"])
        click(terminal, x: 19)
        #expect(tabs.selectedIndex == 3)
        // Wider again: every title fits, no markers.
        terminal.resize(to: Size(width: 42, height: 1))
        expectScreen(terminal.screen, [" Alpha │ Bravo │ Charlie │ Delta │ Echo   "])
    }

    @Test func longTitlesAreCutByDisplayWidthNeverSplittingAWideCharacter() {
        let (terminal, tabs) = bar(["Documents", "日本語のタイトル", "ok"], width: 30)
        tabs.maxTitleWidth = 6
        terminal.advance(by: .zero)
        // "日本語" is 6 columns: with the ellipsis the sixth-column cut would split "語".
        expectScreen(terminal.screen, [" Docum… │ 日本… │ ok          "])
        tabs.maxTitleWidth = 7
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, [" Docume… │ 日本語… │ ok      "])
        // A bar narrower than one title cuts it to the bar.
        terminal.resize(to: Size(width: 8, height: 1))
        expectScreen(terminal.screen, ["  Doc… ›"])
    }

    @Test func titlesChangedInCodeKeepTheSelectionInRange() {
        let (terminal, tabs) = bar(["a", "b", "c"], width: 12)
        tabs.selectedIndex = 2
        tabs.titles = ["x"]
        #expect(tabs.selectedIndex == 0)
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, [" x          "])
        tabs.titles = []
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["            "])
        terminal.send("right", "1")
        #expect(tabs.selectedIndex == 0)
    }

    @Test func helpListsTheBarsKeys() {
        let (terminal, _) = bar(["Files", "Search"], width: 20)
        let ids = terminal.application.activeBindings.map(\.id)
        for id in ["tabs.previous", "tabs.next", "tabs.first", "tabs.last", "tabs.select"] {
            #expect(ids.contains(id), "no binding \(id)")
        }
        terminal.application.keymap.override("tabs.next", keys: ["n"])
        terminal.send("right")
        #expect(terminal.application.focusedBrick.map { ($0 as? Tabs)?.selectedIndex } == 0)
        terminal.send("n")
        #expect(terminal.application.focusedBrick.map { ($0 as? Tabs)?.selectedIndex } == 1)
    }
}
