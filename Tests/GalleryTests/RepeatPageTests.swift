import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

@MainActor
@Suite struct RepeatPageTests {
    func open() -> (TestTerminal, RepeatPage) {
        let shell = GalleryShell()
        shell.open(id: "repeat")
        let terminal = TestTerminal(root: shell, size: Size(width: 62, height: 20))
        return (terminal, shell.openPage as! RepeatPage)
    }

    @Test func fruitsComeFromTheDataSourceInThirds() {
        let (terminal, _) = open()
        #expect(
            ScreenDiff(
                expected: [
                    " BrikTUI Gallery › Repeat",
                    "",
                    "  3 fruit · basket shown",
                    "",
                    // 58 columns, inset 1: thirds of 56 land at 0, 20 and 39 (cumulative rounding).
                    "  Apple               Banana             Cherry",
                    "",
                    "   🧺 Basket section: hidden with h, and everything below",
                    "   moves up",
                    "",
                    "  end of the page",
                ], actual: Array(terminal.screen.prefix(10))) == nil)
    }

    @Test func addingAndRemovingReflowsAndKeepsInstances() {
        let (terminal, page) = open()
        let first = page.root.brick(withIdentifier: "fruit", index: 0)
        terminal.send("a")
        #expect(terminal.screen[2] == "  4 fruit · basket shown")
        #expect(terminal.screen[5] == "  Date")
        #expect(page.root.bricks(withIdentifier: "fruit").count == 4)
        #expect(page.root.brick(withIdentifier: "fruit", index: 0) === first)
        #expect(page.root.brick(withIdentifier: "fruit", index: 3)?.repeatIndex == 3)
        terminal.send("x", "x")
        #expect(terminal.screen[2] == "  2 fruit · basket shown")
        #expect(terminal.screen[4].contains("Banana") && !terminal.screen[4].contains("Cherry"))
        #expect(page.root.brick(withIdentifier: "fruit", index: 2) == nil)
    }

    @Test func hidingTheBasketMovesWhatFollowsUp() {
        let (terminal, _) = open()
        #expect(terminal.screen[9] == "  end of the page")
        terminal.send("h")
        #expect(!terminal.screenText.contains("Basket section"))
        #expect(terminal.screen[6] == "  end of the page")
        terminal.send("h")
        #expect(terminal.screen[9] == "  end of the page")
    }

    @Test func emptyRepeatTakesNoHeight() {
        let (terminal, _) = open()
        terminal.send("x", "x", "x")
        #expect(terminal.screen[2] == "  0 fruit · basket shown")
        #expect(terminal.screen[4].hasPrefix("   🧺 Basket"))
    }

    @Test func oReversesTheFlowAndTheStarsFollowTheCount() {
        let (terminal, page) = open()
        #expect(terminal.screen.contains { $0.trimmingSpaces == "★ ★ ★" })
        let first = page.root.bricks(withIdentifier: "fruit").first
        terminal.send("o")
        terminal.advance(by: .zero)
        #expect(page.reversed)
        let row = terminal.screen.first { $0.contains("Cherry") } ?? ""
        #expect(row.firstRange(of: "Cherry")!.lowerBound < row.firstRange(of: "Apple")!.lowerBound)
        // The bricks are the same; only the order they flow in changed.
        #expect(page.root.bricks(withIdentifier: "fruit").first === first)
        terminal.send("a")
        terminal.advance(by: .zero)
        #expect(terminal.screen.contains { $0.trimmingSpaces == "★ ★ ★ ★" })
        terminal.send("o")
        terminal.advance(by: .zero)
        let back = terminal.screen.first { $0.contains("Cherry") } ?? ""
        #expect(back.firstRange(of: "Apple")!.lowerBound < back.firstRange(of: "Cherry")!.lowerBound)
    }
}

extension String {
    /// Without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
