/// Which bindings apply now, and how a key finds its binding.
///
/// A key walks the *key chain*: the focused brick and its ancestors (with no focus, the
/// ``Application/screen`` — or the root — and its ancestors). At each brick its bindings
/// are tried, highest priority first, then its gestures and ``Brick/handle(_:)``. Then the
/// screen brick's bindings (when focus is outside it), ``Application/bindings``, and
/// ``Application/globalBindings`` (quit; Tab/Shift-Tab and the arrows move focus; help). The first that returns ``EventResult/handled`` stops the key.
///
/// So a binding on a container fires only for keys the focused brick (and the bricks
/// between) did not use: a ``TextField`` gets typed characters before any binding of
/// its form, and a form's `q` binding works while a button is focused.
extension Application {
    /// Keys that quit the app: the keys of the global binding `quit` (Ctrl-C by default).
    /// Setting it overrides `quit` in ``keymap``.
    public var quitKeys: Set<KeyEvent> {
        get { Set(keymap.keys(for: "quit", declared: globalBindings.first { $0.id == "quit" }?.keys ?? [])) }
        set { keymap.override("quit", keys: Array(newValue)) }
    }

    /// The bricks a key visits, in order, with the group help puts their bindings in.
    func keyChain() -> [(brick: Brick, source: BindingSource)] {
        if let overlay = focusOverlay {
            // Inside the overlay that owns the focus: from the focused brick, or its content, up.
            let start = focusedBrick.flatMap { $0.isDescendant(of: overlay.content) ? $0 : nil }
            return (start ?? overlay.content).ancestorsAndSelf.enumerated().map { index, brick in
                (brick, index == 0 && start != nil ? .focused : .ancestor)
            }
        }
        let activeScreen = screen.flatMap { $0.application === self && $0.isVisibleInTree ? $0 : nil }
        let start: Brick
        var firstSource = BindingSource.screen
        if let focusedBrick, focusedBrick.application === self, isInFocusScope(focusedBrick) {
            start = focusedBrick
            firstSource = .focused
        } else {
            start = activeScreen ?? root
        }
        return start.ancestorsAndSelf.enumerated().map { index, brick in
            if index == 0 { return (brick, firstSource) }
            return (brick, brick === activeScreen ? .screen : .ancestor)
        }
    }

    /// The screen brick when the key chain does not pass through it.
    private func screenOutside(_ chain: [(brick: Brick, source: BindingSource)]) -> Brick? {
        guard focusOverlay == nil, let screen, screen.application === self, screen.isVisibleInTree,
            !chain.contains(where: { $0.brick === screen })
        else { return nil }
        return screen
    }

    /// One stop a key makes on its way: a set of bindings, or a brick's own handling (its
    /// gestures, then ``Brick/handle(_:)``).
    enum KeyStop {
        case bindings([KeyBinding], BindingSource, Brick?)
        case brick(Brick, BindingSource)
    }

    /// Every stop a key makes, in order. The one statement of the key order: ``dispatchKey(_:event:)``
    /// walks it to deliver a key and ``activeBindings`` to list what a key would reach, so
    /// help cannot promise a key that dispatch gives to someone else.
    func keyStops() -> [KeyStop] {
        let chain = keyChain()
        var stops: [KeyStop] = []
        stops.reserveCapacity(2 * chain.count + 3)
        for (brick, source) in chain {
            // A brick's bindings, then the brick itself, before anything further up.
            stops.append(.bindings(brick.handlers.bindings, source, brick))
            stops.append(.brick(brick, source))
        }
        if let outside = screenOutside(chain) { stops.append(.bindings(outside.handlers.bindings, .screen, outside)) }
        // Behind an overlay that owns the focus the screen's bindings would act unseen.
        if focusOverlay == nil { stops.append(.bindings(bindings, .screen, nil)) }
        stops.append(.bindings(globalBindings, .global, nil))
        return stops
    }

    /// The bindings that apply now, in the order keys try them, deduplicated by id (the
    /// first wins), each with the keys that reach it after ``keymap`` (see
    /// ``ActiveBinding/keys``; a binding none of whose keys reaches it is left out). Gestures registered on bricks of the
    /// key chain are listed as bindings too (`gesture.tap`, `gesture.longPress`,
    /// `gesture.pinchIn`, `gesture.pinchOut`). Used by ``HelpFooter`` and the full help.
    public var activeBindings: [ActiveBinding] {
        var result: [ActiveBinding] = []
        var seen: Set<String> = []
        // Keys that stop before a binding: one an earlier binding always uses, and while a brick
        // before it types characters (a focused field), every printable character.
        var claimed: Set<KeyEvent> = []
        var typing = false
        func add(_ bindings: [KeyBinding], _ source: BindingSource, _ brick: Brick?) {
            for binding in Self.byPriority(bindings) where binding.isActive && seen.insert(binding.id).inserted {
                let declared = keymap.keys(for: binding)
                let keys = declared.filter { key in !claimed.contains(key) && !(typing && key.isTypedCharacter) }
                // No key of it reaches it now: it does not apply (one unbound by the keymap still shows).
                if keys.isEmpty && !declared.isEmpty { continue }
                if binding.alwaysHandles { claimed.formUnion(keys) }
                result.append(ActiveBinding(binding: binding, keys: keys, source: source, brick: brick))
            }
        }
        for stop in keyStops() {
            switch stop {
            case .bindings(let bindings, let source, let brick): add(bindings, source, brick)
            case .brick(let brick, let source):
                add(gestureBindings(on: brick), source, brick)
                // A brick that types characters takes every printable key before those further up.
                if brick.typesCharacters { typing = true }
            }
        }
        return result
    }

    /// Tries `bindings` for `key`, highest priority first; true when one used it.
    /// Called by ``dispatchKey(_:event:)`` at each stop of bindings.
    func runBindings(_ bindings: [KeyBinding], for key: KeyEvent) -> Bool {
        for binding in Self.byPriority(bindings) where keymap.keys(for: binding).contains(key) && binding.isActive {
            if binding.perform(key) == .handled { return true }
        }
        return false
    }

    /// Delivers a key along ``keyStops()`` until one uses it.
    func dispatchKey(_ key: KeyEvent, event: Event) {
        for stop in keyStops() {
            switch stop {
            case .bindings(let bindings, _, _): if runBindings(bindings, for: key) { return }
            case .brick(let brick, _): if deliver(event, to: brick) == .handled { return }
            }
        }
    }

    /// Bindings in the order they are tried: highest priority first, ties in declaration order.
    static func byPriority(_ bindings: [KeyBinding]) -> [KeyBinding] {
        guard bindings.count > 1 else { return bindings }
        // Usually they are in that order already (one priority): no sort, every key.
        var ordered = true
        for index in 1..<bindings.count where bindings[index].priority > bindings[index - 1].priority {
            ordered = false
            break
        }
        if ordered { return bindings }
        return bindings.enumerated().sorted { a, b in
            a.element.priority != b.element.priority ? a.element.priority > b.element.priority : a.offset < b.offset
        }.map(\.element)
    }

    /// ``gestureKeys`` with the keymap's overrides of the gesture ids applied.
    var resolvedGestureKeys: GestureKeys {
        guard !keymap.overrides.isEmpty else { return gestureKeys }
        var keys = gestureKeys
        keys.tap = Set(keymap.keys(for: "gesture.tap", declared: Array(keys.tap)))
        keys.longPress = Set(keymap.keys(for: "gesture.longPress", declared: Array(keys.longPress)))
        keys.pinchIn = Set(keymap.keys(for: "gesture.pinchIn", declared: Array(keys.pinchIn)))
        keys.pinchOut = Set(keymap.keys(for: "gesture.pinchOut", declared: Array(keys.pinchOut)))
        return keys
    }

    /// The gestures that target `brick`, as bindings for help; gestures themselves are
    /// recognised by ``GestureKeys``, so these never fire.
    private func gestureBindings(on brick: Brick) -> [KeyBinding] {
        var types = Set(brick.handlers.gestures.filter { $0.container != nil }.map(\.type))
        if !brick.handlers.taps.isEmpty { types.insert(.tap) }
        guard !types.isEmpty else { return [] }
        func listing(_ id: String, _ keys: Set<KeyEvent>, _ description: String) -> KeyBinding {
            KeyBinding(id, keys: keys.sorted { $0.description < $1.description }, description: description) { _ in .ignored }
        }
        var result: [KeyBinding] = []
        if types.contains(.tap) { result.append(listing("gesture.tap", gestureKeys.tap, "tap")) }
        if types.contains(.longPress) { result.append(listing("gesture.longPress", gestureKeys.longPress, "long press")) }
        if types.contains(.pinch) {
            result.append(listing("gesture.pinchIn", gestureKeys.pinchIn, "pinch: zoom in"))
            result.append(listing("gesture.pinchOut", gestureKeys.pinchOut, "pinch: zoom out"))
        }
        return result
    }

    /// The bindings every application starts with in ``globalBindings``.
    func makeDefaultGlobalBindings() -> [KeyBinding] {
        let canMoveFocus: () -> Bool = { [unowned self] in focusOrder.count > (focusedBrick == nil ? 0 : 1) }
        return [
            KeyBinding("quit", keys: [.ctrl("c")], description: "quit", footer: true) { [unowned self] in quit() },
            KeyBinding(
                "focus.next", keys: [KeyEvent(.tab)], description: "next field", footer: true, isAvailable: canMoveFocus
            ) { [unowned self] in focusNext() },
            KeyBinding(
                "focus.previous", keys: [KeyEvent(.tab, modifiers: .shift)], description: "previous field",
                isAvailable: canMoveFocus
            ) { [unowned self] in focusPrevious() },
            spatialFocusBinding("focus.up", .up, "focus up"),
            spatialFocusBinding("focus.down", .down, "focus down"),
            spatialFocusBinding("focus.left", .left, "focus left"),
            spatialFocusBinding("focus.right", .right, "focus right"),
            KeyBinding("help", keys: [.character("?"), KeyEvent(.function(1))], description: "help", footer: true) {
                [unowned self] in toggleHelp()
            },
            KeyBinding("palette", keys: [.ctrl("p")], description: "command palette") {
                [unowned self] in toggleCommandPalette()
            },
        ]
    }

    /// An arrow-key binding that moves focus spatially. Being global, it runs only for an
    /// arrow the focused brick (and the screen) did not use: in a ``TextField`` ←/→ move the
    /// caret and only ↑/↓ move focus. A move with no brick that way leaves the key unused.
    private func spatialFocusBinding(_ id: String, _ direction: FocusDirection, _ description: String) -> KeyBinding {
        let key: Key
        switch direction {
        case .up: key = .up
        case .down: key = .down
        case .left: key = .left
        case .right: key = .right
        }
        return KeyBinding(
            id, keys: [KeyEvent(key)], description: description,
            isAvailable: { [unowned self] in !focusOrder.isEmpty }
        ) { [unowned self] _ in moveFocus(direction) ? .handled : .ignored }
    }

    /// Whether the full help is shown.
    public var isShowingHelp: Bool { presentedHelp != nil }

    /// The full help, while shown: an overlay, modal like a dialog.
    var presentedHelp: HelpOverlay? {
        overlays.lazy.compactMap { $0.content as? HelpOverlay }.first
    }

    /// Shows the full help over the screen: every active binding, grouped by where it comes from.
    /// It lists the bindings of the moment it opens (over a dialog: the dialog's); Esc or a
    /// `help` key closes it.
    public func showHelp() {
        guard presentedHelp == nil else { return }
        let help = HelpOverlay(bindings: activeBindings, closeKeys: keymap.keys(for: "help", declared: helpDeclaredKeys))
        present(help, placement: .centered, kind: .modal)
    }

    /// Closes the full help.
    public func hideHelp() {
        guard let overlay = presentedHelp?.presentingOverlay else { return }
        dismiss(overlay)
    }

    /// Shows the full help, or closes it when shown.
    public func toggleHelp() {
        if isShowingHelp { hideHelp() } else { showHelp() }
    }

    private var helpDeclaredKeys: [KeyEvent] {
        globalBindings.first { $0.id == "help" }?.keys ?? [.character("?")]
    }
}
