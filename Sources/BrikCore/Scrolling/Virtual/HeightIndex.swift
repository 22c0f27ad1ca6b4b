/// Prefix sums of item heights for a list of up to tens of millions of items, where
/// most heights are one shared estimate and a few have been measured.
///
/// Items are grouped in fixed chunks of ``chunkSize``; a Fenwick tree over the
/// chunks' total heights answers "where does item i start" and "which item is at
/// offset y" in O(log n), and each chunk that holds a measurement keeps its
/// measurements in a small sorted array. Memory is n / ``chunkSize`` integers plus
/// what was measured — never an array of n heights.
public struct HeightIndex: Sendable {
    /// Items per chunk: small enough that work inside one chunk is cheap, large enough
    /// that the tree over chunks stays small for ten million items.
    public static let chunkSize = 1024

    /// The number of items.
    public private(set) var count: Int
    /// The height of every item not measured.
    public private(set) var estimate: Int
    /// Fenwick tree (1-based) over chunk heights.
    private var tree: [Int]
    /// The sum of all heights.
    public private(set) var totalHeight: Int
    /// Measured (index within chunk, height) pairs, sorted, only for chunks that have any.
    private var measured: [Int: [(local: Int, height: Int)]] = [:]
    /// How many items have a measured height.
    public private(set) var measuredCount = 0

    /// `count` items of height `estimate` each, none measured.
    public init(count: Int = 0, estimate: Int = 1) {
        self.count = max(0, count)
        self.estimate = max(0, estimate)
        tree = []
        totalHeight = 0
        rebuildTree()
    }

    private var chunkCount: Int { (count + Self.chunkSize - 1) / Self.chunkSize }

    /// Items in chunk `chunk` (the last chunk may be short).
    private func length(ofChunk chunk: Int) -> Int {
        min(Self.chunkSize, count - chunk * Self.chunkSize)
    }

    /// Recomputes the tree from the measurements: O(n / chunkSize + measured).
    private mutating func rebuildTree() {
        let chunks = chunkCount
        var heights = [Int](repeating: 0, count: chunks + 1)
        for chunk in 0..<chunks { heights[chunk + 1] = length(ofChunk: chunk) * estimate }
        for (chunk, entries) in measured {
            for entry in entries { heights[chunk + 1] += entry.height - estimate }
        }
        totalHeight = heights.reduce(0, +)
        // Linear-time Fenwick construction.
        for position in stride(from: 1, through: chunks, by: 1) {
            let parent = position + (position & -position)
            if parent <= chunks { heights[parent] += heights[position] }
        }
        tree = heights
    }

    private mutating func addToChunk(_ chunk: Int, _ delta: Int) {
        guard delta != 0 else { return }
        totalHeight += delta
        var position = chunk + 1
        while position < tree.count {
            tree[position] += delta
            position += position & -position
        }
    }

    /// The sum of the heights of chunks before `chunk`.
    private func chunkStart(_ chunk: Int) -> Int {
        var sum = 0
        var position = chunk
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return sum
    }

    /// Where the measurement of local item `local` is (or would be inserted) in `entries`.
    private static func search(_ entries: [(local: Int, height: Int)], _ local: Int) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].local < local { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The height of item `index`: measured, or the estimate.
    public func height(at index: Int) -> Int {
        precondition(index >= 0 && index < count, "item \(index) out of 0..<\(count)")
        guard let entries = measured[index / Self.chunkSize] else { return estimate }
        let local = index % Self.chunkSize
        let found = Self.search(entries, local)
        return found < entries.count && entries[found].local == local ? entries[found].height : estimate
    }

    /// Whether item `index` has a measured height.
    public func isMeasured(_ index: Int) -> Bool {
        guard index >= 0, index < count, let entries = measured[index / Self.chunkSize] else { return false }
        let local = index % Self.chunkSize
        let found = Self.search(entries, local)
        return found < entries.count && entries[found].local == local
    }

    /// Records the measured height of item `index`.
    public mutating func set(height: Int, at index: Int) {
        precondition(index >= 0 && index < count, "item \(index) out of 0..<\(count)")
        let height = max(0, height)
        let chunk = index / Self.chunkSize
        let local = index % Self.chunkSize
        var entries = measured.removeValue(forKey: chunk) ?? []
        let found = Self.search(entries, local)
        if found < entries.count && entries[found].local == local {
            addToChunk(chunk, height - entries[found].height)
            entries[found].height = height
        } else {
            entries.insert((local, height), at: found)
            measuredCount += 1
            addToChunk(chunk, height - estimate)
        }
        measured[chunk] = entries
    }

    /// Where item `index` starts (the sum of the heights before it); `count` gives the total.
    public func offset(of index: Int) -> Int {
        precondition(index >= 0 && index <= count, "item \(index) out of 0...\(count)")
        if index == count { return totalHeight }
        let chunk = index / Self.chunkSize
        let local = index % Self.chunkSize
        var offset = chunkStart(chunk) + local * estimate
        if let entries = measured[chunk] {
            for entry in entries {
                guard entry.local < local else { break }
                offset += entry.height - estimate
            }
        }
        return offset
    }

    /// The item covering offset `y`: the last item starting at or before it (items of
    /// height 0 are passed over). Offsets before 0 give item 0, past the end the last item;
    /// nil when there are no items.
    public func index(at y: Int) -> Int? {
        guard count > 0 else { return nil }
        guard y > 0 else { return 0 }
        guard y < totalHeight else { return count - 1 }
        // Fenwick descent: the number of whole chunks that end at or before y.
        var chunk = 0
        var remaining = y
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = chunk + step
            if next < tree.count, tree[next] <= remaining {
                chunk = next
                remaining -= tree[next]
            }
            step /= 2
        }
        chunk = min(chunk, chunkCount - 1)
        // Within the chunk: runs of estimated items between measured ones.
        let length = length(ofChunk: chunk)
        var local = 0
        for entry in measured[chunk] ?? [] {
            let run = entry.local - local
            if run > 0 {
                if estimate > 0, remaining < run * estimate { return chunk * Self.chunkSize + local + remaining / estimate }
                remaining -= run * estimate
            }
            if remaining < entry.height { return chunk * Self.chunkSize + entry.local }
            remaining -= entry.height
            local = entry.local + 1
        }
        if estimate > 0, remaining < (length - local) * estimate {
            return chunk * Self.chunkSize + local + remaining / estimate
        }
        return min(count - 1, chunk * Self.chunkSize + length - 1)
    }

    /// Forgets every measurement (the width changed), optionally with a new estimate.
    public mutating func reset(estimate: Int? = nil) {
        if let estimate { self.estimate = max(0, estimate) }
        measured = [:]
        measuredCount = 0
        rebuildTree()
    }

    /// Changes the number of items, keeping the measurements of items that remain.
    public mutating func resize(count: Int) {
        let count = max(0, count)
        guard count != self.count else { return }
        self.count = count
        let chunks = chunkCount
        for chunk in Array(measured.keys) where chunk >= chunks { measured[chunk] = nil }
        if chunks > 0, count % Self.chunkSize != 0, let entries = measured[chunks - 1] {
            let kept = entries.filter { $0.local < count % Self.chunkSize }
            measured[chunks - 1] = kept.isEmpty ? nil : kept
        }
        measuredCount = measured.values.reduce(0) { $0 + $1.count }
        rebuildTree()
    }

    /// Inserts `count` items of the estimate before item `index` (clamped to 0...``count``);
    /// the items from `index` on keep their measurements and move up. O(n / chunkSize + measured).
    public mutating func insert(count added: Int, at index: Int) {
        guard added > 0 else { return }
        let at = min(max(0, index), count)
        let moved = measurements().map { (index: $0.index >= at ? $0.index + added : $0.index, height: $0.height) }
        count += added
        setMeasurements(moved)
    }

    /// Removes the items of `range` (what of it exists); the items after it keep their
    /// measurements and move down. O(n / chunkSize + measured).
    public mutating func remove(_ range: Range<Int>) {
        let range = range.clamped(to: 0..<count)
        guard !range.isEmpty else { return }
        let kept = measurements().compactMap { entry -> (index: Int, height: Int)? in
            if range.contains(entry.index) { return nil }
            return (entry.index >= range.upperBound ? entry.index - range.count : entry.index, entry.height)
        }
        count -= range.count
        setMeasurements(kept)
    }

    /// Forgets the measurement of item `index` (its height is the estimate again).
    public mutating func forgetMeasurement(at index: Int) {
        guard isMeasured(index) else { return }
        let chunk = index / Self.chunkSize
        let local = index % Self.chunkSize
        var entries = measured.removeValue(forKey: chunk) ?? []
        let found = Self.search(entries, local)
        addToChunk(chunk, estimate - entries[found].height)
        entries.remove(at: found)
        measuredCount -= 1
        if !entries.isEmpty { measured[chunk] = entries }
    }

    /// Forgets the measurements of the items from `index` on.
    public mutating func forgetMeasurements(from index: Int) {
        let kept = measurements().filter { $0.index < index }
        guard kept.count != measuredCount else { return }
        setMeasurements(kept)
    }

    /// Every measurement, by item index (in no particular order).
    private func measurements() -> [(index: Int, height: Int)] {
        var result: [(index: Int, height: Int)] = []
        result.reserveCapacity(measuredCount)
        for (chunk, entries) in measured {
            for entry in entries { result.append((chunk * Self.chunkSize + entry.local, entry.height)) }
        }
        return result
    }

    /// Replaces the measurements with `entries` (indices within the count, each once).
    private mutating func setMeasurements(_ entries: [(index: Int, height: Int)]) {
        measured = [:]
        for entry in entries.sorted(by: { $0.index < $1.index }) {
            measured[entry.index / Self.chunkSize, default: []].append((entry.index % Self.chunkSize, entry.height))
        }
        measuredCount = entries.count
        rebuildTree()
    }
}
