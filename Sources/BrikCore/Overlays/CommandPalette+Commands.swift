import BrikRendering

/// Something the app can do, listed by the ``CommandPalette`` under its title and run from it.
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

    /// What the palette lists now: the commands (by priority), then every active binding with a
    /// description (but the palette's own and gesture listings, which run nothing), each once.
    func paletteEntries() -> [CommandPalette.Entry] {
        var entries: [CommandPalette.Entry] = []
        var seen: Set<String> = []
        let ordered = registeredCommands.enumerated().sorted {
            $0.element.priority != $1.element.priority ? $0.element.priority > $1.element.priority : $0.offset < $1.offset
        }.map(\.element)
        func addCommands(_ commands: some Sequence<Command>) {
            for command in commands where seen.insert(command.id).inserted {
                let keys = keymap.keys(for: command.id, declared: command.keys)
                entries.append(
                    CommandPalette.Entry(id: command.id, title: command.title, keys: Self.keyLabel(keys), run: command.action))
            }
        }
        addCommands(ordered.lazy.filter { $0.priority >= 0 })
        for active in activeBindings where !active.description.isEmpty && seen.insert(active.id).inserted {
            guard active.id != "palette", !active.id.hasPrefix("gesture.") else { continue }
            let binding = active.binding
            let key = active.keys.first ?? binding.keys.first ?? KeyEvent(.enter)
            entries.append(
                CommandPalette.Entry(id: active.id, title: active.description, keys: active.keyLabel) {
                    if binding.isActive { _ = binding.perform(key) }
                })
        }
        // Commands of a lower priority (an app shell's, that apply everywhere) after the bindings.
        addCommands(ordered.lazy.filter { $0.priority < 0 })
        return entries
    }

    private static func keyLabel(_ keys: [KeyEvent]) -> String {
        keys.map(KeyBinding.displayName(of:)).joined(separator: "/")
    }

    /// The command palette, while shown.
    public var presentedCommandPalette: CommandPalette? {
        overlays.lazy.compactMap { $0.content as? CommandPalette }.first
    }

    /// Shows the command palette near the top of the screen (the global binding `palette`,
    /// Ctrl-P): it lists ``commands`` and the bindings active at this moment.
    ///
    /// ```swift
    /// app.keymap.override("palette", keys: ["ctrl+k"])   // another key opens it
    /// ```
    public func showCommandPalette() {
        guard presentedCommandPalette == nil else { return }
        present(CommandPalette(entries: paletteEntries()), placement: .top(margin: 2), kind: .popover)
    }

    /// Closes the command palette without running anything.
    public func hideCommandPalette() {
        overlays.first { $0.content is CommandPalette }?.dismiss()
    }

    /// Shows the command palette, or closes it when shown.
    public func toggleCommandPalette() {
        if presentedCommandPalette == nil { showCommandPalette() } else { hideCommandPalette() }
    }
}
