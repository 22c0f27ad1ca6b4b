import BrikCore
import BrikRendering
import BrikText

/// A small Swift-like highlighter for the editor page: keywords, type names, numbers,
/// string literals and `//` comments, one line at a time (no state between lines, so a
/// block comment or a multi-line string is not recognised).
enum SwiftHighlighter {
    static let keywords: Set<String> = [
        "let", "var", "func", "struct", "class", "enum", "protocol", "extension", "import", "return", "if", "else",
        "guard", "for", "in", "while", "switch", "case", "default", "public", "private", "static", "self", "init",
        "true", "false", "nil", "try", "throws", "async", "await", "some", "any", "where", "final", "override",
    ]

    /// The spans of `line`, as `Character` offsets.
    static func spans(in line: String) -> [TextHighlight] {
        let characters = Array(line)
        var spans: [TextHighlight] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                spans.append(TextHighlight(range: index..<characters.count, foreground: .green, attributes: .dim))
                break
            }
            if character == "\"" {
                var end = index + 1
                while end < characters.count, characters[end] != "\"" {
                    end += characters[end] == "\\" ? 2 : 1
                }
                end = min(characters.count, end + 1)
                spans.append(TextHighlight(range: index..<end, foreground: .red))
                index = end
                continue
            }
            if character.isNumber {
                var end = index
                while end < characters.count, characters[end].isNumber || characters[end] == "." || characters[end] == "_" {
                    end += 1
                }
                spans.append(TextHighlight(range: index..<end, foreground: .yellow))
                index = end
                continue
            }
            if character.isLetter || character == "_" {
                var end = index
                while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" {
                    end += 1
                }
                let word = String(characters[index..<end])
                if keywords.contains(word) {
                    spans.append(TextHighlight(range: index..<end, foreground: .magenta, attributes: .bold))
                } else if character.isUppercase {
                    spans.append(TextHighlight(range: index..<end, foreground: .cyan))
                }
                index = end
                continue
            }
            index += 1
        }
        return spans
    }
}
