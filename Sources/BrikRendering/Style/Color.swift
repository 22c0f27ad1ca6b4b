/// A terminal colour: the terminal's own default, one of the 16 ANSI colours,
/// an entry of the 256-colour palette, or a 24-bit RGB value.
///
/// A colour is written at the depth the terminal supports: see ``ColorDepth``
/// for how a colour is brought down to a smaller palette.
public enum Color: Hashable, Sendable {
    /// The terminal's default foreground or background.
    case `default`
    /// One of the 16 ANSI colours, 0–7 normal and 8–15 bright.
    case ansi(ANSIColor)
    /// An entry of the xterm 256-colour palette (0–15 are the ANSI colours,
    /// 16–231 a 6×6×6 cube, 232–255 a grey ramp).
    case palette(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// ANSI black.
    public static let black = Color.ansi(.black)
    /// ANSI red.
    public static let red = Color.ansi(.red)
    /// ANSI green.
    public static let green = Color.ansi(.green)
    /// ANSI yellow.
    public static let yellow = Color.ansi(.yellow)
    /// ANSI blue.
    public static let blue = Color.ansi(.blue)
    /// ANSI magenta.
    public static let magenta = Color.ansi(.magenta)
    /// ANSI cyan.
    public static let cyan = Color.ansi(.cyan)
    /// ANSI white (a light grey on most terminals).
    public static let white = Color.ansi(.white)
    /// ANSI bright black (a dark grey).
    public static let gray = Color.ansi(.brightBlack)
    /// ANSI bright red.
    public static let brightRed = Color.ansi(.brightRed)
    /// ANSI bright green.
    public static let brightGreen = Color.ansi(.brightGreen)
    /// ANSI bright yellow.
    public static let brightYellow = Color.ansi(.brightYellow)
    /// ANSI bright blue.
    public static let brightBlue = Color.ansi(.brightBlue)
    /// ANSI bright magenta.
    public static let brightMagenta = Color.ansi(.brightMagenta)
    /// ANSI bright cyan.
    public static let brightCyan = Color.ansi(.brightCyan)
    /// ANSI bright white.
    public static let brightWhite = Color.ansi(.brightWhite)

    /// A colour from a hex value such as `0xFF8000`; bits above 24 are ignored.
    public static func hex(_ value: UInt32) -> Color {
        .rgb(UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }
}

/// The 16 colours every colour terminal has, in their SGR order.
public enum ANSIColor: UInt8, CaseIterable, Hashable, Sendable {
    case black = 0, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
}
