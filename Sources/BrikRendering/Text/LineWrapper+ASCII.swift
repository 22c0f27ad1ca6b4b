/// Greedy wrapping of printable ASCII, byte by byte: the same lines as ``LineWrapper``
/// gives (every byte is one column and its own glyph, a space separates words), without
/// segmenting graphemes. Sections of many short labels measure mostly such text.
package enum ASCIILineWrapper {
    /// Whether `text` is printable ASCII only (no control characters, so no hard breaks).
    package static func applies(to text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            return true
        }
    }

    /// What measuring a label needs of `text` before any width, in one scan: its kind
    /// (``applies(to:)``: `.printable`, else ``appliesWithBreaks(to:)``: `.withBreaks`, else
    /// `.other`) and its ideal width in columns.
    ///
    /// The width is, for printable text, its bytes without the trailing spaces: the width of
    /// its one line, which ``measure(_:width:)`` gives at any width at least that (so a text of
    /// spaces only is 0 wide, though it takes a row); with breaks, the widest paragraph in
    /// bytes, trailing spaces included; for other text 0 (the Unicode path measures it).
    package static func facts(of text: String) -> (kind: ASCIIKind, width: Int) {
        var text = text
        return text.withUTF8 { bytes in
            var kind = ASCIIKind.printable
            var widest = 0
            var paragraphStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index &+= 1
                // Printable, a space included (nearly every byte): one comparison.
                if byte &- 0x20 < 0x5F { continue }
                guard byte &- 0x0A < 4 else { return (.other, 0) }
                kind = .withBreaks
                widest = max(widest, index &- 1 &- paragraphStart)
                paragraphStart = index
            }
            guard kind == .printable else { return (kind, max(widest, bytes.count - paragraphStart)) }
            var end = bytes.count
            while end > 0, bytes[end &- 1] == 0x20 { end &-= 1 }
            return (kind, end)
        }
    }

    /// The three kinds of text ``facts(of:)`` tells apart.
    package enum ASCIIKind: Int8 {
        /// Anything else: segmented as Unicode text.
        case other = 0
        /// Printable ASCII only: one column per byte, no line break.
        case printable = 1
        /// Printable ASCII with hard breaks (LF, CR, VT, FF).
        case withBreaks = 2
    }

    /// Whether `text` is printable ASCII with hard breaks only (LF, CR, CR LF, VT, FF): each
    /// paragraph wraps byte by byte, so a text of a million lines never segments a scalar.
    package static func appliesWithBreaks(to text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where (byte < 0x20 && (byte < 0x0A || byte > 0x0D)) || byte >= 0x7F { return false }
            return true
        }
    }

    /// The lines of printable ASCII (with hard breaks, see ``appliesWithBreaks(to:)``) at
    /// `width` (≥ 1) columns.
    ///
    /// Every line is a contiguous run of the text (a word joins the line with the spaces
    /// before it; spaces at a wrap point are dropped), so lines are cut from the bytes
    /// by index, with one string made per line and no buffers in between.
    static func lines(_ text: String, width: Int) -> [TextLayout.WrappedLine] {
        wrap(text, width: width, keeping: .lines).lines
    }

    /// The text of each line of ``lines(_:width:)``, and nothing else: what drawing a label
    /// needs. `capacity` is how many lines to make room for (known when it was measured).
    package static func lineTexts(_ text: String, width: Int, capacity: Int = 0) -> [String] {
        wrap(text, width: width, keeping: .texts, capacity: capacity).texts
    }

    /// Writes the lines of ``lines(_:width:)`` in `rows` into `canvas`, line `row` at
    /// `origin.y + row`, making no string and no array: what drawing a short label needs,
    /// every frame. Wrapping stops after the last line of `rows`.
    package static func draw(
        _ text: String, width: Int, rows: Range<Int>, into canvas: inout Canvas, at origin: Point, style: CellStyle
    ) {
        guard !rows.isEmpty else { return }
        var text = text
        withUnsafeMutablePointer(to: &canvas) { canvas in
            text.withUTF8 { bytes in
                var state = State(bytes: bytes, width: max(1, width), keeping: .draw(rows))
                state.target = DrawTarget(canvas: canvas, origin: origin, style: style.packed)
                for index in 0..<bytes.count {
                    guard !state.isDone else { return }
                    state.step(at: index)
                }
                state.placeWord()
                state.finishLine(endsParagraph: true)
            }
        }
    }

    /// Where ``draw(_:width:rows:into:at:style:)`` writes.
    private struct DrawTarget {
        let canvas: UnsafeMutablePointer<Canvas>
        let origin: Point
        let style: UInt64
    }

    /// How many lines ``lines(_:width:)`` gives and how wide the widest is, without making
    /// them: what measuring a label needs, at no allocation.
    package static func measure(_ text: String, width: Int) -> (lines: Int, widest: Int) {
        var text = text
        return text.withUTF8 { bytes in
            var counter = LineCounter(width: max(1, width))
            for index in 0..<bytes.count {
                let byte = bytes[index]
                if byte < 0x20 {
                    // A hard break (CR LF is one): the paragraph ends.
                    if byte == 0x0A && index > 0 && bytes[index - 1] == 0x0D { continue }
                    counter.placeWord()
                    counter.finishLine()
                } else if byte == 0x20 {
                    counter.placeWord()
                    counter.pendingSpaces += 1
                } else {
                    counter.wordLength += 1
                }
            }
            counter.placeWord()
            counter.finishLine()
            return (counter.lines, counter.widest)
        }
    }

    /// What wrapping keeps of each line besides counting it.
    private enum Keeping {
        case texts, lines
        /// Write the lines in the range into the state's canvas, keep nothing.
        case draw(Range<Int>)

        var isTexts: Bool {
            if case .texts = self { return true }
            return false
        }
    }

    /// ``State`` reduced to widths: the same decisions, on plain integers, for measuring.
    private struct LineCounter {
        let width: Int
        var lines = 0
        var widest = 0
        /// The width of the current line; 0 while it is empty.
        var lineWidth = 0
        var pendingSpaces = 0
        var wordLength = 0

        init(width: Int) {
            self.width = width
        }

        mutating func finishLine() {
            lines += 1
            widest = max(widest, lineWidth)
            lineWidth = 0
            pendingSpaces = 0
        }

        /// As ``State/placeWord()``: a word joins the line with the spaces before it, else
        /// starts a fresh one (the spaces consumed), else is broken a column at a time.
        mutating func placeWord() {
            guard wordLength > 0 else { return }
            defer {
                wordLength = 0
                pendingSpaces = 0
            }
            if lineWidth + pendingSpaces + wordLength <= width {
                lineWidth += pendingSpaces + wordLength
                return
            }
            if lineWidth > 0 { finishLine() }
            if pendingSpaces + wordLength <= width {
                lineWidth = pendingSpaces + wordLength
                return
            }
            for _ in 0..<wordLength {
                if lineWidth + 1 > width { finishLine() }
                lineWidth += 1
            }
        }
    }

    private static func wrap(_ text: String, width: Int, keeping: Keeping, capacity: Int = 0) -> State {
        var text = text
        return text.withUTF8 { bytes in
            var state = State(bytes: bytes, width: max(1, width), keeping: keeping)
            if keeping.isTexts { state.texts.reserveCapacity(capacity) }
            for index in 0..<bytes.count { state.step(at: index) }
            state.placeWord()
            state.finishLine(endsParagraph: true)
            return state
        }
    }

    /// The wrapping in progress (a struct with mutating methods, not local functions
    /// capturing variables: those captures are boxed and access-checked on every use).
    private struct State {
        let bytes: UnsafeBufferPointer<UInt8>
        let width: Int
        /// What is made of each line.
        let keeping: Keeping
        var lines: [TextLayout.WrappedLine] = []
        var texts: [String] = []
        /// Where the current line starts in `bytes`; negative while it is empty.
        var lineStart = -1
        var lineEnd = 0
        var spacesStart = 0
        var pendingSpaces = 0
        var wordStart = 0
        var wordLength = 0

        init(bytes: UnsafeBufferPointer<UInt8>, width: Int, keeping: Keeping) {
            self.bytes = bytes
            self.width = width
            self.keeping = keeping
        }

        /// How many lines have been finished.
        var lineCount = 0
        /// Whether drawing has passed the last line it wants.
        var isDone = false
        /// Where drawing writes (``Keeping/draw(_:)`` only).
        var target: DrawTarget?

        var lineWidth: Int { lineStart < 0 ? 0 : lineEnd - lineStart }

        /// Takes the byte at `index` into the line being wrapped.
        @inline(__always)
        mutating func step(at index: Int) {
            let byte = bytes[index]
            if byte < 0x20 {
                // A hard break (CR LF is one): the paragraph ends.
                if byte == 0x0A && index > 0 && bytes[index - 1] == 0x0D { return }
                placeWord()
                finishLine(endsParagraph: true)
            } else if byte == 0x20 {
                placeWord()
                if pendingSpaces == 0 { spacesStart = index }
                pendingSpaces += 1
            } else {
                if wordLength == 0 { wordStart = index }
                wordLength += 1
            }
        }

        mutating func finishLine(endsParagraph: Bool) {
            defer {
                lineCount += 1
                lineStart = -1
                pendingSpaces = 0
            }
            let range = lineStart < 0 ? 0..<0 : lineStart..<lineEnd
            switch keeping {
            case .draw(let rows):
                guard !isDone, let target else { return }
                if rows.contains(lineCount) {
                    target.canvas.pointee.writeASCII(
                        UnsafeBufferPointer(rebasing: bytes[range]),
                        at: Point(x: target.origin.x, y: target.origin.y + lineCount), style: target.style)
                }
                if lineCount + 1 >= rows.upperBound { isDone = true }
            case .texts:
                texts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
            case .lines:
                let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                lines.append(TextLayout.WrappedLine(text: line, width: lineWidth, endsParagraph: endsParagraph))
            }
        }

        mutating func append(from start: Int, to end: Int) {
            if lineStart < 0 { lineStart = start }
            lineEnd = end
        }

        /// Puts the collected word, with the spaces before it, on the current line if it
        /// fits, else on a fresh one, breaking it if it is too long (as ``LineWrapper``).
        mutating func placeWord() {
            guard wordLength > 0 else { return }
            let wordEnd = wordStart + wordLength
            defer {
                wordLength = 0
                pendingSpaces = 0
            }
            if lineWidth + pendingSpaces + wordLength <= width {
                append(from: pendingSpaces > 0 ? spacesStart : wordStart, to: wordEnd)
                return
            }
            if lineWidth > 0 {
                // The spaces at a wrap point are consumed.
                finishLine(endsParagraph: false)
            }
            if pendingSpaces + wordLength <= width {
                append(from: pendingSpaces > 0 ? spacesStart : wordStart, to: wordEnd)
                return
            }
            for index in wordStart..<wordEnd {
                if lineWidth + 1 > width { finishLine(endsParagraph: false) }
                append(from: index, to: index + 1)
            }
        }
    }
}
