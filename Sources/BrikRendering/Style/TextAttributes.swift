/// Character attributes a terminal draws: bold, dim, italic, underline, blink,
/// reverse video and strikethrough.
///
/// Attributes survive `NO_COLOR` and monochrome terminals, so focus and
/// selection should always be shown with at least one of them.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The attribute bits.
    public let rawValue: UInt8

    /// Attributes from their bit set.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Bold, or a brighter colour on some terminals (SGR 1).
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Dim or faint (SGR 2).
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Italic (SGR 3).
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// Underlined (SGR 4).
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Blinking (SGR 5).
    public static let blink = TextAttributes(rawValue: 1 << 4)
    /// Foreground and background swapped (SGR 7).
    public static let reverse = TextAttributes(rawValue: 1 << 5)
    /// Struck through (SGR 9).
    public static let strikethrough = TextAttributes(rawValue: 1 << 6)

    /// No attribute.
    public static let none: TextAttributes = []
}
