import Testing

@testable import BrikCore

/// Every key the decoders produce has a name that bindings parse and help shows.
@Suite struct KeyNameTests {
    /// Every key the decoders produce: the named keys, F1–F12 (F13 and above
    /// arrive as F1–F12 with modifiers) and characters, including the ones
    /// that look like modifier syntax or other names.
    static let decodableKeys: [Key] =
        [
            .enter, .tab, .escape, .backspace, .delete, .insert, .up, .down, .left, .right,
            .home, .end, .pageUp, .pageDown,
        ] + (1...12).map { .function($0) }
        + ["a", "z", "A", "F", "c", "s", "m", "0", "1", " ", "+", "-", "[", "]", "\\", "^", "_", "@", "~", "é", "中", "😀", "↑"]
        .map { .character($0) }

    @Test(arguments: decodableKeys)
    func nameParsesBackToTheKey(key: Key) {
        for bits in 0..<8 {
            let event = KeyEvent(key, modifiers: KeyModifiers(rawValue: UInt8(bits)))
            #expect(KeyEvent(parsing: event.description) == event, "\(event.description)")
            #expect(!KeyBinding.displayName(of: event).isEmpty)
        }
    }

    @Test func everyKeyTheByteDecoderMakesHasAParsableName() {
        // Every CSI ~ code, CSI u code near the function keys, and SS3/CSI letter the decoder reads.
        var sequences: [String] = (0...70).map { "\u{1B}[\($0)~" } + (0...70).map { "\u{1B}[\($0);6~" }
        sequences += (57376..<57400).map { "\u{1B}[\($0)u" }
        sequences += "ABCDHFPQRSZ".map { "\u{1B}[1;3\($0)" } + "ABCDHFPQRSMjklmnopqrstuvwxyX".map { "\u{1B}O\($0)" }
        for sequence in sequences {
            for event in Decode.all(sequence) {
                guard case .key(let key) = event else { continue }
                #expect(KeyEvent(parsing: key.description) == key, "\(sequence.debugDescription) → \(key.description)")
            }
        }
    }

    @Test func shiftedFunctionKeysAreTheF13Block() {
        #expect(KeyEvent(parsing: "shift+f1") == KeyEvent(.function(13)))
        #expect(KeyEvent(parsing: "f13") == KeyEvent(.function(1), modifiers: .shift))
        #expect(KeyEvent(parsing: "F24") == KeyEvent(.function(12), modifiers: .shift))
        #expect(KeyEvent(.function(25)) == KeyEvent(.function(1), modifiers: .control))
        #expect(KeyEvent(.function(63)) == KeyEvent(.function(3), modifiers: [.alt, .shift]))
        #expect(KeyEvent(.function(13)).description == "shift+F1")
    }
}
