import BrikCore
import BrikRendering

/// "Grid": 1,000,000 items in rows of four — a ``VirtualSection`` whose ``VirtualSection/itemWidth``
/// is a quarter of the row — with a sticky title row above them, so only the rows near the
/// viewport exist as bricks. `f` switches to a flow of 100,000 real bricks in rows of ratio
/// widths (a half, then two quarters): a lazy ``Section``, which measures and places only
/// the rows down to a screen past the viewport, and more as it scrolls.
/// `m` switches to a mosaic of 100,000 tiles that are not bricks (``MosaicBrick``: a
/// ``FlowLayout`` over a ``FlowLayoutDataSource``, laid out as far as it is shown).
/// ↓/↑ scroll a row, PgDn/PgUp a page, `G` jumps to the end and `g` to the start; the
/// status line shows the first visible item, its row and the offset.
@MainActor
public final class GridPage: GalleryPage {
    /// Items in the grid.
    static let itemCount = 1_000_000
    /// Items a row.
    static let perRow = 4

    /// Bricks in the flow `f` shows.
    static let flowCount = 100_000

    let grid: VirtualSection
    let scroll: ScrollBrik
    /// The flow of real bricks, made the first time `f` shows it.
    private(set) var flow: Section?
    private var flowScroll: ScrollBrik?
    /// The mosaic `m` shows, made the first time.
    private(set) var mosaic: MosaicBrick?
    private var mosaicScroll: ScrollBrik?
    private let body = VBrik(alignment: .fill)
    let status = Label()

    /// The page.
    public init() {
        grid = VirtualSection(
            "grid", itemIdentifier: "cell", count: Self.itemCount, itemWidth: .ratio(ratio: 1.0 / Double(Self.perRow)),
            estimatedHeight: 3, inset: 1, make: Self.makeCell, reuse: Self.reuseCell)
        scroll = ScrollBrik { [grid] _ in
            Label("1,000,000 items, four a row").bold().attributes(.reverse).identifier("title")
            grid
        }
        super.init(id: "grid", title: "Grid", summary: "1,000,000 items in rows of 4, virtual; G/g to jump")
        scroll.border(.rounded, title: "grid of 1,000,000")
        scroll.behaviors = [StickyLayoutBehavior { $0.identifier == "title" }]
        let hint = Label("↓/↑ row · PgDn/PgUp page · G end · g start · f grid/flow · m mosaic").dim()
        body.addChild(scroll)
        let layout = VBrik(alignment: .fill) { [body, status] _ in
            status
            hint
            body
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
        keyBinding("grid.end", keys: "G", description: "to the end", footer: true) { [unowned self] in
            let shown = shownScroll
            shown.scroll(to: shown.maximumOffset)
        }
        keyBinding("grid.start", keys: "g", description: "to the start", footer: true) { [unowned self] in
            let shown = shownScroll
            shown.scroll(to: shown.minimumOffset)
        }
        keyBinding("grid.flow", keys: "f", description: "grid or flow", footer: true) { [unowned self] in
            toggleFlow()
        }
        keyBinding("grid.mosaic", keys: "m", description: "grid or mosaic", footer: true) { [unowned self] in
            toggleMosaic()
        }
        scroll.onScroll = { [unowned self] _ in updateStatus() }
        scroll.onAppear { [unowned self] in
            application?.focus(scroll)
            updateStatus()
        }
    }

    /// The scroll view shown: the grid's, the flow's or the mosaic's.
    var shownScroll: ScrollBrik {
        [flowScroll, mosaicScroll].compactMap { $0 }.first { !$0.isHidden } ?? scroll
    }

    /// Shows the mosaic instead of what is shown, or the grid again.
    func toggleMosaic() {
        if mosaicScroll == nil {
            let tiles = MosaicBrick(count: Self.flowCount)
            let made = ScrollBrik { _ in tiles }
            made.border(.rounded, title: "mosaic of 100,000 tiles (FlowLayoutDataSource)")
            made.isHidden = true
            made.onScroll = { [unowned self, unowned tiles] shown in
                tiles.show(downTo: shown.contentOffset.y + shown.viewport.height, screen: shown.viewport.height)
                updateStatus()
            }
            mosaic = tiles
            mosaicScroll = made
            body.addChild(made)
        }
        guard let mosaicScroll else { return }
        let showing = mosaicScroll.isHidden
        mosaicScroll.isHidden = !showing
        flowScroll?.isHidden = true
        scroll.isHidden = showing
        application?.focus(shownScroll)
        updateStatus()
    }

    /// Shows the flow of real bricks instead of the grid, or the grid again.
    func toggleFlow() {
        if flowScroll == nil {
            let section = Section("flow", inset: 1) { _ in
                for index in 0..<Self.flowCount {
                    Label("brick \(MillionPage.grouped(index))").width(.ratio(ratio: index % 3 == 0 ? 0.5 : 0.25))
                }
            }
            let made = ScrollBrik { _ in section }
            made.border(.rounded, title: "lazy flow of 100,000 bricks")
            made.isHidden = true
            made.onScroll = { [unowned self] _ in updateStatus() }
            flow = section
            flowScroll = made
            body.addChild(made)
        }
        guard let flowScroll else { return }
        flowScroll.isHidden.toggle()
        mosaicScroll?.isHidden = true
        scroll.isHidden = !flowScroll.isHidden
        application?.focus(shownScroll)
        updateStatus()
    }

    /// Item `index`: a bordered cell with its number.
    static func makeCell(_ index: Int) -> Brick {
        let cell = Label(cellText(index)).textAlignment(.center)
        cell.border(.rounded)
        return cell
    }

    /// A cell that left the viewport, showing item `index` now.
    static func reuseCell(_ brick: Brick, _ index: Int) {
        (brick as? Label)?.text = cellText(index)
    }

    /// Item `index`'s text.
    static func cellText(_ index: Int) -> String { "item " + MillionPage.grouped(index) }

    public override func layoutChildren(context: LayoutContext) {
        super.layoutChildren(context: context)
        updateStatus()
    }

    private func updateStatus() {
        if let mosaic, let mosaicScroll, !mosaicScroll.isHidden {
            let text =
                "mosaic of \(MillionPage.grouped(Self.flowCount)) tiles · \(MillionPage.grouped(mosaic.placedCount)) placed · offset "
                + MillionPage.grouped(mosaicScroll.contentOffset.y)
            if status.text != text { status.text = text }
            return
        }
        if let flow, let flowScroll, !flowScroll.isHidden {
            let placed = flow.placedBrickCount
            let text =
                "flow of \(MillionPage.grouped(Self.flowCount)) bricks · \(MillionPage.grouped(placed)) placed · offset "
                + MillionPage.grouped(flowScroll.contentOffset.y)
            if status.text != text { status.text = text }
            return
        }
        let first = grid.firstVisibleItem ?? 0
        let text =
            "item \(MillionPage.grouped(first)) of \(MillionPage.grouped(Self.itemCount)) · row "
            + "\(MillionPage.grouped(first / Self.perRow)) · offset \(MillionPage.grouped(scroll.contentOffset.y))"
        if status.text != text { status.text = text }
    }
}
