import BrikConstraints
import BrikCore
import BrikRendering

/// A coloured block of the playground; its type name keeps the constraint list short.
@MainActor
final class Block: Brick {
    init(_ name: String, _ color: Color) {
        super.init()
        tag(name)
        backgroundColor = color
        foregroundColor = .black
    }

    /// It measures content of its own, so constraints hug it and resist compressing it.
    override func hasIntrinsicSize(along axis: Axis) -> Bool { true }

    /// One row, as wide as the name: that is its intrinsic size.
    override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: "\(tag?.base ?? "")".count, height: 1)
    }

    /// The name, then `═` to the right edge, so the width shows in plain text too.
    override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        let name = "\(tag?.base ?? "")"
        let fill = String(repeating: "═", count: max(0, frame.width - name.count))
        _ = canvas.write(name + fill, at: frame.origin, style: context.style)
    }
}

/// "Constraints": SnapKit's DSL inside `Brik { }`. Brik's README layout (a form on top,
/// buttons centred below), and a playground whose offset, multiplier and priority
/// change live, with its constraints listed and a deliberate conflict reported.
@MainActor
public final class ConstraintsPage: GalleryPage {
    static let priorities: [ConstraintPriority] = [.low, .medium, .high, .required]

    let playground: Brik
    let a = Block("A", .cyan), b = Block("B", .yellow), c = Block("C", .magenta)
    private(set) var offset = 2
    private(set) var multiplier = 0.5
    private(set) var priorityIndex = 0
    private(set) var swapped = false
    private var leftConstraint: LayoutConstraint?
    private var widthConstraint: LayoutConstraint?
    private var wishConstraint: LayoutConstraint?

    /// The page.
    public init() {
        playground = Brik { _ in }
        super.init(id: "constraints", title: "Constraints", summary: "SnapKit-style constraints on a Cassowary solver")
        let readme = Box(title: "README layout", padding: .zero) { _ in Self.readmeLayout() }
        let play = Box(title: "Playground", padding: .zero) { [playground] _ in playground }
        let list = ConstraintList(page: self, report: false).border(.rounded, title: "Constraints")
        let report = ConstraintList(page: self, report: true).border(.rounded, title: "Report")
        let root = Brik { _ in
            readme; play; list; report
        }
        addChild(root)
        for block in [a, b, c] { playground.addChild(block) }
        root.constraints { _, _ in
            readme.snp.makeConstraints { make in
                make.left.top.equalToSuperview()
                make.width.equalToSuperview().multipliedBy(0.45)
                make.height.equalTo(9)
            }
            play.snp.makeConstraints { make in
                make.top.equalTo(readme.snp.bottom)
                make.left.bottom.equalToSuperview()
                make.width.equalTo(readme)
            }
            list.snp.makeConstraints { make in
                make.top.right.equalToSuperview()
                make.left.equalTo(readme.snp.right)
                make.bottom.equalTo(report.snp.top)
            }
            report.snp.makeConstraints { make in
                make.left.right.equalTo(list)
                make.bottom.equalToSuperview()
                make.height.equalTo(7)
            }
        }
        makePlayground()
        declareBindings()
    }

    /// Brik's README example: `brick[1]` pinned to the top, `brick[2]` centred below it.
    static func readmeLayout() -> Brik {
        Brik { _ in
            VBrik(alignment: .fill) { _ in
                Label("Username  [alice        ]")
                Label("Password  [•••••        ]")
            }.tag(1)
            HBrik(alignment: .fill, spacing: 1) { _ in
                Button("Cancel").allowsFocus(false)
                Button("Send").allowsFocus(false)
            }.tag(2)
        }
        .constraints { brick, _ in
            brick[1].snp.makeConstraints { make in
                make.top.leading.trailing.equalToSuperview().inset(EdgeInsets(top: 1, left: 1, right: 1))
                make.bottom.equalTo(brick[2].snp.top).offset(-1).priority(.low)
            }
            brick[2].snp.makeConstraints { make in
                make.centerX.equalToSuperview()
                make.bottom.lessThanOrEqualToSuperview().offset(-1)
            }
        }
    }

    /// A at an offset and a fraction of the width; B after it, wanting 30 columns at
    /// the chosen priority against a cap of 8 at 600 (a required wish pushes B out
    /// of the playground, whose edge is then the dropped constraint); C with two required widths
    /// that cannot both hold (the later one is dropped and reported).
    private func makePlayground() {
        a.snp.makeConstraints { make in
            leftConstraint = make.left.equalToSuperview().offset(offset).labeled("a.left").constraint
            make.top.equalToSuperview().offset(1)
            widthConstraint = make.width.equalToSuperview().multipliedBy(multiplier).labeled("a.width").constraint
        }
        b.snp.makeConstraints { make in
            make.left.equalTo(a.snp.right).offset(1).labeled("b.after")
            make.top.equalTo(a.snp.bottom).offset(1)
            make.width.lessThanOrEqualTo(8).priority(600).labeled("b.cap")
            wishConstraint = make.width.equalTo(30).priority(Self.priorities[priorityIndex]).labeled("b.wish").constraint
            make.right.lessThanOrEqualToSuperview().labeled("b.inside")
        }
        c.snp.makeConstraints { make in
            make.top.equalTo(b.snp.bottom).offset(1)
            make.centerX.equalToSuperview().labeled("c.centre")
            make.width.equalTo(6).labeled("c.narrow")
            make.width.equalTo(12).labeled("c.wide")
        }
    }

    /// The priority of B's wish for 30 columns, as shown.
    var wishPriority: ConstraintPriority { Self.priorities[priorityIndex] }

    /// The playground's keys, as bindings (so the footer and `?` list them).
    private func declareBindings() {
        keyBinding("constraints.offset.less", keys: "left", description: "offset", footer: true) { [unowned self] in
            offset = max(0, offset - 1)
            leftConstraint?.update(offset: offset)
        }
        keyBinding("constraints.offset.more", keys: "right", description: "offset", footer: true) { [unowned self] in
            offset = min(20, offset + 1)
            leftConstraint?.update(offset: offset)
        }
        keyBinding("constraints.multiplier.more", keys: "+", "=", description: "multiplier", footer: true) {
            [unowned self] in
            multiplier = min(1, multiplier + 0.125)
            widthConstraint?.update(multiplier: multiplier)
        }
        keyBinding("constraints.multiplier.less", keys: "-", description: "multiplier", footer: true) { [unowned self] in
            multiplier = max(0.125, multiplier - 0.125)
            widthConstraint?.update(multiplier: multiplier)
        }
        keyBinding("constraints.priority", keys: "p", description: "priority", footer: true) { [unowned self] in
            priorityIndex = (priorityIndex + 1) % Self.priorities.count
            wishConstraint?.update(priority: wishPriority)
        }
        keyBinding("constraints.animate", keys: "space", description: "animate", footer: true) { [unowned self] in
            swapped.toggle()
            let c = self.c
            let swapped = self.swapped
            playground.animateConstraints(duration: .milliseconds(480), steps: 6) {
                c.snp.updateConstraints { make in
                    if swapped { make.centerX.equalToSuperview().multipliedBy(0.5) } else { make.centerX.equalToSuperview() }
                }
            }
        }
    }

    /// The newest conflict in the application's diagnostics, shortened for the screen.
    func reportLines() -> [(String, Bool)] {
        // The diagnostics keep every report ever made; show those that still hold.
        let current = Set(playground.constraintIssues)
        let conflicts =
            application?.diagnostics.entries.map(\.description)
            .filter { $0.hasPrefix("conflict:") && current.contains($0) } ?? []
        guard !conflicts.isEmpty else { return [("no conflicts", false)] }
        return conflicts.map { (Self.shortened($0), true) }
    }

    /// Lines for the list: every playground constraint with its label.
    func listLines() -> [(String, Bool)] {
        let constraints = playground.layoutConstraints.filter(\.isActive)
        var lines = [("offset \(offset) · multiplier \(formatted(multiplier)) · b.wish \(wishPriority)", false)]
        for constraint in constraints {
            let mark = constraint.issue == nil ? " " : "✗"
            let label = (constraint.label ?? "").padded(to: 8)
            lines.append(("\(mark)\(label) \(Self.shortened(constraint.relationDescription))", constraint.issue != nil))
        }
        return lines
    }

    /// `A.left` for `Block(tag: A).left`, `super.` for `superview.`, and file names without
    /// their module, so lines fit half of an 80-column screen.
    static func shortened(_ text: String) -> String {
        text.replacing("Block(tag: ", with: "").replacing(").", with: ".")
            .replacing("superview.", with: "super.").replacing("GalleryScreens/", with: "")
    }

    private func formatted(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// The playground's constraints, or the conflict report, drawn from the live layout
/// (after it, so a conflict found in this frame's layout shows in this frame).
@MainActor
final class ConstraintList: Brick {
    unowned let page: ConstraintsPage
    /// Whether this shows the conflict report (else the constraint list).
    let showsReport: Bool

    init(page: ConstraintsPage, report: Bool) {
        self.page = page
        showsReport = report
        super.init()
    }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        let area = contentFrame.inset(by: EdgeInsets(horizontal: 1))
        var y = area.minY
        let style = context.style
        for (text, flagged) in showsReport ? page.reportLines() : page.listLines() {
            let rows = TextLayout.lines(text, width: max(1, area.width), maxLines: 0, alignment: .left)
            for row in rows where y < area.maxY {
                var rowStyle = style
                if flagged { rowStyle.foreground = .red }
                _ = canvas.write(row, at: Point(x: area.minX, y: y), style: rowStyle)
                y += 1
            }
        }
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

}
