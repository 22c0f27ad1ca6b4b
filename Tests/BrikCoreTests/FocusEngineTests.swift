import BrikRendering
import Testing

@testable import BrikCore

/// A focusable box of a fixed size that can refuse focus or refuse to let it go.
@MainActor
private final class Box: Brick {
    let name: String
    var acceptsFocus = true
    var letsGo = true
    init(_ name: String) {
        self.name = name
        super.init()
    }
    override var canBecomeFocused: Bool { true }
    override func willFocus() -> Bool { acceptsFocus }
    override func willUnfocus() -> Bool { letsGo }
    override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size { Size(width: 4, height: 1) }
    override func draw(into canvas: inout Canvas, context: DrawContext) {
        canvas.write(name, at: frame.origin, style: context.isFocused ? CellStyle(attributes: .reverse) : .plain)
    }
}

/// Places each child at a fixed frame, so spatial tests control geometry exactly.
@MainActor
private final class Board: Brick {
    let frames: [Rect]
    init(_ boxes: [(Box, Rect)]) {
        frames = boxes.map(\.1)
        super.init()
        for (box, _) in boxes { addChild(box) }
    }
    override func layoutChildren(context: LayoutContext) {
        for (child, rect) in zip(children, frames) { child.frame = rect }
    }
}

@MainActor
@Suite("Focus engine")
struct FocusEngineTests {
    /// A 2×3 grid: columns at x 0 and 10, rows at y 0, 2 and 4.
    ///
    ///     a   b
    ///     c   d
    ///     e   f
    private func grid() -> (TestTerminal, [String: Box]) {
        var boxes: [String: Box] = [:]
        var placed: [(Box, Rect)] = []
        for (index, name) in ["a", "b", "c", "d", "e", "f"].enumerated() {
            let box = Box(name)
            boxes[name] = box
            placed.append((box, Rect(x: (index % 2) * 10, y: (index / 2) * 2, width: 4, height: 1)))
        }
        return (TestTerminal(root: Board(placed), size: Size(width: 20, height: 6)), boxes)
    }

    func focusedName(_ terminal: TestTerminal) -> String? {
        (terminal.application.focusedBrick as? Box)?.name
    }

    @Test("Tab follows reading order (row, then column), not tree order, through nested stacks")
    func readingOrder() {
        let root = HBrik(alignment: .fill, spacing: 2) { _ in
            VBrik(alignment: .fill) { _ in
                Button("A").tag("a"); Button("B").tag("b")
            }
            VBrik(alignment: .fill) { _ in
                Button("C").tag("c"); Button("D").tag("d")
            }
        }
        let terminal = TestTerminal(root: root, size: Size(width: 20, height: 2))
        let app = terminal.application
        let titles = app.focusOrder.map { ($0 as? Button)?.title ?? "?" }
        #expect(titles == ["A", "C", "B", "D"])
        var visited: [String] = []
        for _ in 0..<4 {
            visited.append((app.focusedBrick as? Button)?.title ?? "-")
            terminal.send("tab")
        }
        #expect(visited == ["A", "C", "B", "D"])
        #expect((app.focusedBrick as? Button)?.title == "A")
        terminal.send("shift+tab")
        #expect((app.focusedBrick as? Button)?.title == "D")
    }

    @Test("arrows move to the nearest brick that way in a 2×3 grid, and stay at the edges")
    func spatialGrid() {
        let (terminal, _) = grid()
        #expect(focusedName(terminal) == "a")
        let moves: [(String, String)] = [
            ("right", "b"), ("right", "b"), ("down", "d"), ("down", "f"), ("down", "f"),
            ("left", "e"), ("left", "e"), ("up", "c"), ("right", "d"), ("up", "b"), ("left", "a"), ("up", "a"),
        ]
        for (key, expected) in moves {
            terminal.send(key)
            #expect(focusedName(terminal) == expected, "after \(key)")
        }
        #expect(terminal.screen == ["a         b", "", "c         d", "", "e         f", ""])
    }

    @Test("straight ahead beats nearer but off to the side: score = primary + 2 × perpendicular")
    func spatialScore() {
        // From s going right: n is 2 columns away but 3 rows down; f is 8 columns away on the same row.
        let s = Box("s"), n = Box("n"), f = Box("f")
        let board = Board([
            (s, Rect(x: 0, y: 0, width: 4, height: 1)), (n, Rect(x: 6, y: 4, width: 4, height: 1)),
            (f, Rect(x: 12, y: 0, width: 4, height: 1)),
        ])
        let terminal = TestTerminal(root: board, size: Size(width: 20, height: 6))
        #expect(terminal.application.focusedBrick === s)
        terminal.send("right")
        #expect(terminal.application.focusedBrick === f)
        let rect = Rect(x: 0, y: 0, width: 4, height: 1)
        #expect(Application.focusScore(from: rect, to: Rect(x: 6, y: 4, width: 4, height: 1), .right)?.score == 2 + 2 * 3)
        #expect(Application.focusScore(from: rect, to: Rect(x: 12, y: 0, width: 4, height: 1), .right)?.score == 8)
        #expect(Application.focusScore(from: rect, to: Rect(x: 2, y: 4, width: 4, height: 1), .right) == nil)
    }

    @Test("a brick in the beam beats a wide one above that scores lower")
    func beamFirst() {
        // From c going left: w (a wide field above, ending at column 16) scores 2 + 2 × 1 = 4;
        // b, beside c on its row, scores 14 but is in the beam.
        let w = Box("w"), b = Box("b"), c = Box("c")
        let board = Board([
            (w, Rect(x: 0, y: 0, width: 16, height: 1)), (b, Rect(x: 0, y: 2, width: 4, height: 1)),
            (c, Rect(x: 18, y: 2, width: 4, height: 1)),
        ])
        let terminal = TestTerminal(root: board, size: Size(width: 24, height: 3))
        #expect(terminal.application.focus(c))
        #expect(Application.focusScore(from: c.frame, to: w.frame, .left)?.score == 4)
        #expect(Application.focusScore(from: c.frame, to: b.frame, .left)?.score == 14)
        terminal.send("left")
        #expect(terminal.application.focusedBrick === b)
        terminal.send("up")
        #expect(terminal.application.focusedBrick === w)
    }

    @Test("willFocus vetoes: Tab and arrows skip the brick, focus(_:) refuses it")
    func willFocusVeto() {
        let (terminal, boxes) = grid()
        boxes["b"]!.acceptsFocus = false
        terminal.send("tab")
        #expect(focusedName(terminal) == "c")
        terminal.send("up")  // a is straight up; b is refused anyway
        #expect(focusedName(terminal) == "a")
        terminal.send("right")  // b refuses, d is the next candidate that way
        #expect(focusedName(terminal) == "d")
        #expect(!terminal.application.focus(boxes["b"]!))
        #expect(focusedName(terminal) == "d")
    }

    @Test("willUnfocus vetoes: focus stays on the brick for Tab, arrows and focus(_:)")
    func willUnfocusVeto() {
        let (terminal, boxes) = grid()
        boxes["a"]!.letsGo = false
        terminal.send("tab", "down", "right", "shift+tab")
        #expect(focusedName(terminal) == "a")
        #expect(!terminal.application.focus(boxes["f"]!))
        boxes["a"]!.letsGo = true
        #expect(terminal.application.focus(boxes["f"]!))
        #expect(focusedName(terminal) == "f")
    }

    @Test("allowsFocus false takes a brick out of Tab and arrow moves")
    func allowsFocus() {
        let (terminal, boxes) = grid()
        boxes["c"]!.allowsFocus = false
        terminal.send("down")
        #expect(focusedName(terminal) == "e")
        terminal.send("shift+tab")
        #expect(focusedName(terminal) == "d")
        #expect(!terminal.application.focusOrder.contains { $0 === boxes["c"]! })
    }

    @Test("focus is kept across relayout and resize, and moves on only when its brick leaves")
    func keptAcrossResize() {
        let root = VBrik(alignment: .fill) { _ in
            HBrik(alignment: .fill, spacing: 1) { _ in
                Button("One").tag(1); Button("Two").tag(2)
            }.tag("row")
            Button("Three").tag(3)
        }
        let terminal = TestTerminal(root: root, size: Size(width: 30, height: 4))
        terminal.send("tab")
        let two = root["row"][2]
        #expect(terminal.application.focusedBrick === two)
        terminal.resize(to: Size(width: 12, height: 3))
        #expect(terminal.application.focusedBrick === two)
        root.setNeedsLayout()
        terminal.advance(by: .zero)
        terminal.resize(to: Size(width: 40, height: 10))
        #expect(terminal.application.focusedBrick === two)
        // The focus style (reverse, which NO_COLOR keeps) is drawn on the label of the new layout.
        let row = terminal.screen.firstIndex { $0.contains("Two") }
        let column = row.flatMap { row in
            terminal.screen[row].firstRange(of: "Two").map { terminal.screen[row][..<$0.lowerBound].count }
        }
        #expect(row != nil && column != nil)
        if let row, let column {
            #expect(terminal.cell(at: Point(x: column, y: row)).style.attributes.contains(.reverse))
            let one = terminal.screen[row].firstRange(of: "One").map { terminal.screen[row][..<$0.lowerBound].count }
            #expect(one.map { !terminal.cell(at: Point(x: $0, y: row)).style.attributes.contains(.reverse) } == true)
        }
    }

    @Test("in a TextField ←/→ move the caret and ↑/↓ move focus; outside, all four move focus")
    func arrowsInTextField() {
        let root = VBrik(alignment: .fill) { _ in
            HBrik(alignment: .fill, spacing: 2) { _ in
                TextField(text: "abc").tag("field"); Button("Go").tag("go")
            }.tag("row")
            Button("Below").tag("below")
        }
        let terminal = TestTerminal(root: root, size: Size(width: 40, height: 3))
        let app = terminal.application
        let field = root["row"]["field", TextField.self]
        #expect(app.focusedBrick === field)
        terminal.send("left", "left")
        #expect(app.focusedBrick === field)
        #expect(field.editing.cursor == 1)
        terminal.send("right", "right", "right")
        #expect(app.focusedBrick === field)  // even at the end of the text, → is the field's
        terminal.send("down")
        #expect(app.focusedBrick === root["below"])
        terminal.send("up")
        #expect(app.focusedBrick === field)
        app.focus(root["row"]["go"])
        terminal.send("left")
        #expect(app.focusedBrick === field)
    }
}
