@testable import BrikCore

/// Shared helpers of the input decoder tests.
enum Decode {
    /// The bytes of `text` (write ESC as `\u{1B}`).
    static func bytes(_ text: String) -> [UInt8] {
        Array(text.utf8)
    }

    /// Everything `bytes` decode to, fed at once, then flushed.
    static func all(_ bytes: [UInt8]) -> [Event] {
        var decoder = InputDecoder()
        return decoder.feed(bytes) + decoder.flush()
    }

    /// Everything `text` decodes to, fed at once, then flushed.
    static func all(_ text: String) -> [Event] {
        all(bytes(text))
    }

    /// What `bytes` decode to when fed in the given pieces, then flushed.
    static func pieces(_ bytes: [UInt8], cuttingAt cuts: [Int]) -> [Event] {
        piecesAndReplies(bytes, cuttingAt: cuts).events
    }

    /// What `bytes` decode to when fed in the given pieces, then flushed, and the
    /// terminal replies the decoder kept.
    static func piecesAndReplies(_ bytes: [UInt8], cuttingAt cuts: [Int]) -> (events: [Event], replies: [TerminalReply]) {
        var decoder = InputDecoder()
        var events: [Event] = []
        var start = 0
        for cut in cuts + [bytes.count] where cut >= start {
            events += decoder.feed(bytes[start..<cut])
            start = cut
        }
        events += decoder.flush()
        return (events, decoder.takeReplies())
    }

    /// What `bytes` decode to when fed one byte at a time, then flushed.
    static func byteByByte(_ bytes: [UInt8]) -> [Event] {
        pieces(bytes, cuttingAt: Array(0..<bytes.count))
    }
}

/// Shorthands for expected events.
extension Event {
    static func press(_ key: Key, _ modifiers: KeyModifiers = []) -> Event {
        .key(KeyEvent(key, modifiers: modifiers))
    }

    static func text(_ text: String) -> [Event] {
        text.map { .key(KeyEvent(.character($0))) }
    }
}
