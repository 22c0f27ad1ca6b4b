import BrikRendering

/// UICollectionViewSplitLayout's `UICollectionViewDelegateSectionSplitLayout` in cells: the
/// side of each section and the size of each item, and optionally header and footer sizes,
/// insets, spacings and item backgrounds per section.
///
/// The split section asks it on every computation of its layout: the first layout, a
/// resize, ``SplitSection/invalidateLayout()`` — never on a scroll, as the original did
/// not. The two required methods decide every section; each optional one left out (its
/// default returns nil) falls back to what the part says, then the split section's
/// global value (the original's `?? self.sectionInset`).
///
/// ```swift
/// final class Basic: SplitSectionDelegate {
///     func splitSection(_ split: SplitSection, sideForSection section: Int) -> SplitSide {
///         section % 2 == 0 ? .left : .right
///     }
///     func splitSection(
///         _ split: SplitSection, sizeForItemAtIndexPath indexPath: BrickIndexPath, width: Int, side: SplitSide
///     ) -> Size {
///         let width = split.calculateFixedWidthRaughly(
///             to: 3, of: side, minimumInterItemSpacing: split.minimumInterItemSpacing,
///             sectionInset: split.sectionInset)
///         return Size(width: width, height: 2)
///     }
/// }
/// ```
@MainActor
public protocol SplitSectionDelegate: AnyObject {
    /// The column section `section` goes in (sections on a side the ratio does not show are skipped).
    func splitSection(_ splitSection: SplitSection, sideForSection section: Int) -> SplitSide

    /// The size of an item; `width` is its column's width. A zero width or height leaves
    /// the item out (it takes no space).
    func splitSection(
        _ splitSection: SplitSection, sizeForItemAtIndexPath indexPath: BrickIndexPath, width: Int, side: SplitSide
    ) -> Size

    /// The header's size at the column's left edge (not inset); zero for none, nil for
    /// the part's own header measured at the column width.
    func splitSection(
        _ splitSection: SplitSection, referenceSizeForHeaderInSection section: Int, width: Int, side: SplitSide
    ) -> Size?

    /// The footer's size below the items; zero for none, nil for the part's own footer.
    func splitSection(
        _ splitSection: SplitSection, referenceSizeForFooterInSection section: Int, width: Int, side: SplitSide
    ) -> Size?

    /// The space around the section's items; nil for the part's, else the split section's.
    func splitSection(_ splitSection: SplitSection, insetForSectionAtIndex section: Int, side: SplitSide) -> EdgeInsets?

    /// Columns between items of a line; nil for the part's, else the split section's.
    func splitSection(
        _ splitSection: SplitSection, minimumInterItemSpacingForSectionAtIndex section: Int, side: SplitSide
    ) -> Int?

    /// Rows between lines of items; nil for the part's, else the split section's.
    func splitSection(
        _ splitSection: SplitSection, minimumItemLineSpacingForSectionAtIndex section: Int, side: SplitSide
    ) -> Int?

    /// The fill behind the section's items area; nil for the part's own.
    func splitSection(_ splitSection: SplitSection, itemsBackgroundColorFor section: Int, side: SplitSide) -> Color?
}

extension SplitSectionDelegate {
    /// Not given: the part's own header.
    public func splitSection(
        _ splitSection: SplitSection, referenceSizeForHeaderInSection section: Int, width: Int, side: SplitSide
    ) -> Size? { nil }

    /// Not given: the part's own footer.
    public func splitSection(
        _ splitSection: SplitSection, referenceSizeForFooterInSection section: Int, width: Int, side: SplitSide
    ) -> Size? { nil }

    /// Not given: the part's or the split section's inset.
    public func splitSection(_ splitSection: SplitSection, insetForSectionAtIndex section: Int, side: SplitSide)
        -> EdgeInsets?
    { nil }

    /// Not given: the part's or the split section's spacing.
    public func splitSection(
        _ splitSection: SplitSection, minimumInterItemSpacingForSectionAtIndex section: Int, side: SplitSide
    ) -> Int? { nil }

    /// Not given: the part's or the split section's spacing.
    public func splitSection(
        _ splitSection: SplitSection, minimumItemLineSpacingForSectionAtIndex section: Int, side: SplitSide
    ) -> Int? { nil }

    /// Not given: the part's own background.
    public func splitSection(_ splitSection: SplitSection, itemsBackgroundColorFor section: Int, side: SplitSide)
        -> Color?
    { nil }
}

/// The data of a ``SplitSection`` (UICollectionViewDataSource for the split layout): how
/// many sections, how many items in each, and the brick that shows each item.
///
/// ``SplitSection/reloadData()`` asks it again and builds one ``SplitSection/Part`` per
/// section; the ``SplitSectionDelegate`` sizes what it built.
///
/// ```swift
/// final class Colours: SplitSectionDataSource {
///     let data: [[Color]] = [Array(repeating: .red, count: 20), Array(repeating: .blue, count: 20)]
///     func numberOfSections(in splitSection: SplitSection) -> Int { data.count }
///     func splitSection(_ splitSection: SplitSection, numberOfItemsInSection section: Int) -> Int {
///         data[section].count
///     }
///     func splitSection(_ splitSection: SplitSection, brickForItemAt indexPath: BrickIndexPath) -> Brick {
///         Brick().backgroundColor(data[indexPath.section][indexPath.item])
///     }
/// }
/// ```
@MainActor
public protocol SplitSectionDataSource: AnyObject {
    /// How many sections there are.
    func numberOfSections(in splitSection: SplitSection) -> Int
    /// How many items section `section` has.
    func splitSection(_ splitSection: SplitSection, numberOfItemsInSection section: Int) -> Int
    /// The brick showing the item at `indexPath` (the original's `cellForItemAt`).
    func splitSection(_ splitSection: SplitSection, brickForItemAt indexPath: BrickIndexPath) -> Brick
    /// The header brick of `section`, nil for none (the original's supplementary view).
    func splitSection(_ splitSection: SplitSection, headerForSection section: Int) -> Brick?
    /// The footer brick of `section`, nil for none.
    func splitSection(_ splitSection: SplitSection, footerForSection section: Int) -> Brick?
}

extension SplitSectionDataSource {
    /// No header.
    public func splitSection(_ splitSection: SplitSection, headerForSection section: Int) -> Brick? { nil }
    /// No footer.
    public func splitSection(_ splitSection: SplitSection, footerForSection section: Int) -> Brick? { nil }
}

/// Where a ``SplitSection`` measures its columns from (UICollectionViewSplitLayout's
/// `SectionInsetReference`).
public enum SplitSectionInsetReference: Sendable, Hashable {
    /// From the content's edges: the reserved insets of the scroll view around are ignored.
    case fromContentInset
    /// Inside the reserved insets of the scroll view around
    /// (``ScrollBrik/safeAreaInsets``): the columns keep clear of what covers its edges
    /// (the original's default).
    case fromSafeArea
}

extension SplitSection {
    /// Asks the data source again and rebuilds the parts: one per section, its header,
    /// items and footer from the data source.
    public func reloadData() {
        guard let dataSource else { return }
        let sections = max(0, dataSource.numberOfSections(in: self))
        var parts: [Brick] = []
        parts.reserveCapacity(sections)
        for section in 0..<sections {
            let count = max(0, dataSource.splitSection(self, numberOfItemsInSection: section))
            let part = Part(
                header: dataSource.splitSection(self, headerForSection: section),
                footer: dataSource.splitSection(self, footerForSection: section))
            part.setItems(
                (0..<count).map { dataSource.splitSection(self, brickForItemAt: BrickIndexPath(section: section, item: $0)) })
            parts.append(part)
        }
        setChildren(parts)
        invalidateLayout()
    }

    /// Computes the layout again at the next frame, asking the delegate again (the
    /// original's `invalidateLayout()`): what a delegate whose answers changed calls. A
    /// scroll never recomputes it; a resize or a change inside does by itself.
    public func invalidateLayout() {
        cache = nil
        setNeedsLayout()
    }

    /// The nearest scroll view around, whose reserved insets ``SplitSectionInsetReference/fromSafeArea`` keeps clear of.
    var enclosingScrollView: ScrollBrik? {
        var node = parent
        while let current = node {
            if let scroll = current.scrollContainer { return scroll }
            node = current.parent
        }
        return nil
    }

    /// The insets the columns start inside (the original's `contentInsetStartingInsets`):
    /// the scroll view's reserved insets from the safe area, none from the content inset.
    public var startingInsets: EdgeInsets {
        switch sectionInsetReference {
        case .fromContentInset: .zero
        case .fromSafeArea: enclosingScrollView?.safeAreaInsets ?? .zero
        }
    }
}
