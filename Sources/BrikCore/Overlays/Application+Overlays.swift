import BrikRendering

// Presenting and dismissing overlays, and what they change in focus, keys and clicks.
extension Application {
    /// The overlays shown, in the order presented (later ones on top; notifications are
    /// drawn above the rest whatever their order).
    public var overlays: [Overlay] { overlayLayer.overlays }

    /// The topmost overlay that owns the focus (a dialog, a menu), nil when none is shown.
    public var focusOverlay: Overlay? { overlayLayer.overlays.last(where: \.takesFocus) }

    /// The subtree the focus stays in: the content of ``focusOverlay``, or the root.
    public var focusScope: Brick { focusOverlay?.content ?? root }

    /// Shows `content` above the screen at `placement` and returns its ``Overlay``
    /// (``Overlay/dismiss()`` removes it). A modal or popover overlay takes the focus:
    /// its ``Overlay/initialFocus``, or its first focusable brick in reading order.
    ///
    /// ```swift
    /// let menu = app.present(fileMenu, placement: .anchored(to: fileButton), kind: .popover)
    /// ```
    @discardableResult
    public func present(_ content: Brick, placement: OverlayPlacement = .centered, kind: Overlay.Kind = .modal) -> Overlay {
        let overlay = Overlay(content, placement: placement, kind: kind)
        present(overlay)
        return overlay
    }

    /// Shows `overlay` above the screen (see ``present(_:placement:kind:)``). An overlay
    /// already shown stays where it is; its content must not be in a tree.
    public func present(_ overlay: Overlay) {
        guard overlay.application == nil else { return }
        if overlay.content.parent != nil || overlay.content.host != nil {
            programmingError("\(overlay.content.debugName) is in a tree already; an overlay shows a brick of its own")
        }
        overlay.application = self
        (overlay.content as? any OverlayContent)?.prepare(overlay)
        if overlay.takesFocus {
            overlay.focusBeforePresenting = focusedBrick?.application === self ? focusedBrick : nil
            overlay.needsInitialFocus = true
        }
        overlayLayer.append(overlay)
        setNeedsLayout()
        if overlay.takesFocus {
            // Laid out now when it can be, so the next key already goes to the overlay.
            layoutIfNeeded()
            moveFocusIntoOverlayIfNeeded()
        }
    }

    /// Removes `overlay` from the screen and runs its dismiss actions. If it owned the
    /// focus, the focus goes back to the brick that had it when it opened, without
    /// scrolling anything (the screen behind is as it was). Does nothing when it is not shown here.
    public func dismiss(_ overlay: Overlay) {
        guard overlay.application === self else { return }
        // Overlays opened from it (submenus) go first, the topmost first.
        for child in overlays.reversed() where child.openedFrom === overlay { dismiss(child) }
        let focusWasInside = focusedBrick.map { $0.isDescendant(of: overlay.content) } ?? (overlay === focusOverlay)
        overlayLayer.remove(overlay)
        overlay.application = nil
        overlay.needsInitialFocus = false
        if focusWasInside {
            let previous = overlay.focusBeforePresenting
            if let previous, previous.focusRefusal(in: self) == nil, previous.willFocus() {
                moveFocusUnchecked(to: previous, reveal: false)
            } else {
                moveFocusUnchecked(to: nil, reveal: false)
                // The next layout hands the focus to the first brick in scope.
                nothingFocusableAt = nil
            }
        }
        setNeedsLayout()
        (overlay.content as? any OverlayContent)?.overlayDidDismiss(overlay)
        overlay.runDismissActions()
    }

    /// Dismisses every overlay, the topmost first.
    public func dismissAllOverlays() {
        for overlay in overlays.reversed() { dismiss(overlay) }
    }

    /// Gives the focus to an overlay that opened and has not taken it yet: its initial
    /// focus or first focusable brick, or no brick at all (nothing behind keeps it).
    func moveFocusIntoOverlayIfNeeded() {
        guard let overlay = focusOverlay, overlay.needsInitialFocus else { return }
        let content = overlay.content
        // Not laid out yet (no screen size, or presented from inside a layout): the lifecycle
        // stage of the next layout comes back here.
        guard !content.frame.isEmpty else { return }
        overlay.needsInitialFocus = false
        // Code that ran since (an onAppear) may have put it inside already.
        if let focusedBrick, focusedBrick.isDescendant(of: content) { return }
        var candidates = focusOrder
        if let initial = overlay.initialFocus, initial.isDescendant(of: content) { candidates.insert(initial, at: 0) }
        // The brick behind cannot veto: it is not where the user is any more.
        for candidate in candidates where candidate.focusRefusal(in: self) == nil && candidate.willFocus() {
            moveFocusUnchecked(to: candidate, reveal: true)
            return
        }
        if focusedBrick != nil { moveFocusUnchecked(to: nil, reveal: false) }
    }

    /// Whether `brick` is where the focus may be now (inside ``focusScope``).
    func isInFocusScope(_ brick: Brick) -> Bool {
        guard let overlay = focusOverlay else { return brick.isDescendant(of: root) }
        return brick.isDescendant(of: overlay.content)
    }

    /// Where a click at `point` goes: a brick of the topmost overlay under it, else of the
    /// screen, unless an overlay that owns the focus lies above (then `blockedBy` is it).
    func mouseTarget(at point: Point) -> (brick: Brick?, blockedBy: Overlay?) {
        for overlay in overlayLayer.drawingOrder.reversed() where !overlay.content.isHidden {
            if overlay.content.frame.contains(point) { return (hitTest(point, in: overlay.content), nil) }
            // A submenu lets clicks through to the menu it was opened from.
            if overlay.takesFocus && overlay.openedFrom?.isPresented != true { return (nil, overlay) }
        }
        return (hitTest(point, in: root), nil)
    }
}

extension Brick {
    /// The overlay this brick is shown in as its content, nil when it is not one (a dialog
    /// or a menu closing itself: `presentingOverlay?.dismiss()`).
    public var presentingOverlay: Overlay? {
        application?.overlays.first { $0.content === self }
    }
}
