import BrikRendering

/// A notification that shows for a while in a corner of the screen and goes away by
/// itself: it never takes the focus nor a key, clicks outside it reach the screen, and a
/// click on it dismisses it. Toasts in the same corner stack, the newest nearest the corner.
///
/// ```swift
/// app.toast("Saved 3 files", severity: .success)
/// app.toast("Disk almost full", title: "Warning", severity: .warning, timeout: .seconds(10))
/// app.toast("Connection lost", severity: .error, timeout: nil)   // stays until clicked
/// ```
@MainActor
public final class Toast: Brick, OverlayContent {
    /// How serious the news is: its colour and its mark.
    public enum Severity: Hashable, Sendable, CaseIterable {
        /// Something happened (the theme's info colour, ℹ).
        case information
        /// Something worked (its success colour, ✓).
        case success
        /// Something needs attention (its warning colour, !).
        case warning
        /// Something failed (its error colour, ✗).
        case error

        /// The mark shown before the title.
        public var mark: String {
            switch self {
            case .information: "ℹ"
            case .success: "✓"
            case .warning: "!"
            case .error: "✗"
            }
        }

        /// What the colour of the border and the mark means in a ``Theme``.
        public var role: Theme.Role {
            switch self {
            case .information: .info
            case .success: .success
            case .warning: .warning
            case .error: .error
            }
        }

        /// The colour of the border and the mark in `theme`.
        public func color(in theme: Theme) -> Color {
            theme.color(for: role)
        }
    }

    /// The text.
    public let message: String
    /// The heading on the top border (the mark alone when nil).
    public let title: String?
    /// How serious it is.
    public let severity: Severity
    /// How long it shows; nil: until clicked or dismissed by code.
    public let timeout: Duration?
    /// The widest it grows before the message wraps (cells, border included).
    public var preferredWidth = 40 { didSet { setNeedsLayout() } }

    private let label: Label
    private var timer: TimerHandle?

    /// A toast of `message`.
    public init(_ message: String, title: String? = nil, severity: Severity = .information, timeout: Duration? = .seconds(4)) {
        self.message = message
        self.title = title
        self.severity = severity
        self.timeout = timeout
        label = Label(message)
        super.init()
        border = .rounded
        borderTitle = title.map { "\(severity.mark) \($0)" } ?? severity.mark
        padding = EdgeInsets(horizontal: 1)
        addChild(label)
    }

    /// An alert labelled by its title (or how serious it is) whose value is its message.
    public override var defaultAccessibility: AccessibilityElement {
        let severityName =
            switch severity {
            case .information: "Information"
            case .success: "Success"
            case .warning: "Warning"
            case .error: "Error"
            }
        return AccessibilityElement(role: .alert, label: title ?? severityName, value: message)
    }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let limit = min(proposal.width ?? preferredWidth, preferredWidth) - chrome.horizontal
        let natural = label.measuredSize(for: .unlimited, context: context).width
        let titleWidth = TextWidth.width(borderTitle ?? "") + 2
        let width = max(1, min(max(natural, titleWidth), limit))
        let height = label.measuredSize(for: ProposedSize(width: width, height: nil), context: context).height
        return Size(width: width + chrome.horizontal, height: height + chrome.vertical)
    }

    public override func layoutChildren(context: LayoutContext) {
        label.frame = contentFrame
    }

    /// Draws the border in the severity's colour in the theme, unless ``Brick/borderColor`` is set.
    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        canvas.fill(frame, style: context.style)
        drawChrome(into: &canvas, context: context, defaultBorderColor: severity.color(in: context.theme))
    }

    public override func handle(_ event: Event) -> EventResult {
        guard case .mouse(let mouse) = event, case .press = mouse.action else { return .ignored }
        presentingOverlay?.dismiss()
        return .handled
    }

    /// Starts the timeout.
    public func prepare(_ overlay: Overlay) {
        guard let timeout, let application = overlay.application else { return }
        timer = application.after(timeout) { [weak overlay] in overlay?.dismiss() }
    }

    /// Stops the timeout.
    public func overlayDidDismiss(_ overlay: Overlay) {
        timer?.cancel()
        timer = nil
    }
}

extension Application {
    /// The most toasts shown at once in one corner; a new one dismisses the oldest.
    public static let toastLimit = 5

    /// Shows a ``Toast`` in `corner` and returns its overlay (``Overlay/dismiss()`` removes it early).
    @discardableResult
    public func toast(
        _ message: String, title: String? = nil, severity: Toast.Severity = .information,
        timeout: Duration? = .seconds(4), corner: ScreenCorner = .bottomTrailing
    ) -> Overlay {
        show(Toast(message, title: title, severity: severity, timeout: timeout), corner: corner)
    }

    /// Shows `toast` in `corner`, dismissing the oldest when ``toastLimit`` are there already.
    @discardableResult
    public func show(_ toast: Toast, corner: ScreenCorner = .bottomTrailing) -> Overlay {
        let inCorner = overlays.filter { $0.content is Toast && $0.placement.stackingCorner == corner }
        for old in inCorner.dropLast(Self.toastLimit - 1) { old.dismiss() }
        let overlay = Overlay(toast, placement: .corner(corner), kind: .notification)
        present(overlay)
        return overlay
    }
}
