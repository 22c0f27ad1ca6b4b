import BrikCore
import BrikRendering

/// How an ``Application`` runs inline (``Application/run(inline:)``): in a region of at most
/// ``rows`` rows below the shell's cursor, without the alternate screen.
///
/// ```swift
/// try app.run(inline: .rows(8))                              // the last frame stays
/// try app.run(inline: .rows(8, keepingFinalFrame: false))    // erased at the end
/// ```
public struct InlineMode: Hashable, Sendable {
    /// The most rows the region takes: the app is laid out for the terminal's width and this
    /// height, and the region is as tall as what it draws (its rows down to the last one that
    /// is not blank), so it grows and shrinks with the content.
    public var rows: Int
    /// Whether the last frame stays in the scrollback when the run ends (else it is erased).
    public var keepsFinalFrame: Bool

    /// A region of at most `rows` rows (1 at least), kept or erased at the end.
    public init(rows: Int, keepsFinalFrame: Bool = true) {
        self.rows = max(1, rows)
        self.keepsFinalFrame = keepsFinalFrame
    }

    /// A region of at most `rows` rows; `keepingFinalFrame` false erases it at the end.
    public static func rows(_ rows: Int, keepingFinalFrame: Bool = true) -> InlineMode {
        InlineMode(rows: rows, keepsFinalFrame: keepingFinalFrame)
    }
}

/// What an ``InlineBackend`` draws on: an ``InlineSession``, or a stand-in that records.
@MainActor
public protocol InlineScreen: AnyObject {
    /// The terminal's width in cells.
    var width: Int { get }
    /// Replaces the region with `canvas`, as tall as it is.
    func draw(_ canvas: Canvas)
    /// Shows the terminal's cursor at `point` of the region (a focused field's caret), or
    /// hides it for nil.
    func placeCursor(at point: Point?)
    /// Prints the rows of `canvas` above the region, into the scrollback.
    func printAbove(_ canvas: Canvas)
    /// The events that arrive within `timeout`; a resize has erased the region already.
    func nextEvents(timeout: Duration) -> [Event]
}

extension InlineScreen {
    /// Keeps the cursor hidden: a screen that shows no caret.
    public func placeCursor(at point: Point?) {}
}

extension InlineSession: InlineScreen {}

/// The backend of an app run inline (``Application/run(inline:)``): frames go to an inline
/// region, cut below their last row that is not blank, and the lines the app prints
/// (``Application/printAbove(_:)-(Brick)``) go above it.
///
/// Its methods are called on the main actor, from the application's run loop.
public final class InlineBackend: TerminalBackend {
    private let screen: any InlineScreen
    /// The region's rows and what happens to it at the end.
    public let mode: InlineMode
    /// The colours the terminal shows.
    public let colorDepth: ColorDepth

    /// A backend drawing on `screen` in a region of `mode.rows` rows at most.
    public init(screen: any InlineScreen, mode: InlineMode, colorDepth: ColorDepth) {
        self.screen = screen
        self.mode = mode
        self.colorDepth = colorDepth
    }

    /// The terminal's width and the mode's rows.
    public var size: Size {
        let width = MainActor.assumeIsolated { screen.width }
        return Size(width: width, height: mode.rows)
    }

    /// Draws `canvas` down to its last row that is not blank, the cursor where `cursor`
    /// says (a focused field's caret; hidden for nil or below the rows drawn).
    public func present(_ canvas: Canvas, cursor: Point?) throws {
        let shown = Self.content(of: canvas)
        let caret = cursor.flatMap { $0.y < shown.size.height ? $0 : nil }
        MainActor.assumeIsolated {
            screen.draw(shown)
            screen.placeCursor(at: caret)
        }
    }

    /// The screen's events; a resize gives the new width and the mode's rows.
    public func waitForEvents(timeout: Duration?) throws -> [Event] {
        let rows = mode.rows
        let events = MainActor.assumeIsolated { screen.nextEvents(timeout: timeout ?? .seconds(3600)) }
        // The region is as wide as the terminal and as tall as the mode says, whatever its height.
        return events.map { event in
            if case .resize(let size) = event { return .resize(Size(width: size.width, height: rows)) }
            return event
        }
    }

    /// Prints the rows of `canvas` above the region.
    public func printAbove(_ canvas: Canvas) throws {
        MainActor.assumeIsolated { screen.printAbove(canvas) }
    }

    /// `canvas` down to its last row with a character or a style that shows (one row at least).
    public static func content(of canvas: Canvas) -> Canvas {
        var last = 0
        for y in (0..<canvas.size.height).reversed() {
            if (0..<canvas.size.width).contains(where: { x in
                canvas[x, y] != .blank
            }) {
                last = y
                break
            }
        }
        return canvas.croppedRows(to: last + 1)
    }
}

extension Application {
    /// Runs the app inline until it quits: in a region of at most `mode.rows` rows below the
    /// shell's cursor, without the alternate screen, so the shell's scrollback stays and what
    /// ``printAbove(_:)-(Brick)`` prints scrolls into it. The region grows and shrinks with
    /// what the app draws, a resize draws it again for the new width, and when the run ends
    /// its last frame stays in the scrollback (or is erased: ``InlineMode/keepsFinalFrame``).
    ///
    /// Keys are read raw (Ctrl+C is the quit key, not a signal); a terminating signal puts the
    /// terminal back. With `BRIKTUI_SCREEN_READER=1` it runs in the accessible mode instead.
    /// Throws ``PromptError`` when standard input or output is not a terminal (said first).
    public func run(inline mode: InlineMode) throws {
        if Self.environmentWantsScreenReader {
            try runForScreenReader()
            return
        }
        let session: InlineSession
        do {
            session = try InlineSession(keysSendSignals: false)
        } catch {
            Self.report(error)
            throw error
        }
        let backend = InlineBackend(screen: session, mode: mode, colorDepth: session.colorDepth)
        defer { session.finish(keepingFrame: mode.keepsFinalFrame) }
        do {
            try run(on: backend)
        } catch TerminalError.terminalLost {
            return
        }
    }
}
