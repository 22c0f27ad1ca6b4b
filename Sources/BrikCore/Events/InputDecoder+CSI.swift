/// CSI (`ESC [`) and SS3 (`ESC O`) sequences: cursor, editing and function keys.
extension InputDecoder {
    /// Decodes `ESC [ params final` at `index` (the ESC).
    ///
    /// A byte that no CSI may contain ends the sequence early: the bytes before
    /// it are dropped and it is decoded on its own, except right after `ESC [`,
    /// where the pair was Alt+`[`. CAN and SUB cancel a sequence with parameters and
    /// are dropped with it (ECMA-48).
    mutating func csiStep(_ buffer: [UInt8], at index: Int, atEnd: Bool) -> DecodeStep {
        let start = index + 2
        guard start < buffer.count else {
            return atEnd ? .event(Self.altKey("["), length: 2) : .incomplete
        }
        if buffer[start] == UInt8(ascii: "M") {
            return x10MouseStep(buffer, at: index, atEnd: atEnd)
        }
        var end = start
        while end < buffer.count {
            let byte = buffer[end]
            if (0x40...0x7E).contains(byte) {
                return csiSequence(parameters: buffer[start..<end], final: byte, length: end + 1 - index)
            }
            guard (0x20...0x3F).contains(byte) else {
                if end == start { return .event(Self.altKey("["), length: 2) }
                let cancels = byte == Self.cancelByte || byte == Self.substituteByte
                return .skip(length: end - index + (cancels ? 1 : 0))
            }
            end += 1
            if end - index >= Self.maximumSequenceLength {
                return .tooLong(length: end - index)
            }
        }
        return atEnd ? .skip(length: end - index) : .incomplete
    }

    /// The step for a complete CSI sequence.
    private func csiSequence(parameters: ArraySlice<UInt8>, final: UInt8, length: Int) -> DecodeStep {
        if parameters.first == UInt8(ascii: "<") {
            let fields = Self.numbers(parameters.dropFirst())
            guard let event = Self.sgrMouse(fields, final: final) else { return .skip(length: length) }
            return .event(.mouse(event), length: length)
        }
        // Private markers (`?`, `>`, `=`) and intermediates mark terminal replies, not keys.
        guard parameters.allSatisfy({ (0x30...0x3B).contains($0) }) else {
            return .reply(TerminalReply(.csi, body: Array(parameters) + [final]), length: length)
        }
        let fields = Self.numbers(parameters)
        let modifiers = Self.modifiers(fields.count > 1 ? fields[1] : nil)
        let key: Key?
        switch final {
        case UInt8(ascii: "~"):
            switch fields.first ?? nil {
            case 200?: return .beginPaste(length: length)
            case 27?:
                // xterm modifyOtherKeys: CSI 27 ; modifier ; code ~
                guard fields.count > 2, let code = fields[2], let key = Self.key(forCode: code) else {
                    return .skip(length: length)
                }
                return .event(.key(KeyEvent(key, modifiers: modifiers)), length: length)
            case let code?: key = Self.tildeKey(code)
            case nil: key = nil
            }
        case UInt8(ascii: "u"):
            // CSI code ; modifier u (fixterms, kitty)
            guard let code = fields.first ?? nil else { return .skip(length: length) }
            key = Self.key(forCode: code)
        case UInt8(ascii: "Z"):
            return .event(.key(KeyEvent(.tab, modifiers: modifiers.union(.shift))), length: length)
        case UInt8(ascii: "P"), UInt8(ascii: "Q"), UInt8(ascii: "R"), UInt8(ascii: "S"):
            // Only `1;mod`: other parameters make R a cursor position report, as does
            // `1;col` itself while reports are awaited.
            let awaitedReport = final == UInt8(ascii: "R") && cursorReportsExpected > 0 && fields.count == 2
            guard ((fields.first ?? nil) ?? 1) == 1, !awaitedReport else {
                guard final == UInt8(ascii: "R") else { return .skip(length: length) }
                return .reply(TerminalReply(.csi, body: Array(parameters) + [final]), length: length)
            }
            key = Self.cursorKey(final)
        default:
            // Focus in/out (I, O) and anything unknown give nil.
            key = Self.cursorKey(final)
        }
        guard let key else { return .skip(length: length) }
        return .event(.key(KeyEvent(key, modifiers: modifiers)), length: length)
    }

    /// Decodes `ESC O final` at `index`, the keys of application cursor mode
    /// and F1–F4. A digit before the final is an old-style modifier.
    mutating func ss3Step(_ buffer: [UInt8], at index: Int, atEnd: Bool) -> DecodeStep {
        let start = index + 2
        var end = start
        while end < buffer.count, (0x30...0x3F).contains(buffer[end]) {
            end += 1
            if end - index >= Self.maximumSequenceLength {
                return .tooLong(length: end - index)
            }
        }
        guard end < buffer.count else {
            guard atEnd else { return .incomplete }
            return end == start ? .event(Self.altKey("O"), length: 2) : .skip(length: end - index)
        }
        let final = buffer[end]
        guard (0x40...0x7E).contains(final) else {
            return end == start ? .event(Self.altKey("O"), length: 2) : .skip(length: end - index)
        }
        let fields = Self.numbers(buffer[start..<end])
        let modifiers = Self.modifiers(fields.last ?? nil)
        guard let key = Self.cursorKey(final) ?? Self.keypadKey(final) else { return .skip(length: end + 1 - index) }
        return .event(.key(KeyEvent(key, modifiers: modifiers)), length: end + 1 - index)
    }

    /// The key for a CSI or SS3 final letter: arrows, Home, End, F1–F4.
    private static func cursorKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "P"): .function(1)
        case UInt8(ascii: "Q"): .function(2)
        case UInt8(ascii: "R"): .function(3)
        case UInt8(ascii: "S"): .function(4)
        default: nil
        }
    }

    /// The keypad in application mode: `ESC O M` is Enter, `ESC O p`…`y` the digits.
    private static func keypadKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "M"): .enter
        case UInt8(ascii: "j"): .character("*")
        case UInt8(ascii: "k"): .character("+")
        case UInt8(ascii: "l"): .character(",")
        case UInt8(ascii: "m"): .character("-")
        case UInt8(ascii: "n"): .character(".")
        case UInt8(ascii: "o"): .character("/")
        case UInt8(ascii: "p")...UInt8(ascii: "y"): .character(Character(Unicode.Scalar(final - 0x40)))
        case UInt8(ascii: "X"): .character("=")
        default: nil
        }
    }

    /// The key for `CSI code ~` (VT220 style).
    static func tildeKey(_ code: Int) -> Key? {
        switch code {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        default: tildeFunctionCodes.firstIndex(of: code).map { .function($0 + 1) }
        }
    }

    /// `CSI n ~` codes of F1…F20, in order (the gaps are historical).
    static let tildeFunctionCodes = [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24, 25, 26, 28, 29, 31, 32, 33, 34]
    /// The `CSI n u` code of F13 in the kitty keyboard protocol; F14… follow.
    static let kittyF13Code = 57376

    /// The key for a character code of `CSI 27;mod;code~` or `CSI code;mod u`.
    static func key(forCode code: Int) -> Key? {
        switch code {
        case 13: return .enter
        case 9: return .tab
        case 27: return .escape
        case 8, 127: return .backspace
        case kittyF13Code..<(kittyF13Code + 12): return .function(13 + code - kittyF13Code)
        case 0x20...:
            guard let scalar = Unicode.Scalar(UInt32(clamping: code)) else { return nil }
            return .character(Character(scalar))
        default: return nil
        }
    }

    /// Modifiers from an xterm modifier parameter: 1 + (1 shift, 2 alt, 4 ctrl, 8 meta).
    /// Meta counts as Alt, since terminals disagree on which key is which.
    static func modifiers(_ parameter: Int?) -> KeyModifiers {
        guard let parameter, parameter > 1 else { return [] }
        let bits = parameter - 1
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// The `;`-separated numbers of a parameter string; nil for an empty one.
    /// A `:` sub-parameter is ignored; numbers saturate instead of overflowing.
    static func numbers(_ parameters: ArraySlice<UInt8>) -> [Int?] {
        var fields: [Int?] = []
        var current: Int?
        var inSubparameter = false
        for byte in parameters {
            switch byte {
            case UInt8(ascii: ";"):
                fields.append(current)
                current = nil
                inSubparameter = false
            case UInt8(ascii: ":"):
                inSubparameter = true
            case UInt8(ascii: "0")...UInt8(ascii: "9") where !inSubparameter:
                current = min((current ?? 0) * 10 + Int(byte - 0x30), 1_000_000)
            default:
                break
            }
        }
        fields.append(current)
        return fields
    }
}
