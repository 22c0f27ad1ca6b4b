import BrikCore

/// CommonMark's inline structure: one pass over the text makes a list of nodes
/// (text, delimiter runs, brackets, code spans, breaks), then emphasis is matched
/// with the delimiter stack and links with the bracket stack, as the spec's
/// appendix describes. Both stacks and the bounded look-aheads keep it linear.
struct MarkdownInlineParser {
    let references: [String: MarkdownReference]

    init(references: [String: MarkdownReference]) {
        self.references = references
    }

    /// The block with its inline text parsed.
    func resolve(_ raw: RawBlock) -> MarkdownBlock {
        switch raw {
        case .heading(let level, let text): .heading(level: level, parse(text))
        case .paragraph(let text): .paragraph(parse(text))
        case .code(let info, let code): .codeBlock(info: MarkdownEntities.decode(unescaped(info)), code: code)
        case .quote(let blocks): .blockQuote(blocks.map(resolve))
        case .list(let start, let isTight, let items):
            .list(MarkdownList(start: start, isTight: isTight, items: items.map { $0.map(resolve) }))
        case .rule: .thematicBreak
        case .table(let header, let alignments, let rows):
            .table(MarkdownTable(header: header.map(parse), alignments: alignments, rows: rows.map { $0.map(parse) }))
        case .html(let text): .html(text)
        }
    }

    /// The inlines of `text` (a paragraph's or heading's content).
    func parse(_ text: String) -> [MarkdownInline] {
        var run = InlineRun(scalars: Array(text.unicodeScalars), references: references)
        run.scan()
        return run.nodes.inlines(from: run.nodes.head, depth: 0)
    }

    private func unescaped(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
        var result = String.UnicodeScalarView()
        var escaping = false
        for scalar in text.unicodeScalars {
            if escaping {
                if !MarkdownScanner.isPunctuation(scalar) { result.append("\\") }
                result.append(scalar)
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                result.append(scalar)
            }
        }
        if escaping { result.append("\\") }
        return String(result)
    }
}

/// One inline parse in progress: the text, the nodes made so far and the two stacks.
struct InlineRun {
    let scalars: [Unicode.Scalar]
    let references: [String: MarkdownReference]
    var position = 0
    var nodes = InlineNodes()
    var delimiters = DelimiterStack()
    var brackets: [Bracket] = []
    var codeSpans = BacktickRuns()
    private var pendingText = String.UnicodeScalarView()

    /// An open `[` or `![` waiting for its `]`.
    struct Bracket {
        var node: Int
        var isImage: Bool
        var isActive = true
        /// The delimiter on top of the stack when the bracket opened: emphasis inside the link stops there.
        var delimiterBottom: Int
        /// Where the bracket's text starts, for a reference label.
        var textStart: Int
    }

    init(scalars: [Unicode.Scalar], references: [String: MarkdownReference]) {
        self.scalars = scalars
        self.references = references
    }

    mutating func scan() {
        while position < scalars.count {
            let scalar = scalars[position]
            switch scalar {
            case "\\": backslash()
            case "`": backtick()
            case "*", "_", "~": delimiterRun(scalar)
            case "[":
                flush()
                let node = nodes.append(.text("["))
                brackets.append(Bracket(node: node, isImage: false, delimiterBottom: delimiters.top, textStart: position + 1))
                position += 1
            case "!" where position + 1 < scalars.count && scalars[position + 1] == "[":
                flush()
                let node = nodes.append(.text("!["))
                brackets.append(Bracket(node: node, isImage: true, delimiterBottom: delimiters.top, textStart: position + 2))
                position += 2
            case "]": closeBracket()
            case "<": angle()
            case "&":
                if let reference = MarkdownEntities.reference(in: scalars, at: position) {
                    pendingText.append(contentsOf: reference.text.unicodeScalars)
                    position += reference.length
                } else {
                    pendingText.append(scalar)
                    position += 1
                }
            case "\n": lineEnd(hard: false)
            default:
                pendingText.append(scalar)
                position += 1
            }
        }
        flush()
        processEmphasis(above: -1)
    }

    /// Turns the text gathered so far into a node.
    mutating func flush() {
        guard !pendingText.isEmpty else { return }
        nodes.append(.text(String(pendingText)))
        pendingText = String.UnicodeScalarView()
    }

    private mutating func backslash() {
        let next = position + 1 < scalars.count ? scalars[position + 1] : nil
        if next == "\n" {
            position += 1
            lineEnd(hard: true)
        } else if let next, MarkdownScanner.isPunctuation(next) {
            pendingText.append(next)
            position += 2
        } else {
            pendingText.append("\\")
            position += 1
        }
    }

    /// A line ending: a hard break after two spaces (or a backslash), a soft one otherwise;
    /// spaces around it are dropped.
    private mutating func lineEnd(hard: Bool) {
        var trailing = 0
        while let last = pendingText.last, last == " " {
            pendingText.removeLast()
            trailing += 1
        }
        flush()
        nodes.append(.inline(hard || trailing >= 2 ? .hardBreak : .softBreak))
        position += 1
        while position < scalars.count, scalars[position] == " " || scalars[position] == "\t" { position += 1 }
    }

    private mutating func backtick() {
        var length = 0
        while position < scalars.count, scalars[position] == "`" {
            length += 1
            position += 1
        }
        guard let close = codeSpans.closing(length: length, after: position, in: scalars) else {
            pendingText.append(contentsOf: repeatElement("`", count: length))
            return
        }
        var content = String.UnicodeScalarView()
        for scalar in scalars[position..<close] { content.append(scalar == "\n" ? " " : scalar) }
        // One space on each side is stripped, unless the content is all spaces.
        if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
            content.removeFirst()
            content.removeLast()
        }
        flush()
        nodes.append(.inline(.code(String(content))))
        position = close + length
    }

    private mutating func delimiterRun(_ scalar: Unicode.Scalar) {
        let start = position
        while position < scalars.count, scalars[position] == scalar { position += 1 }
        let count = position - start
        let before: Unicode.Scalar = start > 0 ? scalars[start - 1] : "\n"
        let after: Unicode.Scalar = position < scalars.count ? scalars[position] : "\n"
        let afterSpace = MarkdownScanner.isWhitespace(after)
        let beforeSpace = MarkdownScanner.isWhitespace(before)
        let afterPunct = MarkdownScanner.isPunctuation(after)
        let beforePunct = MarkdownScanner.isPunctuation(before)
        let left = !afterSpace && (!afterPunct || beforeSpace || beforePunct)
        let right = !beforeSpace && (!beforePunct || afterSpace || afterPunct)
        var canOpen = left
        var canClose = right
        if scalar == "_" {
            canOpen = left && (!right || beforePunct)
            canClose = right && (!left || afterPunct)
        }
        if scalar == "~" && count > 2 {
            pendingText.append(contentsOf: repeatElement(scalar, count: count))
            return
        }
        flush()
        let node = nodes.append(.delimiter(scalar, count))
        if canOpen || canClose {
            delimiters.push(
                Delimiter(node: node, character: scalar, count: count, originalCount: count, canOpen: canOpen, canClose: canClose)
            )
        }
    }

    /// `<`: an autolink, inline HTML (kept as text), or a plain `<`.
    private mutating func angle() {
        if let (link, length) = MarkdownAutolink.match(scalars, at: position) {
            flush()
            nodes.append(.inline(link))
            position += length
        } else if let length = MarkdownAutolink.htmlTagLength(scalars, at: position) {
            flush()
            nodes.append(.inline(.html(String(String.UnicodeScalarView(scalars[position..<(position + length)])))))
            position += length
        } else {
            pendingText.append("<")
            position += 1
        }
    }
}
