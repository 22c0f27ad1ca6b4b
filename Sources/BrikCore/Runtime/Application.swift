import BrikRendering

/// Runs a tree of bricks: turns events into brick changes and changes into frames.
///
/// One frame at a time and in one direction: events are dispatched, due
/// timers fire, and if anything asked for it the tree is laid out, mounted
/// bricks get `onAppear`/`onDisappear`, the tree is drawn into a ``Canvas``
/// and the backend presents it. Several events read together produce one
/// frame. When nothing changes, nothing is drawn and nothing is written, and
/// ``run(on:)`` sleeps in the backend until input or a timer.
///
/// ```swift
/// let app = Application(root: MyScreen())
/// try app.run()   // BrikTUI: the ncurses terminal
/// ```
@MainActor
public final class Application {
    /// The brick that covers the whole screen.
    public let root: Brick
    /// The keys gestures are recognised from (tap, long press, pinch).
    public var gestureKeys = GestureKeys()
    /// Screen bindings: tried after the focus chain and ``screen``, before ``globalBindings``.
    public var bindings: [KeyBinding] = [] { didSet { setNeedsDisplay() } }
    /// Bindings tried last: `quit` (Ctrl-C), `focus.next` (Tab), `focus.previous` (Shift-Tab), `help` (`?`, F1), `palette` (Ctrl-P).
    public var globalBindings: [KeyBinding] = [] { didSet { setNeedsDisplay() } }
    /// The user's keys for bindings, by id; they replace declared keys everywhere, help included.
    public var keymap = Keymap() { didSet { setNeedsDisplay() } }
    /// The app's commands, which the command palette lists (see ``commands``).
    var registeredCommands: [Command] = []
    /// The app's own clipboard, shared by its text areas (cut, copy, paste); it never leaves
    /// the app unless the app asks (``copyToSystemClipboard(_:)``).
    public var clipboard = ""
    /// Text waiting to be sent to the system clipboard at the end of this turn of the loop.
    var pendingSystemClipboard: [String] = []
    /// The brick that stands for the current screen (a page of a navigation shell): with no
    /// focus, keys start there, and its bindings stay active while focus is elsewhere. Nil: the root.
    public weak var screen: Brick? { didSet { setNeedsDisplay() } }
    /// Whether the app is running; ``quit()`` makes it false.
    public private(set) var isRunning = false
    /// The screen size the last frame was laid out for.
    public internal(set) var size: Size = .zero {
        // The focused brick stays in view across a resize.
        didSet { if oldValue != size { focusNeedsReveal = true } }
    }
    /// The colours the terminal shows, known once ``run(on:)`` (or a ``TestTerminal``) attaches it.
    public private(set) var colorDepth: ColorDepth = .trueColor
    /// Counters of the frames this application produced.
    public internal(set) var stats = RenderStats()
    /// Time scroll views spent in behaviors during the frame being made.
    var behaviorTimeThisFrame: Duration = .zero
    /// Rows per column of a cell's shape (0.5: a cell is twice as tall as wide); used by
    /// ratio heights and orientation.
    public var cellAspect = 0.5 { didSet { setNeedsLayout() } }
    /// Below this many columns the horizontal size class is compact.
    public var horizontalCompactBelow = 80 { didSet { setNeedsLayout() } }
    /// Below this many rows the vertical size class is compact.
    public var verticalCompactBelow = 24 { didSet { setNeedsLayout() } }
    /// Counts layout passes, so measurements can be reused within one pass.
    package private(set) var layoutPass = 0
    /// Warnings collected while running (duplicate tags, layout conflicts).
    public let diagnostics = DiagnosticLog()
    /// The brick that receives keys first, nil when none.
    public internal(set) weak var focusedBrick: Brick?
    /// Called after focus moved, with the brick that had it and the one that has it now.
    /// One observer (a screen that shows focus moves sets it, and clears it when it goes).
    public var onFocusChange: ((_ old: Brick?, _ new: Brick?) -> Void)?
    /// The shortest time between frames (the cap; 1/60 s by default): animations step at
    /// this rate, and frames asked for by timers alone are coalesced to it. Frames that
    /// answer input are never delayed. Zero or less: animations step every millisecond.
    public var frameInterval: Duration = .seconds(1) / 60 {
        didSet { animator.frameIntervalDidChange(on: self) }
    }
    /// Reduced motion: animations jump to their end, spinners and indeterminate bars stand
    /// still. Read once from the environment at init (see ``environmentPrefersReducedMotion``);
    /// set it before bricks appear for widgets to follow.
    public var reducedMotion: Bool { didSet { setNeedsDisplay() } }

    private(set) var needsLayout = true
    private(set) var needsDisplay = true
    private let timers = TimerQueue()
    let animator = AnimationDriver()
    /// When the last frame was presented, for the frame cap.
    private var lastFrameTime: Duration?
    /// When a frame held back by the cap is due, nil when none is.
    private(set) var deferredFrameDue: Duration?
    private let clock: () -> Duration
    var lifecycle = Lifecycle()
    /// Whether bricks joined or left the tree (or were hidden or shown) since the last
    /// lifecycle pass; without that, `onAppear`/`onDisappear` cannot change and are not diffed.
    private var treeChanged = true
    /// Moves whenever which bricks can take focus may have changed (the tree, or anything
    /// asking to be drawn again); with nothing focused and nothing found to focus at the same
    /// value, the next frame need not look again (see ``repairFocus()``).
    private(set) var focusabilityGeneration = 0
    /// The ``focusabilityGeneration`` at which the tree had no brick that could take focus.
    var nothingFocusableAt: Int?
    /// True for a still render (``renderCanvas(_:width:height:)``): no `onAppear`/`onDisappear`, no focus.
    var isStill = false
    /// Whether scroll views must bring the focused brick into view after the next layout
    /// (focus moved, or the screen changed size).
    var focusNeedsReveal = false
    /// Whether the tree is being laid out now (a layout asked for from inside one waits for the next).
    private var isLayingOut = false
    /// Update completions waiting for the next layout pass (see `Application+AfterLayout`).
    var pendingAfterLayout: [@MainActor () -> Void] = []
    /// The last left press, for recognising a held click as a long press.
    var mousePress: MousePress?
    /// The overlays' tree (see ``overlays``): laid out after the root, drawn and hit-tested over it.
    let overlayLayer = OverlayLayer()

    /// An application showing `root`, timed by the system's monotonic clock.
    public convenience init(root: Brick) {
        let start = ContinuousClock.now
        self.init(root: root, clock: { ContinuousClock.now - start }, reducedMotion: Self.environmentPrefersReducedMotion)
    }

    /// An application timed by `clock` (time since start); ``TestTerminal`` uses a manual clock.
    ///
    /// A clock that stands still (`{ .zero }`) makes a run that never fires a timer: the
    /// gallery's `--still` mode uses it to show a TestTerminal's first frame on a real terminal.
    public init(root: Brick, clock: @escaping () -> Duration, reducedMotion: Bool) {
        self.root = root
        self.clock = clock
        self.reducedMotion = reducedMotion
        root.host = self
        overlayLayer.host = self
        globalBindings = makeDefaultGlobalBindings()
    }

    /// The time since the application started, by its clock.
    public var now: Duration { clock() }

    /// Asks for a new frame that draws the tree again.
    public func setNeedsDisplay() {
        needsDisplay = true
        // A brick that can now take focus (enabled again) is drawn differently.
        focusabilityGeneration &+= 1
    }

    /// Notes that bricks joined or left the tree, or were hidden or shown.
    func treeDidChange() {
        treeChanged = true
        focusabilityGeneration &+= 1
    }

    /// Asks for a new frame that lays out and draws the tree again.
    public func setNeedsLayout() {
        needsLayout = true
        needsDisplay = true
    }

    /// Ends the app after the current turn of the loop; mounted bricks get `onDisappear`.
    public func quit() {
        isRunning = false
    }

    /// Runs `action` once, `delay` from now.
    @discardableResult
    public func after(_ delay: Duration, _ action: @escaping () -> Void) -> TimerHandle {
        timers.schedule(due: now + delay, interval: nil, action: action)
    }

    /// Runs `action` every `interval` until the handle is cancelled; an interval of
    /// zero or less runs it once.
    @discardableResult
    public func every(_ interval: Duration, _ action: @escaping () -> Void) -> TimerHandle {
        timers.schedule(due: now + interval, interval: interval, action: action)
    }

    /// Shows the tree on `backend` and handles its events until ``quit()`` or a quit key.
    ///
    /// Throws what the backend throws; ``TerminalError/terminalLost`` ends the loop.
    public func run(on backend: some TerminalBackend) throws {
        if withUnsafeCurrentTask(body: { $0 != nil }) {
            // The loop holds the main actor for the whole run: Tasks it starts (an awaited dialog)
            // could start but never resume. Call run() from synchronous code (a main.swift with no
            // top-level await, or a synchronous `static func main()`).
            diagnostics.report(
                .message(
                    "run() was called from inside a Task (an async main): Tasks awaiting on the main actor cannot resume; call it from synchronous code"
                ))
        }
        attach(backend)
        defer {
            isRunning = false
            // Whoever waits for an overlay's answer (an awaited dialog) hears it was dismissed.
            dismissAllOverlays()
            lifecycle.unmountAll()
        }
        try renderIfNeeded(on: backend)
        while isRunning {
            let timeout = nextWake.map { max(.zero, $0 - now) }
            let events = try backend.waitForEvents(timeout: timeout)
            try step(events: events, on: backend)
        }
    }

    /// Takes the backend's size and colour depth and marks the tree for a full frame.
    func attach(_ backend: some TerminalBackend) {
        isRunning = true
        size = backend.size
        colorDepth = backend.colorDepth
        setNeedsLayout()
    }

    /// When the loop wakes next without input (time since start): the next timer, animation
    /// frame, or frame held back by the cap. Nil: nothing is pending and it sleeps until input.
    package var nextWake: Duration? {
        [timers.nextDue, deferredFrameDue].compactMap { $0 }.min()
    }

    /// One turn of the loop: dispatch `events`, fire due timers, then present a frame
    /// if anything changed. After a quit, mounted bricks get `onDisappear` and nothing is drawn.
    ///
    /// The frame cap: a frame only timers asked for, less than ``frameInterval`` after the
    /// last one, is held back until the interval has passed (a burst of timers makes one
    /// frame). Input, and changes made between turns, are drawn at once.
    func step(events: [Event], on backend: some TerminalBackend) throws {
        for event in events where isRunning {
            dispatch(event)
        }
        let changedOutsideTimers = !events.isEmpty || (deferredFrameDue == nil && (needsDisplay || needsLayout))
        if isRunning { timers.fire(now: now) }
        for text in pendingSystemClipboard { backend.copyToSystemClipboard(text) }
        pendingSystemClipboard.removeAll()
        guard isRunning else {
            // Whoever waits for an overlay's answer (an awaited dialog) hears it was dismissed.
            dismissAllOverlays()
            lifecycle.unmountAll()
            return
        }
        if !changedOutsideTimers, needsDisplay || needsLayout, let last = lastFrameTime, now - last < frameInterval {
            deferredFrameDue = last + frameInterval
            return
        }
        try renderIfNeeded(on: backend)
    }

    /// Lays out and draws the tree at ``size`` if a change asked for it, and presents it.
    func renderIfNeeded(on backend: some TerminalBackend) throws {
        deferredFrameDue = nil
        guard needsDisplay || needsLayout else { return }
        lastFrameTime = now
        if backend.size != size {
            size = backend.size
            needsLayout = true
        }
        let canvas = renderFrame()
        let clock = ContinuousClock()
        let bytesBefore = backend.bytesWritten
        let cellsBefore = backend.cellsWritten
        let presentTime = try clock.measure { try backend.present(canvas, cursor: focusedBrick?.cursorPosition) }
        stats.frames += 1
        stats.lastPresentTime = presentTime
        stats.lastFrameBytes = backend.bytesWritten - bytesBefore
        stats.bytesWritten += stats.lastFrameBytes
        stats.lastCellsWritten = backend.cellsWritten - cellsBefore
        stats.cellsWritten += stats.lastCellsWritten
    }

    /// What conditional dimensions depend on, for the current screen size.
    public var layoutEnvironment: LayoutEnvironment {
        LayoutEnvironment(
            screen: size, cellAspect: cellAspect,
            horizontalCompactBelow: horizontalCompactBelow, verticalCompactBelow: verticalCompactBelow)
    }

    /// Lays out (if needed) and draws the tree into a new canvas of ``size``.
    ///
    /// After layout, bricks that joined the screen get `onAppear` and those that
    /// left get `onDisappear`; if those closures change the tree, it is laid out
    /// again (a few times at most) before drawing.
    package func renderFrame() -> Canvas {
        let clock = ContinuousClock()
        let layoutStart = clock.now
        behaviorTimeThisFrame = .zero
        let passes = layoutIfNeeded()
        let drawStart = clock.now
        stats.lastBehaviorsTime = behaviorTimeThisFrame
        stats.lastLayoutTime = passes > 0 ? drawStart - layoutStart - behaviorTimeThisFrame : .zero
        var canvas = Canvas(size: size)
        let frame = drawFrame()
        FramePipeline.draw(root, into: &canvas, frame: frame)
        // Overlays (laid out after the root, in the layout stage) are drawn over it in order,
        // each on its own background, the screen dimmed behind a modal one.
        for overlay in overlayLayer.drawingOrder where !overlay.content.isHidden {
            let content = overlay.content
            if overlay.dimsBackdrop { canvas.restyle(Rect(origin: .zero, size: size)) { $0.adding(.dim) } }
            var blank = CellStyle()
            blank.background = content.appearance.style(over: .plain).background
            canvas.fill(content.frame, style: blank)
            FramePipeline.draw(content, into: &canvas, frame: frame)
        }
        stats.lastDrawTime = clock.now - drawStart
        needsDisplay = false
        return canvas
    }

    /// Lays the tree out now if a change asked for it, as the next frame would: the
    /// layout, `onAppear`/`onDisappear`, focus kept valid and shown. Nothing is drawn.
    /// Returns the passes made (0: the frames were current). Called from inside a
    /// layout (an `onAppear` closure), it does nothing: that layout is not finished.
    @discardableResult
    public func layoutIfNeeded() -> Int {
        guard !isLayingOut else { return 0 }
        isLayingOut = true
        defer { isLayingOut = false }
        // Focus moved with the frames current: scroll views show it before the layout.
        if !isStill, !needsLayout { revealFocusIfNeeded() }
        var passes = 0
        while needsLayout && passes < 4 {
            needsLayout = false
            layoutPass += 1
            root.frame = Rect(origin: .zero, size: size)
            let context = layoutContext()
            if passes == 0 { (stats.lastMeasuredBricks, stats.lastLaidOutBricks) = (0, 0) }
            defer {
                stats.lastMeasuredBricks += context.pass.measurements
                stats.lastLaidOutBricks += context.pass.layouts
            }
            FramePipeline.layout(root, context: context)
            var participants = FramePipeline.applyBehaviors(root)
            // Overlays after the root's behaviors: an anchored one follows where its anchor is shown.
            if !overlayLayer.children.isEmpty {
                overlayLayer.frame = root.frame
                FramePipeline.layout(overlayLayer, context: context)
                participants += FramePipeline.applyBehaviors(overlayLayer)
            }
            if !isStill { runLifecycleStage(participants) }
            // After the lifecycle, outside layout: a change they make is laid out by the loop.
            runAfterLayout(posted: context.pass.afterLayout)
            passes += 1
        }
        return passes
    }

    /// The lifecycle stage, after layout and behaviors: scroll views report what entered or
    /// left their viewports and how they moved, bricks that joined or left the screen get
    /// appear/disappear, focus moves off bricks that cannot keep it and the focused brick is
    /// shown. Closures run here may change the tree; the loop then lays out again.
    private func runLifecycleStage(_ participants: [Brick]) {
        for brick in participants { brick.runLifecycleStage() }
        if treeChanged {
            // Cleared first: an onAppear that adds bricks marks it again.
            treeChanged = false
            lifecycle.update(roots: [root, overlayLayer])
        }
        moveFocusIntoOverlayIfNeeded()
        repairFocus()
        revealFocusIfNeeded()
    }
}

extension Application {
    /// What every brick laid out in this pass may read (see ``LayoutContext``).
    func layoutContext() -> LayoutContext {
        LayoutContext(
            environment: layoutEnvironment, now: now, pass: LayoutContext.Pass(diagnostics: diagnostics, number: layoutPass))
    }

    /// What every brick drawn in this frame may read (see ``DrawContext``).
    func drawFrame() -> DrawContext.Frame {
        DrawContext.Frame(
            focusedBrick: isStill ? nil : focusedBrick?.application === self ? focusedBrick : nil,
            reducedMotion: reducedMotion, now: now, colorDepth: colorDepth,
            bindings: { [unowned self] in activeBindings })
    }
}

/// A left mouse press: where and when, for long-press recognition.
struct MousePress {
    weak var brick: Brick?
    var time: Duration
}

/// Counters of the frames an ``Application`` produced, and where the last one's time went,
/// so a regression points at its stage. Times are wall-clock, measured in the process.
public struct RenderStats: Hashable, Sendable {
    /// Frames drawn and presented.
    public var frames = 0
    /// Layout of the last frame (zero when it needed none), behaviors not included.
    public var lastLayoutTime: Duration = .zero
    /// Scroll behaviors (sticky, snap, …) of the last frame.
    public var lastBehaviorsTime: Duration = .zero
    /// Drawing the last frame into the canvas.
    public var lastDrawTime: Duration = .zero
    /// Presenting the last frame (diffing and writing it to the terminal).
    public var lastPresentTime: Duration = .zero
    /// Bytes the last frame wrote; 0 when the backend cannot tell.
    public var lastFrameBytes = 0
    /// Bytes written by every frame so far (as far as the backend can tell).
    public var bytesWritten = 0
    /// Cells the last frame wrote: those that changed for the headless terminal, those
    /// drawn into the window for ncurses (whole rows); 0 when the backend cannot tell.
    public var lastCellsWritten = 0
    /// Cells written by every frame so far.
    public var cellsWritten = 0
    /// Bricks the last layout measured (no cache answered), over all its passes; what a
    /// test asserts to show a change costs what it touched, not the tree.
    package var lastMeasuredBricks = 0
    /// Bricks whose children the last layout placed, over all its passes.
    package var lastLaidOutBricks = 0
}
