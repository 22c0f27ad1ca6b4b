import BrikCore
import BrikRendering

extension MarkdownTheme {
    /// The Markdown styles in `theme`'s colours, with ``standard``'s attributes and marks:
    /// headings in the accent and primary colours, code in the warning colour on the
    /// stripe, links in the primary colour, quotes' bars, rules and table borders in the
    /// border colour.
    ///
    /// A ``MarkdownView`` given no theme of its own draws in this one, made from
    /// ``Application/theme``, and follows the application when it switches; set its
    /// ``MarkdownView/theme`` to fix another look.
    ///
    /// ```swift
    /// let notes = MarkdownView(markdown: "# Notes", theme: MarkdownTheme(theme: .light))
    /// ```
    public init(theme: Theme) {
        func colored(_ role: Color, _ attributes: TextAttributes = []) -> CellStyle {
            CellStyle(foreground: role, attributes: attributes)
        }
        let quiet = theme.border == .default ? CellStyle(attributes: .dim) : colored(theme.border)
        let codeBackground = theme.stripe
        var standard = MarkdownTheme.standard
        standard.headings = [
            colored(theme.accent, [.bold, .underline]), colored(theme.accent, .bold), colored(theme.primary, .bold),
            CellStyle(attributes: .bold), CellStyle(attributes: [.bold, .dim]), CellStyle(attributes: [.dim, .italic]),
        ]
        standard.code = CellStyle(foreground: theme.warning, background: codeBackground)
        standard.codeBlock = CellStyle(foreground: theme.text, background: codeBackground)
        standard.link = colored(theme.primary, .underline)
        standard.image = colored(theme.secondary, .italic)
        standard.quoteBar = quiet
        standard.listMarker = colored(theme.accent, .bold)
        standard.rule = quiet
        standard.tableBorder = quiet
        standard.html = theme.muted == .default ? CellStyle(attributes: .dim) : colored(theme.muted)
        self = standard
    }
}
