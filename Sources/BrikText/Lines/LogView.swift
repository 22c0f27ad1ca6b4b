import BrikCore
import BrikRendering

/// A log that follows its tail: lines are appended at the bottom and stay in view, the
/// oldest dropped beyond ``maximumLineCount``.
///
/// ```swift
/// let log = LogView(maximumLineCount: 5_000)
/// log.append("server started")                 // on the main actor
/// let writer = log.writer                      // from any task
/// Task.detached { writer.append("request 1 done") }
/// ```
/// Following pauses when the user scrolls up (↑, PgUp, the wheel, Home): the view stays on
/// the lines being read while new ones arrive — even as the oldest are dropped — and a
/// marker on the bottom row counts them ("↓ 12 new lines · End"). End or G (or scrolling
/// back down to the last row) resumes following. Appends cost O(1) each and a frame draws
/// the rows on screen only, so a log taking thousands of lines a second stays cheap.
/// Everything a ``LineView`` does (wrapping, line numbers, ``LineView/lineStyle``) applies.
@MainActor
public final class LogView: LineView {
    /// The lines kept.
    ///
    /// ```swift
    /// log.buffer.lineCount
    /// ```
    public let buffer: LogBuffer
    /// Lines appended since following paused that are still below the view: the lines
    /// the marker promises (0 while following). Scrolling down to them counts them seen.
    ///
    /// ```swift
    /// if log.newLineCount > 0 { status.text = "\(log.newLineCount) new" }
    /// ```
    public var newLineCount: Int {
        guard arrivedWhilePaused > 0, !pinned else { return 0 }
        return min(arrivedWhilePaused, max(0, buffer.lineCount - visibleLineRange.upperBound))
    }
    /// Lines appended since following paused, seen or not.
    private var arrivedWhilePaused = 0
    /// The marker's style over the view's: reversed by default.
    ///
    /// ```swift
    /// log.markerAttributes = [.bold, .reverse]
    /// ```
    public var markerAttributes: TextAttributes = .reverse { didSet { setNeedsDisplay() } }

    /// An empty log keeping at most `maximumLineCount` lines.
    ///
    /// ```swift
    /// LogView(maximumLineCount: 100_000).showsLineNumbers(true)
    /// ```
    public init(maximumLineCount: Int = 10_000) {
        buffer = LogBuffer(maximumLineCount: maximumLineCount)
        super.init(source: buffer)
        pinned = true
    }

    /// The most lines kept; the oldest go first.
    ///
    /// ```swift
    /// log.maximumLineCount = 50_000
    /// ```
    public var maximumLineCount: Int {
        get { buffer.maximumLineCount }
        set {
            let dropped = buffer.droppedLineCount
            buffer.maximumLineCount = newValue
            linesWereDropped(buffer.droppedLineCount - dropped)
        }
    }

    /// Whether the view follows the tail (it is pinned to the end): see ``LineView/isPinnedToEnd``.
    /// Setting it to false pauses on the lines shown now (as scrolling up does); to true,
    /// jumps to the end and follows again (as End does).
    ///
    /// ```swift
    /// status.text = log.isFollowing ? "following" : "paused"
    /// log.isFollowing.toggle()   // a pause key
    /// ```
    public var isFollowing: Bool {
        get { isPinnedToEnd }
        set {
            guard newValue != isPinnedToEnd else { return }
            if newValue { scrollToEnd() } else { scrollPosition = scrollPosition }
        }
    }

    /// A handle that appends from any task or thread, in batches (see ``LogWriter``).
    ///
    /// ```swift
    /// let writer = log.writer
    /// Task.detached { writer.append("done") }
    /// ```
    public private(set) lazy var writer = LogWriter(view: self)

    /// Appends `text`, one line per line of it (split at `\n`, `\r\n` and `\r`).
    ///
    /// ```swift
    /// log.append("line one\nline two")
    /// ```
    public func append(_ text: String) {
        append(contentsOf: CollectionOfOne(text))
    }

    /// Appends each text of `texts`, each split at its newlines.
    ///
    /// ```swift
    /// log.append(contentsOf: ["a", "b"])
    /// ```
    public func append(contentsOf texts: some Sequence<String>) {
        let dropped = buffer.droppedLineCount
        var added = 0
        for text in texts {
            if LineGlyphs.containsLineBreak(text) {
                for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                    buffer.append(String(line))
                    added += 1
                }
            } else {
                buffer.append(text)
                added += 1
            }
        }
        guard added > 0 else { return }
        if !pinned { arrivedWhilePaused += added }
        linesWereDropped(buffer.droppedLineCount - dropped)
        setNeedsDisplay()
    }

    /// Removes every line and follows the tail again.
    ///
    /// ```swift
    /// log.clear()
    /// ```
    public func clear() {
        buffer.removeAll()
        arrivedWhilePaused = 0
        scrollToEnd()
        setNeedsDisplay()
    }

    /// Keeps a paused view on the lines it showed while `count` lines left the front.
    private func linesWereDropped(_ count: Int) {
        guard count > 0, !pinned else { return }
        stored.line -= count
        if stored.line < 0 { stored = LineScrollPosition(column: stored.column) }
    }

    override func pinnedDidChange() {
        if pinned { arrivedWhilePaused = 0 }
    }

    /// A log whose value is how many lines it holds.
    public override var defaultAccessibility: AccessibilityElement {
        AccessibilityElement(role: .log, value: buffer.lineCount == 1 ? "1 line" : "\(buffer.lineCount) lines")
    }

    public override var drawsOverChildren: Bool { true }

    /// The marker, over the right end of the bottom row while paused with new lines.
    public override func drawOverChildren(into canvas: inout Canvas, context: DrawContext) {
        let area = contentFrame
        guard newLineCount > 0, !pinned, !area.isEmpty else { return }
        let noun = newLineCount == 1 ? "line" : "lines"
        let text = TextLayout.truncate(" ↓ \(newLineCount) new \(noun) · End ", width: area.width)
        let width = TextWidth.width(text)
        let style = appearance.style(over: context.inheritedStyle, in: context.theme).adding(markerAttributes)
        canvas.write(text, at: Point(x: area.maxX - width, y: area.maxY - 1), style: style)
    }
}
