/// The bytes a terminal sends for a key: the inverse of decoding, for tests
/// and the test terminal.
extension InputDecoder {
    /// The bytes an xterm-compatible terminal sends for `key`; decoding them
    /// gives `key` back.
    ///
    /// The classic encoding is used wherever it decodes back to exactly `key`
    /// (`a`, ESC `a` for Alt+a, `0x01` for Ctrl+a, `ESC [ 1 ; 5 A` for Ctrl+Up).
    /// Where it cannot say the modifiers (Shift+a, Ctrl+Enter, Alt+`[`), xterm's
    /// `modifyOtherKeys` form `ESC [ 27 ; mod ; code ~` is used. A plain Escape
    /// is the lone ESC byte, which decodes only at ``flush()``. A character of
    /// several scalars with modifiers cannot be expressed; its first scalar
    /// stands for it. Empty for a key no terminal sends (F0, F64 and above).
    public static func bytes(for key: KeyEvent) -> [UInt8] {
        if key == KeyEvent(.escape) {
            return [escapeByte]
        }
        if let classic = classicBytes(for: key), decodesExactly(classic, to: key) {
            return classic
        }
        return extendedBytes(for: key)
    }

    /// Whether `bytes` decode to `key` and nothing else, without a flush.
    private static func decodesExactly(_ bytes: [UInt8], to key: KeyEvent) -> Bool {
        var decoder = InputDecoder()
        return decoder.feed(bytes) == [.key(key)] && !decoder.hasPending
    }

    /// xterm's modifier parameter: 1 + (1 shift, 2 alt, 4 ctrl).
    private static func modifierParameter(_ modifiers: KeyModifiers) -> Int {
        var parameter = 1
        if modifiers.contains(.shift) { parameter += 1 }
        if modifiers.contains(.alt) { parameter += 2 }
        if modifiers.contains(.control) { parameter += 4 }
        return parameter
    }

    /// `ESC [ text`, as bytes.
    private static func csi(_ text: String) -> [UInt8] {
        [escapeByte] + Array("[\(text)".utf8)
    }

    /// The classic (pre-`modifyOtherKeys`) bytes for `key`, which may decode
    /// to something else when they cannot carry its modifiers; nil when there
    /// are none.
    private static func classicBytes(for key: KeyEvent) -> [UInt8]? {
        let modifiers = key.modifiers
        let parameter = modifierParameter(modifiers)
        switch key.key {
        case .up, .down, .right, .left, .home, .end:
            let letter =
                switch key.key {
                case .up: "A"
                case .down: "B"
                case .right: "C"
                case .left: "D"
                case .home: "H"
                default: "F"
                }
            return csi(modifiers.isEmpty ? letter : "1;\(parameter)\(letter)")
        case .insert: return tilde(2, parameter)
        case .delete: return tilde(3, parameter)
        case .pageUp: return tilde(5, parameter)
        case .pageDown: return tilde(6, parameter)
        case .function(let number):
            return functionBytes(number, modifiers: modifiers)
        case .tab:
            if modifiers == .shift { return csi("Z") }
            return altPrefixed(0x09, modifiers)
        case .enter:
            return altPrefixed(0x0D, modifiers)
        case .backspace:
            return altPrefixed(0x7F, modifiers)
        case .escape:
            return nil
        case .character(let character):
            var base: [UInt8]
            if modifiers.contains(.control) {
                guard let byte = controlByte(for: character) else { return nil }
                base = [byte]
            } else {
                base = Array(String(character).utf8)
            }
            if modifiers.contains(.alt) { base.insert(escapeByte, at: 0) }
            return base
        }
    }

    /// `ESC [ code ~`, with `; parameter` when there are modifiers.
    private static func tilde(_ code: Int, _ parameter: Int) -> [UInt8] {
        csi(parameter == 1 ? "\(code)~" : "\(code);\(parameter)~")
    }

    /// The bytes of F`number`: SS3 for plain F1–F4, `CSI 1;mod P…S` with
    /// modifiers, `CSI code ~` for F5–F12 (a ``KeyEvent`` holds F13 and above
    /// as F1–F12 with modifiers).
    private static func functionBytes(_ number: Int, modifiers: KeyModifiers) -> [UInt8]? {
        let parameter = modifierParameter(modifiers)
        switch number {
        case 1...4:
            let letter = Character(Unicode.Scalar(UInt8(ascii: "P") + UInt8(number - 1)))
            return modifiers.isEmpty ? [escapeByte] + Array("O\(letter)".utf8) : csi("1;\(parameter)\(letter)")
        case 5...12:
            return tilde(tildeFunctionCodes[number - 1], parameter)
        default:
            return nil
        }
    }

    /// A control byte, ESC-prefixed for Alt; nil with other modifiers.
    private static func altPrefixed(_ byte: UInt8, _ modifiers: KeyModifiers) -> [UInt8]? {
        switch modifiers {
        case []: [byte]
        case .alt: [escapeByte, byte]
        default: nil
        }
    }

    /// The C0 byte Ctrl plus `character` sends: Ctrl+a is 0x01, Ctrl+space 0x00,
    /// Ctrl+\ ] ^ _ 0x1C–0x1F.
    private static func controlByte(for character: Character) -> UInt8? {
        guard let ascii = character.asciiValue else { return nil }
        switch ascii {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return ascii - 0x60
        case UInt8(ascii: " "): return 0x00
        case UInt8(ascii: "\\")...UInt8(ascii: "_"): return ascii - 0x40
        default: return nil
        }
    }

    /// `ESC [ 27 ; mod ; code ~` (xterm `modifyOtherKeys`), or the kitty form for
    /// a function key.
    private static func extendedBytes(for key: KeyEvent) -> [UInt8] {
        let parameter = modifierParameter(key.modifiers)
        let code: UInt32
        switch key.key {
        case .enter: code = 13
        case .tab: code = 9
        case .escape: code = 27
        case .backspace: code = 127
        case .character(let character): code = character.unicodeScalars.first?.value ?? 0x20
        default: return classicBytes(for: key) ?? []
        }
        return csi("27;\(parameter);\(code)~")
    }
}
