import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// BrickKit's README examples, ported as a BrickKit user would write them.
@MainActor
@Suite struct BrickKitReadmeTests {
    /// `rows` with the collection view's scrollbar (all thumb: everything fits) in the last of `width` columns.
    func withBar(_ rows: [String], width: Int) -> [String] {
        rows.map { $0 + String(repeating: " ", count: max(0, width - 1 - $0.count)) + "█" }
    }

    /// "The following code will create a label that is the full width of the view."
    final class LabelScreen: BrickViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let section = BrickSection(bricks: [
                LabelBrick(text: "LABEL BRICK")
            ])
            self.setSection(section)
        }
    }

    @Test func aLabelBrickInAViewController() {
        let screen = LabelScreen()
        #expect(!screen.isViewLoaded)
        let terminal = TestTerminal(root: screen, size: Size(width: 20, height: 2))
        #expect(screen.isViewLoaded)
        expectScreen(terminal.screen, withBar(["LABEL BRICK", ""], width: 20))
    }

    @Test func aLongLabelWrapsOntoTheNextLine() {
        let host = BrickCollectionView()
        let section = BrickSection(bricks: [
            LabelBrick(text: "LABEL BRICK LABEL BRICK LABEL BRICK LABEL BRICK")
        ])
        host.setSection(section)
        let terminal = TestTerminal(root: host, size: Size(width: 31, height: 3))
        expectScreen(terminal.screen, withBar(["LABEL BRICK LABEL BRICK LABEL", "BRICK LABEL BRICK", ""], width: 31))
    }

    /// "BrickRepeatCountDataSources are setup based off a section": one LabelBrick with the
    /// identifier "FRUIT" stands for as many cells as there are fruits.
    final class FruitScreen: BrickViewController, BrickRepeatCountDataSource {
        var fruits: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            fruits.append("Apple")
            fruits.append("Banana")
            fruits.append("Cherry")
            let section = BrickSection(bricks: [
                LabelBrick("FRUIT", text: "BRICK 1")
            ])
            section.repeatCountDataSource = self
            self.setSection(section)
        }

        func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
            identifier == "FRUIT" ? fruits.count : 1
        }
    }

    @Test func aBrickRepeatedByTheSectionsDataSource() throws {
        let screen = FruitScreen()
        let terminal = TestTerminal(root: screen, size: Size(width: 12, height: 4))
        expectScreen(terminal.screen, withBar(["BRICK 1", "BRICK 1", "BRICK 1", ""], width: 12))
        let section = try #require(screen.section)
        #expect(section.bricks(withIdentifier: "FRUIT").map(\.repeatIndex) == [0, 1, 2])
        #expect(section.bricks(withIdentifier: "FRUIT").compactMap { ($0 as? LabelBrick)?.index } == [0, 1, 2])
        screen.fruits.append("Date")
        section.invalidateRepeatCounts()
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, withBar(["BRICK 1", "BRICK 1", "BRICK 1", "BRICK 1"], width: 12))
    }

    /// A model's cells know their index: a data source can fill each from its data.
    final class Fruits: LabelBrickCellDataSource, BrickRepeatCountDataSource {
        let names = ["Apple", "Banana", "Cherry"]
        func configureLabelBrickCell(_ brick: LabelBrick) { brick.label.text = names[brick.index] }
        func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
            identifier == "fruit" ? names.count : 1
        }
    }

    @Test func repeatedCellsAreFilledForTheirIndexAndRepeatCountWorksWithoutADataSource() {
        let fruits = Fruits()
        let title = LabelBrick("title", text: "Fruit")
        let section = BrickSection(bricks: [title, LabelBrick("fruit", dataSource: fruits)])
        section.repeatCountDataSource = fruits
        let terminal = TestTerminal(root: section, size: Size(width: 10, height: 5))
        expectScreen(terminal.screen, ["Fruit", "Apple", "Banana", "Cherry", ""])
        // Without a data source, a brick's own repeatCount.
        let stars = LabelBrick("star", text: "*")
        stars.repeatCount = 3
        let plain = TestTerminal(root: BrickSection(bricks: [stars]), size: Size(width: 4, height: 4))
        expectScreen(plain.screen, ["*", "*", "*", ""])
        stars.repeatCount = 1
        plain.advance(by: .zero)
        expectScreen(plain.screen, ["*", "", "", ""])
    }

    /// "Coverflow": behaviors go into the layout's set.
    @Test func behaviorsInsertedIntoTheLayout() {
        let screen = BrickViewController(scrollDirection: .horizontal)
        let snapToBehavior = SnapToPointLayoutBehavior(scrollDirection: .horizontal(.center))
        screen.brickCollectionView.layout.behaviors.insert(snapToBehavior)
        screen.brickCollectionView.layout.behaviors.insert(CoverFlowLayoutBehavior(minimumScaleFactor: 0.75))
        screen.brickCollectionView.layout.behaviors.insert(snapToBehavior)
        #expect(screen.brickCollectionView.behaviors.count == 2)
        #expect(screen.layout.behaviors.contains(snapToBehavior))
        screen.layout.appearBehavior = BrickAppearTopBehavior()  // Insert from the top
        #expect(screen.brickCollectionView.appearBehavior is BrickAppearTopBehavior)
        screen.layout.behaviors.remove(snapToBehavior)
        #expect(screen.brickCollectionView.behaviors.count == 1)
        #expect(screen.layout.scrollDirection == .horizontal)
    }

    @Test func pullToRefreshOnTheViewController() {
        final class Feed: BrickViewController {
            var refreshed = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                setSection(BrickSection(bricks: [LabelBrick(text: "news")]))
                addRefreshControl(RefreshControl(title: "Loading")) { [unowned self] _ in refreshed += 1 }
            }
        }
        let feed = Feed()
        let terminal = TestTerminal(root: feed, size: Size(width: 20, height: 3))
        terminal.send("F5")
        terminal.advance(by: .zero)
        #expect(feed.refreshed == 1)
        #expect(feed.refreshControl?.isRefreshing == true)
        #expect(terminal.screen[0].contains("Loading"))
        feed.resetRefreshControl()
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, withBar(["news", "", ""], width: 20))
    }
}
