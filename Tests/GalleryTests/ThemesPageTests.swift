import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

/// The themes screen: `t` walks the built-in themes (the name shows, the colours change)
/// and every one keeps its text readable at every colour depth, a dialog open or not.
@MainActor
@Suite struct ThemesPageTests {
    func open(depth: ColorDepth) -> TestTerminal {
        let shell = GalleryShell()
        shell.open(id: "themes")
        return TestTerminal(root: shell, size: Size(width: 100, height: 24), colorDepth: depth)
    }

    /// Cells whose text and background are one colour once brought down to `depth` (reverse swaps them).
    func meltedCells(_ terminal: TestTerminal, depth: ColorDepth) -> [String] {
        var melted: [String] = []
        for y in 0..<terminal.size.height {
            for x in 0..<terminal.size.width {
                let cell = terminal.cell(at: Point(x: x, y: y))
                guard cell.character != " ", !cell.isContinuation else { continue }
                let style = depth.downsample(cell.style)
                if style.foreground == style.background && style.foreground != .default {
                    melted.append("\(cell.character)@\(x),\(y)")
                }
            }
        }
        return melted
    }

    @Test func tWalksTheThemesAndTheNameAndColoursFollow() {
        let terminal = open(depth: .trueColor)
        #expect(terminal.screenText.contains("Theme: terminal"))
        var seen: [CellStyle] = [terminal.cell(at: Point(x: 0, y: 5)).style]
        for theme in Theme.builtIn.dropFirst() {
            terminal.send("t")
            #expect(terminal.application.theme == theme)
            #expect(terminal.screenText.contains("Theme: \(theme.name)"))
            let style = terminal.cell(at: Point(x: 0, y: 5)).style
            #expect(!seen.contains(style), "\(theme.name) looks like a theme before it")
            seen.append(style)
        }
        terminal.send("t")
        #expect(terminal.application.theme == .terminal)
    }

    @Test(arguments: ColorDepth.allCases)
    func everyThemeIsReadableAtThisDepth(depth: ColorDepth) {
        let terminal = open(depth: depth)
        for theme in Theme.builtIn {
            terminal.application.theme = theme
            terminal.advance(by: .zero)
            #expect(
                meltedCells(terminal, depth: depth).isEmpty, "\(theme.name): \(meltedCells(terminal, depth: depth).prefix(5))")
            terminal.send("d")
            #expect(terminal.screenText.contains("Delete the archive?"))
            #expect(
                meltedCells(terminal, depth: depth).isEmpty,
                "\(theme.name), dialog: \(meltedCells(terminal, depth: depth).prefix(5))")
            terminal.send("escape")
        }
    }
}
