import BrikTUI

// snippet: ported-sticky
/// BrickKit's StickyLayoutBehavior, as BrickKit wrote it.
final class PortedSticky: BrickLayoutBehavior {
    var stickyAttributes: [BrickLayoutAttributes] = []

    override func hasInvalidatableAttributes() -> Bool { stickyAttributes.contains { !$0.isHidden } }
    override func resetRegisteredAttributes(_ layout: BehaviorLayout) { stickyAttributes = [] }
    override func registerAttributes(_ attributes: BrickLayoutAttributes, for layout: BehaviorLayout) {
        if attributes.identifier == "header" { stickyAttributes.append(attributes) }
    }
    override func invalidateInCollectionViewLayout(
        _ layout: BehaviorLayout, contentSize: inout Size,
        attributesDidUpdate: (BrickLayoutAttributes, Rect?) -> Void
    ) {
        var lastStickyFrame = Rect.zero
        var section = 0
        for attributes in stickyAttributes where !attributes.isHidden {
            let sectionAttributes = sectionAttributes(for: attributes.indexPath, in: layout)
            if section != attributes.indexPath.section {
                section = attributes.indexPath.section
                lastStickyFrame = Rect(origin: sectionAttributes?.frame.origin ?? .zero, size: .zero)
            }
            let old = attributes.frame
            let stickyY = max(layout.bounds.y + layout.contentInset.top, lastStickyFrame.maxY)
            attributes.frame.origin.y = max(attributes.originalFrame.y, stickyY)
            let contained = sectionAttributes?.frame ?? Rect(origin: .zero, size: layout.contentSize)
            if !contained.contains(attributes.frame) {
                attributes.frame.origin.y = min(contained.maxY - attributes.frame.height, max(contained.y, attributes.frame.y))
            }
            lastStickyFrame = attributes.frame
            attributesDidUpdate(attributes, old)
        }
    }
}
// end-snippet

// snippet: split-basic-delegate
final class Basic: SplitSectionDataSource, SplitSectionDelegate {
    let colors: [[Color]] = [Array(repeating: .red, count: 20), Array(repeating: .blue, count: 20)]
    func numberOfSections(in splitSection: SplitSection) -> Int { colors.count }
    func splitSection(_ splitSection: SplitSection, numberOfItemsInSection section: Int) -> Int { colors[section].count }
    func splitSection(_ splitSection: SplitSection, brickForItemAt indexPath: BrickIndexPath) -> Brick {
        Label(" ").backgroundColor(colors[indexPath.section][indexPath.item])
    }
    func splitSection(_ splitSection: SplitSection, sideForSection section: Int) -> SplitSide {
        section % 2 == 0 ? .left : .right
    }
    func splitSection(
        _ splitSection: SplitSection, sizeForItemAtIndexPath indexPath: BrickIndexPath, width: Int, side: SplitSide
    ) -> Size {
        let width = splitSection.calculateFixedWidthRaughly(
            to: 3, of: side, minimumInterItemSpacing: splitSection.minimumInterItemSpacing,
            sectionInset: splitSection.sectionInset)
        return Size(width: width, height: 1)
    }
}
// end-snippet

/// Compiles the ported behavior's and the split delegate's uses.
@MainActor
enum PortSnippets {
    static func use(scroll: ScrollBrik) -> SplitSection {
        // snippet: ported-sticky-use
        scroll.behaviors = [PortedSticky()]
        // end-snippet
        // snippet: split-basic-use
        let basic = Basic()
        let split = SplitSection(
            leftSideRatio: 0.4, splitSpacing: 2, sectionInset: EdgeInsets(all: 1), minimumInterItemSpacing: 1)
        split.delegate = basic
        split.dataSource = basic
        // end-snippet
        return split
    }
}
