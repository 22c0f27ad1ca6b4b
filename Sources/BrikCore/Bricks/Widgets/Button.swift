import BrikRendering

/// A button: a title that sends ``ControlEvent/primaryActionTriggered`` on
/// Enter or Space while focused, or on a click (press and release on it).
///
/// Without a background colour it is drawn as `[ Title ]`; with one, as the
/// title padded by a space on each side on that colour. Focus adds reverse
/// video, so it shows under `NO_COLOR` too. An image per ``ControlState``
/// (``setImage(_:for:)``) is drawn left of the title, ``imageSize`` cells large.
@MainActor
public final class Button: Control {
    /// The title.
    public var title: String { didSet { setNeedsLayout() } }
    /// Whether a mouse button is held down on it (the ``ControlState/highlighted`` state).
    private(set) var pressedByMouse = false {
        didSet { if oldValue != pressedByMouse, !images.isEmpty { setNeedsDisplay() } }
    }
    /// The images by state (``setImage(_:for:)``): with any, the title moves right of ``imageSize``.
    var images: [ControlState: RGBAImage] = [:] { didSet { setNeedsLayout() } }
    /// The cells an image takes left of the title, one column before it (2 × 1 by default);
    /// the button is as tall as the image. Set an image with ``setImage(_:for:)``.
    ///
    /// ```swift
    /// button.imageSize = Size(width: 4, height: 2)
    /// ```
    public var imageSize = Size(width: 2, height: 1) { didSet { setNeedsLayout() } }

    /// A button titled `title`.
    public init(_ title: String = "") {
        self.title = title
        super.init()
    }

    /// A button titled `title`, configured by `style`.
    public convenience init(_ title: String, style: Style<Button>) {
        self.init(title)
        style.apply(to: self)
    }

    /// A background replaces the brackets, which changes the width: asks for layout then.
    public override var appearance: Appearance {
        didSet {
            if (oldValue.backgroundColor == nil) != (appearance.backgroundColor == nil) { setNeedsLayout() }
        }
    }

    private var decorated: String {
        backgroundColor == nil ? "[ \(title) ]" : " \(title) "
    }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let height = images.isEmpty ? 1 : max(1, imageSize.height)
        return Size(width: imageColumns + TextWidth.width(decorated) + chrome.horizontal, height: height + chrome.vertical)
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        let area = contentFrame
        guard !area.isEmpty else { return }
        let style = controlStyle(in: context)
        if !images.isEmpty {
            drawWithImage(into: &canvas, area: area, style: style, context: context)
            return
        }
        var label = decorated
        if TextWidth.width(label) > area.width, backgroundColor == nil, area.width >= 3 {
            // Squeezed (a narrow dialog): the brackets stay, the title is cut inside them.
            label = "[" + TextLayout.truncate(title, width: area.width - 2) + "]"
        }
        let text = TextLayout.align(label, width: area.width, alignment: .center)
        canvas.write(text, at: Point(x: area.x, y: area.y + (area.height - 1) / 2), style: style)
    }

    /// The image and the title side by side, centred together in `area`; a squeezed title
    /// is cut as without an image.
    private func drawWithImage(into canvas: inout Canvas, area: Rect, style: CellStyle, context: DrawContext) {
        let wanted = imageColumns + TextWidth.width(decorated)
        let origin = Point(x: area.x + max(0, (area.width - wanted) / 2), y: area.y)
        let titleX = drawImage(into: &canvas, at: origin, in: area, context: context)
        let room = area.maxX - titleX
        guard room > 0 else { return }
        var label = decorated
        if TextWidth.width(label) > room {
            label =
                backgroundColor == nil && room >= 3
                ? "[" + TextLayout.truncate(title, width: room - 2) + "]" : TextLayout.truncate(label, width: room)
        }
        canvas.write(label, at: Point(x: titleX, y: area.y + (area.height - 1) / 2), style: style)
    }

    public override func handle(_ event: Event) -> EventResult {
        guard isEnabled else { return .ignored }
        switch event {
        case .key(let key) where key == KeyEvent(.enter) || key == .character(" "):
            sendActions(for: .primaryActionTriggered)
            return .handled
        case .mouse(let mouse):
            switch mouse.action {
            case .press(.left):
                pressedByMouse = true
                return .handled
            case .release(.left):
                defer { pressedByMouse = false }
                guard pressedByMouse, frame.contains(mouse.position) else { return .ignored }
                sendActions(for: .primaryActionTriggered)
                return .handled
            default:
                return .ignored
            }
        default:
            return .ignored
        }
    }
}

extension Button {
    /// Replaces the title.
    @discardableResult
    public func title(_ title: String) -> Self {
        self.title = title
        return self
    }

    /// Sets the title colour.
    @discardableResult
    public func color(_ color: Color) -> Self {
        foregroundColor = color
        return self
    }
}
