import BrikRendering
import Testing

@testable import BrikCore

@MainActor
final class ShelfData: BrickRepeatCountDataSource, BrickHideDataSource {
    var shelves = 3
    var hiddenBooks: Set<Int> = []
    var asked: [(String, Int, String)] = []

    func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
        asked.append((identifier, collectionIndex, collectionIdentifier))
        return identifier == "shelf" ? shelves : collectionIndex + 1
    }

    func shouldHide(identifier: String, index: Int) -> Bool {
        identifier == "book" && hiddenBooks.contains(index)
    }
}

@MainActor
@Suite struct RepeatTests {
    /// Shelves (a repeated section) of books: shelf i holds i + 1 books.
    func library(_ data: ShelfData) -> Section {
        let root = Section { _ in
            Repeat("shelf") { shelf in
                Section("shelf") { _ in
                    Repeat("book") { book in Label("s\(shelf)b\(book)").width(.fixed(size: 5)) }
                }
            }
        }
        root.repeatCountDataSource = data
        return root
    }

    @Test func repeatedSectionsGetTheirCollectionIndex() {
        let data = ShelfData()
        let terminal = TestTerminal(root: library(data), size: Size(width: 20, height: 5))
        #expect(ScreenDiff(expected: ["s0b0", "s1b0 s1b1", "s2b0 s2b1 s2b2"], actual: terminal.screen) == nil)
        #expect(data.asked.contains { $0 == ("book", 2, "shelf") })
    }

    @Test func countsAreInheritedAndChangeWithTheData() {
        let data = ShelfData()
        let root = library(data)
        let terminal = TestTerminal(root: root, size: Size(width: 20, height: 5))
        data.shelves = 2
        root.invalidateRepeatCounts()
        terminal.advance(by: .zero)
        #expect(ScreenDiff(expected: ["s0b0", "s1b0 s1b1"], actual: terminal.screen) == nil)
        #expect(root.bricks(withIdentifier: "shelf").count == 2)
        #expect(root.bricks(withIdentifier: "book").count == 3)
        #expect((root.brick(withIdentifier: "book", index: 2) as? Label)?.text == "s1b1")
    }

    @Test func theHideDataSourceHidesByIndexAndHeightsPropagate() {
        let data = ShelfData()
        let root = library(data)
        root.hideDataSource = data
        let terminal = TestTerminal(root: root, size: Size(width: 20, height: 5))
        data.hiddenBooks = [0]
        root.invalidateVisibility()
        terminal.advance(by: .zero)
        // Book 0 of every shelf is hidden; shelf 0 is left empty and takes no height.
        #expect(ScreenDiff(expected: ["s1b1", "s2b1 s2b2"], actual: terminal.screen) == nil)
    }

    @Test func aRepeatWithoutADataSourceUsesItsCount() {
        let section = Section { _ in Repeat("x", count: 4) { index in Label("\(index)").width(.ratio(ratio: 0.25)) } }
        let terminal = TestTerminal(root: section, size: Size(width: 8, height: 1))
        #expect(terminal.screen == ["0 1 2 3"])
    }
}
