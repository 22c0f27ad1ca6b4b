import BrikRendering

/// UICollectionViewSplitLayout in cells: a brick that places its child sections in a
/// left or a right column, each column stacking its sections independently.
///
/// Children are usually ``Part``s (a header, items that flow and wrap, a footer and an
/// items background); any other brick (a ``Section``, a ``Label``) counts as a section
/// of one full-column-width item. See ``SplitLayout`` for the exact geometry.
///
/// ```swift
/// SplitSection(leftSideRatio: 0.4, splitSpacing: 2, oneColumnBelow: 80) { _ in
///     SplitSection.Part(side: .left, itemsBackgroundColor: .blue, header: Label("Fruits").bold()) { _ in
///         Label("apple").width(.ratio(ratio: 1 / 3))
///         Label("pear").width(.ratio(ratio: 1 / 3))
///     }
///     SplitSection.Part(side: .right, header: Label("Notes").bold()) { _ in
///         Label("Anything that wraps.")
///     }
/// }
/// ```
///
/// The side of each section is decided by ``sideForSection`` when it is set (it sees the
/// index and the child, so it can read a part's own ``Part/side``), else by the part's
/// ``Part/side``, else `.left`. Spacing and insets left nil on a part come from this
/// brick's defaults (the original's global `sectionInset` and friends). The layout is
/// recomputed on every layout pass, so a resize re-splits (the original needed an
/// explicit `invalidateLayout()`).
@MainActor
open class SplitSection: Brick {
    /// Which column a section goes in.
    public typealias Side = SplitSide

    /// The left column's share of the width less the spacing, 0…1; 1 or 0 show one
    /// column and skip the other side's sections.
    public var leftSideRatio: Double { didSet { setNeedsLayout() } }
    /// Cells between the columns; ignored when only one column shows.
    public var splitSpacing: Int { didSet { setNeedsLayout() } }
    /// Below this many columns of width, all sections stack in one column; nil never.
    public var oneColumnBelow: Int? { didSet { setNeedsLayout() } }
    /// Decides each section's side from its index and brick; nil uses each part's own side.
    public var sideForSection: ((Int, Brick) -> Side)? { didSet { setNeedsLayout() } }
    /// The inset of parts that do not set their own.
    public var sectionInset: EdgeInsets { didSet { setNeedsLayout() } }
    /// The item spacing of parts that do not set their own.
    public var minimumInterItemSpacing: Int { didSet { setNeedsLayout() } }
    /// The line spacing of parts that do not set their own.
    public var minimumItemLineSpacing: Int { didSet { setNeedsLayout() } }
    /// Whether parts that do not say otherwise give every item of a line the line's height.
    public var isNormalizingLineHeight: Bool { didSet { setNeedsLayout() } }

    /// Whether, inside a ``ScrollBrik``, each column's header stays at the top of the
    /// viewport while its section scrolls (``SplitSectionPinnedHeadersBehavior``).
    public var pinsHeaders = true { didSet { setNeedsLayout() } }

    /// Parts are sections for scroll behaviors, so their headers can be pinned.
    open override var exposesItemsToBehaviors: Bool { true }

    private var cache: (pass: Int, width: Int, result: SplitLayout.Result)?

    /// A split section holding what `content` builds; set ``sideForSection`` with
    /// ``sideForSection(_:)`` (a closure parameter here would capture the trailing builder).
    public init(
        _ identifier: String = "",
        leftSideRatio: Double = 0.5,
        splitSpacing: Int = 1,
        oneColumnBelow: Int? = nil,
        sectionInset: EdgeInsets = .zero,
        minimumInterItemSpacing: Int = 0,
        minimumItemLineSpacing: Int = 0,
        isNormalizingLineHeight: Bool = false,
        @BrikBuilder _ content: (SplitSection) -> [Brick] = { _ in [] }
    ) {
        self.leftSideRatio = leftSideRatio
        self.splitSpacing = splitSpacing
        self.oneColumnBelow = oneColumnBelow
        self.sectionInset = sectionInset
        self.minimumInterItemSpacing = minimumInterItemSpacing
        self.minimumItemLineSpacing = minimumItemLineSpacing
        self.isNormalizingLineHeight = isNormalizingLineHeight
        super.init()
        self.identifier = identifier
        self.brickSize = BrickSize(width: .auto(estimate: .ratio(ratio: 1)), height: .auto(estimate: .fixed(size: 0)))
        for child in content(self) { addChild(child) }
    }

    /// The pure layout this brick's parameters describe.
    public var splitLayout: SplitLayout {
        SplitLayout(leftSideRatio: leftSideRatio, splitSpacing: splitSpacing, oneColumnBelow: oneColumnBelow)
    }

    /// The side each child asks for, before one-column mode or ratio collapse apply.
    public func side(forSection index: Int) -> Side {
        let child = children[index]
        if let sideForSection { return sideForSection(index, child) }
        return (child as? Part)?.side ?? .left
    }

    /// The last layout, relative to the content frame's top-left (nil before the first
    /// layout): column frames and every section's header, items and footer frames.
    /// Pinned per-column headers will clamp ``SplitLayout/Result/headerFrames(of:)``.
    public var lastLayout: SplitLayout.Result? { cache?.result }

    /// The column `side` gets at the current width, in screen cells (empty when not shown).
    public func columnFrame(of side: Side) -> Rect {
        let area = contentFrame
        let columns = splitLayout.columns(width: area.width)
        let column = side == .left ? columns.left : columns.right
        return Rect(x: area.x + column.x, y: area.y, width: column.width, height: area.height)
    }

    /// Per-item widths for `count` items side by side in `side`'s column at the current
    /// width, with this brick's defaults where nil; see
    /// ``SplitLayout/calculateFixedWidthRoughly(to:of:minimumInterItemSpacing:sectionInset:)``.
    public func calculateFixedWidthRoughly(
        to count: Int, of side: Side, minimumInterItemSpacing: Int? = nil, sectionInset: EdgeInsets? = nil
    ) -> [Int] {
        SplitLayout.calculateFixedWidthRoughly(
            to: count, of: columnFrame(of: side).width,
            minimumInterItemSpacing: minimumInterItemSpacing ?? self.minimumInterItemSpacing,
            sectionInset: sectionInset ?? self.sectionInset)
    }

    /// The layout at `width` content columns, computed once per layout pass.
    func splitResult(width: Int, context: LayoutContext) -> SplitLayout.Result {
        let pass = context.pass.number
        if let cache, pass >= 0, cache.pass == pass, cache.width == width { return cache.result }
        let environment = context.environment
        let sections = children.indices.map { describe(children[$0], side: side(forSection: $0), context: context) }
        let result = splitLayout.layout(sections, width: width, environment: environment)
        cache = (pass, width, result)
        return result
    }

    private func describe(_ child: Brick, side: Side, context: LayoutContext) -> SplitLayout.Section {
        guard let part = child as? Part else {
            return SplitLayout.Section(side: side, isHidden: child.isHidden, items: [Self.flowItem(child, context)])
        }
        return SplitLayout.Section(
            side: side,
            sectionInset: part.sectionInset ?? sectionInset,
            minimumInterItemSpacing: part.minimumInterItemSpacing ?? minimumInterItemSpacing,
            minimumItemLineSpacing: part.minimumItemLineSpacing ?? minimumItemLineSpacing,
            isNormalizingLineHeight: part.isNormalizingLineHeight ?? isNormalizingLineHeight,
            headerHeight: part.header.map { Self.bandHeight($0, context) },
            footerHeight: part.footer.map { Self.bandHeight($0, context) },
            isHidden: part.isHidden,
            items: part.items.map { Self.flowItem($0, context) })
    }

    /// A child as a flow item: its brick size, measured when the size says so.
    private static func flowItem(_ brick: Brick, _ context: LayoutContext) -> FlowLayout.Item {
        FlowLayout.Item(width: brick.brickSize.width, isHidden: brick.isHidden) { columns in
            brick.brickSize.height.height(forWidth: columns, environment: context.environment) {
                brick.cachedSizeThatFits(ProposedSize(width: columns, height: nil), context: context).height
            }
        }
    }

    /// A header or footer's rows at a column width (its width rule does not apply: it spans the column).
    private static func bandHeight(_ brick: Brick, _ context: LayoutContext) -> (Int) -> Int {
        { columns in
            guard !brick.isHidden else { return 0 }
            return brick.brickSize.height.height(forWidth: columns, environment: context.environment) {
                brick.cachedSizeThatFits(ProposedSize(width: columns, height: nil), context: context).height
            }
        }
    }

    /// Offered width by the taller column's height; with no width offered, the screen's width.
    open override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let width = proposal.width ?? context.environment.screen.width
        let content = splitResult(width: max(0, width - chrome.horizontal), context: context)
        guard content.height > 0 || border != nil else { return Size(width: width, height: 0) }
        return Size(width: width, height: content.height + chrome.vertical)
    }

    open override func layoutChildren(context: LayoutContext) {
        let area = contentFrame
        let result = splitResult(width: area.width, context: context)
        func screen(_ rect: Rect) -> Rect { rect.offsetBy(dx: area.x, dy: area.y) }
        for (child, frames) in zip(children, result.sections) {
            child.frame = screen(frames.frame)
            guard let part = child as? Part else {
                if !frames.isSkipped, let item = frames.items.first { child.frame = screen(item) }
                continue
            }
            part.header?.frame = screen(frames.header ?? Rect(origin: frames.frame.origin, size: .zero))
            part.footer?.frame = screen(frames.footer ?? Rect(x: frames.frame.x, y: frames.frame.maxY, width: 0, height: 0))
            part.itemsArea.frame = screen(frames.itemsArea)
            for (item, frame) in zip(part.items, frames.items) { item.frame = screen(frame) }
        }
    }
}

extension SplitSection {
    /// Lets `decide` choose each section's side from its index and brick.
    @discardableResult
    public func sideForSection(_ decide: ((Int, Brick) -> Side)?) -> Self {
        sideForSection = decide
        return self
    }
}
