import BrikCore
import BrikRendering

/// "Collection": the BrickKit README's three horizontal strips (CollectionBricks of
/// 1/4-ratio, 1/2-ratio and 12-column fixed "images", labels standing in for images),
/// the 1/2 strip paging, then a list of LabelBrick variants and ButtonBricks. Tab focuses
/// a strip, ←/→ scroll it (the paging one a page at a time); the status line shows the
/// strips' offsets and the page, and what the last button did. `o` turns an "experiment"
/// on and off: an ``OverrideContentSource`` that marks the list's labels after each load.
@MainActor
public final class CollectionPage: GalleryPage, LabelBrickCellDelegate {
    let status = Label()
    let quarter: CollectionBrick
    let half: CollectionBrick
    let fixed: CollectionBrick
    /// Models the page's label bricks hold weakly (BrickKit's data sources are weak too).
    let models: [LabelBrickCellModel]
    let host = BrickCollectionView()
    var presses = 0
    /// The list's label bricks the experiment overrides.
    private(set) var listBricks: [LabelBrick] = []
    /// BrickKit's `OverrideContentSource`: A/B copy over whatever the models say.
    final class Experiment: OverrideContentSource {
        func resetContent(for brick: Brick) {}
        func overrideContent(for brick: Brick) {
            guard let label = (brick as? LabelBrick)?.label else { return }
            label.text = "★ " + label.text
            label.foregroundColor = .yellow
        }
    }
    let experiment = Experiment()

    /// A strip of twelve labelled "images" of `width`.
    static func strip(_ name: String, width: BrickDimension, paging: Bool = false) -> CollectionBrick {
        let images = (1...12).map { index in
            LabelBrick(width: width, backgroundColor: index.isMultiple(of: 2) ? .blue : .magenta, text: "\(name)\(index)")
        }
        return CollectionBrick(
            name, scrollDirection: .horizontal, isPagingEnabled: paging, section: BrickSection(bricks: images, inset: 1))
    }

    /// The page.
    public init() {
        quarter = Self.strip("q", width: .ratio(ratio: 1 / 4))
        half = Self.strip("h", width: .ratio(ratio: 1 / 2), paging: true)
        fixed = Self.strip("f", width: .fixed(size: 12))
        models = [
            LabelWithDecorationImageBrickCellModel(text: "a label with a leading image", image: "▣"),
            LabelBrickCellModel(text: "Inbox") { $0.button?.title = "Open" },
        ]
        super.init(
            id: "collection", title: "Collection",
            summary: "CollectionBrick strips (1/4, 1/2 paging, fixed), LabelBrick and ButtonBrick")
        listBricks = [
            LabelBrick(variant: .chevron, text: "a label with a chevron"),
            LabelBrick(variant: .image, dataSource: models[0]),
            LabelBrick(variant: .button, dataSource: models[1], delegate: self),
        ]
        let section = BrickSection(
            bricks: [
                LabelBrick(text: "1/4 Ratio"), quarter,
                LabelBrick(text: "1/2 Ratio (paging)"), half,
                LabelBrick(text: "12 columns fixed"), fixed,
                LabelBrick(variant: .horizontalRules, text: "Labels and buttons"),
            ] + listBricks.map { $0 as Brick } + [
                ButtonBrick(
                    width: .ratio(ratio: 1 / 2), title: "Save", onButtonTappedHandler: { [unowned self] _ in pressed("Save") }),
                ButtonBrick(
                    width: .ratio(ratio: 1 / 2), title: "Cancel", onButtonTappedHandler: { [unowned self] _ in pressed("Cancel") }
                ),
            ], inset: 1)
        host.setSection(section)
        let hint = Label("Tab focus a strip · ←/→ scroll it (the 1/2 strip by pages) · Enter press a button · o experiment").dim()
        let layout = VBrik(alignment: .fill) { [status, host] _ in
            status
            hint
            host
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
        for strip in [quarter, half, fixed] { strip.onScroll = { [unowned self] _ in updateStatus() } }
        updateStatus()
        keyBinding("collection.experiment", keys: "o", description: "experiment", footer: true) { [unowned self] in
            let on = listBricks.first?.overrideContentSource == nil
            for brick in listBricks { brick.overrideContentSource = on ? experiment : nil }
            updateStatus(last: on ? "experiment on" : "experiment off")
        }
    }

    /// The list's button was pressed: counted in the status line.
    public func buttonTouchedForLabelBrickCell(_ brick: LabelBrick) { pressed("Open") }

    private func pressed(_ title: String) {
        presses += 1
        updateStatus(last: "pressed \(title) (\(presses))")
    }

    private func updateStatus(last: String? = nil) {
        let prefix = "1/4 at \(quarter.contentOffset.x) · 1/2 page \(half.currentPage) · fixed at \(fixed.contentOffset.x)"
        status.text = prefix + (last.map { " · \($0)" } ?? "")
    }
}
