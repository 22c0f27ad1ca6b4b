import BrikCore
import BrikRendering

/// "Split": UICollectionViewSplitLayout in cells — sections in two columns that stack
/// independently, with bold headers, item backgrounds and a footer. Below 80 columns
/// every section stacks in one column; `r` cycles the left side's ratio (1 and 0 show
/// one side only, as the original does); `d` lets a UICollectionViewSplitLayout-style
/// delegate size the items (two per line, `calculateFixedWidthRaughly`).
@MainActor
public final class SplitPage: GalleryPage {
    /// The ratios `r` cycles through.
    static let ratios: [Double] = [0.4, 0.5, 0.6, 1, 0]

    private let caption: SplitCaption
    private(set) var ratioIndex = 0
    let split: SplitSection
    /// The delegate `d` installs (kept here: the split holds it weakly).
    let sizing = TwoPerLineSizing()

    /// The page.
    public init() {
        split = SplitSection(
            "split", leftSideRatio: Self.ratios[0], splitSpacing: 2, oneColumnBelow: 80,
            sectionInset: EdgeInsets(horizontal: 1), minimumInterItemSpacing: 1
        ) { _ in
            Self.part("Fruits", .left, .blue, .brightWhite, third: ["apple", "banana", "cherry", "grape", "lemon", "mango"])
            Self.part(
                "Planets", .right, .cyan, .black,
                quarter: ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"])
            Self.part("Vegetables", .left, .green, .black, half: ["carrot", "leek", "onion", "pea"])
            SplitSection.Part(
                side: .right, header: Self.header("Notes"),
                footer: Label("— the taller column sets the height").dim().padding(EdgeInsets(left: 1))
            ) { _ in
                Label("Each column stacks its own sections.")
            }
            Self.part("Grains", .left, .magenta, .brightWhite, third: ["rice", "wheat", "oats"])
            Self.part("Colours", .right, .yellow, .black, third: ["red", "green", "blue"])
        }
        caption = SplitCaption(split: split)
        super.init(id: "split", title: "Split", summary: "UICollectionViewSplitLayout: sections in two columns")
        let root = Section { _ in
            caption
            split
        }
        addChild(root)
        apply()
        declareBindings()
    }

    private static func header(_ text: String) -> Label {
        Label(text).bold().padding(EdgeInsets(left: 1))
    }

    /// A section of coloured items a third, a half or a quarter of the line wide.
    private static func part(
        _ title: String, _ side: SplitSide, _ background: Color, _ foreground: Color,
        third: [String] = [], half: [String] = [], quarter: [String] = []
    ) -> SplitSection.Part {
        let items = third.map { ($0, 1.0 / 3) } + half.map { ($0, 1.0 / 2) } + quarter.map { ($0, 1.0 / 4) }
        return SplitSection.Part(title, side: side, itemsBackgroundColor: background, header: header(title)) { _ in
            for (text, ratio) in items {
                Label(text).width(.ratio(ratio: ratio)).foregroundColor(foreground)
            }
        }
    }

    private func apply() {
        split.leftSideRatio = Self.ratios[ratioIndex]
    }

    private func declareBindings() {
        keyBinding("split.ratio", keys: "r", description: "ratio", footer: true) { [unowned self] in
            ratioIndex = (ratioIndex + 1) % Self.ratios.count
            apply()
        }
        keyBinding("split.delegate", keys: "d", description: "delegate sizes", footer: true) { [unowned self] in
            split.delegate = split.delegate == nil ? sizing : nil
        }
    }
}

/// The page's first row: the split's parameters and how many columns it shows now.
/// It reads the split's last layout when drawn, so it always matches the screen.
@MainActor
final class SplitCaption: Brick {
    let split: SplitSection

    init(split: SplitSection) {
        self.split = split
        super.init()
        padding = EdgeInsets(left: 1)
    }

    /// What the split shows: two columns, one column (narrow), or one side (ratio 1 or 0).
    var text: String {
        let ratio = split.leftSideRatio
        let shown: String
        if split.lastLayout?.isOneColumn == true {
            shown = "one column under \(split.oneColumnBelow ?? 0)"
        } else if let side = SplitSide(leftSideRatio: ratio) {
            shown = "only the \(side) side"
        } else {
            shown = "two columns"
        }
        let sizes = split.delegate == nil ? "" : " · delegate sizes"
        return "leftSideRatio \(ratio) · splitSpacing \(split.splitSpacing) · \(shown)\(sizes)"
    }

    override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: proposal.width ?? TextWidth.width(text), height: 1)
    }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        let area = contentFrame
        var x = area.x
        TextWidth.forEachGlyph(in: text) { glyph in
            x += canvas.put(glyph, at: Point(x: x, y: area.y), style: context.style)
        }
    }
}

/// A split delegate as the original's README writes one: each part keeps its side, and
/// every item is as wide as two fit side by side in its column, one row tall.
@MainActor
final class TwoPerLineSizing: SplitSectionDelegate {
    func splitSection(_ splitSection: SplitSection, sideForSection section: Int) -> SplitSide {
        (splitSection.children[section] as? SplitSection.Part)?.side ?? .left
    }

    func splitSection(
        _ splitSection: SplitSection, sizeForItemAtIndexPath indexPath: BrickIndexPath, width: Int, side: SplitSide
    ) -> Size {
        let width = splitSection.calculateFixedWidthRaughly(
            to: 2, of: side, minimumInterItemSpacing: splitSection.minimumInterItemSpacing,
            sectionInset: splitSection.sectionInset)
        return Size(width: width, height: 1)
    }
}
