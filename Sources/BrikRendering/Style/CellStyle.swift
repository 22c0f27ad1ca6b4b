/// How one cell is drawn: foreground and background colour plus attributes.
public struct CellStyle: Hashable, Sendable {
    /// The colour of the glyph.
    public var foreground: Color
    /// The colour behind the glyph.
    public var background: Color
    /// Bold, dim, italic, underline, blink, reverse, strikethrough.
    public var attributes: TextAttributes

    /// The terminal's default colours with no attribute.
    public static let plain = CellStyle()

    /// A style from its parts; every part defaults to the terminal's default.
    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// This style with another foreground colour.
    public func foreground(_ color: Color) -> CellStyle {
        var copy = self
        copy.foreground = color
        return copy
    }

    /// This style with another background colour.
    public func background(_ color: Color) -> CellStyle {
        var copy = self
        copy.background = color
        return copy
    }

    /// This style with `attributes` added to its own.
    public func adding(_ attributes: TextAttributes) -> CellStyle {
        var copy = self
        copy.attributes.formUnion(attributes)
        return copy
    }

    /// This style with `attributes` taken away.
    public func removing(_ attributes: TextAttributes) -> CellStyle {
        var copy = self
        copy.attributes.subtract(attributes)
        return copy
    }
}
