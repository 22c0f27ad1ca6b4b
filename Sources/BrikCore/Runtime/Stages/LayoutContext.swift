import BrikRendering

/// What laying out a brick may read, and where it reports: the environment dimensions
/// resolve against (screen, viewport, size classes, cell aspect), the diagnostics, how
/// deeply measurements nest, the frame's time, and the scroll view the brick is laid out
/// in. Handed to ``Brick/sizeThatFits(_:context:)`` and ``Brick/layoutChildren(context:)``,
/// so layout never reaches for the application.
///
/// A container passes the context it got to its children; a ``ScrollBrik`` passes one whose
/// ``environment``'s viewport is its own.
@MainActor
public struct LayoutContext {
    /// What one layout pass shares: diagnostics, the nesting of measurements, the pass number.
    final class Pass {
        let diagnostics: DiagnosticLog?
        let number: Int
        var depth = 0
        var depthExceeded = false
        /// Bricks measured in this pass (measurements no cache answered).
        var measurements = 0
        /// Bricks whose children this pass placed (``Brick/layoutChildren(context:)`` calls).
        var layouts = 0
        /// Closures bricks post while laid out (frames-did-layout listeners, height changes),
        /// run by the application after the pass's lifecycle stage, outside layout.
        var afterLayout: [@MainActor () -> Void] = []
        /// Whether the pass makes a still picture of the whole tree
        /// (``renderCanvas(_:width:height:theme:)``): no flow is lazy.
        let isStill: Bool

        init(diagnostics: DiagnosticLog?, number: Int, isStill: Bool = false) {
            self.diagnostics = diagnostics
            self.number = number
            self.isStill = isStill
        }
    }

    /// What a scroll view tells the content it lays out, and hears back from it.
    final class ScrollChannel {
        /// The viewport, in screen cells, at this layout.
        let viewport: Rect
        /// Whether the viewport stays at the end as the content grows.
        let isPinnedToEnd: Bool
        /// How far content measured above the viewport moved what is visible (added up).
        var anchorShift = Point.zero

        init(viewport: Rect, isPinnedToEnd: Bool) {
            self.viewport = viewport
            self.isPinnedToEnd = isPinnedToEnd
        }
    }

    /// What conditional dimensions resolve against: the screen, the visible area of the
    /// scroll view around (the screen when there is none), the cell shape, the size-class thresholds.
    public var environment: LayoutEnvironment {
        get {
            // Counted, so a measurement that never read it is known to hold in any environment.
            EnvironmentKeys.noteRead()
            return storedEnvironment
        }
        set {
            storedEnvironment = newValue
            environmentKey = EnvironmentKeys.key(for: newValue)
        }
    }
    private var storedEnvironment: LayoutEnvironment
    /// A small number standing for ``environment`` in the layout caches (see ``EnvironmentKeys``).
    private(set) var environmentKey: Int32
    /// The application's time at this layout (constraint animations step by it).
    public let now: Duration
    let pass: Pass
    /// The vertical scroll view the brick is laid out in, nil outside any.
    var scroll: ScrollChannel?

    /// Nested measurements allowed: deeper bricks measure as empty (they get no room), and
    /// the pass reports it once. No real screen nests 200 containers; a generated one may.
    public static let measurementDepthLimit = 200

    init(environment: LayoutEnvironment, now: Duration, pass: Pass, scroll: ScrollChannel? = nil) {
        self.storedEnvironment = environment
        self.environmentKey = EnvironmentKeys.key(for: environment)
        self.now = now
        self.pass = pass
        self.scroll = scroll
    }

    /// A context for laying out or measuring bricks outside the pipeline (a test, a tool) as
    /// if on a screen of `screen` cells with cells of `cellAspect`; nothing is reported.
    public init(screen: Size, cellAspect: Double = 0.5) {
        self.init(
            environment: LayoutEnvironment(screen: screen, cellAspect: cellAspect), now: .zero,
            pass: Pass(diagnostics: nil, number: -1))
    }

    /// A context for a brick measured or laid out outside a layout pass: its application's
    /// environment when it is shown by one, else a screen the size of its frame. Still
    /// (`isStill`, or when its application draws a still picture) for a picture of the whole tree.
    init(detachedFor brick: Brick, isStill: Bool = false) {
        let application = brick.application
        self.init(
            environment: brick.layoutEnvironment, now: application?.now ?? .zero,
            pass: Pass(diagnostics: nil, number: -1, isStill: isStill || application?.isStill == true))
    }

    /// Whether the horizontal size class is compact.
    public var isHorizontallyCompact: Bool { environment.isHorizontallyCompact }
    /// Whether the vertical size class is compact.
    public var isVerticallyCompact: Bool { environment.isVerticallyCompact }
    /// Rows per column of a cell's shape (0.5: a cell is twice as tall as wide).
    public var cellAspect: Double { environment.cellAspect }

    /// Reports `diagnostic` to the application's diagnostics (nowhere outside an application).
    public func report(_ diagnostic: Diagnostic) {
        pass.diagnostics?.report(diagnostic)
    }

    /// `body`'s result, or `fallback` when ``measurementDepthLimit`` measurements are already
    /// in progress: measuring a container measures its children, as deep as the tree.
    public func measuring<Result>(or fallback: Result, _ body: () -> Result) -> Result {
        guard pass.depth < Self.measurementDepthLimit else {
            pass.depthExceeded = true
            // The fallback is no real measurement: nothing measured around it may be cached.
            MeasurementEpoch.advance()
            return fallback
        }
        pass.depth += 1
        defer { pass.depth -= 1 }
        return body()
    }

    /// This context for the content of a scroll view showing `viewport`.
    /// (A horizontal strip keeps the vertical scroll view around it: that is the one content
    /// measured above the viewport moves.)
    func inScrollView(viewport: Rect, isPinnedToEnd: Bool, axis: Axis) -> LayoutContext {
        guard axis == .vertical else { return self }
        var copy = self
        copy.scroll = ScrollChannel(viewport: viewport, isPinnedToEnd: isPinnedToEnd)
        return copy
    }
}
