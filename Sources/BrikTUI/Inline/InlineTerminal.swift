import BrikCore
import BrikRendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the signal handlers read: plain memory set before any handler is installed.
nonisolated(unsafe) private var savedModes = termios()
nonisolated(unsafe) private var rawModes = termios()
nonisolated(unsafe) private var hasSavedModes = false
nonisolated(unsafe) private var resizeSignalled: Int32 = 0
/// Written on a fatal signal: reset the style, show the cursor, end bracketed paste, new line.
private let emergencyReset: [UInt8] = Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?2004l\r\n".utf8)

/// Puts the terminal back and lets `signal` take its default action.
private func restoreAndRaise(_ number: Int32) {
    if hasSavedModes { tcsetattr(STDIN_FILENO, TCSANOW, &savedModes) }
    emergencyReset.withUnsafeBytes { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    if number != SIGTSTP { hasSavedModes = false }
    signal(number, SIG_DFL)
    raise(number)
}

/// Back from a stop: raw mode again, and the stop handler again.
private func resumeAfterStop(_ number: Int32) {
    if hasSavedModes { tcsetattr(STDIN_FILENO, TCSANOW, &rawModes) }
    signal(SIGTSTP, restoreAndRaise)
    resizeSignalled = 1
}

/// write(2), under a name the terminal's own `write(_:)` does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

private func noteResize(_ number: Int32) {
    resizeSignalled = 1
}

/// The shell's terminal, used without the alternate screen: raw input decoded
/// by ``InputDecoder``, output written as it is given, the size read from the
/// kernel.
///
/// Creating one puts standard input in raw mode (no echo, no line editing;
/// Ctrl+C still sends SIGINT) and installs handlers that put the terminal back
/// on SIGINT, SIGTERM, SIGHUP and SIGQUIT before the process ends, and on
/// SIGTSTP before it stops (raw mode comes back on SIGCONT). ``restore()``, or
/// releasing the terminal, puts everything back on the normal path. Only one
/// should exist at a time.
public final class InlineTerminal {
    /// The decoder and its clock (when held input is due, the paste's Ctrl-C).
    private var reader = TimedInputDecoder()
    /// How long a lone ESC waits to be the start of a key sequence.
    private static let escapeDelay: Duration = .milliseconds(25)
    private var restored = false
    private var previousHandlers: [(Int32, sighandler_t?)] = []
    /// The width probe, once asked (``WidthProbe``); it takes late reports until `lateUntil`.
    private var probe: WidthProbe?
    private var lateUntil = ContinuousClock.now
    /// Events typed while the probe waited, returned by the next read.
    private var early: [Event] = []

    /// The width profile the terminal was found to have (glibc's when not asked).
    public var widthProfile: WidthProfile { probe?.profile ?? .glibc }

    /// How long asking for the widths took (zero when not asked).
    public private(set) var widthProbeDuration = Duration.zero

    /// Whether standard input and standard output are both terminals, so an
    /// inline terminal can be made.
    public static var isAvailable: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// The shell's terminal in raw mode; throws ``PromptError`` when standard
    /// input or output is not a terminal.
    ///
    /// `widths` says where text widths come from: ``WidthProbe/Source/probe`` asks the
    /// terminal (on the cursor's row, erased afterwards), ``WidthProbe/Source/glibc``
    /// keeps glibc's table; nil reads `BRIKTUI_WIDTHS=glibc|probe` and asks by default.
    /// With `keysSendSignals` false, Ctrl+C, Ctrl+\\ and Ctrl+Z arrive as keys instead of
    /// signals (what an ``Application`` run inline wants: its quit key ends it normally).
    public init(widths: WidthProbe.Source? = nil, keysSendSignals: Bool = true) throws {
        guard Self.isAvailable else { throw PromptError.notInteractive(question: nil) }
        var modes = termios()
        guard tcgetattr(STDIN_FILENO, &modes) == 0 else { throw PromptError.notInteractive(question: nil) }
        savedModes = modes
        modes.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN)
        if !keysSendSignals { modes.c_lflag &= ~tcflag_t(ISIG) }
        modes.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | ISTRIP)
        rawModes = modes
        hasSavedModes = true
        tcsetattr(STDIN_FILENO, TCSANOW, &rawModes)
        resizeSignalled = 0
        for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP] {
            previousHandlers.append((number, signal(number, restoreAndRaise)))
        }
        previousHandlers.append((SIGCONT, signal(SIGCONT, resumeAfterStop)))
        previousHandlers.append((SIGWINCH, signal(SIGWINCH, noteResize)))
        var environment: [String: String] = [:]
        if let value = getenv("BRIKTUI_WIDTHS") { environment["BRIKTUI_WIDTHS"] = String(cString: value) }
        let (source, diagnostic) = WidthProbe.source(option: widths, environment: environment, outputIsTerminal: true)
        if let diagnostic {
            let line = Array("briktui: \(diagnostic)\r\n".utf8)
            _ = line.withUnsafeBytes { systemWrite(STDERR_FILENO, $0.baseAddress, $0.count) }
        }
        if source == .probe { askWidths() }
    }

    /// Asks the terminal how wide it draws the probe characters, at the cursor, and
    /// installs the profile learned (see ``WidthProbe``).
    private func askWidths() {
        let started = ContinuousClock.now
        let (asked, leftovers) = WidthProbe.ask(
            row: nil, decoder: &reader.decoder, write: { Self.writeOut($0) },
            read: { milliseconds in
                var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, Int32(clamping: milliseconds)) > 0 else { return [] }
                var buffer = [UInt8](repeating: 0, count: 1024)
                let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                return count > 0 ? Array(buffer[..<count]) : []
            })
        probe = asked
        early = leftovers.events
        widthProbeDuration = ContinuousClock.now - started
        lateUntil = ContinuousClock.now + WidthProbe.lateReportWindow
        WidthProfile.install(asked.profile)
    }

    /// Consumes the probe's late reports among the decoder's replies, within the late window.
    private func consumeLateReports() {
        guard var asked = probe, asked.outstandingReports > 0 else { return }
        if ContinuousClock.now > lateUntil { asked.forgetLateReports() }
        var others: [TerminalReply] = []
        asked.take(reader.decoder.takeReplies(), into: &others)
        probe = asked
        reader.decoder.cursorReportsExpected = asked.outstandingReports
    }

    deinit { restore() }

    /// The terminal's size in cells (80 × 24 when the kernel does not say).
    public var size: Size {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return Size(width: 80, height: 24)
        }
        return Size(width: Int(window.ws_col), height: Int(window.ws_row))
    }

    /// Whether the terminal changed size since the last call (SIGWINCH); asking clears it.
    public func takeResize() -> Bool {
        guard resizeSignalled != 0 else { return false }
        resizeSignalled = 0
        return true
    }

    /// Writes `text` to standard output at once, retrying short writes.
    public func write(_ text: String) {
        Self.writeOut(text)
    }

    /// Writes `text` to standard output, retrying short and interrupted writes.
    public static func writeOut(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// The events that arrive within `timeout`: keys and pastes, and a
    /// ``Event/resize(_:)`` when the terminal changed size. Empty when
    /// nothing came; an end of input (the terminal closed) ends with Ctrl+D.
    public func readEvents(timeout: Duration) -> [Event] {
        if takeResize() { return [.resize(size)] }
        if !early.isEmpty {
            defer { early = [] }
            return early
        }
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        // Held input (a lone ESC, half a character, an open paste) is flushed when it is
        // due, measured from the last byte read, never sooner.
        let now = ContinuousClock.now
        var wait = timeout
        if let due = reader.flushDue(escapeDelay: Self.escapeDelay) { wait = max(.zero, min(wait, due - now)) }
        let (seconds, attoseconds) = wait.components
        let milliseconds = Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
        let ready = poll(&descriptor, 1, milliseconds)
        if ready <= 0 {
            if takeResize() { return [.resize(size)] }
            return reader.flushIfDue(at: .now, escapeDelay: Self.escapeDelay)
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count == 0 { return [.key(.ctrl("d"))] }
        guard count > 0 else { return [] }
        let events = reader.feed(buffer[..<count], at: .now)
        consumeLateReports()
        return events
    }

    /// Shows the cursor, ends bracketed paste, and puts the terminal's modes
    /// and signal handlers back; safe to call twice.
    public func restore() {
        guard !restored else { return }
        restored = true
        write("\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h")
        if probe?.turnsOnClusterMode == true { write("\u{1B}[?2027l") }
        if probe != nil { WidthProfile.install(.glibc) }
        if hasSavedModes { tcsetattr(STDIN_FILENO, TCSANOW, &savedModes) }
        hasSavedModes = false
        for (number, handler) in previousHandlers.reversed() { signal(number, handler) }
    }
}
