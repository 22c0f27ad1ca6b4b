/// A named key binding: keys, what they do, and how help describes them.
///
/// Bindings are declared on bricks (`Brick.keyBinding(_:keys:description:footer:priority:_:)`)
/// or on the application (``Application/bindings`` for the screen, ``Application/globalBindings``).
/// The ``id`` is stable: `Keymap.override(_:keys:)` replaces the keys of every
/// binding with that id, and help shows the new keys. Help text is always generated from
/// bindings, never written by hand.
///
/// The action is not `@MainActor`-typed for the reason given on `BrickHandlers`; it is
/// only ever called on the main actor, by ``Application/dispatch(_:)``.
public struct KeyBinding {
    /// The stable name used for remapping, such as `save` or `focus.next`.
    public let id: String
    /// The keys that trigger it, before any ``Keymap`` override.
    public var keys: [KeyEvent]
    /// What it does, in a word or two (`save`, `next field`); shown in the footer and help.
    public var description: String
    /// Whether a ``HelpFooter`` lists it (help always does).
    public var showsInFooter: Bool
    /// Tried before lower priorities on the same brick; ties keep declaration order.
    public var priority: Int
    /// When set and false, the binding neither fires nor shows; checked at each key and each footer draw.
    public var isAvailable: (() -> Bool)?
    let action: (KeyEvent) -> EventResult
    /// Whether its action always uses the key (declared with a `Void` action): then no binding
    /// after it sees its keys, and help lists them only here.
    private(set) var alwaysHandles: Bool

    /// A binding whose action says whether it used the key (``EventResult/ignored`` lets it go on).
    public init(
        _ id: String, keys: [KeyEvent], description: String, footer: Bool = false, priority: Int = 0,
        isAvailable: (() -> Bool)? = nil, action: @escaping (KeyEvent) -> EventResult
    ) {
        self.id = id
        self.keys = keys
        self.description = description
        self.showsInFooter = footer
        self.priority = priority
        self.isAvailable = isAvailable
        self.action = action
        alwaysHandles = false
    }

    /// A binding whose action always uses the key.
    public init(
        _ id: String, keys: [KeyEvent], description: String, footer: Bool = false, priority: Int = 0,
        isAvailable: (() -> Bool)? = nil, action: @escaping () -> Void
    ) {
        self.init(
            id, keys: keys, description: description, footer: footer, priority: priority, isAvailable: isAvailable
        ) { _ in
            action()
            return .handled
        }
        alwaysHandles = true
    }

    /// A binding with keys given by name (`"ctrl+s"`, `"F2"`); an unknown name is a programming error.
    public init(
        _ id: String, keyNames: [String], description: String, footer: Bool = false, priority: Int = 0,
        isAvailable: (() -> Bool)? = nil, action: @escaping (KeyEvent) -> EventResult
    ) {
        self.init(
            id, keys: KeyBinding.parse(keyNames, for: id), description: description, footer: footer,
            priority: priority, isAvailable: isAvailable, action: action)
    }

    /// Runs the action for `key`.
    public func perform(_ key: KeyEvent) -> EventResult {
        action(key)
    }

    /// Whether the binding may fire and show now.
    public var isActive: Bool { isAvailable?() ?? true }

    /// Parses key names, stopping with a message naming the binding and the bad name.
    public static func parse(_ names: [String], for id: String) -> [KeyEvent] {
        names.map { name in
            guard let key = KeyEvent(parsing: name) else {
                programmingError(
                    "unknown key name \"\(name)\" in key binding \"\(id)\" "
                        + "(use names like q, enter, esc, space, ctrl+s, shift+tab, alt+x, F2, pgdn)")
            }
            return key
        }
    }

    /// How help shows a key: arrows as ↑ ↓ ← →, others by their ``KeyEvent/description``.
    public static func displayName(of key: KeyEvent) -> String {
        guard key.modifiers.isEmpty else { return key.description }
        switch key.key {
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        default: return key.description
        }
    }
}

/// Keys chosen by the user for bindings, by binding id; they replace the declared keys everywhere.
///
/// ```swift
/// application.keymap.override("save", keys: ["ctrl+w"])
/// ```
public struct Keymap: Sendable {
    /// The replacement keys, by binding id.
    public private(set) var overrides: [String: [KeyEvent]] = [:]

    /// An empty keymap: every binding keeps its declared keys.
    public init() {}

    /// Binds `id` to `keys` instead of its declared keys (an empty list unbinds it).
    public mutating func override(_ id: String, keys: [KeyEvent]) {
        overrides[id] = keys
    }

    /// Binds `id` to keys given by name; an unknown name is a programming error.
    public mutating func override(_ id: String, keys: [String]) {
        overrides[id] = KeyBinding.parse(keys, for: id)
    }

    /// Gives `id` back its declared keys.
    public mutating func reset(_ id: String) {
        overrides[id] = nil
    }

    /// The keys `binding` answers to under this keymap.
    public func keys(for binding: KeyBinding) -> [KeyEvent] {
        overrides[binding.id] ?? binding.keys
    }

    /// The keys binding `id` answers to, or `declared` when not overridden.
    public func keys(for id: String, declared: [KeyEvent]) -> [KeyEvent] {
        overrides[id] ?? declared
    }
}

/// Where an active binding comes from; help groups bindings by it.
public enum BindingSource: Hashable, Sendable, CaseIterable {
    /// The focused brick.
    case focused
    /// A container of the focused brick.
    case ancestor
    /// The screen: ``Application/screen`` and ``Application/bindings``.
    case screen
    /// The application's global bindings (quit, focus, help).
    case global

    /// The heading help shows above this group.
    public var title: String {
        switch self {
        case .focused: "Focused"
        case .ancestor: "Around it"
        case .screen: "Screen"
        case .global: "Global"
        }
    }
}

/// A binding that applies now, with the keys it answers to after the keymap.
public struct ActiveBinding {
    /// The binding as declared.
    public var binding: KeyBinding
    /// The keys that reach it now: its keys after ``Application/keymap`` overrides, less
    /// those that stop before it (one a binding earlier in the key chain always uses, or a
    /// printable character while a brick before it types characters, as a focused field
    /// does). Empty only for a binding the keymap unbinds: help shows it as unbound.
    public var keys: [KeyEvent]
    /// Where it comes from.
    public var source: BindingSource
    /// The brick that declared it (nil for application bindings).
    public weak var brick: Brick?

    /// The binding's id.
    public var id: String { binding.id }
    /// The binding's description.
    public var description: String { binding.description }

    /// The keys as help shows them, joined by `/` (`esc/q`); `unbound` when none.
    public var keyLabel: String {
        keys.isEmpty ? "unbound" : keys.map(KeyBinding.displayName(of:)).joined(separator: "/")
    }
}
