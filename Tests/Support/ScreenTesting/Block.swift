import BrikCore
import BrikRendering

/// A brick of a fixed ideal size (an intrinsic one, as a widget has) that paints its
/// frame with `mark`, so stack frames can be checked both as numbers and on screen.
@MainActor
public final class Block: Brick {
    /// The size it asks for, whatever it is offered.
    public let ideal: Size
    /// Its hugging priority on both axes.
    public let hugging: Int
    /// The character it fills its frame with.
    public let mark: Character

    /// A block of `width` × `height` cells drawn with `mark`.
    public init(_ width: Int, _ height: Int, _ mark: Character = "#", hugging: Int = 250) {
        ideal = Size(width: width, height: height)
        self.hugging = hugging
        self.mark = mark
        super.init()
    }

    /// Its ideal size, whatever the proposal.
    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size { ideal }
    /// How strongly it keeps to its ideal size when offered more.
    public override var huggingPriority: Int { hugging }
    /// Always intrinsic, as a widget's size is.
    public override func hasIntrinsicSize(along axis: Axis) -> Bool { true }

    /// Fills the frame with ``mark``.
    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        canvas.fill(frame, with: mark)
    }
}
