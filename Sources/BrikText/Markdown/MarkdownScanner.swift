import BrikCore

/// A cursor over a text's Unicode scalars that reads the pieces of links: labels,
/// destinations and titles, with backslash escapes and entities decoded.
///
/// Every read is bounded (``limit`` scalars), so a failed attempt at a link costs
/// a constant, and parsing stays linear however many brackets a text has.
struct MarkdownScanner {
    let scalars: [Unicode.Scalar]
    var position: Int
    /// Set by ``linkDestination()`` when the destination was written `<…>` (it may then be empty).
    private(set) var sawAngleDestination = false

    /// The most scalars one label, destination or title may take.
    static let limit = 1_000

    init(_ text: Substring) {
        scalars = Array(text.unicodeScalars)
        position = 0
    }

    init(scalars: [Unicode.Scalar], position: Int) {
        self.scalars = scalars
        self.position = position
    }

    var isAtEnd: Bool { position >= scalars.count }

    var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    func peek(_ offset: Int) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        guard current == scalar else { return false }
        position += 1
        return true
    }

    /// Skips spaces and tabs.
    mutating func skipSpaces() {
        while let scalar = current, scalar == " " || scalar == "\t" { position += 1 }
    }

    /// Skips spaces, tabs and at most one line ending.
    mutating func skipWhitespace() {
        skipSpaces()
        if current == "\n" {
            position += 1
            skipSpaces()
        }
    }

    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x21...0x2F).contains(value) || (0x3A...0x40).contains(value) || (0x5B...0x60).contains(value)
                || (0x7B...0x7E).contains(value)
        }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default: return false
        }
    }

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
            || scalar.properties.generalCategory == .spaceSeparator
    }

    /// `[label]` (no unescaped bracket inside, not blank): the label's raw text.
    mutating func linkLabel() -> Substring? {
        let start = position
        guard take("[") else { return nil }
        var text = String.UnicodeScalarView()
        var hasContent = false
        while let scalar = current, position - start <= Self.limit {
            position += 1
            if scalar == "]" {
                guard hasContent else { break }
                return Substring(String(text))
            }
            if scalar == "[" { break }
            if scalar == "\\", let next = current, Self.isPunctuation(next) {
                text.append(scalar)
                text.append(next)
                position += 1
                hasContent = true
                continue
            }
            if !Self.isWhitespace(scalar) { hasContent = true }
            text.append(scalar)
        }
        position = start
        return nil
    }

    /// A link destination, `<…>` or a run without spaces and with balanced parentheses.
    mutating func linkDestination() -> String? {
        let start = position
        var text = String.UnicodeScalarView()
        if take("<") {
            while let scalar = current, position - start <= Self.limit {
                position += 1
                switch scalar {
                case ">":
                    sawAngleDestination = true
                    return MarkdownEntities.decode(String(text))
                case "<", "\n": position = start; return nil
                case "\\":
                    if let next = current, Self.isPunctuation(next) {
                        text.append(next)
                        position += 1
                    } else {
                        text.append(scalar)
                    }
                default: text.append(scalar)
                }
            }
            position = start
            return nil
        }
        var depth = 0
        while let scalar = current, position - start <= Self.limit {
            if scalar.value <= 0x20 || scalar.value == 0x7F { break }
            if scalar == "(" {
                depth += 1
                guard depth <= 32 else { position = start; return nil }
            } else if scalar == ")" {
                if depth == 0 { break }
                depth -= 1
            } else if scalar == "\\", let next = peek(1), Self.isPunctuation(next) {
                text.append(next)
                position += 2
                continue
            }
            text.append(scalar)
            position += 1
        }
        guard depth == 0, position - start <= Self.limit else {
            position = start
            return nil
        }
        return MarkdownEntities.decode(String(text))
    }

    /// A link title: `"…"`, `'…'` or `(…)`.
    mutating func linkTitle() -> String? {
        let start = position
        guard let open = current, open == "\"" || open == "'" || open == "(" else { return nil }
        let close: Unicode.Scalar = open == "(" ? ")" : open
        position += 1
        var text = String.UnicodeScalarView()
        while let scalar = current, position - start <= Self.limit {
            position += 1
            if scalar == close { return MarkdownEntities.decode(String(text)) }
            if open == "(" && scalar == "(" { break }
            if scalar == "\\", let next = current, Self.isPunctuation(next) {
                text.append(next)
                position += 1
            } else {
                text.append(scalar)
            }
        }
        position = start
        return nil
    }
}
