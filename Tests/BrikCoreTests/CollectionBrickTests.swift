import BrikRendering
import Testing

@testable import BrikCore

/// BrickKit's CollectionBrick and BrickCollectionView: nested strips, paging, registrations.
@MainActor
@Suite struct CollectionBrickTests {
    /// A vertical page: a title, a strip of `count` bricks of `width`, a row below.
    func page(width: BrickDimension, count: Int, paging: Bool = false) -> (ScrollBrik, CollectionBrick, TestTerminal) {
        let strip = CollectionBrick(
            scrollDirection: .horizontal, isPagingEnabled: paging,
            section: BrickSection(bricks: (0..<count).map { LabelBrick(width: width, text: "[\($0)]") }))
        let page = ScrollBrik { _ in
            BrickSection(bricks: [LabelBrick(text: "title"), strip, LabelBrick(text: "below")])
        }
        return (page, strip, TestTerminal(root: page, size: Size(width: 21, height: 5)))
    }

    @Test func ratioItemsOfAHorizontalStripStayOnOneRow() {
        let (_, strip, terminal) = page(width: .ratio(ratio: 1 / 4), count: 6)
        #expect(strip.frame == Rect(x: 0, y: 1, width: 20, height: 2))
        #expect(strip.contentSize == Size(width: 30, height: 1))
        #expect(strip.section?.children.map(\.frame.x) == [0, 5, 10, 15, 20, 25])
        #expect(
            terminal.screen == [
                "title               █",
                "[0]  [1]  [2]  [3]  █",
                "█████████████░░░░░░░█",
                "below               █",
                "                    █",
            ])
    }

    @Test func fixedWidthItemsScrollSidewaysWhenFocused() {
        let (page, strip, terminal) = page(width: .fixed(size: 8), count: 4)
        #expect(strip.contentSize == Size(width: 32, height: 1))
        terminal.send("tab")
        #expect(terminal.application.focusedBrick === strip)
        terminal.send("right", "right")
        #expect(strip.contentOffset == Point(x: 2, y: 0))
        #expect(page.contentOffset == .zero)
        #expect(terminal.screen[1] == "]     [1]     [2]   █")
    }

    @Test func pagingTurnsAWholePageAndCurrentPageFollows() {
        let (_, strip, terminal) = page(width: .ratio(ratio: 1 / 2), count: 5, paging: true)
        #expect(strip.contentSize == Size(width: 50, height: 1))
        terminal.send("tab", "right")
        #expect(strip.contentOffset == Point(x: 20, y: 0))
        #expect(strip.currentPage == 1)
        #expect(terminal.screen[1] == "[2]       [3]       █")
        terminal.send("right", "right")
        // The last page is shorter: it ends at the content's end.
        #expect(strip.contentOffset == Point(x: 30, y: 0))
        #expect(strip.currentPage == 2)
        terminal.send("left")
        #expect(strip.contentOffset == Point(x: 20, y: 0))
        strip.currentPage = 0
        terminal.advance(by: .zero)
        #expect(strip.contentOffset == .zero)
    }

    @Test func aPageAskedForBeforeLayoutIsShownAtTheFirstLayout() {
        let model = CollectionBrickCellModel(
            section: BrickSection(bricks: (0..<4).map { LabelBrick(width: .ratio(ratio: 1 / 2), text: "[\($0)]") }),
            currentPage: 1)
        let strip = CollectionBrick(scrollDirection: .horizontal, isPagingEnabled: true, dataSource: model)
        _ = TestTerminal(root: ScrollBrik { _ in BrickSection(bricks: [strip]) }, size: Size(width: 21, height: 3))
        #expect(strip.contentOffset == Point(x: 20, y: 0))
        #expect(strip.currentPage == 1)
    }

    final class Counts: BrickRepeatCountDataSource {
        var asked: [String] = []
        func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
            guard identifier == "item" else { return 2 }
            asked.append("\(collectionIdentifier)#\(collectionIndex)")
            return collectionIndex + 1
        }
    }

    @Test func repeatedCollectionsPassTheirIndexToNestedRepeatCounts() {
        let counts = Counts()
        let root = BrickSection(bricks: [
            Repeat("strip", count: 2) { _ in
                CollectionBrick(
                    "strip", scrollDirection: .horizontal,
                    section: BrickSection(bricks: [
                        Repeat("item") { index in LabelBrick(width: .fixed(size: 4), text: "<\(index)>") }
                    ]))
            }
        ])
        root.repeatCountDataSource = counts
        let page = ScrollBrik { _ in root }
        let terminal = TestTerminal(root: page, size: Size(width: 13, height: 4))
        #expect(Set(counts.asked) == ["strip#0", "strip#1"])
        #expect(terminal.screen == ["<0>         █", "█████████████", "<0> <1>     █", "█████████████"])
    }

    final class Rows: LabelBrickCellDataSource {
        func configureLabelBrickCell(_ brick: LabelBrick) { brick.label.text = "Row \(brick.index)" }
    }

    @Test func aHostMakesRegisteredBricksAndReusesThem() {
        let rows = Rows()
        var made = 0
        let host = BrickCollectionView()
        host.registerBrick(identifier: "Row") {
            made += 1
            return LabelBrick(dataSource: rows)
        }
        host.setSection(BrickSection(bricks: [host.reusableSection(itemIdentifier: "Row", count: { 1000 })]))
        let terminal = TestTerminal(root: host, size: Size(width: 10, height: 3))
        #expect(terminal.screen == ["Row 0    █", "Row 1    ░", "Row 2    ░"])
        host.scroll(to: Point(x: 0, y: 500))
        terminal.advance(by: .zero)
        #expect(terminal.screen.map { String($0.prefix(7)) } == ["Row 500", "Row 501", "Row 502"])
        #expect(made < 20)
    }

    @Test func anUnregisteredIdentifierShowsAPlaceholderAndNestedHostsInherit() {
        let host = BrickCollectionView()
        host.registerBrick(identifier: "Cell") { Label("cell") }
        let nested = CollectionBrick(section: BrickSection(bricks: []))
        host.setSection(BrickSection(bricks: [nested]))
        #expect(nested.isRegistered(identifier: "Cell"))
        #expect((nested.makeBrick(identifier: "Cell") as? Label)?.text == "cell")
        #expect(nested.makeBrick(identifier: "Cell").identifier == "Cell")
        let missing = host.makeBrick(identifier: "Nope")
        #expect((missing as? Label)?.text == "⚠ no brick registered for identifier \"Nope\" in BrickCollectionView")
        #expect(!host.isRegistered(identifier: "Nope"))
    }

    @Test func theAttributeDumpShowsLayoutAndShownFrames() {
        let host = BrickCollectionView()
        host.setSection(BrickSection("root", bricks: [LabelBrick("a", text: "A"), LabelBrick("b", text: "B")]))
        _ = TestTerminal(root: host, size: Size(width: 6, height: 3))
        #expect(
            host.attributesDescription == """
                [0.0] LabelBrick "a" (0,0 5×1)
                [0.1] LabelBrick "b" (0,1 5×1)
                """)
    }
}
