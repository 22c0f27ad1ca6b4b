import BrikCore

/// A Markdown document as values: blocks (headings, paragraphs, lists, …) holding inlines.
///
/// ```swift
/// let document = MarkdownDocument(parsing: "# Title\n\nSome *emphasis* and `code`.")
/// // document.blocks == [.heading(level: 1, [.text("Title")]),
/// //                     .paragraph([.text("Some "), .emphasis([.text("emphasis")]),
/// //                                 .text(" and "), .code("code"), .text(".")])]
/// ```
/// The parser is CommonMark's block and inline structure for the usual constructs, plus
/// GitHub's tables and strikethrough. Any text parses: nothing is an error, time is linear
/// in the input, and nesting deeper than ``maximumNesting`` is kept as plain text.
public struct MarkdownDocument: Hashable, Sendable {
    /// The top-level blocks, in order.
    public var blocks: [MarkdownBlock]

    /// Block quotes and list items nest at most this deep, emphasis and links too; deeper
    /// markers stay text, so hostile input cannot exhaust the stack.
    public static let maximumNesting = 32

    /// A document from its blocks.
    ///
    /// ```swift
    /// let document = MarkdownDocument(blocks: [.paragraph([.text("Hi")])])
    /// ```
    public init(blocks: [MarkdownBlock]) {
        self.blocks = blocks
    }

    /// Parses `markdown` (any text: malformed Markdown is read as text, never rejected).
    ///
    /// ```swift
    /// let document = MarkdownDocument(parsing: "- one\n- two")
    /// ```
    public init(parsing markdown: String) {
        let lines = MarkdownLine.split(markdown)
        var parser = MarkdownBlockParser()
        let raw = parser.parse(lines[...], depth: 0)
        let inlines = MarkdownInlineParser(references: parser.references)
        blocks = raw.map { inlines.resolve($0) }
    }

    /// Every heading, in document order, with its level and plain text.
    ///
    /// ```swift
    /// for heading in MarkdownDocument(parsing: text).headings { print(heading.level, heading.text) }
    /// ```
    public var headings: [(level: Int, text: String)] {
        blocks.compactMap {
            guard case .heading(let level, let content) = $0 else { return nil }
            return (level, MarkdownInline.plainText(of: content))
        }
    }
}

/// One block of a ``MarkdownDocument``.
///
/// ```swift
/// if case .heading(let level, let content) = block { print(level, MarkdownInline.plainText(of: content)) }
/// ```
public indirect enum MarkdownBlock: Hashable, Sendable {
    /// An ATX (`# Title`) or setext (underlined) heading, level 1 to 6.
    case heading(level: Int, [MarkdownInline])
    /// A paragraph.
    case paragraph([MarkdownInline])
    /// A fenced code block (with its info string, `""` when none) or an indented one (`info` empty).
    case codeBlock(info: String, code: String)
    /// A block quote (`> …`) with its blocks.
    case blockQuote([MarkdownBlock])
    /// A bullet or ordered list.
    case list(MarkdownList)
    /// A thematic break (`---`, `***`, `___`).
    case thematicBreak
    /// A GitHub table.
    case table(MarkdownTable)
    /// An HTML block, kept as its source text (shown as text, never interpreted).
    case html(String)
}

/// A bullet or ordered list: its items and whether it is tight.
///
/// ```swift
/// let list = MarkdownList(start: 1, isTight: true, items: [[.paragraph([.text("one")])]])
/// ```
public struct MarkdownList: Hashable, Sendable {
    /// The first number of an ordered list; nil for a bullet list.
    public var start: Int?
    /// A tight list has no blank lines between its items (drawn without gaps).
    public var isTight: Bool
    /// Each item's blocks.
    public var items: [[MarkdownBlock]]

    /// A list from its parts.
    ///
    /// ```swift
    /// let bullets = MarkdownList(start: nil, isTight: true, items: [[.paragraph([.text("a")])]])
    /// ```
    public init(start: Int?, isTight: Bool, items: [[MarkdownBlock]]) {
        self.start = start
        self.isTight = isTight
        self.items = items
    }
}

/// A GitHub table: a header row, the columns' alignments and the body rows.
///
/// ```swift
/// let table = MarkdownTable(header: [[.text("Name")]], alignments: [.left], rows: [[[.text("Ada")]]])
/// ```
/// Every row has as many cells as the header (missing cells are empty, extra ones dropped).
public struct MarkdownTable: Hashable, Sendable {
    /// How a column's cells sit in it.
    public enum Alignment: Hashable, Sendable {
        /// No colon in the delimiter row (drawn left).
        case none
        /// `:---`
        case left
        /// `:---:`
        case center
        /// `---:`
        case right
    }

    /// The header cells.
    public var header: [[MarkdownInline]]
    /// One alignment per column.
    public var alignments: [Alignment]
    /// The body rows, each with one cell per column.
    public var rows: [[[MarkdownInline]]]

    /// A table from its parts.
    ///
    /// ```swift
    /// let table = MarkdownTable(header: [[.text("A")]], alignments: [.none], rows: [])
    /// ```
    public init(header: [[MarkdownInline]], alignments: [Alignment], rows: [[[MarkdownInline]]]) {
        self.header = header
        self.alignments = alignments
        self.rows = rows
    }
}

/// A piece of text inside a block.
///
/// ```swift
/// let inlines: [MarkdownInline] = [.text("see "), .link(destination: "https://swift.org", title: nil, [.text("Swift")])]
/// ```
public indirect enum MarkdownInline: Hashable, Sendable {
    /// Plain text (entities and escapes already decoded).
    case text(String)
    /// `*emphasis*` or `_emphasis_`.
    case emphasis([MarkdownInline])
    /// `**strong**` or `__strong__`.
    case strong([MarkdownInline])
    /// `~~struck~~` (GitHub).
    case strikethrough([MarkdownInline])
    /// A code span, its content with line endings as spaces.
    case code(String)
    /// A link: inline, reference or autolink.
    case link(destination: String, title: String?, [MarkdownInline])
    /// An image, shown as its alt text.
    case image(source: String, title: String?, [MarkdownInline])
    /// A line ending inside a paragraph (drawn as a space when wrapping).
    case softBreak
    /// A hard line break (two spaces or a backslash before the line end).
    case hardBreak
    /// Inline HTML, kept as its source text.
    case html(String)

    /// The text of `inlines` without markup: what a reader sees, breaks as spaces.
    ///
    /// ```swift
    /// MarkdownInline.plainText(of: [.strong([.text("bold")]), .text("!")])  // "bold!"
    /// ```
    public static func plainText(of inlines: [MarkdownInline]) -> String {
        var text = ""
        appendPlainText(of: inlines, to: &text)
        return text
    }

    private static func appendPlainText(of inlines: [MarkdownInline], to text: inout String) {
        for inline in inlines {
            switch inline {
            case .text(let string), .code(let string), .html(let string): text += string
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                appendPlainText(of: children, to: &text)
            case .link(_, _, let children), .image(_, _, let children): appendPlainText(of: children, to: &text)
            case .softBreak, .hardBreak: text += " "
            }
        }
    }
}
