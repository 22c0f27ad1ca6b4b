import BrikRendering

/// The layout and draw passes over a brick tree.
@MainActor
enum FramePipeline {
    /// Lets every visible brick place its children, top-down, and reports
    /// duplicate tags among siblings to `diagnostics`.
    static func layout(_ root: Brick, diagnostics: DiagnosticLog? = nil) {
        var pending = [root]
        while let brick = pending.popLast() {
            guard !brick.isHidden else { continue }
            brick.layoutChildren()
            if let diagnostics { reportDuplicateTags(in: brick, to: diagnostics) }
            if !brick.laysOutOwnSubtree { pending.append(contentsOf: brick.children.reversed()) }
        }
        if MeasurementDepth.takeExceeded() { diagnostics?.report(MeasurementDepth.diagnostic) }
    }

    /// Paints `brick` and its visible descendants in painter's order, each clipped to its frame.
    /// A brick outside the current clip is skipped with everything inside it, so drawing
    /// costs what is on screen, not what the tree holds. Iterative, so deep trees cannot
    /// overflow the stack.
    static func draw(_ brick: Brick, into canvas: inout Canvas) {
        enum Step {
            case enter(Brick)
            case restore(Rect)
        }
        var steps: [Step] = [.enter(brick)]
        while let step = steps.popLast() {
            switch step {
            case .restore(let clip):
                canvas.clip = clip
            case .enter(let brick):
                guard !brick.isHidden, brick.frame.intersects(canvas.clip) else { continue }
                let saved = canvas.clip
                canvas.clip = saved.intersection(brick.frame)
                brick.draw(into: &canvas)
                steps.append(.restore(saved))
                canvas.clip = saved.intersection(brick.childClipRect)
                if let scroll = brick as? ScrollBrik {
                    // Behaviors decide the order (sticky headers over the content); nested
                    // scroll views go through here again.
                    drawItems(scroll.paintSteps, into: &canvas)
                } else {
                    for child in brick.children.reversed() { steps.append(.enter(child)) }
                }
            }
        }
    }

    /// Paints a scroll view's items in their order within the current clip: whole bricks
    /// with their insides, sections alone; an item with alpha below 1 is dimmed.
    private static func drawItems(_ items: [PaintStep], into canvas: inout Canvas) {
        let clip = canvas.clip
        for item in items {
            let itemClip = item.clip.map { clip.intersection($0) } ?? clip
            guard !item.brick.isHidden, item.brick.frame.intersects(itemClip) else { continue }
            if item.isOpaque {
                canvas.clip = itemClip
                var blank = CellStyle()
                blank.background = item.brick.resolvedStyle.background
                canvas.fill(item.brick.frame, style: blank)
            }
            if item.includesChildren {
                canvas.clip = itemClip
                draw(item.brick, into: &canvas)
            } else {
                canvas.clip = itemClip.intersection(item.brick.frame)
                item.brick.draw(into: &canvas)
            }
            canvas.clip = clip
            if item.alpha < 1 { canvas.restyle(item.brick.frame) { $0.adding(.dim) } }
        }
        canvas.clip = clip
    }

    private static func reportDuplicateTags(in brick: Brick, to diagnostics: DiagnosticLog) {
        guard brick.children.count > 1 else { return }
        var seen: Set<AnyHashable> = []
        for child in brick.children {
            guard let tag = child.tag else { continue }
            if !seen.insert(tag).inserted {
                diagnostics.report(.duplicateTag(container: brick.debugName, tag: "\(tag.base)"))
            }
        }
    }
}
