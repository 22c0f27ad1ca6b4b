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
    package var pendingSystemClipboard: [String] = []
    /// Bricks ``printAbove(_:)-(Brick)`` asked for, printed at the next turn of the loop.
    var pendingPrintAbove: [Brick] = []
    /// The brick that stands for the current screen (a page of a navigation shell): with no
    /// focus, keys start there, and its bindings stay active while focus is elsewhere. Nil: the root.
    public weak var screen: Brick? { didSet { setNeedsDisplay() } }
    /// Whether the app is running; ``quit()`` makes it false.
    public internal(set) var isRunning = false
    /// The screen size the last frame was laid out for.
    public internal(set) var size: Size = .zero {
        // The focused brick stays in view across a resize.
        didSet { if oldValue != size { focusNeedsReveal = true } }
    }
    /// The colours the terminal shows, known once ``run(on:)`` (or a ``TestTerminal``) attaches it.
    public internal(set) var colorDepth: ColorDepth = .trueColor
    /// The colours stock widgets draw in where the app set none (see ``Theme``): the screen
    /// is drawn again in the new one at once. ``init(root:)`` takes it from `BRIKTUI_THEME`.
    public var theme: Theme = .terminal { didSet { if oldValue != theme { setNeedsDisplay() } } }
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
    /// The reading direction of the whole app: left to right (the default) or right to
    /// left, where leading is the right edge (SnapKit's `interfaceLayoutDirection`). Set
    /// it, or a subtree's own ``Brick/layoutDirection``, and everything lays out again.
    public var layoutDirection = LayoutDirection.leftToRight {
        didSet { if layoutDirection != oldValue { setNeedsLayout() } }
    }
    /// Counts layout passes, so measurements can be reused within one pass.
    package internal(set) var layoutPass = 0
    /// Warnings collected while running (duplicate tags, layout conflicts).
    public let diagnostics = DiagnosticLog()
    /// The brick that receives keys first, nil when none.
    public internal(set) weak var focusedBrick: Brick?
    /// Called after focus moved, with the brick that had it and the one that has it now.
    /// One observer (a screen that shows focus moves sets it, and clears it when it goes).
    public var onFocusChange: ((_ old: Brick?, _ new: Brick?) -> Void)?
    /// Called with each reply the terminal sends to a query (an OSC 11 colour, a
    /// DECRQSS or mode report, device attributes, a cursor position), before the
    /// events read with it are dispatched. Replies never reach bricks as keys;
    /// with no handler they are dropped.
    public var onTerminalReply: ((TerminalReply) -> Void)?
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

    var needsLayout = true
    var needsDisplay = true
    let timers = TimerQueue()
    let animator = AnimationDriver()
    /// When the last frame was presented, for the frame cap.
    var lastFrameTime: Duration?
    /// When a frame held back by the cap is due, nil when none is.
    var deferredFrameDue: Duration?
    private let clock: () -> Duration
    var lifecycle = Lifecycle()
    /// Whether bricks joined or left the tree (or were hidden or shown) since the last
    /// lifecycle pass; without that, `onAppear`/`onDisappear` cannot change and are not diffed.
    var treeChanged = true
    /// Moves whenever which bricks can take focus may have changed (the tree, or anything
    /// asking to be drawn again); with nothing focused and nothing found to focus at the same
    /// value, the next frame need not look again (see ``repairFocus()``).
    private(set) var focusabilityGeneration = 0
    /// The ``focusabilityGeneration`` at which the tree had no brick that could take focus.
    var nothingFocusableAt: Int?
    /// True for a still render (``renderCanvas(_:width:height:theme:)``): no `onAppear`/`onDisappear`, no focus.
    var isStill = false
    /// Whether scroll views must bring the focused brick into view after the next layout
    /// (focus moved, or the screen changed size).
    var focusNeedsReveal = false
    /// Whether the tree is being laid out now (a layout asked for from inside one waits for the next).
    var isLayingOut = false
    /// Update completions waiting for the next layout pass (see `Application+AfterLayout`).
    var pendingAfterLayout: [@MainActor () -> Void] = []
    /// The last left press, for recognising a held click as a long press.
    var mousePress: MousePress?
    /// The overlays' tree (see ``overlays``): laid out after the root, drawn and hit-tested over it.
    let overlayLayer = OverlayLayer()
    /// What the accessible mode has said and remembers, nil while it is off (see ``announcesAccessibility``).
    var accessibilityAnnouncer: AccessibilityAnnouncer?

    /// An application showing `root`, timed by the system's monotonic clock, in the theme
    /// `BRIKTUI_THEME` names (see ``Application/environmentTheme``).
    public convenience init(root: Brick) {
        let start = ContinuousClock.now
        self.init(root: root, clock: { ContinuousClock.now - start }, reducedMotion: Self.environmentPrefersReducedMotion)
        adoptEnvironmentTheme()
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
}
