import BrikRendering

/// Any brick shown next to another one, in a box over the screen: a popover overlay, below
/// its anchor (above when there is no room below), that Esc or a click outside closes,
/// giving the focus back to the anchor.
///
/// ```swift
/// let details = Label("Ana Souza\nana@example.com\nLast seen today")
/// app.showPopover(details, anchoredTo: avatarButton)
/// ```
/// The content keeps its own keys and focus (Tab cycles inside the popover); the popover
/// is as large as its content measures, plus its border, and clamped to the screen.
@MainActor
public final class Popover: Brick {
    /// The brick shown.
    public let content: Brick

    /// A popover of `content` in a `border` (none: the content draws its own edges).
    public init(_ content: Brick, border: BorderStyle? = .rounded) {
        self.content = content
        super.init()
        self.border = border
        addChild(content)
    }

    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let inner = ProposedSize(
            width: proposal.width.map { max(0, $0 - chrome.horizontal) },
            height: proposal.height.map { max(0, $0 - chrome.vertical) })
        let size = content.measuredSize(for: inner, context: context)
        return Size(width: size.width + chrome.horizontal, height: size.height + chrome.vertical)
    }

    public override func layoutChildren(context: LayoutContext) {
        content.frame = contentFrame
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        canvas.fill(frame, style: context.style.removing(.reverse))
        drawChrome(into: &canvas, context: context)
    }
}

extension Application {
    /// Shows `content` in a ``Popover`` next to `anchor` (on `edge`, or the opposite edge
    /// when there is more room there) and returns its overlay. Esc or a click outside
    /// closes it; the focus then goes back to `anchor` when it can take it (else to the
    /// brick that had it).
    ///
    /// ```swift
    /// let overlay = app.showPopover(Label("Saved 3 minutes ago"), anchoredTo: saveButton)
    /// overlay.onDismiss { status.text = "closed" }
    /// ```
    @discardableResult
    public func showPopover(
        _ content: Brick, anchoredTo anchor: Brick, edge: OverlayEdge = .below, border: BorderStyle? = .rounded
    ) -> Overlay {
        let returnsToAnchor = anchor.isFocusable && anchor.focusRefusal(in: self) == nil
        let overlay = Overlay(Popover(content, border: border), placement: .anchored(to: anchor, edge: edge), kind: .popover)
        present(overlay)
        if returnsToAnchor { overlay.focusBeforePresenting = anchor }
        return overlay
    }
}
