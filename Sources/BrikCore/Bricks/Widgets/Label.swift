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
    // Read by every measurement and drawing: no runtime exclusivity check (see Brick).
    // In this order, no byte is padding: StyledText takes 17 bytes, then the one- and
    // four-byte fields fill the word it leaves, then the eight-byte ones (248 in all).

    /// The text, as styled runs.
    @exclusivity(unchecked) public var styledText: StyledText { didSet { invalidateText() } }
    /// Rows and widths of the text at the last widths measured, its ideal width and whether
    /// it is printable ASCII: all a measurement needs, in a few bytes, without the lines.
    @exclusivity(unchecked) private var metrics = TextMetrics()
    /// How each line sits in the label's width.
    @exclusivity(unchecked) public var alignment: TextAlignment = .left {
        didSet {
            drawing?.glyphs = nil
            setNeedsDisplay()
        }
    }
    /// The width of ``drawnLines`` (-1 for none).
    @exclusivity(unchecked) var drawnLinesWidth: Int32 = -1
    /// The most rows shown; 0 for no limit.
    @exclusivity(unchecked) public var numberOfLines = 0 { didSet { invalidateText() } }
    /// What drawing keeps (the lines and glyphs at the drawn width), made when first drawn:
    /// most labels of a long list are measured but never drawn.
    @exclusivity(unchecked) var drawing: LabelDrawing?
    /// The wrapped lines at the width last drawn (``drawnLinesWidth``): kept on the label,
    /// not in ``drawing``, because nearly every drawn label needs them.
    @exclusivity(unchecked) var drawnLines: [String] = []

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

    /// It wraps to the width offered, whatever the height.
    override var measurementIgnoresProposedHeight: Bool { true }

    /// Measured to its content: hugged and resisting compression under constraints.
    public override func hasIntrinsicSize(along axis: Axis) -> Bool { true }

    /// The wrapped lines at `width` columns, without alignment padding.
    public func lines(forWidth width: Int) -> [String] {
        if Int(drawnLinesWidth) == width { return drawnLines }
        return wrappedLines(forWidth: width)
    }

    /// The wrapped lines at `width` columns, made again.
    func wrappedLines(forWidth width: Int) -> [String] {
        if isPrintableASCII, text.utf8.count <= width {
            // One line that fits: nothing to wrap (the common case of a list row).
            return [text.trimmingTrailingSpaces]
        }
        // Without a row limit the wrapped lines are the answer (aligning them to the left
        // and trimming again, as TextLayout.lines does, only costs); printable ASCII lines
        // end in no space (spaces at a wrap point are dropped) and are cut from the bytes.
        if numberOfLines == 0, isASCIIText, width > 0 {
            let rows = metrics.lines(forWidth: width)?.rows ?? 0
            return ASCIILineWrapper.lineTexts(text, width: width, capacity: rows)
        }
        var lines: [String] = []
        if numberOfLines == 0 {
            for line in TextLayout.wrappedLines(text, width: width, limit: 0) { lines.append(line.text.trimmingTrailingSpaces) }
        } else {
            for line in TextLayout.lines(text, width: width, maxLines: numberOfLines, alignment: .left) {
                lines.append(line.trimmingTrailingSpaces)
            }
        }
        return lines
    }

    /// The rows the text takes at `width` columns and the widest of them.
    private func lineMetrics(forWidth width: Int) -> (rows: Int, widest: Int) {
        if let known = metrics.lines(forWidth: width) { return known }
        let measured: (rows: Int, widest: Int)
        // The ideal width is kept: for printable ASCII it is the byte count.
        if isPrintableASCII, idealWidth <= width, !isEmptyText {
            // One line that fits (a list row): its width without trailing spaces, nothing wrapped.
            let bytes = text.utf8
            var end = bytes.count
            for byte in bytes.reversed() {
                guard byte == 0x20 else { break }
                end -= 1
            }
            measured = (1, end)
        } else if isASCIIText, numberOfLines == 0 {
            // Counted as they wrap: no line is made.
            let (rows, widest) = ASCIILineWrapper.measure(text, width: width)
            measured = (rows, widest)
        } else {
            var widest = 0
            let lines = wrappedLines(forWidth: width)
            for line in lines { widest = max(widest, TextWidth.width(line)) }
            measured = (lines.count, widest)
        }
        metrics.store(measured, forWidth: width)
        return measured
    }

    /// The width of the longest hard line: what the label takes when nothing limits it.
    var idealWidth: Int {
        if let known = metrics.idealWidth { return known }
        var widest = 0
        if isPrintableASCII {
            widest = text.utf8.count
        } else if isASCIIText {
            widest = ASCIILineWrapper.widestParagraph(text)
        } else {
            for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                widest = max(widest, TextWidth.width(String(line)))
            }
        }
        metrics.idealWidth = widest
        return widest
    }

    /// Whether there is no text at all (one empty row).
    private var isEmptyText: Bool {
        if let known = metrics.isEmpty { return known }
        let empty = styledText.isEmpty
        metrics.isEmpty = empty
        return empty
    }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        // No closures here: one made on the main actor checks its executor on every call.
        var width = idealWidth
        if let offered = proposal.width { width = min(width, max(0, offered - chrome.horizontal)) }
        let (rows, used) = width > 0 ? lineMetrics(forWidth: width) : (0, 0)
        return Size(width: used + chrome.horizontal, height: (isEmptyText ? 1 : rows) + chrome.vertical)
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        drawText(into: &canvas, base: context.style)
        if let highlight = drawing?.searchHighlight { paint(highlight, into: &canvas) }
    }

    public override func firstBaseline(forHeight height: Int, context: LayoutContext) -> Int { chromeInsets.top }

    // No lastBaseline override: a stack asks before it sets the label's frame (an
    // override reading the frame saw the last layout's), and a baseline-aligned label
    // is given exactly the rows its text takes, so Brick's `height - 1` is its last row.

    /// Whether the text is printable ASCII only (one column per byte, no line breaks, nothing
    /// to sanitise): measuring and drawing it need no segmentation. Cached with the text.
    var isPrintableASCII: Bool { asciiKind == .printable }

    /// Whether the text is printable ASCII with hard breaks (LF, CR LF, CR, VT, FF) or
    /// without: its paragraphs are measured and drawn from their bytes, so a label of a
    /// million lines costs a byte scan, not a segmentation of every scalar.
    var isASCIIText: Bool { asciiKind != .other }

    private var asciiKind: ASCIILineWrapper.ASCIIKind {
        if let known = metrics.asciiKind { return known }
        let kind = ASCIILineWrapper.kind(of: text)
        metrics.asciiKind = kind
        return kind
    }

    private func invalidateText() {
        metrics = TextMetrics()
        drawing = nil
        drawnLines = []
        drawnLinesWidth = -1
        setNeedsLayout()
    }
}

/// What measuring a label remembers of its text: rows and widest row at the last two
/// widths (a stack measures at the ideal width, then at the one it gives), the ideal
/// width, and whether the text is printable ASCII. 32-bit fields, so it costs 32 bytes.
private struct TextMetrics {
    private var widths: (Int32, Int32) = (-1, -1)
    private var rows: (Int32, Int32) = (0, 0)
    private var widest: (Int32, Int32) = (0, 0)
    private var storedIdealWidth: Int32 = -1
    private var asciiFlag: Int8 = -1
    private var emptyFlag: Int8 = -1

    func lines(forWidth width: Int) -> (rows: Int, widest: Int)? {
        if Int(widths.0) == width { return (Int(rows.0), Int(widest.0)) }
        if Int(widths.1) == width { return (Int(rows.1), Int(widest.1)) }
        return nil
    }

    mutating func store(_ measured: (rows: Int, widest: Int), forWidth width: Int) {
        guard let width = Int32(exactly: width), let count = Int32(exactly: measured.rows),
            let wide = Int32(exactly: measured.widest)
        else { return }
        widths = (width, widths.0)
        rows = (count, rows.0)
        widest = (wide, widest.0)
    }

    var idealWidth: Int? {
        get { storedIdealWidth < 0 ? nil : Int(storedIdealWidth) }
        set {
            if let newValue, let stored = Int32(exactly: newValue) { storedIdealWidth = stored } else { storedIdealWidth = -1 }
        }
    }

    var isEmpty: Bool? {
        get { emptyFlag < 0 ? nil : emptyFlag == 1 }
        set {
            if let newValue { emptyFlag = newValue ? 1 : 0 } else { emptyFlag = -1 }
        }
    }

    /// What kind of ASCII the text is.
    var asciiKind: ASCIILineWrapper.ASCIIKind? {
        get { ASCIILineWrapper.ASCIIKind(rawValue: asciiFlag) }
        set { asciiFlag = newValue?.rawValue ?? -1 }
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
