import BrikCore

/// A place in a ``TextDocument``: a line and a column counted in `Character`s
/// (grapheme clusters), so a position never falls inside `é` or `👍🏻`.
///
/// ```swift
/// let start = TextPosition(line: 0, column: 0)
/// let third = TextPosition(line: 2, column: 4)
/// #expect(start < third)
/// ```
/// Column `lineLength` stands after the line's last character.
public struct TextPosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The line, from 0.
    public var line: Int
    /// The `Character` offset within the line, from 0.
    public var column: Int

    /// A position on `line` at `column`.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of a document.
    public static let zero = TextPosition(line: 0, column: 0)

    /// Earlier lines first, then smaller columns.
    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`, both from 0.
    public var description: String { "\(line):\(column)" }
}

/// A span of a document between two positions, `start` ≤ `end`.
///
/// ```swift
/// let word = TextRange(TextPosition(line: 0, column: 4), TextPosition(line: 0, column: 9))
/// let text = area.document.text(in: word)
/// ```
public struct TextRange: Hashable, Sendable, CustomStringConvertible {
    /// The first position in the range.
    public var start: TextPosition
    /// The position just after the range.
    public var end: TextPosition

    /// The range between `a` and `b`, whichever comes first.
    public init(_ a: TextPosition, _ b: TextPosition) {
        start = min(a, b)
        end = max(a, b)
    }

    /// An empty range at `position`.
    public init(at position: TextPosition) {
        start = position
        end = position
    }

    /// Whether the range holds no text.
    public var isEmpty: Bool { start == end }

    /// `start–end`.
    public var description: String { "\(start)–\(end)" }
}
