import BrikRendering
import SeededRandom
import Testing

@testable import BrikCore
@testable import BrikText

/// Random Markdown-ish text: parsing never fails, every rendered row fits the width,
/// and every letter the document shows survives rendering.
@MainActor @Suite struct MarkdownPropertyTests {
    private static let pieces = [
        "word", "Text", "abc", "中文", "*", "**", "_", "`", "``", "[", "]", "(", ")", "](u)", "#", "## ", "> ", "- ",
        "1. ", "|", "| --- |", "~~", "!", "<", ">", "&amp;", "\\", " ", "  ", "\n", "\n", "\n\n", "    ", "```",
        "---", ":", "<a@b.c>", "<http://x>", "\t", "é", "😀",
    ]

    private static func randomMarkdown(_ random: inout SplitMix64) -> String {
        let count = Int.random(in: 1...300, using: &random)
        return (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    @Test func randomDocumentsRenderWithinTheWidthAndKeepTheirText() {
        var random = SplitMix64(seed: 18)
        for round in 0..<300 {
            let markdown = Self.randomMarkdown(&random)
            let width = Int.random(in: 2...60, using: &random)
            let document = MarkdownDocument(parsing: markdown)
            let rendering = MarkdownLayout.render(document, width: width, theme: .standard)
            for row in rendering.rows {
                let rowWidth = TextWidth.width(row.plainText)
                #expect(rowWidth <= width, "round \(round), width \(width): \(row.plainText) in \(markdown.debugDescription)")
                if rowWidth > width { return }
            }
            let shown = Self.letters(rendering.rows.map(\.plainText).joined())
            let expected = Self.letters(Self.visibleText(document.blocks))
            #expect(shown == expected, "round \(round), width \(width): \(markdown.debugDescription)")
            if shown != expected { return }
        }
    }

    @Test func hostileNestingIsBoundedAndFast() {
        let inputs = [
            String(repeating: "> ", count: 10_000) + "deep",
            String(repeating: "- ", count: 10_000) + "deep",
            String(repeating: "*a ", count: 10_000) + String(repeating: "a* ", count: 10_000),
            String(repeating: "[", count: 10_000) + "x" + String(repeating: "](u)", count: 10_000),
            String(repeating: "`", count: 5_000) + String(repeating: "``x", count: 3_000),
            String(repeating: "[a](b ", count: 5_000),
            String(repeating: "<a ", count: 5_000),
            String(repeating: "**_~~", count: 5_000),
        ]
        for input in inputs {
            let document = MarkdownDocument(parsing: input)
            let rendering = MarkdownLayout.render(document, width: 40, theme: .standard)
            #expect(!rendering.rows.isEmpty)
            #expect(Self.letters(rendering.rows.map(\.plainText).joined()) == Self.letters(Self.visibleText(document.blocks)))
        }
    }

    /// The letters of `text`, sorted: what must survive however rows are cut.
    private static func letters(_ text: String) -> [Character] {
        text.filter { $0.isLetter }.sorted()
    }

    /// Everything the document shows a reader, without markup (link destinations are not shown).
    private static func visibleText(_ blocks: [MarkdownBlock]) -> String {
        var text = ""
        for block in blocks {
            switch block {
            case .heading(_, let inlines), .paragraph(let inlines): text += MarkdownInline.plainText(of: inlines) + " "
            case .codeBlock(_, let code): text += code
            case .blockQuote(let children): text += visibleText(children)
            case .list(let list): text += list.items.map(visibleText).joined(separator: " ")
            case .thematicBreak: break
            case .table(let table):
                for row in [table.header] + table.rows {
                    text += row.map { MarkdownInline.plainText(of: $0) }.joined(separator: " ") + " "
                }
            case .html(let html): text += html
            }
        }
        return text
    }
}
