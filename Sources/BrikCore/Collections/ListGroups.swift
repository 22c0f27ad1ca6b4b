import BrikRendering

/// How a ``List``'s rows fall into groups, each shown under its header; while a group's
/// rows scroll, its header stays at the top of the list until the next group pushes it
/// out (BrickKit's sticky headers, in the list's scroll view).
///
/// Group `g` holds the rows from `firstRow(g)` up to the next group's first row, the last
/// group up to the end (the first group starts at row 0, whatever its `firstRow` says).
/// A group none of whose rows is shown (filtered out, or empty) does not show its header.
/// `count` and `firstRow` are asked again on ``List/reloadData()``.
///
/// ```swift
/// let groups = ListGroups(sizes: [3, 2]) { group in Label(["Fruit", "Bread"][group]).bold() }
/// let list = List(options: ["Apple", "Pear", "Plum", "Rye", "Spelt"], groups: groups)
/// ```
@MainActor
public struct ListGroups {
    /// How many groups there are.
    public var count: () -> Int
    /// The data index of group `g`'s first row (increasing with `g`).
    public var firstRow: (_ group: Int) -> Int
    /// The header brick of group `g`, made when the group comes near the viewport. The list
    /// gives it the identifier `list.header` (what its sticky behavior looks for).
    public var header: (_ group: Int) -> Brick

    /// Groups asked for by closures: how many, where each starts, and each one's header.
    public init(
        count: @escaping () -> Int, firstRow: @escaping (_ group: Int) -> Int,
        header: @escaping (_ group: Int) -> Brick
    ) {
        self.count = count
        self.firstRow = firstRow
        self.header = header
    }

    /// Groups of `sizes` rows each, in order.
    public init(sizes: [Int], header: @escaping (_ group: Int) -> Brick) {
        var starts: [Int] = []
        var total = 0
        for size in sizes {
            starts.append(total)
            total += max(0, size)
        }
        self.init(count: { starts.count }, firstRow: { starts[$0] }, header: header)
    }

    /// Groups of `titles.count` groups of `sizes`, each headed by its title in bold.
    public init(titles: [String], sizes: [Int]) {
        self.init(sizes: Array(sizes.prefix(titles.count))) { group in Label(titles[group]).bold() }
    }
}

/// The groups a list shows (those with a row shown) and where each starts among the rows shown.
struct ShownGroups: Equatable {
    /// The data group of each shown group.
    private(set) var groups: [Int] = []
    /// Where each shown group's first row is among the rows shown; the count of rows shown last.
    private(set) var starts: [Int] = [0]

    /// How many groups show.
    var count: Int { groups.count }

    /// The rows shown in shown group `group`.
    func rows(inGroup group: Int) -> Int {
        group >= 0 && group < groups.count ? starts[group + 1] - starts[group] : 0
    }

    /// The position among the rows shown of shown group `group`'s row `row`.
    func position(group: Int, row: Int) -> Int { starts[group] + row }

    /// The shown group holding the row shown at `position`, and which of its rows it is.
    func locate(_ position: Int) -> (group: Int, row: Int)? {
        guard !groups.isEmpty, position >= 0, position < starts[groups.count] else { return nil }
        var low = 0
        var high = groups.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return (low, position - starts[low])
    }

    init() {}

    /// The groups of `firstRows` (each group's first data index) over `dataCount` rows, of
    /// which `shown` (sorted data indices) show, or all when nil. O(groups + shown).
    init(firstRows: [Int], dataCount: Int, shown: [Int]?) {
        starts = []
        var begin = 0
        var position = 0
        for group in firstRows.indices {
            let end = group + 1 < firstRows.count ? min(dataCount, max(begin, firstRows[group + 1])) : dataCount
            if let shown {
                let first = position
                while position < shown.count && shown[position] < end { position += 1 }
                if position > first {
                    groups.append(group)
                    starts.append(first)
                }
            } else if end > begin {
                groups.append(group)
                starts.append(begin)
            }
            begin = end
        }
        starts.append(shown?.count ?? dataCount)
    }
}
