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
        return offsets(of: Array(query.lowercased()), in: title, mode: mode)
    }

    /// The offsets of `title`'s characters that match `needle` (lowercased characters, not
    /// empty) under `mode`, nil when it does not match: the one definition of a match.
    static func offsets(of needle: [Character], in title: String, mode: TextMatchMode) -> [Int]? {
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

    /// Whether `title` matches `query` under `mode` (as ``match(_:in:mode:)`` is non-nil).
    public static func matches(_ query: String, in title: String, mode: TextMatchMode) -> Bool {
        TextMatcher(query, mode: mode).matches(title)
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

/// One query prepared for matching many titles (a filter over a million rows): the query
/// is lowercased once, and ASCII titles are matched byte by byte, with nothing allocated.
public struct TextMatcher: Sendable {
    /// How the query matches.
    public let mode: TextMatchMode
    private let needle: [Character]
    /// The lowercased query's bytes, when it is ASCII.
    private let asciiNeedle: [UInt8]?

    /// A matcher of `query` under `mode`; an empty query matches every title.
    public init(_ query: String, mode: TextMatchMode) {
        self.mode = mode
        let lowered = query.lowercased()
        needle = Array(lowered)
        asciiNeedle = lowered.utf8.allSatisfy { $0 < 0x80 && $0 != 10 && $0 != 13 } ? Array(lowered.utf8) : nil
    }

    /// Whether `title` matches: what `TextMatch.match(query, in: title, mode: mode) != nil` says.
    public func matches(_ title: String) -> Bool {
        if needle.isEmpty { return true }
        if let asciiNeedle, let answer = Self.matchASCII(asciiNeedle, in: title, mode: mode) { return answer }
        // Characters decide, as when the offsets are wanted.
        return TextMatch.offsets(of: needle, in: title, mode: mode) != nil
    }

    /// The answer for an ASCII title, nil when the title is not ASCII (its characters are
    /// then compared as characters: a letter with a mark is one, and some letters lowercase
    /// to ASCII). The needle holds no CR or LF, so a CR LF in the title changes nothing.
    private static func matchASCII(_ needle: [UInt8], in title: String, mode: TextMatchMode) -> Bool? {
        let answer = title.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            // One pass OR-ing every byte: no branch per byte, so the compiler can vectorise it.
            var all: UInt8 = 0
            for byte in bytes { all |= byte }
            guard all < 0x80 else { return nil }
            guard needle.count <= bytes.count else { return false }
            return needle.withUnsafeBufferPointer { needle in
                @inline(__always) func lower(_ byte: UInt8) -> UInt8 { byte &- 65 < 26 ? byte | 0x20 : byte }
                switch mode {
                case .substring:
                    let first = needle[0]
                    var start = 0
                    let last = bytes.count - needle.count
                    search: while start <= last {
                        defer { start += 1 }
                        guard lower(bytes[start]) == first else { continue }
                        for offset in 1..<needle.count where lower(bytes[start + offset]) != needle[offset] {
                            continue search
                        }
                        return true
                    }
                    return false
                case .fuzzy:
                    var next = 0
                    for byte in bytes where lower(byte) == needle[next] {
                        next += 1
                        if next == needle.count { return true }
                    }
                    return false
                }
            }
        }
        return answer ?? nil
    }
}
