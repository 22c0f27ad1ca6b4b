import BrikRendering
import ScreenTesting
import SeededRandom
import Testing

@testable import BrikCore

/// Lazy flow: a section of many bricks lays out the rows down to a screen past the viewport,
/// estimates the rest, and places more as the viewport goes down (BrickKit's watermark).
@MainActor
@Suite struct LazyFlowTests {
    private let environment = LayoutEnvironment(screen: Size(width: 80, height: 24))

    @Test func aRowLimitStopsTheFlowAndExtrapolatesItsHeight() {
        let flow = FlowLayout(inset: 1)
        let items = (0..<1_000).map { _ in FlowLayout.Item(width: .ratio(ratio: 0.25)) { _ in 2 } }
        let lazy = flow.layout(items, width: 80, environment: environment, rowLimit: 48)
        // Rows start every 3 rows (2 tall, 1 between): the one at 51 is past the limit.
        #expect(lazy.placedCount == 68)
        #expect(!lazy.isComplete)
        #expect(lazy.placedBottom == 50)
        #expect(lazy.frames[67] == Rect(x: 61, y: 48, width: 19, height: 2))
        #expect(lazy.frames[68] == .zero)
        let eager = flow.layout(items, width: 80, environment: environment)
        #expect(Array(lazy.frames[..<68]) == Array(eager.frames[..<68]))
        #expect(eager.isComplete && eager.placedCount == 1_000)
        // Uniform rows extrapolate exactly.
        #expect(lazy.height == eager.height)
        #expect(eager.height == 749)
    }

    /// Random widths and heights, laid out lazily to deeper and deeper limits: every frame
    /// placed is the eager layout's, and at the end the result is the eager one.
    @Test(arguments: 0..<20) func deeperLimitsPlaceWhatTheEagerFlowPlaces(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count = Int.random(in: 1...400, using: &random)
        let widths: [BrickDimension] = [.ratio(ratio: 1), .ratio(ratio: 0.5), .ratio(ratio: 1.0 / 3), .fixed(size: 7)]
        let items = (0..<count).map { _ in
            let height = Int.random(in: 0...4, using: &random)
            return FlowLayout.Item(
                width: widths.randomElement(using: &random)!, isHidden: Int.random(in: 0..<10, using: &random) == 0
            ) { _ in height }
        }
        let flow = FlowLayout(inset: Int.random(in: 0...2, using: &random), edgeInsets: EdgeInsets(all: 1))
        let eager = flow.layout(items, width: 40, environment: environment)
        var result: FlowLayout.Result?
        var limit = 0
        while result?.isComplete != true {
            limit += Int.random(in: 1...30, using: &random)
            let next = flow.layout(
                items, width: 40, environment: environment, previous: result, changedFrom: result?.placedCount ?? 0,
                rowLimit: limit)
            #expect(next.placedCount >= (result?.placedCount ?? 0))
            for index in 0..<next.placedCount {
                #expect(next.frames[index] == eager.frames[index], "item \(index) at limit \(limit)")
            }
            if !next.isComplete { #expect(next.height >= next.placedBottom) }
            result = next
        }
        #expect(result == eager)
    }

    @Test func aLongSectionMeasuresOnlyItsFirstScreens() {
        let bricks = (0..<5_000).map { _ in CountingBrick() }
        let section = Section { _ in bricks }
        let terminal = TestTerminal(root: section, size: Size(width: 20, height: 10))
        #expect(!section.isLaidOutCompletely)
        let measured = bricks.filter { $0.measurements > 0 }.count
        // The screen, a screen below it, and a screen more to scroll into: 30 rows, give or take one.
        #expect((20...40).contains(measured), "\(measured) bricks measured")
        #expect(bricks[0].frame == Rect(x: 0, y: 0, width: 20, height: 1))
        #expect(bricks[9].frame == Rect(x: 0, y: 9, width: 20, height: 1))
        #expect(bricks[4_000].frame.isEmpty)
        _ = terminal
    }

    @Test func sectionsBelowTheThresholdLayOutEverything() {
        let bricks = (0..<(Section.lazyFlowThreshold - 1)).map { _ in CountingBrick() }
        let section = Section { _ in bricks }
        _ = TestTerminal(root: section, size: Size(width: 20, height: 10))
        #expect(section.isLaidOutCompletely)
        #expect(bricks.allSatisfy { $0.measurements > 0 })
        #expect(bricks.last?.frame == Rect(x: 0, y: Section.lazyFlowThreshold - 2, width: 20, height: 1))
    }

    private func list(_ count: Int, height: Int = 1) -> (ScrollBrik, Section) {
        let section = Section { _ in
            for index in 0..<count {
                Label("row \(index)").height(.fixed(size: height)).identifier(index == count - 1 ? "last" : "row")
            }
        }
        return (ScrollBrik { _ in section }, section)
    }

    private func rows(_ terminal: TestTerminal) -> [Int] {
        terminal.screen.compactMap { line in
            guard line.hasPrefix("row ") else { return nil }
            return Int(line.dropFirst(4).prefix { $0.isNumber })
        }
    }

    @Test func scrollingDownPlacesRowsAndShowsThemInOrder() {
        let (scroll, section) = list(3_000)
        let terminal = TestTerminal(root: scroll, size: Size(width: 20, height: 8))
        _ = terminal.application.focus(scroll)
        terminal.advance(by: .zero)
        #expect(rows(terminal) == Array(0..<8))
        for page in 1...40 {
            terminal.send("pgdn")
            let shown = rows(terminal)
            #expect(shown == Array(page * 7..<(page * 7 + 8)), "page \(page): \(shown)")
        }
        #expect(!section.isLaidOutCompletely)
    }

    @Test func endShowsTheLastRowOfALazySection() {
        // Heights that an estimate from the first rows gets wrong: short first, tall later.
        let section = Section { _ in
            for index in 0..<2_000 { Label("row \(index)").height(.fixed(size: index < 100 ? 1 : 3)) }
        }
        let scroll = ScrollBrik { _ in section }
        let terminal = TestTerminal(root: scroll, size: Size(width: 20, height: 8))
        _ = terminal.application.focus(scroll)
        terminal.advance(by: .zero)
        terminal.send("end")
        #expect(section.isLaidOutCompletely)
        // The last label (3 rows) at the bottom, the scroll bar's thumb at its end.
        expectScreen(Array(terminal.screen.suffix(3)), ["row 1999           ░", "                   ░", "                   █"])
        #expect(scroll.contentSize.height == 100 + 1_900 * 3)
        terminal.send("home")
        #expect(rows(terminal).first == 0)
    }

    @Test func scrollingToAnIdentifierPastThePlacedRowsFindsIt() {
        let (scroll, _) = list(2_000)
        let terminal = TestTerminal(root: scroll, size: Size(width: 20, height: 8))
        #expect(scroll.scroll(toIdentifier: "last"))
        terminal.advance(by: .zero)
        // As far as the scroll range goes: the last row at the bottom.
        #expect(rows(terminal) == Array(1_992..<2_000))
    }

    @Test func focusingABrickPastThePlacedRowsScrollsToIt() {
        let target = Button("target")
        let section = Section { _ in
            for index in 0..<2_000 {
                if index == 1_500 {
                    target
                } else {
                    Label("row \(index)")
                }
            }
        }
        let scroll = ScrollBrik { _ in section }
        let terminal = TestTerminal(root: scroll, size: Size(width: 20, height: 8))
        #expect(target.frame.isEmpty)
        _ = terminal.application.focus(target)
        terminal.advance(by: .zero)
        #expect(terminal.screenText.contains("target"))
        #expect(target.isFocused)
    }

    @Test func aNarrowerScreenParksTheBricksPlacedBeforeAndDrawsTheRowsInOrder() {
        let section = Section { _ in
            for index in 0..<2_000 { Label("row \(index) of the long list") }
        }
        let scroll = ScrollBrik { _ in section }
        let terminal = TestTerminal(root: scroll, size: Size(width: 40, height: 8))
        _ = terminal.application.focus(scroll)
        for _ in 0..<20 { terminal.send("pgdn") }
        terminal.resize(to: Size(width: 12, height: 8))
        terminal.advance(by: .zero)
        // Each label wraps to 3 rows at 12 columns: whatever is shown, in order, no stray row.
        let shown = rows(terminal)
        #expect(!shown.isEmpty)
        #expect(shown == Array(shown[0]..<(shown[0] + shown.count)), "\(terminal.screen)")
    }

    @Test func aStickyFooterMakesTheSectionLayOutEverything() {
        let (scroll, section) = list(1_000)
        let source = FixedStickyDataSource([BrickIndexPath(section: 0, item: 999)])
        scroll.behaviors = [StickyFooterLayoutBehavior(dataSource: source)]
        withExtendedLifetime(source) {
            let terminal = TestTerminal(root: scroll, size: Size(width: 20, height: 8))
            #expect(section.isLaidOutCompletely)
            #expect(terminal.screen.last == "row 999", "\(terminal.screen)")
        }
    }

    @Test func stickyHeadersKeepTheSectionLazy() {
        let (scroll, section) = list(1_000)
        let source = FixedStickyDataSource([BrickIndexPath(section: 0, item: 0)])
        scroll.behaviors = [StickyLayoutBehavior(dataSource: source)]
        withExtendedLifetime(source) {
            let terminal = TestTerminal(root: scroll, size: Size(width: 20, height: 8))
            _ = terminal.application.focus(scroll)
            #expect(!section.isLaidOutCompletely)
            terminal.send("pgdn", "pgdn")
            #expect(rows(terminal).prefix(2) == [0, 15])
        }
    }
}

/// A still picture of a long section shows all of it.
@MainActor
@Suite struct LazyFlowStillTests {
    @Test func renderingALongSectionToACanvasPlacesEveryBrick() {
        let section = Section { _ in
            for index in 0..<1_000 { Label("row \(index)").height(.fixed(size: index < 10 ? 1 : 2)) }
        }
        let canvas = renderCanvas(section, width: 12)
        #expect(canvas.size.height == 10 + 990 * 2)
        #expect(canvas.plainText.split(separator: "\n").last.map(String.init)?.hasPrefix("row 999") == true)
        #expect(section.isLaidOutCompletely)
    }
}

/// placeAllBricks before the first frame, and after it.
@MainActor
@Suite struct PlaceAllBricksTests {
    @Test func placingAllBeforeTheFirstFrameMeasuresEveryBrick() {
        let bricks = (0..<2_000).map { _ in CountingBrick() }
        let section = Section { _ in bricks }
        section.placeAllBricks()
        _ = TestTerminal(root: section, size: Size(width: 20, height: 10))
        #expect(section.isLaidOutCompletely)
        #expect(bricks.allSatisfy { $0.measurements > 0 })
        #expect(section.placedBrickCount == 2_000)
    }

    @Test func placingAllAfterTheFirstFramePlacesTheRest() {
        let bricks = (0..<2_000).map { _ in CountingBrick() }
        let section = Section { _ in bricks }
        let terminal = TestTerminal(root: section, size: Size(width: 20, height: 10))
        #expect(!section.isLaidOutCompletely)
        section.placeAllBricks()
        terminal.advance(by: .zero)
        #expect(section.isLaidOutCompletely)
        #expect(bricks[1_999].frame == Rect(x: 0, y: 1_999, width: 20, height: 1))
    }
}

/// A layout data source: the flow asks it only about the items it lays out.
@MainActor
@Suite struct FlowLayoutDataSourceTests {
    final class Tiles: FlowLayoutDataSource {
        var asked = Set<Int>()
        var itemCount: Int { 1_000_000 }
        func widthRule(forItemAt index: Int) -> BrickDimension { .ratio(ratio: index % 3 == 0 ? 1.0 / 2 : 1.0 / 4) }
        func isItemHidden(at index: Int) -> Bool { index == 4 }
        func height(forItemAt index: Int, width: Int) -> Int {
            asked.insert(index)
            return 3
        }
    }

    @Test func aMillionItemsFromADataSourceAreAskedAboutOnlyAsFarAsTheLimit() {
        let tiles = Tiles()
        let environment = LayoutEnvironment(screen: Size(width: 80, height: 24))
        let flow = FlowLayout(inset: 1)
        let result = flow.layout(tiles, width: 80, environment: environment, rowLimit: 48)
        #expect(!result.isComplete)
        #expect(tiles.asked.count < 60)
        #expect(!tiles.asked.contains(4))
        // The same frames as the items given as an array.
        let items = (0..<result.placedCount).map { index in
            FlowLayout.Item(width: tiles.widthRule(forItemAt: index), isHidden: index == 4) { _ in 3 }
        }
        let eager = flow.layout(items, width: 80, environment: environment)
        #expect(Array(result.frames[..<result.placedCount]) == eager.frames)
    }
}
