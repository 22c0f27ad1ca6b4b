import BrikRendering
import SeededRandom
import Testing

@testable import BrikCore

@Suite struct InputDecoderRobustnessTests {
    /// Events with each plain character split into its scalars, because how
    /// scalars group into characters depends on where feeds end.
    static func scalarLevel(_ events: [Event]) -> [Event] {
        events.flatMap { event -> [Event] in
            guard case .key(let key) = event, key.modifiers.isEmpty, case .character(let character) = key.key else {
                return [event]
            }
            return character.unicodeScalars.map { .press(.character(Character($0))) }
        }
    }

    /// Bytes that drive the decoder through its states more often than uniform bytes would.
    static let interestingBytes: [UInt8] =
        Array("\u{1B}\u{1B}\u{1B}[[O<;;0123456789M~mAZu]P_^X\\?>$".utf8)
        + [0x00, 0x07, 0x0D, 0x7F, 0x80, 0xBF, 0xC3, 0xE2, 0xF0, 0xFF]

    static func randomBytes(count: Int, using generator: inout SplitMix64) -> [UInt8] {
        (0..<count).map { _ in
            Bool.random(using: &generator)
                ? UInt8.random(in: 0...255, using: &generator)
                : interestingBytes.randomElement(using: &generator)!
        }
    }

    @Test func randomStreamsNeverHangOrAccumulate() {
        var generator = SplitMix64(seed: 2024)
        for run in 0..<10_000 {
            let bytes = Self.randomBytes(count: Int.random(in: 0...200, using: &generator), using: &generator)
            var decoder = InputDecoder()
            var events: [Event] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 1...16, using: &generator))
                events += decoder.feed(bytes[start..<end])
                #expect(decoder.pending.count <= InputDecoder.maximumSequenceLength, "run \(run)")
                start = end
            }
            events += decoder.flush()
            // Random bytes may open a bracketed paste; ending it must leave nothing behind.
            let pasteEnd = Decode.bytes("\u{1B}[201~")
            var closing = InputDecoder()
            let whole = closing.feed(bytes) + closing.flush() + closing.feed(pasteEnd) + closing.flush()
            events += decoder.feed(pasteEnd) + decoder.flush()
            #expect(!decoder.hasPending, "run \(run)")
            #expect(Self.scalarLevel(events) == Self.scalarLevel(whole), "run \(run): \(bytes)")
            if Self.scalarLevel(events) != Self.scalarLevel(whole) { return }
        }
    }

    @Test func streamsOfKeysDecodeTheSameInAnyPieces() {
        let sequences = InputDecoderSequenceTests.keySequences.map(\.0) + ["a", "é", "中", "\r", "\u{7F}", "\u{1B}x"]
        var generator = SplitMix64(seed: 99)
        for _ in 0..<500 {
            let stream = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                sequences.randomElement(using: &generator)!
            }.joined()
            let bytes = Decode.bytes(stream)
            let cuts = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                Int.random(in: 0...bytes.count, using: &generator)
            }.sorted()
            #expect(
                Self.scalarLevel(Decode.pieces(bytes, cuttingAt: cuts)) == Self.scalarLevel(Decode.all(bytes)),
                "\(stream.debugDescription) cut at \(cuts)")
            #expect(Self.scalarLevel(Decode.byteByByte(bytes)) == Self.scalarLevel(Decode.all(bytes)))
        }
    }

    static let allModifiers: [KeyModifiers] = (0..<8).map { KeyModifiers(rawValue: UInt8($0)) }
    static let allKeys: [Key] =
        [
            .enter, .tab, .escape, .backspace, .delete, .insert, .up, .down, .left, .right,
            .home, .end, .pageUp, .pageDown,
        ] + (1...24).map { .function($0) }
        + ["a", "z", "A", "Z", "h", "i", "j", "m", "0", " ", "[", "O", "P", "]", "\\", "^", "_", "@", "~", "é", "中", "😀"]
        .map { .character($0) }

    @Test(arguments: allKeys)
    func bytesForKeyDecodeBackToTheKey(key: Key) {
        for modifiers in Self.allModifiers {
            let event = KeyEvent(key, modifiers: modifiers)
            let bytes = InputDecoder.bytes(for: event)
            #expect(Decode.all(bytes) == [.key(event)], "\(event): \(bytes)")
            // Followed by more input, the key must not need a flush (only a lone ESC does).
            if event != KeyEvent(.escape) {
                var decoder = InputDecoder()
                #expect(decoder.feed(bytes + Decode.bytes("q")) == [.key(event), .press(.character("q"))], "\(event)")
            }
        }
    }

    @Test func bytesForKeyUseTheClassicForms() {
        #expect(InputDecoder.bytes(for: KeyEvent(.up)) == Decode.bytes("\u{1B}[A"))
        #expect(InputDecoder.bytes(for: KeyEvent(.up, modifiers: .control)) == Decode.bytes("\u{1B}[1;5A"))
        #expect(InputDecoder.bytes(for: KeyEvent(.function(1))) == Decode.bytes("\u{1B}OP"))
        #expect(InputDecoder.bytes(for: KeyEvent(.function(5), modifiers: .shift)) == Decode.bytes("\u{1B}[15;2~"))
        #expect(InputDecoder.bytes(for: .ctrl("c")) == [0x03])
        #expect(InputDecoder.bytes(for: KeyEvent(.character("x"), modifiers: .alt)) == Decode.bytes("\u{1B}x"))
        #expect(InputDecoder.bytes(for: KeyEvent(.tab, modifiers: .shift)) == Decode.bytes("\u{1B}[Z"))
        #expect(InputDecoder.bytes(for: KeyEvent(.enter, modifiers: .control)) == Decode.bytes("\u{1B}[27;5;13~"))
        #expect(InputDecoder.bytes(for: .character("é")) == Decode.bytes("é"))
        #expect(InputDecoder.bytes(for: KeyEvent(.function(64))).isEmpty)
        #expect(InputDecoder.bytes(for: KeyEvent(.function(13))) == Decode.bytes("\u{1B}[1;2P"))
    }

    @Test func bytesForMouseDecodeBackToTheEvent() {
        let actions: [MouseAction] = [
            .press(.left), .press(.middle), .press(.right), .release(.left), .release(.right),
            .wheelUp, .wheelDown, .move, .drag(.left), .drag(.middle), .drag(.right),
        ]
        for action in actions {
            for modifiers in Self.allModifiers {
                let event = MouseEvent(action, at: Point(x: 250, y: 3), modifiers: modifiers)
                #expect(Decode.all(InputDecoder.bytes(for: event)) == [.mouse(event)], "\(event)")
            }
        }
    }
}
