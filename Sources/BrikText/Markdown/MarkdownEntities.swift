import BrikCore

/// HTML character references in Markdown text: numeric ones (`&#35;`, `&#x22;`) and the
/// named ones people write by hand. An unknown name stays as it is written.
enum MarkdownEntities {
    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "copy": "©",
        "reg": "®", "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–", "laquo": "«", "raquo": "»",
        "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "bull": "•", "middot": "·", "times": "×",
        "divide": "÷", "deg": "°", "plusmn": "±", "para": "¶", "sect": "§", "euro": "€", "pound": "£",
        "yen": "¥", "cent": "¢", "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓", "harr": "↔",
        "auml": "ä", "ouml": "ö", "uuml": "ü", "Auml": "Ä", "Ouml": "Ö", "Uuml": "Ü", "szlig": "ß",
        "eacute": "é", "egrave": "è", "agrave": "à", "ccedil": "ç", "ntilde": "ñ", "frac12": "½",
    ]

    /// The reference starting at `position` (an `&`) of `scalars`: its text and length.
    static func reference(in scalars: [Unicode.Scalar], at position: Int) -> (text: String, length: Int)? {
        var end = position + 1
        let limit = min(scalars.count, position + 34)
        while end < limit, scalars[end] != ";" {
            let scalar = scalars[end]
            guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "#" else {
                return nil
            }
            end += 1
        }
        guard end < limit, end > position + 1 else { return nil }
        let name = String(String.UnicodeScalarView(scalars[(position + 1)..<end]))
        let length = end - position + 1
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let hex = digits.first == "x" || digits.first == "X"
            let number = hex ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let number, digits.count <= (hex ? 7 : 8), !(hex && digits.count == 1) else { return nil }
            let scalar = number == 0 ? "\u{FFFD}" : Unicode.Scalar(number) ?? "\u{FFFD}"
            return (String(scalar), length)
        }
        guard let text = named[name] else { return nil }
        return (text, length)
    }

    /// `text` with its references decoded.
    static func decode(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "&", let reference = reference(in: scalars, at: index) {
                result.append(contentsOf: reference.text.unicodeScalars)
                index += reference.length
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }
}
