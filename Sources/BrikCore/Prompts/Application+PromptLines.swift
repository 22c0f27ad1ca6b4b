extension Application {
    /// Prints `lines` above the app in its theme (see ``printAbove(_:)-(Brick)``): the
    /// lines of a ``PromptLinesView``.
    ///
    /// ```swift
    /// app.printAbove([StepLines.success("Downloaded 3 files")])
    /// ```
    public func printAbove(_ lines: [PromptLine]) {
        printAbove(PromptLinesView(lines))
    }

    /// Prints `text` above the app, one plain line per line of it (see ``printAbove(_:)-(Brick)``).
    ///
    /// ```swift
    /// app.printAbove("fetched https://example.com (200)")
    /// ```
    public func printAbove(_ text: String) {
        printAbove(text.split(separator: "\n", omittingEmptySubsequences: false).map { PromptLine(String($0)) })
    }
}
