/// Text, control characters and ESC-prefixed (Alt) keys.
extension InputDecoder {
    /// The ESC byte, which starts escape sequences and Alt keys.
    static let escapeByte: UInt8 = 0x1B
    /// U+FFFD, the stand-in for bytes that are not valid UTF-8.
    private static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// Decodes the item starting at `index`: a character, a control key, or
    /// anything starting with ESC.
    mutating func step(_ buffer: [UInt8], at index: Int, atEnd: Bool) -> DecodeStep {
        let byte = buffer[index]
        switch byte {
        case Self.escapeByte:
            return escapeStep(buffer, at: index, atEnd: atEnd)
        case 0x00..<0x20, 0x7F:
            return .event(.key(Self.controlKey(byte)), length: 1)
        case 0x20..<0x7F:
            return .text(Unicode.Scalar(byte), length: 1)
        default:
            guard let (scalar, length) = Self.decodeUTF8(buffer, at: index, atEnd: atEnd) else { return .incomplete }
            guard (0x80...0x9F).contains(scalar.value) else { return .text(scalar, length: length) }
            return c1Step(scalar, buffer, at: index, atEnd: atEnd)
        }
    }

    /// A C1 control as a terminal writes it in UTF-8 (`U+009B` for `ESC [`): CSI starts the
    /// same sequence as `ESC [`; OSC, DCS, APC, PM and SOS start their strings; any other C1
    /// control means nothing to an app and is dropped, never typed. Each is two bytes, as
    /// `ESC [` is, so the CSI decoding is shared.
    private mutating func c1Step(_ scalar: Unicode.Scalar, _ buffer: [UInt8], at index: Int, atEnd: Bool) -> DecodeStep {
        switch scalar.value {
        case 0x9B:
            let step = csiStep(buffer, at: index, atEnd: atEnd)
            // No parameters and no final byte: there is no Alt+`[` here, only a lone CSI.
            if case .event(let event, let length) = step, event == Self.altKey("[") { return .skip(length: length) }
            return step
        case 0x9D: return .beginString(.osc, length: 2)
        case 0x90: return .beginString(.dcs, length: 2)
        case 0x9F: return .beginString(.apc, length: 2)
        case 0x9E: return .beginString(.pm, length: 2)
        case 0x98: return .beginString(.sos, length: 2)
        default: return .skip(length: 2)
        }
    }

    /// The key a C0 control byte (or DEL) stands for.
    ///
    /// 0x08 is Backspace rather than Ctrl+H, as most terminals send it for
    /// Ctrl+Backspace or Backspace itself; likewise Tab, Enter (CR and LF).
    static func controlKey(_ byte: UInt8) -> KeyEvent {
        switch byte {
        case 0x0D, 0x0A: KeyEvent(.enter)
        case 0x09: KeyEvent(.tab)
        case 0x08, 0x7F: KeyEvent(.backspace)
        case 0x1B: KeyEvent(.escape)
        case 0x00: KeyEvent(.character(" "), modifiers: .control)
        case 0x01...0x1A: KeyEvent(.character(Character(Unicode.Scalar(byte + 0x60))), modifiers: .control)
        default: KeyEvent(.character(Character(Unicode.Scalar(byte + 0x40))), modifiers: .control)  // 0x1C–0x1F: \ ] ^ _
        }
    }

    /// Decodes what follows an ESC: a CSI or SS3 sequence, the start of a terminal
    /// string (OSC, DCS, APC, PM, SOS), or an Alt key.
    private mutating func escapeStep(_ buffer: [UInt8], at index: Int, atEnd: Bool) -> DecodeStep {
        guard index + 1 < buffer.count else {
            return atEnd ? .event(.key(KeyEvent(.escape)), length: 1) : .incomplete
        }
        switch keyTable.match(buffer, at: index, atEnd: atEnd) {
        case .key(let key, let length) where !isAwaitedCursorReport(buffer, at: index, length: length):
            return .event(.key(key), length: length)
        case .incomplete: return .incomplete
        case .key, .none: break
        }
        let next = buffer[index + 1]
        switch next {
        case Self.escapeByte:
            // ESC before a key's own sequence is the Alt prefix (rxvt, xterm's metaSendsEscape).
            if let alt = altPrefixedKeyStep(buffer, at: index, atEnd: atEnd) { return alt }
            // A second ESC cannot continue a sequence, so the first was the Escape key.
            return .event(.key(KeyEvent(.escape)), length: 1)
        case UInt8(ascii: "["):
            return csiStep(buffer, at: index, atEnd: atEnd)
        case UInt8(ascii: "O"):
            return ss3Step(buffer, at: index, atEnd: atEnd)
        case let introducer where Self.stringKind(introducedBy: introducer) != nil:
            // A terminal string once a printable byte follows; alone it was Alt plus the key.
            guard index + 2 < buffer.count else {
                return atEnd ? .event(Self.altKey(Unicode.Scalar(next)), length: 2) : .incomplete
            }
            guard (0x20..<0x7F).contains(buffer[index + 2]) || buffer[index + 2] >= 0x80 else {
                return .event(Self.altKey(Unicode.Scalar(next)), length: 2)
            }
            return .beginString(Self.stringKind(introducedBy: introducer)!, length: 2)
        case 0x03:
            // ESC then Ctrl-C is Escape, then Ctrl-C: a stray Escape just before it never
            // stops Ctrl-C from quitting (so Ctrl+Alt+C is no key of its own).
            return .event(.key(KeyEvent(.escape)), length: 1)
        case 0x00..<0x20, 0x7F:
            var key = Self.controlKey(next)
            key.modifiers.insert(.alt)
            return .event(.key(key), length: 2)
        case 0x20..<0x7F:
            return .event(Self.altKey(Unicode.Scalar(next)), length: 2)
        default:
            guard let (scalar, length) = Self.decodeUTF8(buffer, at: index + 1, atEnd: atEnd) else { return .incomplete }
            return .event(Self.altKey(scalar), length: 1 + length)
        }
    }

    /// `ESC` followed by a key's CSI or SS3 sequence (or one of the key table's): that key
    /// with Alt. Nil when what follows the first ESC is no key sequence (the first ESC is
    /// then Escape); incomplete while the sequence may still be one.
    ///
    /// Two ESCs at the end of the input wait for what follows (the escape delay), so
    /// that where reads cut the input never changes what it means.
    private mutating func altPrefixedKeyStep(_ buffer: [UInt8], at index: Int, atEnd: Bool) -> DecodeStep? {
        guard index + 2 < buffer.count else { return atEnd ? nil : .incomplete }
        guard buffer[index + 2] == UInt8(ascii: "[") || buffer[index + 2] == UInt8(ascii: "O") else { return nil }
        switch escapeStep(buffer, at: index + 1, atEnd: atEnd) {
        case .incomplete:
            return .incomplete
        case .event(.key(var key), let length) where length > 2:
            // A whole sequence; `ESC [` alone (Alt+`[`) is no key sequence after an ESC.
            key.modifiers.insert(.alt)
            return .event(.key(key), length: length + 1)
        default:
            return nil
        }
    }

    /// Whether the key table's match is `ESC [ 1 ; n R` while the backend awaits cursor
    /// position reports (``cursorReportsExpected``): then it is a report, not Shift+F3.
    private func isAwaitedCursorReport(_ buffer: [UInt8], at index: Int, length: Int) -> Bool {
        cursorReportsExpected > 0 && buffer[index + length - 1] == UInt8(ascii: "R")
    }

    /// Alt plus a character, as sent by terminals with an ESC prefix.
    static func altKey(_ scalar: Unicode.Scalar) -> Event {
        .key(KeyEvent(.character(Character(scalar)), modifiers: .alt))
    }

    /// Decodes the UTF-8 scalar starting at `index`, with its length in bytes.
    ///
    /// Invalid bytes give U+FFFD with the length of the maximal invalid
    /// subsequence (Unicode 3.9, "U+FFFD substitution of maximal subparts"), so
    /// the byte that broke a sequence is decoded again on its own. Returns nil
    /// when the bytes so far could still complete a scalar, unless `atEnd`.
    static func decodeUTF8(_ buffer: [UInt8], at index: Int, atEnd: Bool) -> (Unicode.Scalar, Int)? {
        let lead = buffer[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF  // no overlong forms
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F  // no surrogates
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F  // nothing above U+10FFFF
        default: return (replacement, 1)
        }
        var value = UInt32(lead) & (0x7F >> length)
        for offset in 1..<length {
            guard index + offset < buffer.count else {
                return atEnd ? (replacement, offset) : nil
            }
            let byte = buffer[index + offset]
            guard (offset == 1 ? secondRange : 0x80...0xBF).contains(byte) else {
                return (replacement, offset)
            }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return (Unicode.Scalar(value) ?? replacement, length)
    }
}
