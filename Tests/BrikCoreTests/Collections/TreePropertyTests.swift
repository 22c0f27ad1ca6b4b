import BrikRendering
import SeededRandom
import Testing

@testable import BrikCore

/// A random outline the property tests change: node → children, by number.
@MainActor
final class RandomOutline {
    var roots: [Int] = []
    var children: [Int: [Int]] = [:]
    /// Every node's parent (-1 for a root).
    private var parents: [Int: Int] = [:]
    private var next = 0

    init(random: inout SplitMix64, roots: Int, depth: Int) {
        self.roots = (0..<roots).map { _ in grow(&random, parent: -1, depth: depth) }
    }

    /// A new node with up to four children, `depth` levels down.
    private func grow(_ random: inout SplitMix64, parent: Int, depth: Int) -> Int {
        let id = next
        next += 1
        parents[id] = parent
        guard depth > 0, random.next() % 3 != 0 else { return id }
        children[id] = (0..<Int(random.next() % 5)).map { _ in grow(&random, parent: id, depth: depth - 1) }
        return id
    }

    /// Every node, in no particular order.
    var allIDs: [Int] { parents.keys.sorted() }

    /// Inserts a new node under `parent` (nil: a root) at a random place.
    func insert(under parent: Int?, random: inout SplitMix64) {
        let id = next
        next += 1
        parents[id] = parent ?? -1
        if let parent {
            var list = children[parent] ?? []
            list.insert(id, at: Int(random.next() % UInt64(list.count + 1)))
            children[parent] = list
        } else {
            roots.insert(id, at: Int(random.next() % UInt64(roots.count + 1)))
        }
    }

    /// Removes `id` and everything under it; returns its parent (nil: it was a root).
    func remove(_ id: Int) -> Int? {
        let parent = parents[id].flatMap { $0 < 0 ? nil : $0 }
        if let parent { children[parent]?.removeAll { $0 == id } } else { roots.removeAll { $0 == id } }
        var stack = [id]
        while let current = stack.popLast() {
            parents[current] = nil
            stack += children.removeValue(forKey: current) ?? []
        }
        return parent
    }
}

/// Random sessions over trees: keys, expanding and collapsing from code, inserts and deletes
/// in the data. After every step the rows are a naive flattening of the data, the cursor is
/// on a node that exists and shows on screen, and the selection holds only nodes that exist.
@MainActor
@Suite struct TreePropertyTests {
    private let keys: [KeyEvent] = [
        KeyEvent(.up), KeyEvent(.down), KeyEvent(.pageUp), KeyEvent(.pageDown), KeyEvent(.home), KeyEvent(.end),
        KeyEvent(.left), KeyEvent(.right), KeyEvent(.enter), .character(" "), KeyEvent(.down, modifiers: .shift),
        KeyEvent(.up, modifiers: .shift), .character("*"), .character("j"), .character("k"), .character("h"),
        .character("l"), .character("1"), .character("2"),
    ]

    @Test(arguments: [SelectionMode.single, .multiple])
    func randomSessionsKeepTheInvariants(mode: SelectionMode) {
        var random = SplitMix64(seed: mode == .single ? 16 : 61)
        let outline = RandomOutline(random: &random, roots: 4, depth: 4)
        let tree = Tree<Int>(
            mode: mode, roots: outline.roots, mayHaveChildren: { outline.children[$0]?.isEmpty == false },
            children: { .now(outline.children[$0] ?? []) }, title: { String($0) })
        let size = Size(width: 30, height: 7)
        let terminal = focusedTree(tree, size: size)
        for step in 0..<1_500 {
            let known = outline.allIDs.filter { tree.row(of: $0) != nil || tree.isExpanded($0) }
            let pick = known.isEmpty ? nil : known[Int(random.next() % UInt64(known.count))]
            switch random.next() % 20 {
            case 0, 1:
                if let pick { tree.expand(pick, recursively: random.next() % 4 == 0) }
            case 2, 3:
                if let pick { tree.collapse(pick) }
            case 4 where outline.allIDs.count < 120, 5 where outline.allIDs.count < 120:
                let parent = pick.flatMap { random.next() % 4 == 0 ? nil : $0 }
                outline.insert(under: parent, random: &random)
                reload(tree, outline, parent: parent, everything: random.next() % 5 == 0)
            case 6, 7:
                if let pick {
                    let parent = outline.remove(pick)
                    reload(tree, outline, parent: parent, everything: random.next() % 5 == 0)
                }
            case 8:
                if let pick { tree.reveal(pick) }
            default:
                terminal.send(keys[Int(random.next() % UInt64(keys.count))])
            }
            terminal.advance(by: .milliseconds(300))
            check(tree, outline, terminal, step: step)
        }
    }

    private func reload(_ tree: Tree<Int>, _ outline: RandomOutline, parent: Int?, everything: Bool) {
        if everything {
            tree.roots = outline.roots
            tree.reloadData()
        } else if let parent {
            tree.reloadChildren(of: parent)
        } else {
            tree.roots = outline.roots
        }
    }

    private func check(_ tree: Tree<Int>, _ outline: RandomOutline, _ terminal: TestTerminal, step: Int) {
        func flatten(_ ids: [Int]) -> [Int] {
            ids.flatMap { [$0] + (tree.isExpanded($0) ? flatten(outline.children[$0] ?? []) : []) }
        }
        let expected = flatten(outline.roots)
        let items = tree.items
        let shown = (0..<items.count).map(items.id)
        #expect(shown == expected, "step \(step): rows \(shown), expected \(expected)")
        guard shown == expected else { return }
        let ids = Set(outline.allIDs)
        #expect(tree.selection.selectedIDs.isSubset(of: ids), "step \(step): selection \(tree.selection.selectedIDs)")
        if tree.selection.mode == .single { #expect(tree.selection.selectedIDs.count <= 1) }
        guard !expected.isEmpty else { return }
        guard let cursor = tree.selection.cursor, let row = expected.firstIndex(of: cursor) else {
            Issue.record("step \(step): cursor \(String(describing: tree.selection.cursor)) not on a row")
            return
        }
        let top = tree.rows.firstVisibleItem ?? 0
        let onScreen = row - top
        #expect(onScreen >= 0 && onScreen < terminal.size.height, "step \(step): cursor row \(row), top \(top)")
        guard onScreen >= 0 && onScreen < terminal.size.height else { return }
        #expect(highlightedRows(terminal) == [onScreen], "step \(step)")
        #expect(terminal.screen[onScreen].hasSuffix(String(cursor)), "step \(step): \(terminal.screen)")
    }

    @Test func theFlattenedRowsMatchANaiveWalkThroughRandomChanges() {
        var random = SplitMix64(seed: 7)
        let nodes = TreeNodes<Int>()
        var next = 0
        func fresh(_ count: Int) -> [Int] {
            defer { next += count }
            return Array(next..<(next + count))
        }
        nodes.setChildren(fresh(5), of: TreeNodes<Int>.top)
        func naive(_ slot: Int) -> [TreeRowPlace] {
            guard let children = nodes[slot].children else {
                return slot != TreeNodes<Int>.top && nodes[slot].load != .idle ? [.init(slot: slot, isPlaceholder: true)] : []
            }
            return children.flatMap { child in
                [TreeRowPlace(slot: child, isPlaceholder: false)] + (nodes[child].isExpanded ? naive(child) : [])
            }
        }
        for step in 0..<3_000 {
            let slots = (0..<nodes.nodes.count).filter { $0 != TreeNodes<Int>.top && nodes.isInUse($0) }
            let slot = slots[Int(random.next() % UInt64(slots.count))]
            switch random.next() % 8 {
            case 0, 1:
                // New children, keeping some of the old ones (and their subtrees) by identity.
                let kept = (nodes[slot].children ?? []).map(nodes.id).filter { _ in random.next() % 3 != 0 }
                var ids = kept + fresh(Int(random.next() % (nodes.nodeCount > 400 ? 2 : 6)))
                ids.shuffle(using: &random)
                nodes.setChildren(ids, of: slot)
            case 2, 3: nodes.setExpanded(true, at: slot)
            case 4: nodes.setExpanded(false, at: slot)
            case 5: nodes.setLoading(token: step, at: slot)
            case 6: nodes.setFailed("no", at: slot)
            default:
                for candidate in slots where nodes.isInUse(candidate) {
                    nodes.setMayHaveChildren(random.next() % 2 == 0, at: candidate)
                }
                nodes.expandSubtree(slot)
            }
            let expected = naive(TreeNodes<Int>.top)
            #expect(nodes.rowCount == expected.count, "step \(step)")
            guard nodes.rowCount == expected.count else { return }
            for (index, row) in expected.enumerated() {
                #expect(nodes.row(at: index) == row, "step \(step) row \(index)")
                if !row.isPlaceholder { #expect(nodes.row(of: row.slot) == index, "step \(step) slot \(row.slot)") }
            }
        }
    }
}
