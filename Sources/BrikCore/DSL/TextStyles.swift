import BrikRendering

/// UIKit's text styles (`UIFont.TextStyle`) in a terminal, which has one type size: each
/// stands for the attributes it draws with — titles bold (the large one underlined too),
/// the headline bold, the body plain, the callout italic, footnotes and captions dim.
public enum TextStyle: String, CaseIterable, Sendable {
    /// Bold and underlined.
    case largeTitle
    /// Bold and underlined.
    case title1
    /// Bold.
    case title2
    /// Bold.
    case title3
    /// Bold.
    case headline
    /// Dim.
    case subheadline
    /// Plain.
    case body
    /// Italic.
    case callout
    /// Dim.
    case footnote
    /// Dim.
    case caption1
    /// Dim and italic.
    case caption2

    /// UIKit's `.title`: ``title1``.
    public static let title = TextStyle.title1

    /// The attributes text of this style draws with.
    public var attributes: TextAttributes {
        switch self {
        case .largeTitle, .title1: [.bold, .underline]
        case .title2, .title3, .headline: .bold
        case .subheadline, .footnote, .caption1: .dim
        case .body: []
        case .callout: .italic
        case .caption2: [.dim, .italic]
        }
    }
}

/// UIKit's `UIFont` where Brik's examples set one: not a typeface (the terminal chooses
/// that) but the attributes a style or a weight draws with, so
/// `.font(.preferredFont(forTextStyle: .headline))` reads as it did and draws bold.
public struct Font: Hashable, Sendable {
    /// The attributes text in this font draws with.
    public let attributes: TextAttributes

    /// A font of `attributes`.
    public init(attributes: TextAttributes) {
        self.attributes = attributes
    }

    /// The font of a text style (UIKit's `preferredFont(forTextStyle:)`).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        Font(attributes: style.attributes)
    }

    /// The body font; the size has no meaning in cells (UIKit's `systemFont(ofSize:)`).
    public static func systemFont(ofSize size: Double) -> Font { Font(attributes: []) }

    /// A bold font; the size has no meaning in cells (UIKit's `boldSystemFont(ofSize:)`).
    public static func boldSystemFont(ofSize size: Double) -> Font { Font(attributes: .bold) }

    /// An italic font; the size has no meaning in cells (UIKit's `italicSystemFont(ofSize:)`).
    public static func italicSystemFont(ofSize size: Double) -> Font { Font(attributes: .italic) }
}

extension Brick {
    /// Draws this brick's text with `font`'s attributes, added to those it has (Brik's
    /// `.font(.preferredFont(forTextStyle: .headline))`: bold).
    @discardableResult
    public func font(_ font: Font) -> Self { attributes(font.attributes) }

    /// Draws this brick's text in the attributes of text style `style` (`.textStyle(.caption1)`: dim).
    @discardableResult
    public func textStyle(_ style: TextStyle) -> Self { attributes(style.attributes) }
}
