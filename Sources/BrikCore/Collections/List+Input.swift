import BrikRendering

/// Keys, clicks and what they change: the cursor moved and shown, events sent.
extension List {
    /// A key or a click (see ``handle(_:)``).
    func handleInput(_ event: Event) -> EventResult {
        guard isEnabled else { return .ignored }
        switch event {
        case .key(let key):
            let page = max(1, scrollView.unobscuredViewport.height - 1)
            let now = application?.now ?? .zero
            guard let change = selection.handle(key, in: items, page: page, now: now, keys: keyOptions) else {
                return .ignored
            }
            apply(change)
            return .handled
        case .mouse(let mouse):
            guard case .press(.left) = mouse.action, let position = rowPosition(at: mouse.position) else {
                return .ignored
            }
            click(position, extending: mouse.modifiers.contains(.shift))
            return .handled
        default:
            return .ignored
        }
    }

    private func click(_ index: Int, extending: Bool) {
        let isDouble = clicks.click(row: index, at: application?.now ?? .zero)
        apply(selection.click(index, in: items, extending: extending, isDouble: isDouble))
    }

    private func apply(_ change: SelectionChange) {
        if change.contains(.cursor) {
            revealCursor()
            onCursorChange?(self)
        }
        if change.contains(.selection) { sendActions(for: .valueChanged) }
        if change.contains(.activation) { sendActions(for: .primaryActionTriggered) }
    }
}
