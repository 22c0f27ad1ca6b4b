import BrikCore

/// Lines a ``LineView`` shows: a count and the text of one line at a time, asked for
/// only for the lines on screen, so the source may hold a million lines, read them
/// from a file (``FileLines``) or make them on demand.
///
/// ```swift
/// final class Squares: LineSource {
///     var lineCount: Int { 1_000_000 }
///     func line(_ index: Int) -> String { "\(index) squared is \(index * index)" }
/// }
/// let view = LineView(source: Squares())
/// ```
/// A line is one logical line, without its newline; a newline inside it is shown as a
/// control picture. When the lines change, call ``LineView/linesDidChange()``.
@MainActor
public protocol LineSource: AnyObject {
    /// How many lines there are now.
    ///
    /// ```swift
    /// source.lineCount
    /// ```
    var lineCount: Int { get }
    /// The text of line `index` (0 ≤ `index` < ``lineCount``), without its newline.
    ///
    /// ```swift
    /// source.line(0)
    /// ```
    func line(_ index: Int) -> String
    /// The number the gutter shows for line `index`: `index + 1` by default; a source that
    /// dropped its oldest lines (a ``LogBuffer``) keeps counting from the first line it had.
    ///
    /// ```swift
    /// source.lineNumber(0)   // 1
    /// ```
    func lineNumber(_ index: Int) -> Int
}

extension LineSource {
    /// `index + 1`: lines are numbered from 1.
    ///
    /// ```swift
    /// source.lineNumber(0)  // 1
    /// ```
    public func lineNumber(_ index: Int) -> Int { index + 1 }
}

/// Lines held in an array: the simplest ``LineSource``, for short texts and tests.
///
/// ```swift
/// let lines = LineArray(["first", "second"])
/// let view = LineView(source: lines)
/// lines.lines.append("third")
/// view.linesDidChange()
/// ```
@MainActor
public final class LineArray: LineSource {
    /// The lines, in order.
    ///
    /// ```swift
    /// lines.lines.append("more")
    /// ```
    public var lines: [String]

    /// A source of `lines`.
    ///
    /// ```swift
    /// LineArray(["a", "b"]).lineCount  // 2
    /// ```
    public init(_ lines: [String] = []) {
        self.lines = lines
    }

    /// The array's count.
    ///
    /// ```swift
    /// LineArray(["a"]).lineCount   // 1
    /// ```
    public var lineCount: Int { lines.count }

    /// The element at `index`.
    ///
    /// ```swift
    /// LineArray(["a"]).line(0)   // "a"
    /// ```
    public func line(_ index: Int) -> String { lines[index] }
}
