import BrikRendering

/// Where the titles of a ``Tabs`` bar go in a row of a given width: a pure value, made in
/// the layout stage and read by drawing and clicks.
///
/// Each title is drawn ` Title ` (a space each side), cut by display width with `…` to
/// ``Tabs/maxTitleWidth`` and to the bar. When they do not all fit, the bar shows a run of
/// whole titles that includes the selected one, a column kept at each end for `‹`/`›`
/// (drawn when titles are hidden on that side); the run moves only as far as needed to
/// keep the selected title in view, and never leaves room unused at its end.
struct TabsGeometry: Equatable {
    /// One title shown: its tab's index, its first column from the bar's left edge, its text
    /// (padded) and the columns that takes.
    struct Span: Equatable {
        var index: Int
        var x: Int
        var text: String
        var width: Int
    }

    /// The titles shown, left to right.
    var spans: [Span] = []
    /// Where a separator goes (columns from the bar's left edge).
    var separators: [Int] = []
    /// The first title shown (the run's start, kept between layouts).
    var firstShown = 0
    /// Whether titles are hidden left of the run (drawn `‹` in column 0).
    var hidesBefore = false
    /// Whether titles are hidden right of the run (drawn `›` in the last column).
    var hidesAfter = false

    /// The layout of `titles` in `width` columns with `selected` in view, the run starting
    /// as near `previousFirst` as allows.
    static func make(
        titles: [String], width: Int, selected: Int, previousFirst: Int, maxTitleWidth: Int, separatorWidth: Int
    ) -> TabsGeometry {
        guard !titles.isEmpty, width > 0 else { return TabsGeometry() }
        let selected = min(max(0, selected), titles.count - 1)
        func labels(fitting room: Int) -> [(text: String, width: Int)] {
            titles.map { title in
                let text = " " + TextLayout.truncate(title, width: max(0, min(maxTitleWidth, room - 2))) + " "
                return (text, TextWidth.width(text))
            }
        }
        var items = labels(fitting: width)
        let total = items.reduce(0) { $0 + $1.width } + separatorWidth * (items.count - 1)
        if total <= width { return place(items, from: 0, in: 0..<width, separatorWidth: separatorWidth) }
        // Overflowing: a column at each end for the markers.
        let room = max(1, width - 2)
        items = labels(fitting: room)
        func runWidth(_ range: ClosedRange<Int>) -> Int {
            items[range].reduce(0) { $0 + $1.width } + separatorWidth * (range.count - 1)
        }
        var first = min(max(0, previousFirst), selected)
        while first < selected && runWidth(first...selected) > room { first += 1 }
        // Wider again (or the last titles selected): take titles back on the left while all
        // from there to the end fit, so no room is left unused after the last one.
        while first > 0 && runWidth((first - 1)...(items.count - 1)) <= room { first -= 1 }
        var geometry = place(items, from: first, in: 1..<(1 + room), separatorWidth: separatorWidth)
        geometry.hidesBefore = first > 0
        geometry.hidesAfter = (geometry.spans.last?.index ?? items.count - 1) < items.count - 1
        return geometry
    }

    /// Whole titles from `first` placed left to right in `columns` (the first always, cut by the canvas if too wide).
    private static func place(
        _ items: [(text: String, width: Int)], from first: Int, in columns: Range<Int>, separatorWidth: Int
    ) -> TabsGeometry {
        var geometry = TabsGeometry(firstShown: first)
        var x = columns.lowerBound
        for index in first..<items.count {
            let start = index == first ? x : x + separatorWidth
            guard index == first || start + items[index].width <= columns.upperBound else { break }
            if index != first { geometry.separators.append(x) }
            geometry.spans.append(Span(index: index, x: start, text: items[index].text, width: items[index].width))
            x = start + items[index].width
        }
        return geometry
    }

    /// The tab whose title covers column `x` (from the bar's left edge); clicking a marker
    /// answers the tab just outside the run on that side. Nil: no title there.
    func index(atColumn x: Int, width: Int) -> Int? {
        if hidesBefore && x == 0 { return firstShown - 1 }
        if hidesAfter && x == width - 1, let last = spans.last { return last.index + 1 }
        return spans.first { x >= $0.x && x < $0.x + $0.width }?.index
    }
}
