import BrikRendering
import Testing

@testable import BrikCore

/// Input a terminal may deliver in bulk or in pieces: nothing lost, nothing invented.
@MainActor
@Suite struct HostileInputTests {
    @Test func aLoneEscapeWaitsForSilenceThenIsEsc() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty, "ESC may start a sequence: held")
        #expect(decoder.hasPending)
        // The backend flushes when the escape delay passes with no more bytes.
        #expect(decoder.flush() == [.press(.escape)])
        #expect(!decoder.hasPending)
        // An unfinished sequence followed by silence gives its keys back, not a guess.
        #expect(decoder.feed(Decode.bytes("\u{1B}[")).isEmpty)
        let flushed = decoder.flush()
        #expect(!flushed.isEmpty && !decoder.hasPending)
    }

    @Test func aHundredThousandCharacterBracketedPasteFromBytesLosesNothing() {
        let field = TextField()
        let terminal = TestTerminal(root: VBrik(alignment: .fill) { _ in field }, size: Size(width: 40, height: 3))
        let text = String((0..<100_000).map { index -> Character in index % 89 == 0 ? "é" : "q" })
        terminal.send(bytes: Decode.bytes("\u{1B}[200~" + text + "\u{1B}[201~"))
        #expect(field.text == text)
    }

    @Test func aBurstOfTenThousandKeysInOneReadLosesNothing() {
        let field = TextField()
        let terminal = TestTerminal(root: VBrik(alignment: .fill) { _ in field }, size: Size(width: 40, height: 3))
        let text = String((0..<10_000).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 * 7 % 26))) })
        let frames = terminal.application.stats.frames
        terminal.send(bytes: Decode.bytes(text))
        #expect(field.text == text)
        #expect(terminal.application.stats.frames == frames + 1, "one read, one frame")
    }
}
