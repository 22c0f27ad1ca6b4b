/// The gestures of Brik, mapped to keys and the mouse.
///
/// | gesture | keys (while the target is focused) | mouse |
/// |---|---|---|
/// | `tap` | Enter or Space | a press on the target |
/// | `longPress` | ``GestureKeys/longPress`` (Shift-Enter or Alt-L by default) | a left click held ``GestureKeys/longPressDuration`` (0.5 s) |
/// | `pinch` | `+` (scale 2) and `-` (scale 0.5) | — |
public enum GestureType: Hashable, Sendable, CaseIterable {
    /// A tap.
    case tap
    /// A long press.
    case longPress
    /// A pinch, in or out.
    case pinch
}

/// What triggered a gesture.
public struct GestureEvent: Hashable, Sendable {
    /// The gesture.
    public var type: GestureType
    /// For a pinch, above 1 to zoom in, below 1 to zoom out; 1 otherwise.
    public var scale: Double
    /// The event that was recognised as the gesture.
    public var event: Event
}

/// The keys (and hold time) gestures are recognised from; set
/// ``Application/gestureKeys`` to remap them for an app.
public struct GestureKeys: Hashable, Sendable {
    /// Keys recognised as a tap.
    public var tap: Set<KeyEvent> = [KeyEvent(.enter), .character(" ")]
    /// Keys recognised as a long press.
    public var longPress: Set<KeyEvent> = [KeyEvent(.enter, modifiers: .shift), KeyEvent(.character("l"), modifiers: .alt)]
    /// How long a left click must be held to count as a long press.
    public var longPressDuration: Duration = .milliseconds(500)
    /// Keys recognised as a pinch out (zoom in, scale 2).
    public var pinchIn: Set<KeyEvent> = [.character("+"), .character("=")]
    /// Keys recognised as a pinch in (zoom out, scale 0.5).
    public var pinchOut: Set<KeyEvent> = [.character("-")]

    /// The default keys.
    public init() {}

    /// The gesture `event` stands for, if any (a held click is recognised by the application).
    public func recognize(_ event: Event) -> GestureEvent? {
        switch event {
        case .key(let key):
            if tap.contains(key) { return GestureEvent(type: .tap, scale: 1, event: event) }
            if longPress.contains(key) { return GestureEvent(type: .longPress, scale: 1, event: event) }
            if pinchIn.contains(key) { return GestureEvent(type: .pinch, scale: 2, event: event) }
            if pinchOut.contains(key) { return GestureEvent(type: .pinch, scale: 0.5, event: event) }
            return nil
        case .mouse(let mouse):
            if case .press(.left) = mouse.action { return GestureEvent(type: .tap, scale: 1, event: event) }
            return nil
        default:
            return nil
        }
    }
}

extension Brick {
    /// Runs `action` when the brick tagged `tag` (searched among this brick's
    /// descendants) gets gesture `type`; the closure receives this brick, the
    /// target and the gesture. The gesture is recognised before the target's own
    /// key handling. A missing tag stops with a message naming the tags here.
    @discardableResult
    public func gesture(
        _ type: GestureType, onTag tag: some Hashable,
        _ action: @escaping (_ brik: Brick, _ target: Brick, _ gesture: GestureEvent) -> Void
    ) -> Self {
        let target = descendant(tagged: tag)
        target.handlers.gestures.append(BrickHandlers.Gesture(container: self, type: type, run: action))
        return self
    }
}
