/// Turns the bytes a terminal sends into ``Event``s.
///
/// Feed bytes as they arrive; complete events come back at once. A byte
/// sequence that could still grow into a longer one (a lone ESC, half a
/// UTF-8 character, an unfinished escape sequence) is held until more bytes
/// come or ``flush()`` is called after the escape delay.
///
/// What it understands, from any xterm-compatible terminal:
/// - UTF-8 text, one ``Key/character(_:)`` per `Character`. Scalars that
///   arrive in the same `feed` are grouped into grapheme clusters ("e" then
///   U+0301 becomes one "é"); a cluster split across two feeds comes out as two
///   events, because waiting to learn whether the next scalar extends a
///   cluster would delay every key press. Invalid UTF-8 becomes U+FFFD, one per
///   maximal invalid subsequence, and never swallows the valid bytes after it.
/// - C0 controls (Enter, Tab, Backspace, Ctrl+letter), ESC-prefixed keys as
///   Alt, CSI and SS3 keys with xterm modifiers, xterm `modifyOtherKeys`
///   (`CSI 27;mod;code~`) and `CSI code;mod u`.
/// - Bracketed paste, delivered as one ``Event/paste(_:)`` with the exact text
///   (terminals usually send line breaks as CR).
/// - SGR (1006) and X10 mouse reports.
///
/// Focus reports, terminal replies and unknown or malformed sequences are
/// swallowed. No sequence is held longer than ``maximumSequenceLength`` bytes,
/// so random input never accumulates.
public struct InputDecoder: Sendable {
    /// Longest escape sequence held; a longer one is dropped up to its end.
    public static let maximumSequenceLength = 64

    /// Bytes of a sequence not yet complete (at most ``maximumSequenceLength``).
    private(set) var pending: [UInt8] = []
    /// The bytes of a bracketed paste in progress.
    private var pasteBytes: [UInt8] = []
    /// Whether a bracketed paste has begun and not ended.
    private var isPasting = false
    /// How many bytes of the paste end marker have just been seen.
    private var pasteEndMatched = 0
    /// Whether the rest of an over-long CSI sequence is being dropped.
    private var isDiscardingSequence = false
    /// The button of the last X10 press, because X10 releases do not say which.
    var lastX10Button: MouseButton = .left
    /// A paste this long is delivered in pieces, so a lost paste end cannot
    /// grow memory without bound (a variable only so tests can lower it).
    var maximumPasteBytes = 1 << 26

    /// A decoder with nothing pending.
    public init() {}

    /// Whether bytes are held waiting for the rest of a sequence.
    ///
    /// A bracketed paste in progress counts: it stays open across ``flush()``,
    /// because a paste typed out as keys could run commands.
    public var hasPending: Bool { !pending.isEmpty || isPasting || isDiscardingSequence }

    /// Decodes `bytes` (after anything pending) into the events they complete.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Event] {
        var buffer = pending
        pending = []
        buffer.append(contentsOf: bytes)
        var output = DecodedEvents()
        let used = decode(buffer, atEnd: false, into: &output)
        if used < buffer.count {
            pending = Array(buffer[used...])
        }
        return output.finish()
    }

    /// Decodes whatever is pending as if no more bytes will come (call after the
    /// escape delay).
    ///
    /// A lone ESC becomes Escape; `ESC [` and `ESC O` become Alt+`[` and Alt+`O`;
    /// a longer unfinished escape sequence is dropped (it was never a key
    /// press); half a UTF-8 character becomes U+FFFD. A bracketed paste in
    /// progress stays open and keeps ``hasPending`` true.
    public mutating func flush() -> [Event] {
        let buffer = pending
        pending = []
        var output = DecodedEvents()
        _ = decode(buffer, atEnd: true, into: &output)
        isDiscardingSequence = false
        return output.finish()
    }

    /// Decodes `buffer` from its start and returns how many bytes were used;
    /// with `atEnd`, all of them are.
    private mutating func decode(_ buffer: [UInt8], atEnd: Bool, into output: inout DecodedEvents) -> Int {
        var index = 0
        while index < buffer.count {
            if isPasting {
                index = consumePaste(buffer, from: index, into: &output)
                continue
            }
            if isDiscardingSequence {
                index = discardSequence(buffer, from: index)
                continue
            }
            switch step(buffer, at: index, atEnd: atEnd) {
            case .incomplete:
                return index
            case .text(let scalar, let length):
                output.appendText(scalar)
                index += length
            case .event(let event, let length):
                output.append(event)
                index += length
            case .skip(let length):
                index += length
            case .beginPaste(let length):
                isPasting = true
                pasteEndMatched = 0
                index += length
            case .tooLong(let length):
                isDiscardingSequence = true
                index += length
            }
        }
        return index
    }

    /// Drops the parameter bytes of an over-long CSI sequence up to and
    /// including its final byte; stops early at a byte no CSI may contain.
    private mutating func discardSequence(_ buffer: [UInt8], from start: Int) -> Int {
        var index = start
        while index < buffer.count {
            let byte = buffer[index]
            if (0x40...0x7E).contains(byte) {
                isDiscardingSequence = false
                return index + 1
            }
            guard (0x20...0x3F).contains(byte) else {
                isDiscardingSequence = false
                return index
            }
            index += 1
        }
        return index
    }

    /// The paste end marker, `ESC [ 2 0 1 ~`. Its first byte occurs nowhere
    /// else in it, so a mismatch can restart matching at the current byte.
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// Adds paste bytes from `start` until the paste end marker; returns the
    /// index after the marker, or the buffer end. Linear in the bytes seen.
    private mutating func consumePaste(_ buffer: [UInt8], from start: Int, into output: inout DecodedEvents) -> Int {
        var index = start
        while index < buffer.count {
            let byte = buffer[index]
            index += 1
            pasteBytes.append(byte)
            if byte == Self.pasteEnd[pasteEndMatched] {
                pasteEndMatched += 1
            } else {
                pasteEndMatched = byte == Self.pasteEnd[0] ? 1 : 0
            }
            if pasteEndMatched == Self.pasteEnd.count {
                pasteBytes.removeLast(Self.pasteEnd.count)
                output.append(.paste(String(decoding: pasteBytes, as: UTF8.self)))
                pasteBytes = []
                isPasting = false
                pasteEndMatched = 0
                return index
            }
            if pasteEndMatched == 0, pasteBytes.count >= maximumPasteBytes {
                emitPastePiece(into: &output)
            }
        }
        return index
    }

    /// Delivers the paste so far, keeping back a character that may be cut
    /// short so that it is not turned into U+FFFD.
    private mutating func emitPastePiece(into output: inout DecodedEvents) {
        var cut = pasteBytes.count
        if let lastStart = pasteBytes.lastIndex(where: { $0 < 0x80 || $0 >= 0xC0 }), pasteBytes[lastStart] >= 0xC0 {
            cut = lastStart
        }
        output.append(.paste(String(decoding: pasteBytes[..<cut], as: UTF8.self)))
        pasteBytes.removeFirst(cut)
    }
}

/// What the next bytes of the input are.
enum DecodeStep {
    /// Not enough bytes yet to tell.
    case incomplete
    /// A plain character scalar, which may join a grapheme cluster.
    case text(Unicode.Scalar, length: Int)
    /// A complete event.
    case event(Event, length: Int)
    /// Bytes that mean nothing to an app (focus reports, unknown sequences).
    case skip(length: Int)
    /// The start of a bracketed paste.
    case beginPaste(length: Int)
    /// The first bytes of a CSI sequence too long to hold; drop the rest of it.
    case tooLong(length: Int)
}

/// Events decoded from one feed, grouping plain scalars into `Character`s.
struct DecodedEvents {
    private var events: [Event] = []
    private var text = String.UnicodeScalarView()

    /// Adds a plain text scalar to the run of text being grouped.
    mutating func appendText(_ scalar: Unicode.Scalar) {
        text.append(scalar)
    }

    /// Adds an event after the text before it.
    mutating func append(_ event: Event) {
        endText()
        events.append(event)
    }

    /// The events, in order.
    mutating func finish() -> [Event] {
        endText()
        return events
    }

    private mutating func endText() {
        guard !text.isEmpty else { return }
        for character in String(text) {
            events.append(.key(KeyEvent(.character(character))))
        }
        text = String.UnicodeScalarView()
    }
}
