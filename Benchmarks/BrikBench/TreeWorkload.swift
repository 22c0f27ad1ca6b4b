import BrikTUI

/// A tree at 200×50: one root with 100,000 children (rows "node i"), in a box under a
/// status row, as an app would show it.
@MainActor
enum TreeScreen {
    /// The root's children.
    static let childCount = 100_000

    /// The screen and its tree (collapsed; the root id is -1).
    static func make() -> (root: Brick, tree: Tree<Int>) {
        let tree = Tree<Int>(
            roots: [-1], mayHaveChildren: { $0 < 0 },
            children: { $0 < 0 ? .now(Array(0..<childCount)) : .now([]) }, title: { $0 < 0 ? "root" : "node \($0)" })
        tree.border(.rounded, title: "100,000 children")
        let root = VBrik(alignment: .fill) { _ in
            Label("STATUS  l expand  h collapse  j down").backgroundColor(.cyan).foregroundColor(.black)
            tree
        }
        return (root, tree)
    }
}

/// Expanding a node of 100,000 children and scrolling them, through ``Application`` and
/// ncurses writing to a file.
@MainActor
enum TreeWorkload {
    /// `l` on the collapsed root to the frame showing its children: the children are asked
    /// for and made (100,000 nodes) and the first screen of them drawn. The note gives the
    /// second expansion (after `h`), which makes nothing: O(depth), whatever the count.
    static func expand(repeats: Int) throws -> BenchResult {
        var cold: [Double] = []
        var warm: [Double] = []
        var bytes: [Double] = []
        for _ in 0..<max(1, repeats) {
            let curses = try HeadlessCurses(name: "tree-expand")
            defer { curses.close() }
            let (root, tree) = TreeScreen.make()
            let application = Application(root: root)
            _ = application.focus(tree)
            let backend = ScriptedBackend(curses: curses, keys: ["l", "h", "l"], application: application)
            try application.run(on: backend)
            guard backend.times.count == 3, tree.shownCount == TreeScreen.childCount + 1 else {
                throw BenchFailure("tree.expand: the root did not expand (\(tree.shownCount) rows)")
            }
            cold.append(backend.times[0])
            warm.append(backend.times[2])
            bytes.append(backend.bytes[0])
        }
        return BenchResult(
            id: "tree.expand.100k", name: "6 expand a tree node of 100,000 children, to its first frame",
            time: Summary(cold), bytes: Summary(bytes).max, target: Target(maxMilliseconds: 50),
            note: "key dispatch + making 100,000 nodes and their row counts + layout + draw + present; "
                + "expanding it again once loaded: \(Format.milliseconds(Summary(warm).median)) ms")
    }

    /// One row per frame (`j`) down the 100,000 children of the expanded root.
    static func scroll(frames: Int) throws -> BenchResult {
        let curses = try HeadlessCurses(name: "tree-scroll")
        defer { curses.close() }
        let (root, tree) = TreeScreen.make()
        tree.expand(-1)
        let application = Application(root: root)
        _ = application.focus(tree)
        // The cursor walks down the first screen before the view scrolls: start at its bottom.
        let keys = Array(repeating: Character("j"), count: 48 + frames)
        let backend = ScriptedBackend(curses: curses, keys: keys, application: application)
        try application.run(on: backend)
        let scrolled = Array(backend.times.suffix(frames))
        return BenchResult(
            id: "tree.scroll.100k", name: "7 scroll a tree of 100,000 visible nodes 1 row (cursor) per frame",
            time: Summary(scrolled), bytes: Summary(Array(backend.bytes.suffix(frames))).mean,
            target: Target(maxMilliseconds: 1),
            note: "the cursor moves a row and the rows scroll with it: key dispatch + layout + draw + present per frame")
    }
}

/// A workload that did not do what it measures.
struct BenchFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
