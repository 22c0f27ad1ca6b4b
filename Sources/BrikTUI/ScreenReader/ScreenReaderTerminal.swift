import BrikCore
import BrikRendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The shell's terminal for the accessible mode: nothing is painted, no alternate
/// screen, no cursor movement; the app's announcements are written as plain lines
/// a screen reader or a braille display follows as they scroll by.
///
/// ``Application/runForScreenReader()`` runs an app on one (as `run(options:)`
/// does when `BRIKTUI_SCREEN_READER=1`). Keys are read raw, as in the full-screen mode, so
/// every binding works (Ctrl+C included: it is the quit key, not a signal). Text from the
/// app is made safe first: control characters and escape sequences are shown, never sent.
public final class ScreenReaderTerminal: TerminalBackend {
    private let terminal: InlineTerminal
    /// Bytes written so far.
    public private(set) var bytesWritten = 0

    /// The shell's terminal in raw mode; throws ``PromptError`` when standard input or
    /// output is not a terminal.
    public init() throws {
        terminal = try InlineTerminal()
        // Ctrl+C reaches the app as a key, as in the full-screen mode, so its quit binding
        // ends the run and the terminal is put back on the normal path.
        var modes = termios()
        if tcgetattr(STDIN_FILENO, &modes) == 0 {
            modes.c_lflag &= ~tcflag_t(ISIG)
            tcsetattr(STDIN_FILENO, TCSANOW, &modes)
        }
    }

    /// The terminal's size, which the app still lays out for (a list shows as many rows).
    public var size: Size { terminal.size }

    /// No colours: nothing is painted.
    public var colorDepth: ColorDepth { .none }

    /// Paints nothing: the frame is only what the announcements say.
    public func present(_ canvas: Canvas, cursor: Point?) throws {}

    /// Writes each line, made safe, on a line of its own.
    public func announce(_ lines: [String]) throws {
        let text = lines.map { TextWidth.sanitize($0) + "\n" }.joined()
        bytesWritten += text.utf8.count
        terminal.write(text)
    }

    /// Says what the app prints above its screen (``Application/printAbove(_:)-(Brick)``)
    /// as plain lines, like its announcements.
    public func printAbove(_ canvas: Canvas) throws {
        try announce(canvas.plainLines.map(\.trimmingTrailingSpaces))
    }

    /// The keys and pastes that arrive within `timeout` (nil: an hour at a time).
    public func waitForEvents(timeout: Duration?) throws -> [Event] {
        terminal.readEvents(timeout: timeout ?? .seconds(3600))
    }

    /// Puts the terminal back (its modes and signal handlers); safe to call twice.
    public func stop() {
        terminal.restore()
    }
}

extension Application {
    /// Runs the app in the accessible mode until it quits: instead of painting the screen,
    /// it writes plain lines saying what gained focus, what changed and what opened (see
    /// ``Application/announcesAccessibility``), in the shell's own scrollback.
    ///
    /// `run(options:)` calls it when `BRIKTUI_SCREEN_READER=1`. Throws ``PromptError``
    /// when standard input or output is not a terminal (the message is printed first).
    public func runForScreenReader() throws {
        let terminal: ScreenReaderTerminal
        do {
            terminal = try ScreenReaderTerminal()
        } catch {
            Self.report(error)
            throw error
        }
        defer { terminal.stop() }
        announcesAccessibility = true
        try run(on: terminal)
    }
}
