/// Bracketed paste and terminal strings: the two states that run until an end
/// marker, and so need an idle time and a size bound.
extension InputDecoder {
    /// The paste end marker, `ESC [ 2 0 1 ~`. Its first byte occurs nowhere
    /// else in it, so a mismatch can restart matching at the current byte.
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// Adds paste bytes from `start` until the paste end marker; returns the
    /// index after the marker, or the buffer end. Linear in the bytes seen.
    mutating func consumePaste(_ buffer: [UInt8], from start: Int, into output: inout DecodedEvents) -> Int {
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
                endPaste(into: &output)
                return index
            }
            if pasteEndMatched == 0, pasteBytes.count >= maximumPasteBytes {
                emitPastePiece(into: &output)
            }
        }
        return index
    }

    /// Delivers the paste so far (all of it, even a partly matched end marker) and
    /// goes back to keys.
    mutating func endPaste(into output: inout DecodedEvents) {
        output.append(.paste(String(decoding: pasteBytes, as: UTF8.self)))
        pasteBytes = []
        pasteEndMatched = 0
        mode = .ground
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

    /// CAN and SUB: they cancel a control string or sequence in progress.
    static let cancelByte: UInt8 = 0x18
    static let substituteByte: UInt8 = 0x1A

    /// The kind of terminal string `ESC byte` introduces, if any.
    static func stringKind(introducedBy byte: UInt8) -> TerminalReply.Kind? {
        switch byte {
        case UInt8(ascii: "]"): .osc
        case UInt8(ascii: "P"): .dcs
        case UInt8(ascii: "_"): .apc
        case UInt8(ascii: "^"): .pm
        case UInt8(ascii: "X"): .sos
        default: nil
        }
    }

    /// Adds string bytes from `start` until the string ends; returns the index
    /// after what was used, and whether the byte there, an ESC at the buffer end,
    /// must wait for the next byte (which tells ST from the start of another sequence).
    ///
    /// ST (`ESC \`, or `U+009C` in UTF-8) and BEL end the string and deliver it. CAN and SUB cancel it
    /// (ECMA-48): it ends undelivered and they are dropped with it, so a reply a
    /// terminal cut short never becomes Ctrl-X or Ctrl-Z (undo, in an editor). Any
    /// other control byte, ESC included, ends it undelivered and is left to be decoded
    /// as a key or sequence: a reply never contains one, so the string was cut short.
    mutating func consumeString(_ buffer: [UInt8], from start: Int, atEnd: Bool) -> (end: Int, waits: Bool) {
        var index = start
        while index < buffer.count {
            let byte = buffer[index]
            switch byte {
            case 0x07:
                endString(deliver: true)
                return (index + 1, false)
            case Self.escapeByte:
                guard index + 1 < buffer.count else {
                    guard atEnd else { return (index, true) }
                    endString(deliver: false)
                    return (index + 1, false)
                }
                if buffer[index + 1] == UInt8(ascii: "\\") {
                    endString(deliver: true)
                    return (index + 2, false)
                }
                endString(deliver: false)
                return (index, false)
            case 0xC2 where index + 1 >= buffer.count && !atEnd:
                // Perhaps the first byte of ST as UTF-8 (`U+009C`).
                return (index, true)
            case 0xC2 where index + 1 < buffer.count && buffer[index + 1] == 0x9C:
                endString(deliver: true)
                return (index + 2, false)
            case Self.cancelByte, Self.substituteByte:
                endString(deliver: false)
                return (index + 1, false)
            case 0x00..<0x20:
                endString(deliver: false)
                return (index, false)
            default:
                if stringBytes.count < Self.maximumReplyLength {
                    stringBytes.append(byte)
                } else {
                    stringOverflowed = true
                }
                index += 1
            }
        }
        return (index, false)
    }

    /// Leaves the string state, queueing the string as a reply when it ended
    /// properly and fit in ``maximumReplyLength``.
    mutating func endString(deliver: Bool) {
        if deliver, !stringOverflowed, case .string(let kind) = mode {
            queue(TerminalReply(kind, body: stringBytes))
        }
        stringBytes = []
        stringOverflowed = false
        mode = .ground
    }
}
