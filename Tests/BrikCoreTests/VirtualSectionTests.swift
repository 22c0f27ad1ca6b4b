import BrikRendering
import SeededRandom
import Testing

@testable import BrikCore

/// Bricks in `brick`'s subtree, itself included.
@MainActor
func subtreeCount(_ brick: Brick) -> Int {
    var count = 0
    var pending = [brick]
    while let node = pending.popLast() {
        count += 1
        pending.append(contentsOf: node.children)
    }
    return count
}

/// A list of `count` rows; item i is `heightOf(i)` rows tall ("Row i" on its first row).
@MainActor
final class VirtualFixture {
    let section: VirtualSection
    let scroll: ScrollBrik
    let terminal: TestTerminal
    private let madeCounter: () -> Int

    init(
        count: Int, size: Size = Size(width: 16, height: 6), estimate: Int? = 1, reuse: Bool = false,
        heightOf: @escaping (Int) -> Int = { _ in 1 }, title: String? = nil
    ) {
        var makeCount = 0
        let counter = { makeCount += 1 }
        let configure: (Brick, Int) -> Void = { brick, index in
            (brick as? Label)?.text = "Row \(index)"
            brick.brickSize.height = .fixed(size: heightOf(index))
        }
        section = VirtualSection(
            itemIdentifier: "row", count: count, estimatedHeight: estimate,
            make: { index in
                counter()
                let label = Label()
                configure(label, index)
                return label
            }, reuse: reuse ? configure : nil)
        let section = section
        scroll = ScrollBrik { _ in
            if let title {
                VBrik(alignment: .fill) { _ in
                    Label(title)
                    section
                }
            } else {
                section
            }
        }
        madeCounter = { makeCount }
        terminal = TestTerminal(root: scroll, size: size)
    }

    /// How many times `make` ran.
    var makeCalls: Int { madeCounter() }

    /// The screen without the scrollbar column.
    var rows: [String] { terminal.screen.map { String($0.dropLast()).trimmingTrailingSpaces() } }

    func press(_ keys: String...) {
        for key in keys { terminal.send(key) }
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// The rows a viewport of `height` rows shows starting `rowOffset` rows into item `first`,
/// when every item's height is known.
func naiveRows(first: Int, rowOffset: Int, height: Int, count: Int, heightOf: (Int) -> Int) -> [String] {
    var rows: [String] = []
    var index = first
    var skip = rowOffset
    while rows.count < height {
        guard index < count else {
            rows.append("")
            continue
        }
        for line in 0..<heightOf(index) where rows.count < height {
            if skip > 0 {
                skip -= 1
                continue
            }
            rows.append(line == 0 ? "Row \(index)" : "")
        }
        index += 1
    }
    return rows
}

@MainActor
@Suite struct VirtualSectionTests {
    @Test func opensAMillionItemsMakingOnlyWhatIsVisible() {
        let list = VirtualFixture(count: 1_000_000)
        #expect(
            list.terminal.screen == [
                "Row 0          █", "Row 1          ░", "Row 2          ░", "Row 3          ░", "Row 4          ░",
                "Row 5          ░",
            ])
        // 6 rows plus 3 below: the view makes what it shows, not a million.
        #expect(list.makeCalls <= 6 + 2 * list.section.overscan + 1)
        #expect(subtreeCount(list.scroll) <= 2 + 6 + list.section.overscan)
        #expect(list.section.heights.measuredCount <= 6 + list.section.overscan)
        #expect(list.section.children.allSatisfy { $0.identifier == "row" })
        #expect(list.section.children.map { $0.repeatIndex } == Array(0..<9))
    }

    @Test func scrollingByRowsAndPagesShowsTheRightRows() {
        let list = VirtualFixture(count: 1_000_000)
        list.press("down")
        #expect(list.rows == ["Row 1", "Row 2", "Row 3", "Row 4", "Row 5", "Row 6"])
        list.press("pgdn")
        #expect(list.rows == ["Row 6", "Row 7", "Row 8", "Row 9", "Row 10", "Row 11"])
        list.press("pgup", "up")
        #expect(list.rows == ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4", "Row 5"])
        list.section.scrollToItem(500_000)
        list.terminal.advance(by: .zero)
        #expect(list.rows.first == "Row 500000")
        #expect(list.section.firstVisibleItem == 500_000)
        list.scroll.scroll(toItem: 42, in: list.section)
        list.terminal.advance(by: .zero)
        #expect(list.rows == ["Row 42", "Row 43", "Row 44", "Row 45", "Row 46", "Row 47"])
    }

    @Test func bricksAliveStayBoundedWhileScrollingAMillionItems() {
        let heightOf: (Int) -> Int = { $0 % 5 == 0 ? 2 : 1 }
        for reuse in [false, true] {
            let list = VirtualFixture(count: 1_000_000, size: Size(width: 16, height: 10), reuse: reuse, heightOf: heightOf)
            let bound = 3 * 10
            var most = 0
            for _ in 0..<60 {
                list.press("down")
                most = max(most, subtreeCount(list.scroll))
            }
            for _ in 0..<30 {
                list.press("pgdn")
                most = max(most, subtreeCount(list.scroll))
            }
            list.press("end")
            most = max(most, subtreeCount(list.scroll))
            #expect(list.rows.last == "Row 999999")
            for _ in 0..<10 {
                list.press("pgup")
                most = max(most, subtreeCount(list.scroll))
            }
            list.press("home")
            most = max(most, subtreeCount(list.scroll))
            #expect(list.rows.first == "Row 0")
            #expect(most < bound, "reuse \(reuse): \(most) bricks alive")
            if reuse {
                // Bricks are reconfigured, not made: far fewer than the rows scrolled past.
                #expect(list.makeCalls < 40)
            }
        }
    }

    @Test func endIsExactWithHeightsThatDifferFromTheEstimate() {
        let heightOf: (Int) -> Int = { $0 % 3 == 0 ? 3 : 1 }
        let list = VirtualFixture(count: 1_000_000, size: Size(width: 16, height: 8), heightOf: heightOf)
        list.press("end")
        // Row 999999 (999999 % 3 == 0) is three rows tall: its first row is third from the bottom.
        #expect(
            list.rows
                == naiveRows(first: 999_996, rowOffset: 0, height: 8, count: 1_000_000, heightOf: heightOf))
        #expect(list.rows == ["Row 999996", "", "", "Row 999997", "Row 999998", "Row 999999", "", ""])
        #expect(list.scroll.contentOffset.y == list.scroll.maximumOffset.y)
        list.press("up")
        #expect(list.rows.first == "Row 999995")
        #expect(list.rows[1] == "Row 999996")
        list.press("home")
        #expect(list.rows.first == "Row 0")
    }

    @Test func measuringTallerItemsAboveKeepsTheVisibleRowsStill() {
        var tall: Set<Int> = []
        let list = VirtualFixture(count: 10_000, heightOf: { tall.contains($0) ? 4 : 1 })
        tall = [497, 498, 499, 1000]
        list.section.scrollToItem(500)
        list.terminal.advance(by: .zero)
        // Items 497–499 were measured (taller than estimated) above the viewport: row 500 stays on top.
        #expect(list.rows == ["Row 500", "Row 501", "Row 502", "Row 503", "Row 504", "Row 505"])
        // An item above the viewport grows while shown nearby: the visible rows do not move.
        list.section.brick(at: 499)?.brickSize.height = .fixed(size: 9)
        list.terminal.advance(by: .zero)
        #expect(list.rows == ["Row 500", "Row 501", "Row 502", "Row 503", "Row 504", "Row 505"])
        // Scrolling up reveals the measured rows above, exactly.
        list.press("up")
        #expect(list.rows.first == "")
        list.scroll.scroll(by: -8)
        list.terminal.advance(by: .zero)
        #expect(list.rows.first == "Row 499")
    }

    @Test func resizingKeepsTheFirstVisibleItemAndItsRowOffset() {
        // Item i is "Row i" and i % 7 words: one row at 29 columns, wrapped at 9 or 10.
        let section = VirtualSection(itemIdentifier: "row", count: 100_000, estimatedHeight: 1) { index in
            Label("Row \(index) " + String(repeating: "w ", count: index % 7))
        }
        let scroll = ScrollBrik { _ in section }
        let terminal = TestTerminal(root: scroll, size: Size(width: 30, height: 6))
        let top = { String(terminal.screen[0].dropLast()).trimmingTrailingSpaces() }
        section.scrollToItem(20_006)
        terminal.advance(by: .zero)
        scroll.scroll(by: 1)
        terminal.advance(by: .zero)
        #expect(section.firstVisibleItem == 20_007)
        #expect(section.firstVisibleRowOffset == 0)
        #expect(top() == "Row 20007 w")
        terminal.resize(to: Size(width: 10, height: 6))
        #expect(section.firstVisibleItem == 20_007)
        #expect(section.firstVisibleRowOffset == 0)
        #expect(top() == "Row 20007")
        // Within a wrapped item: its row offset is kept too.
        scroll.scroll(by: 1)
        terminal.advance(by: .zero)
        #expect(section.firstVisibleItem == 20_007)
        #expect(section.firstVisibleRowOffset == 1)
        #expect(top() == "w")
        terminal.resize(to: Size(width: 11, height: 6))
        #expect(section.firstVisibleItem == 20_007)
        #expect(section.firstVisibleRowOffset == 1)
        #expect(top() == "w")
        terminal.resize(to: Size(width: 40, height: 6))
        #expect(section.firstVisibleItem == 20_007)
        #expect(section.firstVisibleRowOffset == 0)
        #expect(top() == "Row 20007 w")
    }

    @Test func measurementsStoredAreAboutTheItemsSeen() {
        let list = VirtualFixture(count: 1_000_000, size: Size(width: 16, height: 10))
        for _ in 0..<5 { list.press("pgdn") }
        let seen = 5 * 9 + 10
        #expect(list.section.heights.measuredCount >= seen)
        #expect(list.section.heights.measuredCount <= seen + 2 * list.section.overscan)
        list.press("end")
        #expect(list.section.heights.measuredCount <= seen + 10 + 4 * list.section.overscan)
    }

    @Test func anUnchangedFrameWritesNothing() {
        let list = VirtualFixture(count: 1_000_000)
        list.press("pgdn")
        list.terminal.application.setNeedsLayout()
        list.terminal.advance(by: .milliseconds(100))
        #expect(list.terminal.lastFrameByteCount == 0)
        list.press("end")
        list.terminal.application.setNeedsLayout()
        list.terminal.advance(by: .milliseconds(100))
        #expect(list.terminal.lastFrameByteCount == 0)
    }

    @Test func aTitleAboveTheSectionScrollsAway() {
        let list = VirtualFixture(count: 1_000, title: "Title")
        #expect(list.rows == ["Title", "Row 0", "Row 1", "Row 2", "Row 3", "Row 4"])
        list.press("down", "down")
        #expect(list.rows == ["Row 1", "Row 2", "Row 3", "Row 4", "Row 5", "Row 6"])
        list.press("end")
        #expect(list.rows.last == "Row 999")
        list.section.scrollToItem(10)
        list.terminal.advance(by: .zero)
        #expect(list.rows.first == "Row 10")
    }

    @Test func reloadAsksForTheCountAgain() {
        var count = 3
        let section = VirtualSection(count: { count }) { Label("Item \($0)") }
        let scroll = ScrollBrik { _ in section }
        let terminal = TestTerminal(root: scroll, size: Size(width: 10, height: 4))
        #expect(terminal.screen.map { String($0.dropLast()).trimmingTrailingSpaces() } == ["Item 0", "Item 1", "Item 2", ""])
        count = 500
        section.reloadData()
        terminal.advance(by: .zero)
        #expect(section.count == 500)
        #expect(terminal.screen[3].hasPrefix("Item 3"))
    }

    @Test(arguments: [11, 12, 13, 14] as [UInt64])
    func randomScrollingMatchesAModelWithEveryHeightKnown(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count = 3_000
        let heightOf: (Int) -> Int = { [1, 1, 2, 3, 1, 0, 1][($0 * 5 + Int(seed)) % 7] }
        let list = VirtualFixture(
            count: count, size: Size(width: 16, height: 7), estimate: 2, reuse: seed % 2 == 0, heightOf: heightOf)
        for step in 0..<80 {
            let before = list.rows
            let atEnd = list.scroll.contentOffset.y >= list.scroll.maximumOffset.y
            let atTop = list.scroll.contentOffset.y <= list.scroll.minimumOffset.y
            switch Int.random(in: 0..<8, using: &random) {
            case 0:
                list.press("down")
                // Whatever got measured, the screen moves by exactly one row.
                if !atEnd { #expect(Array(list.rows.dropLast()) == Array(before.dropFirst()), "seed \(seed) step \(step)") }
            case 1:
                list.press("up")
                if !atTop { #expect(Array(list.rows.dropFirst()) == Array(before.dropLast()), "seed \(seed) step \(step)") }
            case 2: list.press("pgdn")
            case 3: list.press("pgup")
            case 4: list.press(Bool.random(using: &random) ? "end" : "home")
            case 5: list.section.scrollToItem(Int.random(in: 0..<count, using: &random))
            case 6: list.scroll.scroll(to: Point(x: 0, y: Int.random(in: -5...7_000, using: &random)))
            default:
                list.terminal.send(.mouse(MouseEvent(Bool.random(using: &random) ? .wheelDown : .wheelUp, at: Point(x: 2, y: 2))))
            }
            list.terminal.advance(by: .zero)
            let offset = list.scroll.contentOffset.y
            #expect(offset >= list.scroll.minimumOffset.y && offset <= list.scroll.maximumOffset.y, "seed \(seed) step \(step)")
            guard let first = list.section.firstVisibleItem else {
                Issue.record("seed \(seed) step \(step): nothing visible")
                continue
            }
            let expected = naiveRows(
                first: first, rowOffset: list.section.firstVisibleRowOffset, height: 7, count: count, heightOf: heightOf)
            #expect(list.rows == expected, "seed \(seed) step \(step)")
            #expect(list.section.offset(ofItem: first) + list.section.firstVisibleRowOffset == offset)
        }
    }

    @Test func insetsSeparateItemsAndTheEndIsExact() {
        let section = VirtualSection(count: 100, inset: 1) { Label("Row \($0)") }
        let scroll = ScrollBrik { _ in section }
        let terminal = TestTerminal(root: scroll, size: Size(width: 10, height: 4))
        let rows = { terminal.screen.map { String($0.dropLast()).trimmingTrailingSpaces() } }
        #expect(rows() == ["Row 0", "", "Row 1", ""])
        #expect(scroll.contentSize.height == 199)
        terminal.send("end")
        #expect(rows() == ["", "Row 98", "", "Row 99"])
    }

    @Test func theEndStaysInViewWhenTheWidthChanges() {
        let section = VirtualSection(count: 10_000, estimatedHeight: 1) { index in
            Label("Row \(index) " + String(repeating: "w ", count: index % 5))
        }
        let scroll = ScrollBrik { _ in section }
        let terminal = TestTerminal(root: scroll, size: Size(width: 30, height: 5))
        let last = { String(terminal.screen[4].dropLast()).trimmingTrailingSpaces() }
        terminal.send("end")
        #expect(last() == "Row 9999 w w w w")
        terminal.resize(to: Size(width: 9, height: 5))
        // "Row 9999" then "w w w w" wrapped: the last row is the end of item 9999.
        #expect(last() == "w w w w")
        #expect(scroll.contentOffset.y == scroll.maximumOffset.y)
    }

    @Test func aRepeatCountDataSourceGivesTheCount() {
        final class Counts: BrickRepeatCountDataSource {
            var count = 2
            func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
                identifier == "row" ? count : 0
            }
        }
        let counts = Counts()
        let section = VirtualSection(itemIdentifier: "row", count: 0) { Label("Item \($0)") }
        section.repeatCountDataSource = counts
        let scroll = ScrollBrik { _ in section }
        let terminal = TestTerminal(root: scroll, size: Size(width: 10, height: 3))
        #expect(section.count == 2)
        #expect(terminal.screen[1].hasPrefix("Item 1"))
        counts.count = 7
        section.reloadData()
        terminal.send("end")
        #expect(terminal.screen[2].hasPrefix("Item 6"))
    }

    @Test func aStepOfScrollingSettlesWithinTheLayoutPassLimit() {
        let list = VirtualFixture(count: 1_000_000, size: Size(width: 16, height: 10), heightOf: { $0 % 4 == 0 ? 3 : 1 })
        var most = 0
        for key in ["down", "pgdn", "end", "up", "pgup", "home", "pgdn"] {
            let before = list.terminal.application.layoutPass
            list.press(key)
            most = max(most, list.terminal.application.layoutPass - before)
        }
        // The application lays out at most 4 times a frame; a virtual section needs 2
        // (the second sees the bricks it mounted), so nothing is left unsettled.
        #expect(most <= 2)
    }
}
