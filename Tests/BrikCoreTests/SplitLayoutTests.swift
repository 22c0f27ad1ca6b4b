import BrikCore
import BrikRendering
import Testing

// `item(_:_:hidden:)` (a fixed-height flow item) comes from FlowLayoutTests.swift.

private func rows(_ count: Int) -> (Int) -> Int { { _ in count } }

private let environment = LayoutEnvironment(screen: Size(width: 100, height: 30))

@Suite struct SplitLayoutColumnTests {
    @Test func readmeExampleGivesFortyAndSixty() {
        let columns = SplitLayout(leftSideRatio: 0.4, splitSpacing: 10).columns(width: 110)
        #expect(columns.left == SplitColumn(x: 0, width: 40))
        #expect(columns.right == SplitColumn(x: 50, width: 60))
    }

    @Test func leftWidthRoundsHalfAwayAndTheRightTakesTheRest() {
        // 101 − 2 = 99 at one half: 49.5 rounds to 50, the right gets 49.
        let half = SplitLayout(leftSideRatio: 0.5, splitSpacing: 2).columns(width: 101)
        #expect(half.left == SplitColumn(x: 0, width: 50))
        #expect(half.right == SplitColumn(x: 52, width: 49))
        // 98 × 0.4 = 39.2 → 39; 98 − 39 = 59 starting after the gutter.
        let gallery = SplitLayout(leftSideRatio: 0.4, splitSpacing: 2).columns(width: 100)
        #expect(gallery.left.width == 39 && gallery.right == SplitColumn(x: 41, width: 59))
        // 1/3 of 10: 3.33 → 3.
        let third = SplitLayout(leftSideRatio: 1.0 / 3, splitSpacing: 0).columns(width: 10)
        #expect(third.left.width == 3 && third.right == SplitColumn(x: 3, width: 7))
    }

    @Test func ratioOneOrZeroIgnoresTheSpacing() {
        let left = SplitLayout(leftSideRatio: 1, splitSpacing: 4).columns(width: 50)
        #expect(left.left == SplitColumn(x: 0, width: 50) && left.right.width == 0)
        let right = SplitLayout(leftSideRatio: 0, splitSpacing: 4).columns(width: 50)
        #expect(right.left.width == 0 && right.right == SplitColumn(x: 0, width: 50))
        // Out-of-range ratios clamp; not finite means the original's default, 1.
        #expect(SplitLayout(leftSideRatio: 1.5).columns(width: 20).left.width == 20)
        #expect(SplitLayout(leftSideRatio: -2).columns(width: 20).right.width == 20)
        #expect(SplitLayout(leftSideRatio: .nan).columns(width: 20).left.width == 20)
    }

    @Test func sideHelpersMatchTheOriginal() {
        #expect(SplitSide(leftSideRatio: 1) == .left)
        #expect(SplitSide(leftSideRatio: 0) == .right)
        #expect(SplitSide(leftSideRatio: 0.4) == nil)
        #expect(SplitSide.right.leftSideRatio == 0)
        #expect(SplitSide.right.needsIgnored(to: 1) && !SplitSide.left.needsIgnored(to: 1))
        #expect(SplitSide.left.needsIgnored(to: 0) && !SplitSide.right.needsIgnored(to: 0))
        #expect(!SplitSide.left.needsIgnored(to: 0.5) && !SplitSide.right.needsIgnored(to: 0.5))
    }

    @Test func fixedWidthsSpreadTheRemainderAndAddUpExactly() {
        // 12 − 2 inset − 2 spacing = 8 in 3: edges at 2.67, 5.33, 8 → 3, 2, 3.
        let widths = SplitLayout.calculateFixedWidthRoughly(
            to: 3, of: 12, minimumInterItemSpacing: 1, sectionInset: EdgeInsets(horizontal: 1))
        #expect(widths == [3, 2, 3])
        let total: Int = widths.reduce(0, +)
        #expect(total + 2 + 2 == 12)
        #expect(
            SplitLayout.calculateFixedWidthRoughly(to: 4, of: 40, minimumInterItemSpacing: 0, sectionInset: .zero) == [
                10, 10, 10, 10,
            ])
        #expect(SplitLayout.calculateFixedWidthRoughly(to: 0, of: 40, minimumInterItemSpacing: 1, sectionInset: .zero) == [])
        #expect(
            SplitLayout.calculateFixedWidthRoughly(to: 3, of: 2, minimumInterItemSpacing: 1, sectionInset: .zero) == [0, 0, 0])
    }
}

@Suite struct SplitLayoutFrameTests {
    /// Left 0…9, right 11…20 (21 columns, half, one cell apart).
    let layout = SplitLayout(leftSideRatio: 0.5, splitSpacing: 1)

    func threeSections(normalizing: Bool = true) -> [SplitLayout.Section] {
        [
            SplitLayout.Section(side: .left, headerHeight: rows(1), items: [item(.ratio(ratio: 1), 2)]),
            SplitLayout.Section(
                side: .right, sectionInset: EdgeInsets(all: 1), minimumInterItemSpacing: 1, minimumItemLineSpacing: 1,
                footerHeight: rows(2), items: [item(.fixed(size: 3), 1), item(.fixed(size: 3), 1), item(.fixed(size: 3), 1)]),
            SplitLayout.Section(
                side: .left, isNormalizingLineHeight: normalizing, headerHeight: rows(1), footerHeight: rows(1),
                items: [item(.ratio(ratio: 0.5), 1), item(.ratio(ratio: 0.5), 3)]),
        ]
    }

    @Test func eachColumnStacksItsOwnSections() {
        let result = layout.layout(threeSections(), width: 21, environment: environment)
        let s = result.sections
        // Left: header, one full-width item, then the second left section right below.
        #expect(s[0].header == Rect(x: 0, y: 0, width: 10, height: 1))
        #expect(s[0].items == [Rect(x: 0, y: 1, width: 10, height: 2)])
        #expect(s[0].frame == Rect(x: 0, y: 0, width: 10, height: 3))
        #expect(s[2].header == Rect(x: 0, y: 3, width: 10, height: 1))
        #expect(s[2].footer == Rect(x: 0, y: 7, width: 10, height: 1))
        #expect(s[2].frame == Rect(x: 0, y: 3, width: 10, height: 5))
        // Right: starts at the top again; inset 1 all round, 8 inner columns fit two
        // items of 3 with one between, the third wraps one line-spacing lower.
        #expect(s[1].header == nil)
        #expect(
            s[1].items == [
                Rect(x: 12, y: 1, width: 3, height: 1), Rect(x: 16, y: 1, width: 3, height: 1),
                Rect(x: 12, y: 3, width: 3, height: 1),
            ])
        #expect(s[1].footer == Rect(x: 11, y: 5, width: 10, height: 2))
        #expect(s[1].frame == Rect(x: 11, y: 0, width: 10, height: 7))
        #expect(s.map(\.side) == [.left, .right, .left])
        #expect(result.leftHeight == 8 && result.rightHeight == 7 && result.height == 8)
    }

    @Test func backgroundsCoverTheItemsAndInsetAtFullColumnWidth() {
        let s = layout.layout(threeSections(), width: 21, environment: environment).sections
        #expect(s[0].itemsArea == Rect(x: 0, y: 1, width: 10, height: 2))
        // Below no header, items 1…3 plus the inset above and below: rows 0…4.
        #expect(s[1].itemsArea == Rect(x: 11, y: 0, width: 10, height: 5))
        #expect(s[2].itemsArea == Rect(x: 0, y: 4, width: 10, height: 3))
    }

    @Test func lineNormalizationEqualisesHeightsWithinALine() {
        let normalized = layout.layout(threeSections(normalizing: true), width: 21, environment: environment)
        #expect(normalized.sections[2].items == [Rect(x: 0, y: 4, width: 5, height: 3), Rect(x: 5, y: 4, width: 5, height: 3)])
        let ragged = layout.layout(threeSections(normalizing: false), width: 21, environment: environment)
        #expect(ragged.sections[2].items == [Rect(x: 0, y: 4, width: 5, height: 1), Rect(x: 5, y: 4, width: 5, height: 3)])
        #expect(ragged.sections[2].frame.height == 5)
    }

    @Test func ratioOneSkipsTheRightSectionsAndUsesTheWholeWidth() {
        var single = layout
        single.leftSideRatio = 1
        let result = single.layout(threeSections(), width: 21, environment: environment)
        #expect(result.sections[1].isSkipped && result.sections[1].frame == .zero)
        #expect(result.sections[1].items.allSatisfy { $0 == .zero })
        #expect(result.sections[0].frame == Rect(x: 0, y: 0, width: 21, height: 3))
        #expect(result.sections[2].header == Rect(x: 0, y: 3, width: 21, height: 1))
        #expect(result.rightHeight == 0 && result.height == 8 && !result.isOneColumn)
    }

    @Test func ratioZeroSkipsTheLeftSectionsAndPutsTheRightOnesAtTheEdge() {
        var single = layout
        single.leftSideRatio = 0
        let result = single.layout(threeSections(), width: 21, environment: environment)
        #expect(result.sections[0].isSkipped && result.sections[2].isSkipped)
        // 19 inner columns: all three items of 3 fit on one line.
        #expect(result.sections[1].items.map(\.x) == [1, 5, 9])
        #expect(result.sections[1].frame == Rect(x: 0, y: 0, width: 21, height: 5))
        #expect(result.height == 5)
    }

    @Test func belowTheThresholdEverySectionStacksInOneColumnInOrder() {
        var responsive = layout
        responsive.oneColumnBelow = 80
        let narrow = responsive.layout(threeSections(), width: 79, environment: environment)
        #expect(narrow.isOneColumn)
        #expect(narrow.sections.allSatisfy { !$0.isSkipped && $0.side == .left && $0.frame.x == 0 && $0.frame.width == 79 })
        #expect(narrow.sections.map(\.frame.y) == [0, 3, 8])
        // The right section's three items fit on one line at 77 inner columns: 1 + 1 + 1 rows.
        #expect(narrow.sections[1].frame.height == 5)
        #expect(narrow.height == 3 + 5 + 5)
        let wide = responsive.layout(threeSections(), width: 80, environment: environment)
        #expect(!wide.isOneColumn && wide.left.width == 40 && wide.right == SplitColumn(x: 41, width: 39))
    }

    @Test func emptyAndHiddenSectionsTakeNoItemsArea() {
        let sections = [
            SplitLayout.Section(side: .left, sectionInset: EdgeInsets(all: 2), headerHeight: rows(1), items: []),
            SplitLayout.Section(side: .left, isHidden: true, items: [item(.ratio(ratio: 1), 4)]),
            SplitLayout.Section(
                side: .left, headerHeight: rows(0), items: [item(.ratio(ratio: 1), 1, hidden: true), item(.ratio(ratio: 1), 1)]),
        ]
        let result = layout.layout(sections, width: 21, environment: environment)
        #expect(result.sections[0].frame == Rect(x: 0, y: 0, width: 10, height: 1))
        #expect(result.sections[0].itemsArea.height == 0)
        #expect(result.sections[1].isSkipped)
        #expect(result.sections[2].header == nil)
        #expect(result.sections[2].items[1] == Rect(x: 0, y: 1, width: 10, height: 1))
        #expect(result.height == 2)
    }

    @Test func headerFramesArePerColumnForPinning() {
        let result = layout.layout(threeSections(), width: 21, environment: environment)
        #expect(
            result.headerFrames(of: .left) == [Rect(x: 0, y: 0, width: 10, height: 1), Rect(x: 0, y: 3, width: 10, height: 1)])
        #expect(result.headerFrames(of: .right) == [])
    }
}
