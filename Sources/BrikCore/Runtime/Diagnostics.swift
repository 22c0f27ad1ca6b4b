/// Something the app should know about that is not worth stopping for:
/// duplicate tags, layout conflicts, focus refused. Read them from ``Application/diagnostics``;
/// they never go to the terminal while it is drawn.
public enum Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Several children of one brick share a tag; lookups return the first.
    case duplicateTag(container: String, tag: String)
    /// ``Application/focus(_:)`` left focus where it was; `brick` is the brick asked for.
    case focusRefused(brick: String, reason: FocusRefusal)
    /// Anything else, in words.
    case message(String)

    /// The diagnostic in words.
    public var description: String {
        switch self {
        case .duplicateTag(let container, let tag): "several children of \(container) are tagged \(tag); lookups return the first"
        case .focusRefused(let brick, let reason): "focus(\(brick)) was refused: \(reason)"
        case .message(let text): text
        }
    }
}

/// The diagnostics an application collected, each reported once (and logged as a warning
/// to ``BrickLogger/logger`` when one is set).
@MainActor
public final class DiagnosticLog {
    /// Every diagnostic so far, oldest first, without repeats.
    public private(set) var entries: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []
    /// Called for each new diagnostic (e.g. to write it to a log file).
    public var onReport: ((Diagnostic) -> Void)?

    init() {}

    /// Records `diagnostic` unless it was already reported.
    public func report(_ diagnostic: Diagnostic) {
        guard seen.insert(diagnostic).inserted else { return }
        entries.append(diagnostic)
        onReport?(diagnostic)
        BrickLogger.logWarning(diagnostic.description)
    }
}
