import BrikCore
import BrikRendering

/// "Dimensions": every ``BrickDimension`` case as a coloured bar with a caption
/// that says the rule and what it resolved to, under a live line with the
/// terminal size, orientation and size classes. Resize the terminal to watch
/// the conditional cases switch branch. Last, a horizontal section: in a
/// horizontal ``ScrollBrik`` a ``Section`` is one row that never wraps (Tab
/// focuses it, ←/→ and Home/End scroll it).
@MainActor
public final class DimensionsPage: GalleryPage {
    /// The page.
    public init() {
        super.init(id: "dimensions", title: "Dimensions", summary: "every BrickDimension case, resolved live")
        let root = Section(verticalInset: 0, edgeInsets: EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)) { _ in
            Caption { environment, _ in Self.environmentLine(environment) }.bold().height(.fixed(size: 1))
            Brick().height(.fixed(size: 1))  // a blank row
        }
        for sample in Self.widthSamples() { root.addChild(sample) }
        root.addChild(Self.heightSample())
        root.addChild(Self.horizontalSample())
        addChild(root)
    }

    /// `80×24 · landscape · regular/regular`, then the size-class thresholds.
    static func environmentLine(_ environment: LayoutEnvironment) -> String {
        let screen = environment.screen
        let orientation = environment.isLandscape ? "landscape" : "portrait"
        let horizontal = environment.isHorizontallyCompact ? "compact" : "regular"
        let vertical = environment.isVerticallyCompact ? "compact" : "regular"
        return "\(screen.width)×\(screen.height) · \(orientation) · \(horizontal)/\(vertical)"
            + "   (compact < \(environment.horizontalCompactBelow)×\(environment.verticalCompactBelow))"
    }

    /// One row: a bar `dimension` wide, then its caption in the rest of the row.
    static func row(
        _ dimension: BrickDimension, color: Color, widthRatio: Double = 1,
        caption: @escaping (LayoutEnvironment, Int) -> String
    ) -> Section {
        let bar = Brick().width(dimension).height(.fixed(size: 1)).backgroundColor(color)
        let section = Section(inset: 1) { _ in
            bar
            Caption { environment, _ in caption(environment, bar.frame.width) }.width(.fill).height(.fixed(size: 1))
        }
        section.widthRatio = widthRatio
        return section
    }

    static func cols(_ count: Int) -> String { count == 1 ? "1 col" : "\(count) cols" }

    static func widthSamples() -> [Brick] {
        let fillBar = Brick().width(.fill).height(.fixed(size: 1)).backgroundColor(.blue)
        let fillRow = Section(inset: 1) { _ in
            Caption { _, _ in ".fill → \(cols(fillBar.frame.width))" }.width(.fixed(size: 16)).height(.fixed(size: 1))
            fillBar
        }
        let range = BrickDimension.dimensionRange(
            default: .fixed(size: 10),
            additionalRangePairs: [
                RangeDimensionPair(dimension: .ratio(ratio: 1.0 / 3), minimumSize: 90),
                RangeDimensionPair(dimension: .ratio(ratio: 1.0 / 4), minimumSize: 70),
            ])
        return [
            row(.fixed(size: 12), color: .blue) { _, w in ".fixed(12) → \(cols(w))" },
            row(.ratio(ratio: 1.0 / 3), color: .magenta) { _, w in ".ratio(1/3) → \(cols(w))" },
            row(.ratio(ratio: 3), color: .magenta, widthRatio: 12) { _, w in ".ratio(3), widthRatio 12 → \(cols(w))" },
            fillRow,
            row(.auto(estimate: .fixed(size: 8)), color: .cyan) { _, w in ".auto(estimate 8) → \(cols(w))" },
            row(.orientation(landscape: .ratio(ratio: 1.0 / 4), portrait: .ratio(ratio: 1.0 / 3)), color: .green) { env, w in
                ".orientation: " + (env.isLandscape ? "landscape ¼" : "portrait ⅓") + " → \(cols(w))"
            },
            row(.horizontalSizeClass(regular: .ratio(ratio: 1.0 / 4), compact: .fixed(size: 6)), color: .green) { env, w in
                ".horizontalSizeClass: " + (env.isHorizontallyCompact ? "compact 6" : "regular ¼") + " → \(cols(w))"
            },
            row(.verticalSizeClass(regular: .ratio(ratio: 1.0 / 4), compact: .fixed(size: 6)), color: .green) { env, w in
                ".verticalSizeClass: " + (env.isVerticallyCompact ? "compact 6" : "regular ¼") + " → \(cols(w))"
            },
            row(range, color: .yellow) { env, w in
                let available = env.screen.width - 4
                let branch = available >= 90 ? "≥90 ⅓" : available >= 70 ? "≥70 ¼" : "default 10"
                return ".dimensionRange: \(branch) → \(cols(w))"
            },
            row(.restricted(size: .ratio(ratio: 1.0 / 6), restrictedSize: .minimumSize(size: .fixed(size: 12))), color: .yellow) {
                _, w in ".restricted(1/6, min 12 rows) → \(cols(w))"
            },
            row(.viewportRatio(0.2), color: .red) { _, w in ".viewportRatio(0.2) → \(cols(w))" },
        ]
    }

    /// A height sample: a bar 6 columns wide and `.ratio(1)` tall, square at the cell aspect.
    static func heightSample() -> Brick {
        let square = Brick().width(.fixed(size: 6)).height(.ratio(ratio: 1)).backgroundColor(.brightBlue)
        return Section(inset: 1) { _ in
            square
            Caption { env, _ in
                "height .ratio(1) → \(square.frame.height) rows (6 cols × aspect \(env.cellAspect))"
            }.width(.fill).height(.fixed(size: 1))
        }
    }
}

extension DimensionsPage {
    /// Cards in a horizontal section, in a strip beside a caption with the row's content
    /// width (its last right edge plus the right edge inset).
    static func horizontalSample() -> Brick {
        let cards = Section(inset: 1, edgeInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 1)) { _ in
            for index in 1...12 {
                Label("card \(index)").width(.fixed(size: 9)).backgroundColor(index.isMultiple(of: 2) ? .cyan : .blue)
                    .foregroundColor(.black)
            }
        }
        let strip = ScrollBrik(axis: .horizontal) { _ in cards }
        strip.showsScrollbar = false
        return Section(inset: 1) { _ in
            Caption { _, _ in "horizontal: \(strip.contentSize.width) cols" }.width(.fixed(size: 20)).height(.fixed(size: 1))
            strip.width(.fill).height(.fixed(size: 1))
        }
    }
}

/// One line of text computed when it is drawn, from the layout environment and
/// its own frame — so it always shows what layout just decided.
@MainActor
final class Caption: Brick {
    private let text: (LayoutEnvironment, Rect) -> String

    init(_ text: @escaping (LayoutEnvironment, Rect) -> String) {
        self.text = text
        super.init()
    }

    /// The environment of the last layout, kept for drawing (which reads no environment).
    private var environment: LayoutEnvironment?

    /// The line as it would be drawn now.
    var currentText: String {
        text(environment ?? LayoutEnvironment(screen: frame.size), frame)
    }

    override func layoutChildren(context: LayoutContext) {
        environment = context.environment
        super.layoutChildren(context: context)
    }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        canvas.write(TextLayout.truncate(currentText, width: frame.width), at: frame.origin, style: context.style)
    }
}
