/// Greedy wrapping of printable ASCII, byte by byte: the same lines as ``LineWrapper``
/// gives (every byte is one column and its own glyph, a space separates words), without
/// segmenting graphemes. Sections of many short labels measure mostly such text.
enum ASCIILineWrapper {
    /// Whether `text` is printable ASCII only (no control characters, so no hard breaks).
    static func applies(to text: String) -> Bool {
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
        let width = max(1, width)
        var text = text
        return text.withUTF8 { bytes in
            var lines: [TextLayout.WrappedLine] = []
            var lineStart = -1  // negative: the line is empty
            var lineEnd = 0
            var spacesStart = 0
            var pendingSpaces = 0
            var wordStart = 0
            var wordLength = 0

            func lineWidth() -> Int { lineStart < 0 ? 0 : lineEnd - lineStart }

            func finishLine(endsParagraph: Bool) {
                let line =
                    lineStart < 0
                    ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), as: UTF8.self)
                lines.append(TextLayout.WrappedLine(text: line, width: lineWidth(), endsParagraph: endsParagraph))
                lineStart = -1
                pendingSpaces = 0
            }

            func append(from start: Int, to end: Int) {
                if lineStart < 0 { lineStart = start }
                lineEnd = end
            }

            func placeWord() {
                guard wordLength > 0 else { return }
                defer {
                    wordLength = 0
                    pendingSpaces = 0
                }
                let wordEnd = wordStart + wordLength
                if lineWidth() + pendingSpaces + wordLength <= width {
                    append(from: pendingSpaces > 0 ? spacesStart : wordStart, to: wordEnd)
                    return
                }
                if lineWidth() > 0 {
                    // The spaces at a wrap point are consumed.
                    finishLine(endsParagraph: false)
                }
                if pendingSpaces + wordLength <= width {
                    append(from: pendingSpaces > 0 ? spacesStart : wordStart, to: wordEnd)
                    return
                }
                for index in wordStart..<wordEnd {
                    if lineWidth() + 1 > width { finishLine(endsParagraph: false) }
                    append(from: index, to: index + 1)
                }
            }

            for index in 0..<bytes.count {
                if bytes[index] == 0x20 {
                    placeWord()
                    if pendingSpaces == 0 { spacesStart = index }
                    pendingSpaces += 1
                } else {
                    if wordLength == 0 { wordStart = index }
                    wordLength += 1
                }
            }
            placeWord()
            finishLine(endsParagraph: true)
            return lines
        }
    }
}
