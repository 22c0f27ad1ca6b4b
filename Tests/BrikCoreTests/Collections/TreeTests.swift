import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// An outline to show in trees: node → children, by name.
let treeOutline: [String: [String]] = [
    "docs": ["guide", "api"],
    "src": ["core", "ui", "main.swift"],
    "core": ["a.swift", "b.swift"],
    "ui": ["view.swift"],
]

/// The tree widget through a terminal: exact screens for every key, the guides, where the
/// cursor is drawn, the events it sends.
@MainActor
@Suite struct TreeTests {
    private func outlineTree(mode: SelectionMode = .single) -> Tree<String> {
        Tree<String>(mode: mode, roots: ["docs", "src", "README"], children: { treeOutline[$0] ?? [] }, title: { $0 })
    }

    @Test func theDocumentedExampleShowsItsScreen() {
        // Tree's doc comment, as written there.
        let files = ["src": ["main.swift", "util.swift"], "docs": ["guide.md"]]
        let opened = Label("")
        let tree = Tree<String>(
            roots: ["src", "docs"], children: { files[$0] ?? [] }, title: { $0 })
        tree.expand("src")
        tree.action(event: .primaryActionTriggered) { tree in opened.text = tree.selection.cursor ?? "" }
        let terminal = focusedTree(tree, size: Size(width: 16, height: 4))
        expectScreen(terminal.screen, ["▾ src", "├── main.swift", "└── util.swift", "▸ docs"])
        terminal.send("down", "enter")
        #expect(opened.text == "main.swift")
    }

    @Test func guidesFollowDepthAndLastChildren() {
        let tree = outlineTree()
        tree.expand("src")
        tree.expand("core")
        tree.expand("ui")
        let terminal = focusedTree(tree, size: Size(width: 18, height: 9))
        expectScreen(
            terminal.screen,
            [
                "▸ docs", "▾ src", "├─▾ core", "│ ├── a.swift", "│ └── b.swift", "├─▾ ui", "│ └── view.swift",
                "└── main.swift", "  README",
            ])
        tree.showsGuides = false
        terminal.advance(by: .zero)
        expectScreen(
            terminal.screen,
            [
                "▸ docs", "▾ src", "  ▾ core", "      a.swift", "      b.swift", "  ▾ ui", "      view.swift",
                "    main.swift", "  README",
            ])
    }

    @Test func rightExpandsThenEntersAndLeftLeavesThenCollapses() {
        let tree = outlineTree()
        var expansions: [String] = []
        tree.onExpansionChange = { _, node, expanded in expansions.append("\(expanded ? "+" : "-")\(node)") }
        let terminal = focusedTree(tree, size: Size(width: 16, height: 6))
        #expect(highlightedRows(terminal) == [0])
        terminal.send("right")
        expectScreen(terminal.screen, ["▾ docs", "├── guide", "└── api", "▸ src", "  README", ""])
        #expect(tree.selection.cursor == "docs")
        terminal.send("right")
        #expect(tree.selection.cursor == "guide")
        #expect(highlightedRows(terminal) == [1])
        // On a leaf → changes nothing (and keeps the key); ← goes to the parent, then collapses it.
        terminal.send("right")
        #expect(tree.selection.cursor == "guide")
        terminal.send("left")
        #expect(tree.selection.cursor == "docs")
        terminal.send("left")
        expectScreen(terminal.screen, ["▸ docs", "▸ src", "  README", "", "", ""])
        // ← on a collapsed root stays.
        terminal.send("left")
        #expect(tree.selection.cursor == "docs")
        // h and l are ← and → with vim keys.
        terminal.send("j", "l", "l")
        expectScreen(terminal.screen, ["▸ docs", "▾ src", "├─▸ core", "├─▸ ui", "└── main.swift", "  README"])
        #expect(tree.selection.cursor == "core")
        terminal.send("h")
        #expect(tree.selection.cursor == "src")
        #expect(expansions == ["+docs", "-docs", "+src"])
    }

    @Test func enterTogglesAFolderAndActivatesALeaf() {
        let tree = outlineTree()
        var activated: [String?] = []
        tree.action(event: .primaryActionTriggered) { tree in activated.append(tree.selection.cursor) }
        let terminal = focusedTree(tree, size: Size(width: 16, height: 5))
        terminal.send("enter")
        expectScreen(terminal.screen, ["▾ docs", "├── guide", "└── api", "▸ src", "  README"])
        terminal.send("down", "enter")
        #expect(activated == ["guide"])
        terminal.send("up", "enter")
        expectScreen(terminal.screen, ["▸ docs", "▸ src", "  README", "", ""])
        #expect(activated == ["guide"])
        terminal.send("end", "enter")
        #expect(activated == ["guide", "README"])
    }

    @Test func collapsingAnAncestorMovesTheCursorToIt() {
        let tree = outlineTree()
        let terminal = focusedTree(tree, size: Size(width: 16, height: 8))
        // Not loaded yet: reveal(_:) knows no such node; a path gets there.
        #expect(!tree.reveal("b.swift"))
        tree.reveal(path: ["src", "core", "b.swift"])
        terminal.advance(by: .zero)
        #expect(tree.selection.cursor == "b.swift")
        #expect(highlightedRows(terminal) == [4])
        #expect(tree.selection.selectedIDs == ["b.swift"])
        var cursorChanges = 0
        tree.onCursorChange = { _ in cursorChanges += 1 }
        tree.collapse("src")
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["▸ docs", "▸ src", "  README", "", "", "", "", ""])
        #expect(tree.selection.cursor == "src")
        #expect(tree.selection.selectedIDs == ["src"])
        #expect(cursorChanges == 1)
        // Expanding again shows what was expanded below.
        terminal.send("right")
        expectScreen(
            terminal.screen,
            ["▸ docs", "▾ src", "├─▾ core", "│ ├── a.swift", "│ └── b.swift", "├─▸ ui", "└── main.swift", "  README"])
    }

    @Test func movesPagesAndTypeAheadGoOverVisibleRows() {
        let tree = outlineTree()
        tree.expand("src", recursively: true)
        let terminal = focusedTree(tree, size: Size(width: 16, height: 4))
        expectScreen(terminal.screen, ["▸ docs", "▾ src", "├─▾ core", "│ ├── a.swift"])
        terminal.send("pagedown")
        #expect(tree.selection.cursor == "a.swift")
        terminal.send("end")
        expectScreen(terminal.screen, ["├─▾ ui", "│ └── view.swift", "└── main.swift", "  README"])
        #expect(highlightedRows(terminal) == [3])
        terminal.send("k", "k")
        #expect(tree.selection.cursor == "view.swift")
        terminal.send("home")
        #expect(tree.selection.cursor == "docs")
        expectScreen(terminal.screen, ["▸ docs", "▾ src", "├─▾ core", "│ ├── a.swift"])
        terminal.type("m")
        #expect(tree.selection.cursor == "main.swift")
        #expect(highlightedRows(terminal) == [3])
        terminal.send("G")
        #expect(tree.selection.cursor == "README")
    }

    @Test func expandingOnTheLastRowScrollsToShowTheFirstChild() {
        let tree = outlineTree()
        let terminal = focusedTree(tree, size: Size(width: 16, height: 3))
        terminal.send("down", "right")
        // src was not on the last row: nothing moves.
        expectScreen(terminal.screen, ["▸ docs", "▾ src", "├─▸ core"])
        terminal.send("down", "right")
        expectScreen(terminal.screen, ["▾ src", "├─▾ core", "│ ├── a.swift"])
        #expect(highlightedRows(terminal) == [1])
        // Expanding from code scrolls nothing.
        terminal.send("down", "down", "down")
        expectScreen(terminal.screen, ["│ ├── a.swift", "│ └── b.swift", "├─▸ ui"])
        tree.expand("ui")
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["│ ├── a.swift", "│ └── b.swift", "├─▾ ui"])
    }

    @Test func starExpandsEverythingBelowTheCursor() {
        let tree = outlineTree()
        let terminal = focusedTree(tree, size: Size(width: 16, height: 12))
        terminal.send("down", "*")
        expectScreen(
            terminal.screen,
            [
                "▸ docs", "▾ src", "├─▾ core", "│ ├── a.swift", "│ └── b.swift", "├─▾ ui", "│ └── view.swift",
                "└── main.swift", "  README", "", "", "",
            ])
        #expect(tree.shownCount == 9)
    }

    @Test func aMultipleSelectionShowsChecksAndSendsValueChanged() {
        let tree = outlineTree(mode: .multiple)
        var changes = 0
        tree.action(event: .valueChanged) { _ in changes += 1 }
        tree.expand("docs")
        let terminal = focusedTree(tree, size: Size(width: 18, height: 5))
        terminal.send("space", "down", "shift+down")
        expectScreen(
            terminal.screen, ["▾ [x] docs", "├── [x] guide", "└── [x] api", "▸ [ ] src", "  [ ] README"])
        #expect(tree.selection.selectedIDs == ["docs", "guide", "api"])
        #expect(changes == 2)
        // Collapsing keeps hidden nodes selected: they still exist.
        terminal.send("home", "left")
        #expect(tree.selection.selectedIDs == ["docs", "guide", "api"])
    }

    @Test func clicksOnTheDisclosureToggleAndDoubleClicksActivate() {
        let tree = outlineTree()
        var activated: [String?] = []
        tree.action(event: .primaryActionTriggered) { tree in activated.append(tree.selection.cursor) }
        let terminal = focusedTree(tree, size: Size(width: 16, height: 6))
        // The disclosure of "src" (row 1) is at column 0.
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 0, y: 1))))
        expectScreen(terminal.screen, ["▸ docs", "▾ src", "├─▸ core", "├─▸ ui", "└── main.swift", "  README"])
        #expect(tree.selection.cursor == "src")
        // A click on the title moves the cursor only; on core's disclosure (column 2) it expands.
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 6, y: 2))))
        #expect(tree.selection.cursor == "core")
        #expect(!tree.isExpanded("core"))
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 2))))
        #expect(tree.isExpanded("core"))
        // A double click on a leaf activates it.
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 8, y: 3))))
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 8, y: 3))))
        #expect(activated == ["a.swift"])
    }

    @Test func theWheelScrollsTheRowsAndTheNextKeyBringsTheCursorBack() {
        let tree = outlineTree()
        tree.expand("src", recursively: true)
        let terminal = focusedTree(tree, size: Size(width: 16, height: 4))
        terminal.send(.mouse(MouseEvent(.wheelDown, at: Point(x: 3, y: 1))))
        expectScreen(terminal.screen, ["│ ├── a.swift", "│ └── b.swift", "├─▾ ui", "│ └── view.swift"])
        #expect(highlightedRows(terminal).isEmpty)
        terminal.send("down")
        #expect(tree.selection.cursor == "src")
        expectScreen(terminal.screen, ["▾ src", "├─▾ core", "│ ├── a.swift", "│ └── b.swift"])
        #expect(highlightedRows(terminal) == [0])
    }

    @Test func theCursorIsHighlightedFromTheDisclosureAndUnderlinedWithoutFocus() {
        let tree = outlineTree()
        tree.reveal(path: ["docs", "guide"])
        let terminal = focusedTree(tree, size: Size(width: 12, height: 4))
        let reversed = (0..<12).filter { terminal.cell(at: Point(x: $0, y: 1)).style.attributes.contains(.reverse) }
        #expect(reversed == Array(2..<12))
        #expect(terminal.cell(at: Point(x: 0, y: 1)).style.attributes.contains(.dim))
        let unfocused = outlineTree()
        unfocused.reveal(path: ["docs", "guide"])
        let button = Button("ok")
        let other = TestTerminal(
            root: VBrik(alignment: .fill) { _ in
                button; unfocused
            }, size: Size(width: 12, height: 5))
        _ = other.application.focus(button)
        other.advance(by: .zero)
        #expect(other.cell(at: Point(x: 4, y: 2)).style.attributes.contains(.underline))
    }

    @Test func longTitlesAreCutByDisplayWidth() {
        let tree = Tree<String>(
            roots: ["根"], children: { $0 == "根" ? ["中文字符很长的名字", "a rather long name"] : [] }, title: { $0 })
        tree.expand("根")
        let terminal = focusedTree(tree, size: Size(width: 11, height: 3))
        expectScreen(terminal.screen, ["▾ 根", "├── 中文字…", "└── a rath…"])
    }

    @Test func anEmptyTreeSaysSoAndRootsCanChange() {
        let tree = Tree<String>(roots: [], children: { treeOutline[$0] ?? [] }, title: { $0 })
        tree.emptyText = "none"
        let terminal = focusedTree(tree, size: Size(width: 8, height: 3))
        expectScreen(terminal.screen, ["", "  none", ""])
        tree.roots = ["ui"]
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["▸ ui", "", ""])
        #expect(tree.selection.cursor == "ui")
    }
}

/// A focused terminal over `tree`, without a scrollbar, after its first frame.
@MainActor
func focusedTree<ID>(_ tree: Tree<ID>, size: Size) -> TestTerminal {
    tree.scrollView.showsScrollbar = false
    let terminal = TestTerminal(root: tree, size: size)
    _ = terminal.application.focus(tree)
    terminal.advance(by: .zero)
    return terminal
}

/// The screen rows whose last cell is in reverse video (the cursor's highlight runs to the edge).
@MainActor
func highlightedRows(_ terminal: TestTerminal) -> [Int] {
    (0..<terminal.size.height).filter { y in
        terminal.cell(at: Point(x: terminal.size.width - 1, y: y)).style.attributes.contains(.reverse)
    }
}
