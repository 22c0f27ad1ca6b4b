import BrikCore
import BrikRendering
import CNcursesw
import Testing

@testable import BrikCurses

#if canImport(Glibc)
    import Glibc
#endif

/// The signal table, what is installed for what was there before, and what a signal
/// does to a running terminal (in a child process where it ends the process).
@Suite(.serialized) @MainActor struct SignalHandlingTests {
    /// POSIX's signals whose default action terminates the process or dumps core
    /// (Linux has no SIGEMT), written out here rather than taken from the table.
    /// Then Linux's own that do so (SIGIO is POSIX's SIGPOLL there), and the real-time
    /// signals the C library leaves to programs, SIGRTMIN…SIGRTMAX (found unhandled by a
    /// red-team run: the terminal stayed on the alternate screen, in raw mode).
    nonisolated static let endingByDefault: [Int32] =
        [
            SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGPIPE,
            SIGALRM, SIGTERM, SIGUSR1, SIGUSR2, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS,
            SIGIO, SIGPWR, SIGSTKFLT,
        ] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())

    /// The signals that restore the terminal and then end the process.
    nonisolated static let restoringThenEnding: [Int32] = endingByDefault.filter { ![SIGHUP, SIGINT, SIGTERM].contains($0) }

    /// Those a child process raises in ``SignalExitTests``: every named one, and the first,
    /// a middle and the last real-time signal.
    nonisolated static let raisedInAChild: [Int32] = {
        let first = __libc_current_sigrtmin()
        let last = __libc_current_sigrtmax()
        return restoringThenEnding.filter { $0 < first } + [first, (first + last) / 2, last]
    }()

    @Test func everySignalThatEndsTheProcessIsHandledOnce() {
        let signals = SignalTable.entries.map(\.signal)
        #expect(Set(signals).count == signals.count, "a signal is listed twice")
        for signal in Self.endingByDefault {
            let handling = SignalTable.handling(of: signal)
            #expect(handling != nil && handling != .resize && handling != .suspend && handling != .resume, "signal \(signal)")
        }
        #expect(SignalTable.handling(of: SIGWINCH) == .resize)
        #expect(SignalTable.handling(of: SIGTSTP) == .suspend)
        #expect(SignalTable.handling(of: SIGCONT) == .resume)
        // SIGKILL and SIGSTOP cannot be caught; SIGTTIN/SIGTTOU and SIGCHLD are left alone.
        for signal in [SIGKILL, SIGSTOP, SIGTTIN, SIGTTOU, SIGCHLD] {
            #expect(SignalTable.handling(of: signal) == nil)
        }
    }

    /// The "## Signals" section of SECURITY.md at the package root.
    private func securitySignalsSection() -> String {
        var path = "\(#filePath)"
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        guard let file = fopen(path + "/SECURITY.md", "r") else { return "" }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let start = text.firstRange(of: "\n## Signals\n") else { return "" }
        let rest = text[start.upperBound...]
        return String(rest[..<(rest.firstRange(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    @Test func securityListsEverySignalOfTheTable() {
        let section = securitySignalsSection()
        #expect(!section.isEmpty, "SECURITY.md has no Signals section")
        // The real-time signals are listed as one range.
        for entry in SignalTable.entries where !entry.name.hasPrefix("RTMIN+") {
            #expect(section.contains("`SIG\(entry.name)`"), "SECURITY.md does not list SIG\(entry.name)")
        }
    }

    @Test func whatWasThereBeforeDecidesWhetherOursIsInstalled() {
        let all: [SignalHandling] = [
            .endLoop, .terminalLost, .resize, .suspend, .resume, .restoreThenCrash, .restoreThenBacktrace,
            .restoreThenDefault,
        ]
        for handling in all {
            #expect(SignalTable.takesOver(handling, inherited: .byDefault), "\(handling)")
            #expect(!SignalTable.takesOver(handling, inherited: .ignored), "\(handling)")
        }
        // The app's own handler keeps a signal that would end the process, and SIGTSTP;
        // Swift's backtracer (on crashes and SIGQUIT) is run after the terminal is restored.
        let keptByTheApp = all.filter { !SignalTable.takesOver($0, inherited: .handler) }
        #expect(keptByTheApp == [.suspend, .restoreThenDefault])
    }

    /// A handler an app might install.
    private static let appHandler: @convention(c) (Int32) -> Void = { _ in }

    /// The plain handler currently installed for `signal` (nil: default or ignored).
    private func currentHandler(of signal: Int32) -> UnsafeRawPointer? {
        var action = sigaction()
        _ = brik_current_action(signal, &action)
        guard brik_action_kind(&action) == 2, let handler = action.__sigaction_handler.sa_handler else { return nil }
        return unsafeBitCast(handler, to: UnsafeRawPointer.self)
    }

    private func kind(of signal: Int32) -> Int32 {
        var action = sigaction()
        _ = brik_current_action(signal, &action)
        return brik_action_kind(&action)
    }

    private func pointer(_ handler: @convention(c) (Int32) -> Void) -> UnsafeRawPointer {
        unsafeBitCast(handler, to: UnsafeRawPointer.self)
    }

    @Test func ignoredStaysIgnoredAnAppHandlerStaysAndStopPutsBackWhatWasThere() throws {
        var saved = Array<sigaction>(repeating: sigaction(), count: 4)
        let signals = [SIGPIPE, SIGUSR2, SIGUSR1, SIGALRM]
        for (i, signal) in signals.enumerated() { _ = brik_current_action(signal, &saved[i]) }
        defer { for (i, signal) in signals.enumerated() { _ = brik_restore_handler(signal, &saved[i]) } }
        _ = brik_install_handler(SIGPIPE, SIG_IGN, 0, nil)
        _ = brik_install_handler(SIGUSR2, Self.appHandler, 0, nil)
        _ = brik_install_handler(SIGUSR1, nil, 0, nil)
        _ = brik_install_handler(SIGALRM, nil, 0, nil)

        let options = CursesOptions(mouse: false, bracketedPaste: false, handlesSignals: true, runsMainActorWork: false)
        let screen = try HeadlessScreen(size: Size(width: 20, height: 3), options: options)
        #expect(kind(of: SIGPIPE) == 1, "SIGPIPE ignored before start stays ignored")
        #expect(currentHandler(of: SIGUSR2) == pointer(Self.appHandler), "the app's SIGUSR2 handler stays")
        #expect(currentHandler(of: SIGUSR1) == pointer(SignalBridge.handler(for: .restoreThenDefault)))
        #expect(currentHandler(of: SIGTSTP) == pointer(SignalBridge.handler(for: .suspend)))
        #expect(currentHandler(of: SIGCONT) == pointer(SignalBridge.handler(for: .resume)))
        // Installed by the app while the terminal runs: stop() leaves it.
        _ = brik_install_handler(SIGALRM, Self.appHandler, 0, nil)
        screen.close()

        #expect(kind(of: SIGPIPE) == 1)
        #expect(currentHandler(of: SIGUSR2) == pointer(Self.appHandler))
        #expect(kind(of: SIGUSR1) == 0, "SIGUSR1 back to its default action")
        #expect(currentHandler(of: SIGALRM) == pointer(Self.appHandler))
        #expect(currentHandler(of: SIGTSTP) != pointer(SignalBridge.handler(for: .suspend)))
    }

    @Test func continuingRepaintsTheScreenAndDoesNotEndTheLoop() throws {
        // Input from a pipe nobody writes to (/dev/null would read as a terminal gone away).
        var keys: [Int32] = [-1, -1]
        _ = pipe(&keys)
        defer { for end in keys { close(end) } }
        let options = CursesOptions(mouse: false, bracketedPaste: false, handlesSignals: true, runsMainActorWork: false)
        let screen = try HeadlessScreen(size: Size(width: 20, height: 3), inputPath: "/dev/fd/\(keys[0])", options: options)
        defer { screen.close() }
        var canvas = Canvas(size: Size(width: 20, height: 3))
        canvas.write("still here", at: Point(x: 2, y: 1))
        try screen.terminal.present(canvas, cursor: nil)
        let before = screen.bytesWritten
        try screen.terminal.present(canvas, cursor: nil)
        #expect(screen.bytesWritten == before, "an unchanged frame writes nothing")

        kill(getpid(), SIGCONT)
        let events = try screen.terminal.waitForEvents(timeout: .milliseconds(20))
        #expect(events.isEmpty)
        // The whole screen went out again (the text among it), as after a stop.
        #expect(screen.bytesWritten > before + "still here".utf8.count)
        #expect(screen.screenLines()[1] == "  still here        ")
    }
}

/// What a signal does to a running terminal where it ends the process: each case runs
/// in a child process, whose standard output is the terminal's.
@Suite(.serialized) struct SignalExitTests {
    /// Starts a headless terminal on standard output with signal handling, draws a
    /// line, then raises `signal`: what runs in the child process of the tests below.
    static func drawThenRaise(_ signal: Int32) async {
        await MainActor.run {
            let options = CursesOptions(
                mouse: false, bracketedPaste: false, handlesSignals: true, runsMainActorWork: false, hyperlinks: false)
            guard
                let terminal = try? CursesTerminal(
                    headlessOutputPath: "/dev/stdout", size: Size(width: 20, height: 3), options: options)
            else { exit(2) }
            var canvas = Canvas(size: Size(width: 20, height: 3))
            canvas.write("drawn", at: Point(x: 0, y: 0))
            try? terminal.present(canvas, cursor: nil)
            // Half of these dump core: not into the package directory.
            var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
            setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
            // The test runner's threads block some signals (SIGUSR1, SIGALRM…); an app's do not.
            var only = sigset_t()
            sigemptyset(&only)
            sigaddset(&only, signal)
            pthread_sigmask(SIG_UNBLOCK, &only, nil)
            raise(signal)
            // Only an ignored or handled signal gets here.
            terminal.stop()
        }
    }

    /// The exit status a sanitizer's own deadly-signal handler ends the process with, when
    /// the tests run under one (its runtime is linked in): AddressSanitizer exits 1,
    /// ThreadSanitizer 66. `nil` without a sanitizer.
    static let sanitizerExitCode: CInt? =
        dlsym(nil, "__asan_init") != nil ? 1 : dlsym(nil, "__tsan_init") != nil ? 66 : nil

    static let resetBytes = "\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1l\u{1B}>\u{1B}[?1049l\u{1B}[0m\r\n"

    @Test(arguments: SignalHandlingTests.raisedInAChild)
    func aSignalThatEndsTheProcessRestoresTheTerminalFirst(_ signal: Int32) async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) { [signal] in
            await SignalExitTests.drawThenRaise(signal)
        }
        // A crash goes on to the action that was there before: the default or Swift's
        // backtracer here. Under a sanitizer it is the sanitizer's report of a deadly
        // signal for SIGSEGV, SIGBUS and SIGFPE, which ends the child with the
        // sanitizer's exit code, and the child's observed output comes back empty; the
        // run without one checks those.
        if let exitCode = Self.sanitizerExitCode, [SIGSEGV, SIGBUS, SIGFPE].contains(signal) {
            #expect(result?.exitStatus == .exitCode(exitCode), "signal \(signal)")
            return
        }
        #expect(result?.exitStatus == .signal(signal), "signal \(signal)")
        let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        #expect(output.contains("drawn"))
        #expect(output.hasSuffix(Self.resetBytes), "signal \(signal): the output ends \(output.suffix(40).debugDescription)")
    }

    @Test func noNcursesHandlerOutlivesItsScreen() async {
        // In a fresh process: ncurses installs its handlers on the first newterm only.
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let signals = [SIGINT, SIGTERM, SIGTSTP, SIGWINCH]
                var before = Array(repeating: sigaction(), count: signals.count)
                for (i, signal) in signals.enumerated() { _ = brik_current_action(signal, &before[i]) }
                guard
                    let terminal = try? CursesTerminal(
                        headlessOutputPath: "/dev/null", size: Size(width: 20, height: 3), options: .headless)
                else { exit(2) }
                var during = sigaction()
                _ = brik_current_action(SIGTSTP, &during)
                precondition(brik_same_action(&during, &before[2]) == 0, "ncurses installed no SIGTSTP handler")
                terminal.stop()
                for (i, signal) in signals.enumerated() {
                    var after = sigaction()
                    _ = brik_current_action(signal, &after)
                    precondition(brik_same_action(&after, &before[i]) == 1, "signal \(signal) not put back")
                }
            }
        }
    }

    @Test func anIgnoredSignalLeavesTheAppRunning() async {
        await #expect(processExitsWith: .success) {
            signal(SIGPIPE, SIG_IGN)
            await SignalExitTests.drawThenRaise(SIGPIPE)
            exit(0)
        }
    }
}
