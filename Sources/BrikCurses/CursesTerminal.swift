import BrikCore
import BrikRendering
import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The interactive terminal, driven by ncursesw: draws canvases, reads keys,
/// mouse, paste and resizes, and restores the terminal when it stops.
///
/// Start it with ``start(options:)`` (never `initscr`, which exits the process
/// on a bad `TERM`), hand it to ``Application/run(on:)``, and always
/// call ``stop()`` afterwards; `Application.run(options:)` in BrikTUI does all
/// three. ncurses is process-global: one terminal at a time.
@MainActor
public final class CursesTerminal: TerminalBackend {
    /// The screen size in cells; updated when a resize is read.
    public private(set) var size: Size
    /// The colours this terminal shows through ncurses (``ColorDepth/none`` under `NO_COLOR`).
    public let colorDepth: ColorDepth
    /// The options the terminal was started with.
    public let options: CursesOptions

    /// Whether ``stop()`` has run; a stopped terminal draws nothing and reads nothing.
    public var isStopped: Bool { screen == nil }

    private(set) var screen: OpaquePointer?
    let window: UnsafeMutablePointer<WINDOW>
    let outputFile: UnsafeMutablePointer<FILE>
    private let inputFile: UnsafeMutablePointer<FILE>
    /// The descriptor keys are read from (ncurses' input, read with `read(2)`).
    let inputFD: Int32
    /// The read end of the signal self-pipe, -1 without signal handling.
    let signalPipeRead: Int32
    /// The main dispatch queue's wake-up descriptor, -1 unless ``CursesOptions/runsMainActorWork``.
    let mainQueueFD: Int32
    private let signalPipeWrite: Int32
    private var drawer: CursesCanvasDrawer
    private var cursorVisible = false
    /// OSC 8 and strikethrough written after ncurses' updates (see `CursesTerminal+Overlay`).
    var overlay: CursesOverlay
    /// Whether frames are bracketed as synchronized updates (see ``SynchronizedOutput``).
    var synchronizedOutput: SynchronizedOutput
    /// The input side: the decoder with terminfo's keys, and what it remembers between reads.
    var input: CursesInputState
    /// The width probe and what it left (see `CursesTerminal+Widths`).
    var widths = CursesWidths()
    /// Glyphs written past ncurses because it would measure them otherwise.
    var widthOverlay = CursesWidthOverlay()
    /// Terminal replies read and not yet taken (at most ``InputDecoder/maximumQueuedReplies``).
    var replies: [TerminalReply] = []
    /// Cells drawn into the window so far (whole rows: unchanged rows are not drawn).
    public private(set) var cellsWritten = 0
    /// Cuts a long frame short when input waits (a terminal only: a file always reads as ready).
    let watchdog: BusyWatchdog?
    private var watchdogThread: pthread_t?

    /// Sets up the terminal named by `TERM` on standard input and output.
    ///
    /// Throws ``TerminalError/noTerminalType`` when `TERM` is unset,
    /// ``TerminalError/unknownTerminalType(_:)`` when terminfo does not
    /// know it, ``TerminalError/setupFailed(_:)`` when it cannot address the
    /// cursor (`dumb`), ``TerminalError/notATerminal`` when standard input or
    /// output is redirected. The process is never exited.
    public static func start(options: CursesOptions = CursesOptions()) throws -> CursesTerminal {
        guard let type = CursesSetup.terminalType() else { throw TerminalError.noTerminalType }
        CursesSetup.ensureUTF8Locale()
        guard CursesSetup.terminfoKnows(type) else { throw TerminalError.unknownTerminalType(type) }
        guard CursesSetup.terminfoAddressesCursor(type) else {
            throw TerminalError.setupFailed(
                "TERM=\(type) cannot move the cursor, which a full-screen app needs; use a terminal such as xterm-256color")
        }
        guard isatty(0) == 1, isatty(1) == 1 else { throw TerminalError.notATerminal }
        var modes = termios()
        let savedModes: termios? = tcgetattr(0, &modes) == 0 ? modes : nil
        // Exported LINES/COLUMNS would pin the size and break resizing (facts, pitfalls).
        unsetenv("LINES")
        unsetenv("COLUMNS")
        // Duplicates, so closing our FILEs at the end leaves fds 0 and 1 open.
        guard let output = fdopen(dup(1), "w"), let input = fdopen(dup(0), "r") else {
            throw TerminalError.setupFailed("cannot open the terminal's descriptors")
        }
        return try CursesTerminal(
            type: nil, output: output, input: input, options: options, savedModes: savedModes,
            failure: .unknownTerminalType(type))
    }

    /// A terminal that draws into the file at `outputPath` and reads keys from
    /// `inputPath` (nothing by default), for tests.
    ///
    /// Uses terminfo's `terminalType` whatever `TERM` says, at `size`. The file
    /// receives exactly the bytes ncurses would send to a terminal; `inputPath`
    /// may name a pipe (`/dev/fd/N`) to feed keys.
    package convenience init(
        headlessOutputPath outputPath: String, size: Size, terminalType: String = "xterm-256color",
        inputPath: String = "/dev/null", options: CursesOptions = .headless
    ) throws {
        CursesSetup.ensureUTF8Locale()
        guard let output = fopen(outputPath, "w") else {
            throw TerminalError.setupFailed("cannot open \(outputPath) for writing")
        }
        guard let input = fopen(inputPath, "r") else {
            fclose(output)
            throw TerminalError.setupFailed("cannot open \(inputPath) for reading")
        }
        try self.init(
            type: terminalType, output: output, input: input, options: options, savedModes: nil,
            failure: .unknownTerminalType(terminalType))
        resize(to: size)
    }

    private init(
        type: String?, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>,
        options: CursesOptions, savedModes: termios?, failure: TerminalError
    ) throws {
        let widthSource = Self.widthSource(options)
        set_escdelay(Int32(options.escapeDelay))
        // Before newterm, which puts ncurses' handlers over the default actions: what
        // the app set up is what is respected, and what stop() puts back.
        SignalBridge.recordInheritedActions()
        guard let screen = newterm(type, output, input), let window = brik_stdscr() else {
            fclose(output)
            fclose(input)
            throw failure
        }
        SignalBridge.recordNcursesActions()
        self.screen = screen
        self.window = window
        self.outputFile = output
        self.inputFile = input
        self.inputFD = fileno(input)
        self.options = options
        self.overlay = CursesOverlay(
            hyperlinks: options.hyperlinks ?? HyperlinkSupport.detect(),
            strikethrough: options.strikethrough ?? CursesOverlay.terminalHasStrikethrough())
        CursesSetup.configure(window: window, options: options)
        // After `keypad`, which builds ncurses' key table from terminfo.
        self.input = CursesInputState(keyTable: Self.terminfoKeyTable())
        leaveok(window, true)
        if options.mouse {
            // After ncurses' own mouse mode (1000, X10 coordinates, which end at column 223):
            // button drags (1002) in SGR coordinates (1006), which have no limit. Terminals
            // without SGR keep sending X10, which ncurses or the decoder still read.
            fflush(output)
            CursesSetup.send("\u{1B}[?1002h\u{1B}[?1006h", to: output)
        }
        if options.bracketedPaste {
            CursesSetup.send("\u{1B}[?2004h", to: output)
        }
        var environment: [String: String] = [:]
        if let value = getenv("BRIKTUI_SYNC") { environment["BRIKTUI_SYNC"] = String(cString: value) }
        self.synchronizedOutput = SynchronizedOutput(option: options.synchronizedOutput, environment: environment)
        if synchronizedOutput.asks {
            CursesSetup.send(SynchronizedOutput.query, to: output)
        }

        var noColor: [String: String] = [:]
        if let value = getenv("NO_COLOR") { noColor["NO_COLOR"] = String(cString: value) }
        let colorCount = Int(brik_colors())
        let direct = tigetflag("RGB") > 0
        let depth = CursesColors.detectDepth(
            environment: noColor, hasColors: has_colors(), colorCount: colorCount, directColor: direct)
        self.colorDepth = depth
        self.drawer = CursesCanvasDrawer(
            colors: CursesColors(depth: depth, colorCount: colorCount, directColor: direct),
            pairs: ColorPairCache(allocate: { alloc_pair($0, $1) }, resetAll: { reset_color_pairs() }))
        self.size = Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))

        var pipeEnds: [Int32] = [-1, -1]
        if options.handlesSignals, pipe(&pipeEnds) == 0 {
            for end in pipeEnds {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            SignalBridge.install(
                pipeWrite: pipeEnds[1], inputFD: inputFD, outputFD: fileno(output), savedModes: savedModes)
        }
        self.signalPipeRead = pipeEnds[0]
        self.signalPipeWrite = pipeEnds[1]
        self.mainQueueFD = options.runsMainActorWork ? _dispatch_get_main_queue_handle_4CF() : -1
        let watchdog = isatty(inputFD) != 0 ? BusyWatchdog(descriptors: [inputFD, pipeEnds[0]]) : nil
        self.watchdog = watchdog
        self.watchdogThread = watchdog?.start()
        if widthSource == .probe { askWidths() }
    }

    isolated deinit {
        stop()
    }

    /// Restores the terminal: mouse reporting (1000, 1002, 1006) and bracketed paste off, cursor
    /// shown, `endwin`, the screen freed. Safe to call more than once.
    public func stop() {
        guard let screen else { return }
        self.screen = nil
        if let watchdog, let watchdogThread {
            watchdog.stop(watchdogThread)
            self.watchdogThread = nil
        }
        if options.mouse { mousemask(0, nil) }
        curs_set(1)
        endwin()
        endWidths()
        if options.mouse { CursesSetup.send("\u{1B}[?1006l\u{1B}[?1002l", to: outputFile) }
        if options.bracketedPaste { CursesSetup.send("\u{1B}[?2004l", to: outputFile) }
        // Restored now: from here a signal takes the app's own action, and no handler
        // writes to the descriptor about to be closed.
        SignalBridge.uninstall()
        delscreen(screen)
        fclose(outputFile)
        fclose(inputFile)
        if signalPipeRead >= 0 {
            close(signalPipeRead)
            close(signalPipeWrite)
        }
    }

    /// The terminal replies read since the last call (colour, mode and cursor
    /// reports), oldest first; they never arrive as key events.
    public func takeTerminalReplies() -> [TerminalReply] {
        defer { replies = [] }
        return replies
    }

    /// Brings the screen back after the process was stopped (SIGTSTP, whose handler
    /// restored the terminal, or SIGSTOP, which left it as it was) and continued.
    ///
    /// ncurses' own way back from a shell escape: `endwin`, then an update puts back
    /// the app's terminal modes (raw, no echo), the alternate screen, keypad, mouse
    /// reporting and the cursor, and repaints every cell. The modes from before the
    /// app started stay the ones restored at the end, whatever the shell left behind.
    func resumeAfterStop() {
        guard screen != nil else { return }
        endwin()
        doupdate()
        if options.bracketedPaste { CursesSetup.send("\u{1B}[?2004h", to: outputFile) }
        // ncurses put its own mouse mode back; drags and SGR coordinates are ours to ask for.
        if options.mouse { CursesSetup.send("\u{1B}[?1002h\u{1B}[?1006h", to: outputFile) }
    }

    /// Draws `canvas` (clipped to the screen) and shows the cursor at `cursor`, or hides it.
    ///
    /// The whole canvas is drawn each time; `doupdate` sends only what changed
    /// (nothing for an identical frame; a scroll region for a shifted one).
    public func present(_ canvas: Canvas, cursor: Point?) throws {
        guard screen != nil else { return }
        drawer.draw(canvas, into: window)
        cellsWritten += drawer.rowsDrawnLastFrame * canvas.size.width
        if let cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < size.width, cursor.y < size.height {
            if !cursorVisible {
                curs_set(1)
                leaveok(window, false)
                cursorVisible = true
            }
            wmove(window, Int32(cursor.y), Int32(cursor.x))
        } else if cursorVisible {
            curs_set(0)
            // A hidden cursor may stay wherever drawing left it: no bytes to move it.
            leaveok(window, true)
            cursorVisible = false
        }
        wnoutrefresh(window)
        // ncurses sent all it had at the end of the last update: the bracket opens before
        // any byte of this frame, and closes after its last (the overlay over it).
        let synchronized = synchronizedOutput.isOn
        if synchronized { CursesSetup.send(SynchronizedOutput.begin, to: outputFile) }
        let beforeUpdate = Self.processCPUNanoseconds()
        doupdate()
        lastUpdateCPUNanoseconds = Self.processCPUNanoseconds() - beforeUpdate
        writeOverlay(of: canvas)
        writeDisputedGlyphs(of: canvas, measuring: !WidthProfile.active.isGlibc)
        if synchronized { CursesSetup.send(SynchronizedOutput.end, to: outputFile) }
    }

    /// Sends OSC 52 for `text` straight to the terminal, after ncurses' own output (it
    /// moves no cursor and changes no cell, so ncurses' idea of the screen stays true).
    public func copyToSystemClipboard(_ text: String) {
        guard screen != nil else { return }
        fflush(outputFile)
        var sequence = ClipboardSequence.set(text)
        sequence.withUTF8 { bytes in
            var sent = 0
            while sent < bytes.count {
                let written = write(fileno(outputFile), bytes.baseAddress! + sent, bytes.count - sent)
                if written <= 0 { return }
                sent += written
            }
        }
    }

    /// CPU time the last present spent in ncurses' `doupdate` (comparing its screens and
    /// writing the terminal's bytes), in nanoseconds: the part of a present that is the C
    /// library's own, which the benchmark reports apart from ours.
    package private(set) var lastUpdateCPUNanoseconds = 0

    private static func processCPUNanoseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }

    /// Resizes the ncurses screen (headless terminals, which get no SIGWINCH).
    func resize(to newSize: Size) {
        guard screen != nil, !newSize.isEmpty else { return }
        resizeterm(Int32(newSize.height), Int32(newSize.width))
        drawer.invalidate()
        size = Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
    }

    /// Reads the screen size ncurses settled on after a resize.
    func refreshSize() -> Size {
        drawer.invalidate()
        size = Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
        return size
    }

    /// The colour numbers in use (tests).
    var colorMapping: CursesColors { drawer.colors }
    /// Colour pairs allocated since the last reset (tests).
    var allocatedPairs: Int { drawer.pairs.count }
    /// Rows the last present drew or moved (nil: all), which ncurses may have rewritten.
    var lastTouchedRows: [Int]? { drawer.rowsTouchedLastFrame }
    /// Rows the last present drew into the window, and the band scroll it applied (tests).
    var lastDrawing: (rows: Int, scrolled: Int) { (drawer.rowsDrawnLastFrame, drawer.scrolledLastFrame) }
    /// Whether the drawer reuses what the window holds (tests turn it off to compare).
    var reusesWindowRows: Bool {
        get { drawer.reusesWindowRows }
        set { drawer.reusesWindowRows = newValue }
    }
}
