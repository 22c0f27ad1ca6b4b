import BrikRendering

extension Application {
    /// Prints `brick` above the app, drawn once in the app's theme as wide as it asks to be
    /// at the terminal's width (at most that) and as tall as it asks at that width: run
    /// inline (`run(inline:)`), it goes on the rows above the region and scrolls into the
    /// shell's scrollback like ordinary output, in the order printed, before the next frame.
    /// A full-screen app has nothing above its screen: it is dropped (a ``TestTerminal``
    /// keeps it in ``TestTerminal/printedAbove``).
    ///
    /// Any brick prints: a rendered ``MarkdownView``, a ``Table``, a boxed ``Label``. It is
    /// drawn as a still picture (no `onAppear`, no focus), like ``renderCanvas(_:width:height:theme:)``.
    ///
    /// ```swift
    /// app.printAbove(Label("Saved 3 files").foregroundColor(.green))
    /// ```
    public func printAbove(_ brick: Brick) {
        pendingPrintAbove.append(brick)
    }

    /// Hands the bricks printed since the last turn to `backend`, one canvas each.
    func flushPrintedAbove(to backend: some TerminalBackend) throws {
        guard !pendingPrintAbove.isEmpty else { return }
        let bricks = pendingPrintAbove
        pendingPrintAbove.removeAll()
        let available = max(1, backend.size.width)
        for brick in bricks {
            let wanted = brick.sizeThatFits(ProposedSize(width: available, height: nil)).width
            try backend.printAbove(renderCanvas(brick, width: max(1, min(wanted, available)), theme: theme))
        }
    }
}
