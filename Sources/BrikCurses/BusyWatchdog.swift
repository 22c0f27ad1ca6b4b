import BrikRendering
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Watches, from a thread of its own, for input that arrives while the loop is busy with
/// a long frame, and asks that frame's work to stop (``Interruption``).
///
/// The loop is single-threaded: while it lays out megabytes of text it reads no key, so
/// Ctrl-C would wait for the layout to end. The watchdog only looks (`poll` with no
/// timeout on the terminal and the signal self-pipe; it reads nothing): once the loop has
/// been away from ``CursesTerminal/waitForEvents(timeout:)`` for more than ``threshold``
/// and a key, a resize or a signal is waiting, it raises the request. Long work stops,
/// the loop throws the partial frame away and handles the input at once.
final class BusyWatchdog: Sendable {
    /// How long a frame may run before waiting input cuts it short.
    static let threshold: Duration = .milliseconds(50)
    /// How often the watchdog looks.
    static let period: Duration = .milliseconds(10)

    /// When the loop last left the wait (monotonic nanoseconds); 0 while it waits.
    private let busySince = Atomic<Int64>(0)
    private let running = Atomic<Bool>(true)
    private let descriptors: [Int32]

    /// A watchdog over `descriptors` (the terminal's input, the signal pipe); it counts the
    /// loop as busy from now (the first frame is drawn before the first wait).
    init(descriptors: [Int32]) {
        self.descriptors = descriptors.filter { $0 >= 0 }
        busySince.store(Self.monotonicNanoseconds(), ordering: .relaxed)
    }

    /// The loop waits for events: input is its to read.
    func loopWaits() { busySince.store(0, ordering: .relaxed) }

    /// The loop works on a frame from now.
    func loopWorks() { busySince.store(Self.monotonicNanoseconds(), ordering: .relaxed) }

    /// Starts the thread; nil when it could not be made (then long frames are not cut short).
    func start() -> pthread_t? {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let made = pthread_create(
            &thread, nil,
            { context in
                guard let context else { return nil }
                let watchdog = Unmanaged<BusyWatchdog>.fromOpaque(context).takeRetainedValue()
                watchdog.watch()
                return nil
            }, context)
        guard made == 0 else {
            Unmanaged<BusyWatchdog>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    /// Ends the thread started by ``start()`` and waits for it.
    func stop(_ thread: pthread_t) {
        running.store(false, ordering: .relaxed)
        pthread_join(thread, nil)
    }

    private func watch() {
        let threshold = Self.nanoseconds(Self.threshold)
        let period = useconds_t(Self.nanoseconds(Self.period) / 1000)
        var fds = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        while running.load(ordering: .relaxed) {
            usleep(period)
            let since = busySince.load(ordering: .relaxed)
            guard since != 0, Self.monotonicNanoseconds() - since > threshold, !Interruption.isRequested else { continue }
            for index in fds.indices { fds[index].revents = 0 }
            if poll(&fds, nfds_t(fds.count), 0) > 0, fds.contains(where: { $0.revents != 0 }) {
                Interruption.request()
            }
        }
    }

    private static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }

    private static func monotonicNanoseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
