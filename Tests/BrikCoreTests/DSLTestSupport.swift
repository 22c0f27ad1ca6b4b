import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// A brick of a fixed ideal size (an intrinsic one, as a widget has) that paints its
/// frame with `mark`, so stack frames can be checked both as numbers and on screen.
@MainActor
final class Block: Brick {
    let ideal: Size
    let hugging: Int
    let mark: Character

    init(_ width: Int, _ height: Int, _ mark: Character = "#", hugging: Int = 250) {
        ideal = Size(width: width, height: height)
        self.hugging = hugging
        self.mark = mark
        super.init()
    }

    override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size { ideal }
    override var huggingPriority: Int { hugging }
    override func hasIntrinsicSize(along axis: Axis) -> Bool { true }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        canvas.fill(frame, with: mark)
    }
}
