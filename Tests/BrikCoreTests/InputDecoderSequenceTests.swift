import BrikRendering
import Testing

@testable import BrikCore

@Suite struct InputDecoderSequenceTests {
    /// Each sequence, with what it decodes to; also checked split at every byte.
    static let keySequences: [(String, Event)] = [
        ("\u{1B}[A", .press(.up)), ("\u{1B}[B", .press(.down)),
        ("\u{1B}[C", .press(.right)), ("\u{1B}[D", .press(.left)),
        ("\u{1B}[H", .press(.home)), ("\u{1B}[F", .press(.end)),
        ("\u{1B}[1;2A", .press(.up, .shift)), ("\u{1B}[1;3B", .press(.down, .alt)),
        ("\u{1B}[1;4C", .press(.right, [.shift, .alt])), ("\u{1B}[1;5D", .press(.left, .control)),
        ("\u{1B}[1;6H", .press(.home, [.control, .shift])), ("\u{1B}[1;7F", .press(.end, [.control, .alt])),
        ("\u{1B}[1;8A", .press(.up, [.shift, .alt, .control])),
        ("\u{1B}[1~", .press(.home)), ("\u{1B}[7~", .press(.home)),
        ("\u{1B}[4~", .press(.end)), ("\u{1B}[8~", .press(.end)),
        ("\u{1B}[2~", .press(.insert)), ("\u{1B}[3~", .press(.delete)),
        ("\u{1B}[5~", .press(.pageUp)), ("\u{1B}[6~", .press(.pageDown)),
        ("\u{1B}[3;5~", .press(.delete, .control)), ("\u{1B}[6;2~", .press(.pageDown, .shift)),
        ("\u{1B}[11~", .press(.function(1))), ("\u{1B}[15~", .press(.function(5))),
        ("\u{1B}[17~", .press(.function(6))), ("\u{1B}[21~", .press(.function(10))),
        ("\u{1B}[23~", .press(.function(11))), ("\u{1B}[24;5~", .press(.function(12), .control)),
        ("\u{1B}[Z", .press(.tab, .shift)),
        ("\u{1B}OA", .press(.up)), ("\u{1B}OD", .press(.left)),
        ("\u{1B}OH", .press(.home)), ("\u{1B}OF", .press(.end)),
        ("\u{1B}OP", .press(.function(1))), ("\u{1B}OS", .press(.function(4))),
        ("\u{1B}[1;2P", .press(.function(1), .shift)), ("\u{1B}[1;5S", .press(.function(4), .control)),
        ("\u{1B}OM", .press(.enter)), ("\u{1B}Op", .press(.character("0"))),
        ("\u{1B}[27;5;13~", .press(.enter, .control)), ("\u{1B}[27;2;97~", .press(.character("a"), .shift)),
        ("\u{1B}[13;5u", .press(.enter, .control)), ("\u{1B}[97;5u", .press(.character("a"), .control)),
        ("\u{1B}[<0;1;1M", .mouse(MouseEvent(.press(.left), at: Point(x: 0, y: 0)))),
        ("\u{1B}[<2;10;5m", .mouse(MouseEvent(.release(.right), at: Point(x: 9, y: 4)))),
        ("\u{1B}[<1;3;4M", .mouse(MouseEvent(.press(.middle), at: Point(x: 2, y: 3)))),
        ("\u{1B}[<64;5;6M", .mouse(MouseEvent(.wheelUp, at: Point(x: 4, y: 5)))),
        ("\u{1B}[<65;5;6M", .mouse(MouseEvent(.wheelDown, at: Point(x: 4, y: 5)))),
        ("\u{1B}[<32;7;8M", .mouse(MouseEvent(.drag(.left), at: Point(x: 6, y: 7)))),
        ("\u{1B}[<34;300;8M", .mouse(MouseEvent(.drag(.right), at: Point(x: 299, y: 7)))),
        ("\u{1B}[<35;7;8M", .mouse(MouseEvent(.move, at: Point(x: 6, y: 7)))),
        (
            "\u{1B}[<28;300;200M",
            .mouse(MouseEvent(.press(.left), at: Point(x: 299, y: 199), modifiers: [.shift, .alt, .control]))
        ),
        ("\u{1B}[M !!", .mouse(MouseEvent(.press(.left), at: Point(x: 0, y: 0)))),
        ("\u{1B}[M\"*+", .mouse(MouseEvent(.press(.right), at: Point(x: 9, y: 10)))),
        ("\u{1B}[M`&'", .mouse(MouseEvent(.wheelUp, at: Point(x: 5, y: 6)))),
        ("\u{1B}[MC&'", .mouse(MouseEvent(.move, at: Point(x: 5, y: 6)))),
        ("\u{1B}[M@&'", .mouse(MouseEvent(.drag(.left), at: Point(x: 5, y: 6)))),
        ("\u{1B}[25~", .press(.function(1), .shift)), ("\u{1B}[34;5~", .press(.function(8), [.shift, .control])),
        ("\u{1B}[57376u", .press(.function(1), .shift)),
        ("\u{1B}[200~a\r\nb\u{1B}c\u{1B}[201~", .paste("a\r\nb\u{1B}c")),
        ("\u{1B}[200~\u{1B}[201~", .paste("")),
        ("\u{1B}[200~\u{1B}[20\u{1B}[201~", .paste("\u{1B}[20")),
        ("\u{1B}[200~\u{1B}[20\u{1B}[2012\u{1B}[201~", .paste("\u{1B}[20\u{1B}[2012")),
    ]

    @Test(arguments: keySequences)
    func sequenceDecodes(sequence: String, expected: Event) {
        #expect(Decode.all(sequence) == [expected])
    }

    @Test(arguments: keySequences)
    func sequenceDecodesSplitAtEveryByte(sequence: String, expected: Event) {
        let bytes = Decode.bytes(sequence)
        let input = Decode.bytes("x") + bytes + Decode.bytes("y")
        let whole = Event.text("x") + [expected] + Event.text("y")
        #expect(Decode.byteByByte(input) == whole)
        for cut in 0...input.count {
            #expect(Decode.pieces(input, cuttingAt: [cut]) == whole, "cut at \(cut)")
        }
    }

    @Test func sequencesDoNotWaitForFlush() {
        var decoder = InputDecoder()
        #expect(
            decoder.feed(Decode.bytes("\u{1B}[A\u{1B}OP\u{1B}[<0;1;1m")) == [
                .press(.up), .press(.function(1)),
                .mouse(MouseEvent(.release(.left), at: Point(x: 0, y: 0))),
            ])
        #expect(!decoder.hasPending)
    }

    @Test func x10ReleaseIsTheLastButtonPressed() {
        #expect(
            Decode.all("\u{1B}[M\"!!\u{1B}[M#!!") == [
                .mouse(MouseEvent(.press(.right), at: .zero)),
                .mouse(MouseEvent(.release(.right), at: .zero)),
            ])
    }

    @Test func focusRepliesAndUnknownSequencesAreSwallowed() {
        let swallowed = [
            "\u{1B}[I", "\u{1B}[O", "\u{1B}[?62;c", "\u{1B}[>1;2c", "\u{1B}[12;40R", "\u{1B}[201~",
            "\u{1B}[99~", "\u{1B}[5 q", "\u{1B}[E", "\u{1B}[<66;1;1M", "\u{1B}[<1;2M", "\u{1B}OE",
        ]
        for sequence in swallowed {
            #expect(Decode.all("a" + sequence + "b") == Event.text("ab"), "\(sequence.debugDescription)")
        }
    }

    @Test func malformedSequenceEndsAtTheByteThatBrokeIt() {
        #expect(Decode.all("\u{1B}[12\rx") == [.press(.enter), .press(.character("x"))])
        #expect(Decode.all("\u{1B}[1;\u{1B}[B") == [.press(.down)])
        #expect(Decode.all("\u{1B}O5\u{1B}OB") == [.press(.down)])
    }

    @Test func overlongSequenceIsDroppedToItsEnd() {
        let long = "\u{1B}[" + String(repeating: "1;", count: 100) + "A"
        var decoder = InputDecoder()
        var events: [Event] = []
        for byte in Decode.bytes(long + "z") {
            events += decoder.feed([byte])
            #expect(decoder.pending.count <= InputDecoder.maximumSequenceLength)
        }
        #expect(events == Event.text("z"))
        #expect(Decode.all(long + "z") == Event.text("z"))
        // A broken over-long sequence stops being dropped at a byte a CSI cannot hold.
        #expect(Decode.all("\u{1B}[" + String(repeating: "9", count: 80) + "\rq") == [.press(.enter), .press(.character("q"))])
    }

    @Test func pasteIsOneEventWithTheExactText() {
        let text = "line 1\r\nline\t2\u{7F}\u{3}\u{1B}[A é 😀"
        #expect(Decode.all("\u{1B}[200~" + text + "\u{1B}[201~x") == [.paste(text), .press(.character("x"))])
    }

    @Test func pasteStaysOpenPastTheEscapeDelayAndEndsWhenIdle() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Decode.bytes("\u{1B}[200~rm -rf\r")).isEmpty)
        #expect(decoder.flushDelay(escapeDelay: .milliseconds(25)) == InputDecoder.pasteIdleTimeout)
        #expect(decoder.feed(Decode.bytes(" x\u{1B}[201~")) == [.paste("rm -rf\r x")])
        #expect(!decoder.hasPending)
        #expect(decoder.flushDelay(escapeDelay: .milliseconds(25)) == nil)
    }

    @Test func pasteLongerThanTheLimitComesInPiecesWithWholeCharacters() {
        var decoder = InputDecoder()
        decoder.maximumPasteBytes = 10
        let text = "abcdefghé123456789012345"
        let events = decoder.feed(Decode.bytes("\u{1B}[200~" + text + "\u{1B}[201~"))
        #expect(events == [.paste("abcdefgh"), .paste("é12345678"), .paste("9012345")])
    }

    /// A paste fed in pieces as small as one byte comes out exact, and each byte is
    /// read once: between feeds the decoder never holds more than one escape sequence's
    /// worth of bytes to read again (the paste body is appended to, never re-scanned).
    /// That bound is what keeps the work linear; it is asserted instead of a time limit,
    /// which failed under AddressSanitizer on a loaded CI machine (218 s for what takes half a second under ASan alone).
    @Test func largePasteInChunksIsExactAndLinear() {
        let line = "The quick brown fox — 素早い狐 🦊\r\n"
        let text = String(repeating: line, count: 100_000 / line.count + 1)
        #expect(text.count >= 100_000)
        let bytes = Decode.bytes("\u{1B}[200~" + text + "\u{1B}[201~")
        for chunkSize in [1, 7, 4096] {
            var decoder = InputDecoder()
            var events: [Event] = []
            var mostHeld = 0
            var start = 0
            while start < bytes.count {
                let end = min(start + chunkSize, bytes.count)
                events += decoder.feed(bytes[start..<end])
                mostHeld = max(mostHeld, decoder.pending.count)
                start = end
            }
            #expect(events == [.paste(text)], "chunk size \(chunkSize)")
            #expect(!decoder.hasPending)
            #expect(mostHeld <= InputDecoder.maximumSequenceLength, "chunk size \(chunkSize)")
        }
    }
}
