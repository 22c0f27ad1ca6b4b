import BrikRendering
import SeededRandom
import Testing

@testable import BrikCore

/// A model list behind a repeat: the data source answers its count.
@MainActor
final class ModelList: BrickRepeatCountDataSource {
    var items: [String]
    var asked = 0

    init(_ items: [String]) { self.items = items }

    func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
        asked += 1
        return items.count
    }

    /// A section of one full-width label per item.
    func section(width: BrickDimension = .ratio(ratio: 1)) -> Section {
        let root = Section { _ in
            Repeat("item") { [unowned self] index in Label(self.items[index]).width(width) }
        }
        root.repeatCountDataSource = self
        return root
    }
}

@MainActor
@Suite struct SectionUpdatesTests {
    func texts(_ root: Section) -> [String] {
        root.bricks(withIdentifier: "item").map { ($0 as? Label)?.text ?? "?" }
    }

    @Test func insertBeforeAnInstanceMovesItWithItsState() {
        let model = ModelList(["a", "b", "c"])
        let root = model.section()
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 5))
        let b = root.brick(withIdentifier: "item", index: 1) as? Label
        b?.text = "b edited"  // state the brick holds, not the model
        var reported: [BrickIndexPath]?
        var laidOutWhenReported: Rect?
        model.items.insert("new", at: 1)
        root.insertItems(at: 1, for: "item", itemCount: 1) { paths in
            reported = paths
            laidOutWhenReported = root.brick(at: BrickIndexPath(section: 0, item: 1))?.layoutFrame
        }
        #expect(reported == nil)  // not before the frame that shows it
        terminal.advance(by: .zero)
        #expect(reported == [BrickIndexPath(section: 0, item: 1)])
        #expect(laidOutWhenReported == Rect(x: 0, y: 1, width: 10, height: 1))
        #expect(ScreenDiff(expected: ["a", "new", "b edited", "c"], actual: terminal.screen) == nil)
        #expect(root.brick(withIdentifier: "item", index: 2) === b)
        #expect(b?.repeatIndex == 2)
        #expect(root.indexPath(of: b!) == BrickIndexPath(section: 0, item: 2))
    }

    @Test func deleteReportsThePathsTheItemsHadAndLaterOnesMoveDown() {
        let model = ModelList(["a", "b", "c", "d"])
        let root = model.section()
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 5))
        let d = root.brick(withIdentifier: "item", index: 3)
        var reported: [BrickIndexPath]?
        model.items.removeSubrange(1...2)
        root.deleteItems(at: 1, for: "item", itemCount: 2) { reported = $0 }
        terminal.advance(by: .zero)
        #expect(reported == [BrickIndexPath(section: 0, item: 1), BrickIndexPath(section: 0, item: 2)])
        #expect(ScreenDiff(expected: ["a", "d"], actual: terminal.screen) == nil)
        #expect(root.brick(withIdentifier: "item", index: 1) === d)
        #expect(d?.repeatIndex == 1)
    }

    @Test func invalidateRepeatCountsReportsTheDifferenceAtTheEnd() {
        let model = ModelList(["a", "b", "c"])
        let root = model.section()
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 6))
        var report: (Bool, [BrickIndexPath], [BrickIndexPath])?
        model.items += ["d", "e"]
        root.invalidateRepeatCounts { report = ($0, $1, $2) }
        terminal.advance(by: .zero)
        #expect(report?.0 == true)
        #expect(report?.1 == [BrickIndexPath(section: 0, item: 3), BrickIndexPath(section: 0, item: 4)])
        #expect(report?.2 == [])
        model.items = ["a", "b"]
        root.invalidateRepeatCounts { report = ($0, $1, $2) }
        terminal.advance(by: .zero)
        #expect(report?.1 == [])
        #expect(report?.2 == (2...4).map { BrickIndexPath(section: 0, item: $0) })
        #expect(ScreenDiff(expected: ["a", "b"], actual: terminal.screen) == nil)
    }

    @Test func countsAreCachedUntilInvalidated() {
        let model = ModelList(["a", "b"])
        let root = model.section()
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 4))
        let asked = model.asked
        #expect(asked >= 1)
        for _ in 0..<3 {
            root.invalidateBricks(false)
            terminal.advance(by: .zero)
        }
        #expect(model.asked == asked)  // laid out again, not asked again
        model.items.append("c")
        #expect(ScreenDiff(expected: ["a", "b"], actual: terminal.screen) == nil)
        root.invalidateBricks()
        terminal.advance(by: .zero)
        #expect(model.asked == asked + 1)
        #expect(ScreenDiff(expected: ["a", "b", "c"], actual: terminal.screen) == nil)
    }

    @Test func reloadByIdentifierAndIndexRemakesOneInstance() {
        let model = ModelList(["a", "b", "c"])
        let root = model.section()
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 4))
        let before = (0..<3).map { root.brick(withIdentifier: "item", index: $0) }
        model.items[1] = "B"
        root.reloadBrickWithIdentifier("item", andIndex: 1)
        terminal.advance(by: .zero)
        let after = (0..<3).map { root.brick(withIdentifier: "item", index: $0) }
        #expect(after[0] === before[0] && after[2] === before[2] && after[1] !== before[1])
        #expect(ScreenDiff(expected: ["a", "B", "c"], actual: terminal.screen) == nil)
        var done = false
        model.items = ["x", "y", "z"]
        root.reloadBricksWithIdentifiers(["item"], shouldReloadCell: true) { done = $0 }
        terminal.advance(by: .zero)
        #expect(done)
        #expect(ScreenDiff(expected: ["x", "y", "z"], actual: terminal.screen) == nil)
    }

    @Test func visibleIndexPathsAreTheRowsInTheViewport() {
        let model = ModelList((0..<100).map { "i\($0)" })
        let root = model.section(width: .ratio(ratio: 1 / 2))
        let scroll = ScrollBrik { _ in root }
        let terminal = TestTerminal(root: scroll, size: Size(width: 12, height: 5))
        #expect(root.indexPathsForVisibleBricks == (0..<10).map { BrickIndexPath(section: 0, item: $0) })
        scroll.scroll(by: 10)
        terminal.advance(by: .zero)
        #expect(root.indexPathsForVisibleBricks == (20..<30).map { BrickIndexPath(section: 0, item: $0) })
        #expect(
            ScreenDiff(
                expected: ["i20   i21", "i22   i23", "i24   i25", "i26   i27", "i28   i29"],
                actual: terminal.screen.map { String($0.dropLast()) }) == nil)
        let info = root.brickInfo(at: BrickIndexPath(section: 0, item: 25))
        #expect(info?.identifier == "item" && info?.index == 25 && (info?.brick as? Label)?.text == "i25")
        #expect(root.indexPathsForBricksWithIdentifier("item", index: 7) == [BrickIndexPath(section: 0, item: 7)])
    }

    @Test func nestedSectionsAreNumberedBreadthFirst() {
        let root = Section { _ in
            Label("top").identifier("top")
            Section("inner") { _ in
                Label("x").identifier("x"); Label("y").identifier("y")
            }
        }
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 4))
        _ = terminal
        #expect(root.indexPathsForBricksWithIdentifier("y") == [BrickIndexPath(section: 1, item: 1)])
        #expect(root.indexPathsForBricksWithIdentifier("inner") == [BrickIndexPath(section: 0, item: 1)])
        #expect(root.indexPathsForVisibleBricks.count == 4)
    }

    @Test func framesDidLayoutOncePerFrameAndHeightChangesAreReported() {
        let model = ModelList(["a", "b"])
        let root = model.section()
        var layouts = 0
        var heights: [(BrickIndexPath, Int)] = []
        root.framesDidLayout = { _ in layouts += 1 }
        root.didUpdateHeightForItemAt = { heights.append(($0, $1)) }
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 4))
        let start = layouts
        #expect(start >= 1)  // the first frame may make more than one pass
        (root.brick(withIdentifier: "item", index: 1) as? Label)?.text = "two\nlines"
        terminal.advance(by: .zero)
        #expect(layouts == start + 1)
        #expect(heights.count == 1 && heights.first?.0 == BrickIndexPath(section: 0, item: 1) && heights.first?.1 == 2)
    }

    @Test func insertsAndDeletesAnimateWithTheAppearBehavior() {
        let model = ModelList(["a", "b", "c"])
        let root = model.section()
        let scroll = ScrollBrik { _ in root }
        scroll.appearBehavior = BrickAppearTopBehavior()
        let terminal = TestTerminal(root: scroll, size: Size(width: 6, height: 5))
        model.items.insert("new", at: 1)
        root.insertItems(at: 1, for: "item", itemCount: 1)
        terminal.advance(by: .zero)
        // The rows below made room; the new one starts above the content.
        #expect(scroll.appearTracker.isActive)
        #expect(ScreenDiff(expected: ["a", "", "b", "c"], actual: terminal.screen.map { String($0.dropLast()) }) == nil)
        terminal.advance(by: .seconds(1))
        #expect(ScreenDiff(expected: ["a", "new", "b", "c"], actual: terminal.screen.map { String($0.dropLast()) }) == nil)
        model.items.remove(at: 0)
        root.deleteItems(at: 0, for: "item", itemCount: 1)
        terminal.advance(by: .zero)
        // A removed brick is drawn until it has left.
        #expect(scroll.appearTracker.isActive)
        terminal.advance(by: .seconds(1))
        #expect(!scroll.appearTracker.isActive)
        #expect(ScreenDiff(expected: ["new", "b", "c"], actual: terminal.screen.map { String($0.dropLast()) }) == nil)
    }

    /// Random inserts, deletes and reloads against a model array: after each step the
    /// instances, their repeat indices, their index paths and the screen agree with the model.
    @Test(arguments: [1, 2, 3, 4] as [UInt64]) func randomUpdatesAgreeWithTheModel(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var serial = 0
        func fresh() -> String {
            serial += 1
            return "n\(serial)"
        }
        let model = ModelList((0..<5).map { _ in fresh() })
        let root = model.section()
        let terminal = TestTerminal(root: root, size: Size(width: 8, height: 6))
        for _ in 0..<60 {
            let count = model.items.count
            switch Int.random(in: 0..<4, using: &random) {
            case 0, 1:
                let at = Int.random(in: 0...count, using: &random)
                let added = Int.random(in: 1...3, using: &random)
                model.items.insert(contentsOf: (0..<added).map { _ in fresh() }, at: at)
                root.insertItems(at: at, for: "item", itemCount: added)
            case 2 where count > 0:
                let at = Int.random(in: 0..<count, using: &random)
                let removed = Int.random(in: 1...min(3, count - at), using: &random)
                model.items.removeSubrange(at..<(at + removed))
                root.deleteItems(at: at, for: "item", itemCount: removed)
            default:
                guard count > 0 else { continue }
                let at = Int.random(in: 0..<count, using: &random)
                model.items[at] = fresh()
                root.reloadBrickWithIdentifier("item", andIndex: at)
            }
            terminal.advance(by: .zero)
            #expect(texts(root) == model.items)
            #expect(root.bricks(withIdentifier: "item").map { $0.repeatIndex ?? -1 } == Array(model.items.indices))
            #expect(
                root.indexPathsForBricksWithIdentifier("item") == model.items.indices.map { BrickIndexPath(section: 0, item: $0) }
            )
            #expect(root.indexPathsForVisibleBricks == model.items.indices.prefix(6).map { BrickIndexPath(section: 0, item: $0) })
            #expect(ScreenDiff(expected: Array(model.items.prefix(6)), actual: terminal.screen) == nil)
        }
    }
}
