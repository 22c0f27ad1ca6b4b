import BrikCore

/// HTML blocks: where CommonMark's seven kinds start and end. Their text is kept
/// as it is and shown as text; BrikTUI never interprets HTML.
enum MarkdownHTML {
    /// Which of CommonMark's HTML block kinds a block is, by how it ends.
    enum Kind {
        /// `<script`, `<pre`, `<style`, `<textarea`: ends at the matching close tag.
        case raw
        /// `<!--`: ends at `-->`.
        case comment
        /// `<?`: ends at `?>`.
        case processing
        /// `<!X`: ends at `>`.
        case declaration
        /// `<![CDATA[`: ends at `]]>`.
        case cdata
        /// A block-level tag (6) or any complete tag alone on its line (7): ends at a blank line.
        case tag

        var endsAtBlankLine: Bool { self == .tag }

        func ends(in line: Substring) -> Bool {
            let lowered = line.lowercased()
            switch self {
            case .raw:
                return lowered.contains("</script>") || lowered.contains("</pre>") || lowered.contains("</style>")
                    || lowered.contains("</textarea>")
            case .comment: return lowered.contains("-->")
            case .processing: return lowered.contains("?>")
            case .declaration: return lowered.contains(">")
            case .cdata: return lowered.contains("]]>")
            case .tag: return false
            }
        }
    }

    private static let blockTags: Set<String> = [
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col",
        "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure",
        "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr",
        "html", "iframe", "legend", "li", "link", "main", "menu", "menuitem", "nav", "noframes", "ol",
        "optgroup", "option", "p", "param", "search", "section", "summary", "table", "tbody", "td", "tfoot",
        "th", "thead", "title", "tr", "track", "ul",
    ]

    /// The kind of HTML block `rest` (a line without its indentation) starts, if any.
    static func start(_ rest: Substring, interruptingParagraph: Bool) -> Kind? {
        guard rest.utf8.first == UInt8(ascii: "<") else { return nil }
        let head = String(rest.prefix(40)).lowercased()
        if head.hasPrefix("<!--") { return .comment }
        if head.hasPrefix("<?") { return .processing }
        if head.hasPrefix("<![cdata[") { return .cdata }
        if head.hasPrefix("<!"), let letter = head.dropFirst(2).first, letter.isASCII, letter.isLetter {
            return .declaration
        }
        let afterBracket = head.dropFirst(head.hasPrefix("</") ? 2 : 1)
        let name = String(afterBracket.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
        guard !name.isEmpty, name.first?.isLetter == true else { return nil }
        let after = afterBracket.dropFirst(name.count).first
        let endsName = after == nil || after == " " || after == "\t" || after == ">" || after == "/"
        if !head.hasPrefix("</"), ["script", "pre", "style", "textarea"].contains(name), after != "/", endsName {
            return .raw
        }
        if blockTags.contains(name), endsName { return .tag }
        // Kind 7 (any complete tag alone on its line) cannot interrupt a paragraph.
        guard !interruptingParagraph else { return nil }
        let line = MarkdownLine.trimmed(rest)
        guard line.utf8.last == UInt8(ascii: ">"), endsName, line.utf8.dropFirst().allSatisfy({ $0 != UInt8(ascii: "<") })
        else { return nil }
        return .tag
    }
}
