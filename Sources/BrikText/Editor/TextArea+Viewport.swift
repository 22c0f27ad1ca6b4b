import BrikCore
import BrikRendering

/// Scrolling: the view is anchored at a line and a visual row of it, so scrolling and
/// revealing the caret lay out only the lines between the anchor and the caret (at most a
/// screenful), never the whole document.
extension TextArea {
    /// The cells the text is drawn in: the content frame less the line-number gutter.
    var textFrame: Rect {
        let area = contentFrame
        let gutter = min(gutterWidth, area.width)
        return Rect(x: area.x + gutter, y: area.y, width: max(0, area.width - gutter), height: area.height)
    }

    /// Columns of the gutter: the widest line number, at least 3 digits, and a space.
    var gutterWidth: Int {
        guard showsLineNumbers else { return 0 }
        return max(3, String(document.lineCount).count) + 1
    }

    /// The width lines wrap at, nil without soft wrap.
    var wrapWidth: Int? { wrapsLines ? max(1, textFrame.width) : nil }

    /// Line `index` laid out for the current width: from the cache when the line's text and
    /// the width are the ones it was laid out for (compared each time, so an edit can never
    /// leave a stale layout), else laid out and remembered.
    func layout(ofLine index: Int) -> LineLayout {
        let text = document.line(index)
        let width = wrapWidth
        if let cached = layoutCache.entries[index], cached.width == width, cached.text == text {
            return cached.layout
        }
        let layout = LineLayout(text, wrapWidth: width)
        layoutCache.store(LineLayoutCache.Entry(text: text, width: width, layout: layout), for: index)
        return layout
    }

    /// Visual rows of line `index` (1 without soft wrap).
    func rowCount(ofLine index: Int) -> Int {
        wrapsLines ? layout(ofLine: index).rows.count : 1
    }

    /// The visual row `count` rows after (or before, negative) `line`/`row`, clamped to
    /// the document; costs the lines crossed.
    func step(from start: (line: Int, row: Int), by count: Int) -> (line: Int, row: Int) {
        var line = start.line
        var row = start.row
        var remaining = count
        while remaining > 0 {
            let rows = rowCount(ofLine: line)
            if row + remaining < rows { return (line, row + remaining) }
            if line == document.lineCount - 1 { return (line, rows - 1) }
            remaining -= rows - row
            line += 1
            row = 0
        }
        while remaining < 0 {
            if row + remaining >= 0 { return (line, row + remaining) }
            if line == 0 { return (0, 0) }
            remaining += row + 1
            line -= 1
            row = rowCount(ofLine: line) - 1
        }
        return (line, row)
    }

    /// Visual rows from `start` to `end` (positive when `end` is later), counting no further
    /// than `limit` rows (then `limit`).
    func distance(from start: (line: Int, row: Int), to end: (line: Int, row: Int), limit: Int) -> Int {
        if (end.line, end.row) < (start.line, start.row) { return -distance(from: end, to: start, limit: limit) }
        if start.line == end.line { return min(limit, end.row - start.row) }
        var rows = rowCount(ofLine: start.line) - start.row
        var line = start.line + 1
        while line < end.line, rows < limit {
            rows += rowCount(ofLine: line)
            line += 1
        }
        return min(limit, rows + end.row)
    }

    /// The anchor in the document (a line removed since, a narrower width).
    var clampedScroll: TextScrollPosition {
        let line = min(max(0, scroll.line), document.lineCount - 1)
        let row = wrapsLines ? min(max(0, scroll.row), rowCount(ofLine: line) - 1) : 0
        return TextScrollPosition(line: line, row: row, x: wrapsLines ? 0 : max(0, scroll.x))
    }

    /// Scrolls just enough for the caret to show, using the frame of the last layout.
    func revealCursor() {
        let frame = textFrame
        revealedSize = frame.size
        guard frame.height > 0 else { return }
        var position = clampedScroll
        let caret = selection.cursor
        let layout = layout(ofLine: caret.line)
        let caretRow = (line: caret.line, row: wrapsLines ? layout.row(ofColumn: caret.column) : 0)
        let rows = distance(from: (position.line, position.row), to: caretRow, limit: frame.height)
        if rows < 0 {
            (position.line, position.row) = caretRow
        } else if rows >= frame.height {
            (position.line, position.row) = step(from: caretRow, by: -(frame.height - 1))
        }
        if !wrapsLines {
            let x = layout.x(ofColumn: caret.column)
            if x < position.x {
                position.x = max(0, x - frame.width / 4)
            } else if x >= position.x + frame.width {
                position.x = x - frame.width + 1 + frame.width / 4
            }
        }
        if position != scroll { scroll = position }
    }

    /// Scrolls the view by `rows` visual rows (negative: up), leaving the caret where it is.
    ///
    /// ```swift
    /// area.scroll(byRows: 3)   // what the mouse wheel does
    /// ```
    public func scroll(byRows rows: Int) {
        let start = clampedScroll
        let target = step(from: (start.line, start.row), by: rows)
        scroll = TextScrollPosition(line: target.line, row: target.row, x: start.x)
    }

    /// Scrolls the view to `position` (clamped), leaving the caret where it is.
    ///
    /// ```swift
    /// area.scroll(to: TextScrollPosition(line: 500))
    /// ```
    public func scroll(to position: TextScrollPosition) {
        scroll = position
        scroll = clampedScroll
    }

    /// The visual row and cell of the caret on screen, nil when it is scrolled out of view.
    func caretCell() -> Point? {
        let frame = textFrame
        guard frame.width > 0, frame.height > 0 else { return nil }
        let position = clampedScroll
        let caret = selection.cursor
        let layout = layout(ofLine: caret.line)
        let row = wrapsLines ? layout.row(ofColumn: caret.column) : 0
        let rows = distance(from: (position.line, position.row), to: (caret.line, row), limit: frame.height)
        guard rows >= 0, rows < frame.height else { return nil }
        let x = layout.x(ofColumn: caret.column) - position.x
        // With soft wrap, spaces hang past the right edge: the caret stays on the last cell.
        guard x >= 0, wrapsLines || x <= frame.width else { return nil }
        return Point(x: frame.x + min(x, frame.width - 1), y: frame.y + rows)
    }

    /// The document position under the cell `point` (clamped to the text).
    func position(at point: Point) -> TextPosition {
        let frame = textFrame
        let start = clampedScroll
        let target = step(from: (start.line, start.row), by: max(0, point.y - frame.y))
        let layout = layout(ofLine: target.line)
        let column = layout.column(atX: max(0, point.x - frame.x + start.x), row: target.row)
        return TextPosition(line: target.line, column: column)
    }
}
