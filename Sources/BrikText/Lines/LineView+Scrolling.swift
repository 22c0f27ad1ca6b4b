import BrikCore
import BrikRendering

/// Scrolling a ``LineView``: every move is in visual rows from the current position and
/// looks at the lines it passes and at the last screenful only, never at every line.
extension LineView {
    /// Scrolls by `rows` visual rows (negative: up). Reaching the last row pins the view to
    /// the end; scrolling up from it unpins it.
    ///
    /// ```swift
    /// view.scroll(byRows: -3)   // what a wheel notch up does
    /// ```
    public func scroll(byRows rows: Int) {
        let target = clamped(position(currentPosition(), movedBy: rows))
        move(to: target, pinned: !target.isAbove(endPosition()))
    }

    /// Scrolls by a page (the view's height less one row, kept from the page before).
    ///
    /// ```swift
    /// view.scrollPage(forward: true)   // PgDn
    /// ```
    public func scrollPage(forward: Bool) {
        let page = max(1, contentFrame.height - 1)
        scroll(byRows: forward ? page : -page)
    }

    /// Scrolls to the first line (and column 0).
    ///
    /// ```swift
    /// view.scrollToTop()   // Home, g
    /// ```
    public func scrollToTop() {
        let top = LineScrollPosition()
        move(to: top, pinned: !top.isAbove(endPosition()))
    }

    /// Scrolls so the last row is on the bottom row, and pins the view there: lines added
    /// later keep appearing at the bottom.
    ///
    /// ```swift
    /// view.scrollToEnd()   // End, G
    /// ```
    public func scrollToEnd() {
        move(to: endPosition(), pinned: true)
    }

    /// Scrolls so line `index` is at the top (or as near as the end allows).
    ///
    /// ```swift
    /// view.scroll(toLine: 499_999)
    /// ```
    public func scroll(toLine index: Int) {
        let target = clamped(LineScrollPosition(line: index, column: stored.column))
        move(to: target, pinned: !target.isAbove(endPosition()))
    }

    /// Scrolls sideways by `columns` (negative: left) when lines are not wrapped, no further
    /// right than the widest line on screen needs.
    ///
    /// ```swift
    /// view.scroll(byColumns: 8)   // →
    /// ```
    public func scroll(byColumns columns: Int) {
        guard !wrapsLines else { return }
        var target = currentPosition()
        var widest = 0
        for line in visibleLineRange {
            let text = source.line(line)
            widest = max(widest, LineGlyphs.printableASCIICount(text) ?? LineGlyphs(text).width)
        }
        target.column = max(0, min(target.column + columns, widest - textWidth))
        move(to: target, pinned: pinned)
    }

    /// The lines shown at least in part, top to bottom.
    ///
    /// ```swift
    /// "lines \(view.visibleLineRange.lowerBound + 1)–\(view.visibleLineRange.upperBound)"
    /// ```
    public var visibleLineRange: Range<Int> {
        let count = source.lineCount
        let start = currentPosition()
        guard count > 0, start.line < count else { return 0..<0 }
        let width = textWidth
        var rows = contentFrame.height
        var line = start.line
        var row = start.row
        while rows > 0, line < count {
            rows -= rowCount(ofLine: line, width: width) - row
            row = 0
            line += 1
        }
        return start.line..<max(start.line + 1, line)
    }

    // MARK: Positions

    /// The rows line `index` takes at `width` columns (1 without wrapping).
    func rowCount(ofLine index: Int, width: Int) -> Int {
        guard wrapsLines else { return 1 }
        let text = source.line(index)
        if let count = LineGlyphs.printableASCIICount(text) { return width > 0 ? max(1, (count + width - 1) / width) : 1 }
        return LineGlyphs(text).rowCount(width: width)
    }

    /// Where the view is now: the end while pinned, else the stored position clamped to the lines.
    func currentPosition() -> LineScrollPosition {
        pinned ? endPosition() : clamped(stored)
    }

    /// The position that puts the last row on the bottom row (the top when all lines fit).
    func endPosition() -> LineScrollPosition {
        let width = textWidth
        let column = wrapsLines ? 0 : stored.column
        var remaining = max(1, contentFrame.height)
        var line = source.lineCount - 1
        while line >= 0 {
            let rows = rowCount(ofLine: line, width: width)
            if rows >= remaining { return LineScrollPosition(line: line, row: rows - remaining, column: column) }
            remaining -= rows
            line -= 1
        }
        return LineScrollPosition(column: column)
    }

    /// `position` within the lines: on a row its line has, and no further down than the end.
    func clamped(_ position: LineScrollPosition) -> LineScrollPosition {
        let count = source.lineCount
        var result = position
        if wrapsLines { result.column = 0 } else { result.row = 0 }
        guard count > 0 else { return LineScrollPosition(column: result.column) }
        if result.line >= count { return endPosition() }
        if wrapsLines { result.row = min(result.row, rowCount(ofLine: result.line, width: textWidth) - 1) }
        // Every line takes a row at least, so a position this many lines from the end
        // cannot be past it: the end is looked at only near it.
        if count - result.line < max(1, contentFrame.height) {
            let end = endPosition()
            if end.isAbove(result) { return end }
        }
        return result
    }

    /// `start` moved by `rows` visual rows, walking the lines it passes (not clamped to the end).
    func position(_ start: LineScrollPosition, movedBy rows: Int) -> LineScrollPosition {
        let count = source.lineCount
        let width = textWidth
        var result = start
        var left = rows
        while left > 0, result.line < count {
            let lineRows = rowCount(ofLine: result.line, width: width)
            if result.row + left < lineRows {
                result.row += left
                left = 0
            } else {
                left -= lineRows - result.row
                result.line += 1
                result.row = 0
            }
        }
        while left < 0 {
            if result.row >= -left {
                result.row += left
                left = 0
            } else {
                left += result.row + 1
                result.line -= 1
                guard result.line >= 0 else { return LineScrollPosition(column: start.column) }
                result.row = rowCount(ofLine: result.line, width: width) - 1
            }
        }
        return result
    }

    /// Stores `position` and whether the view is pinned, telling who listens when either changed.
    func move(to position: LineScrollPosition, pinned newPinned: Bool) {
        var target = position
        if wrapsLines { target.column = 0 } else { target.row = 0 }
        let changed = target != stored || newPinned != pinned
        let pinnedChanged = newPinned != pinned
        stored = target
        pinned = newPinned
        if pinnedChanged { pinnedDidChange() }
        guard changed else { return }
        setNeedsDisplay()
        onScroll?(self)
    }
}
