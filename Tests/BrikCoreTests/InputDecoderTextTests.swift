import SeededRandom
import Testing

@testable import BrikCore

@Suite struct InputDecoderTextTests {
    @Test func asciiAndUnicodeTextAreCharacters() {
        #expect(Decode.all("ab 1~") == Event.text("ab 1~"))
        #expect(Decode.all("中文😀é") == Event.text("中文😀é"))
    }

    @Test func scalarsOfOneFeedFormGraphemeClusters() {
        let family = "👨\u{200D}👩\u{200D}👧"
        #expect(Decode.all("e\u{301}x") == [.press(.character("e\u{301}")), .press(.character("x"))])
        #expect(Decode.all(family) == [.press(.character(Character(family)))])
        #expect(Decode.all("🇫🇷") == [.press(.character("🇫🇷"))])
        #expect(Decode.all("❤\u{FE0F}") == [.press(.character("❤\u{FE0F}"))])
    }

    @Test func clusterSplitAcrossFeedsComesOutInTwoEvents() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Decode.bytes("e")) == [.press(.character("e"))])
        #expect(decoder.feed(Decode.bytes("\u{301}")) == [.press(.character("\u{301}"))])
    }

    @Test func incompleteUTF8WaitsForTheNextFeed() {
        let bytes = Decode.bytes("é中😀")
        var decoder = InputDecoder()
        #expect(decoder.feed(bytes[0..<1]).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.feed(bytes[1..<4]) == [.press(.character("é"))])
        #expect(decoder.feed(bytes[4..<7]) == [.press(.character("中"))])
        #expect(decoder.hasPending)
        #expect(decoder.feed(bytes[7...]) == [.press(.character("😀"))])
        #expect(!decoder.hasPending)
    }

    @Test func incompleteUTF8AtFlushIsOneReplacementCharacter() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x61, 0xF0, 0x9F, 0x98]) == [.press(.character("a"))])
        #expect(decoder.flush() == [.press(.character("\u{FFFD}"))])
        #expect(!decoder.hasPending)
    }

    @Test(
        arguments: [
            // stray continuation, bad lead bytes, overlong, surrogate, above U+10FFFF
            ([0x80, 0x61], "\u{FFFD}a"),
            ([0xC0, 0xAF, 0x61], "\u{FFFD}\u{FFFD}a"),
            ([0xFF, 0xFE, 0x61], "\u{FFFD}\u{FFFD}a"),
            ([0xE0, 0x80, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}"),
            ([0xED, 0xA0, 0x80, 0x61], "\u{FFFD}\u{FFFD}\u{FFFD}a"),
            ([0xF4, 0x90, 0x80, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
            // a broken sequence gives one U+FFFD and the byte that broke it is read again
            ([0xE4, 0xB8, 0x61], "\u{FFFD}a"),
            ([0xF0, 0x9F, 0x98, 0xE4, 0xB8, 0xAD], "\u{FFFD}中"),
            ([0xC3, 0x1B, 0x5B, 0x41], "\u{FFFD}<up>"),
        ] as [([UInt8], String)])
    func invalidUTF8BecomesReplacementCharacters(bytes: [UInt8], expected: String) {
        let expectedEvents: [Event] =
            expected.hasSuffix("<up>")
            ? Event.text(String(expected.dropLast(4))) + [.press(.up)]
            : Event.text(expected)
        #expect(Decode.all(bytes) == expectedEvents)
        #expect(Decode.byteByByte(bytes) == expectedEvents)
    }

    @Test func invalidUTF8MatchesTheStandardLibrary() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let interesting: [UInt8] = [0x61, 0x80, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xA0, 0x9F, 0x8F, 0x90]
            let bytes = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                interesting.randomElement(using: &generator)!
            }
            let expected = String(decoding: bytes, as: UTF8.self).unicodeScalars.map(Character.init)
            // A C1 control in UTF-8 (`C2 80`…`C2 9F`) is a control, never text: see
            // InputDecoderBoundsTests.c1IntroducersInUTF8AreRepliesNotText.
            if expected.contains(where: { $0.unicodeScalars.first!.value >= 0x80 && $0.unicodeScalars.first!.value <= 0x9F }) {
                continue
            }
            let scalars = Decode.all(bytes).flatMap { event -> [Character] in
                guard case .key(let key) = event, case .character(let character) = key.key else { return [] }
                return character.unicodeScalars.map(Character.init)
            }
            #expect(scalars == expected, "bytes \(bytes)")
        }
    }

    @Test(
        arguments: [
            (0x0D, Event.press(.enter)), (0x0A, .press(.enter)), (0x09, .press(.tab)),
            (0x7F, .press(.backspace)), (0x08, .press(.backspace)),
            (0x01, .press(.character("a"), .control)), (0x03, .press(.character("c"), .control)),
            (0x1A, .press(.character("z"), .control)), (0x00, .press(.character(" "), .control)),
            (0x1C, .press(.character("\\"), .control)), (0x1D, .press(.character("]"), .control)),
            (0x1E, .press(.character("^"), .control)), (0x1F, .press(.character("_"), .control)),
        ] as [(UInt8, Event)])
    func controlBytesAreKeys(byte: UInt8, expected: Event) {
        #expect(Decode.all([byte]) == [expected])
    }

    @Test func loneEscapeWaitsForFlush() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.press(.escape)])
        #expect(!decoder.hasPending)
    }

    /// A second ESC may be the Alt prefix of a key sequence (`ESC ESC [ A` is Alt+Up), so
    /// two ESCs wait for what follows; anything but a key sequence makes the first Escape.
    @Test func escapeFollowedByEscapeIsEscape() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B, 0x1B]).isEmpty)
        #expect(decoder.feed(Decode.bytes("x")) == [.press(.escape), .press(.character("x"), .alt)])
        #expect(decoder.feed([0x1B, 0x1B]).isEmpty)
        #expect(decoder.flush() == [.press(.escape), .press(.escape)])
        #expect(Decode.all("\u{1B}\u{1B}[A\u{1B}\u{1B}[") == [.press(.up, .alt), .press(.escape), .press(.character("["), .alt)])
    }

    @Test func escapePrefixIsAlt() {
        #expect(
            Decode.all("\u{1B}a\u{1B}Q\u{1B} ") == [
                .press(.character("a"), .alt), .press(.character("Q"), .alt), .press(.character(" "), .alt),
            ])
        #expect(Decode.all("\u{1B}é\u{1B}😀") == [.press(.character("é"), .alt), .press(.character("😀"), .alt)])
        #expect(
            Decode.all([0x1B, 0x0D, 0x1B, 0x7F, 0x1B, 0x01, 0x1B, 0x09]) == [
                .press(.enter, .alt), .press(.backspace, .alt),
                .press(.character("a"), [.alt, .control]), .press(.tab, .alt),
            ])
    }

    @Test func flushResolvesUnfinishedEscapes() {
        #expect(Decode.all("\u{1B}[") == [.press(.character("["), .alt)])
        #expect(Decode.all("\u{1B}O") == [.press(.character("O"), .alt)])
        #expect(Decode.all("\u{1B}[1;5").isEmpty)
        #expect(Decode.all("\u{1B}O5").isEmpty)
        #expect(Decode.all([0x1B, 0xE4, 0xB8]) == [.press(.character("\u{FFFD}"), .alt)])
        #expect(Decode.all("\u{1B}[\r") == [.press(.character("["), .alt), .press(.enter)])
        #expect(Decode.all("\u{1B}O\u{1B}[A") == [.press(.character("O"), .alt), .press(.up)])
    }
}
