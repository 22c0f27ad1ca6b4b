import BrikRendering

/// A button: a title that sends ``ControlEvent/primaryActionTriggered`` on
/// Enter or Space while focused, or on a click (press and release on it).
///
/// Without a background colour it is drawn as `[ Title ]`; with one, as the
/// title padded by a space on each side on that colour. Focus adds reverse
/// video, so it shows under `NO_COLOR` too. Like UIKit's `UIButton` it has a title,
/// a styled title and a title colour per ``ControlState`` (``setTitle(_:for:)``,
/// ``setAttributedTitle(_:for:)``, ``setTitleColor(_:for:)``), an image per state
/// (``setImage(_:for:)``) drawn left of the title, and content, title and image insets.
/// Its title is drawn in the ``Brick/tintColor`` when it sets no colour of its own.
///
/// A press sends ``ControlEvent/touchDown`` and highlights it; the release sends
/// ``ControlEvent/touchUpInside`` on it or ``ControlEvent/touchUpOutside`` off it. A key
/// is a press and a release at once: Enter or Space sends `touchDown`, then `touchUpInside`.
///
/// ```swift
/// Button("Save")
///     .titleColor(.green, for: .focused)
///     .contentEdgeInsets(EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
///     .action { _ in save() }
/// ```
@MainActor
public final class Button: Control {
    /// The title in the ``ControlState/normal`` state (what the other states fall back to).
    public var title: String { didSet { setNeedsLayout() } }
    /// The titles set for states other than normal, and styled titles (``setAttributedTitle(_:for:)``).
    var titles: [ControlState: String] = [:] { didSet { setNeedsLayout() } }
    var styledTitles: [ControlState: StyledText] = [:] { didSet { setNeedsLayout() } }
    /// The title colours by state (``setTitleColor(_:for:)``).
    var titleColors: [ControlState: Color] = [:] { didSet { setNeedsDisplay() } }
    /// What the title's colour means: it is drawn in that role's ``Theme`` colour (a
    /// dialog's destructive button is ``Theme/Role/error``), unless a title colour, a
    /// foreground or a tint colour is set on the button; nil: the theme's primary.
    ///
    /// ```swift
    /// let delete = Button("Delete")
    /// delete.themeRole = .error
    /// ```
    public var themeRole: Theme.Role? { didSet { setNeedsDisplay() } }
    /// The images by state (``setImage(_:for:)``): with any, the title moves right of ``imageSize``.
    var images: [ControlState: RGBAImage] = [:] { didSet { setNeedsLayout() } }
    /// The cells an image takes left of the title, one column before it (2 × 1 by default);
    /// the button is as tall as the image. Set an image with ``setImage(_:for:)``.
    ///
    /// ```swift
    /// button.imageSize = Size(width: 4, height: 2)
    /// ```
    public var imageSize = Size(width: 2, height: 1) { didSet { setNeedsLayout() } }
    /// Cells around the image and title together (UIKit's `contentEdgeInsets`): they add to
    /// the button's size, inside its border.
    ///
    /// ```swift
    /// button.contentEdgeInsets = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
    /// ```
    public var contentEdgeInsets: EdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Moves the title within the content (UIKit's `titleEdgeInsets`): the area the title is
    /// drawn in is inset by these cells; the button's size does not change.
    public var titleEdgeInsets: EdgeInsets = .zero { didSet { setNeedsDisplay() } }
    /// Moves the image within the content (UIKit's `imageEdgeInsets`), as ``titleEdgeInsets`` the title.
    public var imageEdgeInsets: EdgeInsets = .zero { didSet { setNeedsDisplay() } }

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

    /// `text` with the button's decoration: `[ text ]`, or ` text ` on a background.
    private func decorated(_ text: StyledText) -> StyledText {
        backgroundColor == nil ? "[ " + text + " ]" : " " + text + " "
    }

    /// The widest title of any state, decorated: the button keeps one width as its state changes.
    private var widestTitleWidth: Int {
        var widest = TextWidth.width(title)
        for text in titles.values { widest = max(widest, TextWidth.width(text)) }
        for text in styledTitles.values { widest = max(widest, TextWidth.width(text.plainText)) }
        return widest + (backgroundColor == nil ? 4 : 2)
    }

    /// A button labelled by its title, selected when ``Control/isSelected``.
    public override var defaultAccessibility: AccessibilityElement {
        controlAccessibility(.button, label: title, state: AccessibilityState(isSelected: isSelected))
    }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let content = contentEdgeInsets
        let height = images.isEmpty ? 1 : max(1, imageSize.height)
        return Size(
            width: imageColumns + widestTitleWidth + chrome.horizontal + content.horizontal,
            height: height + chrome.vertical + content.vertical)
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        drawChrome(into: &canvas, context: context)
        let area = contentFrame.inset(by: contentEdgeInsets)
        guard !area.isEmpty else { return }
        let state = state(isFocused: context.isFocused)
        var label = decorated(currentTitle(for: state))
        let wanted = imageColumns + TextWidth.width(label.plainText)
        var titleArea = area
        if !images.isEmpty {
            // The image and the title side by side, centred together.
            let origin = Point(x: area.x + max(0, (area.width - wanted) / 2), y: area.y)
            let imageArea = area.inset(by: imageEdgeInsets)
            _ = drawImage(
                into: &canvas, at: origin.offsetBy(dx: imageEdgeInsets.left, dy: imageEdgeInsets.top),
                in: imageArea, context: context)
            titleArea = Rect(
                x: origin.x + imageColumns, y: area.y, width: area.maxX - origin.x - imageColumns, height: area.height)
        }
        titleArea = titleArea.inset(by: titleEdgeInsets)
        guard titleArea.width > 0, titleArea.height > 0 else { return }
        let room = titleArea.width
        if TextWidth.width(label.plainText) > room {
            // Squeezed (a narrow dialog): the brackets stay, the title is cut inside them.
            let plain = currentTitle(for: state).plainText
            label =
                backgroundColor == nil && room >= 3
                ? StyledText(stringLiteral: "[" + TextLayout.truncate(plain, width: room - 2) + "]")
                : StyledText(stringLiteral: TextLayout.truncate(label.plainText, width: room))
        }
        let width = TextWidth.width(label.plainText)
        let x = images.isEmpty ? titleArea.x + max(0, (room - width) / 2) : titleArea.x
        let y = titleArea.y + (titleArea.height - 1) / 2
        let style = titleStyle(for: state, in: context)
        // The whole row is the button's: a stretched button is reverse across it while focused.
        if images.isEmpty { canvas.fill(Rect(x: titleArea.x, y: y, width: room, height: 1), style: style) }
        canvas.write(label, at: Point(x: x, y: y), style: style)
    }

    public override func handle(_ event: Event) -> EventResult {
        guard isEnabled else { return .ignored }
        switch event {
        case .key(let key) where key == KeyEvent(.enter) || key == .character(" "):
            sendActions(for: .touchDown)
            sendActions(for: .primaryActionTriggered)
            return .handled
        case .mouse(let mouse):
            switch mouse.action {
            case .press(.left), .release(.left):
                let wasPressed = isHighlighted
                let inside = trackTouch(mouse)
                return mouse.action == .press(.left) || wasPressed || inside != nil ? .handled : .ignored
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

    /// Sets the content insets (see ``contentEdgeInsets``) and returns the button.
    @discardableResult
    public func contentEdgeInsets(_ insets: EdgeInsets) -> Self {
        contentEdgeInsets = insets
        return self
    }

    /// Sets the title insets (see ``titleEdgeInsets``) and returns the button.
    @discardableResult
    public func titleEdgeInsets(_ insets: EdgeInsets) -> Self {
        titleEdgeInsets = insets
        return self
    }

    /// Sets the image insets (see ``imageEdgeInsets``) and returns the button.
    @discardableResult
    public func imageEdgeInsets(_ insets: EdgeInsets) -> Self {
        imageEdgeInsets = insets
        return self
    }
}
