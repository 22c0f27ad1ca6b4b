import BrikCore

/// A ``SearchQuery`` prepared for matching many lines: the one matcher every search and
/// every highlight uses.
///
/// ```swift
/// let pattern = try SearchPattern(SearchQuery("TODO"))
/// pattern.ranges(in: "// TODO: a TODO")   // [3..<7, 11..<15] (character offsets)
/// ```
///
/// Ranges are in `Character` offsets of the line (grapheme clusters, so a match never
/// splits `é` or `👍🏻`), ascending, disjoint and never empty: `a*` finds the runs of `a`,
/// not the empty string between them. An empty pattern matches nothing.
///
/// Plain text is found byte by byte in ASCII lines and character by character in others,
/// with nothing allocated per ASCII line. A regular expression runs on a Pike machine in
/// time linear in the line (see ``SearchQuery/isRegularExpression`` for the syntax: `.`,
/// `[a-z]`, `[^…]`, `\d \w \s` and their capitals, `\b \B`, `^ $`, `(…)`, `(?:…)`, `|`,
/// `* + ? {m,n}` and their lazy forms); a literal every match must contain is looked for
/// first, so lines without it cost a byte scan.
public struct SearchPattern: Sendable {
    /// The query this pattern was made from.
    public let query: SearchQuery
    private let kind: Kind
    /// What an ASCII line must contain for a match (folded when the query ignores case).
    private let requiredBytes: [UInt8]?

    /// The most instructions a regular expression may compile to.
    public static let maximumProgramSize = 20_000

    private enum Kind: Sendable {
        case nothing
        case literal([Character])
        case regex(RegexProgram)
    }

    /// Prepares `query`; throws ``SearchError`` for a malformed regular expression.
    public init(_ query: SearchQuery) throws(SearchError) {
        self.query = query
        let ignoresCase = query.ignoresCase
        guard !query.pattern.isEmpty else {
            kind = .nothing
            requiredBytes = nil
            return
        }
        if query.isRegularExpression {
            let node = try RegexParser.parse(query.pattern)
            kind = .regex(try RegexProgram(node, ignoresCase: ignoresCase, maximumSize: Self.maximumProgramSize))
            requiredBytes = Self.asciiBytes(of: Self.requiredLiteral(of: node), folded: ignoresCase)
        } else {
            let needle = Array(query.pattern).map { ignoresCase ? RegexProgram.fold($0) : $0 }
            kind = .literal(needle)
            requiredBytes = Self.asciiBytes(of: needle, folded: ignoresCase)
        }
    }

    /// A pattern for plain `text` with smart case (a convenience for views and tests).
    public init(text: String) {
        // A plain query never fails to compile.
        self = (try? SearchPattern(SearchQuery(text))) ?? SearchPattern(nothing: SearchQuery(text))
    }

    private init(nothing query: SearchQuery) {
        self.query = query
        kind = .nothing
        requiredBytes = nil
    }

    /// Whether the pattern can match nothing at all (it is empty).
    public var isEmpty: Bool {
        if case .nothing = kind { return true }
        return false
    }

    /// Whether `line` holds a match.
    public func matches(_ line: String) -> Bool { firstRange(in: line) != nil }

    /// The first match in `line`, nil when there is none.
    public func firstRange(in line: String) -> Range<Int>? {
        var first: Range<Int>?
        forEachRange(in: line) { range in
            first = range
            return false
        }
        return first
    }

    /// Every match in `line`, in order.
    public func ranges(in line: String) -> [Range<Int>] {
        var result: [Range<Int>] = []
        forEachRange(in: line) { range in
            result.append(range)
            return true
        }
        return result
    }

    /// Calls `body` with each match in order until it returns false.
    public func forEachRange(in line: String, _ body: (Range<Int>) -> Bool) {
        let ignoresCase = query.ignoresCase
        var copy = line
        let ascii = copy.withUTF8 { bytes -> Bool? in
            let isASCII = !bytes.contains { $0 >= 0x80 || $0 == 13 }
            if let requiredBytes, !Self.contains(requiredBytes, in: bytes, folding: ignoresCase) { return nil }
            if isASCII, case .literal = kind, let needle = requiredBytes {
                Self.forEachByteRange(of: needle, in: bytes, folding: ignoresCase, body)
                return nil
            }
            return isASCII
        }
        guard ascii != nil else { return }
        switch kind {
        case .nothing: return
        case .literal(let needle):
            let text = ignoresCase ? line.map(RegexProgram.fold) : Array(line)
            var start = 0
            while start + needle.count <= text.count {
                if text[start] == needle[0] && text[start..<(start + needle.count)].elementsEqual(needle) {
                    guard body(start..<(start + needle.count)) else { return }
                    start += needle.count
                } else {
                    start += 1
                }
            }
        case .regex(let program):
            let text = ignoresCase ? line.map(RegexProgram.fold) : Array(line)
            var start = 0
            while start < text.count, let range = program.firstMatch(in: text, from: start) {
                guard body(range) else { return }
                start = range.upperBound
            }
        }
    }

    // MARK: - Bytes

    private static func fold(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }

    private static func contains(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, folding: Bool) -> Bool {
        var found = false
        forEachByteRange(of: needle, in: bytes, folding: folding) { _ in
            found = true
            return false
        }
        return found
    }

    private static func forEachByteRange(
        of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, folding: Bool, _ body: (Range<Int>) -> Bool
    ) {
        guard !needle.isEmpty, needle.count <= bytes.count else { return }
        let first = needle[0]
        var start = 0
        let last = bytes.count - needle.count
        while start <= last {
            let byte = folding ? fold(bytes[start]) : bytes[start]
            if byte == first {
                var offset = 1
                while offset < needle.count {
                    let other = folding ? fold(bytes[start + offset]) : bytes[start + offset]
                    if other != needle[offset] { break }
                    offset += 1
                }
                if offset == needle.count {
                    guard body(start..<(start + needle.count)) else { return }
                    start += needle.count
                    continue
                }
            }
            start += 1
        }
    }

    /// The bytes of `characters` when they are all ASCII (no CR, no LF), folded when asked.
    private static func asciiBytes(of characters: [Character], folded: Bool) -> [UInt8]? {
        guard !characters.isEmpty else { return nil }
        var bytes: [UInt8] = []
        for character in characters {
            guard let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F else { return nil }
            bytes.append(folded ? fold(ascii) : ascii)
        }
        return bytes
    }

    /// The longest run of literal characters every match of `node` contains.
    private static func requiredLiteral(of node: RegexNode) -> [Character] {
        switch node {
        case .literal(let character): return [character]
        case .concatenation(let items):
            var best: [Character] = []
            var run: [Character] = []
            for item in items {
                if case .literal(let character) = item {
                    run.append(character)
                    if run.count > best.count { best = run }
                } else {
                    run = []
                    if case .repetition(let inner, let min, _, _) = item, min > 0 {
                        let innerBest = requiredLiteral(of: inner)
                        if innerBest.count > best.count { best = innerBest }
                    }
                }
            }
            return best
        default: return []
        }
    }
}
