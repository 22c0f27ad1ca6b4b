import BrikRendering

@testable import BrikCore

/// libFuzzer target: random bytes, fed to ``InputDecoder`` in random pieces.
///
/// The first bytes choose where the stream is cut and whether the decoder has a
/// terminal's own key table (rxvt's and the Linux console's sequences); the rest is the stream.
/// Checked: nothing crashes or hangs; the decoder never holds more than
/// ``InputDecoder/maximumSequenceLength`` bytes of a sequence nor
/// ``InputDecoder/maximumReplyLength`` of a terminal string, nor queues more than
/// ``InputDecoder/maximumQueuedReplies`` replies; no more events come out than
/// bytes went in; after the idle flush nothing is pending, and a Ctrl-C and an
/// arrow key then decode as themselves (no stream can leave a paste or reply
/// open); the pieces decode to the same scalars and replies as the whole stream;
/// and every key or mouse event decoded re-encodes (``InputDecoder/bytes(for:)``)
/// to bytes that decode back to exactly that event, where the encoder says it can.
@_cdecl("LLVMFuzzerTestOneInput")
public func inputDecoderFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let cutCount = input.int(in: 0...15)
    var cutLengths = (0..<cutCount).map { _ in input.int(in: 1...32) }
    let table = input.int(in: 0...1) == 1 ? terminalKeys : KeySequenceTable()
    let stream = input.rest()

    var decoder = InputDecoder(keyTable: table)
    var events: [Event] = []
    var start = 0
    while start < stream.count {
        let length = cutLengths.isEmpty ? stream.count - start : cutLengths.removeFirst()
        let end = min(stream.count, start + length)
        events += decoder.feed(stream[start..<end])
        check(decoder.pending.count <= InputDecoder.maximumSequenceLength, "pending grew to \(decoder.pending.count)")
        check(decoder.stringBytes.count <= InputDecoder.maximumReplyLength, "a string kept \(decoder.stringBytes.count)")
        start = end
    }
    events += decoder.flush()
    check(events.count <= stream.count, "\(events.count) events from \(stream.count) bytes")
    check(!decoder.hasPending, "input still pending after the idle flush")
    let replies = decoder.takeReplies()
    check(replies.count <= InputDecoder.maximumQueuedReplies, "\(replies.count) replies queued")
    check(replies.allSatisfy { $0.body.count <= InputDecoder.maximumReplyLength }, "an over-long reply kept")

    var whole = InputDecoder(keyTable: table)
    let wholeEvents = whole.feed(stream) + whole.flush()
    check(scalarLevel(events) == scalarLevel(wholeEvents), "pieces decode differently from the whole stream")
    check(whole.takeReplies() == replies, "pieces give other replies than the whole stream")

    // Whatever the stream left open, keys are keys again after the idle flush.
    let ctrlC = Event.key(KeyEvent(.character("c"), modifiers: .control))
    let afterwards = decoder.feed([0x03]) + decoder.feed(Array("\u{1B}[A".utf8))
    check(afterwards == [ctrlC, .key(KeyEvent(.up))], "keys after the stream decode as \(afterwards)")

    for event in wholeEvents { checkRoundTrip(event) }
    return 0
}

/// Sequences of the kind terminfo adds: rxvt's shifted function keys (ending in `~`
/// and `$`), the Linux console's F1 (`ESC [ [ A`), one that is a prefix of xterm's.
private let terminalKeys = KeySequenceTable([
    Array("\u{1B}[25~".utf8): KeyEvent(.function(3), modifiers: .shift),
    Array("\u{1B}[28$".utf8): KeyEvent(.function(5), modifiers: .shift),
    Array("\u{1B}[[A".utf8): KeyEvent(.function(1)),
    Array("\u{1B}[1;2R".utf8): KeyEvent(.function(3), modifiers: .shift),
    Array("\u{1B}Oa".utf8): KeyEvent(.up, modifiers: .control),
])

/// Events with plain characters split into scalars: how scalars group into
/// characters depends on where feeds end (documented on ``InputDecoder``).
private func scalarLevel(_ events: [Event]) -> [Event] {
    events.flatMap { event -> [Event] in
        guard case .key(let key) = event, key.modifiers.isEmpty, case .character(let character) = key.key else {
            return [event]
        }
        return character.unicodeScalars.map { Event.key(KeyEvent(.character(Character($0)))) }
    }
}

/// Re-encodes `event` and decodes it again where ``InputDecoder/bytes(for:)`` promises a round trip.
private func checkRoundTrip(_ event: Event) {
    switch event {
    case .key(let key):
        // A character of several scalars with modifiers cannot be expressed (documented).
        if case .character(let character) = key.key, character.unicodeScalars.count > 1, !key.modifiers.isEmpty {
            return
        }
        let bytes = InputDecoder.bytes(for: key)
        guard !bytes.isEmpty else { return }  // a key no terminal sends
        var decoder = InputDecoder()
        let decoded = decoder.feed(bytes) + decoder.flush()
        check(decoded == [event], "\(key) encodes as \(bytes), which decodes to \(decoded)")
    case .mouse(let mouse):
        guard mouse.position.x >= 0, mouse.position.y >= 0 else { return }
        var decoder = InputDecoder()
        let decoded = decoder.feed(InputDecoder.bytes(for: mouse)) + decoder.flush()
        check(decoded == [event], "\(mouse) re-encoded decodes to \(decoded)")
    case .paste, .resize:
        return
    }
}
