import BrikTUI
import Testing

/// The snippets of "Differences" about updates (BrickKit's `BrickCollectionView+Updates`).
enum UpdatesSnippets {
    /// The fruit behind the repeat.
    @MainActor
    final class Fruits: BrickRepeatCountDataSource {
        var names = ["Apple", "Cherry"]

        func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
            names.count
        }
    }

    static let screens: [DocScreen] = [
        DocScreen(article: "Differences", name: "updates") {
            let fruits = Fruits()
            // snippet: updates-insert
            let section = Section { _ in
                Repeat("fruit") { index in Label(fruits.names[index]) }
            }
            section.repeatCountDataSource = fruits
            let scroll = ScrollBrik { _ in section }
            scroll.appearBehavior = BrickAppearTopBehavior()  // insert from the top
            let terminal = TestTerminal(root: scroll, size: Size(width: 24, height: 4))

            var status = ""
            fruits.names.insert("Banana", at: 1)  // the data first, then the update
            section.insertItems(at: 1, for: "fruit", itemCount: 1) { inserted in
                status = "inserted \(inserted)"  // after the frame that lays it out
            }
            terminal.advance(by: .zero)  // the frame that shows it: Banana starts above
            terminal.advance(by: .seconds(1))  // and slides into place
            // end-snippet
            #expect(status == "inserted [[0, 1]]")
            return [terminal.screen]
        }
    ]
}
