import BrikRendering
import ScreenTesting
import SeededRandom
import Testing

@testable import BrikCore

/// Keyed repeat counts: `invalidateRepeatCounts` diffs the keys, so items go in and out
/// where they changed and every other brick moves with its key.
@MainActor
@Suite struct KeyedRepeatTests {
    final class Names: BrickRepeatKeyDataSource {
        var names: [String]
        init(_ names: [String]) { self.names = names }
        func repeatKeys(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> [AnyHashable] {
            names
        }
    }

    func list(_ source: Names) -> (Section, TestTerminal) {
        let section = Section { _ in Repeat("name") { index in Label(source.names[index]) } }
        section.repeatCountDataSource = source
        return (section, TestTerminal(root: section, size: Size(width: 10, height: 5)))
    }

    func bricks(_ section: Section) -> [Brick] { section.bricks(withIdentifier: "name") }

    @Test func anInsertInTheMiddleGoesThereAndTheOthersKeepTheirBricks() {
        let source = Names(["ann", "bob", "cy"])
        let (section, terminal) = list(source)
        let before = bricks(section)
        source.names.insert("dee", at: 1)
        var report: ([BrickIndexPath], [BrickIndexPath])?
        section.invalidateRepeatCounts { _, inserted, deleted in report = (inserted, deleted) }
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["ann", "dee", "bob", "cy", ""])
        let after = bricks(section)
        #expect(after[0] === before[0] && after[2] === before[1] && after[3] === before[2])
        #expect(after.map { $0.repeatIndex } == [0, 1, 2, 3])
        #expect(report?.0 == [BrickIndexPath(section: 0, item: 1)])
        #expect(report?.1 == [])
    }

    @Test func aReorderMovesTheBricksAndADeleteReportsWhereItWas() {
        let source = Names(["ann", "bob", "cy", "dee"])
        let (section, terminal) = list(source)
        let before = bricks(section)
        source.names = ["dee", "cy", "ann"]
        var report: ([BrickIndexPath], [BrickIndexPath])?
        section.invalidateRepeatCounts { _, inserted, deleted in report = (inserted, deleted) }
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["dee", "cy", "ann", "", ""])
        let after = bricks(section)
        #expect(after[0] === before[3] && after[1] === before[2] && after[2] === before[0])
        #expect(report?.0 == [])
        #expect(report?.1 == [BrickIndexPath(section: 0, item: 1)])
    }

    /// Random edits of unique keys: the screen is the names, each name keeps the brick it
    /// was first shown with, and the report names what really came and went.
    @Test(arguments: [UInt64(7), 8, 9])
    func randomEditsKeepEachKeysBrick(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var next = 0
        func fresh() -> String {
            next += 1
            return "n\(next)"
        }
        let source = Names((0..<4).map { _ in fresh() })
        let (section, terminal) = list(source)
        var brickOf: [String: Brick] = [:]
        for brick in bricks(section) { brickOf[(brick as! Label).text] = brick }
        for _ in 0..<60 {
            let old = source.names
            switch Int.random(in: 0..<3, using: &random) {
            case 0: source.names.insert(fresh(), at: Int.random(in: 0...source.names.count, using: &random))
            case 1 where !source.names.isEmpty: source.names.remove(at: Int.random(in: 0..<source.names.count, using: &random))
            default: source.names.shuffle(using: &random)
            }
            var report: (inserted: [BrickIndexPath], deleted: [BrickIndexPath])?
            section.invalidateRepeatCounts { _, inserted, deleted in report = (inserted, deleted) }
            terminal.advance(by: .zero)
            let shown = bricks(section)
            #expect(shown.map { ($0 as! Label).text } == source.names)
            for (index, brick) in shown.enumerated() {
                let name = source.names[index]
                if let known = brickOf[name] { #expect(known === brick, "\(name) changed its brick") }
                brickOf[name] = brick
                #expect(brick.repeatIndex == index)
            }
            let inserted = source.names.indices.filter { !old.contains(source.names[$0]) }
            let deleted = old.indices.filter { !source.names.contains(old[$0]) }
            #expect(report?.inserted.map(\.item) == inserted)
            #expect(report?.deleted.map(\.item) == deleted)
        }
    }
}
