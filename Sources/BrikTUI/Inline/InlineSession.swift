import BrikCore
import BrikRendering

/// An inline app's screen: a region of rows below the shell's cursor, drawn
/// without the alternate screen, so everything before it stays in the
/// scrollback and whatever `printAbove(_:)` prints joins it.
///
/// Draw a frame with `draw(_:)` (a `Canvas`), lines with `draw(_:)` (`[PromptLine]`) or a
/// brick at its natural height with `draw(_:)` (a `Brick`): the region grows and
/// shrinks with it. Read keys with ``nextEvents(timeout:)``; a
/// ``Event/resize(_:)`` among them means the region was erased for the new
/// width and wants drawing again. End with ``finish(keepingFrame:)`` (the last
/// frame stays in the scrollback, or goes); the terminal is put back then, when
/// the session is released, or on a terminating signal.
@MainActor
public final class InlineSession {
    /// The terminal the region is on.
    public let terminal: InlineTerminal
    private var region: InlineRegion
    private var finished = false
    /// The theme lines (``PromptLine``) are drawn and printed in; a change shows at the next draw.
    public var theme: Theme = .terminal

    /// Opens the region on the cursor's row, with colours brought down to
    /// `colorDepth`; throws ``PromptError`` when standard input or output is
    /// not a terminal. `widths` says whether the terminal is asked how wide it draws the
    /// characters terminals disagree on (``WidthProbe``; nil: `BRIKTUI_WIDTHS`, else asked).
    /// `keysSendSignals` false makes Ctrl+C and Ctrl+Z keys (see ``InlineTerminal/init(widths:keysSendSignals:)``).
    public init(colorDepth: ColorDepth = .detect(), widths: WidthProbe.Source? = nil, keysSendSignals: Bool = true) throws {
        terminal = try InlineTerminal(widths: widths, keysSendSignals: keysSendSignals)
        region = InlineRegion(renderer: ANSIRenderer(colorDepth: colorDepth), terminalSize: terminal.size)
        // Hide the cursor (prompts draw their own caret) and ask for bracketed paste.
        terminal.write("\u{1B}[?25l\u{1B}[?2004h")
    }

    /// The terminal's width in cells: what a frame should be laid out for.
    public var width: Int { region.terminalSize.width }

    /// Rows the region takes now.
    public var height: Int { region.height }

    /// Replaces the region with `canvas` (at most ``width`` columns wide).
    public func draw(_ canvas: Canvas) {
        checkResize()
        terminal.write(region.draw(canvas, terminalSize: terminal.size))
    }

    /// Shows the terminal's cursor at `point` of the region drawn last (a text field's
    /// caret), or hides it for nil; the next draw hides it while it writes.
    public func placeCursor(at point: Point?) {
        terminal.write(region.placeCursor(at: point))
    }

    /// Replaces the region with `lines`, one row each, cut at the terminal's width, in ``theme``.
    public func draw(_ lines: [PromptLine]) {
        checkResize()
        draw(PromptLine.canvas(lines, width: width, theme: theme))
    }

    /// The colours the region is drawn with.
    public var colorDepth: ColorDepth { region.renderer.colorDepth }

    /// Replaces the region with `brick` laid out at the terminal's width and its natural height.
    public func draw(_ brick: Brick) {
        checkResize()
        draw(renderCanvas(brick, width: width))
    }

    /// Prints `lines` above the region, in ``theme``, where they scroll into the scrollback like ordinary output.
    public func printAbove(_ lines: [PromptLine]) {
        guard !lines.isEmpty else { return }
        let width = max(1, lines.map { TextWidth.width($0.plainText) }.max() ?? 1)
        printAbove(PromptLine.canvas(lines, width: width, theme: theme))
    }

    /// Prints the rows of `canvas` above the region, one line each (trailing blanks left out).
    public func printAbove(_ canvas: Canvas) {
        guard canvas.size.height > 0 else { return }
        printAbove(region.renderer.lines(canvas))
    }

    /// Prints `text` (lines ending in `"\n"`, styled with SGR at most) above the region.
    public func printAbove(_ text: String) {
        checkResize()
        terminal.write(region.printAbove(text))
    }

    /// The events that arrive within `timeout` (keys, pastes, resizes); empty when none came.
    ///
    /// On a resize the region has already been erased: draw the next frame for the new ``width``.
    public func nextEvents(timeout: Duration) -> [Event] {
        let events = terminal.readEvents(timeout: timeout)
        for event in events {
            if case .resize(let size) = event { terminal.write(region.resize(to: size)) }
        }
        return events
    }

    /// Ends the region: with `keepingFrame` the last frame stays in the
    /// scrollback and the cursor goes below it; otherwise its rows are erased.
    /// The cursor is shown and the terminal put back; calling it again does nothing.
    public func finish(keepingFrame: Bool) {
        guard !finished else { return }
        finished = true
        terminal.write(region.finish(keepingFrame: keepingFrame))
        terminal.restore()
    }

    private func checkResize() {
        if terminal.takeResize() { terminal.write(region.resize(to: terminal.size)) }
    }
}
