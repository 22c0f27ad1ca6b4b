import BrikCore

/// How a ``CursesTerminal`` sets up the terminal.
public struct CursesOptions: Sendable {
    /// Whether mouse presses, releases, wheel turns and moves are reported.
    /// Off leaves the terminal's own text selection working.
    public var mouse: Bool
    /// Whether pasted text arrives as one ``Event/paste(_:)`` (bracketed paste,
    /// `ESC[?2004h`). Terminals that lack the mode ignore the request.
    public var bracketedPaste: Bool
    /// How long a lone Escape waits for the rest of a sequence, in milliseconds.
    /// Longer is safer over slow links; shorter makes the Escape key snappier.
    public var escapeDelay: Int
    /// Whether SIGINT, SIGTERM and SIGHUP end the run loop with a clean teardown,
    /// every other signal that ends the process (crashes, SIGQUIT, SIGPIPE, SIGUSR1…)
    /// restores the terminal before its default action, and SIGTSTP/SIGCONT suspend
    /// and resume with the terminal given back in between (SECURITY.md lists them).
    /// A signal ignored before the terminal started stays ignored. Either way, ``CursesTerminal/stop()``
    /// puts back the actions from before the start that ncurses or BrikTUI replaced.
    public var handlesSignals: Bool
    /// Whether work queued on the main actor (a `Task` that finishes, a `DispatchQueue.main`
    /// block) runs while the loop waits for input, and can change the screen at once.
    /// The loop sleeps in `poll`; this adds the main queue's wake-up descriptor to it.
    public var runsMainActorWork: Bool
    /// Whether links on the canvas (``Canvas/link(_:to:)``) are sent as OSC 8 hyperlinks;
    /// nil decides from the environment (``HyperlinkSupport/detect(environment:)``, which
    /// `BRIKTUI_HYPERLINKS=0|1` overrides).
    public var hyperlinks: Bool?
    /// Whether each frame is sent as one synchronized update (DEC mode 2026), so the
    /// terminal never shows it half drawn; nil asks the terminal at start (DECRQM) and
    /// brackets frames only if it answers that it has the mode, `BRIKTUI_SYNC=0|1`
    /// overriding. Terminals without the mode ignore the brackets, but a forced `true`
    /// costs 16 bytes a frame there.
    public var synchronizedOutput: Bool?
    /// Whether struck cells (``TextAttributes/strikethrough``) are sent struck. ncurses has
    /// no attribute for it, so struck runs are written again after each update with SGR 9;
    /// nil does so when the terminal's terminfo entry has the extended capability `smxx`
    /// (tmux-256color and xterm-256color do; screen, linux and vt100 do not). Off, the
    /// cells are shown plain: ``CursesTerminal/drawsStrikethrough`` tells which.
    public var strikethrough: Bool?
    /// Where text widths come from: ``WidthProbe/Source/probe`` asks the terminal at start
    /// how wide it draws the characters terminals disagree on (newer emoji, VS16, flags,
    /// trigrams, ambiguous symbols), ``WidthProbe/Source/glibc`` keeps glibc's table; nil
    /// reads `BRIKTUI_WIDTHS=glibc|probe`, and asks when the output is a terminal.
    public var widths: WidthProbe.Source?

    /// Options with every feature on and a 25 ms escape delay.
    ///
    /// ```swift
    /// let terminal = try CursesTerminal.start(options: CursesOptions(hyperlinks: true))
    /// ```
    public init(
        mouse: Bool = true, bracketedPaste: Bool = true, escapeDelay: Int = 25, handlesSignals: Bool = true,
        runsMainActorWork: Bool = true, hyperlinks: Bool? = nil, synchronizedOutput: Bool? = nil,
        strikethrough: Bool? = nil, widths: WidthProbe.Source? = nil
    ) {
        self.strikethrough = strikethrough
        self.widths = widths
        self.hyperlinks = hyperlinks
        self.synchronizedOutput = synchronizedOutput
        self.mouse = mouse
        self.bracketedPaste = bracketedPaste
        self.escapeDelay = escapeDelay
        self.handlesSignals = handlesSignals
        self.runsMainActorWork = runsMainActorWork
    }

    /// For a headless terminal (tests): nothing sent beyond the drawing, no signal handlers,
    /// and the main queue left to whoever runs it.
    package static let headless = CursesOptions(
        mouse: false, bracketedPaste: false, handlesSignals: false, runsMainActorWork: false, hyperlinks: false,
        synchronizedOutput: false, strikethrough: false, widths: .glibc)
}

/// A termination signal (SIGINT or SIGTERM) arrived; ``CursesTerminal/waitForEvents(timeout:)``
/// throws it so the run loop ends and the terminal is torn down normally.
///
/// SIGHUP is reported as ``TerminalError/terminalLost`` instead, since the terminal is gone.
public struct TerminationSignal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The signal number.
    public var signal: Int32

    /// A termination by `signal`.
    public init(signal: Int32) {
        self.signal = signal
    }

    /// A message naming the signal.
    public var description: String { "terminated by signal \(signal)" }
}
