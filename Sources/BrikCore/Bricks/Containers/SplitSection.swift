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
/// The side of each section is decided by the ``delegate`` when one is set, else by
/// ``sideForSection`` (it sees the index and the child, so it can read a part's own
/// ``Part/side``), else by the part's ``Part/side``, else `.left`. Spacing and insets left
/// nil by the delegate and the part come from this brick's defaults (the original's global
/// `sectionInset` and friends). With a ``dataSource`` the parts are built from it
/// (``reloadData()``), and the ``delegate`` sizes every item, as the original's
/// `sizeForItemAtIndexPath` did (see ``SplitSectionDelegate``).
///
/// The layout is computed once and kept while only the offset of the scroll view around
/// changes (the original's bounds-change invalidation); a change inside, a resize, a new
/// environment or ``invalidateLayout()`` computes it again — a resize re-splits by itself
/// (the original needed an explicit `invalidateLayout()`).
@MainActor
open class SplitSection: Brick {
    /// Which column a section goes in.
    public typealias Side = SplitSide

    /// The left column's share of the width less the spacing, 0…1; 1 or 0 show one
    /// column and skip the other side's sections.
    public var leftSideRatio: Double { didSet { invalidateLayout() } }
    /// Cells between the columns; ignored when only one column shows.
    public var splitSpacing: Int { didSet { invalidateLayout() } }
    /// Below this many columns of width, all sections stack in one column; nil never.
    public var oneColumnBelow: Int? { didSet { invalidateLayout() } }
    /// Decides each section's side from its index and brick; nil uses each part's own side.
    public var sideForSection: ((Int, Brick) -> Side)? { didSet { invalidateLayout() } }
    /// The inset of parts that do not set their own.
    public var sectionInset: EdgeInsets { didSet { invalidateLayout() } }
    /// The item spacing of parts that do not set their own.
    public var minimumInterItemSpacing: Int { didSet { invalidateLayout() } }
    /// The line spacing of parts that do not set their own.
    public var minimumItemLineSpacing: Int { didSet { invalidateLayout() } }
    /// Whether parts that do not say otherwise give every item of a line the line's height.
    public var isNormalizingLineHeight: Bool { didSet { invalidateLayout() } }
    /// Whether the columns keep clear of the reserved insets of the scroll view around
    /// (``SplitSectionInsetReference/fromSafeArea``, the original's default) or ignore them.
    public var sectionInsetReference = SplitSectionInsetReference.fromSafeArea { didSet { invalidateLayout() } }
    /// Decides sides and sizes (held weakly, as a collection view's delegate is).
    public weak var delegate: (any SplitSectionDelegate)? { didSet { invalidateLayout() } }
    /// Gives the sections and their items (held weakly); setting it builds the parts.
    public weak var dataSource: (any SplitSectionDataSource)? { didSet { reloadData() } }

    /// Whether, inside a ``ScrollBrik``, each column's header stays at the top of the
    /// viewport while its section scrolls (``SplitSectionPinnedHeadersBehavior``).
    public var pinsHeaders = true { didSet { setNeedsLayout() } }

    /// Parts are sections for scroll behaviors, so their headers can be pinned.
    open override var exposesItemsToBehaviors: Bool { true }

    /// The last computed layout and what it was computed for. `lasting`: nothing measured
    /// for it depends on what no key holds, so it holds in later passes too.
    var cache: (pass: Int, width: Int, environment: Int32, insets: EdgeInsets, lasting: Bool, result: SplitLayout.Result)?
    /// How many times the layout was computed (a scroll computes nothing): for tests.
    var layoutComputations = 0
    /// The content width the layout is being computed for, nil outside a computation.
    private var widthInComputation: Int?
    /// The delegate's item backgrounds per section at the last computation (nil: the part's own).
    private var delegateColors: [Color?] = []

    /// A change inside (a part, an item, a header) computes the layout again.
    open override func childNeedsLayout(_ child: Brick) {
        cache = nil
    }

    /// A split section holding what `content` builds; set ``sideForSection`` with
    /// ``sideForSection(_:)`` (a closure parameter here would capture the trailing builder).
    /// The defaults are the original's: the left side takes the whole width (ratio 1) and
    /// there is no spacing, so a split section shows one column until it is given a ratio.
    public init(
        _ identifier: String = "",
        leftSideRatio: Double = 1,
        splitSpacing: Int = 0,
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

    /// The side section `index` asks for, before one-column mode or ratio collapse apply:
    /// the delegate's, else ``sideForSection``'s, else the part's.
    public func side(forSection index: Int) -> Side {
        if let delegate { return delegate.splitSection(self, sideForSection: index) }
        let child = children[index]
        if let sideForSection { return sideForSection(index, child) }
        return (child as? Part)?.side ?? .left
    }

    /// The last layout (nil before the first): column frames and every section's header,
    /// items and footer frames, relative to the top-left of the content frame less the
    /// ``startingInsets``.
    public var lastLayout: SplitLayout.Result? { cache?.result }

    /// The column `side` gets at the current width, in screen cells (empty when not shown).
    ///
    /// While the layout is being computed (a delegate asking
    /// ``calculateFixedWidthRaughly(to:of:minimumInterItemSpacing:sectionInset:)`` from
    /// `sizeForItemAtIndexPath`), the width being computed for, as the original read its
    /// collection view's bounds.
    public func columnFrame(of side: Side) -> Rect {
        var area = contentFrame
        if let widthInComputation { area.size.width = widthInComputation }
        area = area.inset(by: EdgeInsets(left: startingInsets.left, right: startingInsets.right))
        let columns = splitLayout.columns(width: area.width)
        let column = side == .left ? columns.left : columns.right
        return Rect(x: area.x + column.x, y: area.y, width: column.width, height: area.height)
    }

    /// The width of `side`'s column at the current width (the original's `contentWidth(of:)`),
    /// 0 when it is not shown.
    public func contentWidth(of side: Side) -> Int { columnFrame(of: side).width }

    /// Where `side`'s column starts, from the content frame's left edge (the original's
    /// `contentMostLeft(of:)`): the left starting inset, plus for the right side the left
    /// column and the spacing.
    public func contentMostLeft(of side: Side) -> Int { columnFrame(of: side).x - contentFrame.x }

    /// The width of each of `num` items side by side in `side`'s column, between
    /// `sectionInset` and `minimumInterItemSpacing` apart, rounded down as the original
    /// rounds it (`Int(validWidth) / num`): the cells left over stay at the right edge.
    /// 0 for a count below 1 or a column too narrow.
    ///
    /// ```swift
    /// let width = split.calculateFixedWidthRaughly(
    ///     to: 3, of: side, minimumInterItemSpacing: split.minimumInterItemSpacing, sectionInset: split.sectionInset)
    /// ```
    public func calculateFixedWidthRaughly(
        to num: Int, of side: Side, minimumInterItemSpacing: Int, sectionInset: EdgeInsets
    ) -> Int {
        SplitLayout.calculateFixedWidthRaughly(
            to: num, of: contentWidth(of: side), minimumInterItemSpacing: minimumInterItemSpacing,
            sectionInset: sectionInset)
    }

    /// Per-item widths for `count` items side by side in `side`'s column at the current
    /// width, with this brick's defaults where nil, spreading the cells
    /// ``calculateFixedWidthRaughly(to:of:minimumInterItemSpacing:sectionInset:)`` leaves over; see
    /// ``SplitLayout/calculateFixedWidthRoughly(to:of:minimumInterItemSpacing:sectionInset:)``.
    public func calculateFixedWidthRoughly(
        to count: Int, of side: Side, minimumInterItemSpacing: Int? = nil, sectionInset: EdgeInsets? = nil
    ) -> [Int] {
        SplitLayout.calculateFixedWidthRoughly(
            to: count, of: columnFrame(of: side).width,
            minimumInterItemSpacing: minimumInterItemSpacing ?? self.minimumInterItemSpacing,
            sectionInset: sectionInset ?? self.sectionInset)
    }

    /// The layout at `width` content columns: computed when something changed, else the
    /// last one (a scroll moves the split section, it does not change it).
    func splitResult(width: Int, context: LayoutContext) -> SplitLayout.Result {
        let pass = context.pass.number
        let insets = startingInsets
        let environmentKey = context.environmentKey
        if let cache, cache.width == width, cache.environment == environmentKey, cache.insets == insets,
            cache.lasting || (pass >= 0 && cache.pass == pass)
        {
            return cache.result
        }
        let epoch = MeasurementEpoch.value
        widthInComputation = width
        defer { widthInComputation = nil }
        let inner = max(0, width - insets.left - insets.right)
        let columns = splitLayout.columns(width: inner)
        let oneColumn = splitLayout.isOneColumn(width: inner)
        let sections = children.indices.map { index in
            let side = side(forSection: index)
            let shown = oneColumn ? Side.left : side
            let columnWidth = shown == .left ? columns.left.width : columns.right.width
            return describe(index, side: side, columnWidth: columnWidth, context: context)
        }
        let result = splitLayout.layout(sections, width: inner, environment: context.environment)
        layoutComputations += 1
        delegateColors =
            delegate.map { delegate in
                result.sections.indices.map { index in
                    let frames = result.sections[index]
                    return frames.isSkipped ? nil : delegate.splitSection(self, itemsBackgroundColorFor: index, side: frames.side)
                }
            } ?? []
        // Something measured for it could not be cached: it holds for this pass only.
        let lasting = epoch == MeasurementEpoch.value
        cache = (pass, width, environmentKey, insets, lasting, result)
        return result
    }

    private func describe(_ index: Int, side: Side, columnWidth: Int, context: LayoutContext) -> SplitLayout.Section {
        let child = children[index]
        guard let part = child as? Part else {
            return SplitLayout.Section(side: side, isHidden: child.isHidden, items: [Self.flowItem(child, context)])
        }
        var section = SplitLayout.Section(
            side: side,
            sectionInset: part.sectionInset ?? sectionInset,
            minimumInterItemSpacing: part.minimumInterItemSpacing ?? minimumInterItemSpacing,
            minimumItemLineSpacing: part.minimumItemLineSpacing ?? minimumItemLineSpacing,
            isNormalizingLineHeight: part.isNormalizingLineHeight ?? isNormalizingLineHeight,
            headerHeight: part.header.map { Self.bandHeight($0, context) },
            footerHeight: part.footer.map { Self.bandHeight($0, context) },
            isHidden: part.isHidden,
            items: part.items.map { Self.flowItem($0, context) })
        if let delegate { applyDelegate(delegate, to: &section, part: part, index: index, columnWidth: columnWidth) }
        return section
    }

    /// What the delegate says of section `index`: sizes of its items, header and footer,
    /// its inset and spacings (each left nil keeps the part's).
    private func applyDelegate(
        _ delegate: any SplitSectionDelegate, to section: inout SplitLayout.Section, part: Part, index: Int,
        columnWidth: Int
    ) {
        let side = section.side
        if let inset = delegate.splitSection(self, insetForSectionAtIndex: index, side: side) {
            section.sectionInset = inset
        }
        if let spacing = delegate.splitSection(self, minimumInterItemSpacingForSectionAtIndex: index, side: side) {
            section.minimumInterItemSpacing = spacing
        }
        if let spacing = delegate.splitSection(self, minimumItemLineSpacingForSectionAtIndex: index, side: side) {
            section.minimumItemLineSpacing = spacing
        }
        section.items = part.items.indices.map { item in
            let size = delegate.splitSection(
                self, sizeForItemAtIndexPath: BrickIndexPath(section: index, item: item), width: columnWidth, side: side)
            let height = max(0, size.height)
            return FlowLayout.Item(
                width: .fixed(size: max(0, size.width)),
                isHidden: part.items[item].isHidden || size.width <= 0 || size.height <= 0
            ) { _ in height }
        }
        if let size = delegate.splitSection(self, referenceSizeForHeaderInSection: index, width: columnWidth, side: side) {
            let shown = part.header != nil && size.width > 0 && size.height > 0
            section.headerHeight = shown ? { _ in size.height } : nil
            section.headerWidth = shown ? { _ in size.width } : nil
        }
        if let size = delegate.splitSection(self, referenceSizeForFooterInSection: index, width: columnWidth, side: side) {
            let shown = part.footer != nil && size.width > 0 && size.height > 0
            section.footerHeight = shown ? { _ in size.height } : nil
            section.footerWidth = shown ? { _ in size.width } : nil
        }
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
        let left = cache?.insets.left ?? 0
        func screen(_ rect: Rect) -> Rect { rect.offsetBy(dx: area.x + left, dy: area.y) }
        for (index, (child, frames)) in zip(children, result.sections).enumerated() {
            child.frame = screen(frames.frame)
            guard let part = child as? Part else {
                if !frames.isSkipped, let item = frames.items.first { child.frame = screen(item) }
                continue
            }
            part.header?.frame = screen(frames.header ?? Rect(origin: frames.frame.origin, size: .zero))
            part.footer?.frame = screen(frames.footer ?? Rect(x: frames.frame.x, y: frames.frame.maxY, width: 0, height: 0))
            part.itemsArea.frame = screen(frames.itemsArea)
            for (item, frame) in zip(part.items, frames.items) { item.frame = screen(frame) }
            if index < delegateColors.count, let color = delegateColors[index], part.itemsBackgroundColor != color {
                part.itemsBackgroundColor = color
            }
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
