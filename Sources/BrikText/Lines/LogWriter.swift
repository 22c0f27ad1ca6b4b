import BrikCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Appends to a ``LogView`` from any task or thread: lines are collected under a lock and
/// handed to the main actor in batches, one main-actor job per batch, however fast they come.
///
/// ```swift
/// let writer = logView.writer
/// Task.detached {
///     for await line in server.requests { writer.append(line) }
/// }
/// ```
/// Lines from one writer arrive in the order appended. The writer holds the view weakly:
/// lines written after the view is gone are dropped.
public final class LogWriter: Sendable {
    private let inbox = LogInbox()
    private weak let view: LogView?

    init(view: LogView) {
        self.view = view
    }

    /// Queues `text` (split at its newlines) for the view.
    ///
    /// ```swift
    /// writer.append("worker 3 finished")
    /// ```
    public func append(_ text: String) {
        guard inbox.add(text) else { return }
        // The first line since the last batch left asks for a batch; later ones join it.
        let view = self.view
        let inbox = self.inbox
        Task { @MainActor in
            view?.append(contentsOf: inbox.takeAll())
        }
    }
}

/// The lines written and not yet handed over, behind a mutex (the core links no Foundation,
/// and `Synchronization.Mutex` needs a newer macOS than the package supports).
private final class LogInbox: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var lines: [String] = []

    init() {
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Adds `line`; true when the inbox was empty (a batch must be asked for).
    func add(_ line: String) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        lines.append(line)
        return lines.count == 1
    }

    /// Everything waiting, oldest first; the inbox is then empty.
    func takeAll() -> [String] {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let taken = lines
        lines = []
        return taken
    }
}
