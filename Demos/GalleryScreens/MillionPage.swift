import BrikCore
import BrikRendering

/// "Million rows": 1,000,000 rows in groups of 100, each group a ``Section`` with a
/// header row and a ``VirtualSection`` of its rows, inside a ``VirtualSection`` of
/// groups — only the groups and rows near the viewport exist as bricks. ↓/↑ (j/k) scroll a row, PgDn/PgUp a page, `G` jumps to the
/// end and `g` to the start; the wheel scrolls. The status line shows the first
/// visible item and the offset.
@MainActor
public final class MillionPage: GalleryPage {
    /// Rows in the list.
    static let itemCount = 1_000_000
    /// Rows per group (each group also has a header row).
    static let groupSize = 100
    /// Words the rows repeat, so rows differ in length.
    static let lorem = [
        "lorem ipsum dolor sit amet", "consectetur adipiscing elit", "sed do eiusmod tempor",
        "incididunt ut labore", "et dolore magna aliqua", "ut enim ad minim veniam",
    ]

    let groups: VirtualSection
    let scroll: ScrollBrik
    let status = Label()

    /// The page.
    public init() {
        groups = VirtualSection(
            "groups", itemIdentifier: "group", count: Self.itemCount / Self.groupSize,
            estimatedHeight: Self.groupSize + 1, make: Self.makeGroup)
        scroll = ScrollBrik { [groups] _ in groups }
        super.init(id: "million", title: "Million rows", summary: "1,000,000 virtual rows in groups of 100, G/g to jump")
        scroll.border(.rounded, title: "1,000,000 rows")
        // Each group's header stays at the top while its rows scroll under it; the next
        // group's header pushes it out.
        scroll.behaviors = [StickyLayoutBehavior { $0.identifier == "header" }]
        let hint = Label("↓/↑ j/k row · PgDn/PgUp page · G end · g start · wheel").dim()
        let layout = VBrik(alignment: .fill) { [scroll, status] _ in
            status
            hint
            scroll
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
        keyBinding("million.end", keys: "G", description: "to the end", footer: true) { [unowned self] in
            scroll.scroll(to: scroll.maximumOffset)
        }
        keyBinding("million.start", keys: "g", description: "to the start", footer: true) { [unowned self] in
            scroll.scroll(to: scroll.minimumOffset)
        }
        // The first visible item is known once the scroll view is laid out, which happens
        // after this page's own layout: the lifecycle stage's report brings the status up to date.
        scroll.onScroll = { [unowned self] _ in updateStatus() }
        scroll.onAppear { [unowned self] in
            application?.focus(scroll)
            updateStatus()
        }
    }

    /// Group `group`: a reversed header row, then its 100 rows — themselves a virtual
    /// section, so only the rows in view exist even inside a group that is.
    static func makeGroup(_ group: Int) -> Brick {
        let first = group * groupSize
        return Section("group") { _ in
            Label("Group \(group) · items \(first)–\(first + groupSize - 1)").bold().attributes(.reverse)
                .identifier("header")
            VirtualSection(
                itemIdentifier: "row", count: groupSize, estimatedHeight: 1,
                make: { row in Label(rowText(first + row)) },
                reuse: { brick, row in (brick as? Label)?.text = rowText(first + row) })
        }
    }

    /// Row `item`'s text: its number right-aligned in 7 columns, then some words.
    static func rowText(_ item: Int) -> String {
        let number = String(item)
        return "Row " + String(repeating: " ", count: max(0, 7 - number.count)) + number + "  " + lorem[item % lorem.count]
    }

    /// The first row at least partly in view (a header counts as its group's first row).
    var firstVisibleItem: Int {
        guard let group = groups.firstVisibleItem else { return 0 }
        return group * Self.groupSize + min(Self.groupSize - 1, max(0, groups.firstVisibleRowOffset - 1))
    }

    public override func layoutChildren(context: LayoutContext) {
        super.layoutChildren(context: context)
        updateStatus()
    }

    private func updateStatus() {
        let text =
            "item \(Self.grouped(firstVisibleItem)) of \(Self.grouped(Self.itemCount)) · offset "
            + "\(Self.grouped(scroll.contentOffset.y)) of \(Self.grouped(scroll.maximumOffset.y))"
        if status.text != text { status.text = text }
    }

    /// `value` with thousands separated by commas.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (position, digit) in digits.enumerated() {
            if position > 0, (digits.count - position) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (value < 0 ? "-" : "") + result
    }
}
