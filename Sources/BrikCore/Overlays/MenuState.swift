/// Where the user is in a menu and its open submenus: a value, changed by keys and clicks,
/// that a ``MenuSession`` shows as one overlay per level.
///
/// The highlighted item of every level is an item ↑/↓ may stop on (enabled, not a
/// separator) or nothing, and every level after the first is the submenu of the item
/// highlighted in the level before it.
///
/// ```swift
/// var state = MenuState(menu: fileMenu)
/// if case .run(let action) = state.handle(KeyEvent(.enter)) { action() }
/// ```
public struct MenuState {
    /// One open menu and its highlighted item.
    public struct Level {
        /// The menu.
        public let menu: Menu
        /// The index of the highlighted item, nil when no item can be.
        public var highlighted: Int?
    }

    /// What a key or a click asks of whoever shows the menu.
    public enum Outcome {
        /// Not a key the menu uses.
        case ignored
        /// The highlight moved, or a submenu opened or closed: show the levels again.
        case changed
        /// Close every open menu, then run the action.
        case run(@MainActor () -> Void)
        /// Close every open menu (Esc in the first).
        case close
        /// Go to the menu before (-1) or after (+1) this one in a menu bar (← in the first
        /// level, → on an item that opens no submenu).
        case adjacent(Int)
    }

    /// The open menus, the first one at the bottom.
    public private(set) var levels: [Level]

    /// The state of `menu` just opened: its first item that can be highlighted is.
    public init(menu: Menu) {
        levels = [Level(menu: menu, highlighted: Self.step(in: menu, from: nil, by: 1))]
    }

    /// The menu shown last (the innermost open submenu).
    public var top: Level { levels[levels.count - 1] }

    /// Applies `key` to the innermost menu.
    public mutating func handle(_ key: KeyEvent) -> Outcome {
        let level = levels.count - 1
        let menu = levels[level].menu
        let current = levels[level].highlighted
        if let item = levels[0].menu.item(forAccelerator: key), case .action(let action) = item.kind {
            return .run(action)
        }
        guard key.modifiers.subtracting(.shift).isEmpty else { return .ignored }
        switch key.key {
        case .up: return highlight(Self.step(in: menu, from: current, by: -1))
        case .down: return highlight(Self.step(in: menu, from: current, by: 1))
        case .home: return highlight(Self.step(in: menu, from: nil, by: 1))
        case .end: return highlight(Self.step(in: menu, from: nil, by: -1))
        case .right:
            if let current, menu.items[current].submenu != nil { return activate(current) }
            return .adjacent(1)
        case .enter, .character(" "):
            guard let current else { return .ignored }
            return activate(current)
        case .left:
            if levels.count > 1 { return closeSubmenu() }
            return .adjacent(-1)
        case .escape:
            return levels.count > 1 ? closeSubmenu() : .close
        case .character(let character):
            return highlight(Self.item(startingWith: character, in: menu, after: current) ?? current)
        default:
            return .ignored
        }
    }

    /// A click on item `index` of the menu at `level`: submenus deeper than it close; an
    /// action runs, a submenu opens; a separator or a disabled item does nothing.
    public mutating func click(level: Int, index: Int) -> Outcome {
        guard levels.indices.contains(level), levels[level].menu.items.indices.contains(index),
            levels[level].menu.items[index].isSelectable
        else { return .ignored }
        levels.removeSubrange((level + 1)...)
        levels[level].highlighted = index
        return activate(index)
    }

    /// Keeps the first `count` levels (at least one): the submenus above them closed.
    public mutating func closeLevels(from count: Int) {
        levels.removeSubrange(max(1, count)...)
    }

    private mutating func highlight(_ index: Int?) -> Outcome {
        levels[levels.count - 1].highlighted = index
        return .changed
    }

    private mutating func closeSubmenu() -> Outcome {
        levels.removeLast()
        return .changed
    }

    /// Chooses item `index` of the innermost menu: opens its submenu or runs it.
    private mutating func activate(_ index: Int) -> Outcome {
        let item = top.menu.items[index]
        guard item.isSelectable else { return .ignored }
        switch item.kind {
        case .action(let action):
            return .run(action)
        case .submenu(let submenu):
            levels.append(Level(menu: submenu, highlighted: Self.step(in: submenu, from: nil, by: 1)))
            return .changed
        case .separator:
            return .ignored
        }
    }

    /// The next item ↑/↓ may stop on from `index` going `delta` (±1), wrapping around; from
    /// nil, the first (or last) such item. Nil when there is none.
    static func step(in menu: Menu, from index: Int?, by delta: Int) -> Int? {
        let count = menu.items.count
        guard count > 0 else { return nil }
        var position = index ?? (delta > 0 ? -1 : count)
        for _ in 0..<count {
            position = ((position + delta) % count + count) % count
            if menu.items[position].isSelectable { return position }
        }
        return nil
    }

    /// The next item after `index` (wrapping) whose title starts with `character`, ignoring case.
    static func item(startingWith character: Character, in menu: Menu, after index: Int?) -> Int? {
        let count = menu.items.count
        let prefix = String(character).lowercased()
        for offset in 1...max(1, count) where count > 0 {
            let position = ((index ?? -1) + offset) % count
            let item = menu.items[position]
            if item.isSelectable && item.title.lowercased().hasPrefix(prefix) { return position }
        }
        return nil
    }
}
