import BrikTUI

// Bricks an app writes for itself, with the public API only: the tests of this
// target put them where built-in bricks go and expect the same screens.

/// One line of text (more rows repeat it with a row number), measured to its text:
/// the app's own label.
@MainActor
final class Tile: Brick {
    let text: String
    let rows: Int

    init(_ text: String, rows: Int = 1, identifier: String = "") {
        self.text = text
        self.rows = max(1, rows)
        super.init()
        self.identifier = identifier
    }

    override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: proposal.width ?? text.count, height: rows)
    }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        super.draw(into: &canvas, context: context)
        for row in 0..<rows {
            let line = row == 0 ? text : "\(text).\(row)"
            canvas.write(line, at: Point(x: frame.x, y: frame.y + row), style: context.style)
        }
    }
}

/// The app's own container: its children top to bottom, each at its measured height,
/// `gap` rows apart, as wide as the column. It measures and places them itself; with
/// `exposesItems` its children are items of their own for scroll behaviors, as a
/// section's are.
@MainActor
final class Column: Brick {
    let gap: Int
    let exposesItems: Bool

    init(gap: Int = 0, exposesItems: Bool = true, _ bricks: [Brick]) {
        self.gap = gap
        self.exposesItems = exposesItems
        super.init()
        for brick in bricks { addChild(brick) }
    }

    override var exposesItemsToBehaviors: Bool { exposesItems }

    override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let width = proposal.width.map { max(0, $0 - chrome.horizontal) }
        let shown = children.filter { !$0.isHidden }
        let sizes = shown.map { $0.sizeThatFits(ProposedSize(width: width, height: nil)) }
        let height = sizes.reduce(0) { $0 + $1.height } + gap * max(0, shown.count - 1)
        let widest = sizes.map(\.width).max() ?? 0
        return Size(width: (width ?? widest) + chrome.horizontal, height: height + chrome.vertical)
    }

    override func layoutChildren(context: LayoutContext) {
        let area = contentFrame
        var y = area.y
        for child in children where !child.isHidden {
            let height = child.sizeThatFits(ProposedSize(width: area.width, height: nil)).height
            child.frame = Rect(x: area.x, y: y, width: area.width, height: height)
            y += height + gap
        }
    }
}

/// The app's own focusable widget: `[name]`, drawn `>name<` in its style while focused.
@MainActor
final class Knob: Brick {
    let name: String
    private(set) var focusChanges: [Bool] = []

    init(_ name: String) {
        self.name = name
        super.init()
    }

    override var canBecomeFocused: Bool { true }

    override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: proposal.width ?? name.count + 2, height: 1)
    }

    override func focusDidChange(isFocused: Bool) { focusChanges.append(isFocused) }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        super.draw(into: &canvas, context: context)
        let text = context.isFocused ? ">\(name)<" : "[\(name)]"
        canvas.write(text, at: frame.origin, style: context.style)
    }
}

/// The app's own group: it only gathers bricks that stand in its place in their
/// container (as a ``Repeat``'s instances do), so it neither measures nor places them.
@MainActor
final class Group: Brick {
    init(_ bricks: [Brick]) {
        super.init()
        for brick in bricks { addChild(brick) }
    }

    override var flattensIntoContainer: Bool { true }
    override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size { .zero }
    override func layoutChildren(context: LayoutContext) {}
}

/// The app's own divider: one cell of `mark` it asks for, a line across the stack
/// holding it (it spans the stack's cross axis, as a ``Divider`` does).
@MainActor
final class Rule: Brick {
    let mark: Character

    init(_ mark: Character = "=") {
        self.mark = mark
        super.init()
    }

    override var spansStackCrossAxis: Bool { true }
    override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size { Size(width: 1, height: 1) }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        canvas.fill(frame, with: mark, style: context.style)
    }
}

/// The rows of `names` as tiles.
@MainActor
func tiles(_ names: [String], rows: Int = 1) -> [Brick] {
    names.map { Tile($0, rows: rows) }
}

/// Scrolls `scroll` to row `y` and lets `terminal` draw the frame.
@MainActor
func scroll(_ scroll: ScrollBrik, to y: Int, in terminal: TestTerminal) {
    scroll.scroll(to: Point(x: 0, y: y))
    terminal.advance(by: .zero)
}
