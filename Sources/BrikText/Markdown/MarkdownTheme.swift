import BrikCore
import BrikRendering

/// How a ``MarkdownView`` draws each construct: styles and the marks it puts in front
/// of list items, quotes and rules.
///
/// ```swift
/// var theme = MarkdownTheme.standard
/// theme.headings[0] = CellStyle(foreground: .brightMagenta, attributes: [.bold, .underline])
/// theme.bullets = ["-", "*"]
/// let view = MarkdownView(markdown: "# Notes\n\n- one", theme: theme)
/// ```
/// Emphasis, strong and strikethrough add their attributes to the surrounding style, so
/// `**bold `code`**` is bold code. Every style keeps an attribute besides its colour, so a
/// monochrome or `NO_COLOR` terminal still tells headings, code and links apart.
public struct MarkdownTheme: Hashable, Sendable {
    /// Heading styles for levels 1 to 6 (index 0 is level 1).
    public var headings: [CellStyle]
    /// Added to `*emphasis*`.
    public var emphasis: TextAttributes
    /// Added to `**strong**`.
    public var strong: TextAttributes
    /// Added to `~~strikethrough~~`.
    public var strikethrough: TextAttributes
    /// A `code span`.
    public var code: CellStyle
    /// A fenced or indented code block, its whole rows.
    public var codeBlock: CellStyle
    /// A link's text.
    public var link: CellStyle
    /// An image's alt text.
    public var image: CellStyle
    /// The bar before each row of a block quote.
    public var quoteBar: CellStyle
    /// A quote's text.
    public var quoteText: CellStyle
    /// Bullets and item numbers.
    public var listMarker: CellStyle
    /// A thematic break.
    public var rule: CellStyle
    /// Table borders.
    public var tableBorder: CellStyle
    /// Table header cells.
    public var tableHeader: CellStyle
    /// HTML blocks and inline HTML, shown as text.
    public var html: CellStyle
    /// The bullets of nesting levels 1, 2, …; deeper levels reuse the last.
    public var bullets: [String]
    /// What is drawn before each row of a block quote (its width is the quote's indent).
    public var quoteMark: String
    /// The character a thematic break repeats across the width.
    public var ruleCharacter: Character

    /// The default look: coloured headings, code on a dark background, underlined links.
    ///
    /// ```swift
    /// let view = MarkdownView(markdown: text, theme: .standard)
    /// ```
    public static let standard = MarkdownTheme(
        headings: [
            CellStyle(foreground: .brightCyan, attributes: [.bold, .underline]),
            CellStyle(foreground: .brightCyan, attributes: .bold),
            CellStyle(foreground: .cyan, attributes: .bold),
            CellStyle(attributes: .bold),
            CellStyle(attributes: [.bold, .dim]),
            CellStyle(attributes: [.dim, .italic]),
        ],
        emphasis: .italic, strong: .bold, strikethrough: .strikethrough,
        code: CellStyle(foreground: .brightYellow, background: .palette(236)),
        codeBlock: CellStyle(foreground: .brightWhite, background: .palette(236)),
        link: CellStyle(foreground: .brightBlue, attributes: .underline),
        image: CellStyle(foreground: .magenta, attributes: .italic),
        quoteBar: CellStyle(foreground: .gray), quoteText: CellStyle(attributes: .italic),
        listMarker: CellStyle(foreground: .brightYellow, attributes: .bold), rule: CellStyle(foreground: .gray),
        tableBorder: CellStyle(foreground: .gray), tableHeader: CellStyle(attributes: .bold),
        html: CellStyle(foreground: .gray), bullets: ["•", "◦", "▪"], quoteMark: "│ ", ruleCharacter: "─")

    /// A theme from all its parts (start from ``standard`` and change what you need instead).
    ///
    /// ```swift
    /// var theme = MarkdownTheme.standard
    /// theme.link = CellStyle(foreground: .green, attributes: .underline)
    /// ```
    public init(
        headings: [CellStyle], emphasis: TextAttributes, strong: TextAttributes, strikethrough: TextAttributes,
        code: CellStyle, codeBlock: CellStyle, link: CellStyle, image: CellStyle, quoteBar: CellStyle,
        quoteText: CellStyle, listMarker: CellStyle, rule: CellStyle, tableBorder: CellStyle, tableHeader: CellStyle,
        html: CellStyle, bullets: [String], quoteMark: String, ruleCharacter: Character
    ) {
        self.headings = headings
        self.emphasis = emphasis
        self.strong = strong
        self.strikethrough = strikethrough
        self.code = code
        self.codeBlock = codeBlock
        self.link = link
        self.image = image
        self.quoteBar = quoteBar
        self.quoteText = quoteText
        self.listMarker = listMarker
        self.rule = rule
        self.tableBorder = tableBorder
        self.tableHeader = tableHeader
        self.html = html
        self.bullets = bullets
        self.quoteMark = quoteMark
        self.ruleCharacter = ruleCharacter
    }

    /// The style of a heading of `level` (clamped to 1…6).
    func heading(_ level: Int) -> CellStyle {
        guard !headings.isEmpty else { return CellStyle(attributes: .bold) }
        return headings[min(max(level, 1), headings.count) - 1]
    }

    /// The bullet of nesting `level` (0 for a top-level list).
    func bullet(_ level: Int) -> String {
        guard !bullets.isEmpty else { return "-" }
        return bullets[min(level, bullets.count - 1)]
    }
}
