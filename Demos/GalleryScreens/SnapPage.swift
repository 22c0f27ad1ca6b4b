import BrikCore
import BrikRendering

/// "Snap": a list of three-row cards with a ``SnapToPointLayoutBehavior``. After
/// a key scroll, or once a wheel burst pauses, the nearest card aligns to the
/// snap point; `s` cycles the point (top, middle, bottom).
@MainActor
public final class SnapPage: GalleryPage {
    /// The cards shown.
    static let cardCount = 20
    let scroll: ScrollBrik
    let snap = SnapToPointLayoutBehavior(scrollDirection: .vertical(.top))
    let status = Label()
    private(set) var settles = 0

    /// The page.
    public init() {
        scroll = ScrollBrik { _ in
            VBrik(alignment: .fill) { _ in
                for index in 1...SnapPage.cardCount {
                    VBrik(alignment: .fill) { _ in
                        Label("▌Card \(index)").bold()
                        Label("▌  snaps to the point")
                        Label("▌  " + String(repeating: "·", count: index))
                    }
                    .identifier("card")
                }
            }
        }
        super.init(id: "snap", title: "Snap", summary: "snap to point: cards align after a key or a wheel pause")
        scroll.border(.rounded, title: "snap to point")
        scroll.behaviors = [snap]
        // Two rows a notch: a notch stops between cards, so the snap after the pause shows.
        scroll.wheelStep = 2
        // A settle moves the offset during the scroll view's layout, after this page's:
        // the status is updated here too.
        scroll.onScrollSettled = { [unowned self] _ in
            settles += 1
            updateStatus()
        }
        let layout = VBrik(alignment: .fill, spacing: 1) { [scroll, status] _ in
            status
            scroll
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
        keyBinding("snap.point", keys: "s", description: "snap point", footer: true) { [unowned self] in
            cyclePoint()
        }
    }

    /// The snap point's name.
    var pointName: String {
        switch snap.scrollDirection {
        case .vertical(.top): "top"
        case .vertical(.middle): "middle"
        case .vertical(.bottom): "bottom"
        case .horizontal: "horizontal"
        }
    }

    private func cyclePoint() {
        let all = SnapToPointScrollDirection.Vertical.allCases
        guard case .vertical(let point) = snap.scrollDirection, let index = all.firstIndex(of: point) else { return }
        snap.scrollDirection = .vertical(all[(index + 1) % all.count])
        scroll.settleScroll()
    }

    public override func layoutChildren(context: LayoutContext) {
        super.layoutChildren(context: context)
        updateStatus()
    }

    private func updateStatus() {
        let text = "snap \(pointName) · offset \(scroll.contentOffset.y) · settled \(settles)× · s: point"
        if status.text != text { status.text = text }
    }
}
