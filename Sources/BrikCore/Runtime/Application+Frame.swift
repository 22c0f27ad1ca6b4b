import BrikRendering

extension Application {
    /// What conditional dimensions depend on, for the current screen size.
    public var layoutEnvironment: LayoutEnvironment {
        LayoutEnvironment(
            screen: size, cellAspect: cellAspect,
            horizontalCompactBelow: horizontalCompactBelow, verticalCompactBelow: verticalCompactBelow,
            layoutDirection: layoutDirection)
    }

    /// Lays out (if needed) and draws the tree into a new canvas of ``size``.
    ///
    /// After layout, bricks that joined the screen get `onAppear` and those that
    /// left get `onDisappear`; if those closures change the tree, it is laid out
    /// again (a few times at most) before drawing.
    package func renderFrame() -> Canvas {
        let clock = ContinuousClock()
        let layoutStart = clock.now
        behaviorTimeThisFrame = .zero
        let passes = layoutIfNeeded()
        let drawStart = clock.now
        stats.lastBehaviorsTime = behaviorTimeThisFrame
        stats.lastLayoutTime = passes > 0 ? drawStart - layoutStart - behaviorTimeThisFrame : .zero
        var canvas = Canvas(size: size)
        let frame = drawFrame()
        // The theme's text and surface are what the root inherits, on every cell.
        let base = theme.baseStyle
        if base != .plain { canvas.fill(Rect(origin: .zero, size: size), style: base) }
        FramePipeline.draw(root, into: &canvas, frame: frame, inherited: base)
        // Overlays (laid out after the root, in the layout stage) are drawn over it in order,
        // each on its own background (the theme's overlay surface unless it sets one), the
        // screen dimmed behind a modal one.
        let overlayBase = theme.overlayStyle
        for overlay in overlayLayer.drawingOrder where !overlay.content.isHidden {
            let content = overlay.content
            if overlay.dimsBackdrop { canvas.restyle(Rect(origin: .zero, size: size)) { $0.adding(.dim) } }
            var blank = overlayBase
            blank.background = content.appearance.style(over: overlayBase).background
            canvas.fill(content.frame, style: blank)
            FramePipeline.draw(content, into: &canvas, frame: frame, inherited: overlayBase)
        }
        stats.lastDrawTime = clock.now - drawStart
        needsDisplay = false
        return canvas
    }

    /// Lays the tree out now if a change asked for it, as the next frame would: the
    /// layout, `onAppear`/`onDisappear`, focus kept valid and shown. Nothing is drawn.
    /// Returns the passes made (0: the frames were current). Called from inside a
    /// layout (an `onAppear` closure), it does nothing: that layout is not finished.
    @discardableResult
    public func layoutIfNeeded() -> Int {
        guard !isLayingOut else { return 0 }
        isLayingOut = true
        defer { isLayingOut = false }
        // Focus moved with the frames current: scroll views show it before the layout.
        if !isStill, !needsLayout { revealFocusIfNeeded() }
        var passes = 0
        while needsLayout && passes < 4 {
            needsLayout = false
            layoutPass += 1
            root.frame = Rect(origin: .zero, size: size)
            let context = layoutContext()
            if passes == 0 { (stats.lastMeasuredBricks, stats.lastLaidOutBricks) = (0, 0) }
            defer {
                stats.lastMeasuredBricks += context.pass.measurements
                stats.lastLaidOutBricks += context.pass.layouts
            }
            FramePipeline.layout(root, context: context)
            var participants = FramePipeline.applyBehaviors(root)
            // Overlays after the root's behaviors: an anchored one follows where its anchor is shown.
            if !overlayLayer.children.isEmpty {
                overlayLayer.frame = root.frame
                FramePipeline.layout(overlayLayer, context: context)
                participants += FramePipeline.applyBehaviors(overlayLayer)
            }
            if !isStill { runLifecycleStage(participants) }
            // After the lifecycle, outside layout: a change they make is laid out by the loop.
            runAfterLayout(posted: context.pass.afterLayout)
            passes += 1
        }
        return passes
    }

    /// The lifecycle stage, after layout and behaviors: scroll views report what entered or
    /// left their viewports and how they moved, bricks that joined or left the screen get
    /// appear/disappear, focus moves off bricks that cannot keep it and the focused brick is
    /// shown. Closures run here may change the tree; the loop then lays out again.
    private func runLifecycleStage(_ participants: [Brick]) {
        for brick in participants { brick.runLifecycleStage() }
        if treeChanged {
            // Cleared first: an onAppear that adds bricks marks it again.
            treeChanged = false
            lifecycle.update(roots: [root, overlayLayer])
        }
        moveFocusIntoOverlayIfNeeded()
        repairFocus()
        revealFocusIfNeeded()
    }
}

extension Application {
    /// What every brick laid out in this pass may read (see ``LayoutContext``).
    func layoutContext() -> LayoutContext {
        LayoutContext(
            environment: layoutEnvironment, now: now,
            pass: LayoutContext.Pass(diagnostics: diagnostics, number: layoutPass, isStill: isStill))
    }

    /// What every brick drawn in this frame may read (see ``DrawContext``).
    func drawFrame() -> DrawContext.Frame {
        DrawContext.Frame(
            focusedBrick: isStill ? nil : focusedBrick?.application === self ? focusedBrick : nil,
            reducedMotion: reducedMotion, now: now, colorDepth: colorDepth, theme: theme,
            bindings: { [unowned self] in activeBindings })
    }
}
