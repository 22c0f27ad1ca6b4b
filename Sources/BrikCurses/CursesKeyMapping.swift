import BrikCore
import CNcursesw

/// Turns ncurses' key codes into key events: the keys of the decoder's
/// ``KeySequenceTable``, built from the sequences `keybound` lists for each code.
///
/// Standard keys have fixed codes. Modified cursor keys (Ctrl-Left and the
/// like) are terminfo *extended* capabilities whose codes ncurses assigns at
/// run time and which differ per `TERM` (facts §5.18), so they are recognised
/// by their `keyname()` instead: `kLFT5` is Ctrl-Left, the digit using
/// xterm's modifier numbering.
enum CursesKeyMapping {
    /// The key event for `code`, or nil for codes that are not keys BrikTUI
    /// knows (keypad centre, KEY_EVENT…). `name` is `keyname(code)`; it is only
    /// consulted for codes outside the standard set.
    ///
    /// `rxvtNumbering` is for a `TERM` of the rxvt family, whose terminfo numbers the
    /// modified function keys its own way: Shift+F3…F12 are F13…F22 (Shift+F1 and
    /// Shift+F2 are the same bytes as F11 and F12), Ctrl+F1…F12 are F23…F34, and
    /// Ctrl+Shift+F3…F12 are F35…F44.
    static func keyEvent(code: Int32, name: String?, rxvtNumbering: Bool = false) -> KeyEvent? {
        if let standard = standardKey(code) { return standard }
        if rxvtNumbering, let key = rxvtFunctionKey(Int(code - KEY_F0)) { return key }
        // F13 and above are F1–F12 with modifiers, in the numbering of xterm's terminfo
        // that KeyEvent's initialiser applies (F13–F24 Shift, F25–F36 Ctrl, and so on).
        if code >= KEY_F0 + 1 && code <= KEY_F0 + 63 { return KeyEvent(.function(Int(code - KEY_F0))) }
        guard let name else { return nil }
        return extendedKey(name: name)
    }

    /// rxvt's function key `number` (kf13 and above) as the key and modifiers it stands for.
    private static func rxvtFunctionKey(_ number: Int) -> KeyEvent? {
        switch number {
        case 13...22: KeyEvent(.function(number - 10), modifiers: .shift)
        case 23...34: KeyEvent(.function(number - 22), modifiers: .control)
        case 35...44: KeyEvent(.function(number - 32), modifiers: [.control, .shift])
        default: nil
        }
    }

    private static func standardKey(_ code: Int32) -> KeyEvent? {
        switch code {
        case KEY_UP: KeyEvent(.up)
        case KEY_DOWN: KeyEvent(.down)
        case KEY_LEFT: KeyEvent(.left)
        case KEY_RIGHT: KeyEvent(.right)
        case KEY_HOME, KEY_A1: KeyEvent(.home)
        case KEY_END, KEY_C1: KeyEvent(.end)
        case KEY_PPAGE, KEY_A3: KeyEvent(.pageUp)
        case KEY_NPAGE, KEY_C3: KeyEvent(.pageDown)
        case KEY_IC: KeyEvent(.insert)
        case KEY_DC: KeyEvent(.delete)
        case KEY_BACKSPACE: KeyEvent(.backspace)
        case KEY_ENTER: KeyEvent(.enter)
        case KEY_BTAB: KeyEvent(.tab, modifiers: .shift)
        case KEY_SR: KeyEvent(.up, modifiers: .shift)
        case KEY_SF: KeyEvent(.down, modifiers: .shift)
        case KEY_SLEFT: KeyEvent(.left, modifiers: .shift)
        case KEY_SRIGHT: KeyEvent(.right, modifiers: .shift)
        case KEY_SHOME: KeyEvent(.home, modifiers: .shift)
        case KEY_SEND: KeyEvent(.end, modifiers: .shift)
        case KEY_SPREVIOUS: KeyEvent(.pageUp, modifiers: .shift)
        case KEY_SNEXT: KeyEvent(.pageDown, modifiers: .shift)
        case KEY_SIC: KeyEvent(.insert, modifiers: .shift)
        case KEY_SDC: KeyEvent(.delete, modifiers: .shift)
        default: nil
        }
    }

    private static let extendedNames: [String: Key] = [
        "kUP": .up, "kDN": .down, "kLFT": .left, "kRIT": .right,
        "kHOM": .home, "kEND": .end, "kPRV": .pageUp, "kNXT": .pageDown,
        "kDC": .delete, "kIC": .insert,
    ]

    /// `kLFT5` style names: a key stem and xterm's modifier digit (2 Shift, 3 Alt,
    /// 4 Shift-Alt, 5 Ctrl, 6 Ctrl-Shift, 7 Ctrl-Alt, 8 all three). A stem with no
    /// digit is the shifted key, as terminfo defines `kUP`, `kDN`.
    private static func extendedKey(name: String) -> KeyEvent? {
        var stem = Substring(name)
        var digit = 2
        if let last = stem.last, let value = last.wholeNumberValue {
            guard (2...8).contains(value) else { return nil }
            digit = value
            stem = stem.dropLast()
        }
        guard let key = extendedNames[String(stem)] else { return nil }
        return KeyEvent(key, modifiers: modifiers(xtermParameter: digit))
    }

    /// Modifiers from xterm's parameter: one plus a bit set of Shift 1, Alt 2, Ctrl 4.
    static func modifiers(xtermParameter: Int) -> KeyModifiers {
        let bits = xtermParameter - 1
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }
}
