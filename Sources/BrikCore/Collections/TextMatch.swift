import BrikRendering

/// How a list's filter text matches a row's title.
public enum TextMatchMode: Sendable, Hashable {
    /// The title contains the text (ignoring case).
    case substring
    /// The title contains the text's characters in order, with anything between
    /// (ignoring case), as fuzzy finders match: "brd" matches "b**r**ea**d**".
    case fuzzy
}

/// Matching a filter against a title: whether it matches, and which characters did.
public enum TextMatch {
    /// The offsets (in characters) of `title` that match `query` under `mode`, nil when it
    /// does not match. An empty query matches with no characters. Case is ignored.
    public static func match(_ query: String, in title: String, mode: TextMatchMode) -> [Int]? {
        if query.isEmpty { return [] }
        let needle = Array(query.lowercased())
        let haystack = Array(title.lowercased())
        guard needle.count <= haystack.count else { return nil }
        switch mode {
        case .substring:
            var start = 0
            search: while start + needle.count <= haystack.count {
                defer { start += 1 }
                for offset in 0..<needle.count where haystack[start + offset] != needle[offset] { continue search }
                return Array(start..<(start + needle.count))
            }
            return nil
        case .fuzzy:
            var offsets: [Int] = []
            offsets.reserveCapacity(needle.count)
            var next = 0
            for (offset, character) in haystack.enumerated() where next < needle.count && character == needle[next] {
                offsets.append(offset)
                next += 1
            }
            return next == needle.count ? offsets : nil
        }
    }

    /// `title` as styled text with the characters at `offsets` underlined and bold.
    public static func highlighted(_ title: String, offsets: [Int]) -> StyledText {
        guard !offsets.isEmpty else { return StyledText(stringLiteral: title) }
        let marked = Set(offsets)
        var spans: [TextSpan] = []
        var run = ""
        var runMarked = false
        for (offset, character) in title.enumerated() {
            let isMarked = marked.contains(offset)
            if isMarked != runMarked && !run.isEmpty {
                spans.append(TextSpan(run, attributes: runMarked ? [.bold, .underline] : []))
                run = ""
            }
            runMarked = isMarked
            run.append(character)
        }
        if !run.isEmpty { spans.append(TextSpan(run, attributes: runMarked ? [.bold, .underline] : [])) }
        return StyledText(spans)
    }
}
