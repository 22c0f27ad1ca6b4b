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

/// Signal handling for the one active ``CursesTerminal``.
///
/// SIGINT, SIGTERM, SIGHUP and SIGWINCH only write their number into a
/// self-pipe, which the run loop polls next to standard input: the loop then
/// ends (or resizes) and the normal teardown runs. SIGWINCH is passed on to
/// ncurses' own handler, which is what makes `wget_wch` report `KEY_RESIZE`.
/// A second termination signal before the loop noticed the first (a hung
/// app) restores the terminal at once and takes the default action.
///
/// Crashes (SIGSEGV, SIGBUS, SIGILL and SIGTRAP from Swift traps, SIGABRT)
/// restore the terminal as far as async-signal-safety allows: raw reset
/// bytes written with write(2) and the saved termios put back. Then the
/// previous action (the default, or Swift's backtracer) runs.
enum SignalBridge {
    static let notifying: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH]
    static let fatal: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    nonisolated(unsafe) static let state: UnsafeMutablePointer<SignalState> = {
        let pointer = UnsafeMutablePointer<SignalState>.allocate(capacity: 1)
        pointer.initialize(to: SignalState())
        return pointer
    }()

    /// The actions in place before ours, by signal number.
    nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        pointer.initialize(repeating: sigaction(), count: 65)
        return pointer
    }()

    /// Installs every handler; `pipeWrite` receives one byte per notifying signal.
    static func install(pipeWrite: Int32, inputFD: Int32, outputFD: Int32, savedModes: termios?) {
        let state = Self.state
        _ = Self.previous
        state.pointee = SignalState(
            pipeWrite: pipeWrite, outputFD: outputFD, inputFD: inputFD,
            hasSavedModes: savedModes != nil, savedModes: savedModes ?? termios(), pendingTerminations: 0)
        for signal in notifying {
            _ = brik_install_handler(signal, notifyHandler, 0, previous + Int(signal))
        }
        for signal in fatal {
            _ = brik_install_handler(signal, fatalHandler, 0, previous + Int(signal))
        }
        // A programming error (a missing tag) restores the terminal before its
        // message is printed, so the message is not lost on the alternate screen.
        TerminalRestoration.register { restoreTerminalFromHandler() }
    }

    /// Puts back the actions that were in place before ``install(pipeWrite:inputFD:outputFD:savedModes:)``.
    static func uninstall() {
        for signal in notifying + fatal {
            _ = brik_restore_handler(signal, previous + Int(signal))
        }
        state.pointee.pipeWrite = -1
        TerminalRestoration.register(nil)
    }

    /// Marks the termination signals read from the pipe as handled.
    static func acknowledgeTerminations() {
        state.pointee.pendingTerminations = 0
    }
}

/// Writes the signal number into the self-pipe (chaining SIGWINCH to ncurses).
private let notifyHandler: @convention(c) (Int32) -> Void = { signal in
    let savedErrno = errno
    defer { errno = savedErrno }
    let state = SignalBridge.state
    if signal == SIGWINCH {
        brik_chain_handler(signal, SignalBridge.previous + Int(signal))
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
private let fatalHandler: @convention(c) (Int32) -> Void = { signal in
    restoreTerminalFromHandler()
    _ = brik_restore_handler(signal, SignalBridge.previous + Int(signal))
    // Blocked while this handler runs: delivered with the previous action on return
    // (a faulting instruction also just faults again).
    raise(signal)
}

/// Leaves mouse modes, bracketed paste, application keypad and the alternate
/// screen and shows the cursor, with nothing but write(2) and tcsetattr(3).
func restoreTerminalFromHandler() {
    let state = SignalBridge.state
    let reset: StaticString =
        "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1l\u{1B}>\u{1B}[?1049l\u{1B}[0m\r\n"
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
