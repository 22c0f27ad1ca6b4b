import BrikRendering

/// A brick shown above the screen, in the application's overlay layer: a dialog, a
/// popover, a menu, a toast, the full help.
///
/// Overlays are laid out after the root (at their ``placement``, measured to their
/// content and clamped to the screen), drawn over it in the order presented, and
/// hit-tested first. One that ``takesFocus`` owns the focus while it is the topmost such
/// overlay: Tab cycles inside it, keys go to it and then only to the global bindings
/// (quit, help), and nothing behind gets keys or clicks. Dismissing it gives the focus back
/// to the brick that had it, and the screen behind keeps its scroll and selection, because
/// nothing behind was touched.
///
/// ```swift
/// let overlay = app.present(Label("Working…").border(.rounded), kind: .modal)
/// …
/// overlay.dismiss()
/// ```
@MainActor
public final class Overlay {
    /// What an overlay does to the screen behind it.
    public enum Kind: Hashable, Sendable {
        /// Takes the focus, dims the screen behind, and eats clicks outside itself (a dialog).
        case modal
        /// Takes the focus; a click outside dismisses it (a menu, a drop-down, a palette).
        case popover
        /// Never takes the focus nor a key; clicks outside it go to the screen; drawn above
        /// every other overlay (a toast).
        case notification
    }

    /// The brick shown.
    public let content: Brick
    /// Where it is shown; changing it moves the overlay at the next frame.
    public var placement: OverlayPlacement { didSet { application?.setNeedsLayout() } }
    /// What it does to the screen behind.
    public let kind: Kind
    /// Whether the screen behind is dimmed while it shows (modal overlays by default).
    public var dimsBackdrop: Bool { didSet { application?.setNeedsDisplay() } }
    /// Whether Esc (the `overlay.dismiss` binding) dismisses it when its content did not use
    /// the key (true by default; a ``Dialog`` turns Esc into its cancel button first).
    public var dismissesOnEscape = true
    /// The brick focused when it opens; nil: the first focusable brick of its content in reading order.
    public weak var initialFocus: Brick?
    /// The popover this one was opened from (a submenu's menu): a click on that one reaches
    /// it instead of dismissing this one, and dismissing that one dismisses this one first.
    public weak var openedFrom: Overlay?
    /// The application showing it, nil once dismissed.
    public internal(set) weak var application: Application?
    /// The brick that had the focus when it was presented; it gets it back on dismiss.
    weak var focusBeforePresenting: Brick?
    /// Whether it still has to move the focus into itself (it opened, and no layout since has done it).
    var needsInitialFocus = false
    private var dismissActions: [() -> Void] = []

    /// An overlay of `content` at `placement`.
    public init(_ content: Brick, placement: OverlayPlacement = .centered, kind: Kind = .modal) {
        self.content = content
        self.placement = placement
        self.kind = kind
        dimsBackdrop = kind == .modal
    }

    /// Whether it owns the focus while it is the topmost overlay that does.
    public var takesFocus: Bool { kind != .notification }

    /// Whether it is being shown.
    public var isPresented: Bool { application != nil }

    /// Removes it from the screen; the focus goes back to where it was before it opened.
    /// Does nothing when it is not shown.
    public func dismiss() {
        application?.dismiss(self)
    }

    /// Runs `action` once, when it is dismissed (by code, Esc, or a click outside).
    @discardableResult
    public func onDismiss(_ action: @escaping () -> Void) -> Self {
        dismissActions.append(action)
        return self
    }

    /// Runs and forgets the dismiss actions.
    func runDismissActions() {
        let actions = dismissActions
        dismissActions = []
        for action in actions { action() }
    }
}

/// A brick made to be shown as an overlay (``Dialog``, ``Toast``, the menus): it sets up
/// the ``Overlay`` it is shown in (keys, initial focus) and hears when it closes, however
/// it was presented.
@MainActor
public protocol OverlayContent: Brick {
    /// Called by ``Application/present(_:)-(Overlay)`` as `overlay` is shown (its application is set).
    func prepare(_ overlay: Overlay)
    /// Called once `overlay` was dismissed (by code, Esc, a click outside, or the app ending).
    func overlayDidDismiss(_ overlay: Overlay)
}
