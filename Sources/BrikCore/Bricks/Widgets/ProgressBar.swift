import BrikRendering

/// A progress bar: determinate (a fraction filled with eighth blocks and a
/// percentage) or indeterminate (a segment sweeping back and forth while on screen).
///
/// An indeterminate bar that does not move (``isAnimating`` false, or
/// ``Application/reducedMotion``) shows a still, evenly shaded track (`▒`).
@MainActor
public final class ProgressBar: Brick {
    /// Progress from 0 to 1, nil for indeterminate. Values outside 0…1 and NaN are clamped (NaN to 0).
    public var value: Double? {
        didSet {
            // A bar already on screen that turns indeterminate never gets another onAppear.
            if value == nil { startAnimating() } else { stopAnimating() }
            setNeedsDisplay()
        }
    }
    /// Whether the percentage is shown after the bar.
    public var showsPercentage = true { didSet { setNeedsDisplay() } }
    /// Whether an indeterminate bar sweeps; false stops it and shows the still track.
    public var isAnimating = true {
        didSet {
            if isAnimating { startAnimating() } else { stopAnimating() }
            setNeedsDisplay()
        }
    }
    /// The sweep position of an indeterminate bar, advanced by its animation.
    private(set) var phase = 0
    private var animation: TimerHandle?

    /// A bar at `value` (nil for indeterminate).
    public init(value: Double? = 0) {
        self.value = value
        super.init()
        onAppear { [weak self] in self?.startAnimating() }
        onDisappear { [weak self] in self?.stopAnimating() }
    }

    /// `value` clamped to 0…1, NaN as 0.
    public var fraction: Double? {
        guard let value else { return nil }
        return value.isNaN ? 0 : min(1, max(0, value))
    }

    /// Twenty columns by one row: hugged and resisting compression under constraints.
    public override func hasIntrinsicSize(along axis: Axis) -> Bool { true }

    /// Progress whose value is the percentage done ("40%"), or "in progress" while indeterminate.
    public override var defaultAccessibility: AccessibilityElement {
        AccessibilityElement(role: .progress, value: fraction.map { "\(Int(($0 * 100).rounded()))%" } ?? "in progress")
    }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        return Size(width: min(20 + chrome.horizontal, proposal.width ?? Int.max), height: 1 + chrome.vertical)
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        let area = contentFrame
        guard !area.isEmpty else { return }
        let style = context.tintedStyle
        let row = Point(x: area.x, y: area.y)
        guard let fraction else {
            let track = max(1, area.width)
            if !isAnimating || context.reducedMotion {
                canvas.write(String(repeating: "▒", count: track), at: row, style: style.adding(.dim))
                return
            }
            let segment = max(1, track / 4)
            let span = max(1, track - segment)
            let cycle = 2 * span
            let step = phase % cycle
            let start = step <= span ? step : cycle - step
            canvas.write(String(repeating: "░", count: track), at: row, style: style.adding(.dim))
            canvas.write(String(repeating: "█", count: min(segment, track - start)), at: row.offsetBy(dx: start), style: style)
            return
        }
        let label = showsPercentage ? " \(Int((fraction * 100).rounded(.down)))%" : ""
        let barWidth = max(0, area.width - TextWidth.width(label))
        canvas.write(Self.bar(fraction: fraction, width: barWidth), at: row, style: style)
        canvas.write(label, at: row.offsetBy(dx: barWidth), style: style)
    }

    /// `width` columns filled to `fraction` with full and eighth blocks, the rest `░`.
    static func bar(fraction: Double, width: Int) -> String {
        guard width > 0 else { return "" }
        let eighths = Int((fraction * Double(width * 8)).rounded(.down))
        let full = eighths / 8
        let partial = eighths % 8
        let partials: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        var bar = String(repeating: "█", count: full)
        if partial > 0 && full < width { bar.append(partials[partial - 1]) }
        bar += String(repeating: "░", count: width - TextWidth.width(bar))
        return bar
    }

    private func startAnimating() {
        guard value == nil, isAnimating, animation == nil, let application, !application.reducedMotion,
            application.lifecycle.isMounted(self)
        else { return }
        animation = application.every(.milliseconds(100)) { [weak self] in
            guard let self, self.value == nil, self.application != nil, self.isVisibleInTree else { return }
            self.phase += 1
            self.setNeedsDisplay()
        }
    }

    private func stopAnimating() {
        animation?.cancel()
        animation = nil
    }
}
