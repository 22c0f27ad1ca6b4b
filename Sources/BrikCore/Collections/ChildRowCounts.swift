/// How many rows each child of one tree node shows (itself, plus its own expanded rows),
/// as prefix sums: a Fenwick tree over the children, so the rows before a child, the
/// child holding a row, and a change of one child's count each take O(log children).
///
/// Every count is at least 1 (a child always shows its own row), so prefix sums strictly
/// increase and the child holding a row is unique.
struct ChildRowCounts {
    /// 1-based Fenwick tree; `tree[0]` is unused (and absent when there are no children, so
    /// that the counts of the many leaves of a big tree allocate nothing).
    private var tree: [Int]
    /// The sum of every count.
    private(set) var total: Int

    /// No children.
    init() {
        tree = []
        total = 0
    }

    /// Counts for children with the row counts `counts`, in order. O(children).
    init(_ counts: some Collection<Int>) {
        guard !counts.isEmpty else {
            tree = []
            total = 0
            return
        }
        var tree = [Int](repeating: 0, count: counts.count + 1)
        var total = 0
        var position = 1
        for count in counts {
            tree[position] = count
            total += count
            position += 1
        }
        // Linear-time construction: each entry adds itself to its Fenwick parent.
        for position in stride(from: 1, to: tree.count, by: 1) {
            let parent = position + (position & -position)
            if parent < tree.count { tree[parent] += tree[position] }
        }
        self.tree = tree
        self.total = total
    }

    /// The number of children.
    var count: Int { max(0, tree.count - 1) }

    /// The rows of the children before child `child` (0-based); `count` gives ``total``.
    func rows(before child: Int) -> Int {
        var sum = 0
        var position = child
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return sum
    }

    /// Adds `delta` to the count of child `child` (0-based).
    mutating func add(_ delta: Int, at child: Int) {
        guard delta != 0 else { return }
        total += delta
        var position = child + 1
        while position < tree.count {
            tree[position] += delta
            position += position & -position
        }
    }

    /// The child whose rows include row `row` (0-based, below `total`), and how many
    /// of that child's rows come before it (0: the child's own row).
    func child(containing row: Int) -> (child: Int, offset: Int) {
        var position = 0
        var remaining = row
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return (position, remaining)
    }
}
