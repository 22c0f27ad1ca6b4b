import BrikTUI

/// Markdown: a 10,000-line document (headings, paragraphs with emphasis, code spans and
/// links, lists, code blocks, tables) parsed, laid out and drawn on a 120×40 screen; then
/// a page scrolled, which draws the rows shown from the layout kept for the width.
@MainActor
enum MarkdownWorkload {
    static let size = Size(width: 120, height: 40)

    /// About `lines` lines of varied Markdown.
    static func document(lines: Int) -> String {
        var text = ""
        var count = 0
        var section = 0
        while count < lines {
            section += 1
            text += """
                ## Section \(section)

                Some *emphasis*, **strong text**, `code` and a [link](https://example.com/\(section)) in a
                paragraph long enough to wrap once or twice on a wide screen, with more words after it.

                - an item with `code`
                - another item
                  - nested with **bold**
                1. first
                2. second

                > A quote with *emphasis*
                > over two lines.

                ```swift
                let value = \(section) * 2
                print(value)
                ```

                | Name | Value | Note |
                |:-----|------:|------|
                | a    | \(section) | short |
                | b    | 2     | a longer note in the cell |


                """
            count += 28
        }
        return text
    }

    static func run(repeats: Int) -> [BenchResult] {
        let markdown = document(lines: 10_000)
        var firstFrames: [Double] = []
        var scrolls: [Double] = []
        var shown = true
        for _ in 0..<max(1, repeats) {
            var terminal: TestTerminal?
            firstFrames.append(
                Measure.cpu {
                    let view = MarkdownView(markdown: markdown)
                    let made = TestTerminal(root: view, size: size)
                    _ = made.application.focus(view)
                    terminal = made
                })
            guard let terminal else { continue }
            shown = shown && terminal.screen.first == "Section 1"
            for _ in 0..<20 { scrolls.append(Measure.cpu { terminal.send("pagedown") }) }
        }
        return [
            BenchResult(
                id: "markdown.render", name: "Markdown 10,000 lines: parse, lay out, first frame (120×40)",
                time: Summary(firstFrames), bytes: nil, target: Target(maxMilliseconds: 200),
                note: shown ? nil : "WARNING: the document is not on screen"),
            BenchResult(
                id: "markdown.scroll", name: "Markdown 10,000 lines: one page down (rows from the kept layout)",
                time: Summary(scrolls), bytes: nil, target: Target(maxMilliseconds: 1), note: nil),
        ]
    }
}
