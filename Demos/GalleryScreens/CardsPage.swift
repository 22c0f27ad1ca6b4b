import BrikCore
import BrikRendering

/// "Cards": a wallet-like stack with a ``CardLayoutBehavior``: the top card is
/// whole, the next slides up over it, the others wait below as one-row strips.
@MainActor
public final class CardsPage: GalleryPage {
    /// The cards shown.
    static let cardCount = 10
    static let colors: [Color] = [.blue, .magenta, .cyan, .green, .yellow, .red]
    let scroll: ScrollBrik
    let status = Label()

    /// The page.
    public init() {
        scroll = ScrollBrik { _ in
            VBrik(alignment: .fill) { _ in
                for index in 1...CardsPage.cardCount {
                    VBrik(alignment: .fill) { _ in
                        Label("  •••• •••• •••• \(1000 + index * 37)")
                        Label("  valid thru 0\(index % 9 + 1)/29")
                        Label("")
                    }
                    .border(.rounded, title: "Card \(index)")
                    .backgroundColor(CardsPage.colors[index % CardsPage.colors.count])
                    .identifier("card")
                }
            }
        }
        super.init(id: "cards", title: "Cards", summary: "card stack: the top card whole, the rest peeking strips")
        scroll.border(.rounded, title: "cards")
        scroll.behaviors = [CardLayoutBehavior { $0.identifier == "card" ? 1 : nil }]
        let layout = VBrik(alignment: .fill, spacing: 1) { [scroll, status] _ in
            status
            scroll
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
    }

    public override func layoutChildren(context: LayoutContext) {
        super.layoutChildren(context: context)
        let text = "cards · offset \(scroll.contentOffset.y) of \(scroll.maximumOffset.y)"
        if status.text != text { status.text = text }
    }
}
