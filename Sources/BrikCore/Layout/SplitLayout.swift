import BrikRendering

/// UICollectionViewSplitLayout as a pure computation: sections go in a left or a
/// right column, each column stacks its sections top to bottom with its own cursor,
/// and the items of a section flow and wrap inside their column (a ``FlowLayout``).
///
/// Column widths: the left column is `leftSideRatio × (width − splitSpacing)` rounded
/// half away from zero, the right column the rest (README: 110 cells at 0.4 with a
/// spacing of 10 give 40 and 60). A ratio of 1 or 0 shows one column over the whole
/// width, ignores the spacing and **skips** the other side's sections, as the
/// original does. Below ``oneColumnBelow`` columns every section goes, in order, into
/// one full-width left column instead (nothing is skipped): the terminal version of
/// the original's "set the ratio to 1 in portrait" pattern.
///
/// Each section: its header at the column's left edge and full column width (not
/// inset), then its items inside the section inset, then its footer. The items area
/// (the section's background) runs from below the header to the bottom of the items
/// plus the inset, full column width. Unlike the original, a section with no visible
/// items has no items area at all (no inset, no background), and an over-wide first
/// item does not add an empty line. The content height is the taller column.
public struct SplitLayout: Sendable {
    /// One section as the split layout sees it.
    public struct Section {
        /// The column it asks for (ignored in one-column mode).
        public var side: SplitSide
        /// Space around the items (not around the header or footer).
        public var sectionInset: EdgeInsets
        /// Columns between items in a line.
        public var minimumInterItemSpacing: Int
        /// Rows between lines of items.
        public var minimumItemLineSpacing: Int
        /// Whether every item of a line gets the line's height.
        public var isNormalizingLineHeight: Bool
        /// The header's height in rows for the column width; nil or 0 for no header.
        public var headerHeight: ((Int) -> Int)?
        /// The footer's height in rows for the column width; nil or 0 for no footer.
        public var footerHeight: ((Int) -> Int)?
        /// The header's width for the column width (a delegate's reference size); nil spans the column.
        public var headerWidth: ((Int) -> Int)? = nil
        /// The footer's width for the column width; nil spans the column.
        public var footerWidth: ((Int) -> Int)? = nil
        /// The items, flowed like a ``Section``'s bricks.
        public var items: [FlowLayout.Item]
        /// A hidden section takes no space (it is reported as skipped).
        public var isHidden: Bool

        /// A section from its parts; everything but the side and items defaults to none.
        public init(
            side: SplitSide = .left, sectionInset: EdgeInsets = .zero, minimumInterItemSpacing: Int = 0,
            minimumItemLineSpacing: Int = 0, isNormalizingLineHeight: Bool = false,
            headerHeight: ((Int) -> Int)? = nil, footerHeight: ((Int) -> Int)? = nil,
            isHidden: Bool = false, items: [FlowLayout.Item]
        ) {
            self.side = side
            self.sectionInset = sectionInset
            self.minimumInterItemSpacing = minimumInterItemSpacing
            self.minimumItemLineSpacing = minimumItemLineSpacing
            self.isNormalizingLineHeight = isNormalizingLineHeight
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
            self.isHidden = isHidden
            self.items = items
        }
    }

    /// Where one section landed. Frames are relative to the layout's top-left; a
    /// skipped section has every frame empty at the origin.
    public struct SectionFrames: Hashable, Sendable {
        /// The column it was placed in.
        public var side: SplitSide
        /// Whether it was left out (its side is not shown, or it is hidden).
        public var isSkipped: Bool
        /// Header top to footer bottom, full column width.
        public var frame: Rect
        /// The header's frame, nil without a header.
        public var header: Rect?
        /// The items area and background: below the header, full column width, the items
        /// plus the section inset (height 0 when no item shows).
        public var itemsArea: Rect
        /// One frame per item, in order (hidden items get an empty frame).
        public var items: [Rect]
        /// The footer's frame, nil without a footer.
        public var footer: Rect?
    }

    /// The whole layout.
    public struct Result: Hashable, Sendable {
        /// One entry per section, in order.
        public var sections: [SectionFrames]
        /// The left column (width 0 when only the right one shows).
        public var left: SplitColumn
        /// The right column (width 0 when only the left one shows).
        public var right: SplitColumn
        /// Where each column's cursor ended: its content height.
        public var leftHeight: Int
        /// Where the right column's cursor ended.
        public var rightHeight: Int
        /// Whether everything went into one column because the width is below ``oneColumnBelow``.
        public var isOneColumn: Bool

        /// The taller column's height.
        public var height: Int { max(leftHeight, rightHeight) }

        /// The column of `side`.
        public func column(_ side: SplitSide) -> SplitColumn { side == .left ? left : right }

        /// The header frames of the sections placed on `side`, top to bottom: what pinned
        /// headers (a later, scrolling feature) clamp against.
        public func headerFrames(of side: SplitSide) -> [Rect] {
            sections.filter { !$0.isSkipped && $0.side == side }.compactMap(\.header)
        }
    }

    /// The left column's share of the width less the spacing, 0…1 (not finite means 1).
    public var leftSideRatio: Double
    /// Cells between the columns; ignored when the ratio shows one column.
    public var splitSpacing: Int
    /// Below this many columns of width, every section goes into one column; nil never.
    public var oneColumnBelow: Int?

    /// A split layout with the original's defaults: the left side takes the whole width
    /// (ratio 1, so one column shows until a ratio is given) and no spacing.
    public init(leftSideRatio: Double = 1, splitSpacing: Int = 0, oneColumnBelow: Int? = nil) {
        self.leftSideRatio = leftSideRatio
        self.splitSpacing = splitSpacing
        self.oneColumnBelow = oneColumnBelow
    }

    /// Whether a layout `width` columns wide puts everything into one column.
    public func isOneColumn(width: Int) -> Bool {
        oneColumnBelow.map { width < $0 } ?? false
    }

    /// The two columns for a layout `width` columns wide.
    public func columns(width: Int) -> (left: SplitColumn, right: SplitColumn) {
        let total = max(0, width)
        let ratio = Self.clampedRatio(leftSideRatio)
        if isOneColumn(width: total) || ratio == 1 {
            return (SplitColumn(x: 0, width: total), SplitColumn(x: total, width: 0))
        }
        if ratio == 0 {
            return (SplitColumn(x: 0, width: 0), SplitColumn(x: 0, width: total))
        }
        let spacing = min(total, max(0, splitSpacing))
        let parts = CumulativeRounding.distribute(total - spacing, weights: [ratio, 1 - ratio])
        return (SplitColumn(x: 0, width: parts[0]), SplitColumn(x: parts[0] + spacing, width: parts[1]))
    }

    /// The column width `side` gets in a layout `width` columns wide (0 when not shown).
    public func contentWidth(of side: SplitSide, width: Int) -> Int {
        let columns = columns(width: width)
        return side == .left ? columns.left.width : columns.right.width
    }

    /// Lays `sections` out in `width` columns.
    public func layout(_ sections: [Section], width: Int, environment: LayoutEnvironment) -> Result {
        let (left, right) = columns(width: width)
        let oneColumn = isOneColumn(width: max(0, width))
        var cursors: [SplitSide: Int] = [.left: 0, .right: 0]
        var frames: [SectionFrames] = []
        frames.reserveCapacity(sections.count)
        for section in sections {
            let side = oneColumn ? .left : section.side
            if section.isHidden || (!oneColumn && side.needsIgnored(to: leftSideRatio)) {
                frames.append(
                    SectionFrames(
                        side: side, isSkipped: true, frame: .zero, header: nil, itemsArea: .zero,
                        items: Array(repeating: .zero, count: section.items.count), footer: nil))
                continue
            }
            let column = side == .left ? left : right
            let top = cursors[side] ?? 0
            var placed = place(section, in: column, top: top, environment: environment)
            placed.side = side
            cursors[side] = placed.frame.maxY
            frames.append(placed)
        }
        return Result(
            sections: frames, left: left, right: right, leftHeight: cursors[.left] ?? 0,
            rightHeight: cursors[.right] ?? 0, isOneColumn: oneColumn)
    }

    /// Header, items and footer of one section stacked from `top` in `column`.
    private func place(_ section: Section, in column: SplitColumn, top: Int, environment: LayoutEnvironment) -> SectionFrames {
        var y = top
        func band(_ height: ((Int) -> Int)?, width: ((Int) -> Int)?) -> Rect? {
            let rows = max(0, height?(column.width) ?? 0)
            guard rows > 0 else { return nil }
            defer { y += rows }
            let columns = width.map { max(0, $0(column.width)) } ?? column.width
            return Rect(x: column.x, y: y, width: columns, height: rows)
        }
        let header = band(section.headerHeight, width: section.headerWidth)
        let flow = FlowLayout(
            inset: section.minimumInterItemSpacing, verticalInset: section.minimumItemLineSpacing,
            edgeInsets: section.sectionInset, alignRowHeights: section.isNormalizingLineHeight)
        let items = flow.layout(section.items, width: column.width, environment: environment)
        let itemsArea = Rect(x: column.x, y: y, width: column.width, height: items.height)
        let itemFrames = items.frames.map { $0.offsetBy(dx: column.x, dy: y) }
        y += items.height
        let footer = band(section.footerHeight, width: section.footerWidth)
        return SectionFrames(
            side: .left, isSkipped: false, frame: Rect(x: column.x, y: top, width: column.width, height: y - top),
            header: header, itemsArea: itemsArea, items: itemFrames, footer: footer)
    }
}
