import BrikRendering

/// The keys and clicks of a ``Tree``: ←/→ and Enter here, the rest through ``SelectionState``.
extension Tree {
    /// Applies `key`: → (l) expands or goes to the first child, ← (h) collapses or goes to
    /// the parent, Enter toggles a node with children or activates a leaf, `*` expands all
    /// below the cursor; anything else goes to the selection state. ←/→ are used even when
    /// they change nothing (on a leaf, at a root), so they never move focus out of the tree.
    func handleKey(_ key: KeyEvent) -> EventResult {
        if key.modifiers.isEmpty, let action = treeAction(for: key) {
            pendingReveal = []
            guard let slot = cursorSlot else { return .handled }
            switch action {
            case .moveIn: moveIn(from: slot)
            case .moveOut: moveOut(from: slot)
            case .expandAll: setExpanded(true, at: slot, recursively: true, byUser: true)
            case .enter: enter(slot)
            }
            return .handled
        }
        let page = max(1, scrollView.unobscuredViewport.height - 1)
        let now = application?.now ?? .zero
        guard let change = selection.handle(key, in: items, page: page, now: now, keys: keyOptions) else {
            return .ignored
        }
        pendingReveal = []
        apply(change)
        return .handled
    }

    /// A left press on a row: on the disclosure it toggles the node, elsewhere it moves the
    /// cursor (Shift: a range; in a multiple selection, toggles the row); a second press
    /// soon on the same row is Enter.
    func handleMouse(_ mouse: MouseEvent) -> EventResult {
        guard case .press(.left) = mouse.action, let position = rowPosition(at: mouse.position),
            let row = rows.brick(at: position) as? TreeRow
        else { return .ignored }
        pendingReveal = []
        guard row.line.kind == .node else { return .handled }
        let slot = row.slot
        let extending = mouse.modifiers.contains(.shift)
        var change = selection.moveCursor(toIndex: position, in: items, extending: extending)
        if !extending, mouse.position.x == row.frame.x + row.disclosureColumn, mayHaveChildren(slot) {
            clicks.reset()
            apply(change)
            setExpanded(!nodes[slot].isExpanded, at: slot, byUser: true)
            return .handled
        }
        if clicks.click(row: position, at: application?.now ?? .zero) {
            apply(change)
            if cursorSlot == slot { enter(slot) }
            return .handled
        }
        if selection.mode == .multiple && !extending && cursorRow == position {
            change.formUnion(selection.toggleCursor(in: items))
        }
        apply(change)
        return .handled
    }

    // MARK: Helpers

    private enum TreeAction {
        case moveIn, moveOut, expandAll, enter
    }

    private func treeAction(for key: KeyEvent) -> TreeAction? {
        switch key.key {
        case .right: return .moveIn
        case .left: return .moveOut
        case .enter: return .enter
        case .character("l") where keyOptions.vimKeys: return .moveIn
        case .character("h") where keyOptions.vimKeys: return .moveOut
        case .character("*"): return .expandAll
        default: return nil
        }
    }

    /// The slot of the cursor's node, nil when there is no cursor.
    var cursorSlot: Int? { selection.cursor.flatMap { nodes.slot(of: $0) } }

    /// →: a collapsed node expands; an expanded one passes the cursor to its first child.
    private func moveIn(from slot: Int) {
        guard mayHaveChildren(slot) else { return }
        if !nodes[slot].isExpanded {
            setExpanded(true, at: slot, byUser: true)
        } else if let first = nodes[slot].children?.first, let row = nodes.row(of: first) {
            apply(selection.moveCursor(toIndex: row, in: items))
        }
    }

    /// ←: an expanded node collapses; otherwise the cursor goes to the parent.
    private func moveOut(from slot: Int) {
        if nodes[slot].isExpanded && mayHaveChildren(slot) {
            setExpanded(false, at: slot, byUser: true)
        } else if let parent = nodes.parent(of: slot), let row = nodes.row(of: parent) {
            apply(selection.moveCursor(toIndex: row, in: items))
        }
    }

    /// Enter: a node with children toggles, a leaf is activated.
    private func enter(_ slot: Int) {
        if mayHaveChildren(slot) {
            setExpanded(!nodes[slot].isExpanded, at: slot, byUser: true)
        } else {
            apply(.activation)
        }
    }

    /// Sends what `change` calls for: the cursor shown and reported, the selection's and
    /// the activation's control events.
    func apply(_ change: SelectionChange) {
        if change.contains(.cursor) {
            scrollCursorIntoView()
            onCursorChange?(self)
        }
        if change.contains(.selection) { sendActions(for: .valueChanged) }
        if change.contains(.activation) { sendActions(for: .primaryActionTriggered) }
    }

    /// The row under `point`, nil when there is none there.
    private func rowPosition(at point: Point) -> Int? {
        guard scrollView.viewport.contains(point) else { return nil }
        for index in rows.mountedIndices {
            if let row = rows.brick(at: index), row.frame.contains(point) { return index }
        }
        return nil
    }
}
