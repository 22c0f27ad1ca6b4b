import BrikRendering

/// Empty space in a stack that takes the cells no one else wants
/// (it hugs its content least of all bricks).
@MainActor
public final class Spacer: Brick {
    /// The fewest cells it takes along the stack's axis.
    public var minLength: Int

    /// A spacer of at least `minLength` cells.
    public init(minLength: Int = 0) {
        self.minLength = max(0, minLength)
        super.init()
    }

    public override var huggingPriority: Int { 1 }

    /// Measured to its content: hugged and resisting compression under constraints.
    public override func hasIntrinsicSize(along axis: Axis) -> Bool { true }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: minLength, height: minLength)
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {}
}
