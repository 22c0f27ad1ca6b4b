import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// A tree over data that changes, and over 100,000 nodes: what is asked of the data source,
/// what exists as bricks, and what survives a reload.
@MainActor
@Suite struct TreeDataTests {
    /// Data the tests change, counting what the tree asks of it.
    final class Outline {
        var children: [String: [String]]
        var childrenAsked = 0
        var titlesAsked = 0

        init(_ children: [String: [String]]) {
            self.children = children
        }
    }

    private func tree(over outline: Outline, roots: [String]) -> Tree<String> {
        Tree<String>(
            roots: roots, mayHaveChildren: { outline.children[$0]?.isEmpty == false },
            children: { id in
                outline.childrenAsked += 1
                return .now(outline.children[id] ?? [])
            },
            title: { id in
                outline.titlesAsked += 1
                return id
            })
    }

    @Test func aHundredThousandChildrenAreVirtualAndExpandAgainForFree() {
        let outline = Outline(["root": (0..<100_000).map { "n\($0)" }])
        let tree = tree(over: outline, roots: ["root"])
        let terminal = focusedTree(tree, size: Size(width: 16, height: 5))
        terminal.send("right")
        #expect(tree.shownCount == 100_001)
        #expect(outline.childrenAsked == 1)
        // Only the rows near the viewport were made and titled.
        #expect(tree.rows.mountedIndices.count < 20)
        #expect(outline.titlesAsked < 40)
        terminal.send("end")
        expectScreen(terminal.screen, ["├── n99995", "├── n99996", "├── n99997", "├── n99998", "└── n99999"])
        #expect(tree.selection.cursor == "n99999")
        // Collapsing moves the cursor up to the root; expanding again asks for nothing.
        terminal.send("home", "left", "right")
        #expect(tree.shownCount == 100_001)
        #expect(outline.childrenAsked == 1)
        #expect(tree.rows.mountedIndices.count < 20)
        expectScreen(terminal.screen, ["▾ root", "├── n0", "├── n1", "├── n2", "├── n3"])
    }

    @Test func theCursorKeepsItsNodeThroughReloads() {
        let outline = Outline(["fruit": ["apple", "pear", "plum"]])
        let tree = tree(over: outline, roots: ["fruit", "veg"])
        tree.expand("fruit")
        let terminal = focusedTree(tree, size: Size(width: 12, height: 6))
        terminal.send("down", "down")
        #expect(tree.selection.cursor == "pear")
        outline.children["fruit"] = ["fig", "apple", "pear", "plum"]
        tree.reloadChildren(of: "fruit")
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["▾ fruit", "├── fig", "├── apple", "├── pear", "└── plum", "  veg"])
        #expect(highlightedRows(terminal) == [3])
        // Its node gone, the cursor takes the row now at its place.
        outline.children["fruit"] = ["fig", "apple", "plum"]
        tree.reloadData()
        terminal.advance(by: .zero)
        #expect(tree.selection.cursor == "plum")
        #expect(highlightedRows(terminal) == [3])
    }

    @Test func reloadingAsksAgainWhetherANodeHasChildren() {
        // What the tree remembered of "veg" (no children) must not outlive the data.
        let outline = Outline(["fruit": ["apple"]])
        let tree = tree(over: outline, roots: ["fruit", "veg"])
        let terminal = focusedTree(tree, size: Size(width: 12, height: 3))
        expectScreen(terminal.screen, ["▸ fruit", "  veg", ""])
        outline.children["veg"] = ["kale"]
        tree.reloadData()
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["▸ fruit", "▸ veg", ""])
        terminal.send("down", "right")
        expectScreen(terminal.screen, ["▸ fruit", "▾ veg", "└── kale"])
        outline.children["veg"] = []
        tree.reloadChildren(of: "veg")
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["▸ fruit", "  veg", ""])
    }

    @Test func rowsCanBeTheAppsOwnBricks() async {
        var made = 0
        let gate = LoadGate()
        let tree = Tree<String>(
            roots: ["src", "remote"], mayHaveChildren: { $0 == "src" || $0 == "remote" },
            children: { id in
                id == "src"
                    ? .now((0..<20).map { "file\($0)" })
                    : .later {
                        await gate.wait()
                        return ["far"]
                    }
            },
            title: { $0 },
            row: { id in
                made += 1
                return Label("<\(id)>")
            },
            reuse: { brick, id in (brick as? Label)?.text = "<\(id)>" })
        tree.expand("src")
        tree.expand("remote")
        let terminal = focusedTree(tree, size: Size(width: 14, height: 4))
        expectScreen(terminal.screen, ["▾ <src>", "├── <file0>", "├── <file1>", "├── <file2>"])
        #expect(highlightedRows(terminal) == [0])
        terminal.send("end")
        // The cursor cannot go on the placeholder under "remote": it stops on "remote".
        expectScreen(terminal.screen, ["├── <file17>", "├── <file18>", "└── <file19>", "▾ <remote>"])
        #expect(highlightedRows(terminal) == [3])
        // Scrolling row by row reconfigures the bricks that leave instead of making new ones.
        let madeBefore = made
        terminal.send("up", "up", "up", "up", "up", "down", "down", "down", "down", "down")
        #expect(made == madeBefore, "rows scrolled in are reused, not made again")
        // The wheel shows the placeholder: its text, the app's brick hidden.
        terminal.send(.mouse(MouseEvent(.wheelDown, at: Point(x: 3, y: 1))))
        expectScreen(terminal.screen, ["├── <file18>", "└── <file19>", "▾ <remote>", "└── Loading…"])
        await gate.open()
        await waitUntil { tree.loadsInFlight == 0 }
        terminal.send("down")
        expectScreen(terminal.screen, ["├── <file18>", "└── <file19>", "▾ <remote>", "└── <far>"])
        #expect(highlightedRows(terminal) == [3])
    }

    @Test func expandingAllBelowReportsOneExpansion() {
        let outline = Outline(["a": ["b"], "b": ["c"]])
        let tree = tree(over: outline, roots: ["a"])
        var reported: [String] = []
        tree.onExpansionChange = { _, node, expanded in reported.append("\(node) \(expanded)") }
        let terminal = focusedTree(tree, size: Size(width: 12, height: 3))
        terminal.send("*")
        expectScreen(terminal.screen, ["▾ a", "└─▾ b", "  └── c"])
        terminal.send("*")
        #expect(reported == ["a true", "a true"])
    }
}

/// What rows keep between frames (the title cut to the width) follows the data and the width.
@MainActor
@Suite struct TreeRowCacheTests {
    @Test func aNewTitleOrWidthIsCutAgain() {
        final class Names {
            var title = "a long title here"
        }
        let names = Names()
        let tree = Tree<String>(roots: ["x"], children: { _ in [] }, title: { _ in names.title })
        let terminal = focusedTree(tree, size: Size(width: 10, height: 1))
        expectScreen(terminal.screen, ["  a long…"])
        names.title = "short"
        tree.reloadData()
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["  short"])
        names.title = "another long one"
        tree.reloadData()
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["  another…"])
        terminal.resize(to: Size(width: 14, height: 1))
        expectScreen(terminal.screen, ["  another lon…"])
    }
}
