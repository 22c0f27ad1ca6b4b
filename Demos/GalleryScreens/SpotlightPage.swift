import BrikCore
import BrikRendering

/// "Spotlight": an accordion of stories with a ``SpotlightLayoutBehavior``: the
/// story at the top is shown whole, the next grows as it approaches, the others
/// show only their title row.
@MainActor
public final class SpotlightPage: GalleryPage {
    /// The stories shown.
    static let storyCount = 12
    let scroll: ScrollBrik
    let spotlight = SpotlightLayoutBehavior { $0.identifier == "story" ? 1 : nil }
    let status = Label()

    /// The page.
    public init() {
        scroll = ScrollBrik { _ in
            VBrik(alignment: .fill) { _ in
                for index in 1...SpotlightPage.storyCount {
                    VBrik(alignment: .fill) { _ in
                        Label("▶ Story \(index)").bold()
                        Label("  The story at the top is whole;")
                        Label("  the rest show a title row.")
                        Label("  " + String(repeating: "~", count: index * 2))
                        Label("  — end of story \(index)")
                    }
                    .identifier("story")
                }
            }
        }
        super.init(id: "spotlight", title: "Spotlight", summary: "spotlight: the top story is whole, the rest one row")
        scroll.border(.rounded, title: "spotlight")
        scroll.behaviors = [spotlight]
        let layout = VBrik(alignment: .fill, spacing: 1) { [scroll, status] _ in
            status
            scroll
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
    }

    public override func layoutChildren(context: LayoutContext) {
        super.layoutChildren(context: context)
        let story = spotlight.indexInSpotlight.map { "story \($0 + 1)" } ?? "none"
        let text = "spotlight: \(story) · offset \(scroll.contentOffset.y)"
        if status.text != text { status.text = text }
    }
}
