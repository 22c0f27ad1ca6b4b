import BrikRendering

extension Application {
    /// Prints `lines` above the app, in its theme: run inline (`run(inline:)`), they go on the
    /// rows above the region and scroll into the shell's scrollback like ordinary output, in
    /// the order given, before the next frame. A full-screen app has nothing above its screen:
    /// they are dropped (a ``TestTerminal`` keeps them in ``TestTerminal/printedAbove``).
    ///
    /// ```swift
    /// app.printAbove([StepLines.success("Downloaded 3 files")])
    /// ```
    public func printAbove(_ lines: [PromptLine]) {
        pendingPrintAbove += lines
    }

    /// Prints `text` above the app, one plain line per line of it (see ``printAbove(_:)-([PromptLine])``).
    ///
    /// ```swift
    /// app.printAbove("fetched https://example.com (200)")
    /// ```
    public func printAbove(_ text: String) {
        printAbove(text.split(separator: "\n", omittingEmptySubsequences: false).map { PromptLine(String($0)) })
    }

    /// Hands the lines asked for to `backend`, drawn in the theme at the app's width.
    func flushPrintedAbove(to backend: some TerminalBackend) throws {
        guard !pendingPrintAbove.isEmpty else { return }
        let lines = pendingPrintAbove
        pendingPrintAbove.removeAll()
        let widest = lines.map { TextWidth.width($0.plainText) }.max() ?? 1
        try backend.printAbove(PromptLine.canvas(lines, width: max(1, min(widest, backend.size.width)), theme: theme))
    }
}
