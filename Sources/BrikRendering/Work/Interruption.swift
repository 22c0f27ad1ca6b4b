import Synchronization

/// Newer input asking the work in progress to stop: how a frame that would take seconds
/// (laying out megabytes of text) gives way to a key.
///
/// A watcher outside the loop (the ncurses backend's, which sees input arrive while a
/// frame runs long) calls ``request()``. Work that can be long by nature checks
/// ``isRequested`` every few thousand steps and stops early, keeping nothing it computed
/// since (no cache entry from a cut-short measurement). The loop then throws the frame
/// away, handles the input (Ctrl-C quits, a resize resizes) and lays everything out again.
///
/// One flag for the process (there is one loop drawing one terminal), seen only by work
/// run inside ``whileArmed(_:)`` — the loop's frames —, so other threads' text layout (a
/// test, a background job) never stops because the loop was asked to.
public enum Interruption {
    private static let flag = Atomic<Bool>(false)
    @TaskLocal private static var armed = false

    /// Whether work in progress was asked to stop (always false outside ``whileArmed(_:)``).
    public static var isRequested: Bool { flag.load(ordering: .relaxed) && armed }

    /// Runs `work` (a frame's layout and drawing) so that a request stops it.
    public static func whileArmed<Result>(_ work: () throws -> Result) rethrows -> Result {
        try $armed.withValue(true, operation: work)
    }

    /// Asks the work in progress to stop (from any thread).
    public static func request() { flag.store(true, ordering: .relaxed) }

    private static let cutShort = Atomic<Bool>(false)

    /// Records that work stopped early because of a request: the frame it belongs to is
    /// partial. Call it where long work gives up.
    public static func noteCutShort() { cutShort.store(true, ordering: .relaxed) }

    /// Ends a frame: takes the request back and tells whether any work was cut short by
    /// it (the frame is then partial and must not be shown).
    @discardableResult
    public static func endFrame() -> Bool {
        flag.store(false, ordering: .relaxed)
        return cutShort.exchange(false, ordering: .relaxed)
    }

    /// How many steps long work takes between two looks at ``isRequested``.
    public static let checkInterval = 4096
}
