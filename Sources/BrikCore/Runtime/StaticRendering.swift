import BrikRendering

/// Draws `brick` once into a canvas, without a terminal: for command-line
/// output, snapshots and tests.
///
/// The brick is laid out `width` columns wide; its height is `height`, or
/// what it asks for at that width (at most 10,000 rows). A detached brick is
/// laid out by a still ``Application`` in `theme` (so sections see a screen of that size
/// and measurements are reused), but `onAppear`, focus and timers do not run: this
/// is a single still frame. A brick already inside another tree is laid out
/// on its own, without an application.
@MainActor
public func renderCanvas(_ brick: Brick, width: Int, height: Int? = nil, theme: Theme = .terminal) -> Canvas {
    let safeWidth = max(0, width)
    // A still picture shows every brick: lazy sections place all of theirs (the contexts
    // say so: a still application's, or the still context made here).
    guard brick.parent == nil, brick.host == nil else {
        let context = LayoutContext(detachedFor: brick, isStill: true)
        let rows = height ?? brick.sizeThatFits(ProposedSize(width: safeWidth, height: nil), context: context).height
        let size = Size(width: safeWidth, height: min(10_000, max(0, rows)))
        brick.frame = Rect(origin: .zero, size: size)
        FramePipeline.layout(brick, context: context)
        _ = FramePipeline.applyBehaviors(brick)
        var canvas = Canvas(size: size)
        FramePipeline.draw(brick, into: &canvas, frame: DrawContext.detachedFrame())
        return canvas
    }
    let still = Application(root: brick, clock: { .zero }, reducedMotion: false)
    still.isStill = true
    still.theme = theme
    defer { brick.host = nil }
    still.size = Size(width: safeWidth, height: height ?? 24)
    let rows = height ?? brick.sizeThatFits(ProposedSize(width: safeWidth, height: nil)).height
    still.size = Size(width: safeWidth, height: min(10_000, max(0, rows)))
    still.setNeedsLayout()
    return still.renderFrame()
}

/// Prints `brick` to standard output as styled text lines, `width` columns wide
/// (the `print(brick)` of BrikTUI): for tools that show a table or a box and exit.
///
/// ```swift
/// printBrick(VBrik { _ in Label("Done").bold(); ProgressBar(value: 1) }, width: 40)
/// ```
@MainActor
public func printBrick(_ brick: Brick, width: Int = 80, colorDepth: ColorDepth = .detect()) {
    printCanvas(renderCanvas(brick, width: width), colorDepth: colorDepth)
}

/// Writes `brick` to `output` as styled text lines, `width` columns wide (see ``printBrick(_:width:colorDepth:)``).
@MainActor
public func printBrick(_ brick: Brick, width: Int = 80, colorDepth: ColorDepth, to output: inout some TextOutputStream) {
    printCanvas(renderCanvas(brick, width: width), colorDepth: colorDepth, to: &output)
}
