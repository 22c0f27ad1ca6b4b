import BrikRendering

/// What the frame pipeline needs from a terminal: its size and colour depth,
/// a way to show a canvas, and a way to wait for input.
///
/// ``Application/run(on:)`` drives any backend the same way; BrikCurses
/// provides the ncurses terminal, and ``TestTerminal`` a headless one.
@MainActor
public protocol TerminalBackend: AnyObject {
    /// The screen size in cells.
    var size: Size { get }
    /// The colours the terminal can show (already ``ColorDepth/none`` under `NO_COLOR`).
    var colorDepth: ColorDepth { get }
    /// Shows `canvas` (which has the backend's size) and puts the cursor at `cursor`, or hides it.
    func present(_ canvas: Canvas, cursor: Point?) throws
    /// Waits until input arrives or `timeout` passes (`nil`: no limit) and returns the
    /// events read, possibly none. Throws ``TerminalError/terminalLost`` when the
    /// terminal is gone, so the run loop ends instead of spinning.
    func waitForEvents(timeout: Duration?) throws -> [Event]
    /// Bytes written to the terminal so far, for ``RenderStats``; 0 when the backend cannot tell.
    var bytesWritten: Int { get }
    /// Cells written to the terminal so far, for ``RenderStats``; 0 when the backend cannot tell.
    var cellsWritten: Int { get }
    /// Puts `text` on the system clipboard, if the terminal allows it (OSC 52); the
    /// default does nothing.
    func copyToSystemClipboard(_ text: String)
    /// The terminal replies read since the last call, oldest first, for
    /// ``Application/onTerminalReply``; the default has none.
    func takeTerminalReplies() -> [TerminalReply]
    /// Says `lines` (the accessible mode's announcements for the frame just presented, see
    /// ``Application/announcesAccessibility``); a screen-reader terminal writes them as plain
    /// lines. The default ignores them.
    func announce(_ lines: [String]) throws
    /// Prints the rows of `canvas` above the app's screen (``Application/printAbove(_:)-(Brick)``),
    /// where they scroll into the shell's scrollback; an inline backend does, a full-screen one
    /// has nothing above its screen and drops them (the default).
    func printAbove(_ canvas: Canvas) throws
}

extension TerminalBackend {
    /// A backend that cannot count its bytes reports 0.
    public var bytesWritten: Int { 0 }
    /// A backend that cannot count its cells reports 0.
    public var cellsWritten: Int { 0 }
    /// A backend without a clipboard ignores the request.
    public func copyToSystemClipboard(_ text: String) {}
    /// A backend that reads no replies has none.
    public func takeTerminalReplies() -> [TerminalReply] { [] }
    /// A backend that shows the screen ignores announcements.
    public func announce(_ lines: [String]) throws {}
    /// A full-screen backend has no rows above its screen: the lines are dropped.
    public func printAbove(_ canvas: Canvas) throws {}
}

/// Why a terminal could not be used.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// `TERM` is not set.
    case noTerminalType
    /// `TERM` names a terminal the terminfo database does not know.
    case unknownTerminalType(String)
    /// Standard input or output is not a terminal.
    case notATerminal
    /// The terminal went away (hang-up, read error).
    case terminalLost
    /// Setting up the terminal failed for another reason.
    case setupFailed(String)

    /// What went wrong and what to do about it, for the user.
    public var description: String {
        switch self {
        case .noTerminalType: "TERM is not set; run inside a terminal or set TERM (e.g. TERM=xterm-256color)"
        case .unknownTerminalType(let name):
            "unknown terminal type \"\(name)\"; set TERM to one the terminfo database has (e.g. xterm-256color)"
        case .notATerminal: "standard input and output must be a terminal"
        case .terminalLost: "the terminal went away"
        case .setupFailed(let why): "could not set up the terminal: \(why)"
        }
    }
}
