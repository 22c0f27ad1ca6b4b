import BrikRendering

/// Text, wrapped at the width it gets (Brik's `UILabel`).
///
/// ```swift
/// Label("Username").bold().textAlignment(.center)
/// Label(StyledText([TextSpan("Error: ", foreground: .red, attributes: .bold), TextSpan("try again")]))
/// ```
/// Lines break at spaces (over-long words are broken, never inside a wide
/// character); ``numberOfLines`` limits the rows, ending the last kept one
/// with `…`. Control characters and escape sequences are shown, never obeyed.
@MainActor
public final class Label: Brick {
    /// The text, as styled runs.
    public var styledText: StyledText { didSet { invalidateText() } }
    /// How each line sits in the label's width.
    public var alignment: TextAlignment = .left {
        didSet {
            drawCache = nil
            setNeedsDisplay()
        }
    }
    /// The most rows shown; 0 for no limit.
    public var numberOfLines = 0 { didSet { invalidateText() } }

    /// Wrapped lines for the last few widths: stacks measure a label at its ideal
    /// width and then at the width it gets, so one entry would always miss.
    private var cache: [(width: Int, lines: [String])] = []
    private var idealWidthCache: Int?
    /// The glyphs of the last drawing, with their column offsets and styles, kept while
    /// the text, width, rows, alignment and base style stay the same: a label scrolled
    /// on screen is drawn again every frame, and laying out its text each time cost
    /// more than everything else in the frame.
    private var drawCache: DrawnText?
    private var printableASCIICache: Bool?

    /// What ``draw(into:context:)`` lays out once per text, width and style.
    private struct DrawnText {
        var width: Int
        var rows: Int
        var base: CellStyle
        var lines: [[DrawnGlyph]]
    }

    /// One glyph of a drawn line: a struct, not a tuple, so copying it is specialised code.
    private struct DrawnGlyph {
        var dx: Int
        var glyph: Glyph
        var style: CellStyle
    }

    /// A label showing `text`.
    public init(_ text: String = "") {
        styledText = StyledText(stringLiteral: text)
        super.init()
    }

    /// A label showing styled runs.
    public init(_ text: StyledText) {
        styledText = text
        super.init()
    }

    /// A label showing `text`, configured by `style`.
    public convenience init(_ text: String, style: Style<Label>) {
        self.init(text)
        style.apply(to: self)
    }

    /// The text without its styles; setting it replaces the runs with one plain run.
    public var text: String {
        get { styledText.plainText }
        set { styledText = StyledText(stringLiteral: newValue) }
    }

    public override var huggingPriority: Int { 750 }

    /// Measured to its content: hugged and resisting compression under constraints.
    public override func hasIntrinsicSize(along axis: Axis) -> Bool { true }

    /// The wrapped lines at `width` columns, without alignment padding.
    public func lines(forWidth width: Int) -> [String] {
        // Plain loops, not closures: a closure made on the main actor checks its executor
        // on every call, which showed in laying out 100,000 labels.
        for entry in cache where entry.width == width { return entry.lines }
        if isPrintableASCII, text.utf8.count <= width {
            // One line that fits: nothing to wrap (the common case of a list row).
            let lines = [text.trimmingTrailingSpaces]
            if cache.count >= 4 { cache.removeFirst() }
            cache.append((width, lines))
            return lines
        }
        // Without a row limit the wrapped lines are the answer (aligning them to the left
        // and trimming again, as TextLayout.lines does, only costs).
        var lines: [String] = []
        if numberOfLines == 0 {
            for line in TextLayout.wrappedLines(text, width: width, limit: 0) { lines.append(line.text.trimmingTrailingSpaces) }
        } else {
            for line in TextLayout.lines(text, width: width, maxLines: numberOfLines, alignment: .left) {
                lines.append(line.trimmingTrailingSpaces)
            }
        }
        if cache.count >= 4 { cache.removeFirst() }
        cache.append((width, lines))
        return lines
    }

    /// The width of the longest hard line: what the label takes when nothing limits it.
    private var idealWidth: Int {
        if let idealWidthCache { return idealWidthCache }
        if isPrintableASCII {
            idealWidthCache = text.utf8.count
            return text.utf8.count
        }
        var widest = 0
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            widest = max(widest, TextWidth.width(String(line)))
        }
        idealWidthCache = widest
        return widest
    }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let width = min(idealWidth, proposal.width.map { max(0, $0 - chrome.horizontal) } ?? Int.max)
        let lines = width > 0 ? lines(forWidth: width) : []
        let used = lines.map(TextWidth.width).max() ?? 0
        let rows = text.isEmpty ? 1 : lines.count
        return Size(width: used + chrome.horizontal, height: rows + chrome.vertical)
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        let area = contentFrame
        guard !area.isEmpty else { return }
        let base = context.style
        if isPrintableASCII, styledText.spans.count <= 1, alignment == .left, text.utf8.count <= area.width {
            // One line of printable ASCII in one style: written straight from the bytes
            // (as fast as replaying a cache, and nothing to keep).
            let style = styledText.spans.first?.style(over: base) ?? base
            if let line = lines(forWidth: area.width).first { canvas.write(line, at: area.origin, style: style) }
            return
        }
        if let cached = drawCache, cached.width == area.width, cached.rows == area.height, cached.base == base {
            put(cached.lines, in: area, on: &canvas)
            return
        }
        let drawn = DrawnText(width: area.width, rows: area.height, base: base, lines: layOutGlyphs(area: area, base: base))
        drawCache = drawn
        put(drawn.lines, in: area, on: &canvas)
    }

    private func put(_ lines: [[DrawnGlyph]], in area: Rect, on canvas: inout Canvas) {
        for row in lines.indices {
            let y = area.y + row
            // Rows outside the clip (scrolled away) cost nothing.
            guard y >= canvas.clip.minY, y < canvas.clip.maxY else { continue }
            lines[row].withUnsafeBufferPointer { line in
                for entry in line { canvas.put(entry.glyph, at: Point(x: area.x + entry.dx, y: y), style: entry.style) }
            }
        }
    }

    /// The glyphs of each shown row at `area`'s width: aligned, styled by their runs over `base`.
    private func layOutGlyphs(area: Rect, base: CellStyle) -> [[DrawnGlyph]] {
        // Justified text needs to know where each paragraph ends (its last line stays
        // left), which only the layout knows; the other alignments pad cached lines.
        let justified = alignment == .justified
        let lines =
            justified
            ? TextLayout.lines(text, width: area.width, maxLines: numberOfLines, alignment: .justified)
            : lines(forWidth: area.width)
        var source = SpanCursor(styledText)
        var result: [[DrawnGlyph]] = []
        for line in lines.prefix(area.height) {
            let aligned = justified ? line : TextLayout.align(line, width: area.width, alignment: alignment)
            let shown = aligned.trimmingTrailingSpaces
            // Spaces alignment put before the text belong to no run (the cursor would
            // otherwise pair them with a space that wrapping consumed).
            var padding = justified ? 0 : TextWidth.width(shown) - TextWidth.width(line)
            var x = 0
            var row: [DrawnGlyph] = []
            TextWidth.forEachGlyph(in: shown) { glyph in
                let span = padding > 0 ? nil : source.span(matching: glyph.character)
                padding -= glyph.width
                row.append(DrawnGlyph(dx: x, glyph: glyph, style: span?.style(over: base) ?? base))
                x += glyph.width
            }
            result.append(row)
        }
        return result
    }

    public override func firstBaseline(forHeight height: Int, context: LayoutContext) -> Int { chromeInsets.top }

    // No lastBaseline override: a stack asks before it sets the label's frame (an
    // override reading the frame saw the last layout's), and a baseline-aligned label
    // is given exactly the rows its text takes, so Brick's `height - 1` is its last row.

    /// Whether the text is printable ASCII only (one column per byte, no line breaks, nothing
    /// to sanitise): measuring and drawing it need no segmentation. Cached with the text.
    private var isPrintableASCII: Bool {
        if let printableASCIICache { return printableASCIICache }
        // Not a closure here: closures made on the main actor check their executor when
        // called, which cost more than the test itself.
        let simple = ASCIILineWrapper.applies(to: text)
        printableASCIICache = simple
        return simple
    }

    private func invalidateText() {
        printableASCIICache = nil
        cache = []
        drawCache = nil
        idealWidthCache = nil
        setNeedsLayout()
    }
}

/// Finds the run each drawn character came from. Wrapping only drops spaces
/// and line breaks, and alignment only adds spaces and `…`, so the drawn
/// characters are the source characters in order, with gaps.
struct SpanCursor {
    private let characters: [(Character, Int)]
    private var index = 0
    private let spans: [TextSpan]

    init(_ text: StyledText) {
        spans = text.spans
        var characters: [(Character, Int)] = []
        if text.spans.count > 1 {
            for (spanIndex, span) in text.spans.enumerated() {
                for character in TextWidth.sanitize(span.text) { characters.append((character, spanIndex)) }
            }
        }
        self.characters = characters
    }

    /// The run of the next source character equal to `character`; nil (and no
    /// progress) for characters that layout inserted.
    mutating func span(matching character: Character) -> TextSpan? {
        guard spans.count > 1 else { return spans.first }
        var probe = index
        while probe < characters.count {
            if characters[probe].0 == character {
                index = probe + 1
                return spans[characters[probe].1]
            }
            guard characters[probe].0.isWhitespace || characters[probe].0.isNewline else { break }
            probe += 1
        }
        return character == " " && index > 0 ? spans[characters[index - 1].1] : nil
    }
}

extension Label {
    /// Replaces the text.
    @discardableResult
    public func text(_ text: String) -> Self {
        self.text = text
        return self
    }

    /// Replaces the text with styled runs (Brik's `attributedText`).
    @discardableResult
    public func attributedText(_ text: StyledText) -> Self {
        styledText = text
        return self
    }

    /// Sets the text colour.
    @discardableResult
    public func color(_ color: Color) -> Self {
        foregroundColor = color
        return self
    }

    /// Limits the rows shown (0 for no limit); the last kept row ends in `…`.
    @discardableResult
    public func lines(_ count: Int) -> Self {
        numberOfLines = max(0, count)
        return self
    }

    /// Sets how lines sit in the width.
    @discardableResult
    public func textAlignment(_ alignment: TextAlignment) -> Self {
        self.alignment = alignment
        return self
    }
}
