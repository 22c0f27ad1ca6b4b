import BrikRendering

/// BrickKit's name for ``Section``: the same type, so `BrickSection(bricks: [...])` reads as it did.
public typealias BrickSection = Section

extension Section {
    /// A section of `bricks`, spelled as BrickKit's `BrickSection(_:width:backgroundColor:bricks:inset:edgeInsets:alignRowHeights:)`.
    public convenience init(
        _ identifier: String = "",
        width: BrickDimension = .auto(estimate: .ratio(ratio: 1)),
        backgroundColor: Color? = nil,
        bricks: [Brick],
        inset: Int = 0,
        edgeInsets: EdgeInsets = .zero,
        alignRowHeights: Bool = false,
        alignment: FlowAlignment = .default
    ) {
        self.init(
            identifier, width: width, backgroundColor: backgroundColor, inset: inset, edgeInsets: edgeInsets,
            alignment: alignment, alignRowHeights: alignRowHeights)
        for brick in bricks { addChild(Self.repeating(brick)) }
    }

    /// A model brick with an identifier stands for as many cells as its ``GenericBrick/repeatCount``
    /// or the repeat-count data source says (BrickKit repeats any brick by its identifier):
    /// itself first, then cells like it for the next indices. Other bricks are as they are.
    static func repeating(_ brick: Brick) -> Brick {
        guard !brick.identifier.isEmpty, let model = brick as? any RepeatableModelBrick else { return brick }
        let repeated = Repeat(brick.identifier, count: 1) { index in
            guard index > 0 else { return brick }
            let cell = model.makeRepeatedInstance()
            (cell as? any ReusableBrick)?.updateContent(index: index)
            return cell
        }
        repeated.countSource = { model.repeatCount }
        // The first cell is the brick given, in the tree from the start.
        repeated.materialize(count: 1)
        return repeated
    }
}

/// A model brick (``LabelBrick``, ``ButtonBrick``) that can make more cells like itself,
/// so a repeat count can repeat it.
@MainActor
protocol RepeatableModelBrick: AnyObject {
    /// How many cells it stands for without a repeat-count data source.
    var repeatCount: Int { get }
    /// A new cell like it (the index is bound after).
    func makeRepeatedInstance() -> Brick
}
