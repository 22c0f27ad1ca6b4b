import BrikTUI

/// `FaultExample input`: a screen that shows the last key, mouse event, paste and
/// terminal reply it got, for the end-to-end input tests. A binding written as
/// `shift+f1` counts its firings (terminals send Shift+F1 as F13), q quits, and
/// Ctrl-C quits through the global binding.
final class InputProbe: Brick {
    private var lastKey = "-"
    private var lastMouse = "-"
    private var lastPaste = "-"
    private var replies = 0
    private var shiftF1Count = 0

    override init() {
        super.init()
        keyBinding("probe.shift-f1", keys: "shift+f1", description: "probe") { [unowned self] in
            shiftF1Count += 1
            setNeedsDisplay()
        }
    }

    /// Counts a terminal reply (the app's ``Application/onTerminalReply``).
    func noteReply(_ reply: TerminalReply) {
        replies += 1
        setNeedsDisplay()
    }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        let lines = [
            "fault example: input (q: quit)",
            "key: \(lastKey)",
            "mouse: \(lastMouse)",
            "paste: \(lastPaste)",
            "shift+f1 fired: \(shiftF1Count)",
            "replies: \(replies)",
        ]
        for (row, line) in lines.enumerated() {
            canvas.write(line, at: Point(x: frame.x, y: frame.y + row))
        }
    }

    override func handle(_ event: Event) -> EventResult {
        switch event {
        case .key(let key):
            lastKey = key.description
            setNeedsDisplay()
            if key == KeyEvent(.character("q")) {
                application?.quit()
                return .handled
            }
            // Ctrl-C and the rest go on to the global bindings.
            return .ignored
        case .mouse(let mouse):
            lastMouse = "\(mouse.action) at \(mouse.position.x),\(mouse.position.y)"
        case .paste(let text):
            lastPaste = text.debugDescription
        case .resize:
            return .ignored
        }
        setNeedsDisplay()
        return .handled
    }
}
