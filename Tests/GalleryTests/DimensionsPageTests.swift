import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

/// The Dimensions screen: each caption names its rule and the width the bar
/// before it really got (read from the bar's frame after layout).
@MainActor
@Suite struct DimensionsPageTests {
    func open(_ width: Int, _ height: Int) -> TestTerminal {
        let shell = GalleryShell()
        #expect(shell.open(id: "dimensions"))
        return TestTerminal(root: shell, size: Size(width: width, height: height))
    }

    @Test func theWholeScreenAt60x20() {
        // 56-column rows with inset 1: ⅓ of 54 = 18, 3/12 of 53 = 13.25, ¼ of 53 = 13.25,
        // ⅙ of 51 = 8.5 (a restriction clamps heights only), 0.2 × 60 = 12; 60 × 0.5 > 20 is landscape.
        #expect(
            open(60, 20).screen == [
                " BrikTUI Gallery › Dimensions",
                "",
                "  60×20 · landscape · compact/compact   (compact < 80×24)",
                "",
                row((15, ".fixed(12) → 12 cols")),
                row((21, ".ratio(1/3) → 18 cols")),
                row((16, ".ratio(3), widthRatio 12 → 13 cols")),
                row((2, ".fill → 39 cols")),
                row((11, ".auto(estimate 8) → 8 cols")),
                row((16, ".orientation: landscape ¼ → 13 cols")),
                row((9, ".horizontalSizeClass: compact 6 → 6 cols")),
                row((9, ".verticalSizeClass: compact 6 → 6 cols")),
                row((13, ".dimensionRange: default 10 → 10 cols")),
                row((12, ".restricted(1/6, min 12 rows) → 9 cols")),
                row((15, ".viewportRatio(0.2) → 12 cols")),
                row((9, "height .ratio(1) → 3 rows (6 cols × aspect 0.5)")),
                "", "",
                // The horizontal section: 12 cards of 9 with inset 1, right inset 1 → 120 columns.
                "  horizontal: 120 cols card 1    card 2    card 3    card",
                // The strip is the one focusable brick, so its keys show in the footer.
                " → scroll  pgdn page  esc back  ctrl+c quit  ? help",
            ])
    }

    @Test func theWholeScreenAt100x30() {
        // 96-column rows: ⅓ of 94 = 31.33, 3/12 and ¼ of 93 = 23.25, ⅙ of 91 = 15.17, 0.2 × 100 = 20.
        let screen = open(100, 30).screen
        #expect(
            Array(screen[2...15]) == [
                "  100×30 · landscape · regular/regular   (compact < 80×24)",
                "",
                row((15, ".fixed(12) → 12 cols")),
                row((34, ".ratio(1/3) → 31 cols")),
                row((26, ".ratio(3), widthRatio 12 → 23 cols")),
                row((2, ".fill → 79 cols")),
                row((11, ".auto(estimate 8) → 8 cols")),
                row((26, ".orientation: landscape ¼ → 23 cols")),
                row((26, ".horizontalSizeClass: regular ¼ → 23 cols")),
                row((26, ".verticalSizeClass: regular ¼ → 23 cols")),
                row((34, ".dimensionRange: ≥90 ⅓ → 31 cols")),
                row((18, ".restricted(1/6, min 12 rows) → 15 cols")),
                row((23, ".viewportRatio(0.2) → 20 cols")),
                row((9, "height .ratio(1) → 3 rows (6 cols × aspect 0.5)")),
            ])
        #expect(screen[16...17].allSatisfy { $0.isEmpty })
        #expect(
            screen[18] == "  horizontal: 120 cols card 1    card 2    card 3    card 4    card 5    card 6    card 7    card")
        #expect(screen[19...28].allSatisfy { $0.isEmpty })
    }

    @Test func theHorizontalSectionIsOneRowThatScrollsWithKeys() {
        let terminal = open(100, 30)
        let strip = terminal.application.focusedBrick as? ScrollBrik
        #expect(strip?.axis == .horizontal)
        // One row: every card on the strip's row, 10 columns apart; 75 visible of 120.
        let cards = strip?.content?.children ?? []
        #expect(cards.count == 12)
        #expect(Set(cards.map(\.frame.minY)) == [18])
        #expect(cards.map(\.frame.width) == Array(repeating: 9, count: 12))
        #expect(strip?.contentSize == Size(width: 120, height: 1))
        terminal.send("end")
        #expect(strip?.contentOffset == Point(x: 45, y: 0))
        #expect(
            terminal.screen[18] == "  horizontal: 120 cols " + "5    "
                + (6...12).map { "card \($0)".padded(to: 10) }.joined().trimmingTrailingSpaces)
        terminal.send("home")
        #expect(terminal.screen[18].hasPrefix("  horizontal: 120 cols card 1    card 2"))
    }

    @Test func barsAreColouredCellsAsWideAsTheCaptionSays() {
        let terminal = open(100, 30)
        let ratioRow = 5
        for x in 2..<33 { #expect(terminal.cell(at: Point(x: x, y: ratioRow)).style.background == .magenta, "x \(x)") }
        #expect(terminal.cell(at: Point(x: 33, y: ratioRow)).style.background != .magenta)
        // The fill bar ends on the right edge of the content: column 97.
        #expect(terminal.cell(at: Point(x: 97, y: 7)).style.background == .blue)
        #expect(terminal.cell(at: Point(x: 98, y: 7)).style.background != .blue)
        // The square: 6 columns × 3 rows.
        for y in 15...17 { #expect(terminal.cell(at: Point(x: 7, y: y)).style.background == .brightBlue) }
        #expect(terminal.cell(at: Point(x: 7, y: 18)).style.background != .brightBlue)
    }

    @Test func resizingAcrossTheThresholdsSwitchesBranches() {
        let terminal = open(100, 30)
        #expect(terminal.screen[10].contains(".horizontalSizeClass: regular ¼ → 23 cols"))
        terminal.resize(to: Size(width: 70, height: 20))
        // 66-column rows: compact both ways, below the 70 breakpoint, ¼ of 63 = 15.75.
        #expect(terminal.screen[2] == "  70×20 · landscape · compact/compact   (compact < 80×24)")
        #expect(terminal.screen[9] == row((19, ".orientation: landscape ¼ → 16 cols")))
        #expect(terminal.screen[10] == row((9, ".horizontalSizeClass: compact 6 → 6 cols")))
        #expect(terminal.screen[11] == row((9, ".verticalSizeClass: compact 6 → 6 cols")))
        #expect(terminal.screen[12] == row((13, ".dimensionRange: default 10 → 10 cols")))
        #expect(terminal.screen[14] == row((17, ".viewportRatio(0.2) → 14 cols")))
        terminal.resize(to: Size(width: 80, height: 50))
        // 80 × 0.5 = 40 < 50: portrait, ⅓ of 74 = 24.67 → 25.
        #expect(terminal.screen[2] == "  80×50 · portrait · regular/regular   (compact < 80×24)")
        #expect(terminal.screen[9] == row((28, ".orientation: portrait ⅓ → 25 cols")))
        #expect(terminal.screen[12] == row((21, ".dimensionRange: ≥70 ¼ → 18 cols")))
    }

    @Test func theApplicationsThresholdsAreShown() {
        let terminal = open(100, 30)
        terminal.application.horizontalCompactBelow = 120
        terminal.advance(by: .milliseconds(1))
        #expect(terminal.screen[2] == "  100×30 · landscape · compact/regular   (compact < 120×24)")
        #expect(terminal.screen[10] == row((9, ".horizontalSizeClass: compact 6 → 6 cols")))
    }

    @Test func theCatalogListsTheScreen() {
        #expect(GalleryCatalog.makePages().contains { $0.id == "dimensions" && $0 is DimensionsPage })
    }
}
