import BrikRendering

extension Application {
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
