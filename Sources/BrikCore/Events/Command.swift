/// Something the app can do, by name: its keys run it, and the ``CommandPalette`` lists it
/// under its title and runs it from there.
///
/// ```swift
/// app.registerCommand(id: "file.save", title: "Save file", keys: ["ctrl+s"]) { document.save() }
/// app.registerCommand(id: "view.zen", title: "Toggle zen mode") { zen.toggle() }
/// ```
public struct Command {
    /// A stable name: the id of its key binding (remappable with ``Application/keymap``).
    public var id: String
    /// What the palette shows and filters on.
    public var title: String
    /// The keys that run it (before the keymap), shown right-aligned in the palette.
    public var keys: [KeyEvent]
    /// What it does.
    public var action: @MainActor () -> Void
    /// Where the palette lists it: higher first, ties in the order registered (0 by default).
    /// Below 0 it comes after the key bindings too: an app shell's commands that apply
    /// everywhere go below what the screen shown offers.
    public var priority: Int

    /// A command from its parts.
    public init(
        id: String, title: String, keys: [KeyEvent] = [], priority: Int = 0, action: @escaping @MainActor () -> Void
    ) {
        self.id = id
        self.title = title
        self.keys = keys
        self.priority = priority
        self.action = action
    }
}

extension Application {
    /// The commands the app registered, in order; the palette lists them (by ``Command/priority``)
    /// before the bindings.
    /// Setting the list does not bind keys; ``registerCommand(id:title:keys:priority:action:)`` does.
    public var commands: [Command] {
        get { registeredCommands }
        set { registeredCommands = newValue }
    }

    /// Adds a command (replacing one with the same id). With `keys` (names as
    /// ``KeyEvent/init(parsing:)`` reads them) it is also a screen binding in ``bindings``
    /// under the same id, so the keys run it when no overlay holds the focus, help lists it,
    /// and the keymap can remap it.
    public func registerCommand(
        id: String, title: String, keys: [String] = [], priority: Int = 0, action: @escaping @MainActor () -> Void
    ) {
        let command = Command(
            id: id, title: title, keys: KeyBinding.parse(keys, for: id), priority: priority, action: action)
        if let index = registeredCommands.firstIndex(where: { $0.id == id }) {
            registeredCommands[index] = command
        } else {
            registeredCommands.append(command)
        }
        bindings.removeAll { $0.id == id }
        if !command.keys.isEmpty {
            bindings.append(KeyBinding(id, keys: command.keys, description: title) { action() })
        }
    }

    /// Removes the command `id` and its binding.
    public func unregisterCommand(id: String) {
        registeredCommands.removeAll { $0.id == id }
        bindings.removeAll { $0.id == id }
    }
}
