/// Where a table's columns are shown on a row, once its column widths are known: the
/// check gutter of a multiple selection, the frozen columns, the separator after them,
/// then the scrolling columns from ``horizontalOffset`` on, the last one cut at the edge.
///
/// x positions are relative to the left of the table's body; a pure value, shared by the
/// header and every row of one layout.
struct TableGeometry: Equatable {
    /// One column as shown: where it starts, how many of its cells show (fewer than its
    /// width at the right edge) and its full width.
    struct Placement: Equatable {
        var column: Int
        var x: Int
        var width: Int
        var fullWidth: Int
    }

    /// Every column's width, shown or not.
    var widths: [Int] = []
    /// Columns before the first column (the `[x] ` marks of a multiple selection).
    var gutter = 0
    /// Columns between neighbouring columns.
    var spacing = 1
    /// How many leading columns stay while the rest scroll sideways.
    var frozenCount = 0
    /// How many scrolling columns are scrolled out to the left (clamped).
    var horizontalOffset = 0
    /// The body's width.
    var width = 0
    /// The columns shown, left to right.
    var placements: [Placement] = []
    /// Where the separator after the frozen columns is, nil without frozen columns (or room).
    var separatorX: Int?

    init() {}

    /// The geometry of columns `widths` wide in a body `width` columns wide, `frozenCount`
    /// of them frozen and `horizontalOffset` of the others scrolled out (clamped so the
    /// last column is not scrolled further left than needed to show it).
    init(widths: [Int], gutter: Int, spacing: Int, frozenCount: Int, horizontalOffset: Int, width: Int) {
        self.widths = widths
        self.gutter = max(0, gutter)
        self.spacing = max(0, spacing)
        self.frozenCount = min(max(0, frozenCount), widths.count)
        self.width = max(0, width)
        self.horizontalOffset = min(max(0, horizontalOffset), maximumOffset)
        var x = self.gutter
        for column in 0..<self.frozenCount {
            place(column, at: &x)
        }
        if self.frozenCount > 0 && self.frozenCount < widths.count && x - self.spacing < self.width {
            separatorX = self.spacing > 0 ? x - self.spacing : nil
        }
        for column in (self.frozenCount + self.horizontalOffset)..<max(self.frozenCount + self.horizontalOffset, widths.count)
        where x < self.width {
            place(column, at: &x)
        }
    }

    /// Where the scrolling columns start.
    var scrollingStart: Int {
        var x = gutter
        for column in 0..<frozenCount { x += widths[column] + spacing }
        return x
    }

    /// The largest useful ``horizontalOffset``: the one at which the last column just shows.
    var maximumOffset: Int {
        let scrolling = widths.count - frozenCount
        guard scrolling > 1 else { return 0 }
        let room = width - scrollingStart
        var used = 0
        var shown = 0
        for column in stride(from: widths.count - 1, through: frozenCount, by: -1) {
            used += widths[column] + (shown > 0 ? spacing : 0)
            guard used <= room else { break }
            shown += 1
        }
        return max(0, scrolling - max(1, shown))
    }

    /// The offset that shows `column` whole (as far as the width allows), moving as little
    /// as possible from the current one; frozen columns always show.
    func offset(revealing column: Int) -> Int {
        guard column >= frozenCount, column < widths.count else { return horizontalOffset }
        var offset = min(horizontalOffset, column - frozenCount)
        let start = scrollingStart
        while offset < column - frozenCount {
            var right = start
            for shown in (frozenCount + offset)...column { right += widths[shown] + (shown < column ? spacing : 0) }
            if right <= width { break }
            offset += 1
        }
        return offset
    }

    /// The placement of `column`, nil when it is not shown.
    func placement(of column: Int) -> Placement? {
        placements.first { $0.column == column }
    }

    /// The column shown at `x`, nil over the gutter, a gap or past the last column.
    func column(at x: Int) -> Int? {
        placements.first { x >= $0.x && x < $0.x + $0.width }?.column
    }

    /// The column whose right edge is at `x` (the gap after it, or its last cell when
    /// there is no gap), for resizing by dragging a header edge; nil elsewhere.
    func edge(at x: Int) -> Int? {
        for placement in placements where placement.width == placement.fullWidth {
            let end = placement.x + placement.width
            if spacing > 0 ? (x >= end && x < end + spacing) : x == end - 1 { return placement.column }
        }
        return nil
    }

    private mutating func place(_ column: Int, at x: inout Int) {
        let full = widths[column]
        let shown = max(0, min(full, width - x))
        if shown > 0 || full == 0 { placements.append(Placement(column: column, x: x, width: shown, fullWidth: full)) }
        x += full + spacing
    }
}
