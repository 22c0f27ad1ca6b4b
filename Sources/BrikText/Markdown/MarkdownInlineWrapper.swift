import BrikCore
import BrikRendering

/// Lays inlines out in rows of a width: styles from the markup, words wrapped at
/// spaces and around wide characters, a word longer than the row broken between
/// glyphs (never inside one), hard breaks kept.
struct MarkdownInlineWrapper {
    let theme: MarkdownTheme
    /// Every link's destination, shared by the whole rendering (a link's index is its id).
    var links: [String]

    private struct Piece {
        var glyph: Glyph
        var style: CellStyle
        var link: Int32
    }

    /// The rows `inlines` take at `width` columns, in `base` style.
    mutating func rows(_ inlines: [MarkdownInline], width: Int, base: CellStyle) -> [MarkdownRow] {
        var builder = RowBuilder(width: max(1, width))
        flatten(inlines, style: base, link: -1, into: &builder)
        return builder.finish()
    }

    private mutating func flatten(_ inlines: [MarkdownInline], style: CellStyle, link: Int32, into builder: inout RowBuilder) {
        for inline in inlines {
            switch inline {
            case .text(let text): builder.add(text, style: style, link: link)
            case .emphasis(let children): flatten(children, style: style.adding(theme.emphasis), link: link, into: &builder)
            case .strong(let children): flatten(children, style: style.adding(theme.strong), link: link, into: &builder)
            case .strikethrough(let children):
                flatten(children, style: style.adding(theme.strikethrough), link: link, into: &builder)
            case .code(let code): builder.add(code, style: overlay(theme.code, on: style), link: link)
            case .link(let destination, _, let children):
                let id = link >= 0 ? link : linkID(destination)
                flatten(children, style: overlay(theme.link, on: style), link: id, into: &builder)
            case .image(_, _, let children):
                flatten(children, style: overlay(theme.image, on: style), link: link, into: &builder)
            case .softBreak: builder.add(" ", style: style, link: link)
            case .hardBreak: builder.breakLine()
            case .html(let text): builder.add(text, style: overlay(theme.html, on: style), link: link)
            }
        }
    }

    private mutating func linkID(_ destination: String) -> Int32 {
        links.append(destination)
        return Int32(links.count - 1)
    }

    /// `style` over `base`: its colours where it has them, both attribute sets.
    private func overlay(_ style: CellStyle, on base: CellStyle) -> CellStyle {
        CellStyle(
            foreground: style.foreground == .default ? base.foreground : style.foreground,
            background: style.background == .default ? base.background : style.background,
            attributes: base.attributes.union(style.attributes))
    }
}

/// Greedy line filling over glyphs: a word is placed whole when it fits, on the next row
/// when it does not, and broken only when longer than a row.
private struct RowBuilder {
    let width: Int
    private var rows: [MarkdownRow] = []
    private var row = MarkdownRow()
    private var rowWidth = 0
    private var word: [(glyph: Glyph, style: CellStyle, link: Int32)] = []
    private var wordWidth = 0
    /// A space waits here until the next word shows whether the row goes on.
    private var pendingSpace: (style: CellStyle, link: Int32)?

    init(width: Int) {
        self.width = width
    }

    mutating func add(_ text: String, style: CellStyle, link: Int32) {
        TextWidth.forEachGlyph(in: text) { glyph in
            if glyph.character == " " {
                endWord()
                pendingSpace = (style, link)
            } else if glyph.width == 2 {
                // Wide characters (CJK) break on either side without a space.
                endWord()
                word.append((glyph, style, link))
                wordWidth = 2
                endWord()
            } else {
                word.append((glyph, style, link))
                wordWidth += glyph.width
            }
        }
    }

    mutating func breakLine() {
        endWord()
        pendingSpace = nil
        newRow()
    }

    mutating func finish() -> [MarkdownRow] {
        endWord()
        if rowWidth > 0 || rows.isEmpty { rows.append(row) }
        return rows
    }

    private mutating func endWord() {
        guard !word.isEmpty else { return }
        let space = pendingSpace
        pendingSpace = nil
        let spaceWidth = space != nil && rowWidth > 0 ? 1 : 0
        if rowWidth + spaceWidth + wordWidth <= width {
            if spaceWidth > 0, let space {
                row.append(" ", style: space.style, link: space.link, width: 1)
                rowWidth += 1
            }
            place(word)
        } else if wordWidth <= width {
            newRow()
            place(word)
        } else {
            // Longer than a row: from where the row stands, broken between glyphs.
            if rowWidth > 0, rowWidth + spaceWidth < width, let space {
                row.append(" ", style: space.style, link: space.link, width: 1)
                rowWidth += 1
            } else if rowWidth > 0 {
                newRow()
            }
            for piece in word {
                if rowWidth + piece.glyph.width > width && rowWidth > 0 { newRow() }
                row.append(String(piece.glyph.character), style: piece.style, link: piece.link, width: piece.glyph.width)
                rowWidth += piece.glyph.width
            }
        }
        word.removeAll(keepingCapacity: true)
        wordWidth = 0
    }

    private mutating func place(_ word: [(glyph: Glyph, style: CellStyle, link: Int32)]) {
        for piece in word {
            row.append(String(piece.glyph.character), style: piece.style, link: piece.link, width: piece.glyph.width)
        }
        rowWidth += wordWidth
    }

    private mutating func newRow() {
        rows.append(row)
        row = MarkdownRow()
        rowWidth = 0
    }
}
