import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

@MainActor
@Suite struct SplitPageTests {
    func open(_ width: Int, _ height: Int) -> TestTerminal {
        let shell = GalleryShell()
        #expect(shell.open(id: "split"))
        return TestTerminal(root: shell, size: Size(width: width, height: height))
    }

    /// 100 columns: left 0…38 (0.4 of 98 = 39.2 → 39), gutter 39…40, right 41…99.
    let wide = [
        " BrikTUI Gallery › Split",
        " leftSideRatio 0.4 · splitSpacing 2 · two columns",
        " Fruits                                   Planets",
        " apple        banana      cherry          Mercury        Venus         Earth          Mars",
        " grape        lemon       mango           Jupiter        Saturn        Uranus         Neptune",
        " Vegetables                               Notes",
        " carrot             leek                  Each column stacks its own sections.",
        " onion              pea                   — the taller column sets the height",
        " Grains                                   Colours",
        " rice         wheat       oats            red                green               blue",
    ]

    /// The order of the sections in the code, one under the other.
    let narrow = [
        " BrikTUI Gallery › Split",
        " leftSideRatio 0.4 · splitSpacing 2 · one column under 80",
        " Fruits",
        " apple               banana             cherry",
        " grape               lemon              mango",
        " Planets",
        " Mercury        Venus          Earth         Mars",
        " Jupiter        Saturn         Uranus        Neptune",
        " Vegetables",
        " carrot                        leek",
        " onion                         pea",
        " Notes",
        " Each column stacks its own sections.",
        " — the taller column sets the height",
        " Grains",
        " rice                wheat              oats",
        " Colours",
        " red                 green              blue",
        "",
        " r ratio  d delegate sizes  esc back  ctrl+c quit  ? help",
    ]

    @Test func twoColumnsAtAHundredColumns() {
        let terminal = open(100, 30)
        #expect(Array(terminal.screen.prefix(wide.count)) == wide)
        let rest = terminal.screen[wide.count...].dropLast()
        #expect(rest.allSatisfy { $0.isEmpty })
    }

    @Test func backgroundsFillEachColumnsItemsButNotHeadersOrTheGutter() {
        let terminal = open(100, 30)
        func background(_ x: Int, _ y: Int) -> Color { terminal.cell(at: Point(x: x, y: y)).style.background }
        #expect(background(0, 3) == .blue && background(38, 4) == .blue)
        #expect(background(39, 3) == .default && background(40, 3) == .default)
        #expect(background(41, 3) == .cyan && background(99, 4) == .cyan)
        #expect(background(0, 2) == .default && background(41, 2) == .default)
        #expect(background(50, 6) == .default)  // Notes has no background
        #expect(terminal.cell(at: Point(x: 1, y: 2)).style.attributes.contains(.bold))
        #expect(terminal.cell(at: Point(x: 1, y: 3)).style.foreground == .brightWhite)
    }

    @Test func oneColumnAtSixtyByTwentyWithEverySectionVisible() {
        let terminal = open(60, 20)
        #expect(terminal.screen == narrow)
    }

    @Test func resizingBelowEightyStacksAndBackSplits() {
        let terminal = open(100, 30)
        terminal.resize(to: Size(width: 70, height: 30))
        #expect(terminal.screen[1].hasSuffix("one column under 80"))
        #expect(terminal.screen[5] == " Planets")
        terminal.resize(to: Size(width: 100, height: 30))
        #expect(Array(terminal.screen.prefix(wide.count)) == wide)
    }

    @Test func rCyclesTheRatioThroughOneSideOnly() {
        let terminal = open(100, 30)
        terminal.send("r")
        // 0.5 of 98 = 49; the right column starts at 51, its header text at 52.
        #expect(terminal.screen[2] == " Fruits" + String(repeating: " ", count: 45) + "Planets")
        terminal.send("r", "r")
        #expect(terminal.screen[1] == " leftSideRatio 1.0 · splitSpacing 2 · only the left side")
        #expect(terminal.screen[2] == " Fruits")
        #expect(!terminal.screenText.contains("Planets"))
        terminal.send("r")
        #expect(terminal.screen[1].hasSuffix("only the right side"))
        #expect(terminal.screen[2] == " Planets")
        #expect(!terminal.screenText.contains("Fruits"))
        terminal.send("r")
        #expect(terminal.screen[1].hasSuffix("two columns"))
    }
}
