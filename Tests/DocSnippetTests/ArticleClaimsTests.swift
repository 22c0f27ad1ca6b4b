import BrikTUI
import Foundation
import Testing

/// Claims the guide makes that the code can check: counts, lists and defaults. Each reads
/// the article's sentence and the code's value, so the two cannot drift apart.
@MainActor
@Suite struct ArticleClaimsTests {
    private static let numbers = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// KeysFocusAndGestures lists every global binding by its id.
    @Test func theKeysArticleNamesEveryGlobalBinding() throws {
        let article = try #require(try Catalog.articles()["KeysFocusAndGestures"])
        let ids = Application(root: Brick()).globalBindings.map(\.id)
        #expect(ids.count >= 8)
        for id in ids {
            #expect(article.contains("`\(id)`"), "KeysFocusAndGestures does not name the global binding `\(id)`")
        }
    }

    /// Wherever the guide counts the text alignments, the count is TextAlignment's.
    @Test func theAlignmentsCountedAreTheAlignmentsThereAre() throws {
        let count = TextAlignment.allCases.count
        var counted = 0
        for (name, text) in try Catalog.articles() {
            for (index, word) in Self.numbers.enumerated() {
                for phrase in ["\(word) alignments", "\(word) text alignments", "\(word) cases"] where text.contains(phrase) {
                    counted += 1
                    #expect(index + 1 == count, "\(name) says \"\(phrase)\"; TextAlignment has \(count)")
                }
            }
        }
        #expect(counted > 0, "no article counts the alignments any more: drop this test")
    }

    /// Layout's breakpoints paragraph says what resolution does with pairs out of order.
    @Test func breakpointPairsMayComeInAnyOrder() throws {
        let article = try #require(try Catalog.articles()["Layout"])
        #expect(article.contains("in any order"))
        let pairs = [
            RangeDimensionPair(dimension: .fixed(size: 3), minimumSize: 40),
            RangeDimensionPair(dimension: .fixed(size: 2), minimumSize: 20),
        ]
        let label = Label("x").width(.dimensionRange(default: .fixed(size: 1), additionalRangePairs: pairs))
        let terminal = TestTerminal(root: VBrik(alignment: .leading) { _ in label }, size: Size(width: 50, height: 3))
        terminal.advance(by: .zero)
        #expect(label.frame.width == 3, "the largest minimum reached wins, whatever the order")
    }
}
