import BrikRendering

/// A spinner: a braille wheel that turns while on screen and ``isSpinning``.
///
/// Under ``Application/reducedMotion`` the wheel stands still on its first frame.
@MainActor
public final class Spinner: Brick {
    /// The frames of the wheel.
    public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// Text after the wheel.
    public var title: String { didSet { setNeedsLayout() } }
    /// Whether it turns; a stopped spinner draws a blank instead of the wheel.
    public var isSpinning = true {
        didSet {
            if isSpinning { start() } else { stop() }
            setNeedsDisplay()
        }
    }
    /// The frame shown.
    public private(set) var frameIndex = 0
    private var animation: TimerHandle?

    /// A spinning wheel with an optional title.
    public init(_ title: String = "") {
        self.title = title
        super.init()
        onAppear { [weak self] in self?.start() }
        onDisappear { [weak self] in self?.stop() }
    }

    public override var huggingPriority: Int { 750 }

    /// Measured to its content: hugged and resisting compression under constraints.
    public override func hasIntrinsicSize(along axis: Axis) -> Bool { true }

    /// Progress labelled by its title, "in progress" while it spins.
    public override var defaultAccessibility: AccessibilityElement {
        AccessibilityElement(role: .progress, label: title, value: isSpinning ? "in progress" : "")
    }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let titleWidth = title.isEmpty ? 0 : 1 + TextWidth.width(title)
        return Size(width: 1 + titleWidth + chrome.horizontal, height: 1 + chrome.vertical)
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        let area = contentFrame
        guard !area.isEmpty else { return }
        let wheel = isSpinning ? String(Self.frames[frameIndex % Self.frames.count]) : " "
        canvas.write(wheel + (title.isEmpty ? "" : " " + title), at: area.origin, style: context.style)
    }

    private func start() {
        // Only while on screen: `isSpinning = true` on a hidden brick must not start it.
        guard isSpinning, animation == nil, let application, !application.reducedMotion,
            application.lifecycle.isMounted(self)
        else { return }
        animation = application.every(.milliseconds(80)) { [weak self] in
            // Removed or hidden since the last frame: onDisappear stops the timer after this tick.
            guard let self, self.application != nil, self.isVisibleInTree else { return }
            self.frameIndex = (self.frameIndex + 1) % Self.frames.count
            self.setNeedsDisplay()
        }
    }

    private func stop() {
        animation?.cancel()
        animation = nil
    }
}
