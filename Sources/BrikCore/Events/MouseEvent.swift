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
    /// The pointer moved (with or without a button held).
    case move
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
