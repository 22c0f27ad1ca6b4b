import BrikCore

/// Whether a search tells upper from lower case.
public enum SearchCaseSensitivity: Hashable, Sendable {
    /// Case matters only when the pattern has an upper-case letter (`log` finds `Log`,
    /// `Log` finds only `Log`), as `less -i`, vim's `smartcase` and ripgrep's `-S` do.
    case smart
    /// Case always matters.
    case sensitive
    /// Case never matters.
    case insensitive
}

/// What to search for: a pattern and how it matches.
///
/// ```swift
/// let query = SearchQuery("err(or)?", isRegularExpression: true)
/// let pattern = try SearchPattern(query)
/// pattern.ranges(in: "an error, an err")   // [3..<8, 13..<16]
/// ```
public struct SearchQuery: Hashable, Sendable {
    /// The text to find, or a regular expression when ``isRegularExpression`` is set.
    public var pattern: String
    /// Whether case matters; ``SearchCaseSensitivity/smart`` by default.
    public var caseSensitivity: SearchCaseSensitivity
    /// Whether ``pattern`` is a regular expression (see ``SearchPattern`` for its syntax).
    public var isRegularExpression: Bool

    /// A query for `pattern`.
    public init(
        _ pattern: String, caseSensitivity: SearchCaseSensitivity = .smart, isRegularExpression: Bool = false
    ) {
        self.pattern = pattern
        self.caseSensitivity = caseSensitivity
        self.isRegularExpression = isRegularExpression
    }

    /// Whether this query ignores case, once ``SearchCaseSensitivity/smart`` has looked at
    /// the pattern (an escaped letter such as `\W` in a regular expression does not count).
    public var ignoresCase: Bool {
        switch caseSensitivity {
        case .sensitive: return false
        case .insensitive: return true
        case .smart:
            var escaped = false
            for character in pattern {
                if escaped {
                    escaped = false
                    continue
                }
                if isRegularExpression && character == "\\" {
                    escaped = true
                    continue
                }
                if character.isUppercase { return false }
            }
            return true
        }
    }
}

/// Why a pattern cannot be searched for.
public enum SearchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The regular expression is malformed: what is wrong, and the character offset where.
    case invalidPattern(String, offset: Int)
    /// The regular expression would compile to more than ``SearchPattern/maximumProgramSize``
    /// steps (a counted repetition such as `a{1000}{1000}`).
    case patternTooComplex

    /// What is wrong, in a few words: `unclosed group`, `pattern too complex`.
    public var reason: String {
        switch self {
        case .invalidPattern(let reason, _): return reason
        case .patternTooComplex: return "pattern too complex"
        }
    }

    /// A message for a status line: `Invalid pattern at 4: unclosed group`.
    public var description: String {
        switch self {
        case .invalidPattern(let reason, let offset): return "Invalid pattern at \(offset + 1): \(reason)"
        case .patternTooComplex: return "Pattern too complex"
        }
    }
}
