import BrikRendering
import SeededRandom
import Testing

@testable import BrikCore

/// Text cut between reads, with pauses between them, comes out whole: the rules of
/// ``TimedInputDecoder`` on a virtual clock (what a backend does between reads).
@Suite struct TimedInputDecoderTests {
    static let escapeDelay = Duration.milliseconds(25)
    /// 2-, 3- and 4-byte characters and a cluster of three scalars (woman, ZWJ, laptop).
    static let samples = ["é", "中", "😀", "👩\u{200D}💻"]

    /// A backend's reads: each piece fed at its time; before each, whatever the decoder
    /// held is flushed if its time was up (as the run loop's wait does); at the end, once
    /// input has been idle long enough, everything.
    static func read(_ pieces: [(bytes: [UInt8], pauseBefore: Duration)]) -> [Event] {
        let start = ContinuousClock.now
        var reader = TimedInputDecoder(now: start)
        var now = start
        var events: [Event] = []
        for piece in pieces {
            // The loop wakes when held input is due, and at the end of the pause.
            if let due = reader.flushDue(escapeDelay: escapeDelay), due <= now + piece.pauseBefore {
                events += reader.flushIfDue(at: due, escapeDelay: escapeDelay)
            }
            now += piece.pauseBefore
            events += reader.flushIfDue(at: now, escapeDelay: escapeDelay)
            events += reader.feed(piece.bytes, at: now)
        }
        now += .seconds(5)
        return events + reader.flushIfDue(at: now, escapeDelay: escapeDelay)
    }

    /// The text of typed characters and pastes, in order.
    static func text(of events: [Event]) -> String {
        var text = ""
        for event in events {
            switch event {
            case .key(let key) where key.modifiers.isEmpty && key.key == .enter: text += "\r"
            case .key(let key) where key.modifiers.isEmpty:
                if case .character(let character) = key.key { text.append(character) } else { text += "<\(event)>" }
            case .paste(let pasted): text += pasted
            default: text += "<\(event)>"
            }
        }
        return text
    }

    @Test func everySplitOfEveryCharacterWithPausesUpTo300msArrivesWhole() {
        for sample in Self.samples {
            let bytes = Array(sample.utf8)
            for cut in 1..<bytes.count {
                for pause in [0, 1, 24, 26, 100, 299, 300].map(Duration.milliseconds) {
                    for bracketed in [false, true] {
                        let before = Array((bracketed ? "\u{1B}[200~a" : "a").utf8)
                        let after = Array((bracketed ? "b\u{1B}[201~" : "b").utf8)
                        let events = Self.read([
                            (before + bytes[..<cut], .zero), (Array(bytes[cut...]) + after, pause),
                        ])
                        let expected = "a" + sample + "b"
                        #expect(
                            Array(Self.text(of: events).utf8) == Array(expected.utf8),
                            "\(sample) cut at \(cut), \(pause), bracketed \(bracketed): \(events)")
                        if bracketed { #expect(events == [.paste(expected)]) }
                    }
                }
            }
        }
    }

    @Test func aClusterAcrossThreeReadsArrivesByteForByte() {
        let scalars = "👩\u{200D}💻".unicodeScalars.map { Array(String($0).utf8) }
        for pause in [0, 50, 300].map(Duration.milliseconds) {
            let events = Self.read([(scalars[0], .zero), (scalars[1], pause), (scalars[2], pause)])
            #expect(Array(Self.text(of: events).utf8) == Array("👩\u{200D}💻".utf8))
            let pasted = Self.read([
                (Array("\u{1B}[200~".utf8) + scalars[0], .zero), (scalars[1], pause),
                (scalars[2] + Array("\u{1B}[201~".utf8), pause),
            ])
            #expect(pasted == [.paste("👩\u{200D}💻")])
        }
    }

    @Test func halfACharacterWaitsASecondNotTheEscapeDelay() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0xC3]).isEmpty)
        #expect(decoder.flushDelay(escapeDelay: Self.escapeDelay) == InputDecoder.partialCharacterTimeout)
        #expect(decoder.feed([0xA9]) == [.press(.character("é"))])
        // Alt with half a character after it waits as long.
        #expect(decoder.feed([0x1B, 0xE4, 0xB8]).isEmpty)
        #expect(decoder.flushDelay(escapeDelay: Self.escapeDelay) == InputDecoder.partialCharacterTimeout)
        #expect(decoder.feed([0xAD]) == [.press(.character("中"), .alt)])
        // A lone ESC still waits only the escape delay.
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.flushDelay(escapeDelay: Self.escapeDelay) == Self.escapeDelay)
    }

    /// A key sequence cut after its parameters by a slow link (`ESC [ 1 ; 5` … `D`) is
    /// still the key: no key press looks like a CSI with parameters and no end. Cut right
    /// after `ESC [` it cannot wait: that is also Alt+`[`.
    @Test func aSequenceCutAfterItsParametersWaitsForItsEnd() {
        let events = Self.read([(Array("ab\u{1B}[1;5".utf8), .zero), (Array("Dx".utf8), .milliseconds(300))])
        #expect(events == [.press(.character("a")), .press(.character("b")), .press(.left, .control), .press(.character("x"))])
        let mouse = Self.read([(Array("\u{1B}[<0;5".utf8), .zero), (Array(";3M".utf8), .milliseconds(300))])
        #expect(mouse == [.mouse(MouseEvent(.press(.left), at: Point(x: 4, y: 2)))])
        let alt = Self.read([(Array("\u{1B}[".utf8), .zero), (Array("x".utf8), .milliseconds(300))])
        #expect(alt == [.press(.character("["), .alt), .press(.character("x"))])
    }

    @Test func halfACharacterNobodyEndsIsReplacedAfterItsTime() {
        let events = Self.read([([0x61, 0xE4], .zero), ([0x62], .seconds(2))])
        #expect(events == [.press(.character("a")), .press(.character("\u{FFFD}")), .press(.character("b"))])
    }

    @Test func randomCutsAndPausesNeverChangeTheText() {
        var random = SplitMix64(seed: 43)
        let alphabet = ["a", " ", "é", "中", "😀", "\u{301}", "👩\u{200D}💻", "ß", "\r"]
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 1...40, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
                .joined()
            let bracketed = Bool.random(using: &random)
            let bytes = Array((bracketed ? "\u{1B}[200~" + text + "\u{1B}[201~" : text).utf8)
            var pieces: [(bytes: [UInt8], pauseBefore: Duration)] = []
            // An escape sequence cut by a pause longer than the escape delay is Escape and
            // keys, as in any terminal; the paste's opening marker goes whole.
            var start = 0
            if bracketed {
                pieces.append((Array(bytes[..<6]), .zero))
                start = 6
            }
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 1...7, using: &random))
                pieces.append((Array(bytes[start..<end]), .milliseconds(Int.random(in: 0...300, using: &random))))
                start = end
            }
            let events = Self.read(pieces)
            let got = Self.text(of: events)
            #expect(Array(got.utf8) == Array(text.utf8), "\(text.debugDescription) in \(pieces.count) pieces")
        }
    }

    @Test func aLoneCtrlCAfterAPauseEndsAnOpenPasteAndIsTheKey() {
        let events = Self.read([
            (Array("\u{1B}[200~abc".utf8), .zero), ([0x03], .milliseconds(150)),
        ])
        #expect(events == [.paste("abc"), .press(.character("c"), .control)])
        // Within the pause it is the paste's text.
        let quick = Self.read([(Array("\u{1B}[200~abc".utf8), .zero), ([0x03], .milliseconds(20))])
        #expect(quick == [.paste("abc\u{3}")])
    }

    @Test func aReplyEndsItsTimeAfterItBeganWhateverFollows() {
        let start = ContinuousClock.now
        var reader = TimedInputDecoder(now: start)
        #expect(reader.feed(Array("\u{1B}]11;".utf8), at: start).isEmpty)
        #expect(reader.flushDue(escapeDelay: Self.escapeDelay) == start + InputDecoder.stringIdleTimeout)
        // More bytes do not put the end off.
        _ = reader.feed(Array("rgb".utf8), at: start + .milliseconds(200))
        #expect(reader.flushDue(escapeDelay: Self.escapeDelay) == start + InputDecoder.stringIdleTimeout)
        #expect(reader.flushIfDue(at: start + .milliseconds(299), escapeDelay: Self.escapeDelay).isEmpty)
        #expect(reader.flushIfDue(at: start + .milliseconds(300), escapeDelay: Self.escapeDelay).isEmpty)
        #expect(reader.flushDue(escapeDelay: Self.escapeDelay) == nil)
        #expect(reader.feed(Array("q".utf8), at: start + .milliseconds(301)) == [.press(.character("q"))])
    }
}

/// A terminal's own key sequences (terminfo's), matched before the xterm decoding.
@Suite struct KeySequenceTableTests {
    /// rxvt's shifted F3 and F5, the Linux console's F1, and xterm's Shift+F3 (kf15).
    static let table = KeySequenceTable([
        Array("\u{1B}[25~".utf8): KeyEvent(.function(3), modifiers: .shift),
        Array("\u{1B}[28$".utf8): KeyEvent(.function(5), modifiers: .shift),
        Array("\u{1B}[[A".utf8): KeyEvent(.function(1)),
        Array("\u{1B}[1;2R".utf8): KeyEvent(.function(3), modifiers: .shift),
        Array("x".utf8): KeyEvent(.escape),
        Array("\u{1B}".utf8): KeyEvent(.escape),
    ])

    static func decode(_ pieces: [String], awaitingReports: Int = 0) -> [Event] {
        var decoder = InputDecoder(keyTable: table)
        decoder.cursorReportsExpected = awaitingReports
        return pieces.flatMap { decoder.feed(Array($0.utf8)) } + decoder.flush()
    }

    @Test func onlySequencesStartingWithEscapeAreKept() {
        #expect(Self.table.count == 4)
        #expect(Self.table[Array("x".utf8)] == nil)
    }

    @Test func theTerminalsSequencesWinOverXtermsReading() {
        #expect(Self.decode(["\u{1B}[28$q"]) == [.press(.function(5), .shift), .press(.character("q"))])
        #expect(Self.decode(["\u{1B}[[Aq"]) == [.press(.function(1)), .press(.character("q"))])
        #expect(Self.decode(["\u{1B}[25~"]) == [.press(.function(3), .shift)])
        // What the table does not list is read as before.
        #expect(Self.decode(["\u{1B}[A\u{1B}OB"]) == [.press(.up), .press(.down)])
    }

    @Test func aSequenceCutAnywhereWaitsForItsEnd() {
        let sequence = "\u{1B}[28$"
        for cut in 1..<sequence.utf8.count {
            let bytes = Array(sequence.utf8)
            let pieces = [String(decoding: bytes[..<cut], as: UTF8.self), String(decoding: bytes[cut...], as: UTF8.self)]
            #expect(Self.decode(pieces) == [.press(.function(5), .shift)], "cut at \(cut)")
        }
    }

    @Test func anAwaitedCursorReportIsNoKey() {
        #expect(Self.decode(["\u{1B}[1;2R"]) == [.press(.function(3), .shift)])
        #expect(Self.decode(["\u{1B}[1;2R"], awaitingReports: 1).isEmpty)
    }

    @Test func escapeBeforeAKeySequenceIsAlt() {
        #expect(Self.decode(["\u{1B}\u{1B}[A"]) == [.press(.up, .alt)])
        #expect(Self.decode(["\u{1B}\u{1B}OP"]) == [.press(.function(1), .alt)])
        #expect(Self.decode(["\u{1B}\u{1B}[[A"]) == [.press(.function(1), .alt)])
        // Escape, then a paste or a mouse report, stays Escape and then that.
        #expect(Self.decode(["\u{1B}\u{1B}[200~x\u{1B}[201~"]) == [.press(.escape), .paste("x")])
    }
}
