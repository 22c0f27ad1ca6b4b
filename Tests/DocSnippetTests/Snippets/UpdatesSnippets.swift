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

    /// The messages behind the virtual list.
    @MainActor
    final class Messages {
        var lines = (1...1_000).map { "message \($0)" }
    }

    // snippet: brickkit-view-controller
    /// BrickKit's repeat-count example, as written there: one LabelBrick named "FRUIT"
    /// stands for as many cells as there are fruits.
    final class ViewController: BrickViewController, BrickRepeatCountDataSource {
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
    // end-snippet

    static let screens: [DocScreen] = [
        DocScreen(article: "Differences", name: "brickkit-view-controller") {
            let terminal = TestTerminal(root: ViewController(), size: Size(width: 24, height: 4))
            return [terminal.screen]
        },
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
        },
        DocScreen(article: "Differences", name: "updates-virtual") {
            let messages = Messages()
            // snippet: updates-virtual
            let list = VirtualSection(count: { messages.lines.count }) { index in Label(messages.lines[index]) }
            let scroll = ScrollBrik { _ in list }
            let terminal = TestTerminal(root: scroll, size: Size(width: 24, height: 3))
            scroll.scroll(to: Point(x: 0, y: 500))
            terminal.advance(by: .zero)  // reading message 501

            messages.lines.insert(contentsOf: ["older 1", "older 2"], at: 0)
            list.insertItems(at: 0, count: 2)  // above the viewport: what is read stays put
            messages.lines.insert("a new reply", at: 503)
            list.insertItems(at: 503)  // in view: the rows below it move down
            terminal.advance(by: .zero)
            // end-snippet
            #expect(list.firstVisibleItem == 502)
            return [terminal.screen]
        },
        DocScreen(article: "Differences", name: "refresh") {
            var fetched: [String] = []
            // snippet: refresh
            let scroll = ScrollBrik { _ in
                VBrik(alignment: .fill) { _ in for day in ["Mon", "Tue", "Wed"] { Label(day) } }
            }
            scroll.addRefreshControl(RefreshControl(title: "Checking mail…")) { scroll in
                fetched.append("inbox")  // start the fetch; when it is in:
                // scroll.resetRefreshControl()
            }
            let terminal = TestTerminal(root: scroll, size: Size(width: 24, height: 4))
            terminal.send("F5")  // or ↑ / the wheel at the top
            // end-snippet
            #expect(fetched == ["inbox"])
            let during = terminal.screen
            scroll.resetRefreshControl()
            terminal.advance(by: .zero)
            return [during, terminal.screen]
        },
    ]
}
