extension Brick {
    /// The key bindings declared on this brick, in declaration order.
    ///
    /// They are active while this brick is focused or contains the focused brick
    /// (or is the application's ``Application/screen``); see ``Application/dispatch(_:)``.
    public var keyBindings: [KeyBinding] {
        get { handlers.bindings }
        set {
            handlers.bindings = newValue
            setNeedsDisplay()
        }
    }

    /// Declares a key binding on this brick whose action always uses the key.
    ///
    /// ```swift
    /// editor.keyBinding("save", keys: "ctrl+s", "F2", description: "save", footer: true) { document.save() }
    /// ```
    /// Key names are those of ``KeyEvent/init(parsing:)``; an unknown name is a programming
    /// error and stops with a message naming it. A binding with the same id replaces the earlier one.
    @discardableResult
    public func keyBinding(
        _ id: String, keys: String..., description: String, footer: Bool = false, priority: Int = 0,
        _ action: @escaping () -> Void
    ) -> Self {
        addKeyBinding(
            KeyBinding(
                id, keys: KeyBinding.parse(keys, for: id), description: description, footer: footer,
                priority: priority, action: action))
    }

    /// Declares a key binding whose action gets the key and says whether it used it;
    /// an ignored key goes on to the next binding or brick.
    @discardableResult
    public func keyBinding(
        _ id: String, keys: String..., description: String, footer: Bool = false, priority: Int = 0,
        _ action: @escaping (KeyEvent) -> EventResult
    ) -> Self {
        addKeyBinding(
            KeyBinding(
                id, keys: KeyBinding.parse(keys, for: id), description: description, footer: footer,
                priority: priority, action: action))
    }

    /// Adds `binding` to this brick, replacing one with the same id.
    @discardableResult
    public func addKeyBinding(_ binding: KeyBinding) -> Self {
        var bindings = handlers.bindings
        if let index = bindings.firstIndex(where: { $0.id == binding.id }) {
            bindings[index] = binding
        } else {
            bindings.append(binding)
        }
        keyBindings = bindings
        return self
    }
}
