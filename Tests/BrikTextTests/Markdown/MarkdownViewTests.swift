import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore
@testable import BrikText

/// Whole screens of rendered documents.
@MainActor @Suite struct MarkdownViewTests {
    static let sample = """
        # Title

        Some *emphasis*, **strong** and `code` in a paragraph that wraps.

        - one
        - two
          - nested
        1. first
        2. second

        > quoted text
        > > deeper

        ```swift
        let x = 1
        ```

        ---

        | Name | Qty |
        |:-----|----:|
        | Ada  |   3 |
        """

    private func shown(_ view: MarkdownView, _ size: Size) -> TestTerminal {
        let terminal = TestTerminal(root: view, size: size)
        _ = terminal.application.focus(view)
        terminal.advance(by: .zero)
        return terminal
    }

    @Test func aDocumentIsDrawnForItsWidth() {
        let terminal = shown(MarkdownView(markdown: Self.sample), Size(width: 30, height: 25))
        expectScreen(
            terminal.screen,
            [
                "Title",
                "",
                "Some emphasis, strong and code",
                "in a paragraph that wraps.",
                "",
                "• one",
                "• two",
                "  ◦ nested",
                "",
                "1. first",
                "2. second",
                "",
                "│ quoted text",
                "│",
                "│ │ deeper",
                "",
                " let x = 1",
                "",
                "──────────────────────────────",
                "",
                "┌──────┬─────┐",
                "│ Name │ Qty │",
                "├──────┼─────┤",
                "│ Ada  │   3 │",
                "└──────┴─────┘",
            ])
    }

    @Test func stylesFollowTheMarkup() {
        let view = MarkdownView(markdown: Self.sample)
        let terminal = shown(view, Size(width: 30, height: 25))
        // No theme of its own: the application's (the terminal theme's colours).
        let theme = MarkdownTheme(theme: .terminal)
        #expect(view.theme == theme)
        #expect(terminal.cell(at: Point(x: 0, y: 0)).style == theme.headings[0])
        #expect(terminal.cell(at: Point(x: 5, y: 2)).style.attributes == .italic)  // emphasis
        #expect(terminal.cell(at: Point(x: 15, y: 2)).style.attributes == .bold)  // strong
        #expect(terminal.cell(at: Point(x: 26, y: 2)).style == theme.code)  // code
        #expect(terminal.cell(at: Point(x: 0, y: 5)).style == theme.listMarker)
        #expect(terminal.cell(at: Point(x: 0, y: 12)).style == theme.quoteBar)
        #expect(terminal.cell(at: Point(x: 2, y: 12)).style.attributes.contains(.italic))
        // A code block's background fills its whole row.
        #expect(terminal.cell(at: Point(x: 29, y: 16)).style == theme.codeBlock)
        #expect(terminal.cell(at: Point(x: 0, y: 18)).style == theme.rule)
        #expect(terminal.cell(at: Point(x: 2, y: 21)).style == theme.tableHeader)
    }

    @Test func listsHangTheirIndentAndNumbersAlign() {
        let view = MarkdownView(markdown: (1...10).map { "\($0). item \($0) wraps here" }.joined(separator: "\n"))
        let lines = view.renderedLines(width: 14)
        #expect(Array(lines.prefix(2)) == [" 1. item 1", "    wraps here"])
        #expect(Array(lines.suffix(2)) == ["10. item 10", "    wraps here"])
    }

    @Test func looseListsKeepABlankRowBetweenItems() {
        let view = MarkdownView(markdown: "- a\n\n- b\n\n  more")
        #expect(view.renderedLines(width: 10) == ["• a", "", "• b", "", "  more"])
    }

    @Test func tablesFitTheWidthAndWrapCells() {
        let markdown = "| Key | Description |\n|---|:-:|\n| a | a long description of it |"
        let view = MarkdownView(markdown: markdown)
        #expect(
            view.renderedLines(width: 24) == [
                "┌─────┬────────────────┐",
                "│ Key │  Description   │",
                "├─────┼────────────────┤",
                "│ a   │     a long     │",
                "│     │ description of │",
                "│     │       it       │",
                "└─────┴────────────────┘",
            ])
        // Too narrow for borders: one line of text per row.
        #expect(view.renderedLines(width: 6).first == "Key │")
    }

    @Test func codeBlocksBreakLongLinesAndKeepTheirSpaces() {
        let view = MarkdownView(markdown: "```\nif x {\n    abcdefghij\n}\n```")
        #expect(view.renderedLines(width: 10) == [" if x {", "     abcde", " fghij", " }"])
    }

    @Test func wideCharactersWrapBetweenThemselves() {
        let view = MarkdownView(markdown: "中文字符很长的一行")
        #expect(view.renderedLines(width: 7) == ["中文字", "符很长", "的一行"])
    }

    @Test func imagesShowTheirAltTextAndHTMLIsText() {
        let view = MarkdownView(markdown: "![a cat](cat.png)\n\n<div>\nraw\n</div>")
        #expect(view.renderedLines(width: 20) == ["a cat", "", "<div>", "raw", "</div>"])
    }

    @Test func keysScrollAndStopAtTheEnds() {
        let markdown = (1...30).map { "line \($0)" }.joined(separator: "\n\n")
        let view = MarkdownView(markdown: markdown)
        let terminal = shown(view, Size(width: 12, height: 4))
        #expect(terminal.screen == ["line 1", "", "line 2", ""])
        terminal.send("down", "down")
        #expect(terminal.screen == ["line 2", "", "line 3", ""])
        terminal.send("pagedown")
        #expect(view.scrollOffset == 5)
        terminal.send("end")
        #expect(terminal.screen == ["", "line 29", "", "line 30"])
        #expect(view.scrollOffset == 59 - 4)
        terminal.send("home")
        #expect(view.scrollOffset == 0)
        terminal.send("up")
        #expect(view.scrollOffset == 0)
    }

    @Test func aHeadingJumpPutsItOnTop() {
        let markdown = "# One\n\n" + String(repeating: "text\n\n", count: 10) + "# Two\n\nend\n\nmore\n\nlast"
        let view = MarkdownView(markdown: markdown)
        let terminal = shown(view, Size(width: 12, height: 4))
        #expect(view.headings.map(\.text) == ["One", "Two"])
        view.scroll(toHeading: 1)
        terminal.advance(by: .zero)
        #expect(terminal.screen == ["Two", "", "end", ""])
        #expect(view.currentHeading == 1)
        terminal.send("up")
        #expect(view.currentHeading == 0)
    }

    @Test func aHeadingJumpBeforeLayoutWaitsForTheWidth() {
        let markdown = "# One\n\n" + String(repeating: "text\n\n", count: 10) + "# Two\n\nend\n\nmore"
        let view = MarkdownView(markdown: markdown)
        view.scroll(toHeading: 1)
        let terminal = shown(view, Size(width: 12, height: 4))
        #expect(terminal.screen.first == "Two")
    }

    @Test func linksAreMarkedOnTheCanvas() {
        let terminal = shown(
            MarkdownView(markdown: "see [Swift](https://swift.org) or <https://x.y>"), Size(width: 40, height: 1))
        let canvas = terminal.canvas
        #expect(canvas.linkDestination(x: 3, y: 0) == nil)
        #expect(canvas.linkDestination(x: 4, y: 0) == "https://swift.org")
        #expect(canvas.linkDestination(x: 8, y: 0) == "https://swift.org")
        #expect(canvas.linkDestination(x: 9, y: 0) == nil)
        #expect(canvas.linkDestination(x: 13, y: 0) == "https://x.y")
        #expect(terminal.cell(at: Point(x: 4, y: 0)).style == MarkdownTheme(theme: .terminal).link)
    }

    @Test func hostileTextStaysVisible() {
        let view = MarkdownView(markdown: "title:\u{1b}]0;pwned\u{07} [x](javascript:\u{1b}[2J)")
        let terminal = shown(view, Size(width: 40, height: 2))
        let plain = terminal.screen.joined()
        #expect(!plain.unicodeScalars.contains { $0.value < 0x20 })
        #expect(plain.contains("pwned"))
    }

    @Test func theLayoutIsKeptPerWidthAndRemadeWhenTheTextChanges() {
        let view = MarkdownView(markdown: "# A\n\ntext")
        let terminal = shown(view, Size(width: 20, height: 4))
        let passes = view.layoutPasses
        terminal.send("down")
        terminal.advance(by: .zero)
        #expect(view.layoutPasses == passes)
        view.markdown = "# B\n\nother"
        terminal.advance(by: .zero)
        #expect(terminal.screen == ["B", "", "other", ""])
        #expect(view.layoutPasses == passes + 1)
        view.theme.bullets = ["*"]
        view.markdown = "- x"
        terminal.advance(by: .zero)
        #expect(terminal.screen.first == "* x")
    }

    @Test func drawingTouchesOnlyTheRowsShown() {
        let markdown = (1...10_000).map { "row \($0)" }.joined(separator: "\n\n")
        let view = MarkdownView(markdown: markdown)
        let terminal = shown(view, Size(width: 20, height: 3))
        view.scrollOffset = 10_000
        terminal.advance(by: .zero)
        #expect(terminal.screen == ["row 5001", "", "row 5002"])
    }

    @Test func searchFindsRowsAsDrawnAndRevealsThem() {
        let markdown = (1...40).map { "- item \($0)" }.joined(separator: "\n") + "\n\nneedle at the end"
        let view = MarkdownView(markdown: markdown)
        let terminal = shown(view, Size(width: 20, height: 4))
        let search = TextSearch(in: view)
        #expect(view.searchLine(0) == "• item 1")
        _ = search.find(SearchQuery("needle"))
        terminal.advance(by: .zero)
        #expect(terminal.screen.contains("needle at the end"))
        let row = terminal.screen.firstIndex(of: "needle at the end")!
        #expect(terminal.cell(at: Point(x: 0, y: row)).style.background == SearchHighlight.currentMatchStyle.background)
        #expect(terminal.cell(at: Point(x: 6, y: row)).style.background == .default)
        // Another document clears the matches of the old one.
        view.markdown = "needle"
        terminal.advance(by: .zero)
        #expect(view.searchHighlight == nil)
    }
}
