#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What BrikTUI does with one signal while a ``CursesTerminal`` runs.
enum SignalHandling: Equatable, Sendable {
    /// The run loop ends and the normal teardown restores the terminal (a second
    /// one before the loop noticed the first restores it at once and takes the default action).
    case endLoop
    /// The run loop ends with ``TerminalError/terminalLost``.
    case terminalLost
    /// Passed on to ncurses' handler, after which the loop reads `KEY_RESIZE`.
    case resize
    /// The terminal restored with write(2) and tcsetattr(3), then the process stops.
    case suspend
    /// The loop puts the terminal back into the app's modes and repaints the whole screen.
    case resume
    /// A fault (or a Swift runtime trap): the terminal restored, then the action that was
    /// in place before the terminal started, with the fault's own context: Swift's
    /// backtracer (which prints the crash, then the process dies) or the default.
    case restoreThenCrash
    /// The terminal restored, then the handler that was in place before the terminal
    /// started (Swift's backtracer, which prints every thread's stack and returns),
    /// then the default action: a core dump.
    case restoreThenBacktrace
    /// The terminal restored, then the default action: the process ends (or dumps core).
    case restoreThenDefault
}

/// How a signal was handled before the terminal started.
enum InheritedAction: Equatable, Sendable {
    /// `SIG_DFL`.
    case byDefault
    /// `SIG_IGN`.
    case ignored
    /// A handler: the app's own, or the Swift runtime's backtracer.
    case handler
}

/// Every signal BrikTUI handles and what it does with each: every signal whose default
/// action terminates the process or dumps core (POSIX's, Linux's own and the real-time
/// ones), plus resize, stop and continue.
///
/// SECURITY.md lists the same table for users; a unit test checks it is complete.
enum SignalTable {
    /// The signals, in the order SECURITY.md lists them.
    static let entries: [(signal: Int32, name: String, handling: SignalHandling)] = posix + linuxOnly + realTime

    /// The signals with a name of their own that POSIX defines.
    private static let posix: [(signal: Int32, name: String, handling: SignalHandling)] = [
        (SIGINT, "INT", .endLoop),
        (SIGTERM, "TERM", .endLoop),
        (SIGHUP, "HUP", .terminalLost),
        (SIGWINCH, "WINCH", .resize),
        (SIGTSTP, "TSTP", .suspend),
        (SIGCONT, "CONT", .resume),
        // Crashes and Swift runtime traps, and the request for a backtrace.
        (SIGQUIT, "QUIT", .restoreThenBacktrace),
        (SIGILL, "ILL", .restoreThenCrash),
        (SIGTRAP, "TRAP", .restoreThenCrash),
        (SIGABRT, "ABRT", .restoreThenCrash),
        (SIGBUS, "BUS", .restoreThenCrash),
        (SIGFPE, "FPE", .restoreThenCrash),
        (SIGSEGV, "SEGV", .restoreThenCrash),
        // Asynchronous ends nobody in the process asked for.
        (SIGPIPE, "PIPE", .restoreThenDefault),
        (SIGALRM, "ALRM", .restoreThenDefault),
        (SIGUSR1, "USR1", .restoreThenDefault),
        (SIGUSR2, "USR2", .restoreThenDefault),
        (SIGXCPU, "XCPU", .restoreThenDefault),
        (SIGXFSZ, "XFSZ", .restoreThenDefault),
        (SIGVTALRM, "VTALRM", .restoreThenDefault),
        (SIGPROF, "PROF", .restoreThenDefault),
        (SIGSYS, "SYS", .restoreThenDefault),
    ]

    #if os(Linux)
        /// Linux's signals beyond POSIX's base set that end the process by default
        /// (`SIGPOLL` is `SIGIO` there).
        private static let linuxOnly: [(signal: Int32, name: String, handling: SignalHandling)] = [
            (SIGIO, "IO", .restoreThenDefault),
            (SIGPWR, "PWR", .restoreThenDefault),
            (SIGSTKFLT, "STKFLT", .restoreThenDefault),
        ]

        /// The real-time signals `SIGRTMIN`…`SIGRTMAX` the C library leaves to programs (it
        /// keeps the first two or three of the kernel's for its threads): each ends the
        /// process by default. Named `RTMIN`, `RTMIN+1`…, `RTMAX`.
        private static let realTime: [(signal: Int32, name: String, handling: SignalHandling)] = {
            let first = __libc_current_sigrtmin()
            let last = __libc_current_sigrtmax()
            guard first > 0, first <= last, last < 65 else { return [] }
            return (first...last).map { signal in
                let name = signal == first ? "RTMIN" : signal == last ? "RTMAX" : "RTMIN+\(signal - first)"
                return (signal, name, .restoreThenDefault)
            }
        }()
    #else
        private static let linuxOnly: [(signal: Int32, name: String, handling: SignalHandling)] = []
        private static let realTime: [(signal: Int32, name: String, handling: SignalHandling)] = []
    #endif

    /// What BrikTUI does with `signal`; nil for a signal it leaves alone.
    static func handling(of signal: Int32) -> SignalHandling? {
        entries.first { $0.signal == signal }?.handling
    }

    /// Whether BrikTUI installs its handler for a signal handled as `handling`, given
    /// what was in place before the terminal started.
    ///
    /// An ignored signal stays ignored (an app that set `SIGPIPE` to `SIG_IGN` keeps it
    /// so). A handler the app installed for a signal that would otherwise end the
    /// process, or for SIGTSTP, stays the app's: the app has taken that signal over.
    /// For a crash and SIGQUIT the handler found there is Swift's backtracer, and
    /// ours runs first and passes the signal on to it.
    static func takesOver(_ handling: SignalHandling, inherited: InheritedAction) -> Bool {
        switch (inherited, handling) {
        case (.ignored, _): false
        case (.handler, .restoreThenDefault), (.handler, .suspend): false
        default: true
        }
    }
}
