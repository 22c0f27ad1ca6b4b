import BrikCore

/// What may follow `<` in inline text: an autolink (`<https://…>`, `<name@host>`)
/// or an HTML tag, each bounded in length.
enum MarkdownAutolink {
    private static let limit = 2_048

    /// The link an autolink at `start` (a `<`) makes, and the scalars it takes.
    static func match(_ scalars: [Unicode.Scalar], at start: Int) -> (MarkdownInline, Int)? {
        var end = start + 1
        let bound = min(scalars.count, start + limit)
        while end < bound, scalars[end] != ">" {
            let scalar = scalars[end]
            if scalar == "<" || scalar.value <= 0x20 || scalar.value == 0x7F { return nil }
            end += 1
        }
        guard end < bound else { return nil }
        let body = String(String.UnicodeScalarView(scalars[(start + 1)..<end]))
        if isURI(body) { return (.link(destination: body, title: nil, [.text(body)]), end - start + 1) }
        if isEmail(body) { return (.link(destination: "mailto:" + body, title: nil, [.text(body)]), end - start + 1) }
        return nil
    }

    /// A scheme of 2 to 32 letters, digits, `+`, `.` or `-` (a letter first), a colon, then anything.
    private static func isURI(_ body: String) -> Bool {
        guard let colon = body.firstIndex(of: ":") else { return false }
        let scheme = body[..<colon]
        guard scheme.count >= 2, scheme.count <= 32, let first = scheme.first, first.isASCII, first.isLetter else {
            return false
        }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "." || $0 == "-") }
    }

    private static func isEmail(_ body: String) -> Bool {
        let parts = body.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return false }
        let localAllowed = Set(".!#$%&'*+/=?^_`{|}~-")
        guard parts[0].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || localAllowed.contains($0)) }) else {
            return false
        }
        return parts[1].split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
            !label.isEmpty && label.count <= 63 && label.first != "-" && label.last != "-"
                && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
    }

    /// The length of an HTML tag at `start` (`<name …>`, `</name>`, `<!-- … -->`), if one is there.
    static func htmlTagLength(_ scalars: [Unicode.Scalar], at start: Int) -> Int? {
        guard start + 1 < scalars.count else { return nil }
        let bound = min(scalars.count, start + limit)
        let second = scalars[start + 1]
        if second == "!", start + 3 < scalars.count, scalars[start + 2] == "-", scalars[start + 3] == "-" {
            var index = start + 4
            while index + 2 < bound {
                if scalars[index] == "-", scalars[index + 1] == "-", scalars[index + 2] == ">" { return index + 3 - start }
                index += 1
            }
            return nil
        }
        var index = start + 1
        if second == "/" { index += 1 }
        guard index < scalars.count, scalars[index].isASCII, scalars[index].properties.isAlphabetic else { return nil }
        var quote: Unicode.Scalar?
        while index < bound {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == ">" {
                return index + 1 - start
            } else if scalar == "<" {
                return nil
            }
            index += 1
        }
        return nil
    }
}
