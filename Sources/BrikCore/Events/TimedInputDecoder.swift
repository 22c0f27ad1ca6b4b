/// An ``InputDecoder`` with the clock a terminal backend reads by: when the input it
/// holds is due to be flushed, and when a Ctrl-C ends an open paste.
///
/// Every backend that reads a terminal's bytes (ncurses, inline, the screen reader)
/// feeds them here as they are read, with the time, and asks ``flushDue(escapeDelay:)``
/// how long it may sleep. The rules live in one place:
/// - Held input is flushed once no byte has come for the decoder's
///   ``InputDecoder/flushDelay(escapeDelay:)`` (the escape delay for a lone ESC, a
///   second for half a character or an open paste).
/// - A terminal string (a reply) ends ``InputDecoder/stringIdleTimeout`` after it
///   *began*, however many bytes follow it, so keys typed after a broken reply are not
///   swallowed for ever.
/// - A Ctrl-C that comes alone after ``keyAfterPastePause`` of silence inside an open
///   paste ends the paste and is the key: a terminal writes a paste in bursts, a person
///   presses Ctrl-C alone, and each press must not put the paste's end off again.
public struct TimedInputDecoder: Sendable {
    /// The decoder; a backend may use it directly between reads (the width probe).
    public var decoder: InputDecoder
    /// When the last bytes were fed.
    public private(set) var lastInputAt: ContinuousClock.Instant
    /// When the terminal string the decoder holds open began.
    private var stringOpenedAt: ContinuousClock.Instant?

    /// How long input must have paused before a lone Ctrl-C inside an open paste is taken
    /// as the key.
    public static let keyAfterPastePause: Duration = .milliseconds(100)

    /// A timed decoder around `decoder`, idle since `now`.
    public init(decoder: InputDecoder = InputDecoder(), now: ContinuousClock.Instant = .now) {
        self.decoder = decoder
        self.lastInputAt = now
    }

    /// Decodes `bytes`, read at `now`, into the events they complete.
    public mutating func feed(_ bytes: some Collection<UInt8>, at now: ContinuousClock.Instant) -> [Event] {
        guard !bytes.isEmpty else { return [] }
        var events: [Event] = []
        if decoder.isInPaste, bytes.first == 0x03, now - lastInputAt >= Self.keyAfterPastePause {
            events += decoder.flush()
        }
        events += decoder.feed(bytes)
        lastInputAt = now
        if !decoder.isInString {
            stringOpenedAt = nil
        } else if stringOpenedAt == nil {
            stringOpenedAt = now
        }
        return events
    }

    /// When the held input is to be flushed, nil when nothing is held: sleep no longer.
    public func flushDue(escapeDelay: Duration) -> ContinuousClock.Instant? {
        guard let delay = decoder.flushDelay(escapeDelay: escapeDelay) else { return nil }
        if decoder.isInString, let stringOpenedAt { return stringOpenedAt + delay }
        return lastInputAt + delay
    }

    /// The events of the held input once its time is up at `now`; none before.
    public mutating func flushIfDue(at now: ContinuousClock.Instant, escapeDelay: Duration) -> [Event] {
        guard let due = flushDue(escapeDelay: escapeDelay), now >= due else { return [] }
        stringOpenedAt = nil
        return decoder.flush()
    }
}
