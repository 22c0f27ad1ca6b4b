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
        for brick in bricks { addChild(brick) }
    }
}
