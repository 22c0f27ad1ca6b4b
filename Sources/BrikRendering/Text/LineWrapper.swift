/// Greedy word wrapping of paragraphs into lines of at most `width` columns;
/// the engine behind ``TextLayout/wrap(_:width:)``.
///
/// One pass over the glyphs: a word is collected until a break opportunity ends
/// it, then placed on the current line or the next. That keeps wrapping linear
/// even for a single 10,000-character line.
///
/// Break opportunities follow UAX #14's essentials (see ``LineBreakClass``): at
/// spaces, and before and after an ideograph (Han, kana, emoji, fullwidth forms),
/// so Chinese and Japanese without spaces wrap between characters; never before
/// closing punctuation or a small kana (`。`, `」`, `っ`) nor after opening
/// punctuation (`「`). Hangul keeps its words whole, as Korean is written with spaces.
struct LineWrapper {
    let width: Int
    private(set) var lines: [TextLayout.WrappedLine] = []

    private var line = ""
    private var lineWidth = 0
    private var pendingSpaces = 0
    private var word: [Glyph] = []
    private var wordWidth = 0
    /// The line-break class of the word's last glyph.
    private var lastClass = LineBreakClass.other

    init(width: Int) {
        self.width = max(1, width)
    }

    /// Wraps one paragraph (text without hard breaks); it always yields at least one line.
    mutating func addParagraph(_ scalars: Substring.UnicodeScalarView) {
        var steps = 0
        TextWidth.segment(scalars: scalars, startColumn: 0) { glyph in
            steps &+= 1
            if steps % Interruption.checkInterval == 0, Interruption.isRequested {
                Interruption.noteCutShort()
                return false
            }
            if glyph.character == " " {
                placeWord()
                pendingSpaces += 1
            } else {
                let breakClass = LineBreakClass(of: glyph.character)
                if !word.isEmpty && LineBreakClass.allowsBreak(between: lastClass, and: breakClass) { placeWord() }
                word.append(glyph)
                wordWidth += glyph.width
                lastClass = breakClass
            }
            return true
        }
        placeWord()
        finishLine(endsParagraph: true)
    }

    /// Puts the collected word, with the spaces before it, on the current
    /// line if it fits, else on a fresh one, breaking it if it is too long.
    private mutating func placeWord() {
        guard !word.isEmpty else { return }
        defer {
            word.removeAll(keepingCapacity: true)
            wordWidth = 0
            pendingSpaces = 0
        }
        if lineWidth + pendingSpaces + wordWidth <= width {
            appendSpaces()
            appendWord()
            return
        }
        if lineWidth > 0 {
            // The spaces at a wrap point are consumed.
            finishLine(endsParagraph: false)
            pendingSpaces = 0
        }
        if pendingSpaces + wordWidth <= width {
            appendSpaces()  // a paragraph's indentation, kept when the word still fits
            appendWord()
            return
        }
        for var glyph in word {
            if glyph.width > width { glyph = Glyph("…", width: 1) }
            if lineWidth + glyph.width > width { finishLine(endsParagraph: false) }
            line.append(glyph.character)
            lineWidth += glyph.width
        }
    }

    private mutating func appendSpaces() {
        guard pendingSpaces > 0 else { return }
        line.append(String(repeating: " ", count: pendingSpaces))
        lineWidth += pendingSpaces
    }

    private mutating func appendWord() {
        for glyph in word { line.append(glyph.character) }
        lineWidth += wordWidth
    }

    private mutating func finishLine(endsParagraph: Bool) {
        lines.append(TextLayout.WrappedLine(text: line, width: lineWidth, endsParagraph: endsParagraph))
        line = ""
        lineWidth = 0
        pendingSpaces = 0
    }
}
