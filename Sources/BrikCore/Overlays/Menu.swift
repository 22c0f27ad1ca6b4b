import BrikRendering

/// A menu: a titled list of items, separators and submenus, shown by
/// ``Application/showMenu(_:at:)`` (at a point), ``Application/showMenu(_:anchoredTo:edge:)``
/// (under a brick), a ``MenuBar``, or ``Brick/contextMenu(_:)`` (on a right-click).
///
/// ```swift
/// let file = Menu("File") {
///     MenuItem("New", key: "ctrl+n") { newDocument() }
///     MenuItem("Save", key: "ctrl+s") { save() }
///     MenuItem("Revert", isEnabled: false) {}
///     MenuItem.separator
///     Menu("Recent") {
///         MenuItem("notes.txt") { open("notes.txt") }
///     }
/// }
/// app.showMenu(file, anchoredTo: fileButton)
/// ```
/// While it is open: ↑/↓ move over the items (separators and disabled items are skipped),
/// Home/End go to the first and last, a letter jumps to the next item starting with it,
/// → or Enter opens a submenu to the side and ← or Esc closes it, Enter or a click runs an
/// item and closes every open menu, and an item's accelerator key runs it too.
public struct Menu {
    /// The title: shown by a ``MenuBar``, and on the row that opens it as a submenu.
    public var title: String
    /// The items, top to bottom.
    public var items: [MenuItem]

    /// A menu of `items`.
    public init(_ title: String = "", items: [MenuItem]) {
        self.title = title
        self.items = items
    }

    /// A menu whose items are built by `items` (items, separators and menus, which become submenus).
    public init(_ title: String = "", @MenuBuilder items: () -> [MenuItem]) {
        self.init(title, items: items())
    }

    /// The first enabled item, at any depth, that `key` is the accelerator of.
    public func item(forAccelerator key: KeyEvent) -> MenuItem? {
        for item in items where item.isEnabled {
            if item.accelerator == key, case .action = item.kind { return item }
            if let found = item.submenu?.item(forAccelerator: key) { return found }
        }
        return nil
    }

    /// Every enabled item with an accelerator, at any depth, in menu order.
    public var itemsWithAccelerators: [MenuItem] {
        items.flatMap { item -> [MenuItem] in
            guard item.isEnabled else { return [] }
            if let submenu = item.submenu { return submenu.itemsWithAccelerators }
            return item.accelerator == nil ? [] : [item]
        }
    }
}

/// One row of a ``Menu``: an item that runs an action, a submenu, or a separator.
public struct MenuItem {
    /// What the row is.
    public enum Kind {
        /// Runs the action when chosen (after every open menu closed).
        case action(@MainActor () -> Void)
        /// Opens a menu to the side.
        case submenu(Menu)
        /// A line between groups of items; never highlighted.
        case separator
    }

    /// The text on the row.
    public var title: String
    /// A key that runs the item while its menu is open (and wherever the app binds it, as a
    /// ``MenuBar`` does), shown right-aligned on the row.
    public var accelerator: KeyEvent?
    /// A disabled item is drawn dim, skipped by ↑/↓, and does nothing when clicked.
    public var isEnabled: Bool
    /// An action, a submenu or a separator.
    public var kind: Kind

    /// An item titled `title` that runs `action`; `key` names its accelerator as
    /// ``KeyEvent/init(parsing:)`` reads it (`"ctrl+s"`, `"F5"`); an unknown name is a programming error.
    public init(_ title: String, key: String? = nil, isEnabled: Bool = true, action: @escaping @MainActor () -> Void) {
        self.title = title
        accelerator = key.map { KeyBinding.parse([$0], for: "menu item \(title)")[0] }
        self.isEnabled = isEnabled
        kind = .action(action)
    }

    /// An item opening `submenu`, titled by it.
    public init(submenu: Menu, isEnabled: Bool = true) {
        title = submenu.title
        accelerator = nil
        self.isEnabled = isEnabled
        kind = .submenu(submenu)
    }

    /// A separator line.
    public static var separator: MenuItem {
        var item = MenuItem(submenu: Menu(items: []), isEnabled: false)
        item.kind = .separator
        return item
    }

    /// The submenu this item opens, if it is one.
    public var submenu: Menu? {
        if case .submenu(let menu) = kind { return menu }
        return nil
    }

    /// Whether this is a separator.
    public var isSeparator: Bool {
        if case .separator = kind { return true }
        return false
    }

    /// Whether ↑/↓ may stop on it: enabled and not a separator.
    public var isSelectable: Bool { isEnabled && !isSeparator }

    /// The accelerator as the row shows it: `Ctrl+S`, `Shift+F10`, `Alt+Enter`.
    public var acceleratorLabel: String? {
        accelerator.map(Self.label(of:))
    }

    /// `key` as menus show it: modifiers capitalised and joined by `+`, a letter in capitals.
    public static func label(of key: KeyEvent) -> String {
        var parts: [String] = []
        if key.modifiers.contains(.control) { parts.append("Ctrl") }
        if key.modifiers.contains(.alt) { parts.append("Alt") }
        if key.modifiers.contains(.shift) { parts.append("Shift") }
        let name = KeyEvent.name(of: key.key)
        parts.append(name.count == 1 ? name.uppercased() : name.prefix(1).uppercased() + name.dropFirst())
        return parts.joined(separator: "+")
    }
}

/// Builds a menu's items: ``MenuItem``s, and ``Menu``s that become submenus; `if`, `for` and
/// `switch` work as in any result builder.
@resultBuilder
public enum MenuBuilder {
    /// An item as it is.
    public static func buildExpression(_ item: MenuItem) -> [MenuItem] { [item] }
    /// A menu becomes an item opening it.
    public static func buildExpression(_ menu: Menu) -> [MenuItem] { [MenuItem(submenu: menu)] }
    /// Items made elsewhere.
    public static func buildExpression(_ items: [MenuItem]) -> [MenuItem] { items }
    /// The items in order.
    public static func buildBlock(_ parts: [MenuItem]...) -> [MenuItem] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [MenuItem]?) -> [MenuItem] { part ?? [] }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first part: [MenuItem]) -> [MenuItem] { part }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second part: [MenuItem]) -> [MenuItem] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[MenuItem]]) -> [MenuItem] { parts.flatMap { $0 } }
}
