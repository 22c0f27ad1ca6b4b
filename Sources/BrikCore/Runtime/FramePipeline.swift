import BrikRendering

/// The layout and draw passes over a brick tree.
@MainActor
enum FramePipeline {
    /// The layout pass whose frames are being set, 0 outside the layout stage. A brick's
    /// frame records it when set (``LayoutState/placedInPass``), so a pass knows which frames
    /// it placed and which kept what a behavior (a stuck header) did to them.
    private(set) static var placingPass: UInt32 = 0
    private static var lastPass: UInt32 = 0

    /// Lets every visible brick place its children, top-down, and reports
    /// duplicate tags among siblings to `diagnostics`.
    ///
    /// A brick whose frame, subtree and environment are what they were at its last layout
    /// keeps its children where they were (``LayoutState``): after one label changed, only
    /// the bricks around it lay out again. Its children are then put back at their layout
    /// frames, which a behavior may have moved since.
    static func layout(_ root: Brick, context: LayoutContext) {
        let outermost = placingPass == 0
        if outermost {
            lastPass = lastPass == UInt32.max ? 1 : lastPass + 1
            placingPass = lastPass
        }
        defer { if outermost { placingPass = 0 } }
        // The caller placed the root.
        root.layoutState.placedInPass = placingPass
        let environment = context.environmentKey
        let pass = placingPass
        var pending = [root]
        while let brick = pending.popLast() {
            guard !brick.isHidden else { continue }
            // Read once: every access to a brick's stored property is checked for exclusivity.
            var state = brick.layoutState
            let previous = brick.layoutFrame
            var frame = brick.frame
            if state.placedInPass != pass {
                // Its parent kept its last layout: this brick stays at its layout frame.
                frame = previous
                brick.frame = frame
            }
            let laysOutOwnSubtree = brick.laysOutOwnSubtree
            let unchanged =
                frame == previous && !state.needsLayout && !laysOutOwnSubtree
                && (state.environmentKey == environment || state.environmentKey == EnvironmentKeys.any) && brick.cachesLayout
            // Its parent placed it and no behavior has moved it yet: this is its layout frame.
            if frame != previous { brick.layoutFrame = frame }
            if !unchanged {
                // Its children or their tags changed (a brick that only moved has the same ones).
                let checksTags = state.needsLayout || state.environmentKey != environment
                state.needsLayout = false
                state.environmentKey = environment
                state.placedInPass = pass
                brick.layoutState = state
                let epoch = MeasurementEpoch.value
                let reads = EnvironmentKeys.reads
                brick.layoutChildren(context: context)
                context.pass.layouts += 1
                // Placed without reading the environment: the same places hold in any.
                if reads == EnvironmentKeys.reads { brick.layoutState.environmentKey = EnvironmentKeys.any }
                // It measured something no cache can hold (or asked for layout while laying out):
                // the next pass must place its children again.
                if epoch != MeasurementEpoch.value { brick.layoutState.needsLayout = true }
                if checksTags, let diagnostics = context.pass.diagnostics { reportDuplicateTags(in: brick, to: diagnostics) }
            }
            if !laysOutOwnSubtree { pushChildren(of: brick, onto: &pending) }
        }
        if context.pass.depthExceeded {
            context.pass.depthExceeded = false
            context.report(
                .message(
                    "bricks nested more than \(LayoutContext.measurementDepthLimit) containers deep are measured as empty (no room)"
                ))
        }
    }

    /// The behaviors stage: every brick of the laid-out tree that has behaviors (scroll views),
    /// outer ones before the ones inside them, moves its items from their layout frames to
    /// their shown frames. Returns the bricks that took part, for the lifecycle stage.
    static func applyBehaviors(_ root: Brick) -> [Brick] {
        var participants: [Brick] = []
        var pending = [root]
        while let brick = pending.popLast() {
            guard !brick.isHidden else { continue }
            if brick.applyBehaviorStage() { participants.append(brick) }
            pushChildren(of: brick, onto: &pending)
        }
        return participants
    }

    /// Lays out the insides of `brick` at the frame it is shown in: a behavior (cover flow)
    /// or an appear animation resized it. Its own ``Brick/layoutFrame`` stays the layout's.
    static func layoutInsideShownFrame(of brick: Brick, context: LayoutContext) {
        let laidOut = brick.layoutFrame
        layout(brick, context: context)
        brick.layoutFrame = laidOut
        // Its insides are placed for the shown frame: the next pass places them for the layout's.
        brick.layoutState.needsLayout = true
    }

    /// Paints `brick` and its visible descendants in painter's order, each clipped to its frame.
    /// A brick outside the current clip is skipped with everything inside it, so drawing
    /// costs what is on screen, not what the tree holds. Iterative, so deep trees cannot
    /// overflow the stack. Each brick gets a ``DrawContext`` with the style its ancestors set
    /// (`inherited` for `brick` itself), so no brick walks up the tree to find its style.
    static func draw(_ brick: Brick, into canvas: inout Canvas, frame: DrawContext.Frame, inherited: CellStyle = .plain) {
        enum Step {
            case enter(Brick, inherited: CellStyle)
            case restore(Rect)
        }
        var steps: [Step] = [.enter(brick, inherited: inherited)]
        while let step = steps.popLast() {
            switch step {
            case .restore(let clip):
                canvas.clip = clip
            case .enter(let brick, let inherited):
                guard !brick.isHidden, brick.frame.intersects(canvas.clip) else { continue }
                let context = DrawContext(frame: frame, brick: brick, inherited: inherited)
                let saved = canvas.clip
                canvas.clip = saved.intersection(brick.frame)
                brick.draw(into: &canvas, context: context)
                steps.append(.restore(saved))
                canvas.clip = saved.intersection(brick.childClipRect)
                if let order = brick.childPaintOrder {
                    // The brick decides the order (a scroll view's behaviors put sticky headers
                    // over the content); nested scroll views go through here again.
                    drawItems(order, of: brick, style: context.styleForChildren, into: &canvas, frame: frame)
                } else {
                    for child in brick.children.reversed() {
                        steps.append(.enter(child, inherited: context.styleForChildren))
                    }
                }
            }
        }
    }

    /// Paints the items of `container` in their order within the current clip: whole bricks
    /// with their insides, sections alone; an item with alpha below 1 is dimmed. An item
    /// inherits the styles of the bricks between it and `container` (whose children draw in `style`).
    private static func drawItems(
        _ items: [PaintStep], of container: Brick, style: CellStyle, into canvas: inout Canvas, frame: DrawContext.Frame
    ) {
        let clip = canvas.clip
        for item in items {
            let itemClip = item.clip.map { clip.intersection($0) } ?? clip
            guard !item.brick.isHidden, item.brick.frame.intersects(itemClip) else { continue }
            let inherited = inheritedStyle(of: item.brick, below: container, containerStyle: style)
            if item.isOpaque {
                canvas.clip = itemClip
                var blank = CellStyle()
                blank.background = item.brick.appearance.style(over: inherited).background
                canvas.fill(item.brick.frame, style: blank)
            }
            if item.includesChildren {
                canvas.clip = itemClip
                draw(item.brick, into: &canvas, frame: frame, inherited: inherited)
            } else {
                canvas.clip = itemClip.intersection(item.brick.frame)
                item.brick.draw(into: &canvas, context: DrawContext(frame: frame, brick: item.brick, inherited: inherited))
            }
            canvas.clip = clip
            if item.alpha < 1 { canvas.restyle(item.brick.frame) { $0.adding(.dim) } }
        }
        canvas.clip = clip
    }

    /// The style `brick`'s parent draws its children in, given that `container` (an ancestor)
    /// draws its own in `containerStyle`: the looks of the bricks between, outermost first.
    private static func inheritedStyle(of brick: Brick, below container: Brick, containerStyle: CellStyle) -> CellStyle {
        var between: [Brick] = []
        var node = brick.parent
        while let current = node, current !== container {
            between.append(current)
            node = current.parent
        }
        return between.reversed().reduce(containerStyle) { $1.appearance.style(over: $0) }
    }

    /// Pushes the children of `brick` last first, so they pop in tree order.
    private static func pushChildren(of brick: Brick, onto pending: inout [Brick]) {
        let children = brick.children
        var index = children.count
        while index > 0 {
            index -= 1
            pending.append(children[index])
        }
    }

    private static func reportDuplicateTags(in brick: Brick, to diagnostics: DiagnosticLog) {
        let children = brick.children
        guard children.count > 1 else { return }
        // Most containers tag nothing: no set to make for them.
        var tagged = 0
        for child in children where child.tag != nil { tagged += 1 }
        guard tagged > 1 else { return }
        var seen: Set<AnyHashable> = []
        for child in children {
            guard let tag = child.tag else { continue }
            if !seen.insert(tag).inserted {
                diagnostics.report(.duplicateTag(container: brick.debugName, tag: "\(tag.base)"))
            }
        }
    }
}
