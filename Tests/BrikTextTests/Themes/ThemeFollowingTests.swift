import BrikRendering
import Testing

@testable import BrikCore
@testable import BrikText

/// The stock widgets that once kept the colours they were made with follow
/// ``Application/theme`` live: switched under a TestTerminal, the same cells are drawn
/// again in the new theme's colours.
@MainActor
@Suite struct ThemeFollowingTests {
    /// Draws `root`, then for each theme switches to it and hands over the screen.
    private func eachTheme(
        _ root: Brick, size: Size, prepare: (TestTerminal) -> Void = { _ in },
        check: (TestTerminal, Theme) -> Void
    ) {
        let terminal = TestTerminal(root: root, size: size, colorDepth: .trueColor)
        prepare(terminal)
        for theme in [Theme.dark, .light, .highContrast] {
            terminal.application.theme = theme
            terminal.advance(by: .zero)
            check(terminal, theme)
        }
    }

    /// The first column where `needle` starts in `row` (one column per character: ASCII rows).
    static func column(of needle: String, in row: String) -> Int? {
        let characters = Array(row)
        let wanted = Array(needle)
        guard characters.count >= wanted.count else { return nil }
        return (0...(characters.count - wanted.count)).first { Array(characters[$0..<$0 + wanted.count]) == wanted }
    }

    @Test func aMarkdownViewWithoutAThemeOfItsOwnDrawsInTheApplicationsTheme() {
        let view = MarkdownView(markdown: "# Title\n\nA [link](https://example.com) and `code`.")
        eachTheme(view, size: Size(width: 40, height: 4)) { terminal, theme in
            let expected = MarkdownTheme(theme: theme)
            #expect(terminal.cell(at: Point(x: 0, y: 0)).style == expected.headings[0], "\(theme.name)")
            #expect(terminal.cell(at: Point(x: 2, y: 2)).style.foreground == theme.primary, "\(theme.name) link")
            #expect(view.theme == expected)
        }
        // A theme the app sets stays, whatever the application's.
        view.theme = .standard
        let terminal = TestTerminal(root: view, size: Size(width: 40, height: 4), colorDepth: .trueColor)
        terminal.application.theme = .dark
        terminal.advance(by: .zero)
        #expect(terminal.cell(at: Point(x: 0, y: 0)).style == MarkdownTheme.standard.headings[0])
    }

    @Test func aMarkdownViewersDocumentAndBarFollowTheTheme() {
        let viewer = MarkdownViewer(markdown: "# One\n\ntext\n\n# Two\n\nmore")
        eachTheme(viewer, size: Size(width: 40, height: 6)) { terminal, theme in
            let x = viewer.document.frame.minX
            #expect(terminal.cell(at: Point(x: x, y: 0)).style.foreground == theme.accent, "\(theme.name)")
            #expect(terminal.cell(at: Point(x: x - 2, y: 0)).character == "│")
            #expect(terminal.cell(at: Point(x: x - 2, y: 0)).style.foreground == theme.border, "\(theme.name) bar")
        }
    }

    @Test func searchMatchesAreInTheThemesColoursInLabelsListsLinesAndEditors() {
        let label = Label("find the needle")
        let list = List(options: ["hay", "needle", "hay"])
        let lines = LineView(lines: ["one needle here"])
        let editor = TextArea(text: "a needle")
        let root = VBrik(alignment: .fill) { _ in
            label; list.height(.fixed(size: 3)); lines.height(.fixed(size: 1)); editor.height(.fixed(size: 1))
        }
        var searches: [TextSearch] = []
        eachTheme(
            root, size: Size(width: 30, height: 8),
            prepare: { terminal in
                for target in [label, list, lines, editor] as [any Searchable] {
                    let search = TextSearch(in: target)
                    _ = search.find(SearchQuery("needle"))
                    searches.append(search)
                }
                terminal.advance(by: .zero)
            }
        ) { terminal, theme in
            let rows = terminal.screen
            for (y, row) in rows.enumerated() {
                guard let column = Self.column(of: "needle", in: row) else { continue }
                let style = terminal.cell(at: Point(x: column, y: y)).style
                #expect(style.attributes.contains(.underline), "row \(y) in \(theme.name)")
                #expect(
                    style.background == theme.warning || style.background == theme.accent,
                    "row \(y) in \(theme.name): \(style)")
                // The list's cursor row is under the selection bar, which gives the text its colour.
                if !style.attributes.contains(.reverse) {
                    #expect(style.foreground == theme.surface, "row \(y) in \(theme.name)")
                }
            }
            #expect(rows.filter { $0.contains("needle") }.count == 4)
        }
        #expect(SearchHighlight.matchStyle(in: .dark).background == Theme.dark.warning)
        #expect(SearchHighlight.currentMatchStyle(in: .light).background == Theme.light.accent)
        // The terminal theme: black on yellow, as before themes.
        #expect(
            SearchHighlight.matchStyle == CellStyle(foreground: .ansi(.black), background: .ansi(.yellow), attributes: .underline)
        )
    }

    @Test func promptLinesFollowTheTheme() {
        var text = TextPromptState(title: "Name", defaultValue: nil, validate: { $0.isEmpty ? "required" : nil })
        _ = text.handle(KeyEvent(.enter))
        let lines =
            ConfirmState(title: "Go?", defaultValue: true).lines + text.lines
            + StepLines.alert(.warning, "Disk", followUps: ["clean up"])
        let view = PromptLinesView(lines)
        eachTheme(view, size: Size(width: 30, height: 6)) { terminal, theme in
            // "? Go? Yes / No": the mark in the accent, Yes underlined in it, the rest muted.
            #expect(terminal.cell(at: Point(x: 0, y: 0)).style.foreground == theme.accent, "\(theme.name)")
            #expect(terminal.cell(at: Point(x: 6, y: 0)).style.foreground == theme.accent)
            #expect(terminal.cell(at: Point(x: 6, y: 0)).style.attributes.contains(.underline))
            #expect(terminal.cell(at: Point(x: 10, y: 0)).style.foreground == theme.muted)
            let error = terminal.screen.firstIndex { $0.contains("required") }!
            #expect(terminal.cell(at: Point(x: 2, y: error)).style.foreground == theme.error, "\(theme.name)")
            let warning = terminal.screen.firstIndex { $0.hasPrefix("! Warning") }!
            #expect(terminal.cell(at: Point(x: 0, y: warning)).style.foreground == theme.warning)
            // Text of no role keeps the surface it is drawn on.
            #expect(terminal.cell(at: Point(x: 2, y: 0)).style.background == theme.surface)
        }
        // Drawn on a canvas for a terminal, the same lines take the theme given.
        let canvas = PromptLine.canvas(lines, width: 30, theme: .dark)
        #expect(canvas[0, 0].style.foreground == Theme.dark.accent)
        #expect(PromptLine.canvas(lines, width: 30)[0, 0].style == PromptStyle.accent)
    }

    @Test func theFooterAndTheHelpOverlayFollowTheTheme() {
        let root = VBrik(alignment: .fill) { _ in
            Label("content")
            Spacer()
            HelpFooter()
        }
        eachTheme(root, size: Size(width: 40, height: 12)) { terminal, theme in
            let footer = terminal.screen[11]
            let key = Self.column(of: "ctrl+c", in: footer)!
            #expect(terminal.cell(at: Point(x: key, y: 11)).style.foreground == theme.primary, "\(theme.name)")
            #expect(terminal.cell(at: Point(x: key + 7, y: 11)).style.foreground == theme.text, "\(theme.name)")
        }
        let terminal = TestTerminal(root: root, size: Size(width: 40, height: 12), colorDepth: .trueColor)
        terminal.application.showHelp()
        for theme in [Theme.dark, .light] {
            terminal.application.theme = theme
            terminal.advance(by: .zero)
            let help = terminal.application.presentedHelp!
            let area = help.contentFrame
            #expect(terminal.cell(at: Point(x: area.minX, y: area.minY)).style.foreground == theme.accent, "\(theme.name)")
            let keyRow = help.lines.firstIndex { !$0.isHeading }!
            let keyCell = terminal.cell(at: Point(x: area.minX, y: area.minY + keyRow))
            #expect(keyCell.style.foreground == theme.primary, "\(theme.name)")
            #expect(keyCell.style.background == theme.overlaySurface, "\(theme.name)")
        }
    }
}
