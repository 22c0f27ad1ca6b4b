/// Moving the cursor with as few bytes as possible.
///
/// Positions are 0-based cells; the sequences written are 1-based. Only moves
/// that behave the same with and without the tty's output processing are used:
/// a line feed is always preceded by a carriage return.
enum CursorMove {
    /// Appends CUP to `target`, leaving out the parameters that are 1.
    static func appendAbsolute(to target: Point, to out: inout EscapeBuffer) {
        out.appendCSI()
        if target.x > 0 || target.y > 0 {
            out.append(number: target.y + 1)
        }
        if target.x > 0 {
            out.append(";")
            out.append(number: target.x + 1)
        }
        out.append("H")
    }

    /// Appends the shortest move from `cursor` (`nil` when unknown) to `target`.
    ///
    /// `rewrite`, when given, is another way there: bytes that redraw the
    /// cells between the cursor and `target` as they already are.
    static func appendShortest(from cursor: Point?, to target: Point, rewrite: EscapeBuffer? = nil, to out: inout EscapeBuffer) {
        guard let cursor else {
            appendAbsolute(to: target, to: &out)
            return
        }
        if cursor == target { return }
        var best = EscapeBuffer()
        appendAbsolute(to: target, to: &best)
        func consider(_ candidate: EscapeBuffer) {
            if candidate.count < best.count { best = candidate }
        }
        if let rewrite { consider(rewrite) }
        consider(relative(from: cursor, to: target))
        if target.y == cursor.y + 1 {
            var newline = EscapeBuffer()
            newline.append("\r\n")
            appendHorizontal(by: target.x, to: &newline)
            consider(newline)
        }
        out.append(best)
    }

    /// A move by rows then columns, or by rows then from column 0.
    private static func relative(from cursor: Point, to target: Point) -> EscapeBuffer {
        var vertical = EscapeBuffer()
        let dy = target.y - cursor.y
        if dy != 0 {
            appendStep(abs(dy), final: dy > 0 ? "B" : "A", to: &vertical)
        }
        var direct = vertical
        appendHorizontal(by: target.x - cursor.x, to: &direct)
        guard target.x < cursor.x else { return direct }
        var fromStart = vertical
        fromStart.append("\r")
        appendHorizontal(by: target.x, to: &fromStart)
        return fromStart.count < direct.count ? fromStart : direct
    }

    /// Appends CUF (right) or CUB (left) by `dx` columns; nothing for 0.
    private static func appendHorizontal(by dx: Int, to out: inout EscapeBuffer) {
        if dx != 0 {
            appendStep(abs(dx), final: dx > 0 ? "C" : "D", to: &out)
        }
    }

    /// Appends `ESC [ n final`, leaving out n when it is 1.
    private static func appendStep(_ count: Int, final: String, to out: inout EscapeBuffer) {
        out.appendCSI()
        if count != 1 { out.append(number: count) }
        out.append(final)
    }
}
