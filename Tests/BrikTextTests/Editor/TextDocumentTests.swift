import SeededRandom
import Testing

@testable import BrikCore
@testable import BrikText

/// The line tree under the document: lines, offsets, replacements, against a plain `String`.
@Suite struct TextDocumentTests {
    @Test func newlinesAreNormalisedAndLinesSplit() {
        let document = TextDocument("one\r\ntwo\rthree\n")
        #expect(document.lineCount == 4)
        #expect((0..<4).map(document.line) == ["one", "two", "three", ""])
        #expect(document.text == "one\ntwo\nthree\n")
        #expect(document.characterCount == 14)
    }

    @Test func replaceAcrossLinesReturnsTheInsertedRange() {
        let document = TextDocument("hello\nbrave\nworld")
        let range = document.replace(
            TextRange(TextPosition(line: 0, column: 2), TextPosition(line: 2, column: 3)), with: "y\nthere\r\nwo")
        #expect(document.text == "hey\nthere\nwold")
        #expect(range == TextRange(TextPosition(line: 0, column: 2), TextPosition(line: 2, column: 2)))
    }

    @Test func offsetsRoundTripInABigDocument() {
        let lines = (0..<5_000).map { "line \($0) é" }
        let document = TextDocument(lines.joined(separator: "\n"))
        #expect(document.lineCount == 5_000)
        var offset = 0
        for (index, line) in lines.enumerated() where index % 97 == 0 || index == lines.count - 1 {
            offset = lines[..<index].reduce(0) { $0 + $1.count + 1 }
            #expect(document.offset(of: TextPosition(line: index, column: 3)) == offset + 3)
            #expect(document.position(atOffset: offset + 3) == TextPosition(line: index, column: 3))
            #expect(document.line(index) == line)
        }
        #expect(document.position(atOffset: .max) == document.endPosition)
    }

    /// Random replacements (many lines, few lines, CR LF, marks) against the same edits on a
    /// `String`, with the tree's summaries (line count, characters, bytes) checked each step.
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomReplacementsMatchAString(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var model = (0..<300).map { "l\($0)" }.joined(separator: "\n")
        let document = TextDocument(model)
        let pieces = ["", "a", "\n", "xy\nz", "\r\n", "e\u{301}", "\u{301}", "中", "\n\n\n", "🇺", "🇸"]
        for step in 0..<400 {
            let count = model.count
            let a = Int(random.next() % UInt64(count + 1))
            let b = min(count, a + Int(random.next() % (random.next() % 4 == 0 ? 2_000 : 5)))
            var insertion = ""
            for _ in 0..<Int(random.next() % 3) { insertion += pieces[Int(random.next() % UInt64(pieces.count))] }
            if random.next() % 10 == 0 { insertion = (0..<200).map { "p\($0)" }.joined(separator: "\n") }
            let start = document.position(atOffset: a)
            let end = document.position(atOffset: b)
            document.replace(TextRange(start, end), with: insertion)
            let normalised = insertion.replacingCRLF()
            model = String(model.prefix(a)) + normalised + String(model.dropFirst(b))
            #expect(document.text == model, "seed \(seed) step \(step)")
            #expect(document.characterCount == model.count, "seed \(seed) step \(step)")
            #expect(document.utf8Count == model.utf8.count, "seed \(seed) step \(step)")
            #expect(document.lineCount == model.split(separator: "\n", omittingEmptySubsequences: false).count)
            if document.text != model { return }
        }
    }
}

extension String {
    /// CR LF and lone CR as LF, as a document stores them.
    func replacingCRLF() -> String {
        var result = ""
        var scalars = unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            if scalar == "\r" {
                result.unicodeScalars.append("\n")
                if pending == "\n" { pending = scalars.next() }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
