import BrikCore
import BrikRendering

/// Where a match is: a line of a ``Searchable`` view and the characters in it.
public struct SearchMatch: Hashable, Sendable {
    /// The line (a logical line: a wrapped line is one line).
    public var line: Int
    /// The `Character` offsets of the match in the line's text.
    public var range: Range<Int>

    /// A match of `range` in `line`.
    public init(line: Int, range: Range<Int>) {
        self.line = line
        self.range = range
    }
}

/// What a ``Searchable`` view draws highlighted: every match of a pattern in its visible
/// lines, and the current match in a stronger style.
public struct SearchHighlight: Sendable {
    /// The pattern whose matches are highlighted.
    public var pattern: SearchPattern
    /// The match the search stands on, drawn in ``currentMatchStyle``.
    public var current: SearchMatch?

    /// A highlight of every match of `pattern`, `current` marked.
    public init(pattern: SearchPattern, current: SearchMatch? = nil) {
        self.pattern = pattern
        self.current = current
    }

    /// The style of a match in the terminal theme: black on yellow, underlined (which shows
    /// under `NO_COLOR`); see ``matchStyle(in:)``.
    public static var matchStyle: CellStyle { matchStyle(in: .terminal) }
    /// The style of the current match in the terminal theme: black on cyan, bold and underlined.
    public static var currentMatchStyle: CellStyle { currentMatchStyle(in: .terminal) }

    /// The style of a match in `theme`: the surface's colour (black when the surface is the
    /// terminal's) on the ``Theme/warning`` colour, underlined.
    ///
    /// ```swift
    /// let marked = SearchHighlight.matchStyle(in: .dark)  // dark text on the dark theme's yellow
    /// ```
    public static func matchStyle(in theme: Theme) -> CellStyle {
        CellStyle(foreground: textColor(in: theme), background: theme.warning, attributes: .underline)
    }

    /// The style of the current match in `theme`: the surface's colour on the ``Theme/accent``
    /// colour, bold and underlined.
    public static func currentMatchStyle(in theme: Theme) -> CellStyle {
        CellStyle(foreground: textColor(in: theme), background: theme.accent, attributes: [.bold, .underline])
    }

    /// The style a match is drawn in, in `theme`.
    static func style(isCurrent: Bool, in theme: Theme) -> CellStyle {
        isCurrent ? currentMatchStyle(in: theme) : matchStyle(in: theme)
    }

    private static func textColor(in theme: Theme) -> Color {
        theme.surface == .default ? .ansi(.black) : theme.surface
    }

    /// The matches in line `index`, whose text is `text`, each with whether it is the current one.
    public func ranges(inLine index: Int, text: String) -> [(range: Range<Int>, isCurrent: Bool)] {
        pattern.ranges(in: text).map { range in (range, current?.line == index && current?.range == range) }
    }

    /// The matches in line `index` as display columns from the start of `text` (tabs at
    /// their stops, wide characters two columns), for views that draw the line from its
    /// first column: a match covers the columns of its characters.
    public func columnRanges(inLine index: Int, text: String) -> [(columns: Range<Int>, isCurrent: Bool)] {
        let matches = ranges(inLine: index, text: text)
        guard !matches.isEmpty else { return [] }
        var result: [(columns: Range<Int>, isCurrent: Bool)] = []
        var column = 0
        var offset = 0
        var next = 0
        var startColumn = 0
        for character in text {
            if next < matches.count && offset == matches[next].range.lowerBound { startColumn = column }
            column += Self.width(of: character, at: column)
            offset += 1
            if next < matches.count && offset == matches[next].range.upperBound {
                result.append((startColumn..<column, matches[next].isCurrent))
                next += 1
            }
        }
        return result
    }

    private static func width(of character: Character, at column: Int) -> Int {
        var width = 0
        TextWidth.forEachGlyph(in: String(character), startColumn: column) { width += $0.width }
        return width
    }

    /// Paints the highlight over a line already drawn at `origin`, whose first `skipColumns`
    /// columns are scrolled out of view and of which `width` columns are shown, in the
    /// colours of `theme` (the one the view is drawn in: ``DrawContext/theme``).
    public func paint(
        inLine index: Int, text: String, into canvas: inout Canvas, at origin: Point, skipColumns: Int = 0,
        width: Int, theme: Theme = .terminal
    ) {
        for (columns, isCurrent) in columnRanges(inLine: index, text: text) {
            let low = max(columns.lowerBound - skipColumns, 0)
            let high = min(columns.upperBound - skipColumns, width)
            guard low < high else { continue }
            let style = Self.style(isCurrent: isCurrent, in: theme)
            canvas.restyle(Rect(x: origin.x + low, y: origin.y, width: high - low, height: 1)) { old in
                CellStyle(
                    foreground: style.foreground, background: style.background,
                    attributes: old.attributes.union(style.attributes))
            }
        }
    }
}

/// A view whose text can be searched: ``TextSearch`` and ``SearchBar`` work over any of
/// them (``Label``, ``List``, and the text views).
///
/// The view names its lines and their text, draws the highlight it is given for the lines it
/// shows (never a pass over the whole text per frame), and scrolls a match into view.
///
/// ```swift
/// final class Notes: Brick, Searchable {
///     var lines: [String] = []
///     var searchLineCount: Int { lines.count }
///     func searchLine(_ index: Int) -> String { lines[index] }
///     var searchStartLine: Int { 0 }
///     var searchHighlight: SearchHighlight? { didSet { setNeedsDisplay() } }
///     func revealSearchMatch(_ match: SearchMatch) { /* scroll to match.line */ }
/// }
/// ```
@MainActor
public protocol Searchable: AnyObject {
    /// The number of lines.
    var searchLineCount: Int { get }
    /// The plain text of line `index` (`0..<searchLineCount`), as the view shows it.
    func searchLine(_ index: Int) -> String
    /// The line a new search starts from: the cursor's line, or the first one shown.
    var searchStartLine: Int { get }
    /// The matches to draw; set by the search (nil clears them). The view redraws when set.
    var searchHighlight: SearchHighlight? { get set }
    /// Scrolls `match` into view and, where the view has a cursor or a selection, moves it there.
    func revealSearchMatch(_ match: SearchMatch)
    /// Whether the view types printable keys as text (an editor): its ``SearchBar`` then
    /// binds Ctrl-F, F3 and Shift-F3 instead of `/`, `n` and `N`. False by default.
    var searchTypesText: Bool { get }
}

extension Searchable {
    /// False: printable keys are free for `/`, `n` and `N`.
    public var searchTypesText: Bool { false }
}
