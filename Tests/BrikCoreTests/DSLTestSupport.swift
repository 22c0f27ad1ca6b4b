import BrikRendering
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

/// Lays `brick` out in `width`×`height` cells (no terminal) and returns the drawn rows.
@MainActor
@discardableResult
func layOut(_ brick: Brick, width: Int, height: Int) -> [String] {
    renderCanvas(brick, width: width, height: height).plainLines.map(\.trimmingTrailingSpaces)
}

/// Records an issue showing a readable diff unless the screen `actual` is `expected`.
func expectScreen(_ actual: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let diff = ScreenDiff(expected: expected, actual: actual)
    #expect(diff == nil, sourceLocation: sourceLocation)
}

/// The frames of `brick`'s children.
@MainActor
func childFrames(_ brick: Brick) -> [Rect] {
    brick.children.map(\.frame)
}

/// A rect, shorter to write in tables of expected frames.
func r(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}
