import BrikCore
import BrikRendering

/// "Animation": timers and easing on the run loop. A bar filling on a timer, a spinner,
/// an indeterminate bar, and a box that slides in from the left with `easeOut` on `space`;
/// `r` restarts, `p` pauses every timer (then nothing moves and the app sleeps).
@MainActor
public final class AnimationPage: GalleryPage {
    /// Where the box ends, in columns from the track's left edge.
    static let slideDistance = 30
    /// How long the slide takes.
    static let slideDuration = Duration.milliseconds(600)
    /// How often the bar fills a step, and by how much.
    static let fillInterval = Duration.milliseconds(100)
    static let fillStep = 0.02

    let progress = ProgressBar(value: 0)
    let spinner = Spinner("working…")
    let waiting = ProgressBar(value: nil)
    let box = Label("▶ slid in").border(.rounded)
    let track = HBrik(alignment: .fill)
    let status = Label()
    /// What the last `l` (a `Task` that finishes later) brought back.
    let loaded = Label("l: load in the background (a Task)").dim()
    private var fillTimer: TimerHandle?
    private var slide: AnimationHandle?
    private(set) var isPaused = false
    private(set) var slideState = "press space"

    /// The page.
    public init() {
        super.init(id: "animation", title: "Animation", summary: "timers, easing, frame cap, reduced motion")
        box.isHidden = true
        box.padding = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
        box.foregroundColor = .brightCyan
        track.setChildren([box, Spacer()])
        let layout = VBrik(alignment: .fill, spacing: 1) { [progress, spinner, waiting, track, status, loaded] _ in
            HBrik(alignment: .fill, spacing: 1) { _ in
                VBrik(alignment: .fill, spacing: 1) { _ in
                    Label("Progress"); Label("Spinner"); Label("Indeterminate")
                }
                VBrik(alignment: .leading, spacing: 1) { _ in
                    progress; spinner; waiting
                }
                Spacer()
            }
            status
            track
            loaded
            Spacer()
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        addChild(layout)
        onAppear { [unowned self] in
            if !isPaused { startFilling() }
            updateStatus()
        }
        onDisappear { [unowned self] in stopFilling() }
        declareBindings()
    }

    private func declareBindings() {
        keyBinding("animation.slide", keys: "space", description: "slide in", footer: true) { [unowned self] in
            slideIn()
        }
        keyBinding("animation.restart", keys: "r", description: "restart", footer: true) { [unowned self] in
            restart()
        }
        keyBinding("animation.pause", keys: "p", description: "pause", footer: true) { [unowned self] in
            setPaused(!isPaused)
        }
        keyBinding("animation.load", keys: "l", description: "load", footer: true) { [unowned self] in
            load()
        }
    }

    /// Starts work in a `Task`; when it finishes, on the main actor, it changes a label —
    /// and the screen shows it at once, with no key pressed (the run loop runs main-actor work).
    private func load() {
        loaded.text = "loading…"
        Task { @MainActor [loaded] in
            try? await Task.sleep(for: .milliseconds(300))
            loaded.text = "loaded by a Task, no key pressed"
        }
    }

    /// Shows the box at the left edge and slides it to ``slideDistance``; again restarts it.
    func slideIn() {
        guard let application else { return }
        slide?.cancel()
        box.isHidden = false
        slideState = "sliding"
        updateStatus()
        slide = application.animate(
            from: 0, to: Self.slideDistance, duration: Self.slideDuration, easing: .easeOut,
            update: { [unowned self] (offset: Int) in track.padding.left = offset },
            completion: { [unowned self] in
                slideState = "arrived at column \(Self.slideDistance)"
                updateStatus()
            })
    }

    /// Back to the start: bar empty, box hidden, everything moving.
    func restart() {
        slide?.cancel()
        slide = nil
        box.isHidden = true
        box.padding = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
        track.padding.left = 0
        progress.value = 0
        slideState = "press space"
        setPaused(false)
    }

    /// Stops (or resumes) the bar's timer, the spinner and the sweep; the slide runs to its end.
    func setPaused(_ paused: Bool) {
        isPaused = paused
        spinner.isSpinning = !paused
        waiting.isAnimating = !paused
        if paused { stopFilling() } else { startFilling() }
        updateStatus()
    }

    private func startFilling() {
        guard fillTimer == nil, let application else { return }
        fillTimer = application.every(Self.fillInterval) { [weak self] in
            guard let self, let value = progress.value else { return }
            progress.value = value >= 1 ? 0 : min(1, value + Self.fillStep)
        }
    }

    private func stopFilling() {
        fillTimer?.cancel()
        fillTimer = nil
    }

    private func updateStatus() {
        let motion = application?.reducedMotion == true ? "on" : "off"
        status.text = "Box: \(slideState) · \(isPaused ? "paused" : "running") · reduced motion \(motion)"
    }
}
