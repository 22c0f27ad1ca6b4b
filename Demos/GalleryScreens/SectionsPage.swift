import BrikCore
import BrikRendering

/// "Sections": BrickKit's README layouts in cells — the ratio rows and the
/// sections in sections. Resizing the terminal re-flows them.
@MainActor
public final class SectionsPage: GalleryPage {
    /// The page.
    public init() {
        super.init(id: "sections", title: "Sections", summary: "BrickKit's flow: ratios, wrapping, nested sections")
        let root = Section(inset: 1, edgeInsets: EdgeInsets(horizontal: 2, vertical: 1)) { _ in
            Self.simpleSection()
            Self.nestedSection()
        }
        addChild(root)
    }

    static func brick(_ text: String, _ width: BrickDimension = .ratio(ratio: 1), color: Color = .blue) -> Label {
        Label(text).width(width).backgroundColor(color).foregroundColor(.brightWhite)
    }

    /// BrickKit's first README example: full rows, a multi-line brick, halves and thirds.
    static func simpleSection() -> Section {
        Section("simple", inset: 1, verticalInset: 0, edgeInsets: EdgeInsets(horizontal: 1, vertical: 0)) { _ in
            brick("BRICK 1")
            brick(Array(repeating: "MULTI-LINE BRICK", count: 8).joined(separator: " "))
            brick("1/2 BRICK", .ratio(ratio: 1 / 2), color: .magenta)
            brick("1/2 BRICK", .ratio(ratio: 1 / 2), color: .magenta)
            brick("1/3 BRICK", .ratio(ratio: 1 / 3), color: .green)
            brick("1/3 BRICK", .ratio(ratio: 1 / 3), color: .green)
            brick("1/3 BRICK", .ratio(ratio: 1 / 3), color: .green)
        }
    }

    /// BrickKit's "Sections in Sections" README example.
    static func nestedSection() -> Section {
        Section("nested", inset: 1, verticalInset: 0, edgeInsets: EdgeInsets(horizontal: 1, vertical: 1)) { _ in
            brick("BRICK", .ratio(ratio: 0.5))
            Section(width: .ratio(ratio: 0.5), inset: 1, verticalInset: 0) { _ in
                brick("BRICK\nBRICK", color: .magenta)
                brick("BRICK", color: .magenta)
                brick("BRICK", color: .magenta)
            }
            Section(inset: 1, verticalInset: 0, edgeInsets: EdgeInsets(horizontal: 1, vertical: 0)) { _ in
                Section(width: .ratio(ratio: 1 / 3), inset: 1, verticalInset: 0) { _ in
                    brick("BRICK", color: .green)
                    brick("BRICK", color: .green)
                }
                Section(width: .ratio(ratio: 2 / 3), backgroundColor: .gray, inset: 1, verticalInset: 0) { _ in
                    brick("BRICK", color: .cyan)
                    brick("BRICK", color: .cyan)
                    brick("BRICK", color: .cyan)
                }
            }
            Section(width: .ratio(ratio: 0.5), inset: 1, verticalInset: 0) { _ in
                brick("BRICK", color: .magenta)
                brick("BRICK", color: .magenta)
            }
            brick("BRICK", .ratio(ratio: 0.5))
            brick("BRICK")
        }
    }
}
