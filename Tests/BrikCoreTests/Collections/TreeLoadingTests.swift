import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// Holds loaders back until the test lets them go, so the "Loading…" row can be seen.
actor LoadGate {
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        isOpen = true
        for continuation in waiting { continuation.resume() }
        waiting = []
    }
}

/// A loader's error, shown as a row.
struct PermissionDenied: Error, CustomStringConvertible {
    var description: String { "permission denied" }
}

/// Waits (polling, at most five seconds) until `condition` holds: loads finish on the main
/// actor, which runs them while this test sleeps.
@MainActor
func waitUntil(_ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
    var waited = 0
    while !condition() && waited < 5_000 {
        try? await Task.sleep(for: .milliseconds(1))
        waited += 1
    }
    #expect(condition(), "timed out", sourceLocation: sourceLocation)
}

/// Children loaded off the main actor: the loading row, the children replacing it, errors as rows.
@MainActor
@Suite struct TreeLoadingTests {
    private func remoteTree(gate: LoadGate) -> Tree<String> {
        Tree<String>(
            roots: ["remote", "locked"], mayHaveChildren: { !$0.hasPrefix("file") },
            loader: { node in
                await gate.wait()
                if node == "locked" { throw PermissionDenied() }
                return node == "remote" ? ["folder", "file 1", "file 2"] : ["file 3"]
            }, title: { $0 })
    }

    @Test func aLoadingRowShowsUntilTheChildrenReplaceIt() async {
        let gate = LoadGate()
        let tree = remoteTree(gate: gate)
        var loaded: [String] = []
        tree.onChildrenLoaded = { _, node in loaded.append(node) }
        let terminal = focusedTree(tree, size: Size(width: 16, height: 6))
        terminal.send("right")
        expectScreen(terminal.screen, ["▾ remote", "└── Loading…", "▸ locked", "", "", ""])
        #expect(tree.isLoading("remote"))
        // The placeholder takes no cursor: ↓ goes past it.
        terminal.send("down")
        #expect(tree.selection.cursor == "locked")
        terminal.send("up")
        await gate.open()
        await waitUntil { !tree.isLoading("remote") }
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["▾ remote", "├─▸ folder", "├── file 1", "└── file 2", "▸ locked", ""])
        #expect(tree.selection.cursor == "remote")
        #expect(loaded == ["remote"])
        terminal.send("right", "right")
        await waitUntil { !tree.isLoading("folder") }
        terminal.advance(by: .zero)
        expectScreen(
            terminal.screen, ["▾ remote", "├─▾ folder", "│ └── file 3", "├── file 1", "└── file 2", "▸ locked"])
    }

    @Test func aLoaderErrorShowsAsARowAndExpandingAgainRetries() async {
        let gate = LoadGate()
        await gate.open()
        let tree = remoteTree(gate: gate)
        let terminal = focusedTree(tree, size: Size(width: 24, height: 4))
        terminal.send("down", "right")
        await waitUntil { !tree.isLoading("locked") }
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["▸ remote", "▾ locked", "└── ⚠ permission denied", ""])
        #expect(tree.loadFailure(of: "locked") == "permission denied")
        #expect(terminal.cell(at: Point(x: 6, y: 2)).style.foreground == .yellow)
        terminal.send("down")
        #expect(tree.selection.cursor == "locked")
        terminal.send("left", "right")
        #expect(tree.isLoading("locked"))
        expectScreen(terminal.screen, ["▸ remote", "▾ locked", "└── Loading…", ""])
        await waitUntil { !tree.isLoading("locked") }
    }

    @Test func aResultForANodeAskedAgainIsDropped() async {
        let gate = LoadGate()
        let tree = remoteTree(gate: gate)
        let terminal = focusedTree(tree, size: Size(width: 16, height: 5))
        terminal.send("right")
        // Asked again while loading: the first answer is stale when it comes.
        tree.reloadChildren(of: "remote")
        #expect(tree.loadsInFlight == 2)
        await gate.open()
        await waitUntil { tree.loadsInFlight == 0 }
        terminal.advance(by: .zero)
        expectScreen(terminal.screen, ["▾ remote", "├─▸ folder", "├── file 1", "└── file 2", "▸ locked"])
    }

    @Test func revealingAPathWaitsForEachLoad() async {
        let gate = LoadGate()
        await gate.open()
        let tree = remoteTree(gate: gate)
        let terminal = focusedTree(tree, size: Size(width: 16, height: 6))
        tree.reveal(path: ["remote", "folder", "file 3"])
        await waitUntil { tree.selection.cursor == "file 3" }
        terminal.advance(by: .zero)
        expectScreen(
            terminal.screen, ["▾ remote", "├─▾ folder", "│ └── file 3", "├── file 1", "└── file 2", "▸ locked"])
        #expect(highlightedRows(terminal) == [2])
    }

    @Test func childrenKnownAtOnceAndFailuresMix() {
        let tree = Tree<String>(
            roots: ["now", "broken"], mayHaveChildren: { $0 == "now" || $0 == "broken" },
            children: { $0 == "now" ? .now(["x"]) : .failure("no route") }, title: { $0 })
        tree.expand("now")
        tree.expand("broken")
        let terminal = focusedTree(tree, size: Size(width: 16, height: 4))
        expectScreen(terminal.screen, ["▾ now", "└── x", "▾ broken", "└── ⚠ no route"])
    }
}
