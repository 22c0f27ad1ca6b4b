import BrikRendering

extension Brick {
    /// Gives this brick a context menu: a right-click on it (or on a brick inside it that
    /// has none of its own) shows the menu where the mouse is, and Shift-F10 (the binding
    /// `menu.context`) shows it at the brick's top-left corner while it or a brick inside it
    /// is focused. `items` is called each time, so the menu can follow the app's state.
    ///
    /// ```swift
    /// notes.contextMenu {
    ///     MenuItem("Copy", key: "ctrl+c") { copy() }
    ///     MenuItem("Paste", key: "ctrl+v", isEnabled: canPaste) { paste() }
    ///     MenuItem.separator
    ///     MenuItem("Delete") { delete() }
    /// }
    /// ```
    @discardableResult
    public func contextMenu(@MenuBuilder _ items: @escaping () -> [MenuItem]) -> Self {
        handlers.contextMenu = { Menu(items: items()) }
        addKeyBinding(
            // Terminals that send Shift-F10 as F22 (ncurses' kf22) arrive as shift+F10 too.
            KeyBinding(
                "menu.context", keys: [KeyEvent(.function(10), modifiers: .shift)],
                description: "context menu"
            ) {
                [unowned self] in
                guard let application, let make = handlers.contextMenu else { return }
                application.showMenu(make(), at: Point(x: frame.x, y: frame.y))
            })
        return self
    }
}

extension Application {
    /// Shows `brick`'s context menu for a right-button press; false for any other event or
    /// a brick without one. Called for each brick a mouse event visits, innermost first.
    func showContextMenu(for event: Event, on brick: Brick) -> Bool {
        guard case .mouse(let mouse) = event, case .press(.right) = mouse.action, let make = brick.handlers.contextMenu
        else { return false }
        showMenu(make(), at: mouse.position)
        return true
    }
}
