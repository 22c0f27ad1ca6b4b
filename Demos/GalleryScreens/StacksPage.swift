import BrikCore
import BrikRendering

/// "Stacks": a ``VBrik`` and an ``HBrik`` of the same children under every
/// alignment × distribution; `a` and `d` cycle them, `s` changes the spacing.
/// Below them an ``HBrik`` whose children have dimensions (fixed, a ratio of the
/// stack, fill, measured), each captioned with the width it got.
@MainActor
public final class StacksPage: GalleryPage {
    private let vertical = VBrik(alignment: .fill)
    private let horizontal = HBrik(alignment: .fill)
    private let caption = Label()
    private(set) var alignmentIndex = 0
    private(set) var distributionIndex = 0
    private(set) var spacing = 1

    /// The page.
    public init() {
        super.init(id: "stacks", title: "Stacks", summary: "alignment × distribution of VBrik and HBrik")
        for stack in [vertical, horizontal] as [StackBrik] {
            stack.border = .rounded
            stack.setChildren(Self.samples())
        }
        vertical.borderTitle = "VBrik"
        horizontal.borderTitle = "HBrik"
        caption.bold()
        let layout = VBrik(alignment: .fill, spacing: 1, distribution: .fill) { _ in
            caption
            HBrik(alignment: .fill, spacing: 2, distribution: .fillEqually) { _ in
                vertical
                horizontal
            }
            Self.dimensionsRow()
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        addChild(layout)
        apply()
        declareBindings()
    }

    static func samples() -> [Brick] {
        [
            Label("one").backgroundColor(.blue).foregroundColor(.brightWhite),
            Label("two\nlines").backgroundColor(.green).foregroundColor(.black),
            Label("three wide").backgroundColor(.magenta).foregroundColor(.brightWhite),
        ]
    }

    /// An HBrik of bricks sized by their dimensions; it hugs its one row, so the
    /// stacks above take the spare rows.
    static func dimensionsRow() -> Brick {
        func sample(_ rule: String, _ dimension: BrickDimension, _ color: Color) -> Brick {
            Caption { _, frame in "\(rule) → \(frame.width)" }.width(dimension).backgroundColor(color)
                .foregroundColor(.black)
        }
        let row = HBrik(alignment: .fill, spacing: 1, distribution: .fill) { _ in
            sample(".fixed(16)", .fixed(size: 16), .cyan)
            sample(".ratio(1/4)", .ratio(ratio: 1.0 / 4), .yellow)
            sample(".fill", .fill, .green)
            Label("auto").backgroundColor(.magenta).foregroundColor(.brightWhite)
        }
        row.border = .rounded
        row.borderTitle = "HBrik with dimensions"
        return row.contentHuggingPriority(.high, for: .vertical)
    }

    private func apply() {
        let alignment = StackAlignment.allCases[alignmentIndex]
        let distribution = StackDistribution.allCases[distributionIndex]
        for stack in [vertical, horizontal] as [StackBrik] {
            stack.alignment = alignment
            stack.distribution = distribution
            stack.spacing = spacing
        }
        caption.text = "alignment: .\(alignment)   distribution: .\(distribution)   spacing: \(spacing)"
    }

    private func declareBindings() {
        keyBinding("stacks.alignment", keys: "a", description: "alignment", footer: true) { [unowned self] in
            alignmentIndex = (alignmentIndex + 1) % StackAlignment.allCases.count
            apply()
        }
        keyBinding("stacks.distribution", keys: "d", description: "distribution", footer: true) { [unowned self] in
            distributionIndex = (distributionIndex + 1) % StackDistribution.allCases.count
            apply()
        }
        keyBinding("stacks.spacing", keys: "s", description: "spacing", footer: true) { [unowned self] in
            spacing = (spacing + 1) % 3
            apply()
        }
    }
}
