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
    /// Rows and widths of the text at the last widths measured, its kind, ideal width and
    /// emptiness: all a measurement needs, in a few bytes, without the lines.
    @exclusivity(unchecked) private var metrics = TextMetrics()
    /// How each line sits in the label's width: ``TextAlignment/natural`` (the default, as
    /// UIKit's) is flush left, or flush right in a right-to-left layout
    /// (``Brick/effectiveLayoutDirection``).
    @exclusivity(unchecked) public var alignment: TextAlignment = .natural {
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
        if isPrintableASCII, idealWidth <= width {
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
    private func lineMetrics(forWidth width: Int, facts: TextFacts) -> (rows: Int, widest: Int) {
        // One line that fits (a list row): printable ASCII is as wide as its ideal width (its
        // trailing spaces left out), nothing read or wrapped.
        if facts.isPrintable, facts.idealWidth <= width { return (1, facts.idealWidth) }
        if let known = metrics.lines(forWidth: width) { return known }
        let measured: (rows: Int, widest: Int)
        if facts.isASCII, numberOfLines == 0 {
            // Counted as they wrap: no line is made.
            let (rows, widest) = ASCIILineWrapper.measure(text, width: width)
            measured = (rows, widest)
        } else if numberOfLines == 0, let index = wrapIndex {
            // Wrapped from its words' widths; only the rows drawn are made (drawText).
            guard let counted = index.measure(width: width) else { return (0, 0) }
            measured = counted
        } else {
            var widest = 0
            let lines = wrappedLines(forWidth: width)
            for line in lines { widest = max(widest, TextWidth.width(line)) }
            measured = (lines.count, widest)
            // A long text is drawn at the width it was measured at: kept, it is not wrapped
            // again (short ones are cheap to wrap, and most labels of a list are never drawn).
            if lines.count > Self.streamedRows, !Interruption.isRequested {
                drawnLines = lines
                drawnLinesWidth = Int32(clamping: width)
            }
        }
        // Cut short by newer input: the rows are wrong, so they are not kept.
        if !Interruption.isRequested { metrics.store(measured, forWidth: width) }
        return measured
    }

    /// The words' widths of a long Unicode text, found with its facts (nil for other text).
    var wrapIndex: WrapIndex? { drawing?.wrapIndex }

    /// The width of the longest hard line: what the label takes when nothing limits it
    /// (printable ASCII: without its trailing spaces, see ``ASCIILineWrapper/facts(of:)``).
    var idealWidth: Int { facts.idealWidth }

    /// What the text is (its ASCII kind, ideal width and emptiness), found in one scan of
    /// the text at the first measurement and kept until the text changes.
    private var facts: TextFacts {
        if let known = metrics.facts { return known }
        let text = self.text
        var (kind, widest) = ASCIILineWrapper.facts(of: text)
        if case .other = kind {
            if text.utf8.count >= WrapIndex.minimumBytes {
                // Long Unicode text: segmented once into its words' widths, so a new width
                // wraps numbers, not glyphs (see WrapIndex). Cut short, nothing is kept.
                guard let index = WrapIndex(text) else { return TextFacts(kind: kind, idealWidth: 0, isEmpty: false) }
                let drawing = self.drawing ?? LabelDrawing()
                drawing.wrapIndex = index
                self.drawing = drawing
                widest = index.widestParagraph
            } else {
                for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                    widest = max(widest, TextWidth.width(String(line)))
                }
            }
        }
        let found = TextFacts(kind: kind, idealWidth: widest, isEmpty: text.isEmpty)
        metrics.facts = found
        return found
    }

    /// Static text whose value is the text it shows.
    public override var defaultAccessibility: AccessibilityElement {
        AccessibilityElement(role: .staticText, value: text)
    }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let facts = self.facts
        // No closures here: one made on the main actor checks its executor on every call.
        var room = Int.max
        if let offered = proposal.width { room = max(0, offered - chrome.horizontal) }
        let width = min(facts.idealWidth, room)
        var (rows, used) = width > 0 ? lineMetrics(forWidth: width, facts: facts) : (0, 0)
        // Spaces only: 0 wide (they all trail), yet a row tall wherever there is a column.
        if width == 0, room > 0, facts.isPrintable { rows = 1 }
        return Size(width: used + chrome.horizontal, height: (facts.isEmpty ? 1 : rows) + chrome.vertical)
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        drawText(into: &canvas, base: context.style)
        if let highlight = drawing?.searchHighlight { highlight.paint(over: self, into: &canvas, theme: context.theme) }
    }

    public override func firstBaseline(forHeight height: Int, context: LayoutContext) -> Int { chromeInsets.top }

    // No lastBaseline override: a stack asks before it sets the label's frame (an
    // override reading the frame saw the last layout's), and a baseline-aligned label
    // is given exactly the rows its text takes, so Brick's `height - 1` is its last row.

    /// Whether the text is printable ASCII only (one column per byte, no line breaks, nothing
    /// to sanitise): measuring and drawing it need no segmentation. Cached with the text.
    var isPrintableASCII: Bool { facts.isPrintable }

    /// Whether the text is printable ASCII with hard breaks (LF, CR LF, CR, VT, FF) or
    /// without: its paragraphs are measured and drawn from their bytes, so a label of a
    /// million lines costs a byte scan, not a segmentation of every scalar.
    var isASCIIText: Bool { facts.isASCII }

    private func invalidateText() {
        metrics = TextMetrics()
        drawing = nil
        drawnLines = []
        drawnLinesWidth = -1
        setNeedsLayout()
    }
}

/// What one scan of a label's text tells (see ``ASCIILineWrapper/facts(of:)``).
private struct TextFacts {
    /// Printable ASCII, with breaks, or other text.
    var kind: ASCIILineWrapper.ASCIIKind
    /// The width of the longest hard line (printable ASCII: without trailing spaces).
    var idealWidth: Int
    /// Whether there is no text at all (one empty row).
    var isEmpty: Bool

    // Matched, not compared: `==` on an enum of another module is a call through its
    // Equatable conformance, on every measurement.

    /// Whether the text is printable ASCII (no line break).
    var isPrintable: Bool {
        if case .printable = kind { return true }
        return false
    }

    /// Whether the text is printable ASCII, with line breaks or without.
    var isASCII: Bool {
        if case .other = kind { return false }
        return true
    }
}

/// What measuring a label remembers of its text: rows and widest row at the last two
/// widths (a stack measures at the ideal width, then at the one it gives), and its
/// ``TextFacts``. 32-bit fields, so it costs 32 bytes.
private struct TextMetrics {
    private var widths: (Int32, Int32) = (-1, -1)
    private var rows: (Int32, Int32) = (0, 0)
    private var widest: (Int32, Int32) = (0, 0)
    /// The facts' ideal width; -1 until they are found.
    private var storedIdealWidth: Int32 = -1
    private var storedKind = ASCIILineWrapper.ASCIIKind.other
    private var storedIsEmpty = false

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

    /// The facts found; nil before (or when the ideal width does not fit 32 bits: found again).
    var facts: TextFacts? {
        get {
            storedIdealWidth < 0 ? nil : TextFacts(kind: storedKind, idealWidth: Int(storedIdealWidth), isEmpty: storedIsEmpty)
        }
        set {
            guard let newValue, let width = Int32(exactly: newValue.idealWidth) else {
                storedIdealWidth = -1
                return
            }
            storedIdealWidth = width
            storedKind = newValue.kind
            storedIsEmpty = newValue.isEmpty
        }
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
