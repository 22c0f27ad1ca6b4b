import BrikCore
import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the signal handlers read: plain memory, set up before any handler is
/// installed, so a handler touches no Swift runtime beyond a pointer load.
struct SignalState {
    /// Write end of the self-pipe; -1 when no terminal is active.
    var pipeWrite: Int32 = -1
    /// Where the emergency reset bytes go.
    var outputFD: Int32 = -1
    /// The terminal whose modes are put back after a crash.
    var inputFD: Int32 = -1
    /// Whether ``savedModes`` holds the modes from before ncurses started.
    var hasSavedModes = false
    /// The terminal modes from before `newterm`.
    var savedModes = termios()
    /// Termination signals received and not yet handled by the run loop.
    var pendingTerminations: Int32 = 0
}

/// Signal handling for the one active ``CursesTerminal``, as ``SignalTable`` lists it.
///
/// SIGINT, SIGTERM, SIGHUP, SIGWINCH and SIGCONT only write their number into a
/// self-pipe, which the run loop polls next to standard input: the loop then
/// ends, resizes or repaints, and the normal teardown runs. SIGWINCH is passed
/// on to ncurses' own handler too; the loop reads the new size from the kernel.
/// A second termination signal before the loop noticed the first (a hung
/// app) restores the terminal at once and takes the default action.
///
/// Every other signal that would end the process (crashes, SIGQUIT, SIGPIPE,
/// SIGUSR1, the timers…) and SIGTSTP restore the terminal as far as
/// async-signal-safety allows: fixed reset bytes written with write(2) and the
/// saved termios put back. Then the previous action (the default, or Swift's
/// backtracer) runs; for SIGTSTP the process stops, and SIGCONT brings the app's
/// screen back.
enum SignalBridge {
    nonisolated(unsafe) static let state: UnsafeMutablePointer<SignalState> = {
        let pointer = UnsafeMutablePointer<SignalState>.allocate(capacity: 1)
        pointer.initialize(to: SignalState())
        return pointer
    }()

    /// The actions in place before the terminal started (before `newterm`), by signal
    /// number: what a crash hands over to, and what ``uninstall()`` puts back.
    nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        pointer.initialize(repeating: sigaction(), count: 65)
        return pointer
    }()

    /// The actions in place after `newterm`: ncurses' own handlers (SIGWINCH, which ours
    /// calls; SIGINT, SIGTERM and SIGTSTP, which ours replace).
    nonisolated(unsafe) static let afterNewterm: UnsafeMutablePointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        pointer.initialize(repeating: sigaction(), count: 65)
        return pointer
    }()

    /// The signals whose handler is ours, set by ``install(pipeWrite:inputFD:outputFD:savedModes:)``.
    nonisolated(unsafe) private(set) static var installed: [Int32] = []

    /// Saves every listed signal's current action. Call before `newterm`, which
    /// installs ncurses' handlers over the default ones.
    static func recordInheritedActions() {
        for entry in SignalTable.entries {
            _ = brik_current_action(entry.signal, previous + Int(entry.signal))
        }
    }

    /// Saves every listed signal's action after `newterm`: ncurses' own handlers.
    static func recordNcursesActions() {
        for entry in SignalTable.entries {
            _ = brik_current_action(entry.signal, afterNewterm + Int(entry.signal))
        }
    }

    /// What the action recorded by ``recordInheritedActions()`` for `signal` is.
    static func inheritedAction(of signal: Int32) -> InheritedAction {
        switch brik_action_kind(previous + Int(signal)) {
        case 0: .byDefault
        case 1: .ignored
        default: .handler
        }
    }

    /// Installs our handler for every signal ``SignalTable/takesOver(_:inherited:)`` allows
    /// (after ``recordInheritedActions()`` and ``recordNcursesActions()``); `pipeWrite`
    /// receives one byte per notifying signal.
    static func install(pipeWrite: Int32, inputFD: Int32, outputFD: Int32, savedModes: termios?) {
        state.pointee = SignalState(
            pipeWrite: pipeWrite, outputFD: outputFD, inputFD: inputFD,
            hasSavedModes: savedModes != nil, savedModes: savedModes ?? termios(), pendingTerminations: 0)
        installed = []
        for entry in SignalTable.entries
        where SignalTable.takesOver(entry.handling, inherited: inheritedAction(of: entry.signal)) {
            _ = brik_install_handler(entry.signal, handler(for: entry.handling), 0, nil)
            installed.append(entry.signal)
        }
        // A programming error (a missing tag) restores the terminal before its
        // message is printed, so the message is not lost on the alternate screen.
        TerminalRestoration.register { restoreTerminalFromHandler() }
    }

    /// Puts back the actions from before the terminal started where ours or ncurses'
    /// (installed by `newterm`) are in place, so that no handler outlives its screen
    /// and the next terminal finds what the app set up. A handler the app has
    /// installed since stays. For every terminal, with signal handling or without.
    static func uninstall() {
        for entry in SignalTable.entries {
            let before = previous + Int(entry.signal)
            let ncurses = afterNewterm + Int(entry.signal)
            if installed.contains(entry.signal) {
                _ = brik_restore_handler_if(entry.signal, handler(for: entry.handling), before)
            } else if brik_same_action(ncurses, before) == 0 {
                _ = brik_restore_handler_if(entry.signal, brik_action_handler(ncurses), before)
            }
        }
        installed = []
        state.pointee.pipeWrite = -1
        TerminalRestoration.register(nil)
    }

    /// Marks the termination signals read from the pipe as handled.
    static func acknowledgeTerminations() {
        state.pointee.pendingTerminations = 0
    }

    /// Our handler for signals handled as `handling`.
    static func handler(for handling: SignalHandling) -> @convention(c) (Int32) -> Void {
        switch handling {
        case .endLoop, .terminalLost, .resize, .resume: notifyHandler
        case .suspend: suspendHandler
        case .restoreThenCrash: crashHandler
        case .restoreThenBacktrace, .restoreThenDefault: terminateHandler
        }
    }
}

/// Writes the signal number into the self-pipe (chaining SIGWINCH to ncurses).
private let notifyHandler: @convention(c) (Int32) -> Void = { signal in
    let savedErrno = errno
    defer { errno = savedErrno }
    let state = SignalBridge.state
    if signal == SIGWINCH || signal == SIGCONT {
        brik_chain_handler(signal, SignalBridge.afterNewterm + Int(signal))
    } else {
        state.pointee.pendingTerminations += 1
        if state.pointee.pendingTerminations > 1 {
            restoreTerminalFromHandler()
            _ = brik_restore_handler(signal, SignalBridge.previous + Int(signal))
            raiseWithDefaultAction(signal)
            return
        }
    }
    var byte = UInt8(truncatingIfNeeded: signal)
    if state.pointee.pipeWrite >= 0 {
        _ = write(state.pointee.pipeWrite, &byte, 1)
    }
}

/// Restores the terminal, then lets the previous action handle the crash.
private let crashHandler: @convention(c) (Int32) -> Void = { signal in
    restoreTerminalFromHandler()
    _ = brik_restore_handler(signal, SignalBridge.previous + Int(signal))
    // Blocked while this handler runs: delivered with the previous action on return
    // (a faulting instruction also just faults again), so Swift's backtracer sees the
    // fault's own registers.
    raise(signal)
}

/// Restores the terminal, runs the previous handler if there was one (Swift's
/// backtracer for SIGQUIT, which returns when it is done), then the default action.
private let terminateHandler: @convention(c) (Int32) -> Void = { signal in
    restoreTerminalFromHandler()
    let previous = SignalBridge.previous + Int(signal)
    if brik_action_kind(previous) == 2 {
        brik_take_action_now(signal, previous)
    }
    brik_take_default_action_now(signal)
}

/// Restores the terminal and stops; SIGCONT (through the self-pipe) brings the screen back.
private let suspendHandler: @convention(c) (Int32) -> Void = { signal in
    let savedErrno = errno
    defer { errno = savedErrno }
    restoreTerminalFromHandler()
    brik_take_default_action_now(signal)
}

/// Ends a synchronized update, leaves mouse modes, bracketed paste, application keypad and the alternate
/// screen and shows the cursor, with nothing but write(2) and tcsetattr(3).
func restoreTerminalFromHandler() {
    let state = SignalBridge.state
    let reset: StaticString =
        "\u{1B}[?2026l\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1l\u{1B}>\u{1B}[?1049l\u{1B}[0m\r\n"
    if state.pointee.outputFD >= 0 {
        _ = write(state.pointee.outputFD, reset.utf8Start, reset.utf8CodeUnitCount)
    }
    if state.pointee.hasSavedModes && state.pointee.inputFD >= 0 {
        _ = withUnsafePointer(to: &state.pointee.savedModes) { tcsetattr(state.pointee.inputFD, TCSANOW, $0) }
    }
}

/// After a second termination signal: the default action, right now.
private func raiseWithDefaultAction(_ signal: Int32) {
    _ = brik_install_handler(signal, nil, 0, nil)
    raise(signal)
}
