/// A key on the keyboard, without modifiers.
public enum Key: Hashable, Sendable {
    /// A printable character (a letter, digit, symbol, CJK character, emoji…).
    /// Ctrl+letter arrives as the lowercase letter with ``KeyModifiers/control``.
    case character(Character)
    /// Return / Enter.
    case enter
    /// Tab; Shift-Tab is `.tab` with ``KeyModifiers/shift``.
    case tab
    /// Escape, on its own (after the escape delay) rather than as an Alt prefix.
    case escape
    /// Backspace (the key that deletes to the left).
    case backspace
    /// Delete (forward delete).
    case delete
    /// Insert.
    case insert
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// A function key, F1 to F12. Terminals send Shift+F1…F12 as F13…F24 under many
    /// `TERM` values, and the modified keys beyond as F25…F63; a ``KeyEvent`` made
    /// with such a number holds the F1…F12 key and its modifiers instead (see
    /// ``KeyEvent/init(_:modifiers:)``), so a binding for `shift+f1` fires for F13.
    case function(Int)
}

/// Modifier keys held with a key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The modifier bits.
    public let rawValue: UInt8

    /// Modifiers from their bit set.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Alt (Meta, Option), sent by terminals as an Escape prefix.
    public static let alt = KeyModifiers(rawValue: 1 << 2)
}

/// A key press: the key and the modifiers held with it.
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public var key: Key
    /// Shift, Control, Alt.
    public var modifiers: KeyModifiers

    /// A key press from a key and modifiers.
    ///
    /// F13…F63 become F1…F12 with modifiers, in the numbering of xterm's terminfo
    /// that curses and most terminals share: F13–F24 Shift, F25–F36 Ctrl, F37–F48
    /// Ctrl+Shift, F49–F60 Alt, F61–F63 Alt+Shift. (rxvt numbers them differently —
    /// its Shift+F3 arrives as F13 — which the ncurses backend knows from `TERM`.)
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        if case .function(let number) = key, number > 12, number <= 63 {
            self.key = .function((number - 1) % 12 + 1)
            self.modifiers = modifiers.union(Self.functionKeyBlockModifiers[(number - 1) / 12 - 1])
        } else {
            self.key = key
            self.modifiers = modifiers
        }
    }

    /// The modifiers of each block of twelve function keys after F1…F12.
    private static let functionKeyBlockModifiers: [KeyModifiers] = [
        .shift, .control, [.control, .shift], .alt, [.alt, .shift],
    ]

    /// A printable character with no modifier.
    public static func character(_ character: Character) -> KeyEvent {
        KeyEvent(.character(character))
    }

    /// Whether a text field types this key: a character (a space included) with no
    /// modifier but Shift.
    public var isTypedCharacter: Bool {
        guard case .character = key else { return false }
        return modifiers.subtracting(.shift).isEmpty
    }

    /// Control plus a letter, as `KeyEvent.ctrl("c")`.
    public static func ctrl(_ letter: Character) -> KeyEvent {
        KeyEvent(.character(letter), modifiers: .control)
    }

    /// The name used in help text and ``KeyEvent/init(parsing:)``, such as `ctrl+a`, `shift+tab`, `F5`, `q`.
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("ctrl") }
        if modifiers.contains(.alt) { parts.append("alt") }
        if modifiers.contains(.shift) { parts.append("shift") }
        parts.append(KeyEvent.name(of: key))
        return parts.joined(separator: "+")
    }

    static func name(of key: Key) -> String {
        switch key {
        case .character(" "): "space"
        case .character(let c): String(c)
        case .enter: "enter"
        case .tab: "tab"
        case .escape: "esc"
        case .backspace: "backspace"
        case .delete: "delete"
        case .insert: "insert"
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pgup"
        case .pageDown: "pgdn"
        case .function(let n): "F\(n)"
        }
    }

    /// Parses a key name such as `q`, `enter`, `ctrl+c`, `shift+tab`, `alt+x`, `F5`, `pgdn`;
    /// nil for a name it does not know. Names are case-insensitive except single characters.
    /// `f13`…`f24` are read as `shift+f1`…`shift+f12`, as terminals send them.
    public init?(parsing name: String) {
        var modifiers: KeyModifiers = []
        var parts = name.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        if name.hasSuffix("++") || name == "+" {  // the key is "+" itself
            parts = Array(parts.dropLast(2)) + ["+"]
        }
        guard let last = parts.popLast(), !last.isEmpty else { return nil }
        for part in parts {
            guard let modifier = Self.modifierNames[part.lowercased()] else { return nil }
            modifiers.formUnion(modifier)
        }
        let key: Key
        if last.count == 1 {
            key = .character(last.first!)
        } else if let named = Self.keyNames[last.lowercased()] {
            key = named.key
            modifiers.formUnion(named.modifiers)
        } else {
            let lower = last.lowercased()
            guard lower.hasPrefix("f"), let n = Int(lower.dropFirst()), Self.functionKeyNumbers.contains(n) else {
                return nil
            }
            key = .function(n)
        }
        self.init(key, modifiers: modifiers)
    }

    /// The modifier names ``init(parsing:)`` reads before a `+` (any case), and what each holds.
    package static let modifierNames: [String: KeyModifiers] = [
        "ctrl": .control, "control": .control, "c": .control,
        "alt": .alt, "meta": .alt, "m": .alt, "option": .alt,
        "shift": .shift, "s": .shift,
    ]

    /// The key names of more than one character ``init(parsing:)`` reads (any case), besides
    /// `f1`…`f24`, and the key each means (`btab` is Shift-Tab, as terminfo names it).
    package static let keyNames: [String: KeyEvent] = [
        "enter": KeyEvent(.enter), "return": KeyEvent(.enter),
        "tab": KeyEvent(.tab),
        "btab": KeyEvent(.tab, modifiers: .shift), "backtab": KeyEvent(.tab, modifiers: .shift),
        "esc": KeyEvent(.escape), "escape": KeyEvent(.escape),
        "backspace": KeyEvent(.backspace), "bspace": KeyEvent(.backspace),
        "delete": KeyEvent(.delete), "del": KeyEvent(.delete), "dc": KeyEvent(.delete),
        "insert": KeyEvent(.insert), "ins": KeyEvent(.insert), "ic": KeyEvent(.insert),
        "up": KeyEvent(.up), "down": KeyEvent(.down), "left": KeyEvent(.left), "right": KeyEvent(.right),
        "home": KeyEvent(.home), "end": KeyEvent(.end),
        "pgup": KeyEvent(.pageUp), "pageup": KeyEvent(.pageUp), "ppage": KeyEvent(.pageUp),
        "pgdn": KeyEvent(.pageDown), "pagedown": KeyEvent(.pageDown), "npage": KeyEvent(.pageDown),
        "space": KeyEvent(.character(" ")),
    ]

    /// The function keys ``init(parsing:)`` reads as `f1`…`f24`.
    package static let functionKeyNumbers = 1...24
}
