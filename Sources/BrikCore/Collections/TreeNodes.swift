/// One node of a tree's structure. Its identity is kept apart (in ``TreeNodes``), so that
/// this is not generic: code working on thousands of nodes then never looks up generic
/// metadata, which costs more than the work itself when the tree's identity type comes
/// from another module.
struct TreeNode {
    /// What a node knows of its children's loading.
    enum Load: Equatable {
        /// Nothing under way (the children are loaded, or were never asked for).
        case idle
        /// A load is running; its result is taken only if the token still matches.
        case loading(token: Int)
        /// The last load failed with this message (shown as the placeholder row).
        case failed(String)
    }

    /// -1 for the hidden top node and for free slots.
    var parent: Int
    /// The node's index among its parent's children.
    var position: Int
    /// 0 for a root.
    var depth: Int
    /// Nil until loaded.
    var children: [Int]?
    var counts = ChildRowCounts()
    /// The rows under the node while it is expanded: its children's rows, or one placeholder.
    var rowsBelow = 0
    var isExpanded = false
    var load = Load.idle
    /// Whether the node may have children, as the data source said (asked once, on demand).
    var mayHaveChildren: Bool?
}

/// A row of a flattened tree: a node's own row, or the placeholder under one.
struct TreeRowPlace: Equatable {
    /// The node's slot (for a placeholder, the slot of the node it is under).
    var slot: Int
    var isPlaceholder: Bool
}

/// The nodes a ``Tree`` has loaded, and the rows they show: the expanded part of the
/// tree flattened, without ever being written out as a list.
///
/// Nodes live in slots (slot 0 is a hidden node whose children are the roots, always
/// expanded). Each node keeps how many rows it shows below itself while expanded, and
/// its children's row counts as prefix sums (``ChildRowCounts``). So the row at an index
/// is found by descending from the top, O(depth × log children); a node's row by
/// climbing to the top, the same; and expanding or collapsing any subtree, however big,
/// changes one count per ancestor up to the first collapsed one — never O(rows). Only
/// loading children costs their number (they have to be made).
///
/// A node that is expanded while its children load (or failed to load) shows one row
/// under itself, a placeholder, for the "Loading…" or error text.
final class TreeNodes<ID: Hashable> {
    /// The hidden node above the roots.
    static var top: Int { 0 }

    // Read and written for every node a load makes and every row shown, on the main actor,
    // never while another access to them is open: no runtime exclusivity checks (they cost
    // as much as the work on 100,000 children).
    @exclusivity(unchecked) private(set) var nodes: [TreeNode]
    /// Every node's identity, and the slot of each.
    private let identities = TreeIdentities<ID>()
    @exclusivity(unchecked) private var freeSlots: [Int] = []

    /// No roots.
    init() {
        nodes = [TreeNode(parent: -1, position: 0, depth: -1, children: [], isExpanded: true)]
    }

    // MARK: Reading

    /// The number of rows shown.
    var rowCount: Int { nodes[Self.top].rowsBelow }

    /// How many nodes are loaded.
    var nodeCount: Int { identities.count }

    func slot(of id: ID) -> Int? { identities.slot(of: id) }

    func contains(_ id: ID) -> Bool { identities.slot(of: id) != nil }

    func id(_ slot: Int) -> ID { identities.id(slot) }

    /// Whether `slot` holds a node (it is not free, nor the top).
    func isInUse(_ slot: Int) -> Bool { slot > Self.top && slot < nodes.count && nodes[slot].parent >= 0 }

    subscript(slot: Int) -> TreeNode { nodes[slot] }

    /// The parent's slot, nil for a root.
    func parent(of slot: Int) -> Int? {
        let parent = nodes[slot].parent
        return parent == Self.top ? nil : parent
    }

    func isLastChild(_ slot: Int) -> Bool {
        let node = nodes[slot]
        return node.position == (nodes[node.parent].children?.count ?? 0) - 1
    }

    /// Whether `ancestor` is a proper ancestor of `slot`.
    func isAncestor(_ ancestor: Int, of slot: Int) -> Bool {
        var current = nodes[slot].parent
        while current > Self.top {
            if current == ancestor { return true }
            current = nodes[current].parent
        }
        return false
    }

    /// Whether every ancestor of `slot` is expanded (so it has a row).
    func isVisible(_ slot: Int) -> Bool {
        var current = nodes[slot].parent
        while current > Self.top {
            if !nodes[current].isExpanded { return false }
            current = nodes[current].parent
        }
        return true
    }

    /// `slot` if it has a row, else its nearest ancestor that has one.
    func nearestVisible(_ slot: Int) -> Int {
        var found = slot
        var current = slot
        while nodes[current].parent > Self.top {
            current = nodes[current].parent
            if !nodes[current].isExpanded { found = current }
        }
        return found
    }

    /// The row at `index` (`0..<rowCount`). O(depth × log children).
    func row(at index: Int) -> TreeRowPlace {
        precondition(index >= 0 && index < rowCount, "row \(index) out of 0..<\(rowCount)")
        var slot = Self.top
        var remaining = index
        while true {
            let node = nodes[slot]
            guard let children = node.children else { return TreeRowPlace(slot: slot, isPlaceholder: true) }
            let (child, offset) = node.counts.child(containing: remaining)
            if offset == 0 { return TreeRowPlace(slot: children[child], isPlaceholder: false) }
            remaining = offset - 1
            slot = children[child]
        }
    }

    /// The row of node `slot`, nil when a collapsed ancestor hides it. O(depth × log children).
    func row(of slot: Int) -> Int? {
        var row = 0
        var current = slot
        while current != Self.top {
            let node = nodes[current]
            let parent = nodes[node.parent]
            guard parent.isExpanded else { return nil }
            row += parent.counts.rows(before: node.position) + (node.parent == Self.top ? 0 : 1)
            current = node.parent
        }
        return row
    }

    /// Rows of node `slot` and everything shown under it.
    func rowsShown(by slot: Int) -> Int {
        1 + (nodes[slot].isExpanded ? nodes[slot].rowsBelow : 0)
    }

    // MARK: Changing

    /// Records what the data source said (nil: ask again).
    func setMayHaveChildren(_ value: Bool?, at slot: Int) {
        nodes[slot].mayHaveChildren = value
    }

    /// Expands or collapses `slot`; its descendants keep their own state.
    func setExpanded(_ expanded: Bool, at slot: Int) {
        guard slot != Self.top, nodes[slot].isExpanded != expanded else { return }
        nodes[slot].isExpanded = expanded
        let rows = nodes[slot].rowsBelow
        propagate(from: slot, delta: expanded ? rows : -rows)
    }

    /// Makes `ids` the children of `slot`, in order. A child that was there before keeps
    /// its slot and everything under it (found by identity); children no longer there are
    /// forgotten with their subtrees; an identity already elsewhere in the tree (or twice
    /// here) is left out, since a node has one place. Returns how many were left out.
    @discardableResult
    func setChildren(_ ids: [ID], of slot: Int) -> Int {
        let old = nodes[slot].children ?? []
        // Which old children (by their place among them) are kept.
        var kept = [Bool](repeating: false, count: old.count)
        var children: [Int] = []
        children.reserveCapacity(ids.count)
        identities.reserve(ids.count)
        nodes.reserveCapacity(nodes.count + max(0, ids.count - freeSlots.count))
        var skipped = 0
        let depth = nodes[slot].depth + 1
        for id in ids {
            guard let found = identities.slot(of: id) else {
                children.append(allocate(id, parent: slot, position: children.count, depth: depth))
                continue
            }
            // Old children still have their old places here; new ones and nodes elsewhere do not match.
            let place = nodes[found].position
            if nodes[found].parent == slot, place < old.count, old[place] == found, !kept[place] {
                kept[place] = true
                identities.replace(id, at: found)
                nodes[found].mayHaveChildren = nil
                children.append(found)
            } else {
                skipped += 1
            }
        }
        for (place, child) in old.enumerated() where !kept[place] { free(child) }
        for (position, child) in children.enumerated() { nodes[child].position = position }
        nodes[slot].children = children
        nodes[slot].load = .idle
        let counts = ChildRowCounts(children.map { rowsShown(by: $0) })
        nodes[slot].counts = counts
        setRowsBelow(counts.total, at: slot)
        return skipped
    }

    /// Marks `slot` as loading its children: until they come, an expanded node shows a placeholder row.
    func setLoading(token: Int, at slot: Int) {
        nodes[slot].load = .loading(token: token)
        if nodes[slot].children == nil { setRowsBelow(1, at: slot) }
    }

    /// Forgets the children of `slot` and shows `message` in the placeholder row instead.
    func setFailed(_ message: String, at slot: Int) {
        removeChildren(of: slot)
        nodes[slot].load = .failed(message)
        setRowsBelow(1, at: slot)
    }

    /// Forgets the children of `slot` (they are asked for again when it next expands).
    func forgetChildren(of slot: Int) {
        removeChildren(of: slot)
        nodes[slot].load = .idle
        setRowsBelow(0, at: slot)
    }

    /// Expands `slot` and every loaded node under it known to have children
    /// (``TreeNode/mayHaveChildren``), counting the rows again from the bottom up:
    /// O(nodes in the subtree), not one climb per node.
    func expandSubtree(_ slot: Int) {
        let before = rowsShown(by: slot)
        var order: [Int] = []
        var stack = [slot]
        while let current = stack.popLast() {
            order.append(current)
            if let children = nodes[current].children { stack.append(contentsOf: children) }
        }
        // Reversed pre-order: every node after all of its descendants.
        for current in order.reversed() {
            if current != slot, nodes[current].mayHaveChildren == true { nodes[current].isExpanded = true }
            guard let children = nodes[current].children else { continue }
            nodes[current].counts = ChildRowCounts(children.map { rowsShown(by: $0) })
            nodes[current].rowsBelow = nodes[current].counts.total
        }
        nodes[slot].isExpanded = true
        propagate(from: slot, delta: rowsShown(by: slot) - before)
    }

    // MARK: Helpers

    /// Sets the rows under `slot` and tells its ancestors, if they see them.
    private func setRowsBelow(_ rows: Int, at slot: Int) {
        let delta = rows - nodes[slot].rowsBelow
        nodes[slot].rowsBelow = rows
        if slot != Self.top && nodes[slot].isExpanded { propagate(from: slot, delta: delta) }
    }

    /// The rows `slot` shows changed by `delta`: each ancestor's counts change, up to the
    /// first collapsed one (which shows only itself whatever is under it).
    private func propagate(from slot: Int, delta: Int) {
        guard delta != 0 else { return }
        var current = slot
        while current != Self.top {
            let parent = nodes[current].parent
            nodes[parent].counts.add(delta, at: nodes[current].position)
            nodes[parent].rowsBelow += delta
            guard nodes[parent].isExpanded else { return }
            current = parent
        }
    }

    private func allocate(_ id: ID, parent: Int, position: Int, depth: Int) -> Int {
        let node = TreeNode(parent: parent, position: position, depth: depth)
        let slot: Int
        if let reused = freeSlots.popLast() {
            nodes[reused] = node
            slot = reused
        } else {
            slot = nodes.count
            nodes.append(node)
        }
        identities.set(id, at: slot)
        return slot
    }

    /// Frees `slot` and its whole subtree (its parent's counts are the caller's business).
    private func free(_ slot: Int) {
        var stack = [slot]
        while let current = stack.popLast() {
            if let children = nodes[current].children { stack.append(contentsOf: children) }
            identities.remove(current)
            nodes[current] = TreeNode(parent: -1, position: 0, depth: 0)
            freeSlots.append(current)
        }
    }

    private func removeChildren(of slot: Int) {
        guard let children = nodes[slot].children else { return }
        for child in children { free(child) }
        nodes[slot].children = nil
        nodes[slot].counts = ChildRowCounts()
    }
}
