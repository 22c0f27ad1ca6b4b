import BrikRendering

/// A readable comparison of two screens given as rows of text, for tests.
///
/// ```swift
/// #expect(ScreenDiff(expected: ["╭──╮", "╰──╯"], actual: terminal.screen) == nil)
/// ```
/// Rows are compared after trimming trailing spaces; columns are display columns.
public struct ScreenDiff: CustomStringConvertible, Sendable {
    /// The expected rows.
    public let expected: [String]
    /// The rows found.
    public let actual: [String]
    /// The first differing row (0-based).
    public let row: Int
    /// The first differing display column in that row (0-based).
    public let column: Int

    /// The difference between two screens, nil when they are equal.
    public init?(expected: [String], actual: [String]) {
        let trimmedExpected = expected.map(\.trimmingTrailingSpaces)
        var trimmedActual = actual.map(\.trimmingTrailingSpaces)
        // Trailing empty rows of the actual screen do not count.
        while trimmedActual.count > trimmedExpected.count, trimmedActual.last == "" { trimmedActual.removeLast() }
        guard trimmedExpected != trimmedActual else { return nil }
        self.expected = trimmedExpected
        self.actual = trimmedActual
        let rowCount = max(trimmedExpected.count, trimmedActual.count)
        var firstRow = 0
        while firstRow < rowCount,
            firstRow < trimmedExpected.count, firstRow < trimmedActual.count,
            trimmedExpected[firstRow] == trimmedActual[firstRow]
        {
            firstRow += 1
        }
        row = firstRow
        let expectedRow = firstRow < trimmedExpected.count ? trimmedExpected[firstRow] : ""
        let actualRow = firstRow < trimmedActual.count ? trimmedActual[firstRow] : ""
        var columnCount = 0
        var expectedGlyphs = TextWidth.glyphs(of: expectedRow)[...]
        var actualGlyphs = TextWidth.glyphs(of: actualRow)[...]
        while let e = expectedGlyphs.first, let a = actualGlyphs.first, e == a {
            columnCount += e.width
            expectedGlyphs = expectedGlyphs.dropFirst()
            actualGlyphs = actualGlyphs.dropFirst()
        }
        column = columnCount
    }

    /// Both screens with numbered rows and the first differing row marked.
    public var description: String {
        func numbered(_ rows: [String]) -> String {
            rows.enumerated().map { index, line in
                let marker = index == row ? ">" : " "
                let number = String(index)
                return "\(marker)\(String(repeating: " ", count: max(0, 3 - number.count)))\(number) |\(line)|"
            }.joined(separator: "\n")
        }
        return """
            screens differ at row \(row), column \(column)
            expected:
            \(numbered(expected))
            actual:
            \(numbered(actual))
            """
    }
}
