import BrikRendering
import ScreenTesting
import SeededRandom
import Testing

@testable import BrikCore

/// A virtual list backed by `names` (an item of several lines is as many rows tall).
@MainActor
final class VirtualUpdateFixture {
    /// The data, shared with the section's closures.
    final class Names { var values: [String] = [] }
    private let data = Names()
    var names: [String] {
        get { data.values }
        set { data.values = newValue }
    }
    let section: VirtualSection
    let scroll: ScrollBrik
    let terminal: TestTerminal

    init(
        names: [String], size: Size = Size(width: 10, height: 4), itemWidth: BrickDimension = .ratio(ratio: 1),
        behavior: (any BrickAppearBehavior)? = nil
    ) {
        let data = data
        data.values = names
        section = VirtualSection(
            count: { data.values.count }, itemWidth: itemWidth, estimatedHeight: 1,
            make: { index in Label(data.values[index]) },
            reuse: { brick, index in (brick as? Label)?.text = data.values[index] })
        let section = section
        scroll = ScrollBrik { _ in section }
        scroll.showsScrollbar = false
        scroll.appearBehavior = behavior
        terminal = TestTerminal(root: scroll, size: size)
    }

    /// Scrolls the viewport's top to content row `y`.
    func scroll(to y: Int) {
        scroll.scroll(to: Point(x: 0, y: y))
        terminal.advance(by: .zero)
    }

    /// The screen's rows without their trailing spaces.
    var lines: [String] {
        terminal.screen.map { row in String(row.reversed().drop(while: { $0 == " " }).reversed()) }
    }

    /// The text of every brick the section holds, by its index, against `names`.
    var mismatchedBricks: [Int] {
        section.mountedIndices.filter { index in (section.brick(at: index) as? Label)?.text != names[index] }
    }

    /// The screen `names` gives with the viewport's top at content row `top`.
    func expectedScreen(top: Int) -> [String] {
        expectedScreen(
            lines: names.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }, top: top)
    }

    /// The screen `names` gives from the first visible item the section reports on (its
    /// place, unlike the scroll offset, does not depend on estimates above it).
    var expectedScreenFromFirstVisible: [String] {
        let first = section.firstVisibleItem ?? 0
        let lines = names[first...].flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        return expectedScreen(lines: lines, top: section.firstVisibleRowOffset)
    }

    private func expectedScreen(lines: [String], top: Int) -> [String] {
        let width = terminal.screen.first?.count ?? 0
        return (0..<terminal.screen.count).map { row in
            let line = top + row < lines.count ? lines[top + row] : ""
            return line + String(repeating: " ", count: max(0, width - line.count))
        }
    }
}

/// Inserting, deleting and reloading items of a ``VirtualSection`` in place.
@MainActor
@Suite struct VirtualSectionUpdateTests {
    static func rows(_ count: Int) -> [String] { (0..<count).map { "r\($0)" } }

    @Test func anInsertAboveTheViewportKeepsWhatIsShown() {
        let list = VirtualUpdateFixture(names: Self.rows(100))
        list.scroll(to: 50)
        #expect(list.lines == ["r50", "r51", "r52", "r53"])
        list.names.insert(contentsOf: ["n0", "n1"], at: 10)
        list.section.insertItems(at: 10, count: 2)
        list.terminal.advance(by: .zero)
        expectScreen(list.terminal.screen, list.expectedScreen(top: 52))
        #expect(list.section.firstVisibleItem == 52)
        #expect(list.scroll.contentOffset.y == 52)
        #expect(list.section.count == 102)
        #expect(list.mismatchedBricks.isEmpty)
    }

    @Test func anInsertInViewMovesTheBricksBelowWithTheirState() throws {
        let list = VirtualUpdateFixture(names: Self.rows(100))
        list.scroll(to: 50)
        let kept = try #require(list.section.brick(at: 52))
        list.names.insert("new", at: 51)
        var reported: Range<Int>?
        list.section.insertItems(at: 51) { reported = $0 }
        list.terminal.advance(by: .zero)
        expectScreen(list.terminal.screen, list.expectedScreen(top: 50))
        #expect(list.lines == ["r50", "new", "r51", "r52"])
        #expect(list.section.brick(at: 53) === kept)
        #expect(kept.repeatIndex == 53)
        #expect(reported == 51..<52)
        #expect(list.mismatchedBricks.isEmpty)
    }

    @Test func deletingInViewAndDeletingTheFirstVisibleItem() {
        let list = VirtualUpdateFixture(names: Self.rows(100))
        list.scroll(to: 50)
        list.names.removeSubrange(51..<53)
        var reported: Range<Int>?
        list.section.deleteItems(at: 51, count: 2) { reported = $0 }
        list.terminal.advance(by: .zero)
        #expect(list.lines == ["r50", "r53", "r54", "r55"])
        #expect(reported == 51..<53)
        // The first visible item goes: what followed it takes its place.
        list.names.remove(at: 50)
        list.section.deleteItems(at: 50)
        list.terminal.advance(by: .zero)
        #expect(list.lines == ["r53", "r54", "r55", "r56"])
        #expect(list.section.firstVisibleItem == 50)
        #expect(list.section.count == 97)
        #expect(list.mismatchedBricks.isEmpty)
    }

    @Test func aDeleteAboveTheViewportKeepsWhatIsShown() {
        let list = VirtualUpdateFixture(names: Self.rows(100))
        list.scroll(to: 50)
        list.names.removeSubrange(0..<30)
        list.section.deleteItems(at: 0, count: 30)
        list.terminal.advance(by: .zero)
        #expect(list.lines == ["r50", "r51", "r52", "r53"])
        #expect(list.scroll.contentOffset.y == 20)
    }

    @Test func atTheTopOfTheListAnInsertAtTheTopShowsTheNewItems() {
        let list = VirtualUpdateFixture(names: Self.rows(100))
        list.names.insert("news", at: 0)
        list.section.insertItems(at: 0)
        list.terminal.advance(by: .zero)
        #expect(list.lines == ["news", "r0", "r1", "r2"])
    }

    @Test func aListPinnedToItsEndShowsAnAppendedItem() {
        let list = VirtualUpdateFixture(names: Self.rows(100))
        list.scroll(to: 10_000)
        #expect(list.lines.last == "r99")
        list.names.append("latest")
        list.section.insertItems(at: 100)
        list.terminal.advance(by: .zero)
        #expect(list.lines == ["r97", "r98", "r99", "latest"])
    }

    @Test func aReloadMakesTheItemAgainAndMeasuresIt() {
        let list = VirtualUpdateFixture(names: Self.rows(100))
        list.scroll(to: 50)
        list.names[51] = "tall\nitem"
        list.section.reloadItems(at: 51)
        list.terminal.advance(by: .zero)
        #expect(list.lines == ["r50", "tall", "item", "r52"])
        #expect(list.section.heights.height(at: 51) == 2)
    }

    @Test func aGridFlowsItsItemsOnAfterAnInsert() {
        let list = VirtualUpdateFixture(
            names: (0..<40).map { "a\($0)" }, size: Size(width: 20, height: 3), itemWidth: .ratio(ratio: 1.0 / 4))
        #expect(list.lines[0] == "a0   a1   a2   a3")
        list.names.insert("N", at: 1)
        list.section.insertItems(at: 1)
        list.terminal.advance(by: .zero)
        expectScreen(list.terminal.screen, ["a0   N    a1   a2   ", "a3   a4   a5   a6   ", "a7   a8   a9   a10  "])
        list.names.removeSubrange(0..<3)
        list.section.deleteItems(at: 0, count: 3)
        list.terminal.advance(by: .zero)
        expectScreen(list.terminal.screen, ["a2   a3   a4   a5   ", "a6   a7   a8   a9   ", "a10  a11  a12  a13  "])
        #expect(list.mismatchedBricks.isEmpty)
    }

    @Test func insertedAndDeletedItemsInViewSlideInAndOut() {
        let list = VirtualUpdateFixture(names: Self.rows(100), behavior: BrickAppearFadeBehavior())
        list.scroll(to: 50)
        list.names.insert("new", at: 51)
        list.section.insertItems(at: 51)
        list.terminal.advance(by: .zero)
        #expect(list.scroll.appearTracker.appearing.count == 1)
        list.terminal.advance(by: .milliseconds(300))
        #expect(!list.scroll.appearTracker.isActive)
        list.names.remove(at: 52)
        list.section.deleteItems(at: 52)
        list.terminal.advance(by: .zero)
        #expect(list.scroll.appearTracker.ghosts.count == 1)
        list.terminal.advance(by: .milliseconds(300))
        #expect(!list.scroll.appearTracker.isActive)
        // Scrolling brings items in and out without animating them.
        list.scroll(to: 60)
        #expect(!list.scroll.appearTracker.isActive)
        #expect(list.lines == ["r60", "r61", "r62", "r63"])
    }

    @Test func aMillionItemsTakeAnInsertAtTheCostOfWhatIsShown() {
        let list = VirtualUpdateFixture(names: Self.rows(1_000_000))
        list.scroll(to: 500_000)
        list.names.insert("mid", at: 500_001)
        list.section.insertItems(at: 500_001)
        list.terminal.advance(by: .zero)
        #expect(list.lines == ["r500000", "mid", "r500001", "r500002"])
        #expect(list.section.mountedIndices.count < 20)
    }

    /// Random inserts, deletes, reloads and scrolls against the list of names: the screen is
    /// the names' lines from the scroll offset, every brick shows its item, and a change
    /// wholly above the viewport leaves the screen as it was.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func randomUpdatesAgreeWithTheModel(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var made = 0
        func name() -> String {
            made += 1
            return Int.random(in: 0..<4, using: &random) == 0 ? "m\(made)\nm\(made)b" : "m\(made)"
        }
        let list = VirtualUpdateFixture(names: (0..<60).map { _ in name() }, size: Size(width: 10, height: 5))
        for step in 0..<150 {
            let count = list.names.count
            let before = list.terminal.screen
            let first = list.section.firstVisibleItem ?? 0
            let atTop = list.scroll.contentOffset.y == 0
            var above = false
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4:
                let at = Int.random(in: 0...count, using: &random)
                let new = (0..<Int.random(in: 1...3, using: &random)).map { _ in name() }
                list.names.insert(contentsOf: new, at: at)
                list.section.insertItems(at: at, count: new.count)
                above = at < first && !(atTop && at == 0)
            case 4..<7:
                guard count > 0 else { continue }
                let at = Int.random(in: 0..<count, using: &random)
                let range = at..<min(count, at + Int.random(in: 1...3, using: &random))
                list.names.removeSubrange(range)
                list.section.deleteItems(at: at, count: range.count)
                above = range.upperBound <= first
            case 7:
                guard count > 0 else { continue }
                let at = Int.random(in: 0..<count, using: &random)
                list.names[at] = name()
                list.section.reloadItems(at: at)
            default:
                list.scroll(to: Int.random(in: 0...(count * 2), using: &random))
            }
            list.terminal.advance(by: .zero)
            expectScreen(list.terminal.screen, list.expectedScreenFromFirstVisible)
            #expect(list.mismatchedBricks.isEmpty, "step \(step)")
            #expect(list.section.count == list.names.count)
            if above, !list.scroll.isPinnedToEnd { #expect(list.terminal.screen == before, "step \(step)") }
        }
    }
}

/// End and PgDn with the focus in a virtual list: the brick that had focus leaves the
/// window on the way, and the brick the focus is repaired to must not pull the view back.
@MainActor
@Suite struct VirtualSectionFocusScrollTests {
    func list() -> (ScrollBrik, TestTerminal) {
        let section = VirtualSection(count: 1_000, make: { Button("Row \($0)").width(.ratio(ratio: 1)) })
        let scroll = ScrollBrik { _ in section }
        let terminal = TestTerminal(root: scroll, size: Size(width: 20, height: 5))
        terminal.send("tab")
        terminal.advance(by: .zero)
        return (scroll, terminal)
    }

    @Test func endShowsAndFocusesTheLastItem() {
        let (scroll, terminal) = list()
        #expect(terminal.application.focusedBrick?.repeatIndex == 0)
        terminal.send("end")
        terminal.advance(by: .zero)
        #expect(scroll.contentOffset.y == 995)
        #expect(terminal.application.focusedBrick?.repeatIndex == 999)
        #expect(terminal.screen.last == "    [ Row 999 ]    █")
    }

    @Test func pagesDownMoveTheViewAPageAndTheFocusWithIt() {
        let (scroll, terminal) = list()
        for page in 1...3 {
            terminal.send("pagedown")
            terminal.advance(by: .zero)
            #expect(scroll.contentOffset.y == page * 4)
            #expect(terminal.application.focusedBrick?.repeatIndex == page * 4)
        }
    }
}
