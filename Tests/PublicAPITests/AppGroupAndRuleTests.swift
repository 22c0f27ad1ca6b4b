import BrikTUI
import Testing

/// An app's own group (``Brick/flattensIntoContainer``) stands for its bricks in a
/// section as a ``Repeat`` does; an app's own divider
/// (``Brick/spansStackCrossAxis``) spans a stack as a ``Divider`` does.
@MainActor
@Suite struct AppGroupAndRuleTests {
    static func halves(_ names: [String]) -> [Brick] {
        names.map { Tile($0).width(.ratio(ratio: 1 / 2)) }
    }

    @Test func anAppsGroupFlowsItsBricksInASectionAsIfTheyWereTheSections() {
        func screen(grouped: Bool) -> (screen: [String], items: [String]) {
            let middle = Self.halves(["g1", "g2", "g3"])
            let view = ScrollBrik { _ in
                Section { _ in
                    Tile("top")
                    if grouped { Group(middle) } else { middle }
                    Tile("end")
                }
            }
            view.showsScrollbar = false
            let terminal = TestTerminal(root: view, size: Size(width: 8, height: 4))
            let items = view.displayedItems.compactMap { ($0.brick as? Tile)?.text }
            return (terminal.screen, items)
        }
        let grouped = screen(grouped: true)
        expectScreens([grouped.screen], [["top", "g1  g2", "g3", "end"]])
        // Behaviors see the group's bricks as items of the section, not the group.
        #expect(grouped.items == ["top", "g1", "g2", "g3", "end"])
        #expect(grouped == screen(grouped: false))
    }

    @Test func aBrickOfAnAppsGroupSticksInASection() {
        let view = ScrollBrik { _ in
            Section { _ in
                Group([Tile("head", identifier: "header"), Tile("sub")])
                tiles((0..<8).map { "r\($0)" })
            }
        }
        view.showsScrollbar = false
        view.behaviors = [StickyLayoutBehavior { $0.identifier == "header" }]
        let terminal = TestTerminal(root: view, size: Size(width: 6, height: 3))
        scroll(view, to: 3, in: terminal)
        expectScreens([terminal.screen], [["head", "r2", "r3"]])
    }

    @Test func anAppsRuleSpansAVerticalStackWhateverTheAlignment() {
        for alignment in [StackAlignment.leading, .center, .trailing] {
            let stack = VBrik(alignment: alignment) { _ in
                Label("abc")
                Rule()
                Label("d")
            }
            let terminal = TestTerminal(root: stack, size: Size(width: 6, height: 3))
            #expect(terminal.screen[1] == "======", "\(alignment)")
            #expect(stack.children[1].frame == Rect(x: 0, y: 1, width: 6, height: 1), "\(alignment)")
        }
    }

    @Test func anAppsRuleSpansAHorizontalStackAsADividerDoes() {
        func screen(_ line: Brick) -> [String] {
            let stack = HBrik(alignment: .top) { _ in
                Label("a\nb\nc")
                line
                Label("x")
                Spacer()
            }
            return TestTerminal(root: stack, size: Size(width: 6, height: 3)).screen
        }
        expectScreens([screen(Rule("|"))], [["a|x", "b|", "c|"]])
        expectScreens([screen(Rule("│"))], [screen(Divider())])
    }
}
