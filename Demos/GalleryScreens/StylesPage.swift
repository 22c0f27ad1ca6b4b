import BrikCore
import BrikRendering

extension Style where Target == Label {
    /// Bold and underlined: a heading.
    static var headline: Style { Style("headline") { $0.textAttributes = [.bold, .underline] } }
    /// Dim small print.
    static var caption: Style { Style("caption") { $0.textAttributes = .dim } }
    /// Yellow and bold.
    static var warning: Style {
        Style("warning") {
            $0.foregroundColor = .yellow; $0.textAttributes.insert(.bold)
        }
    }
    /// White on red, padded.
    static var error: Style {
        Style("error") {
            $0.foregroundColor = .brightWhite
            $0.backgroundColor = .red
            $0.padding = EdgeInsets(horizontal: 1)
        }
    }
    /// Cyan, in a box: code.
    static var code: Style {
        Style("code") {
            $0.foregroundColor = .cyan; $0.border = .single; $0.padding = EdgeInsets(horizontal: 1)
        }
    }
}

extension Style where Target == Button {
    /// White on blue.
    static var primary: Style {
        Style("primary") {
            $0.foregroundColor = .brightWhite; $0.backgroundColor = .blue
        }
    }
    /// White on red.
    static var destructive: Style {
        Style("destructive") {
            $0.foregroundColor = .brightWhite; $0.backgroundColor = .red
        }
    }
}

/// "Styles": `Style<T>` values applied, composed and modified, and the look
/// properties every brick has (colours, attributes, borders, padding).
@MainActor
public final class StylesPage: GalleryPage {
    /// The page.
    public init() {
        super.init(id: "styles", title: "Styles", summary: "Style<T>, composition, borders and padding")
        let content = VBrik(alignment: .fill, spacing: 1) { _ in
            HBrik(alignment: .fill, spacing: 3) { _ in
                VBrik(alignment: .fill) { _ in
                    Label(".headline", style: .headline)
                    Label(".caption", style: .caption)
                    Label(".warning", style: .warning)
                    Label(".headline.add(.warning)").apply(Style<Label>.headline.add(Style<Label>.warning))
                    Label(".caption.modifying { italic }").apply(
                        Style<Label>.caption.modifying { $0.textAttributes.insert(.italic) })
                }
                VBrik(alignment: .fill, spacing: 1) { _ in
                    Label(".error", style: .error)
                    Label("let x = 42", style: .code)
                }
                Spacer()
            }
            HBrik(alignment: .fill, spacing: 2) { _ in
                Button("Primary", style: .primary)
                Button("Destructive", style: .destructive)
                Button("Plain")
                Button("Disabled").isEnabled(false)
                Spacer()
            }
            // UIKit's text styles, as Brik writes them: `.font(.preferredFont(forTextStyle:))`.
            HBrik(alignment: .fill, spacing: 2) { _ in
                for style in [TextStyle.largeTitle, .title2, .headline, .body, .callout, .footnote, .caption2] {
                    Label(style.rawValue).font(.preferredFont(forTextStyle: style))
                }
                Spacer()
            }
            HBrik(alignment: .fill, spacing: 1) { _ in
                for border in BorderStyle.allCases {
                    Label(border.rawValue).border(border, title: "t").padding(EdgeInsets(horizontal: 1))
                }
                Spacer()
            }
            Label(
                StyledText([
                    TextSpan("Styled spans: "), TextSpan("bold ", attributes: .bold), TextSpan("red ", foreground: .red),
                    TextSpan("on blue", foreground: .brightWhite, background: .blue), TextSpan(" and "),
                    TextSpan("underlined", attributes: .underline), TextSpan(" in one label that wraps at the width it gets."),
                ]))
            Spacer()
        }
        content.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(content)
    }
}
