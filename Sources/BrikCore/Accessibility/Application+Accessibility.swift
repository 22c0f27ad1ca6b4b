#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Application {
    /// Whether the app runs in the accessible mode: after each frame, plain lines say what
    /// gained focus (its role, label, value and state), what changed in it, which dialog
    /// or toast opened or closed, and what a live region says now; the backend's
    /// ``TerminalBackend/announce(_:)`` receives them. Off by default; `BRIKTUI_SCREEN_READER=1`
    /// turns it on for a terminal run (see ``environmentWantsScreenReader``).
    ///
    /// Turning it on starts afresh: the next frame announces the focused brick.
    public var announcesAccessibility: Bool {
        get { accessibilityAnnouncer != nil }
        set {
            guard newValue != announcesAccessibility else { return }
            accessibilityAnnouncer = newValue ? AccessibilityAnnouncer() : nil
            setNeedsDisplay()
        }
    }

    /// The lines the accessible mode has said so far, oldest first (the newest 10,000);
    /// empty while it is off.
    public var accessibilityAnnouncements: [String] { accessibilityAnnouncer?.lines ?? [] }

    /// The focused brick's ``Brick/accessibility``, nil when nothing has focus.
    public var focusedAccessibility: AccessibilityElement? { focusedBrick?.accessibility }

    /// Whether this process's environment asks for the accessible mode; see
    /// ``wantsScreenReader(environment:)``.
    public static var environmentWantsScreenReader: Bool {
        guard let raw = getenv(screenReaderVariable) else { return false }
        return wantsScreenReader(environment: [screenReaderVariable: String(cString: raw)])
    }

    /// The variable that asks for the accessible mode.
    public static let screenReaderVariable = "BRIKTUI_SCREEN_READER"

    /// Whether `environment` asks for the accessible mode: `BRIKTUI_SCREEN_READER` set to
    /// anything but empty, `0`, `false` or `no` (any case).
    public static func wantsScreenReader(environment: [String: String]) -> Bool {
        guard let value = environment[screenReaderVariable] else { return false }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }
}
