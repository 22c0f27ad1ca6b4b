import BrikRendering

/// Expanding, collapsing, revealing and reloading nodes, and loading children.
extension Tree {
    /// Whether node `id` is expanded (false for a node not loaded).
    public func isExpanded(_ id: ID) -> Bool {
        nodes.slot(of: id).map { nodes[$0].isExpanded } ?? false
    }

    /// Whether node `id`'s children are being loaded.
    public func isLoading(_ id: ID) -> Bool {
        guard let slot = nodes.slot(of: id), case .loading = nodes[slot].load else { return false }
        return true
    }

    /// Why node `id`'s children could not be loaded (shown in the row under it), nil when they could.
    public func loadFailure(of id: ID) -> String? {
        guard let slot = nodes.slot(of: id), case .failed(let message) = nodes[slot].load else { return nil }
        return message
    }

    /// The parent of node `id`, nil for a root or a node not loaded.
    public func parent(of id: ID) -> ID? {
        nodes.slot(of: id).flatMap(nodes.parent(of:)).map(nodes.id)
    }

    /// The children of node `id` as loaded so far, nil when they were not (or failed to load).
    public func children(of id: ID) -> [ID]? {
        nodes.slot(of: id).flatMap { nodes[$0].children }.map { $0.map(nodes.id) }
    }

    /// Expands node `id`, asking for its children the first time (a loader runs off the main
    /// actor; "Loading…" shows meanwhile). `recursively` expands every node below it too,
    /// asking for children known at once as it goes; children that load later are not
    /// expanded further. A node that may not have children, or is not loaded, is left alone.
    /// Sends no event.
    public func expand(_ id: ID, recursively: Bool = false) {
        guard let slot = nodes.slot(of: id) else { return }
        setExpanded(true, at: slot, recursively: recursively, byUser: false)
    }

    /// Collapses node `id`; what is expanded below it stays so and shows again when it
    /// expands. A cursor on a node it hides moves to it. Sends no event.
    public func collapse(_ id: ID) {
        guard let slot = nodes.slot(of: id) else { return }
        setExpanded(false, at: slot, byUser: false)
    }

    /// Expands the ancestors of node `id` (a loaded node), puts the cursor on it and
    /// scrolls it into view. Returns false when the tree has no such node. Sends no event.
    @discardableResult
    public func reveal(_ id: ID) -> Bool {
        guard let slot = nodes.slot(of: id) else { return false }
        var ancestors: [Int] = []
        var current = nodes.parent(of: slot)
        while let ancestor = current {
            ancestors.append(ancestor)
            current = nodes.parent(of: ancestor)
        }
        if ancestors.contains(where: { !nodes[$0].isExpanded }) {
            changeStructure {
                for ancestor in ancestors.reversed() { nodes.setExpanded(true, at: ancestor) }
            }
        }
        selection.setCursor(id, in: items)
        scrollCursorIntoView()
        return true
    }

    /// Reveals the last node of `path` (a root, then a child of it, and so on), expanding
    /// each node on the way and waiting for children that load; it stops quietly where
    /// the path leaves the tree, a load fails, or the user moves the cursor first.
    public func reveal(path: [ID]) {
        pendingReveal = path
        continueReveal()
    }

    /// Asks the data source again for the children of node `id` (the data changed):
    /// children kept by identity keep their state and their subtrees. A loader keeps the
    /// old children shown until the new ones come.
    public func reloadChildren(of id: ID) {
        guard let slot = nodes.slot(of: id) else { return }
        changeStructure {
            nodes.setMayHaveChildren(nil, at: slot)
            reload(slot)
        }
    }

    /// Asks for the roots and every loaded node's children again (the data changed);
    /// nodes kept by identity keep their state, the cursor stays on its node (or moves to
    /// its nearest shown ancestor, or to the row at its place when it is gone), and
    /// selected nodes that are gone drop out. Collapsed nodes whose children load later
    /// forget them (they load again when expanded).
    public func reloadData() {
        changeStructure {
            nodes.setChildren(roots, of: TreeNodes<ID>.top)
            var stack = nodes[TreeNodes<ID>.top].children ?? []
            while let slot = stack.popLast() {
                reload(slot)
                if let children = nodes[slot].children { stack.append(contentsOf: children) }
            }
        }
    }

    // MARK: Helpers

    /// Expands or collapses `slot` (with its subtree when `recursively`), telling
    /// ``onExpansionChange`` when the user did it.
    func setExpanded(_ expanded: Bool, at slot: Int, recursively: Bool = false, byUser: Bool) {
        guard mayHaveChildren(slot) else { return }
        let was = nodes[slot].isExpanded
        guard expanded != was || (expanded && recursively) else { return }
        changeStructure {
            if !expanded {
                nodes.setExpanded(false, at: slot)
            } else if recursively {
                loadSubtree(slot)
                nodes.expandSubtree(slot)
            } else {
                if needsLoading(slot) { startLoading(slot) }
                nodes.setExpanded(true, at: slot)
            }
        }
        guard byUser else { return }
        if expanded { scrollToShowRows(below: slot) }
        // Expanding all below an expanded node changes what it shows too: reported as an expansion.
        if expanded != was || recursively { onExpansionChange?(self, nodes.id(slot), expanded) }
    }

    /// After the user expanded `slot` on the last row: scrolls one row, so that its first
    /// child (or its "Loading…") shows; the rest of the view stays put.
    private func scrollToShowRows(below slot: Int) {
        let height = scrollView.unobscuredViewport.height
        guard height > 1, nodes[slot].rowsBelow > 0, let row = nodes.row(of: slot) else { return }
        let bottom = row + 1
        let top = requestedTopRow ?? rows.firstVisibleItem ?? 0
        guard bottom >= top + height else { return }
        requestedTopRow = bottom - height + 1
        rows.scrollToItem(bottom - height + 1)
    }

    /// Whether expanding `slot` must ask for its children: never asked, or asked and failed (a retry).
    private func needsLoading(_ slot: Int) -> Bool {
        guard nodes[slot].children == nil else { return false }
        if case .loading = nodes[slot].load { return false }
        return true
    }

    /// Asks for the children of every node below `slot` that may have some and has none
    /// yet (children known at once are gone into; loaders start and are not waited for),
    /// noting on the way which nodes may have children.
    private func loadSubtree(_ slot: Int) {
        var stack = [slot]
        while let current = stack.popLast() {
            guard mayHaveChildren(current) else { continue }
            if needsLoading(current) { startLoading(current) }
            if let children = nodes[current].children { stack.append(contentsOf: children) }
        }
    }

    /// Asks the data source for the children of `slot`: known now, they are set; a loader
    /// starts (its result arrives on the main actor in ``finishLoading(_:token:result:)``).
    func startLoading(_ slot: Int) {
        take(childrenOf(nodes.id(slot)), for: slot)
    }

    /// What the data source answered for the children of `slot`, put in the tree.
    private func take(_ answer: TreeChildren<ID>, for slot: Int) {
        let id = nodes.id(slot)
        switch answer {
        case .now(let ids):
            nodes.setChildren(ids, of: slot)
        case .failure(let message):
            nodes.setFailed(message, at: slot)
        case .later(let load):
            lastLoadToken += 1
            let token = lastLoadToken
            nodes.setLoading(token: token, at: slot)
            loadsInFlight += 1
            // The load runs detached, off the main actor; its result comes back here, and the
            // run loop (which runs main-actor work while it waits) draws the new rows at once.
            Task { @MainActor [weak self] in
                let result = await Task.detached { try await load() }.result
                self?.finishLoading(id, token: token, result: result)
            }
        }
    }

    /// A load finished: its children (or its error) replace the placeholder, unless the
    /// node is gone or was asked for its children again since.
    func finishLoading(_ id: ID, token: Int, result: Result<[ID], any Error>) {
        loadsInFlight -= 1
        guard let slot = nodes.slot(of: id), nodes[slot].load == .loading(token: token) else { return }
        changeStructure {
            switch result {
            case .success(let ids): nodes.setChildren(ids, of: slot)
            case .failure(let error): nodes.setFailed(String(describing: error), at: slot)
            }
        }
        onChildrenLoaded?(self, id)
        continueReveal()
    }

    /// Asks for the children of `slot` again (a load under way starts over): at once when
    /// they are known at once or the node is expanded; a collapsed node with a loader
    /// forgets them instead.
    private func reload(_ slot: Int) {
        // Never asked: they are asked for when it first expands.
        guard nodes[slot].children != nil || nodes[slot].load != .idle else { return }
        if nodes[slot].isExpanded {
            startLoading(slot)
            return
        }
        let answer = childrenOf(nodes.id(slot))
        if case .later = answer { nodes.forgetChildren(of: slot) } else { take(answer, for: slot) }
    }

    /// Goes on with a ``reveal(path:)``: expands along the path as far as children are loaded.
    func continueReveal() {
        guard let target = pendingReveal.last else { return }
        for id in pendingReveal.dropLast() {
            guard let slot = nodes.slot(of: id) else {
                pendingReveal = []
                return
            }
            if !nodes[slot].isExpanded || needsLoading(slot) { setExpanded(true, at: slot, byUser: false) }
            if case .failed = nodes[slot].load {
                pendingReveal = []
                return
            }
            // Still loading: the rest waits for the children.
            if nodes[slot].children == nil { return }
        }
        pendingReveal = []
        reveal(target)
    }

    /// Runs `body`, which changes the rows, then brings the rows, the state and the scroll
    /// position in line: the row at the top stays there (or its nearest shown ancestor),
    /// the cursor stays on its node (or its nearest shown ancestor) and shows.
    func changeStructure(_ body: () -> Void) {
        let oldTop = requestedTopRow ?? rows.firstVisibleItem ?? 0
        let anchor = oldTop < nodes.rowCount ? nodeID(atRow: oldTop) : nil
        body()
        rows.reloadData()
        var change: SelectionChange = []
        if let cursor = selection.cursor, let slot = nodes.slot(of: cursor), !nodes.isVisible(slot) {
            change.formUnion(selection.setCursor(nodes.id(nodes.nearestVisible(slot)), in: items))
        }
        change.formUnion(selection.reconcile(with: items, selectable: { [unowned self] in nodes.contains($0) }))
        let top =
            anchor.flatMap { nodes.slot(of: $0) }.flatMap { nodes.row(of: nodes.nearestVisible($0)) }
            ?? min(oldTop, max(0, nodes.rowCount - 1))
        scrollCursorIntoView(top: top)
        if change.contains(.selection) { sendActions(for: .valueChanged) }
        if change.contains(.cursor) { onCursorChange?(self) }
    }
}
