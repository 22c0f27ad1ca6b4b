import BrikRendering

/// A stack of screens, of which only the top one is shown: ``push(_:)`` opens a screen
/// over the current one, ``pop()`` (or Esc) goes back to it.
///
/// The top screen is the application's ``Application/screen``: with nothing focused keys
/// start there, and its key bindings stay active wherever focus is, so each screen has its
/// own bindings and the full help (`?`) and a ``HelpFooter`` list the top screen's. Screens
/// under the top stay in the tree, hidden: they keep their scroll positions, selections and
/// text, and when one comes back focus returns to the brick that had it when it was covered.
/// A pushed screen gets `onAppear`, a covered or popped one `onDisappear`, a screen
/// uncovered again `onAppear` once more.
///
/// Keys: the binding `screen.back` (Esc by default, ``backKeys``; remappable through
/// ``Application/keymap``, described as "back") pops the top screen; it is available only
/// while there is a screen to go back to. Keys the top screen uses come first, so a screen
/// that answers Esc itself (closing its own search field) keeps it.
///
/// The stack fills the frame its container gives it.
///
/// ```swift
/// let stack = ScreenStack(root: InboxScreen())
/// stack.onTopChange = { stack in titleBar.text = stack.top.debugName }
/// inbox.keyBinding("inbox.open", keys: "enter", description: "open") {
///     stack.push(MessageScreen())   // Esc comes back to the inbox, its cursor where it was
/// }
/// let app = Application(root: stack)
/// ```
@MainActor
public final class ScreenStack: Brick {
    /// The screens, bottom (the root screen) first; the last is shown.
    public private(set) var screens: [Brick]
    /// Called after the top screen changed (a push or a pop), for a title bar that names it.
    public var onTopChange: ((ScreenStack) -> Void)?
    /// The keys of the `screen.back` binding before any keymap override (Esc by default).
    public var backKeys: [KeyEvent] = [KeyEvent(.escape)] {
        didSet { declareBackBinding() }
    }

    /// For each screen, the brick focused in it when it was covered.
    private var rememberedFocus: [WeakBox<Brick>]

    /// A stack showing `root`, which is never popped.
    public init(root: Brick) {
        screens = [root]
        rememberedFocus = [WeakBox()]
        super.init()
        addChild(root)
        declareBackBinding()
        // A stack built before it had an application makes its top the screen once it is shown.
        onAppear { [unowned self] in makeTopTheScreen() }
    }

    /// The screen shown: the last pushed, or the root.
    public var top: Brick { screens[screens.count - 1] }

    /// The screen at the bottom, shown when every other one is popped.
    public var root: Brick { screens[0] }

    /// Shows `screen` over the current top, which is hidden and keeps its state (and the
    /// brick focused in it, given back when it is shown again). Focus moves to the first
    /// focusable brick of `screen` at the next layout.
    ///
    /// Pushing a screen already on the stack is a programming error (pop back to it instead).
    public func push(_ screen: Brick) {
        if screens.contains(where: { $0 === screen }) {
            programmingError(
                "\(screen.debugName) is already on the ScreenStack (screens: "
                    + screens.map(\.debugName).joined(separator: ", ") + "); pop back to it instead of pushing it again")
        }
        let covered = top
        let focusWasInside = rememberFocus(in: covered)
        covered.isHidden = true
        screens.append(screen)
        rememberedFocus.append(WeakBox())
        screen.isHidden = false
        addChild(screen)
        if focusWasInside { releaseFocus() }
        topDidChange()
    }

    /// Removes the top screen and shows the one under it, focus back on the brick that had
    /// it there. Returns the removed screen; nil (and nothing changes) at the root.
    @discardableResult
    public func pop() -> Brick? {
        guard screens.count > 1 else { return nil }
        let removed = screens.removeLast()
        rememberedFocus.removeLast()
        removed.removeFromParent()
        uncoverTop()
        return removed
    }

    /// Pops every screen above the root; returns them, the one that was on top last.
    @discardableResult
    public func popToRoot() -> [Brick] {
        guard screens.count > 1 else { return [] }
        let removed = Array(screens.dropFirst())
        screens.removeLast(removed.count)
        rememberedFocus.removeLast(removed.count)
        for screen in removed.reversed() { screen.removeFromParent() }
        uncoverTop()
        return removed
    }

    /// Shows the new top after pops, giving back its focus.
    private func uncoverTop() {
        let shown = top
        shown.isHidden = false
        if let application, let focus = rememberedFocus[screens.count - 1].value, focus.isDescendant(of: shown) {
            // The brick focused before is gone from the tree or hidden: it cannot veto, and the
            // one coming back has its frame from when it was covered, so no layout is needed.
            _ = application.attemptFocus(focus)
        }
        rememberedFocus[screens.count - 1].value = nil
        topDidChange()
    }

    /// Notes the brick focused inside `screen`; true when focus is inside it.
    private func rememberFocus(in screen: Brick) -> Bool {
        guard let focused = application?.focusedBrick, focused.isDescendant(of: screen) else { return false }
        rememberedFocus[screens.count - 1].value = focused
        return true
    }

    /// Takes focus off a covered screen at once, so a key read in the same turn goes to the
    /// new top; it is hidden, so its focused brick cannot veto.
    private func releaseFocus() {
        guard let application else { return }
        _ = application.attemptFocus(nil)
    }

    private func topDidChange() {
        makeTopTheScreen()
        setNeedsLayout()
        onTopChange?(self)
    }

    private func makeTopTheScreen() {
        guard let application, application.screen !== top else { return }
        application.screen = top
    }

    private func declareBackBinding() {
        addKeyBinding(
            KeyBinding(
                "screen.back", keys: backKeys, description: "back", footer: true,
                isAvailable: { [unowned self] in screens.count > 1 }
            ) { [unowned self] in pop() })
    }

    /// What it is offered: a stack fills its frame. Unproposed sides take the top screen's size.
    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        guard proposal.width == nil || proposal.height == nil else {
            return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
        }
        let chrome = chromeInsets
        let inner = top.sizeThatFits(proposal.inset(by: chrome), context: context)
        return Size(
            width: proposal.width ?? inner.width + chrome.horizontal,
            height: proposal.height ?? inner.height + chrome.vertical)
    }

    /// The top screen fills the content frame; covered screens are hidden and not laid out.
    public override func layoutChildren(context: LayoutContext) {
        top.frame = contentFrame
    }
}
