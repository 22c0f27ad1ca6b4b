import BrikTUI
import Testing

/// An app's own container, which measures and places its children itself and says
/// they are items (``Brick/exposesItemsToBehaviors``), takes part in a scroll view's
/// behaviors exactly as a built-in ``Section`` does.
@MainActor
@Suite struct AppContainerBehaviorTests {
    /// The screens of a scroll view showing `content` (built from `bricks`) with `behaviors`
    /// at each of `offsets`, in a terminal of `size`.
    static func screens(
        of bricks: () -> [Brick], in content: ([Brick]) -> Brick, behaviors: [any LayoutBehavior], size: Size,
        offsets: [Int]
    ) -> [[String]] {
        let view = ScrollBrik { _ in content(bricks()) }
        view.showsScrollbar = false
        view.behaviors = behaviors
        let terminal = TestTerminal(root: view, size: size)
        return offsets.map { offset in
            scroll(view, to: offset, in: terminal)
            return terminal.screen
        }
    }

    static func section(_ bricks: [Brick]) -> Brick { Section { _ in bricks } }

    @Test func theHeaderOfAnAppsColumnSticksAsASectionsHeaderDoes() {
        let rows = { [Tile("head", identifier: "header")] + tiles((0..<12).map { "r\($0)" }) }
        let sticky = { [StickyLayoutBehavior { $0.identifier == "header" }] }
        let size = Size(width: 6, height: 3)
        let column = Self.screens(of: rows, in: { Column($0) }, behaviors: sticky(), size: size, offsets: [0, 1, 5])
        expectScreens(column, [["head", "r0", "r1"], ["head", "r1", "r2"], ["head", "r5", "r6"]])
        let section = Self.screens(of: rows, in: Self.section, behaviors: sticky(), size: size, offsets: [0, 1, 5])
        expectScreens(column, section)
    }

    @Test func theNextNestedColumnPushesTheHeaderOutAsANestedSectionDoes() {
        let groups = {
            [
                [Tile("h1", identifier: "header"), Tile("b1", rows: 4)],
                [Tile("h2", identifier: "header"), Tile("b2", rows: 4)],
            ]
        }
        let sticky = { [StickyLayoutBehavior { $0.identifier == "header" }] }
        let size = Size(width: 6, height: 3)
        let offsets = Array(0...7)
        let column = Self.screens(
            of: { groups().map { Column($0) } }, in: { Column($0) }, behaviors: sticky(), size: size, offsets: offsets)
        // h1 is held inside its column (rows 0-4): at 4 it sits on its last row, then h2 takes over.
        expectScreens(
            [column[3], column[4], column[5]],
            [["h1", "b1.3", "h2"], ["h1", "h2", "b2"], ["h2", "b2", "b2.1"]])
        let section = Self.screens(
            of: { groups().map(Self.section) }, in: Self.section, behaviors: sticky(), size: size, offsets: offsets)
        expectScreens(column, section)
    }

    @Test func anAppsColumnSnapsToItsChildrenAsASectionDoes() {
        func snapped(in content: ([Brick]) -> Brick) -> [[String]] {
            let view = ScrollBrik { _ in content(tiles(["t0", "t1", "t2", "t3"], rows: 3)) }
            view.showsScrollbar = false
            view.behaviors = [SnapToPointLayoutBehavior(scrollDirection: .vertical(.top))]
            let terminal = TestTerminal(root: view, size: Size(width: 6, height: 4))
            #expect(terminal.application.focus(view))
            var screens: [[String]] = []
            // ↓ scrolls a row, then the settle snaps on to the next child; ↑ snaps back.
            for key in ["down", "down", "up"] {
                terminal.send(key)
                screens.append(terminal.screen)
            }
            return screens
        }
        let column = snapped { Column($0) }
        expectScreens(
            column,
            [
                ["t1", "t1.1", "t1.2", "t2"],
                ["t2", "t2.1", "t2.2", "t3"],
                ["t1", "t1.1", "t1.2", "t2"],
            ])
        expectScreens(column, snapped(in: Self.section))
    }

    @Test func anAppsBehaviorMovesTheChildrenOfAnAppsColumn() {
        let inner = Column(tiles(["a", "b", "c"]))
        let view = ScrollBrik { _ in Column([Tile("title"), inner]) }
        view.showsScrollbar = false
        view.behaviors = [Stagger(inside: inner)]
        let terminal = TestTerminal(root: view, size: Size(width: 6, height: 4))
        expectScreens([terminal.screen], [["title", "a", " b", "  c"]])
        // The behavior moved where they are shown, not where the layout put them.
        #expect(inner.children.map(\.frame.x) == [0, 1, 2])
        #expect(inner.children.map(\.layoutFrame.x) == [0, 0, 0])
        let paths = [(0, 0), (0, 1), (1, 0), (1, 1), (1, 2)].map { BrickIndexPath(section: $0, item: $1) }
        #expect(view.displayedItems.map(\.indexPath) == paths)
    }

    @Test func aColumnThatKeepsItsChildrenToItselfMovesAsOneItem() {
        let inner = Column(exposesItems: false, tiles(["a", "b", "c"]))
        let view = ScrollBrik { _ in Column([Tile("title"), inner]) }
        view.showsScrollbar = false
        view.behaviors = [Stagger(inside: inner)]
        let terminal = TestTerminal(root: view, size: Size(width: 6, height: 4))
        // Its children are no items: the behavior finds nothing of its to move.
        expectScreens([terminal.screen], [["title", "a", "b", "c"]])
        #expect(view.displayedItems.count == 2)
    }
}

/// An app's own behavior: shifts each item of `container` right by its item index.
@MainActor
final class Stagger: LayoutBehavior {
    weak var container: Brick?

    init(inside container: Brick) {
        self.container = container
    }

    func apply(to layout: BehaviorLayout) {
        guard let container, let owner = layout.index(of: container) else { return }
        for index in layout.items.indices where layout.items[index].sectionItem == owner {
            let item = layout.items[index]
            layout.items[index].frame = item.frame.offsetBy(dx: item.indexPath.item, dy: 0)
        }
    }
}

/// Records an issue showing both sides unless the screens are the same.
func expectScreens(_ actual: [[String]], _ expected: [[String]], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
        actual == expected,
        "\n\(actual.map { $0.joined(separator: "\n") }.joined(separator: "\n--\n"))\n== expected ==\n\(expected.map { $0.joined(separator: "\n") }.joined(separator: "\n--\n"))",
        sourceLocation: sourceLocation)
}
