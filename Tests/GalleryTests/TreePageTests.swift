import BrikCore
import BrikRendering
import Testing

@testable import GalleryScreens

/// The tree screen: its first frame, the lazy branch loading on the application's clock
/// (so a test terminal, and `--still`, show what the model says), and expanding all.
@MainActor
@Suite struct TreePageTests {
    private func open() -> (TestTerminal, TreePage) {
        let shell = GalleryShell()
        shell.open(id: "tree")
        let terminal = TestTerminal(root: shell, size: Size(width: 60, height: 20))
        return (terminal, shell.openPage as! TreePage)
    }

    private func expectRows(_ actual: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(ScreenDiff(expected: expected, actual: actual) == nil, sourceLocation: sourceLocation)
    }

    /// The rows inside the tree's box (its rows 7 to 18 of the screen), without the box.
    private func treeRows(_ terminal: TestTerminal) -> [String] {
        terminal.screen[6..<18].map { String($0.dropFirst(3).prefix(30)).trimmingTrailingSpaces }
    }

    @Test func theLazyBranchLoadsOnTheApplicationsClock() async {
        let (terminal, page) = open()
        #expect(terminal.screen[2] == "  cursor: Generated · 12 rows shown")
        expectRows(
            treeRows(terminal),
            [
                "▾ Generated", "├─▸ Group 0", "├─▸ Group 1", "├─▸ Group 2", "├─▸ Group 3", "├─▸ Group 4", "├─▸ Group 5",
                "├─▸ Group 6", "├─▸ Group 7", "├─▸ Group 8", "└─▸ Group 9", "▸ Lazy (loads in 0.4 s)",
            ])
        terminal.send("end", "right")
        #expect(terminal.screen[3] == "  expanded Lazy (loads in 0.4 s)")
        // The clock has not moved: the loader waits, however long the test does.
        try? await Task.sleep(for: .milliseconds(20))
        terminal.advance(by: .zero)
        #expect(treeRows(terminal).suffix(2) == ["▾ Lazy (loads in 0.4 s)", "└── Loading…"])
        // The loader sets its timer when its task gets to run: move the clock until it has fired.
        var waited = 0
        while page.tree.isLoading("lazy") && waited < 5_000 {
            terminal.advance(by: TreePage.loadDelay)
            try? await Task.sleep(for: .milliseconds(1))
            waited += 1
        }
        terminal.advance(by: .zero)
        #expect(terminal.screen[2] == "  cursor: Lazy (loads in 0.4 s) · 15 rows shown")
        // The box scrolled to keep the cursor in view and shows the children now.
        expectRows(
            treeRows(terminal),
            [
                "├─▸ Group 0", "├─▸ Group 1", "├─▸ Group 2", "├─▸ Group 3", "├─▸ Group 4", "├─▸ Group 5", "├─▸ Group 6",
                "├─▸ Group 7", "├─▸ Group 8", "└─▸ Group 9", "▾ Lazy (loads in 0.4 s)", "├─▸ Slow folder",
            ])
    }

    @Test func starExpandsEveryGeneratedNode() {
        let (terminal, page) = open()
        terminal.type("*")
        #expect(page.tree.shownCount == 101_012)
        #expect(terminal.screen[2] == "  cursor: Generated · 101,012 rows shown")
        terminal.send("end")
        #expect(page.tree.selection.cursor == "lazy")
        #expect(page.tree.rows.mountedIndices.count < 30)
        #expect(treeRows(terminal).suffix(2) == ["    └── Item 9.99.99", "▸ Lazy (loads in 0.4 s)"])
    }
}
