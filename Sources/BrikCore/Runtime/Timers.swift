/// A handle on a scheduled timer; ``cancel()`` stops it.
@MainActor
public final class TimerHandle {
    let id: Int
    weak var owner: TimerQueue?

    init(id: Int, owner: TimerQueue) {
        self.id = id
        self.owner = owner
    }

    /// Stops the timer; it does not fire again. Cancelling twice is harmless.
    public func cancel() {
        owner?.cancel(id: id)
    }
}

/// Timers ordered by their next firing time, measured as a duration since the app started.
@MainActor
final class TimerQueue {
    struct Entry {
        var id: Int
        var due: Duration
        var interval: Duration?
        var action: () -> Void
    }

    private var entries: [Entry] = []
    private var nextID = 0

    func schedule(due: Duration, interval: Duration?, action: @escaping () -> Void) -> TimerHandle {
        nextID += 1
        entries.append(Entry(id: nextID, due: due, interval: interval, action: action))
        return TimerHandle(id: nextID, owner: self)
    }

    func cancel(id: Int) {
        entries.removeAll { $0.id == id }
    }

    /// The earliest due time, nil with no timers.
    var nextDue: Duration? {
        entries.map(\.due).min()
    }

    /// Runs every timer due at or before `now`, once each; repeating timers are
    /// rescheduled after `now` (missed periods are skipped, not replayed).
    func fire(now: Duration) {
        let due = entries.filter { $0.due <= now }.sorted { $0.due < $1.due }
        for entry in due {
            guard let index = entries.firstIndex(where: { $0.id == entry.id }) else { continue }
            if let interval = entry.interval, interval > .zero {
                var next = entries[index].due + interval
                while next <= now { next += interval }
                entries[index].due = next
            } else {
                entries.remove(at: index)
            }
            entry.action()
        }
    }
}
