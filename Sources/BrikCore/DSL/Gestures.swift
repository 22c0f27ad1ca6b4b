/// The gestures of Brik, mapped to keys and the mouse.
///
/// | gesture | keys (while the target is focused) | mouse |
/// |---|---|---|
/// | `tap` | Enter or Space | a press on the target |
/// | `longPress` | ``GestureKeys/longPress`` (Shift-Enter by default) | — |
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

/// The keys gestures are recognised from; change them to remap.
public enum GestureKeys {
    /// Keys recognised as a tap.
    @MainActor public static var tap: Set<KeyEvent> = [KeyEvent(.enter), .character(" ")]
    /// Keys recognised as a long press.
    @MainActor public static var longPress: Set<KeyEvent> = [KeyEvent(.enter, modifiers: .shift), KeyEvent(.character("l"), modifiers: .alt)]
    /// Keys recognised as a pinch out (zoom in).
    @MainActor public static var pinchIn: Set<KeyEvent> = [.character("+"), .character("=")]
    /// Keys recognised as a pinch in (zoom out).
    @MainActor public static var pinchOut: Set<KeyEvent> = [.character("-")]

    /// The gesture `event` stands for, if any.
    @MainActor
    static func recognize(_ event: Event) -> GestureEvent? {
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
        _ action: @escaping @MainActor (_ brik: Brick, _ target: Brick, _ gesture: GestureEvent) -> Void
    ) -> Self {
        let target = descendant(tagged: tag)
        target.handlers.gestures.append(BrickHandlers.Gesture(container: self, type: type, run: action))
        return self
    }
}
