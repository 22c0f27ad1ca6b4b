import BrikCore

/// Where a ``LineView`` is scrolled: the line at the top, the first of its wrapped rows
/// shown, and (without wrapping) the first column shown.
///
/// ```swift
/// view.scrollPosition = LineScrollPosition(line: 500)   // line 500 at the top
/// view.scrollPosition.column                              // how far it is scrolled sideways
/// ```
/// Anchoring at a line and one of its rows (not at a row of the whole text) means no
/// line outside the screen is ever wrapped: a million lines cost what the screen shows.
public struct LineScrollPosition: Hashable, Sendable {
    /// The line shown at the top (0-based).
    ///
    /// ```swift
    /// view.scrollPosition.line   // the top line
    /// ```
    public var line: Int
    /// Which of that line's wrapped rows is at the top (0 without wrapping).
    ///
    /// ```swift
    /// view.scrollPosition.row   // 1: the top line's first row is scrolled away
    /// ```
    public var row: Int
    /// The first column shown when lines are not wrapped (0 with wrapping).
    ///
    /// ```swift
    /// view.scrollPosition.column   // 8 after one →
    /// ```
    public var column: Int

    /// A position from its parts; negative values are taken as 0.
    ///
    /// ```swift
    /// LineScrollPosition(line: 10, row: 1)   // the second row of line 10 at the top
    /// ```
    public init(line: Int = 0, row: Int = 0, column: Int = 0) {
        self.line = max(0, line)
        self.row = max(0, row)
        self.column = max(0, column)
    }

    /// Whether this position is above `other` in the text: by line, then by row (the
    /// column plays no part).
    func isAbove(_ other: LineScrollPosition) -> Bool {
        (line, row) < (other.line, other.row)
    }
}
