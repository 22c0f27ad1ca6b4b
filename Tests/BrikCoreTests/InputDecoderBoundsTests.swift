import BrikRendering
import SeededRandom
import Testing

@testable import BrikCore

/// The decoder's states that wait for an end marker (bracketed paste, terminal
/// strings) end by themselves, and terminal replies never become keys.
@Suite struct InputDecoderBoundsTests {
    static let ctrlC = Event.press(.character("c"), .control)

    @Test func aPasteThatNeverEndsIsDeliveredWhenInputGoesIdle() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Decode.bytes("\u{1B}[200~abc")).isEmpty)
        // Ctrl-C and keys inside the open paste are paste text until it ends…
        #expect(decoder.feed([0x03]).isEmpty)
        #expect(decoder.flushDelay(escapeDelay: .milliseconds(25)) == .seconds(1))
        // …which the idle timeout does, delivering what arrived.
        #expect(decoder.flush() == [.paste("abc\u{3}")])
        #expect(!decoder.hasPending)
        // Then keys are keys again.
        #expect(decoder.feed([0x03]) == [Self.ctrlC])
        #expect(decoder.feed(Decode.bytes("\u{1B}[A")) == [.press(.up)])
    }

    @Test func anIdlePasteKeepsAHalfMatchedEndMarkerAsText() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Decode.bytes("\u{1B}[200~ab\u{1B}[20")).isEmpty)
        #expect(decoder.flush() == [.paste("ab\u{1B}[20")])
        #expect(decoder.feed(Decode.bytes("q")) == Event.text("q"))
    }

    /// Replies the terminal sends, with the reply they are kept as.
    static let replies: [(String, TerminalReply)] = [
        ("\u{1B}]11;rgb:1c1c/1c1c/1c1c\u{1B}\\", TerminalReply(.osc, body: Decode.bytes("11;rgb:1c1c/1c1c/1c1c"))),
        ("\u{1B}]11;rgb:ffff/ffff/ffff\u{7}", TerminalReply(.osc, body: Decode.bytes("11;rgb:ffff/ffff/ffff"))),
        ("\u{1B}P1$r0;1m\u{1B}\\", TerminalReply(.dcs, body: Decode.bytes("1$r0;1m"))),
        ("\u{1B}P>|tmux 3.3a\u{1B}\\", TerminalReply(.dcs, body: Decode.bytes(">|tmux 3.3a"))),
        ("\u{1B}_Gi=1;OK\u{1B}\\", TerminalReply(.apc, body: Decode.bytes("Gi=1;OK"))),
        ("\u{1B}^private\u{1B}\\", TerminalReply(.pm, body: Decode.bytes("private"))),
        ("\u{1B}Xstring\u{1B}\\", TerminalReply(.sos, body: Decode.bytes("string"))),
        ("\u{1B}[12;40R", TerminalReply(.csi, body: Decode.bytes("12;40R"))),
        ("\u{1B}[?1;2c", TerminalReply(.csi, body: Decode.bytes("?1;2c"))),
        ("\u{1B}[>0;95;0c", TerminalReply(.csi, body: Decode.bytes(">0;95;0c"))),
        ("\u{1B}[?2004;1$y", TerminalReply(.csi, body: Decode.bytes("?2004;1$y"))),
    ]

    @Test(arguments: replies)
    func aReplyIsConsumedWholeAndKeptForItsConsumer(sequence: String, reply: TerminalReply) {
        let bytes = Decode.bytes("a" + sequence + "b")
        // Whole, byte by byte, and in threes (so an ST's ESC ends a piece after string bytes).
        for cuts in [[], Array(0...bytes.count), Array(stride(from: 0, through: bytes.count, by: 3))] {
            let (events, replies) = Decode.piecesAndReplies(bytes, cuttingAt: cuts)
            #expect(Self.joined(events) == "ab", "\(sequence.debugDescription) cut at \(cuts)")
            #expect(replies == [reply])
        }
        var decoder = InputDecoder()
        _ = decoder.feed(Decode.bytes(sequence))
        #expect(decoder.takeReplies() == [reply])
        #expect(decoder.takeReplies().isEmpty, "taken once")
    }

    @Test func anUnterminatedReplyIsDroppedWhenInputGoesIdle() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Decode.bytes("\u{1B}]11;rgb:1c1c/1c")).isEmpty)
        #expect(decoder.flushDelay(escapeDelay: .milliseconds(25)) == InputDecoder.stringIdleTimeout)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.takeReplies().isEmpty)
        #expect(decoder.feed(Decode.bytes("q")) == Event.text("q"))
    }

    @Test func aControlByteOrEscapeEndsABrokenReplyAndIsTheKeyItIs() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Decode.bytes("\u{1B}P1$r0m")).isEmpty)
        #expect(decoder.feed([0x03]) == [Self.ctrlC])
        #expect(!decoder.hasPending)
        #expect(Decode.all("\u{1B}]11;rgb:00\u{1B}[Aq") == [.press(.up), .press(.character("q"))])
        #expect(Decode.all("\u{1B}_abc\rq") == [.press(.enter), .press(.character("q"))])
    }

    /// CAN and SUB cancel a string or sequence (ECMA-48): they go with it, so a reply a
    /// terminal cut short is not Ctrl-X or Ctrl-Z (undo in an editor; found by a red-team run).
    @Test func canOrSubCancelsAReplyOrSequenceAndIsDroppedWithIt() {
        for cancel in ["\u{18}", "\u{1A}"] {
            for cut in ["\u{1B}P1$r0m", "\u{1B}]11;rgb:00", "\u{1B}_Gi=1", "\u{1B}[12;4", "\u{1B}[?62;"] {
                var decoder = InputDecoder()
                let events = decoder.feed(Decode.bytes("a" + cut + cancel + "b")) + decoder.flush()
                #expect(Self.joined(events) == "ab", "\(cut.debugDescription) then \(cancel.debugDescription)")
                #expect(decoder.takeReplies().isEmpty)
            }
            // Outside a sequence they are the keys they are.
            #expect(Decode.all(cancel) == [.press(.character(cancel == "\u{18}" ? "x" : "z"), .control)])
        }
    }

    /// Replies with 8-bit introducers, as a terminal writes them in UTF-8 (`U+009B` for
    /// CSI, `U+009D` OSC … `U+009C` ST), are replies too; other C1 controls are never typed
    /// (found by a red-team run: `U+009B 12;40R` typed "12;40R" into a field).
    @Test func c1IntroducersInUTF8AreRepliesNotText() {
        let cases: [(String, TerminalReply?)] = [
            ("\u{9B}12;40R", TerminalReply(.csi, body: Decode.bytes("12;40R"))),
            ("\u{9B}?62;c", TerminalReply(.csi, body: Decode.bytes("?62;c"))),
            ("\u{9D}11;rgb:00/00/00\u{9C}", TerminalReply(.osc, body: Decode.bytes("11;rgb:00/00/00"))),
            ("\u{9D}11;rgb:00/00/00\u{7}", TerminalReply(.osc, body: Decode.bytes("11;rgb:00/00/00"))),
            ("\u{90}1$r0m\u{9C}", TerminalReply(.dcs, body: Decode.bytes("1$r0m"))),
            ("\u{9F}Gi=1;OK\u{1B}\\", TerminalReply(.apc, body: Decode.bytes("Gi=1;OK"))),
            ("\u{85}", nil),
        ]
        for (sequence, reply) in cases {
            let bytes = Decode.bytes("a" + sequence + "b")
            for cuts in [[], Array(0...bytes.count)] {
                let (events, replies) = Decode.piecesAndReplies(bytes, cuttingAt: cuts)
                #expect(Self.joined(events) == "ab", "\(sequence.debugDescription) cut at \(cuts)")
                #expect(replies == (reply.map { [$0] } ?? []), "\(sequence.debugDescription)")
            }
        }
        // A lone CSI at the end is no Alt+`[`: nothing.
        #expect(Self.joined(Decode.all(Decode.bytes("a\u{9B}"))) == "a")
        // A string body may hold any other UTF-8 text.
        var decoder = InputDecoder()
        _ = decoder.feed(Decode.bytes("\u{1B}]2;é\u{1B}\\"))
        #expect(decoder.takeReplies() == [TerminalReply(.osc, body: Decode.bytes("2;é"))])
    }

    /// An Escape pressed just before Ctrl-C (within the escape delay) does not turn it
    /// into Ctrl+Alt+C, which quits nothing (found by a red-team run); other Alt+Ctrl keys stay.
    @Test func escapeThenCtrlCIsEscapeThenCtrlC() {
        #expect(Decode.all([0x1B, 0x03]) == [.press(.escape), Self.ctrlC])
        #expect(Decode.byteByByte([0x1B, 0x03]) == [.press(.escape), Self.ctrlC])
        #expect(Decode.all([0x1B, 0x18]) == [.press(.character("x"), [.control, .alt])])
    }

    @Test func aReplyLongerThanTheLimitIsConsumedAndDropped() {
        var decoder = InputDecoder()
        let body = String(repeating: "9", count: InputDecoder.maximumReplyLength * 3)
        #expect(decoder.feed(Decode.bytes("\u{1B}]52;c;" + body)).isEmpty)
        #expect(decoder.stringBytes.count <= InputDecoder.maximumReplyLength)
        #expect(decoder.feed(Decode.bytes("\u{1B}\\x")) == Event.text("x"))
        #expect(decoder.takeReplies().isEmpty)
    }

    @Test func anIntroducerAloneIsAnAltKey() {
        #expect(Decode.all("\u{1B}]") == [.press(.character("]"), .alt)])
        #expect(Decode.all("\u{1B}P") == [.press(.character("P"), .alt)])
        #expect(Decode.all("\u{1B}_\r") == [.press(.character("_"), .alt), .press(.enter)])
    }

    @Test func queuedRepliesAreBounded() {
        var decoder = InputDecoder()
        for index in 0..<(InputDecoder.maximumQueuedReplies + 8) {
            #expect(decoder.feed(Decode.bytes("\u{1B}]\(index)\u{7}")).isEmpty)
        }
        let kept = decoder.takeReplies()
        #expect(kept.count == InputDecoder.maximumQueuedReplies)
        #expect(kept.last?.text == "\(InputDecoder.maximumQueuedReplies + 7)", "the newest are kept")
    }

    /// Random streams biased towards the bytes that open and close the waiting
    /// states: however a stream leaves the decoder, the idle flush ends it, and
    /// a Ctrl-C and an arrow key after it decode as themselves.
    @Test func anyStreamEndsAtTheIdleFlushAndKeysWorkAfterIt() {
        let interesting = Array("\u{1B}\u{1B}[]P_^X\\200~201~;0123456789<M?$rc".utf8) + [0x03, 0x07, 0x18, 0xC3, 0xFF]
        var generator = SplitMix64(seed: 21)
        for run in 0..<5_000 {
            var decoder = InputDecoder()
            let count = Int.random(in: 0...300, using: &generator)
            let bytes = (0..<count).map { _ in
                Int.random(in: 0..<4, using: &generator) == 0
                    ? UInt8.random(in: 0...255, using: &generator)
                    : interesting.randomElement(using: &generator)!
            }
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 1...40, using: &generator))
                _ = decoder.feed(bytes[start..<end])
                start = end
                #expect(decoder.pending.count <= InputDecoder.maximumSequenceLength, "run \(run)")
                #expect(decoder.stringBytes.count <= InputDecoder.maximumReplyLength, "run \(run)")
            }
            _ = decoder.flush()
            #expect(!decoder.hasPending, "run \(run): \(bytes)")
            #expect(decoder.feed([0x03]) == [Self.ctrlC], "run \(run): \(bytes)")
            #expect(decoder.feed(Decode.bytes("\u{1B}[A")) == [.press(.up)], "run \(run): \(bytes)")
            if decoder.hasPending { return }
        }
    }

    /// The typed text of `events`, for checking nothing but the keys got through.
    static func joined(_ events: [Event]) -> String {
        events.map { event -> String in
            guard case .key(let key) = event, case .character(let character) = key.key, key.modifiers.isEmpty else {
                return "<\(event)>"
            }
            return String(character)
        }.joined()
    }
}
