/// The layout and draw passes over a brick tree.
@MainActor
enum FramePipeline {
    /// Lets every visible brick place its children, top-down.
    static func layout(_ root: Brick) {
        var pending = [root]
        while let brick = pending.popLast() {
            guard !brick.isHidden else { continue }
            brick.layoutChildren()
            pending.append(contentsOf: brick.children.reversed())
        }
    }

    /// Paints `brick` and its visible descendants in painter's order, each clipped to its frame.
    static func draw(_ brick: Brick, into canvas: inout Canvas) {
        guard !brick.isHidden else { return }
        canvas.withClip(brick.frame) { canvas in
            brick.draw(into: &canvas)
            for child in brick.children {
                draw(child, into: &canvas)
            }
        }
    }
}
