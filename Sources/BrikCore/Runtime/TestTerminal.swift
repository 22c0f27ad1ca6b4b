import BrikRendering

/// A headless terminal for testing apps: send keys, read the screen.
///
/// It runs the same frame pipeline as the real terminal — events are
/// dispatched, timers fire, the tree is laid out and drawn, and the frame is
/// "written" as the ANSI bytes a terminal would receive — but synchronously
/// and with a clock that only moves when ``advance(by:)`` says so.
///
/// ```swift
/// let terminal = TestTerminal(root: LoginScreen(), size: Size(width: 40, height: 10))
/// terminal.type("ada@example.com")
/// terminal.send("tab", "enter")
/// #expect(terminal.screen[3] == "Welcome, ada")
/// ```
@MainActor
public final class TestTerminal {
    /// The application under test.
    public let application: Application
    private let backend: HeadlessBackend
    private let time: ManualTime

    /// How many of ``announcements`` ``takeAnnouncements()`` has handed out.
    var announcementsTaken = 0

    /// A terminal of `size` showing `root` at `colorDepth`; the first frame is drawn at once.
    /// With `announcesAccessibility` the app runs in the accessible mode and
    /// ``announcements`` collects its lines (see ``Application/announcesAccessibility``).
    public init(
        root: Brick, size: Size = Size(width: 80, height: 24), colorDepth: ColorDepth = .palette256,
        announcesAccessibility: Bool = false
    ) {
        let time = ManualTime()
        self.time = time
        backend = HeadlessBackend(size: size, colorDepth: colorDepth)
        // Reduced motion off whatever the environment says, so tests are repeatable.
        application = Application(root: root, clock: { time.now }, reducedMotion: false)
        application.announcesAccessibility = announcesAccessibility
        application.attach(backend)
        step([])
    }

    /// The terminal size in cells.
    public var size: Size { backend.size }

    /// The screen as it is now, one string per row, trailing blanks trimmed.
    public var screen: [String] {
        backend.screen.plainLines.map(\.trimmingTrailingSpaces)
    }

    /// The screen as one string, rows joined by newlines, trailing blanks trimmed.
    public var screenText: String {
        screen.joined(separator: "\n")
    }

    /// The whole canvas last presented (cells with their styles).
    public var canvas: Canvas { backend.screen }

    /// The cell at `point` of the screen.
    public func cell(at point: Point) -> Cell {
        backend.screen[point.x, point.y]
    }

    /// Where the cursor shows, nil when hidden.
    public var cursor: Point? { backend.cursor }

    /// Every byte written to the terminal so far, as text.
    public var output: String { backend.output }

    /// The texts the app put on the system clipboard (OSC 52), oldest first; the sequences
    /// are in ``output`` too.
    public var systemClipboardWrites: [String] { backend.systemClipboardWrites }

    /// The lines the app printed above its screen (``Application/printAbove(_:)-(Brick)``),
    /// oldest first, as text with trailing spaces cut; ``printedAboveCanvases`` has their styles.
    public var printedAbove: [String] {
        backend.printed.flatMap { $0.plainLines.map(\.trimmingTrailingSpaces) }
    }

    /// The canvases the app printed above its screen, one per turn of the loop that printed.
    public var printedAboveCanvases: [Canvas] { backend.printed }

    /// Bytes written by the last presented frame (0 when it changed nothing).
    public var lastFrameByteCount: Int { backend.lastFrameByteCount }

    /// Whether the app is still running (false after it quit).
    public var isRunning: Bool { application.isRunning }

    /// Sends events as if the terminal had delivered them together, then runs one turn of the loop.
    public func send(_ events: Event...) {
        step(events)
    }

    /// Sends key presses one turn of the loop at a time.
    public func send(_ keys: KeyEvent...) {
        for key in keys { step([.key(key)]) }
    }

    /// Sends keys by name (`"enter"`, `"ctrl+c"`, `"shift+tab"`, `"F5"`, `"q"`), one turn of the loop each.
    /// An unknown name is a programming error in the test and stops with a message naming it.
    public func send(_ keyNames: String...) {
        for name in keyNames {
            guard let key = KeyEvent(parsing: name) else {
                preconditionFailure("TestTerminal.send: unknown key name \"\(name)\" (use e.g. enter, tab, ctrl+c, F5, q)")
            }
            step([.key(key)])
        }
    }

    /// Types `text` one character at a time, as key presses.
    public func type(_ text: String) {
        for character in text { step([.key(.character(character))]) }
    }

    /// Pastes `text` as one paste event (bracketed paste).
    public func paste(_ text: String) {
        step([.paste(text)])
    }

    /// Feeds raw terminal bytes through the input decoder, as a real terminal would deliver them;
    /// anything still pending (a lone ESC, a paste without its end) is flushed after them, as
    /// after the idle time. Terminal replies among them go to ``Application/onTerminalReply``.
    public func send(bytes: [UInt8]) {
        var decoder = InputDecoder()
        var events = decoder.feed(bytes)
        events += decoder.flush()
        backend.replies += decoder.takeReplies()
        step(events)
    }

    /// Resizes the terminal and delivers the resize event.
    public func resize(to newSize: Size) {
        backend.size = newSize
        step([.resize(newSize)])
    }

    /// Lets the Tasks the last keys started run up to their next wait — a dialog awaited in
    /// a `Task` opens, or hears its answer and goes on — then draws what they changed, as
    /// the run loop does between frames.
    ///
    /// ```swift
    /// terminal.send("d")          // a binding starts Task { await app.confirm(…) }
    /// await terminal.settle()     // the dialog is open
    /// terminal.send("tab", "enter")
    /// await terminal.settle()     // the Task went on with the answer
    /// ```
    public func settle() async {
        await letTasksRun()
        advance(by: .zero)
    }

    /// Moves the clock forward by `duration` as ``advance(by:)`` does, and at every stop on
    /// the way lets the Tasks run that it woke: a `Task` sleeping with
    /// ``Application/sleep(for:)`` goes on at its own time, sees the clock there, and may
    /// sleep again within the same `settle(for:)`, interleaved with the timers in time order.
    ///
    /// ```swift
    /// let job = Task { try await app.sleep(for: .seconds(1)); bar.value = 1 }
    /// await terminal.settle(for: .seconds(1))  // the sleeper woke and went on
    /// ```
    public func settle(for duration: Duration) async {
        await letTasksRun()
        let end = time.now + max(.zero, duration)
        var wakes = 0
        while wakes < Self.maximumWakesPerAdvance, application.isRunning, let wake = application.nextWake, wake <= end {
            time.now = max(time.now, wake)
            step([])
            await letTasksRun()
            wakes += 1
        }
        time.now = end
        step([])
        await letTasksRun()
        step([])
    }

    /// Lets the Tasks waiting for the main actor run up to their next wait.
    private func letTasksRun() async {
        for _ in 0..<8 { await Task.yield() }
    }

    /// Moves the clock forward by `duration`, stopping at every moment something was due on
    /// the way — a timer, an animation's frame, a frame the cap held back — in time order,
    /// as a real terminal's loop would wake: `every(.seconds(1))` fires five times in
    /// `advance(by: .seconds(5))`, and each firing sees the clock at its own time. A frame
    /// is drawn whenever they changed anything (held back, like on a real terminal, if it
    /// comes sooner than the frame cap allows).
    ///
    /// At most ``maximumWakesPerAdvance`` stops are made; past that the clock jumps to the
    /// end, and repeating timers skip the periods missed, as the real loop does after a stall.
    ///
    /// A `Task` sleeping with ``Application/sleep(for:)`` is woken on the way but runs only
    /// once the test awaits; ``settle(for:)`` lets it run at its own time.
    public func advance(by duration: Duration) {
        let end = time.now + max(.zero, duration)
        var wakes = 0
        while wakes < Self.maximumWakesPerAdvance, application.isRunning, let wake = application.nextWake,
            wake > time.now, wake < end
        {
            time.now = wake
            step([])
            wakes += 1
        }
        time.now = end
        step([])
    }

    /// The most stops one ``advance(by:)`` makes on its way (a millisecond timer over an
    /// hour would be 3.6 million turns of the loop).
    public static let maximumWakesPerAdvance = 100_000

    private func step(_ events: [Event]) {
        // The headless backend never throws.
        try? application.step(events: events, on: backend)
    }

}

/// The clock of a ``TestTerminal``.
@MainActor
final class ManualTime {
    var now: Duration = .zero
}

/// The backend of a ``TestTerminal``: keeps the presented canvas and the bytes it would write.
@MainActor
final class HeadlessBackend: TerminalBackend {
    var size: Size
    let colorDepth: ColorDepth
    private(set) var screen: Canvas
    private(set) var cursor: Point?
    private(set) var output = ""
    private(set) var lastFrameByteCount = 0
    private(set) var systemClipboardWrites: [String] = []
    private(set) var bytesWritten = 0
    private(set) var cellsWritten = 0
    private var hasPresented = false
    private let renderer: ANSIRenderer

    init(size: Size, colorDepth: ColorDepth) {
        self.size = size
        self.colorDepth = colorDepth
        self.screen = Canvas(size: size)
        self.renderer = ANSIRenderer(colorDepth: colorDepth)
    }

    func present(_ canvas: Canvas, cursor: Point?) throws {
        let bytes = hasPresented ? renderer.update(from: screen, to: canvas) : renderer.render(canvas)
        if !hasPresented || screen.size != canvas.size {
            cellsWritten += canvas.size.area
        } else {
            cellsWritten += canvas.countOfCells(differingFrom: screen)
        }
        hasPresented = true
        lastFrameByteCount = bytes.utf8.count
        bytesWritten += lastFrameByteCount
        output += bytes
        screen = canvas
        self.cursor = cursor
    }

    func waitForEvents(timeout: Duration?) throws -> [Event] {
        []
    }

    /// Replies decoded by ``TestTerminal/send(bytes:)`` and not yet taken by the loop.
    var replies: [TerminalReply] = []

    func takeTerminalReplies() -> [TerminalReply] {
        defer { replies = [] }
        return replies
    }

    /// What ``Application/printAbove(_:)-(Brick)`` printed, as canvases, oldest first.
    private(set) var printed: [Canvas] = []

    func printAbove(_ canvas: Canvas) throws {
        printed.append(canvas)
    }

    func copyToSystemClipboard(_ text: String) {
        systemClipboardWrites.append(text)
        let sequence = ClipboardSequence.set(text)
        output += sequence
        bytesWritten += sequence.utf8.count
    }
}
