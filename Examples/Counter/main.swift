import BrikTUI

final class Counter: Brick {
    var count = 0

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        canvas.drawBorder(frame, style: .rounded, title: "Counter")
        let text = CellStyle(foreground: .green, attributes: .bold)
        canvas.write("Space pressed \(count) times 🎉", at: Point(x: frame.x + 2, y: frame.y + 1), style: text)
        canvas.write("space: count · q: quit", at: Point(x: frame.x + 2, y: frame.y + 3), style: CellStyle(attributes: .dim))
    }

    override func handle(_ event: Event) -> EventResult {
        switch event {
        case .key(.character(" ")): count += 1; setNeedsDisplay(); return .handled
        case .key(.character("q")): application?.quit(); return .handled
        default: return .ignored
        }
    }
}

try Application(root: Counter()).run()
