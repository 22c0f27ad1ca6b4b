import BrikRendering

/// The layout and draw passes over a brick tree.
@MainActor
enum FramePipeline {
    /// The capacity the last drawing's list of pending steps reached (a test's look at how
    /// much a frame holds at once: what is on screen, not what the tree holds).
    package static var lastStepCapacity = 0

    /// Paints `brick` and its visible descendants in painter's order, each clipped to its frame.
    /// A brick outside the current clip is skipped with everything inside it, so drawing
    /// costs what is on screen, not what the tree holds. Iterative, so deep trees cannot
    /// overflow the stack. Each brick gets a ``DrawContext`` with the style its ancestors set
    /// (`inherited` for `brick` itself), so no brick walks up the tree to find its style.
    static func draw(_ brick: Brick, into canvas: inout Canvas, frame: DrawContext.Frame, inherited: CellStyle = .plain) {
        if brick.children.isEmpty {
            // A leaf (most items of a list): no steps to keep, no child clip to set.
            guard brick.isShown, brick.frame.intersects(canvas.clip) else { return }
            let saved = canvas.clip
            canvas.clip = saved.intersection(brick.frame)
            let context = DrawContext(frame: frame, brick: brick, inherited: inherited)
            if let background = brick.extras?.backgroundView {
                drawBackground(background, of: brick, into: &canvas, frame: frame, context: context)
            }
            brick.draw(into: &canvas, context: context)
            if brick.drawsOverChildren { brick.drawOverChildren(into: &canvas, context: context) }
            canvas.clip = saved
            if brick.alpha < 1 { canvas.restyle(brick.frame) { $0.adding(.dim) } }
            return
        }
        enum Step {
            case enter(Brick, inherited: CellStyle)
            case restore(Rect)
            /// Dims a brick drawn with alpha below 1, once its insides are drawn too.
            case dim(Rect)
            case finish(Brick, DrawContext, clip: Rect)
        }
        var steps: [Step] = [.enter(brick, inherited: inherited)]
        // An array keeps its capacity as it empties: what the longest list of steps needed.
        defer { lastStepCapacity = steps.capacity }
        while let step = steps.popLast() {
            switch step {
            case .restore(let clip):
                canvas.clip = clip
            case .dim(let rect):
                canvas.restyle(rect) { $0.adding(.dim) }
            case .finish(let brick, let context, let clip):
                canvas.clip = clip
                brick.drawOverChildren(into: &canvas, context: context)
            case .enter(let brick, let inherited):
                // The root is checked here; children were checked when pushed (below), in the
                // same clip, and a child's step always has its parent's restore under it.
                let isRoot = steps.isEmpty
                guard !isRoot || brick.isShown && brick.frame.intersects(canvas.clip) else { continue }
                let context = DrawContext(frame: frame, brick: brick, inherited: inherited)
                let saved = canvas.clip
                canvas.clip = saved.intersection(brick.frame)
                if let background = brick.extras?.backgroundView {
                    drawBackground(background, of: brick, into: &canvas, frame: frame, context: context)
                }
                brick.draw(into: &canvas, context: context)
                let dimmed = brick.alpha < 1
                if brick.children.isEmpty, brick.childPaintOrder == nil {
                    // A leaf (most bricks): drawn over at once, no steps to push and pop.
                    if brick.drawsOverChildren { brick.drawOverChildren(into: &canvas, context: context) }
                    canvas.clip = saved
                    if dimmed { canvas.restyle(brick.frame) { $0.adding(.dim) } }
                    continue
                }
                // Popped last: after the children and the drawing over them, in the parent's clip.
                if dimmed { steps.append(.dim(brick.frame)) }
                steps.append(.restore(saved))
                if brick.drawsOverChildren { steps.append(.finish(brick, context, clip: canvas.clip)) }
                canvas.clip = saved.intersection(brick.childClipRect)
                if let order = brick.childPaintOrder {
                    // The brick decides the order (a scroll view's behaviors put sticky headers
                    // over the content); nested scroll views go through here again.
                    drawItems(order, of: brick, style: context.styleForChildren, into: &canvas, frame: frame)
                } else {
                    // Only children in the clip get a step (a section of 10,000 rows shows 50):
                    // the clip is the same when their steps come up, so the rest would be skipped.
                    let clip = canvas.clip
                    for child in brick.children.reversed() where child.isShown && child.frame.intersects(clip) {
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
        // Items of one section share their parent, and so the style they inherit.
        var styleParent: Brick?
        var parentStyle = style
        // The least alpha of the bricks between an item and `container`: 0 hides the item.
        var parentAlpha = 1.0
        var between: [Brick] = []
        for item in items {
            var itemClip = clip
            if let own = item.clip { itemClip = clip.intersection(own) }
            guard item.brick.isShown, item.brick.frame.intersects(itemClip) else { continue }
            if item.brick.parent !== styleParent {
                styleParent = item.brick.parent
                parentStyle = inheritedStyle(
                    of: item.brick, below: container, containerStyle: style, theme: frame.theme, between: &between)
                parentAlpha = 1
                for brick in between where brick.extras != nil { parentAlpha = min(parentAlpha, brick.alpha) }
            }
            guard parentAlpha > 0 else { continue }
            let inherited = parentStyle
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
            // A whole brick dimmed itself (its own alpha); a section drawn alone did not.
            if item.alpha < 1 || parentAlpha < 1 || !item.includesChildren && item.brick.alpha < 1 {
                canvas.restyle(item.brick.frame) { $0.adding(.dim) }
            }
        }
        canvas.clip = clip
    }

    /// Draws `brick`'s ``Brick/backgroundView`` (and its insides) before the brick itself, over
    /// its background colour (which ``Brick/drawChrome(into:context:)`` then leaves), in its clip.
    private static func drawBackground(
        _ background: Brick, of brick: Brick, into canvas: inout Canvas, frame: DrawContext.Frame, context: DrawContext
    ) {
        if brick.backgroundColor != nil { canvas.fill(brick.frame, style: context.styleForChildren) }
        draw(background, into: &canvas, frame: frame, inherited: context.styleForChildren)
    }

    /// The style `brick`'s parent draws its children in, given that `container` (an ancestor)
    /// draws its own in `containerStyle`: the looks of the bricks between, outermost first.
    /// `between` is scratch space, kept by the caller so that each item does not allocate.
    private static func inheritedStyle(
        of brick: Brick, below container: Brick, containerStyle: CellStyle, theme: Theme, between: inout [Brick]
    ) -> CellStyle {
        between.removeAll(keepingCapacity: true)
        var node = brick.parent
        while let current = node, current !== container {
            between.append(current)
            node = current.parent
        }
        // A loop, not `reduce`: a closure made on the main actor checks its executor on every call.
        var style = containerStyle
        for brick in between.reversed() { style = brick.appearance.style(over: style, in: theme) }
        return style
    }
}
