import BrikRendering
import Testing

@testable import BrikCore
@testable import BrikText

/// Every built-in theme at every colour depth: the text of a screen of stock widgets
/// stays readable once the colours are brought down to what the terminal shows, and the
/// list's cursor row still differs from the other rows when colour is off.
@MainActor
@Suite struct ThemeReadabilityTests {
    nonisolated static let themeNames = ["terminal", "dark", "light", "highContrast"]

    /// A list (focused, cursor on row 1), a button, a text field, a progress bar, a toggle
    /// and a bordered label; a dialog over them all.
    private func sampleTerminal(theme: Theme, depth: ColorDepth, dialog: Bool = false) -> (TestTerminal, List<Int>) {
        let list = List(options: ["alpha", "beta", "gamma"])
        list.scrollView.showsScrollbar = false
        list.height(.fixed(size: 3))
        let field = TextField(placeholder: "name", text: "typed")
        let toggle = Toggle("Wi-Fi", isOn: true)
        let boxed = Label("boxed")
        boxed.border = .rounded
        let root = VBrik(alignment: .fill) { _ in
            list
            Button("OK")
            field
            ProgressBar(value: 0.5)
            toggle
            boxed
        }
        let terminal = TestTerminal(root: root, size: Size(width: 30, height: 14), colorDepth: depth)
        terminal.application.theme = theme
        _ = terminal.application.focus(list)
        terminal.send("down")
        if dialog {
            terminal.application.present(
                Dialog(
                    "Delete?", message: "It is gone for good.", buttons: [.cancel, Dialog.Choice("Delete", role: .destructive)]))
        }
        terminal.advance(by: .zero)
        return (terminal, list)
    }

    /// The colours a cell shows: reverse video swaps them.
    private func shown(_ style: CellStyle, at depth: ColorDepth) -> (foreground: Color, background: Color) {
        let down = depth.downsample(style)
        return down.attributes.contains(.reverse) ? (down.background, down.foreground) : (down.foreground, down.background)
    }

    private func unreadableCells(_ terminal: TestTerminal, depth: ColorDepth) -> [String] {
        var bad: [String] = []
        for y in 0..<terminal.size.height {
            for x in 0..<terminal.size.width {
                let cell = terminal.cell(at: Point(x: x, y: y))
                guard cell.character != " ", !cell.isContinuation else { continue }
                let colours = shown(cell.style, at: depth)
                if colours.foreground == colours.background && colours.foreground != .default {
                    bad.append("\(cell.character)@\(x),\(y): \(colours.foreground)")
                }
            }
        }
        return bad
    }

    @Test(arguments: themeNames, ColorDepth.allCases)
    func textIsReadableAtEveryDepth(themeName: String, depth: ColorDepth) throws {
        let theme = try #require(Theme.named(themeName))
        for dialog in [false, true] {
            let (terminal, _) = sampleTerminal(theme: theme, depth: depth, dialog: dialog)
            let bad = unreadableCells(terminal, depth: depth)
            #expect(bad.isEmpty, "\(themeName) at \(depth), dialog \(dialog): \(bad.prefix(5))")
        }
    }

    @Test(arguments: themeNames, ColorDepth.allCases)
    func theCursorRowDiffersFromTheOthersEvenWithoutColour(themeName: String, depth: ColorDepth) throws {
        let theme = try #require(Theme.named(themeName))
        let (terminal, list) = sampleTerminal(theme: theme, depth: depth)
        #expect(list.cursorIndex == 1)
        let plain = depth.downsample(terminal.cell(at: Point(x: 1, y: 0)).style)
        let cursor = depth.downsample(terminal.cell(at: Point(x: 1, y: 1)).style)
        #expect(terminal.screen[1].hasPrefix("beta"))
        #expect(plain != cursor, "\(themeName) at \(depth): \(plain) vs \(cursor)")
        // What survives NO_COLOR: attributes.
        #expect(plain.attributes != cursor.attributes)
    }

    @Test(arguments: themeNames)
    func theFocusedButtonDiffersFromAnUnfocusedOneWithoutColour(themeName: String) throws {
        let theme = try #require(Theme.named(themeName))
        let (terminal, _) = sampleTerminal(theme: theme, depth: .none)
        let unfocused = terminal.cell(at: Point(x: 1, y: 3)).style
        terminal.send("tab")
        let focused = terminal.cell(at: Point(x: 1, y: 3)).style
        #expect(terminal.screen[3].hasPrefix("[ OK ]") || terminal.screen[3].contains("OK"))
        #expect(unfocused.attributes != focused.attributes)
    }

    @Test func theCheckFindsTextThatMeltsIntoItsSurface() {
        // Near-black text on black: fine in true colour, one colour in 16.
        var murky = Theme.dark
        murky.text = .hex(0x101010)
        murky.surface = .hex(0x000000)
        let (truecolor, _) = sampleTerminal(theme: murky, depth: .trueColor)
        #expect(unreadableCells(truecolor, depth: .trueColor).isEmpty)
        let (sixteen, _) = sampleTerminal(theme: murky, depth: .ansi16)
        #expect(!unreadableCells(sixteen, depth: .ansi16).isEmpty)
    }

    @Test(arguments: themeNames, ColorDepth.allCases)
    func markdownInTheThemesColoursIsReadable(themeName: String, depth: ColorDepth) throws {
        let theme = try #require(Theme.named(themeName))
        let markdown = "# Title\n\nSome `code` and a [link](https://example.com).\n\n> quoted\n\n```\nlet x = 1\n```\n\n---"
        let view = MarkdownView(markdown: markdown, theme: MarkdownTheme(theme: theme))
        let terminal = TestTerminal(root: view, size: Size(width: 40, height: 12), colorDepth: depth)
        terminal.application.theme = theme
        terminal.advance(by: .zero)
        #expect(terminal.screenText.contains("let x = 1"))
        let bad = unreadableCells(terminal, depth: depth)
        #expect(bad.isEmpty, "\(themeName) at \(depth): \(bad.prefix(5))")
        #expect(view.theme.link.foreground == theme.primary)
    }
}
