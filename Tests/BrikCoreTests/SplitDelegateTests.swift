import BrikRendering
import Testing

@testable import BrikCore

/// The README's BasicCollectionViewController ported as written: three sections of
/// coloured items, three per line in each column, sides alternating, counting how often
/// the layout asks it.
@MainActor
final class BasicSplitController: SplitSectionDataSource, SplitSectionDelegate {
    let dataSource: [[Color]]
    var sizeCalls = 0
    var sideCalls = 0
    var headerSection: Int?

    init(counts: [Int]) {
        let colors: [Color] = [.red, .blue, .green]
        dataSource = counts.enumerated().map { section, count in Array(repeating: colors[section % 3], count: count) }
    }

    func numberOfSections(in splitSection: SplitSection) -> Int { dataSource.count }
    func splitSection(_ splitSection: SplitSection, numberOfItemsInSection section: Int) -> Int {
        dataSource[section].count
    }
    func splitSection(_ splitSection: SplitSection, brickForItemAt indexPath: BrickIndexPath) -> Brick {
        Label("\(indexPath.section)").backgroundColor(dataSource[indexPath.section][indexPath.item])
    }
    func splitSection(_ splitSection: SplitSection, headerForSection section: Int) -> Brick? {
        Label("H\(section)")
    }

    func splitSection(
        _ splitSection: SplitSection, sizeForItemAtIndexPath indexPath: BrickIndexPath, width: Int, side: SplitSide
    ) -> Size {
        sizeCalls += 1
        if indexPath == BrickIndexPath(section: 1, item: 3) { return .zero }
        let width = splitSection.calculateFixedWidthRaughly(
            to: 3, of: side, minimumInterItemSpacing: splitSection.minimumInterItemSpacing,
            sectionInset: splitSection.sectionInset)
        return Size(width: width, height: 1)
    }
    func splitSection(_ splitSection: SplitSection, sideForSection section: Int) -> SplitSide {
        sideCalls += 1
        return section % 2 == 0 ? .left : .right
    }
    func splitSection(
        _ splitSection: SplitSection, referenceSizeForHeaderInSection section: Int, width: Int, side: SplitSide
    ) -> Size? {
        section == headerSection ? Size(width: 6, height: 1) : .zero
    }
    func splitSection(_ splitSection: SplitSection, insetForSectionAtIndex section: Int, side: SplitSide) -> EdgeInsets? {
        section == 2 ? .zero : nil
    }
    func splitSection(_ splitSection: SplitSection, itemsBackgroundColorFor section: Int, side: SplitSide) -> Color? {
        section == 1 ? .yellow : nil
    }
}

@MainActor
@Suite struct SplitDelegateTests {
    /// A 41-column screen (40 for the content, the scrollbar last) with the README's settings.
    func make(counts: [Int], rows: Int = 20) -> (ScrollBrik, SplitSection, BasicSplitController, TestTerminal) {
        let controller = BasicSplitController(counts: counts)
        controller.headerSection = 2
        let split = SplitSection()
        split.minimumItemLineSpacing = 1
        split.minimumInterItemSpacing = 1
        split.sectionInset = EdgeInsets(all: 1)
        split.leftSideRatio = 0.4
        split.splitSpacing = 2
        split.delegate = controller
        split.dataSource = controller
        let scroll = ScrollBrik { _ in split }
        let terminal = TestTerminal(root: scroll, size: Size(width: 41, height: rows))
        return (scroll, split, controller, terminal)
    }

    func itemFrames(_ split: SplitSection, section: Int) -> [Rect] {
        let origin = split.contentFrame.origin
        return (split.children[section] as! SplitSection.Part).items.map {
            $0.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    @Test func theDefaultsAreTheOriginals() {
        let split = SplitSection()
        #expect(split.leftSideRatio == 1)
        #expect(split.splitSpacing == 0)
        #expect(split.sectionInsetReference == .fromSafeArea)
        #expect(SplitLayout().leftSideRatio == 1)
        #expect(SplitLayout().splitSpacing == 0)
        // Ratio 1: one column over the whole width, the spacing ignored.
        #expect(SplitLayout().columns(width: 30).left == SplitColumn(x: 0, width: 30))
    }

    @Test func theReadmeDelegateLaysTheSectionsOutAsTheOriginal() {
        let (_, split, controller, _) = make(counts: [4, 4, 4])
        // Columns: 38 × 0.4 = 15 left, 23 right from x 17. Widths floor: (15 − 2 − 2) / 3 = 3
        // left, (23 − 2 − 2) / 3 = 6 right, the leftover cells at the right edge.
        #expect(split.contentWidth(of: .left) == 15)
        #expect(split.contentWidth(of: .right) == 23)
        #expect(split.contentMostLeft(of: .left) == 0)
        #expect(split.contentMostLeft(of: .right) == 17)
        #expect(
            split.calculateFixedWidthRaughly(to: 3, of: .right, minimumInterItemSpacing: 1, sectionInset: EdgeInsets(all: 1)) == 6
        )
        #expect(
            itemFrames(split, section: 0) == [
                Rect(x: 1, y: 1, width: 3, height: 1), Rect(x: 5, y: 1, width: 3, height: 1),
                Rect(x: 9, y: 1, width: 3, height: 1), Rect(x: 1, y: 3, width: 3, height: 1),
            ])
        // The zero-sized fourth item is left out.
        #expect(
            Array(itemFrames(split, section: 1).prefix(3)) == [
                Rect(x: 18, y: 1, width: 6, height: 1), Rect(x: 25, y: 1, width: 6, height: 1),
                Rect(x: 32, y: 1, width: 6, height: 1),
            ])
        #expect(itemFrames(split, section: 1)[3].width == 0)
        // Section 2 under section 0: its 6×1 header at the column's left edge, then items
        // without inset (the delegate's), four a line at width 3.
        let part2 = split.children[2] as! SplitSection.Part
        #expect(part2.header!.frame == Rect(x: 0, y: 5, width: 6, height: 1))
        #expect(
            itemFrames(split, section: 2) == [
                Rect(x: 0, y: 6, width: 3, height: 1), Rect(x: 4, y: 6, width: 3, height: 1),
                Rect(x: 8, y: 6, width: 3, height: 1), Rect(x: 12, y: 6, width: 3, height: 1),
            ])
        // Zero header sizes: no header at all for sections 0 and 1.
        #expect((split.children[0] as! SplitSection.Part).header!.frame.height == 0)
        #expect((split.children[1] as! SplitSection.Part).itemsBackgroundColor == .yellow)
        #expect((split.children[0] as! SplitSection.Part).itemsBackgroundColor == nil)
        #expect(controller.sideCalls == 3)
    }

    @Test func scrollingDoesNotRecomputeTheLayout() {
        let (scroll, split, controller, terminal) = make(counts: [30, 30, 30], rows: 6)
        let computations = split.layoutComputations
        let sizes = controller.sizeCalls
        let sides = controller.sideCalls
        #expect(computations >= 1)
        for y in 1...8 {
            scroll.scroll(to: Point(x: 0, y: y))
            terminal.advance(by: .zero)
        }
        #expect(scroll.contentOffset.y == 8)
        #expect(split.layoutComputations == computations, "a scroll moves the layout, it does not compute it")
        #expect(controller.sizeCalls == sizes)
        #expect(controller.sideCalls == sides)
        // The items moved with the offset all the same.
        #expect(itemFrames(split, section: 0)[0] == Rect(x: 1, y: 1, width: 3, height: 1))
        #expect((split.children[0] as! SplitSection.Part).items[0].frame.y == -7)
        // Anything else computes everything: an explicit invalidation, a resize.
        split.invalidateLayout()
        terminal.advance(by: .zero)
        #expect(split.layoutComputations == computations + 1)
        #expect(controller.sideCalls == sides + 3)
        terminal.resize(to: Size(width: 51, height: 6))
        #expect(split.layoutComputations == computations + 2)
        #expect(split.contentWidth(of: .left) == 19)
    }

    @Test func theSafeAreaReferenceKeepsTheColumnsInsideTheReservedInsets() {
        let (scroll, split, controller, terminal) = make(counts: [4, 4, 4])
        defer { _ = controller }
        scroll.safeAreaInsets = EdgeInsets(left: 2, right: 2)
        terminal.advance(by: .zero)
        // 36 cells inside: 34 × 0.4 = 14 left from x 2, 20 right from x 2 + 14 + 2.
        #expect(split.startingInsets == EdgeInsets(left: 2, right: 2))
        #expect(split.contentMostLeft(of: .left) == 2)
        #expect(split.contentWidth(of: .left) == 14)
        #expect(split.contentMostLeft(of: .right) == 18)
        #expect(split.contentWidth(of: .right) == 20)
        #expect(itemFrames(split, section: 0)[0] == Rect(x: 3, y: 1, width: 3, height: 1))
        #expect(scroll.unobscuredViewport == Rect(x: 2, y: 0, width: 36, height: 20))
        split.sectionInsetReference = .fromContentInset
        terminal.advance(by: .zero)
        #expect(split.contentMostLeft(of: .left) == 0)
        #expect(split.contentWidth(of: .left) == 15)
        #expect(itemFrames(split, section: 0)[0] == Rect(x: 1, y: 1, width: 3, height: 1))
    }

    @Test func fixedWidthsFloorAsTheOriginal() {
        #expect(SplitLayout.calculateFixedWidthRaughly(to: 3, of: 10, minimumInterItemSpacing: 0, sectionInset: .zero) == 3)
        #expect(
            SplitLayout.calculateFixedWidthRaughly(
                to: 3, of: 23, minimumInterItemSpacing: 1, sectionInset: EdgeInsets(horizontal: 1)) == 6)
        #expect(SplitLayout.calculateFixedWidthRaughly(to: 0, of: 40, minimumInterItemSpacing: 1, sectionInset: .zero) == 0)
        #expect(SplitLayout.calculateFixedWidthRaughly(to: 3, of: 2, minimumInterItemSpacing: 1, sectionInset: .zero) == 0)
    }

    @Test func reloadDataAsksTheDataSourceAgain() {
        let (_, split, controller, terminal) = make(counts: [4, 4, 4])
        #expect(split.children.count == 3)
        let other = BasicSplitController(counts: [2])
        split.dataSource = other
        split.delegate = other
        terminal.advance(by: .zero)
        #expect(split.children.count == 1)
        #expect((split.children[0] as! SplitSection.Part).items.count == 2)
        _ = controller
    }

    @Test func setSectionRestoresTheOffsetOnceLaidOut() {
        let host = BrickCollectionView()
        let rows = Section { _ in for index in 0..<50 { Label("r\(index)") } }
        host.setSection(rows, offset: Point(x: 0, y: 10))
        let terminal = TestTerminal(root: host, size: Size(width: 10, height: 4))
        #expect(host.contentOffset == Point(x: 0, y: 10))
        #expect(terminal.screen.first?.hasPrefix("r10") == true)
        // A new, shorter section: the offset is clamped to it, not to the old one.
        host.setSection(Section { _ in for index in 0..<8 { Label("s\(index)") } }, offset: Point(x: 0, y: 30))
        terminal.advance(by: .zero)
        #expect(host.contentOffset == Point(x: 0, y: 4))
        host.setContentOffset(Point(x: 0, y: 1), animated: false)
        terminal.advance(by: .zero)
        #expect(terminal.screen.first?.hasPrefix("s1") == true)
    }
}
