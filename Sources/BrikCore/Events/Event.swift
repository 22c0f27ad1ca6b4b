import BrikRendering

/// Everything that reaches an app from the terminal, in one type.
public enum Event: Hashable, Sendable {
    /// A key press.
    case key(KeyEvent)
    /// A mouse press, release, wheel turn or move.
    case mouse(MouseEvent)
    /// Text pasted in one piece (bracketed paste), delivered whole.
    case paste(String)
    /// The terminal changed size; the new size in cells.
    case resize(Size)
}

/// Whether a handler used an event; an ignored event goes on to the next handler.
public enum EventResult: Hashable, Sendable {
    /// The event was used; nothing else sees it.
    case handled
    /// The event was not used; it goes on.
    case ignored
}
