import BrikRendering

/// The indicator row of a pull-to-refresh (BrickKit's refresh control: the action it runs,
/// what its row says, whether it shows).
@MainActor
public final class RefreshControl {
    /// The text after the spinner in the indicator row.
    public var title: String
    /// Whether the indicator row shows: from a refresh until ``ScrollBrik/resetRefreshControl()``.
    public internal(set) var isRefreshing = false
    /// The spinner frame shown.
    var frameIndex = 0
    var timer: TimerHandle?

    /// A control whose row reads `title` after the spinner.
    public init(title: String = "Refreshing…") {
        self.title = title
    }
}

/// Pull-to-refresh (BrickKit's `addRefreshControl(_:action:)` and `resetRefreshControl()`).
///
/// With a control added, scrolling up past the top — ↑ or `k` with the scroll view itself
/// focused, or the wheel up, at the top already — or F5 anywhere inside starts a refresh:
/// an indicator row (a turning spinner and the control's title) takes the viewport's
/// first row, the content below it, and the action runs. It shows until
/// ``resetRefreshControl()``, typically when the new data arrived; a refresh under way is
/// not started again. Under reduced motion the spinner stands still.
extension ScrollBrik {
    /// The refresh control added by ``addRefreshControl(_:action:)``, nil without one.
    public var refreshControl: RefreshControl? { scrollExtras.refreshControl }

    /// What a refresh runs (BrickKit's `refreshAction`), nil without a control.
    public var refreshAction: (@MainActor (ScrollBrik) -> Void)? { scrollExtras.refreshAction }

    /// Whether the indicator row shows.
    public var isRefreshing: Bool { scrollExtras.refreshControl?.isRefreshing ?? false }

    /// Adds pull-to-refresh: over-scrolling the top or F5 shows `control`'s row and runs
    /// `action` (replacing a control added before).
    public func addRefreshControl(
        _ control: RefreshControl = RefreshControl(), action: @escaping @MainActor (ScrollBrik) -> Void
    ) {
        if let old = scrollExtras.refreshControl, old !== control { stopSpinner(old) }
        scrollExtras.refreshControl = control
        scrollExtras.refreshAction = action
        setNeedsLayout()
    }

    /// Removes pull-to-refresh (and its row).
    public func removeRefreshControl() {
        if let control = scrollExtras.refreshControl { stopSpinner(control) }
        scrollExtras.refreshControl = nil
        scrollExtras.refreshAction = nil
        setNeedsLayout()
    }

    /// Starts a refresh as pulling would: shows the row and runs the action. Nothing
    /// happens without a control or while one is under way.
    public func beginRefreshing() {
        guard let control = scrollExtras.refreshControl, !control.isRefreshing else { return }
        control.isRefreshing = true
        control.frameIndex = 0
        startSpinner(control)
        // The row comes in above what is shown: the content moves down a row, not away.
        setNeedsLayout()
        setNeedsDisplay()
        scrollExtras.refreshAction?(self)
    }

    /// Hides the indicator row (the refresh is over); the content takes the row back.
    public func resetRefreshControl() {
        guard let control = scrollExtras.refreshControl, control.isRefreshing else { return }
        control.isRefreshing = false
        stopSpinner(control)
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Rows the indicator takes at the top of the content frame (0 or 1).
    var refreshRowHeight: Int { axis == .vertical && isRefreshing && contentFrame.height > 1 ? 1 : 0 }

    /// Whether scrolling back from here is an over-scroll that starts a refresh.
    var overScrollRefreshes: Bool {
        guard let control = scrollExtras.refreshControl, !control.isRefreshing, axis == .vertical else { return false }
        return contentOffset.y <= minimumOffset.y
    }

    func declareRefreshBinding() {
        addKeyBinding(
            KeyBinding(
                "scroll.refresh", keys: KeyBinding.parse(["F5"], for: "scroll.refresh"), description: "refresh",
                isAvailable: { [unowned self] in scrollExtras.refreshControl != nil }
            ) { [unowned self] in beginRefreshing() })
    }

    /// Draws the indicator row at the top of the content frame.
    func drawRefreshRow(into canvas: inout Canvas, context: DrawContext) {
        guard refreshRowHeight > 0, let control = scrollExtras.refreshControl else { return }
        let port = viewport
        let row = Rect(x: port.x, y: contentFrame.y, width: port.width, height: 1)
        let wheel = Spinner.frames[control.frameIndex % Spinner.frames.count]
        let full = "\(wheel) \(control.title)"
        // Too narrow for the title: the spinner alone.
        let text = TextWidth.width(full) <= row.width ? full : String(wheel)
        let x = row.x + max(0, (row.width - TextWidth.width(text)) / 2)
        canvas.fill(row, with: " ", style: context.style)
        canvas.write(text, at: Point(x: x, y: row.y), style: context.style.adding(.dim))
    }

    private func startSpinner(_ control: RefreshControl) {
        guard control.timer == nil, let application, !application.reducedMotion else { return }
        control.timer = application.every(.milliseconds(80)) { [weak self, weak control] in
            guard let self, let control, control.isRefreshing else { return }
            control.frameIndex = (control.frameIndex + 1) % Spinner.frames.count
            self.setNeedsDisplay()
        }
    }

    private func stopSpinner(_ control: RefreshControl) {
        control.timer?.cancel()
        control.timer = nil
    }
}
