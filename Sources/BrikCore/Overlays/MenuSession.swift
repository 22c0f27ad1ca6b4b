import BrikRendering

/// A menu while it is open: its ``MenuState`` and one popover overlay per open level (the
/// menu, then each open submenu beside the row that opened it). Made by
/// ``Application/showMenu(_:at:)`` and the other ways of showing a menu.
///
/// ```swift
/// let session = app.showMenu(editMenu, at: Point(x: 10, y: 3))
/// session.onClose { status.text = "menu closed" }
/// session.close()
/// ```
/// A click outside every open menu closes them all (and is not seen by the screen); a
/// click on a menu under an open submenu goes to that menu. Closing gives the focus back
/// to the brick that had it (to the anchor, for a menu shown anchored to a focusable brick).
/// An item's action runs after every menu closed, so it acts on the screen as it was.
@MainActor
public final class MenuSession {
    /// Where the user is: the open levels and their highlighted items.
    public private(set) var state: MenuState
    /// The application showing it, nil once closed.
    public private(set) weak var application: Application?
    /// The overlays shown, one per level of ``state``.
    public private(set) var overlays: [Overlay] = []
    private var panels: [MenuPanel] = []
    private let placement: OverlayPlacement
    private var closeActions: [() -> Void] = []
    /// What ← in the first level and → on an item without submenu do (a ``MenuBar`` moves
    /// to the menu beside); nil: nothing.
    var onAdjacent: ((Int) -> Void)?

    init(menu: Menu, placement: OverlayPlacement) {
        state = MenuState(menu: menu)
        self.placement = placement
    }

    /// Whether it is still open.
    public var isOpen: Bool { !overlays.isEmpty }

    /// Closes every open level.
    public func close() {
        overlays.first?.dismiss()
    }

    /// Runs `action` once when the menu closed (chosen, Esc, a click outside, or by code).
    @discardableResult
    public func onClose(_ action: @escaping () -> Void) -> Self {
        closeActions.append(action)
        return self
    }

    /// Shows the first level in `application`.
    func open(in application: Application) {
        self.application = application
        sync()
    }

    /// A key for the innermost open menu.
    func handle(_ key: KeyEvent) -> EventResult {
        apply(state.handle(key))
    }

    /// A click on item `index` of level `level`.
    func click(level: Int, index: Int) -> EventResult {
        apply(state.click(level: level, index: index))
    }

    private func apply(_ outcome: MenuState.Outcome) -> EventResult {
        switch outcome {
        case .ignored:
            return .ignored
        case .changed:
            sync()
        case .run(let action):
            close()
            action()
        case .close:
            close()
        case .adjacent(let delta):
            guard let onAdjacent else { return .ignored }
            onAdjacent(delta)
        }
        return .handled
    }

    /// Makes the overlays match ``state``: levels gone are dismissed (innermost first),
    /// new ones presented beside the row that opened them, the others redrawn.
    private func sync() {
        guard let application else { return }
        let count = state.levels.count
        while overlays.count > count {
            let overlay = overlays.removeLast()
            panels.removeLast()
            overlay.dismiss()
        }
        for panel in panels { panel.setNeedsDisplay() }
        while overlays.count < count {
            let level = overlays.count
            let panel = MenuPanel(session: self, level: level, menu: state.levels[level].menu)
            var spot = placement
            if level > 0, let row = state.levels[level - 1].highlighted {
                spot = .anchored(to: panels[level - 1].rows[row], edge: .trailing)
            }
            // Closing gives the focus to the brick the menu hangs from (asked before the menu takes it).
            var anchor: Brick?
            if level == 0, let brick = placement.anchorBrick, brick.isFocusable, brick.focusRefusal(in: application) == nil {
                anchor = brick
            }
            let overlay = Overlay(panel, placement: spot, kind: .popover)
            overlay.openedFrom = overlays.last
            overlays.append(overlay)
            panels.append(panel)
            application.present(overlay)
            if let anchor { overlay.focusBeforePresenting = anchor }
        }
    }

    /// `panel` was dismissed by something other than ``sync()`` (a click outside, code, the
    /// app ending, or its menu closing): it and the levels above it are gone.
    func panelDidDismiss(_ panel: MenuPanel) {
        guard let index = panels.firstIndex(where: { $0 === panel }) else { return }
        overlays.removeSubrange(index...)
        panels.removeSubrange(index...)
        if index > 0 {
            state.closeLevels(from: index)
            for panel in panels { panel.setNeedsDisplay() }
            return
        }
        application = nil
        let actions = closeActions
        closeActions = []
        for action in actions { action() }
    }

    /// The panel showing `level` (for tests).
    func panel(_ level: Int) -> MenuPanel? {
        panels.indices.contains(level) ? panels[level] : nil
    }
}

extension Application {
    /// Shows `menu` with its top-left corner at `point` (flipped up or left when it would
    /// leave the screen), as a context menu is.
    ///
    /// ```swift
    /// app.showMenu(Menu { MenuItem("Copy", key: "ctrl+c") { copy() } }, at: mouse.position)
    /// ```
    @discardableResult
    public func showMenu(_ menu: Menu, at point: Point) -> MenuSession {
        showMenu(menu, placement: .at(point))
    }

    /// Shows `menu` under `brick` (above it when there is no room below); closing it gives
    /// the focus back to `brick` when it can take it.
    @discardableResult
    public func showMenu(_ menu: Menu, anchoredTo brick: Brick, edge: OverlayEdge = .below) -> MenuSession {
        showMenu(menu, placement: .anchored(to: brick, edge: edge))
    }

    /// Shows `menu` at `placement`.
    @discardableResult
    public func showMenu(_ menu: Menu, placement: OverlayPlacement) -> MenuSession {
        let session = MenuSession(menu: menu, placement: placement)
        session.open(in: self)
        return session
    }

    /// The innermost open menu's session, if a menu is open.
    public var openMenu: MenuSession? {
        (focusOverlay?.content as? MenuPanel)?.session
    }
}
