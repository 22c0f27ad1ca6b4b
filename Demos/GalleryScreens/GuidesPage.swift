import BrikConstraints
import BrikCore
import BrikRendering

/// "Margins & guides": SnapKit's margin attributes on a Brik whose layout margins change
/// live, a layout guide (an invisible rectangle) between two labels with a marker centred
/// in it, bricks distributed by fixed spacing or by fixed length, and labelled bricks
/// (`snp.setLabel`) naming themselves in the constraint list.
@MainActor
public final class GuidesPage: GalleryPage {
    /// The Brik whose margins `m` and `M` change.
    let marginBox: Brik
    /// What is pinned to its margins.
    let pinned = Label("edges == superview.margins").textAlignment(.center)
    /// The invisible rectangle between ``name`` and ``value``.
    let gap = LayoutGuide()
    let name = Label("name").bold()
    let value = Label("value").foregroundColor(.cyan)
    let marker = Label("↑ centre of the gap").foregroundColor(.yellow)
    /// The bricks `d` distributes one way or the other.
    let tiles: [Label] = ["one", "two", "three", "four"].map { Label($0).textAlignment(.center).backgroundColor(.blue) }
    let tilesBox: Brik
    private(set) var status: LiveLines!
    private(set) var list: LiveLines!
    /// Margins on every side, in cells.
    private(set) var margin = 2
    /// Whether the tiles have a fixed length (equal gaps) rather than a fixed spacing.
    private(set) var fixedLength = false

    /// The page.
    public init() {
        marginBox = Brik { _ in }
        tilesBox = Brik { _ in }
        super.init(id: "guides", title: "Margins & guides", summary: "margin attributes, layout guides, distribute, labels")
        status = LiveLines { [unowned self] in [statusLine] }
        list = LiveLines { [unowned self] in constraintLines }
        let status = self.status!, list = self.list!
        let margins = Box(title: "Margins", padding: .zero) { [marginBox] _ in marginBox }
        let guideArea = Brik { _ in }
        let guide = Box(title: "A layout guide", padding: .zero) { _ in guideArea }
        let distribute = Box(title: "Distribute", padding: .zero) { [tilesBox] _ in tilesBox }
        let constraints = Box(title: "Labelled constraints", padding: .zero) { [list] _ in list }
        let root = Brik { _ in
            margins; guide; distribute; constraints; status
        }
        addChild(root)
        marginBox.addChild(pinned.border(.single))
        for brick in [name, value, marker] as [Brick] { guideArea.addChild(brick) }
        for tile in tiles { tilesBox.addChild(tile) }
        root.constraints { _, _ in
            margins.snp.makeConstraints { make in
                make.left.top.equalToSuperview()
                make.width.equalToSuperview().multipliedBy(0.5)
                make.height.equalTo(11)
            }
            guide.snp.makeConstraints { make in
                make.top.right.equalToSuperview()
                make.left.equalTo(margins.snp.right)
                make.height.equalTo(margins)
            }
            distribute.snp.makeConstraints { make in
                make.top.equalTo(margins.snp.bottom)
                make.left.right.equalToSuperview()
                make.height.equalTo(5)
            }
            constraints.snp.makeConstraints { make in
                make.top.equalTo(distribute.snp.bottom)
                make.left.right.equalToSuperview()
                make.bottom.equalTo(status.snp.top)
            }
            status.snp.makeConstraints { make in
                make.left.right.bottom.equalToSuperview()
                make.height.equalTo(1)
            }
        }
        marginBox.layoutMargins = EdgeInsets(all: margin)
        pinned.snp.makeConstraints { $0.edges.equalTo(marginBox.snp.margins) }
        guideArea.addLayoutGuide(gap)
        gap.snp.setLabel("gap")
        marker.snp.setLabel("marker")
        name.snp.setLabel("name")
        value.snp.setLabel("value")
        name.snp.makeConstraints { $0.left.top.equalToSuperview().offset(1) }
        value.snp.makeConstraints { make in
            make.right.equalToSuperview().offset(-1)
            make.top.equalTo(name)
        }
        gap.snp.makeConstraints { make in
            make.left.equalTo(name.snp.right)
            make.right.equalTo(value.snp.left)
            make.top.height.equalTo(name)
        }
        marker.snp.makeConstraints { make in
            make.centerX.equalTo(gap)
            make.top.equalTo(gap.snp.bottom).offset(1)
        }
        for tile in tiles {
            tile.snp.makeConstraints {
                $0.top.equalToSuperview().offset(1); $0.height.equalTo(1)
            }
        }
        distributeTiles()
        declareBindings()
    }

    /// The tiles by the current mode: 1 cell apart and equally long, or 8 long and equally apart.
    private func distributeTiles() {
        if fixedLength {
            tiles.distribute(along: .horizontal, itemLength: 8, leading: 1, trailing: 1)
        } else {
            tiles.distribute(along: .horizontal, spacing: 1, leading: 1, trailing: 1)
        }
    }

    private func declareBindings() {
        keyBinding("guides.margins.more", keys: "m", description: "wider margins", footer: true) { [unowned self] in
            margin = min(4, margin + 1)
            marginBox.layoutMargins = EdgeInsets(all: margin)
        }
        keyBinding("guides.margins.less", keys: "M", description: "narrower margins", footer: true) { [unowned self] in
            margin = max(0, margin - 1)
            marginBox.layoutMargins = EdgeInsets(all: margin)
        }
        keyBinding("guides.distribute", keys: "d", description: "spacing / length", footer: true) { [unowned self] in
            fixedLength.toggle()
            distributeTiles()
        }
    }

    /// The margins, the gap guide's place (as solved) and the tiles' mode.
    var statusLine: String {
        let mode = fixedLength ? "8 long, equal gaps" : "1 apart, equal lengths"
        let frame = gap.frame
        return "margins \(margin) · gap guide x \(frame.minX)..<\(frame.maxX) (\(frame.width) wide) · tiles \(mode)"
    }

    /// The marker's and the guide's constraints, the bricks named by their labels.
    var constraintLines: [String] {
        ([marker, gap] as [Brick]).flatMap { $0.snp.constraints }.map { " " + $0.relationDescription }
    }
}

/// Lines drawn from the live layout at drawing time (after it, so they show this frame's
/// frames): a status that reads solved positions.
@MainActor
final class LiveLines: Brick {
    let lines: () -> [String]

    init(_ lines: @escaping () -> [String]) {
        self.lines = lines
        super.init()
    }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        let area = contentFrame
        for (row, line) in lines().prefix(max(0, area.height)).enumerated() {
            _ = canvas.write(line, at: Point(x: area.minX, y: area.minY + row), style: context.style)
        }
    }
}
