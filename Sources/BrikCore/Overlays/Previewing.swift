import BrikRendering

/// Peek and commit for a brick (BrickKit's `BrickPreviewingDelegate`, 3D Touch's peek and
/// pop): a terminal has no force touch, so `p` — the binding `preview.peek` — on the
/// focused brick (or a brick inside it) peeks, showing the preview in a panel on the
/// overlay layer above the screen; Enter commits (the panel closes and
/// ``commit(preview:for:)`` opens the thing for real), Esc or `p` again closes it.
@MainActor
public protocol BrickPreviewingDelegate: AnyObject {
    /// The brick that previews `brick` (BrickKit's `previewViewController(for:)`); nil:
    /// nothing to preview, and the peek key does nothing.
    func previewBrick(for brick: Brick) -> Brick?
    /// The user committed to `preview` of `brick` (BrickKit's `commit(viewController:)`):
    /// open it. Called after the panel closed.
    func commit(preview: Brick, for brick: Brick)
}

extension Brick {
    /// What previews this brick on the peek key (held weakly, like BrickKit's); setting one
    /// adds the `preview.peek` binding (`p`) to this brick.
    public var previewingDelegate: (any BrickPreviewingDelegate)? {
        get { handlers.previewingDelegate }
        set {
            let hadOne = handlers.previewingDelegate != nil
            handlers.previewingDelegate = newValue
            guard newValue != nil, !hadOne, !keyBindings.contains(where: { $0.id == "preview.peek" }) else { return }
            addKeyBinding(
                KeyBinding("preview.peek", keys: KeyBinding.parse(["p"], for: "preview.peek"), description: "peek") {
                    [unowned self] in peek()
                })
        }
    }

    /// Sets ``previewingDelegate`` (a modifier for the DSL).
    @discardableResult
    public func previewing(_ delegate: any BrickPreviewingDelegate) -> Self {
        previewingDelegate = delegate
        return self
    }

    /// Shows this brick's preview (what `p` does); returns the panel's overlay, nil when
    /// there is no delegate, no preview, or no application.
    @discardableResult
    public func peek() -> Overlay? {
        guard let application, let delegate = previewingDelegate, let preview = delegate.previewBrick(for: self) else {
            return nil
        }
        let panel = PreviewPanel(preview: preview, source: self, delegate: delegate)
        let overlay = Overlay(panel, placement: .centered, kind: .modal)
        overlay.initialFocus = panel
        application.present(overlay)
        return overlay
    }
}

/// The panel a peek shows: the preview in a rounded border titled "Preview", and a hint
/// row; it holds the focus, Enter commits and `p` closes (Esc closes any overlay).
@MainActor
public final class PreviewPanel: Brick {
    /// The preview shown.
    public let preview: Brick
    /// The brick previewed.
    public private(set) weak var source: Brick?
    private weak var delegate: (any BrickPreviewingDelegate)?
    private let hint = Label("enter open · esc close").dim()

    init(preview: Brick, source: Brick, delegate: any BrickPreviewingDelegate) {
        self.preview = preview
        self.source = source
        self.delegate = delegate
        super.init()
        border = .rounded
        borderTitle = "Preview"
        addChild(preview)
        addChild(hint)
        keyBinding("preview.commit", keys: "enter", description: "open") { [unowned self] in commit() }
        keyBinding("preview.close", keys: "p", description: "close") { [unowned self] in overlay?.dismiss() }
    }

    /// Takes the focus: its keys are Enter and `p`.
    public override var canBecomeFocused: Bool { true }

    /// The preview's size (at most the screen less two cells each side) plus the hint row.
    public override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let chrome = chromeInsets
        let screen = context.environment.screen
        let widest = max(1, min(proposal.width ?? screen.width, screen.width - 4) - chrome.horizontal)
        let tallest = max(1, min(proposal.height ?? screen.height, screen.height - 2) - chrome.vertical - 1)
        let size = preview.measuredSize(for: ProposedSize(width: widest, height: nil), context: context)
        let hintWidth = TextWidth.width(hint.text)
        return Size(
            width: min(widest, max(size.width, hintWidth)) + chrome.horizontal,
            height: min(tallest, size.height) + 1 + chrome.vertical)
    }

    public override func layoutChildren(context: LayoutContext) {
        let area = contentFrame
        preview.frame = Rect(x: area.x, y: area.y, width: area.width, height: max(0, area.height - 1))
        hint.frame = Rect(x: area.x, y: area.maxY - 1, width: area.width, height: min(1, area.height))
    }

    public override func draw(into canvas: inout Canvas, context: DrawContext) {
        canvas.fill(frame, style: context.style.removing(.reverse))
        drawChrome(into: &canvas, context: context)
    }

    /// The overlay showing the panel, nil once closed.
    private var overlay: Overlay? { application?.overlays.last { $0.content === self } }

    /// Closes the panel and tells the delegate to open the preview.
    func commit() {
        overlay?.dismiss()
        guard let source, let delegate else { return }
        delegate.commit(preview: preview, for: source)
    }
}
