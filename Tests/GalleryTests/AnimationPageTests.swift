import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

@MainActor
@Suite struct AnimationPageTests {
    func open() -> (TestTerminal, AnimationPage) {
        let shell = GalleryShell()
        #expect(shell.open(id: "animation"))
        let terminal = TestTerminal(root: shell, size: Size(width: 80, height: 24))
        return (terminal, terminal.application.screen as! AnimationPage)
    }

    /// The column of the box's top-left corner, nil while it is not shown.
    func boxColumn(_ terminal: TestTerminal) -> Int? {
        let row = terminal.screen[10]
        guard let index = row.firstIndex(of: "╭") else { return nil }
        return row.distance(from: row.startIndex, to: index)
    }

    @Test func firstScreen() {
        let (terminal, _) = open()
        #expect(
            Array(terminal.screen.prefix(9)) == [
                " BrikTUI Gallery › Animation",
                "",
                "  Progress      ░░░░░░░░░░░░░░░░░ 0%",
                "",
                "  Spinner       ⠋ working…",
                "",
                "  Indeterminate █████░░░░░░░░░░░░░░░",
                "",
                "  Box: press space · running · reduced motion off",
            ])
        #expect(terminal.screen.last == " space slide in  r restart  p pause  l load  esc back  ctrl+c quit  ? help")
        #expect(boxColumn(terminal) == nil)
    }

    @Test func timersMoveTheBarsAndTheSpinner() {
        let (terminal, _) = open()
        for _ in 0..<5 { terminal.advance(by: .milliseconds(100)) }
        #expect(terminal.screen[2] == "  Progress      █▌░░░░░░░░░░░░░░ 10%")
        #expect(terminal.screen[4] != "  Spinner       ⠋ working…")
        #expect(terminal.screen[6] != "  Indeterminate █████░░░░░░░░░░░░░░░")
    }

    @Test func spaceSlidesTheBoxInWithEaseOut() {
        let (terminal, _) = open()
        terminal.send("space")
        #expect(boxColumn(terminal) == 2, "shown at once at the left edge")
        var columns: [Int] = []
        for _ in 0..<40 {
            terminal.advance(by: terminal.application.frameInterval)
            columns.append(boxColumn(terminal) ?? -1)
        }
        #expect(columns.last == 2 + AnimationPage.slideDistance)
        #expect(zip(columns, columns.dropFirst()).allSatisfy { $0 <= $1 }, "never moves back: \(columns)")
        // easeOut: the first quarter of the time covers far more than the last quarter.
        #expect(columns[8] - columns[0] > 3 * (columns[35] - columns[27]))
        #expect(terminal.screen[8] == "  Box: arrived at column 30 · running · reduced motion off")
        #expect(
            Array(terminal.screen[10...12]) == [
                String(repeating: " ", count: 32) + "╭───────────╮",
                String(repeating: " ", count: 32) + "│ ▶ slid in │",
                String(repeating: " ", count: 32) + "╰───────────╯",
            ])
    }

    @Test func pauseLeavesNothingToWakeFor() {
        let (terminal, page) = open()
        terminal.send("space")
        terminal.advance(by: .seconds(1))
        #expect(terminal.application.nextWake != nil, "the bar, spinner and sweep tick")
        terminal.send("p")
        #expect(page.isPaused)
        #expect(terminal.application.nextWake == nil)
        let still = terminal.screen
        #expect(still[6] == "  Indeterminate ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒")
        #expect(still[8] == "  Box: arrived at column 30 · paused · reduced motion off")
        terminal.advance(by: .seconds(2))
        #expect(terminal.screen == still)
        terminal.send("p")
        #expect(terminal.application.nextWake != nil)
    }

    @Test func restartHidesTheBoxAndEmptiesTheBar() {
        let (terminal, _) = open()
        terminal.send("space")
        terminal.advance(by: .milliseconds(300))
        terminal.send("p", "r")
        #expect(boxColumn(terminal) == nil)
        #expect(terminal.screen[2] == "  Progress      ░░░░░░░░░░░░░░░░░ 0%")
        #expect(terminal.screen[8] == "  Box: press space · running · reduced motion off")
        terminal.advance(by: .seconds(1))
        #expect(boxColumn(terminal) == nil, "a cancelled slide does not come back")
    }

    @Test func reducedMotionPutsTheBoxThereAtOnce() {
        let (terminal, _) = open()
        terminal.application.reducedMotion = true
        terminal.send("space")
        #expect(boxColumn(terminal) == 32)
        #expect(terminal.screen[8].hasPrefix("  Box: arrived at column 30"))
    }
}
