/// Sleeping on the application's clock: the virtual one under a ``TestTerminal``, the
/// system's otherwise.
extension Application {
    /// Suspends the calling `Task` for `duration` of the application's clock, as a timer of
    /// ``after(_:_:)`` would wait: in a terminal that is real time; under a ``TestTerminal`` the
    /// sleeper wakes when ``TestTerminal/settle(for:)`` (or ``TestTerminal/advance(by:)``) moves
    /// the clock past its time, in time order with the timers. A duration of zero or less
    /// only lets other work run.
    ///
    /// Throws `CancellationError` when the task is cancelled, before or during the sleep. The
    /// clock only moves while the app runs: a Task still asleep when it stops waits until it
    /// is cancelled.
    ///
    /// ```swift
    /// Task {
    ///     for step in 1...10 {
    ///         try await app.sleep(for: .milliseconds(100))
    ///         bar.value = Double(step) / 10
    ///     }
    /// }
    /// ```
    public func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        guard duration > .zero else {
            await Task.yield()
            try Task.checkCancellation()
            return
        }
        let sleeper = Sleeper()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                sleeper.continuation = continuation
                sleeper.timer = after(duration) { sleeper.wake(throwing: nil) }
            }
        } onCancel: {
            // Said on whichever thread cancels; the sleeper lives on the main actor.
            Task { @MainActor in sleeper.wake(throwing: CancellationError()) }
        }
    }
}

/// One sleeping task: its continuation and the timer that wakes it, resumed once.
@MainActor
private final class Sleeper {
    var continuation: CheckedContinuation<Void, any Error>?
    var timer: TimerHandle?

    func wake(throwing error: (any Error)?) {
        timer?.cancel()
        timer = nil
        guard let continuation else { return }
        self.continuation = nil
        if let error {
            continuation.resume(throwing: error)
        } else {
            continuation.resume()
        }
    }
}
