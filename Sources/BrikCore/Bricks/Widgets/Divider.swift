import BrikRendering

/// A line across a stack: `─` in a ``VBrik``, `│` in an ``HBrik``, always the
/// stack's full cross extent, one cell thick.
@MainActor
public final class Divider: Brick {
    /// The line style.
    public var lineStyle: BorderStyle = .single { didSet { setNeedsDisplay() } }

    /// A divider of `lineStyle`.
    public init(_ lineStyle: BorderStyle = .single) {
        self.lineStyle = lineStyle
        super.init()
    }

    /// A divider is a line across the whole stack, whatever its alignment.
    public override var spansStackCrossAxis: Bool { true }

    /// The axis of the stack holding it; vertical (a horizontal line) elsewhere.
    var stackAxis: Axis { (parent as? StackBrik)?.axis ?? .vertical }

    /// One cell thick across the line, as long as it is given along it.
    public override func hasIntrinsicSize(along axis: Axis) -> Bool { axis == stackAxis }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        stackAxis == .vertical ? Size(width: proposal.width ?? 1, height: 1) : Size(width: 1, height: proposal.height ?? 1)
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        let characters = lineStyle.characters
        let character = stackAxis == .vertical ? characters.horizontal : characters.vertical
        canvas.fill(frame, with: character, style: context.style)
    }
}
