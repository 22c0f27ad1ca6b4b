import BrikRendering

/// Which column of a ``SplitLayout`` a section goes in (UICollectionViewSplitLayout's
/// `UICollectionViewSplitLayoutSide`).
public enum SplitSide: Hashable, Sendable, CaseIterable {
    /// The left column, `leftSideRatio` of the width.
    case left
    /// The right column, the rest of the width.
    case right

    /// The only side a one-column ratio shows: `.left` for 1, `.right` for 0, nil for any
    /// other ratio (both sides show). The original's responsive examples return this for
    /// every section after setting the ratio to 1 or 0.
    public init?(leftSideRatio: Double) {
        switch SplitLayout.clampedRatio(leftSideRatio) {
        case 1: self = .left
        case 0: self = .right
        default: return nil
        }
    }

    /// The ratio that shows only this side: 1 for `.left`, 0 for `.right`.
    public var leftSideRatio: Double { self == .left ? 1 : 0 }

    /// Whether sections on this side are skipped at `leftSideRatio`: the right side at
    /// ratio 1, the left side at ratio 0.
    public func needsIgnored(to leftSideRatio: Double) -> Bool {
        switch SplitLayout.clampedRatio(leftSideRatio) {
        case 1: self == .right
        case 0: self == .left
        default: false
        }
    }
}

/// Where one column of a ``SplitLayout`` sits across the layout.
public struct SplitColumn: Hashable, Sendable {
    /// The column's first cell, from the layout's left edge.
    public var x: Int
    /// The column's width in cells (0 when the column is not shown).
    public var width: Int

    /// A column from its left edge and width.
    public init(x: Int, width: Int) {
        self.x = x
        self.width = width
    }

    /// One past the column's last cell.
    public var maxX: Int { x + width }
}

extension SplitLayout {
    /// The per-item widths of `count` items side by side in a column `columnWidth` cells
    /// wide, between `sectionInset` and with `minimumInterItemSpacing` between items
    /// (the original's `calculateFixedWidthRaughly`).
    ///
    /// The original floors one width for every item, so up to `count − 1` cells are left
    /// over at the right edge. Cells cannot be split, so this spreads that remainder by
    /// cumulative rounding instead: the widths differ by at most one and, with the
    /// spacing and insets, add up to exactly the column (10 cells in 3 give 3, 4, 3).
    /// Give them to the items as `.fixed(size:)` widths, in order. Note that
    /// `.ratio(ratio: 1 / count)` widths inside a split section already fill a line exactly
    /// the same way; this helper is for sizing things outside the flow (heights from
    /// widths, text truncation). Returns `[]` for a count below 1, and zeros when the
    /// column is too narrow.
    public static func calculateFixedWidthRoughly(
        to count: Int, of columnWidth: Int, minimumInterItemSpacing: Int, sectionInset: EdgeInsets
    ) -> [Int] {
        guard count > 0 else { return [] }
        let spacing = max(0, minimumInterItemSpacing) * (count - 1)
        let available = max(0, columnWidth - sectionInset.horizontal - spacing)
        return CumulativeRounding.equalParts(available, count: count)
    }

    /// The width of each of `num` items side by side in a column `columnWidth` cells wide,
    /// between `sectionInset` and `minimumInterItemSpacing` apart, as the original's
    /// `calculateFixedWidthRaughly` computes it: one width for every item, rounded down
    /// (`Int(validWidth) / num`), the leftover cells at the right edge. 0 for a count below
    /// 1 or a column too narrow.
    ///
    /// ```swift
    /// SplitLayout.calculateFixedWidthRaughly(to: 3, of: 10, minimumInterItemSpacing: 0, sectionInset: .zero)  // 3
    /// ```
    public static func calculateFixedWidthRaughly(
        to num: Int, of columnWidth: Int, minimumInterItemSpacing: Int, sectionInset: EdgeInsets
    ) -> Int {
        guard num > 0 else { return 0 }
        let valid = columnWidth - sectionInset.horizontal - minimumInterItemSpacing * (num - 1)
        return max(0, valid / num)
    }

    /// A ratio made usable: not finite means 1 (the original's default), else clamped to 0…1.
    static func clampedRatio(_ ratio: Double) -> Double {
        guard ratio.isFinite else { return 1 }
        return min(1, max(0, ratio))
    }
}
