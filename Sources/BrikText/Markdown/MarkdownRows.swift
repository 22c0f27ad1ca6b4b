import BrikCore
import BrikRendering

/// A run of one style (and link) on a rendered row.
struct MarkdownRun: Hashable, Sendable {
    /// Safe to draw: every glyph came from `TextWidth`, so controls are already visible pictures.
    var text: String
    var style: CellStyle
    /// An index into ``MarkdownRendering/links``, -1 for none.
    var link: Int32
    var width: Int
}

/// One rendered row: runs from column 0, and optionally a style that fills the rest of
/// the row from a column (a code block's background).
struct MarkdownRow: Hashable, Sendable {
    var runs: [MarkdownRun] = []
    var fill: (column: Int, style: CellStyle)?

    var width: Int { runs.reduce(0) { $0 + $1.width } }

    /// The row's text as drawn, without styles.
    var plainText: String { runs.map(\.text).joined() }

    mutating func append(_ text: String, style: CellStyle, link: Int32 = -1, width: Int) {
        guard width > 0 || !text.isEmpty else { return }
        if let last = runs.last, last.style == style, last.link == link {
            runs[runs.count - 1].text += text
            runs[runs.count - 1].width += width
        } else {
            runs.append(MarkdownRun(text: text, style: style, link: link, width: width))
        }
    }

    /// The row behind `prefix` runs (an indent, a bullet, a quote bar).
    func prefixed(by prefix: [MarkdownRun]) -> MarkdownRow {
        var row = MarkdownRow(runs: prefix + runs)
        let shift = prefix.reduce(0) { $0 + $1.width }
        if let fill { row.fill = (fill.column + shift, fill.style) }
        return row
    }

    static func == (lhs: MarkdownRow, rhs: MarkdownRow) -> Bool {
        lhs.runs == rhs.runs && lhs.fill?.column == rhs.fill?.column && lhs.fill?.style == rhs.fill?.style
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(runs)
        hasher.combine(fill?.column)
        hasher.combine(fill?.style)
    }
}

/// A document laid out at one width: its rows, the links they name and where each
/// top-level heading starts.
struct MarkdownRendering: Sendable {
    var width: Int
    /// The theme the rows were styled in.
    var theme: MarkdownTheme
    var rows: [MarkdownRow] = []
    var links: [String] = []
    /// The first row of each top-level heading, in document order.
    var headingRows: [Int] = []
}
