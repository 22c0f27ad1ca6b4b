import BrikCore
import BrikRendering

/// A read-only view of many lines — a file, a log, a million generated rows — that draws
/// only the lines on screen.
///
/// ```swift
/// let view = LineView(source: try FileLines(path: "/var/log/syslog"))
/// view.showsLineNumbers = true
/// view.wrapsLines = false                       // scroll sideways instead
/// view.lineStyle = { _, text in                 // colour the errors
///     text.contains("ERROR") ? StyledText([TextSpan(text, foreground: .red)]) : StyledText(stringLiteral: text)
/// }
/// ```
/// The ``source`` is asked for its count and for the lines drawn, never for all of them;
/// wrapping is anchored at a line and one of its rows (``scrollPosition``), so no line
/// off screen is ever wrapped. Keys while focused: ↑/↓ (k/j) by a row, PgUp/PgDn by a
/// page, Home/g to the top, End/G to the end, ←/→ (h/l) sideways when not wrapping; the
/// wheel scrolls (Shift+wheel sideways). At the end the view is pinned there
/// (``isPinnedToEnd``): lines the source gains appear at the bottom, as `tail -f` shows
/// them; scrolling up unpins it, and reaching the end again (End, G, or scrolling down to
/// the last row) pins it again.
@MainActor
public class LineView: Brick {
    /// Where the lines come from.
    ///
    /// ```swift
    /// view.source.lineCount
    /// ```
    public let source: any LineSource
    /// Whether a line longer than the width goes on over the next rows (true), or is cut at
    /// the edge and the view scrolls sideways (false). Lines break at the column (as `less`
    /// and a terminal do), never inside a wide character.
    ///
    /// ```swift
    /// view.wrapsLines = false   // cut long lines, ←/→ scroll
    /// ```
    public var wrapsLines = true {
        didSet {
            stored.row = 0
            stored.column = 0
            setNeedsDisplay()
        }
    }
    /// Whether a gutter on the left shows each line's number (``LineSource/lineNumber(_:)``).
    ///
    /// ```swift
    /// view.showsLineNumbers = true
    /// ```
    public var showsLineNumbers = false { didSet { setNeedsDisplay() } }
    /// Styles for a line's text (syntax colouring, errors in red), asked only for lines drawn:
    /// the spans' texts, joined, should be the line; a character beyond them keeps the view's style.
    ///
    /// ```swift
    /// view.lineStyle = { _, text in StyledText([TextSpan(text, foreground: text.hasPrefix("-") ? .red : nil)]) }
    /// ```
    public var lineStyle: ((_ index: Int, _ text: String) -> StyledText)? { didSet { setNeedsDisplay() } }
    /// Called after the view scrolled (by a key, the wheel or code) or was pinned or unpinned.
    ///
    /// ```swift
    /// view.onScroll = { view in status.text = "line \(view.scrollPosition.line + 1)" }
    /// ```
    public var onScroll: ((LineView) -> Void)?
    /// Rows one wheel notch scrolls.
    ///
    /// ```swift
    /// view.wheelStep = 1
    /// ```
    public var wheelStep = 3
    /// Columns ←/→ scroll when lines are not wrapped.
    ///
    /// ```swift
    /// view.horizontalStep = 4
    /// ```
    public var horizontalStep = 8
    /// The gutter's style (over the view's): dim by default.
    ///
    /// ```swift
    /// view.lineNumberAttributes = [.dim, .italic]
    /// ```
    public var lineNumberAttributes: TextAttributes = .dim { didSet { setNeedsDisplay() } }

    /// The position set by scrolling; clamped to the lines when read (they may have changed).
    var stored = LineScrollPosition()
    /// Whether the view shows the last rows whatever the source gains.
    var pinned = false
    /// The search matches to draw (see ``searchHighlight``).
    var highlight: SearchHighlight?

    /// A view of `source`'s lines, at the top.
    ///
    /// ```swift
    /// LineView(source: LineArray(["one", "two"]))
    /// ```
    public init(source: any LineSource) {
        self.source = source
        super.init()
        focusAttributes = .bold
        declareLineBindings()
    }

    /// A view of a fixed list of lines.
    ///
    /// ```swift
    /// LineView(lines: ["first", "second"]).showsLineNumbers(true)
    /// ```
    public convenience init(lines: [String]) {
        self.init(source: LineArray(lines))
    }

    public override var canBecomeFocused: Bool { true }

    /// 100: in a stack, the rows left over go to the line view before any container or
    /// one-row bar beside it (250), as a pager's text takes what its status line leaves.
    ///
    /// ```swift
    /// VBrik(alignment: .fill) { _ in view; statusLine }   // the view takes the spare rows
    /// ```
    public override var huggingPriority: Int { 100 }

    /// A document whose value is the top line shown ("line 42 of 1000").
    public override var defaultAccessibility: AccessibilityElement {
        AccessibilityElement(role: .document, value: "line \(scrollPosition.line + 1) of \(source.lineCount)")
    }

    /// The wheel scrolls by ``wheelStep`` rows (with Shift, sideways by ``horizontalStep``).
    public override func handle(_ event: Event) -> EventResult {
        guard case .mouse(let mouse) = event else { return .ignored }
        let sideways = mouse.modifiers.contains(.shift)
        switch mouse.action {
        case .wheelUp: sideways ? scroll(byColumns: -horizontalStep) : scroll(byRows: -wheelStep)
        case .wheelDown: sideways ? scroll(byColumns: horizontalStep) : scroll(byRows: wheelStep)
        default: return .ignored
        }
        return .handled
    }

    /// Tells the view its source's lines changed (added, removed or edited): it draws again,
    /// keeping its place (or the end, while pinned).
    ///
    /// ```swift
    /// lines.lines.append("new")
    /// view.linesDidChange()
    /// ```
    public func linesDidChange() {
        setNeedsDisplay()
    }

    /// Whether the view shows the end and stays there as lines are added (see the type's
    /// discussion); ``scrollToEnd()`` pins it, scrolling up unpins it.
    ///
    /// ```swift
    /// if !view.isPinnedToEnd { status.text = "paused" }
    /// ```
    public var isPinnedToEnd: Bool { pinned }

    /// Where the view is scrolled now (the top line and row, and the first column); setting
    /// it scrolls there and unpins the view from the end.
    ///
    /// ```swift
    /// view.scrollPosition = LineScrollPosition(line: 41)   // line 42 at the top
    /// ```
    public var scrollPosition: LineScrollPosition {
        get { currentPosition() }
        set { move(to: newValue, pinned: false) }
    }

    /// Called when the view was pinned to the end or unpinned; a ``LogView`` counts the
    /// lines that arrive while it is not.
    func pinnedDidChange() {}

    /// The columns the text gets: the content width less the gutter.
    var textWidth: Int { max(0, contentFrame.width - gutterWidth) }

    /// The gutter's columns: the widest line number and a space, 0 when hidden.
    var gutterWidth: Int {
        guard showsLineNumbers else { return 0 }
        let count = source.lineCount
        var widest = count > 0 ? source.lineNumber(count - 1) : 1
        var digits = 1
        while widest >= 10 {
            widest /= 10
            digits += 1
        }
        return digits + 1
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        let area = contentFrame
        guard !area.isEmpty else { return }
        // The text keeps its look while focused (the focus shows on the border).
        let base = appearance.style(over: context.inheritedStyle, in: context.theme)
        let gutter = gutterWidth
        let width = max(0, area.width - gutter)
        let count = source.lineCount
        let position = currentPosition()
        var line = position.line
        var row = position.row
        var y = area.y
        let textArea = Rect(x: area.x + gutter, y: area.y, width: width, height: area.height)
        let saved = canvas.clip
        defer { canvas.clip = saved }
        while y < area.maxY, line < count {
            let text = source.line(line)
            let number = gutter > 0 ? String(source.lineNumber(line)) : ""
            let matches = searchRuns(line: line, text: text, theme: context.theme)
            if lineStyle == nil, matches.isEmpty,
                let rows = LineGlyphs.asciiRows(text, width: width, wraps: wrapsLines, column: position.column)
            {
                // Printable ASCII in one style (most log lines): rows written from the bytes.
                for rowIndex in row..<rows.count where y < area.maxY {
                    drawGutter(rowIndex == 0 ? number : "", width: gutter, at: Point(x: area.x, y: y), base: base, on: &canvas)
                    canvas.write(rows[rowIndex], at: Point(x: textArea.x, y: y), style: base)
                    y += 1
                }
                line += 1
                row = 0
                continue
            }
            let glyphs = LineGlyphs(text)
            let styles = characterStyles(
                line: line, text: text, count: glyphs.characterCount, base: base, matches: matches)
            let starts = wrapsLines ? glyphs.rowStarts(width: width) : [0]
            for rowIndex in row..<starts.count where y < area.maxY {
                drawGutter(rowIndex == 0 ? number : "", width: gutter, at: Point(x: area.x, y: y), base: base, on: &canvas)
                let end = rowIndex + 1 < starts.count ? starts[rowIndex + 1] : glyphs.cells.count
                let first = starts[rowIndex]
                let left = wrapsLines ? (first < glyphs.cells.count ? glyphs.cells[first].column : 0) : position.column
                // The row's own clip cuts a wide glyph at either edge to a blank.
                canvas.clip = saved.intersection(Rect(x: textArea.x, y: y, width: width, height: 1))
                for index in first..<end {
                    let cell = glyphs.cells[index]
                    let x = cell.column - left
                    if x >= width { break }
                    guard x + cell.glyph.width > 0 else { continue }
                    canvas.put(cell.glyph, at: Point(x: textArea.x + x, y: y), style: styles?[cell.character] ?? base)
                }
                canvas.clip = saved
                y += 1
            }
            line += 1
            row = 0
        }
    }

    /// The line number `number` right-aligned in the gutter (`width` columns, the last a space).
    private func drawGutter(_ number: String, width: Int, at point: Point, base: CellStyle, on canvas: inout Canvas) {
        guard width > 0, !number.isEmpty else { return }
        let x = point.x + width - 1 - number.utf8.count
        canvas.write(number, at: Point(x: x, y: point.y), style: base.adding(lineNumberAttributes))
    }

    /// The style of each Character of line `index`: its ``lineStyle`` spans and search
    /// matches over `base`; nil when the whole line is in `base`.
    private func characterStyles(
        line index: Int, text: String, count: Int, base: CellStyle, matches: [(range: Range<Int>, style: CellStyle)]
    ) -> [CellStyle]? {
        guard lineStyle != nil || !matches.isEmpty else { return nil }
        var styles = [CellStyle](repeating: base, count: count)
        if let lineStyle {
            var offset = 0
            for span in lineStyle(index, text).spans {
                let length = span.text.count
                let style = span.style(over: base)
                for character in offset..<min(count, offset + length) { styles[character] = style }
                offset += length
            }
        }
        for (range, style) in matches {
            for character in range.clamped(to: 0..<count) {
                styles[character] = CellStyle(
                    foreground: style.foreground, background: style.background,
                    attributes: styles[character].attributes.union(style.attributes))
            }
        }
        return styles
    }
}

extension LineView {
    /// Turns soft wrap on or off.
    ///
    /// ```swift
    /// LineView(lines: lines).wrapsLines(false)
    /// ```
    @discardableResult
    public func wrapsLines(_ wraps: Bool) -> Self {
        wrapsLines = wraps
        return self
    }

    /// Shows or hides the line-number gutter.
    ///
    /// ```swift
    /// LineView(lines: lines).showsLineNumbers(true)
    /// ```
    @discardableResult
    public func showsLineNumbers(_ shows: Bool) -> Self {
        showsLineNumbers = shows
        return self
    }

    /// Sets the per-line styling hook (see ``lineStyle``).
    ///
    /// ```swift
    /// view.lineStyle { _, text in StyledText([TextSpan(text, attributes: text.hasPrefix("#") ? .bold : [])]) }
    /// ```
    @discardableResult
    public func lineStyle(_ style: @escaping (_ index: Int, _ text: String) -> StyledText) -> Self {
        lineStyle = style
        return self
    }
}
