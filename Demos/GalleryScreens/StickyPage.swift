import BrikCore
import BrikRendering

/// "Sticky": BrickKit's sticky behaviors together. A five-row banner collapses to
/// one row (``MinimumStickyLayoutBehavior``); each group's header, and the
/// sub-header of every other group, stick under it and stack, until the next group
/// pushes them out (``StickyLayoutBehavior`` with a one-row ``StickyLayoutBehavior/contentOffset``);
/// a totals row stays on the bottom row and shortens the scrollbar
/// (``StickyFooterLayoutBehavior``). The status line shows the stuck header and
/// its sticking percentage (the delegate). The rows take focus (Tab, a click): ↑/↓
/// move it, and a row scrolled into view lands below the stuck headers and above the
/// totals row, never under them.
@MainActor
public final class StickyPage: GalleryPage {
    /// The groups shown, and the rows in each.
    static let groups = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot"]
    static let rowsPerGroup = 8

    let scroll: ScrollBrik
    let status = Label()
    /// The last header reported fully stuck, and the percentages heard this pass.
    private var stuck = "none"
    private var nextHeaderPercentage: Double = 1

    /// The page.
    public init() {
        scroll = ScrollBrik { _ in
            Section { _ in
                StickyPage.banner()
                for (index, name) in StickyPage.groups.enumerated() {
                    StickyPage.group(name, index: index)
                }
                Label(" Σ \(StickyPage.groups.count) groups · \(StickyPage.groups.count * StickyPage.rowsPerGroup) rows ")
                    .identifier("footer").backgroundColor(.magenta).foregroundColor(.brightWhite)
            }
        }
        super.init(
            id: "sticky", title: "Sticky", summary: "sticky headers stacking and pushed out, a footer, a collapsing banner")
        scroll.border(.rounded, title: "sticky")
        let banner = MinimumStickyLayoutBehavior(minimumHeight: { _ in 1 }) { $0.identifier == "banner" }
        let headers = StickyLayoutBehavior(
            contentOffset: 1, sticking: { [unowned self] item, percentage in heard(item, percentage) }
        ) { $0.identifier == "header" || $0.identifier == "subheader" }
        scroll.behaviors = [
            banner, headers, StickyFooterLayoutBehavior { $0.identifier == "footer" },
            PassObserver { [unowned self] _ in updateStatus() },
        ]
        let layout = VBrik(alignment: .fill, spacing: 1) { [scroll, status] _ in
            status
            scroll
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
    }

    /// Five rows that shrink to their first one.
    static func banner() -> Section {
        Section("banner", backgroundColor: .blue) { _ in
            Label(" BrikTUI · sticky behaviors").bold()
            Label("   group headers stick under this bar and stack")
            Label("   the next group pushes them out")
            Label("   the totals row stays on the bottom row")
            Label("   this banner collapses to its first row")
        }.foregroundColor(.brightWhite)
    }

    /// A header, on odd groups a sub-header stacking under it, and rows.
    static func group(_ name: String, index: Int) -> Section {
        Section(name) { _ in
            Label("▌ \(name)").identifier("header").backgroundColor(.cyan).foregroundColor(.black).bold()
            if index % 2 == 1 {
                Label("  \(name) · sub-header").identifier("subheader").backgroundColor(.white).foregroundColor(.black)
            }
            for row in 1...rowsPerGroup { FocusableRow("  \(name) row \(row)") }
        }
    }

    private func heard(_ item: BrickAttributes, _ percentage: Double) {
        guard item.identifier == "header", let name = item.brick.parent?.identifier else { return }
        // Headers are reported top to bottom: the last one stuck (0 %) is the one on top now.
        if percentage == 0 && item.frame.y > item.originalFrame.y { stuck = name }
    }

    /// Called once the behaviors ran (the percentages are in), on every pass.
    private func updateStatus() {
        let focus = (application?.focusedBrick as? FocusableRow).map { String($0.text.drop { $0 == " " }) } ?? "list"
        let text =
            "offset \(scroll.contentOffset.y) of \(scroll.maximumOffset.y) · stuck: \(stuck) · focus: \(focus) · j/k, PgUp/PgDn"
        stuck = "none"
        if status.text != text { status.text = text }
    }
}

/// A one-row line of text that takes focus, shown in reverse video while focused
/// (a row of a list a user moves through).
@MainActor
final class FocusableRow: Brick {
    let text: String

    init(_ text: String) {
        self.text = text
        super.init()
    }

    override var canBecomeFocused: Bool { true }

    override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: proposal.width ?? TextWidth.width(text), height: 1)
    }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        let style = context.style
        canvas.fill(frame, style: style)
        canvas.write(text, at: frame.origin, style: style)
    }
}

/// A behavior that only watches: it runs after the others and hands the pass to `body`
/// (the pages update their status lines from what the behaviors did).
@MainActor
final class PassObserver: LayoutBehavior {
    let body: (BehaviorLayout) -> Void

    init(_ body: @escaping (BehaviorLayout) -> Void) { self.body = body }

    func apply(to layout: BehaviorLayout) { body(layout) }
}
