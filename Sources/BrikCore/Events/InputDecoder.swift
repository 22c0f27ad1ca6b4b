/// Turns the bytes a terminal sends into ``Event``s.
///
/// Feed bytes as they arrive; complete events come back at once. Input that
/// could still grow (a lone ESC, half a UTF-8 character, an unfinished escape
/// sequence, a bracketed paste or terminal reply without its end) is held until
/// more bytes come, or until input has been idle for ``flushDelay(escapeDelay:)``,
/// when the caller calls ``flush()``.
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
///   (`CSI 27;mod;code~`) and `CSI code;mod u`; before those, the sequences of a
///   ``KeySequenceTable`` (a terminal's terminfo keys) when one is given.
/// - Bracketed paste, delivered as one ``Event/paste(_:)`` with the exact text
///   (terminals usually send line breaks as CR).
/// - SGR (1006) and X10 mouse reports, drags included.
/// - Terminal replies, which never become input: OSC, DCS, APC, PM and SOS
///   strings and the CSI replies (device attributes, mode and cursor position
///   reports) are consumed whole and kept for ``takeReplies()``.
///
/// Text survives any cut between reads: a character, an escape sequence or a paste
/// split over two feeds, with any pause between them, comes out as if it had arrived
/// in one. Half a character waits ``partialCharacterTimeout`` for the rest before
/// ``flush()`` may make it U+FFFD, so a slow link never garbles what was typed.
///
/// Every state has a bound, so no input can freeze the decoder or grow its memory:
/// - An escape sequence is at most ``maximumSequenceLength`` bytes; a longer one is
///   dropped up to its end.
/// - A bracketed paste ends at its end marker, or after ``pasteIdleTimeout`` with
///   no bytes (the end marker was lost); what arrived is delivered as the paste.
///   One longer than ``maximumPasteLength`` comes as several paste events, so a
///   paste is never typed out as keys (which could run commands).
/// - A terminal string ends at its terminator (ST or BEL), at any other control
///   byte (which is then decoded as the key it is: replies contain none, so a
///   Ctrl-C after a broken reply still quits), or after ``stringIdleTimeout``.
///   Only ``maximumReplyLength`` bytes of it are kept; a longer or unterminated
///   string is dropped.
///
/// Focus reports and unknown or malformed sequences are swallowed.
public struct InputDecoder: Sendable {
    /// Longest escape sequence held; a longer one is dropped up to its end.
    public static let maximumSequenceLength = 64
    /// How long a terminal string (a reply) may go without a byte before ``flush()``
    /// ends it: 300 ms, longer than any pause inside one terminal write, short enough
    /// that keys typed after a broken reply are keys again at once.
    public static let stringIdleTimeout: Duration = .milliseconds(300)
    /// How long a bracketed paste may go without a byte before ``flush()`` ends it
    /// (its end marker was lost): one second. A paste crosses reads and, over SSH or a
    /// slow link, pauses between them; ending it early would type the rest as keys.
    /// A lone Ctrl-C after a pause still ends it at once (see ``TimedInputDecoder``).
    public static let pasteIdleTimeout: Duration = .seconds(1)
    /// How long the first bytes of a UTF-8 character wait for the rest before
    /// ``flush()`` may make them U+FFFD: one second. A character cut between two reads
    /// (a paste at a read boundary, a packet boundary over SSH) is whole once its last
    /// byte comes, however long the link paused.
    public static let partialCharacterTimeout: Duration = .seconds(1)
    /// Bytes of paste delivered per ``Event/paste(_:)``: 4 MiB, far more than
    /// anyone pastes by hand; a longer paste comes in pieces of at most this size.
    public static let maximumPasteLength = 4 << 20
    /// Bytes of a terminal string kept for ``takeReplies()``: 4 KiB, many times
    /// the longest reply to a query (an OSC 11 colour reply is about 25 bytes);
    /// a longer string is consumed and dropped.
    public static let maximumReplyLength = 4096
    /// Replies kept until ``takeReplies()``; older ones are dropped first.
    public static let maximumQueuedReplies = 32

    /// What the decoder is in the middle of.
    enum Mode: Equatable {
        /// Keys, mouse reports and the start of anything else (`pending` holds a partial one).
        case ground
        /// Inside a bracketed paste.
        case paste
        /// Inside an OSC, DCS, APC, PM or SOS string.
        case string(TerminalReply.Kind)
        /// Dropping the rest of an over-long CSI sequence.
        case discardingSequence
    }

    /// What the decoder is in the middle of.
    var mode = Mode.ground
    /// Bytes of a sequence not yet complete (at most ``maximumSequenceLength``).
    private(set) var pending: [UInt8] = []
    /// The bytes of a bracketed paste in progress.
    var pasteBytes: [UInt8] = []
    /// How many bytes of the paste end marker have just been seen.
    var pasteEndMatched = 0
    /// The body of the terminal string in progress (at most ``maximumReplyLength`` bytes).
    var stringBytes: [UInt8] = []
    /// Whether the terminal string in progress outgrew ``maximumReplyLength``.
    var stringOverflowed = false
    /// Replies decoded and not yet taken.
    private(set) var replies: [TerminalReply] = []
    /// The button of the last X10 press, because X10 releases do not say which.
    var lastX10Button: MouseButton = .left
    /// Cursor position reports a backend asked for and awaits (``WidthProbe``): while
    /// positive, `ESC[1;2R` is a report of row 1, column 2, not Shift+F3.
    package var cursorReportsExpected = 0
    /// Bytes per paste event (a variable only so tests can lower it).
    var maximumPasteBytes = InputDecoder.maximumPasteLength
    /// The terminal's own key sequences, matched before the xterm decoding.
    public let keyTable: KeySequenceTable

    /// A decoder with nothing pending that knows the sequences of `keyTable` besides
    /// xterm's (none by default).
    public init(keyTable: KeySequenceTable = KeySequenceTable()) {
        self.keyTable = keyTable
    }

    /// Whether input is held waiting for more: part of a sequence, or an open
    /// paste or terminal string. Call ``flush()`` once input has been idle for
    /// ``flushDelay(escapeDelay:)``.
    public var hasPending: Bool { !pending.isEmpty || mode != .ground }

    /// How long input must stay idle before ``flush()`` is due: `escapeDelay` for
    /// part of a key sequence (a lone ESC, `ESC [`), ``partialCharacterTimeout`` when what
    /// is held ends in part of a UTF-8 character or is a CSI sequence with parameters and
    /// no end yet, ``pasteIdleTimeout`` inside a paste,
    /// ``stringIdleTimeout`` inside a terminal string; nil when nothing is pending.
    public func flushDelay(escapeDelay: Duration) -> Duration? {
        switch mode {
        case .ground:
            if pending.isEmpty {
                nil
            } else if Self.endsInPartialCharacter(pending) || Self.isUnfinishedParameterSequence(pending) {
                Self.partialCharacterTimeout
            } else {
                escapeDelay
            }
        case .paste: Self.pasteIdleTimeout
        case .string, .discardingSequence: Self.stringIdleTimeout
        }
    }

    /// Whether `bytes` are a CSI sequence with parameters but no final byte yet
    /// (`ESC [ 1 ; 5`): no key press looks like that (flushed, it is dropped), so it may
    /// wait as long as half a character for its end over a slow link.
    static func isUnfinishedParameterSequence(_ bytes: [UInt8]) -> Bool {
        bytes.count > 2 && bytes[0] == escapeByte && bytes[1] == UInt8(ascii: "[")
            && bytes[2...].allSatisfy { (0x20...0x3F).contains($0) }
    }

    /// Whether `bytes` end in the first bytes of a UTF-8 character that more bytes
    /// could complete.
    static func endsInPartialCharacter(_ bytes: [UInt8]) -> Bool {
        var start = bytes.count - 1
        while start >= 0, start > bytes.count - 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        guard start >= 0 else { return false }
        return decodeUTF8(bytes, at: start, atEnd: false) == nil
    }

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

    /// Ends whatever is pending, as if no more bytes will come: call once input
    /// has been idle for ``flushDelay(escapeDelay:)``. Afterwards nothing is pending.
    ///
    /// A lone ESC becomes Escape; `ESC [`, `ESC O`, `ESC ]` and the like become
    /// Alt+`[`, Alt+`O`, Alt+`]`; a longer unfinished escape sequence is dropped
    /// (it was never a key press); half a UTF-8 character becomes U+FFFD. An open
    /// paste is delivered as far as it came; an unterminated terminal string is dropped.
    public mutating func flush() -> [Event] {
        let buffer = pending
        pending = []
        var output = DecodedEvents()
        _ = decode(buffer, atEnd: true, into: &output)
        switch mode {
        case .paste: endPaste(into: &output)
        case .string: endString(deliver: false)
        case .discardingSequence, .ground: break
        }
        mode = .ground
        return output.finish()
    }

    /// Whether a bracketed paste is open (a lone Ctrl-C after a pause ends it: ``TimedInputDecoder``).
    package var isInPaste: Bool { mode == .paste }

    /// Whether a terminal string (OSC, DCS, APC, PM, SOS) is open.
    package var isInString: Bool { if case .string = mode { true } else { false } }

    /// The terminal replies decoded since the last call, oldest first.
    public mutating func takeReplies() -> [TerminalReply] {
        defer { replies = [] }
        return replies
    }

    /// Keeps `reply` for ``takeReplies()``, dropping the oldest beyond ``maximumQueuedReplies``.
    mutating func queue(_ reply: TerminalReply) {
        if replies.count >= Self.maximumQueuedReplies { replies.removeFirst() }
        replies.append(reply)
    }

    /// Decodes `buffer` from its start and returns how many bytes were used;
    /// with `atEnd`, all of them are.
    private mutating func decode(_ buffer: [UInt8], atEnd: Bool, into output: inout DecodedEvents) -> Int {
        var index = 0
        while index < buffer.count {
            switch mode {
            case .paste:
                index = consumePaste(buffer, from: index, into: &output)
                continue
            case .string:
                let (end, waits) = consumeString(buffer, from: index, atEnd: atEnd)
                if waits { return end }
                index = end
                continue
            case .discardingSequence:
                index = discardSequence(buffer, from: index)
                continue
            case .ground:
                break
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
            case .reply(let reply, let length):
                queue(reply)
                index += length
            case .skip(let length):
                index += length
            case .beginPaste(let length):
                mode = .paste
                pasteEndMatched = 0
                index += length
            case .beginString(let kind, let length):
                mode = .string(kind)
                stringBytes = []
                stringOverflowed = false
                index += length
            case .tooLong(let length):
                mode = .discardingSequence
                index += length
            }
        }
        return index
    }

    /// Drops the parameter bytes of an over-long CSI sequence up to and
    /// including its final byte (or a CAN or SUB, which cancel it); stops early at
    /// another byte no CSI may contain.
    private mutating func discardSequence(_ buffer: [UInt8], from start: Int) -> Int {
        var index = start
        while index < buffer.count {
            let byte = buffer[index]
            if (0x40...0x7E).contains(byte) || byte == Self.cancelByte || byte == Self.substituteByte {
                mode = .ground
                return index + 1
            }
            guard (0x20...0x3F).contains(byte) else {
                mode = .ground
                return index
            }
            index += 1
        }
        return index
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
    /// A complete terminal reply (a CSI one: the strings are decoded by their own state).
    case reply(TerminalReply, length: Int)
    /// Bytes that mean nothing to an app (focus reports, unknown sequences).
    case skip(length: Int)
    /// The start of a bracketed paste.
    case beginPaste(length: Int)
    /// The introducer of an OSC, DCS, APC, PM or SOS string.
    case beginString(TerminalReply.Kind, length: Int)
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
