/// A run of text with its own look, part of a ``StyledText``.
public struct TextSpan: Hashable, Sendable {
    /// The text of the run.
    public var text: String
    /// Its colour, nil for the surrounding colour.
    public var foreground: Color?
    /// Its background, nil for the surrounding one.
    public var background: Color?
    /// Attributes added to the surrounding ones.
    public var attributes: TextAttributes

    /// A run of `text` in the given look.
    public init(_ text: String, foreground: Color? = nil, background: Color? = nil, attributes: TextAttributes = []) {
        self.text = text
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The run's look laid over `base`.
    public func style(over base: CellStyle) -> CellStyle {
        CellStyle(
            foreground: foreground ?? base.foreground,
            background: background ?? base.background,
            attributes: base.attributes.union(attributes))
    }
}

/// Text made of styled runs (attributed text): `"Hello " + "world".bold`.
public struct StyledText: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The runs, in order.
    public var spans: [TextSpan]

    /// Text from its runs.
    public init(_ spans: [TextSpan]) {
        self.spans = spans
    }

    /// Plain text in one run.
    public init(stringLiteral value: String) {
        spans = [TextSpan(value)]
    }

    /// All the runs' text together.
    public var plainText: String {
        spans.count == 1 ? spans[0].text : spans.map(\.text).joined()
    }

    /// Two styled texts one after the other.
    public static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
        StyledText(lhs.spans + rhs.spans)
    }
}
