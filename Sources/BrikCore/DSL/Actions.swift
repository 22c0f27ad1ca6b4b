extension Brick {
    /// Runs `action` whenever the control tagged `tag` (searched among this brick's
    /// descendants, nearest first) sends `event`. Several actions on one tag and
    /// event all run, in the order added (Brik ran only the first).
    ///
    /// A missing tag, or a tagged brick that is not a ``Control``, is a programming
    /// error and stops with a message naming this brick and the tags it has.
    @discardableResult
    public func action(
        onTag tag: some Hashable, event: ControlEvent = .primaryActionTriggered,
        _ action: @escaping (Control) -> Void
    ) -> Self {
        let found = descendant(tagged: tag)
        guard let target = found as? Control else {
            programmingError("the brick tagged \(tag) in \(debugName) is a \(type(of: found)), not a Control")
        }
        target.handlers.actions.append(BrickHandlers.Action(event: event, run: action))
        return self
    }

    /// Runs `action` when this brick is tapped: Enter or Space while it or a
    /// descendant has focus (and nothing focused used the key), or a mouse press in its frame.
    @discardableResult
    public func onTap(_ action: @escaping () -> Void) -> Self {
        handlers.taps.append(action)
        return self
    }

    /// Runs `action` every time this brick joins the live screen: when its tree is
    /// shown by an application and it and its ancestors are not hidden.
    @discardableResult
    public func onAppear(_ action: @escaping () -> Void) -> Self {
        handlers.appear.append(action)
        return self
    }

    /// Runs `action` every time this brick leaves the live screen: removed, hidden, or the app ended.
    @discardableResult
    public func onDisappear(_ action: @escaping () -> Void) -> Self {
        handlers.disappear.append(action)
        return self
    }
}

extension Control {
    /// Runs `action` whenever this control sends `event`, with the control itself (typed as
    /// what it is, so a list's selection or a field's text is at hand).
    @discardableResult
    public func action(event: ControlEvent = .primaryActionTriggered, _ action: @escaping (Self) -> Void) -> Self {
        handlers.actions.append(
            BrickHandlers.Action(event: event) { control in
                if let typed = control as? Self { action(typed) }
            })
        return self
    }

    /// Runs the actions registered for `event` on this control, in the order added.
    public func sendActions(for event: ControlEvent) {
        for action in handlers.actions where action.event.includes(event) {
            action.run(self)
        }
    }
}
