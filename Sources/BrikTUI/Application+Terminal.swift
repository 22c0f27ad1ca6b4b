import BrikCore
import BrikCurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Application {
    /// Runs the app full-screen in the terminal until it quits, then restores the terminal.
    ///
    /// The terminal is restored however the loop ends: a quit, a thrown error,
    /// SIGINT/SIGTERM or a lost terminal (which end the run normally: this returns).
    /// An error is printed to standard error *after* the terminal is restored,
    /// where the user can read it, and then rethrown. A crash restores the
    /// terminal from the signal handler before the process dies.
    ///
    /// With `BRIKTUI_SCREEN_READER=1` in the environment it runs in the accessible mode
    /// instead (``runForScreenReader()``): plain lines, no full-screen drawing.
    public func run(options: CursesOptions = CursesOptions()) throws {
        if Self.environmentWantsScreenReader {
            try runForScreenReader()
            return
        }
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal.start(options: options)
        } catch {
            Self.report(error)
            throw error
        }
        // A BRIKTUI_THEME that names no theme is said where the user can read it: after the run.
        defer { if let problem = Self.environmentTheme.problem { Self.report(problem, as: "warning") } }
        do {
            defer { terminal.stop() }
            try run(on: terminal)
        } catch is TerminationSignal {
            return
        } catch TerminalError.terminalLost {
            // Nobody is left to read a message: end quietly, as after SIGHUP.
            return
        } catch {
            Self.report(error)
            throw error
        }
    }

    static func report(_ error: any Error) {
        report("\(error)", as: "error")
    }

    private static func report(_ text: String, as kind: String) {
        let message = "\(kind): \(text)\n"
        _ = message.utf8CString.withUnsafeBufferPointer { buffer in
            write(2, buffer.baseAddress, buffer.count - 1)
        }
    }
}
