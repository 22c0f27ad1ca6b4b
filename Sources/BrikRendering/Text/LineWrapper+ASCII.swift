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

    /// The lines of one paragraph of printable ASCII at `width` (≥ 1) columns.
    ///
    /// Every line is a contiguous run of the text (a word joins the line with the spaces
    /// before it; spaces at a wrap point are dropped), so lines are cut from the bytes
    /// by index, with one string made per line and no buffers in between.
    static func lines(_ text: String, width: Int) -> [TextLayout.WrappedLine] {
        var text = text
        return text.withUTF8 { bytes in
            var state = State(bytes: bytes, width: max(1, width))
            for index in 0..<bytes.count {
                if bytes[index] == 0x20 {
                    state.placeWord()
                    if state.pendingSpaces == 0 { state.spacesStart = index }
                    state.pendingSpaces += 1
                } else {
                    if state.wordLength == 0 { state.wordStart = index }
                    state.wordLength += 1
                }
            }
            state.placeWord()
            state.finishLine(endsParagraph: true)
            return state.lines
        }
    }

    /// The wrapping in progress (a struct with mutating methods, not local functions
    /// capturing variables: those captures are boxed and access-checked on every use).
    private struct State {
        let bytes: UnsafeBufferPointer<UInt8>
        let width: Int
        var lines: [TextLayout.WrappedLine] = []
        /// Where the current line starts in `bytes`; negative while it is empty.
        var lineStart = -1
        var lineEnd = 0
        var spacesStart = 0
        var pendingSpaces = 0
        var wordStart = 0
        var wordLength = 0

        init(bytes: UnsafeBufferPointer<UInt8>, width: Int) {
            self.bytes = bytes
            self.width = width
        }

        var lineWidth: Int { lineStart < 0 ? 0 : lineEnd - lineStart }

        mutating func finishLine(endsParagraph: Bool) {
            let line =
                lineStart < 0 ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), as: UTF8.self)
            lines.append(TextLayout.WrappedLine(text: line, width: lineWidth, endsParagraph: endsParagraph))
            lineStart = -1
            pendingSpaces = 0
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
