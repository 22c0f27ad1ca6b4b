import BrikTUI
import Testing

enum LayoutSnippets {
    static let screens: [DocScreen] = [
        DocScreen(article: "Layout", name: "ratios") {
            // snippet: section-ratios
            let section = Section(inset: 1, edgeInsets: EdgeInsets(all: 1)) { _ in
                Label("BRICK 1").backgroundColor(.blue)
                Label("1/2 BRICK").width(.ratio(ratio: 1 / 2)).backgroundColor(.green)
                Label("1/2 BRICK").width(.ratio(ratio: 1 / 2)).backgroundColor(.green)
                for third in 1...3 {
                    Label("1/3 #\(third)").width(.ratio(ratio: 1 / 3)).backgroundColor(.magenta)
                }
                Label("fixed 8").width(.fixed(size: 8))
                Label("fill: the rest").width(.fill)
            }
            // end-snippet
            return [TestTerminal(root: section, size: Size(width: 32, height: 9)).screen]
        },
        DocScreen(article: "Layout", name: "nested") {
            // snippet: nested-sections
            let page = Section(inset: 1) { _ in
                Label("Inbox — 2 unread").bold()
                Section(width: .ratio(ratio: 1 / 3), edgeInsets: EdgeInsets(horizontal: 1)) { _ in
                    Label("Folders").underline()
                    Label("Inbox")
                    Label("Sent")
                }
                .border(.single)
                Section(width: .ratio(ratio: 2 / 3), inset: 1) { _ in
                    Label("Ada: the tests pass").border(.rounded)
                    Label("Grace: ship it").border(.rounded)
                }
            }
            // end-snippet
            return [TestTerminal(root: page, size: Size(width: 40, height: 9)).screen]
        },
        DocScreen(article: "Layout", name: "flow rules") {
            // snippet: flow-rules
            let tags = ["swift", "terminal", "ncurses", "layout", "tui"]
            let section = Section(
                inset: 1, alignment: FlowAlignment(horizontal: .center, vertical: .center), alignRowHeights: false
            ) { _ in
                for tag in tags {
                    Label(tag).width(.fixed(size: tag.count + 2)).border(.rounded)
                }
            }
            // end-snippet
            return [TestTerminal(root: section, size: Size(width: 30, height: 8)).screen]
        },
        DocScreen(article: "Layout", name: "breakpoints") {
            // snippet: breakpoints
            @MainActor func card(_ title: String) -> Label {
                Label(title).border(.single).width(
                    .dimensionRange(
                        default: .ratio(ratio: 1),
                        additionalRangePairs: [
                            RangeDimensionPair(dimension: .ratio(ratio: 1 / 2), minimumSize: 30),
                            RangeDimensionPair(dimension: .ratio(ratio: 1 / 3), minimumSize: 45),
                        ]))
            }
            let section = Section { _ in
                card("one")
                card("two")
                card("three")
            }
            // end-snippet
            let terminal = TestTerminal(root: section, size: Size(width: 24, height: 9))
            let narrow = terminal.screen
            terminal.resize(to: Size(width: 36, height: 6))
            let middle = terminal.screen
            terminal.resize(to: Size(width: 48, height: 3))
            return [narrow, middle, terminal.screen]
        },
        DocScreen(article: "Layout", name: "split") {
            // snippet: split-section
            let split = SplitSection(leftSideRatio: 0.5, splitSpacing: 2, oneColumnBelow: 40) { _ in
                SplitSection.Part(side: .left, header: Label("Fruits").bold()) { _ in
                    Label("apple").width(.ratio(ratio: 1 / 2))
                    Label("pear").width(.ratio(ratio: 1 / 2))
                    Label("plum").width(.ratio(ratio: 1 / 2))
                }
                SplitSection.Part(side: .right, header: Label("Notes").bold()) { _ in
                    Label("Each column stacks its own parts.")
                }
                SplitSection.Part(side: .left, header: Label("Grains").bold()) { _ in
                    Label("rice")
                }
            }
            // end-snippet
            let terminal = TestTerminal(root: split, size: Size(width: 50, height: 6))
            let wide = terminal.screen
            terminal.resize(to: Size(width: 30, height: 10))
            return [wide, terminal.screen]
        },
        DocScreen(article: "Layout", name: "sizing model") {
            // snippet: sizing-model
            let page = VBrik(alignment: .fill, distribution: .fill) { _ in
                HBrik(alignment: .fill, spacing: 1, distribution: .fill) { _ in
                    Label("Name:").width(.fixed(size: 6))
                    Label("Ada Lovelace").lines(1).contentCompressionResistancePriority(.low, for: .horizontal)
                    Label("[edit]")
                }
                ScrollBrik { _ in
                    VBrik(alignment: .leading) { _ in for line in 1...20 { Label("line \(line)") } }
                }
                Label("20 lines")
            }
            // end-snippet
            return [TestTerminal(root: page, size: Size(width: 20, height: 5)).screen]
        },
    ]
}
