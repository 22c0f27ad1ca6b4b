import BrikRendering

@testable import BrikCore

/// libFuzzer target: random bytes, fed to ``InputDecoder`` in random pieces.
///
/// The first bytes choose where the stream is cut; the rest is the stream.
/// Checked: nothing crashes or hangs; the decoder never holds more than
/// ``InputDecoder/maximumSequenceLength`` bytes; no more events come out than
/// bytes went in; the pieces decode to the same scalars as the whole stream;
/// and every key or mouse event decoded re-encodes (``InputDecoder/bytes(for:)``)
/// to bytes that decode back to exactly that event, where the encoder says it can.
@_cdecl("LLVMFuzzerTestOneInput")
public func inputDecoderFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let cutCount = input.int(in: 0...15)
    var cutLengths = (0..<cutCount).map { _ in input.int(in: 1...32) }
    let stream = input.rest()

    var decoder = InputDecoder()
    var events: [Event] = []
    var start = 0
    while start < stream.count {
        let length = cutLengths.isEmpty ? stream.count - start : cutLengths.removeFirst()
        let end = min(stream.count, start + length)
        events += decoder.feed(stream[start..<end])
        check(decoder.pending.count <= InputDecoder.maximumSequenceLength, "pending grew to \(decoder.pending.count)")
        start = end
    }
    events += decoder.flush()
    check(events.count <= stream.count, "\(events.count) events from \(stream.count) bytes")

    // Closing a bracketed paste the stream may have opened must leave nothing behind.
    let pasteEnd = Array("\u{1B}[201~".utf8)
    events += decoder.feed(pasteEnd) + decoder.flush()
    check(!decoder.hasPending, "bytes still pending after the paste end and a flush")
    var whole = InputDecoder()
    let wholeEvents = whole.feed(stream) + whole.flush() + whole.feed(pasteEnd) + whole.flush()
    check(scalarLevel(events) == scalarLevel(wholeEvents), "pieces decode differently from the whole stream")

    for event in wholeEvents { checkRoundTrip(event) }
    return 0
}

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
