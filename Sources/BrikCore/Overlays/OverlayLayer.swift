import BrikRendering

/// The application's second tree: a screen-sized brick whose children are the contents of
/// the presented overlays, in the order presented. It is laid out after the root (an
/// anchored overlay follows where its anchor is shown), and the pipeline draws, hit-tests
/// and mounts it like the root, so bricks inside overlays get layout, behaviors,
/// `onAppear`/`onDisappear` and focus exactly as bricks on the screen do.
@MainActor
final class OverlayLayer: Brick {
    /// The overlays shown, in the order presented (later ones on top).
    private(set) var overlays: [Overlay] = []

    override init() {
        super.init()
        addKeyBinding(
            KeyBinding(
                "overlay.dismiss", keys: [KeyEvent(.escape)], description: "close", footer: true,
                isAvailable: { [unowned self] in application?.focusOverlay?.dismissesOnEscape == true }
            ) { [unowned self] in application?.focusOverlay?.dismiss() })
    }

    func append(_ overlay: Overlay) {
        overlays.append(overlay)
        addChild(overlay.content)
    }

    func remove(_ overlay: Overlay) {
        overlays.removeAll { $0 === overlay }
        overlay.content.removeFromParent()
    }

    /// The overlays in the order they are drawn: notifications above all the others.
    var drawingOrder: [Overlay] {
        overlays.filter { $0.kind != .notification } + overlays.filter { $0.kind == .notification }
    }

    /// Anchored overlays read their anchor's frame, outside this subtree.
    override var cachesLayout: Bool { false }

    override func layoutChildren(context: LayoutContext) {
        let screen = frame.size
        // Rows taken so far in each corner: the newest overlay sits nearest the corner.
        var stacked: [ScreenCorner: Int] = [:]
        for overlay in overlays.reversed() {
            let content = overlay.content
            guard !content.isHidden else { continue }
            let placement = overlay.placement
            var anchor: Rect?
            if let brick = placement.anchorBrick, brick.application === application, brick.isVisibleInTree {
                anchor = brick.frame
            }
            var room = placement.room(on: screen, anchor: anchor)
            var size = content.measuredSize(for: ProposedSize(room), context: context)
            if case .centered = placement, size.height > room.height, size.height <= screen.height {
                // The margin gives way when that shows the whole overlay (a dialog keeps every
                // field on a short screen); one taller still keeps it and scrolls (the help).
                room.height = screen.height
            }
            size = Size(width: min(size.width, room.width), height: min(size.height, room.height))
            let corner = placement.stackingCorner
            let offset = corner.map { stacked[$0, default: 0] } ?? 0
            if corner != nil, offset > 0, offset + size.height > room.height {
                // No room left in its corner (a small screen): not shown, rather than drawn
                // over the newer ones; it comes back when the screen grows or they go.
                content.frame = .zero
                continue
            }
            content.frame = placement.frame(for: size, on: screen, anchor: anchor, stackOffset: offset)
            if let corner { stacked[corner] = offset + size.height }
        }
    }

    /// Draws nothing itself: the application draws each overlay, dimming behind modal ones.
    override func draw(into canvas: inout Canvas, context: DrawContext) {}
}
