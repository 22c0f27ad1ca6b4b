import BrikCore
import BrikRendering

/// "Cover flow": a horizontal strip of boxed album cards under a
/// ``CoverFlowLayoutBehavior``: the card at the centre is full size and bright,
/// the others shrink and dim with their distance from it. ←/→ (h/l) move one card,
/// Home/End go to the ends, Shift+wheel (or the plain wheel) over the strip scrolls it
/// column by column.
@MainActor
public final class CoverFlowPage: GalleryPage {
    /// The albums shown.
    static let albums = [
        ("Blue Train", "Coltrane"), ("Kind of Blue", "Davis"), ("Mingus Ah Um", "Mingus"),
        ("Time Out", "Brubeck"), ("Moanin'", "Blakey"), ("Saxophone Colossus", "Rollins"),
        ("Head Hunters", "Hancock"), ("Speak No Evil", "Shorter"), ("Somethin' Else", "Adderley"),
        ("Maiden Voyage", "Hancock"), ("A Love Supreme", "Coltrane"), ("Ellington at Newport", "Ellington"),
    ]
    /// Columns of one card (its border included) and between cards.
    static let cardWidth = 16
    static let spacing = 1
    let strip: ScrollBrik
    let flow = CoverFlowLayoutBehavior(minimumScaleFactor: 0.5)
    let status = Label()

    /// The page.
    public init() {
        strip = ScrollBrik(axis: .horizontal) { _ in
            HBrik(alignment: .fill, spacing: CoverFlowPage.spacing) { _ in
                for (index, album) in CoverFlowPage.albums.enumerated() {
                    CoverFlowPage.card(number: index + 1, title: album.0, artist: album.1)
                }
            }
        }
        super.init(
            id: "coverflow", title: "Cover flow", summary: "a horizontal strip: the centred card is big, the rest shrink and dim")
        // After every move settles (a key at once, the wheel after a pause) the card nearest
        // the centre snaps to it; the snap's insets let the first and last card get there.
        strip.behaviors = [flow, SnapToPointLayoutBehavior(scrollDirection: .horizontal(.center))]
        strip.onScrollSettled = { [unowned self] _ in updateStatus() }
        // The page takes ←/→ (one card at a time); the strip only scrolls under the wheel.
        strip.allowsFocus = false
        let layout = VBrik(alignment: .fill, spacing: 1) { [status, strip] _ in
            status
            strip
            Spacer()
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
        keyBinding("coverflow.previous", keys: "left", "h", description: "previous card", footer: true) { [unowned self] in
            strip.scroll(by: -(Self.cardWidth + Self.spacing))
        }
        keyBinding("coverflow.next", keys: "right", "l", description: "next card", footer: true) { [unowned self] in
            strip.scroll(by: Self.cardWidth + Self.spacing)
        }
        keyBinding("coverflow.first", keys: "home", description: "first card") { [unowned self] in
            strip.scroll(to: strip.minimumOffset)
        }
        keyBinding("coverflow.last", keys: "end", description: "last card") { [unowned self] in
            strip.scroll(to: strip.maximumOffset)
        }
    }

    /// One album: a rounded box of its number, title (wrapped) and artist, centred.
    static func card(number: Int, title: String, artist: String) -> Brick {
        let label = Label("No. \(number)\n\(title)\n\(artist)")
        label.alignment = .center
        return AlbumCard(label)
    }

    public override func layoutChildren(context: LayoutContext) {
        super.layoutChildren(context: context)
        updateStatus()
    }

    /// Which album covers the strip's centre column, from the offset (the strip lays itself
    /// out after this page, so the behavior's own answer would be a frame late).
    var centredAlbum: Int {
        let step = Self.cardWidth + Self.spacing
        let centre = strip.contentOffset.x + strip.viewport.width / 2
        return min(Self.albums.count, max(1, centre / step + 1))
    }

    private func updateStatus() {
        let text = "album \(centredAlbum) of \(Self.albums.count) · offset \(strip.contentOffset.x) of \(strip.maximumOffset.x)"
        if status.text != text { status.text = text }
    }
}

/// A fixed-size box around an album's label: every card is the same width, so one
/// card step is always the same number of columns.
@MainActor
final class AlbumCard: Brick {
    init(_ label: Label) {
        super.init()
        border = .rounded
        padding = EdgeInsets(horizontal: 1)
        addChild(label)
    }

    override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: CoverFlowPage.cardWidth, height: 6)
    }

    override func layoutChildren(context: LayoutContext) {
        for child in children { child.frame = contentFrame }
    }
}
