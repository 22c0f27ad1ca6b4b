import BrikRendering

/// A mouse button.
public enum MouseButton: Hashable, Sendable {
    /// The primary (usually left) button.
    case left
    /// The middle button or wheel click.
    case middle
    /// The secondary (usually right) button.
    case right
}

/// What the mouse did.
public enum MouseAction: Hashable, Sendable {
    /// A button went down.
    case press(MouseButton)
    /// A button came up.
    case release(MouseButton)
    /// The wheel turned up (away from the user).
    case wheelUp
    /// The wheel turned down.
    case wheelDown
    /// The pointer moved with `button` held down (button-drag reporting, mode 1002):
    /// what selection and resizing by dragging follow. The release ends the drag.
    case drag(MouseButton)
    /// The pointer moved with no button held (reported only by terminals in
    /// any-motion mode, which BrikTUI does not ask for).
    case move
}

extension MouseAction {
    /// Whether the action belongs to the press before it (a drag or a release),
    /// and so goes to the brick that press went to.
    var continuesPress: Bool {
        switch self {
        case .drag, .release: true
        case .press, .wheelUp, .wheelDown, .move: false
        }
    }
}

/// A mouse event at a cell of the screen.
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public var action: MouseAction
    /// The cell under the pointer, 0-based from the top-left of the screen.
    public var position: Point
    /// Modifier keys held (terminals report Shift, Ctrl and Alt with the mouse).
    public var modifiers: KeyModifiers

    /// A mouse event from its parts.
    public init(_ action: MouseAction, at position: Point, modifiers: KeyModifiers = []) {
        self.action = action
        self.position = position
        self.modifiers = modifiers
    }
}
