/// The order of a table's rows sorted by one column: a permutation of the data indices,
/// stable (rows that compare equal keep their data order, ascending or descending).
///
/// Each row's key is read once (one call of the column's text closure per row). Text and
/// numbers become 128-bit keys (the first 16 bytes of the folded text; a number's bits in
/// an order-preserving form) sorted by a stable radix sort in O(n); only rows whose keys
/// tie while their texts may still differ (longer than 16 bytes) are compared afterwards.
/// A custom comparator is a stable comparison sort, O(n log n) calls of it.
enum TableSorter {
    /// The data indices `0..<count` in the order of `ordering` on `text`, reversed when
    /// not `ascending`; nil for an unsortable column.
    static func order(count: Int, ordering: TableColumn.Ordering, ascending: Bool, text: (Int) -> String) -> [Int32]? {
        let count = max(0, min(count, Int(Int32.max)))
        switch ordering {
        case .unsortable:
            return nil
        case .custom(let inOrder):
            var order = (0..<Int32(count)).map { $0 }
            order.sort { a, b in
                let (first, second) = ascending ? (Int(a), Int(b)) : (Int(b), Int(a))
                if inOrder(first, second) { return true }
                if inOrder(second, first) { return false }
                return a < b
            }
            return order
        case .text:
            let texts = (0..<count).map(text)
            var keys: [RadixKey] = []
            keys.reserveCapacity(count)
            var exact = [Bool](repeating: true, count: count)
            for index in 0..<count {
                let (key, isExact) = TextOrder.key(of: texts[index])
                exact[index] = isExact
                keys.append(RadixKey(high: key.high, low: key.low, index: Int32(index)))
            }
            sortKeys(&keys, ascending: ascending)
            settleTies(&keys, exact: exact, ascending: ascending) { TextOrder.compare(texts[$0], texts[$1], natural: false) }
            return keys.map(\.index)
        case .numeric:
            let texts = (0..<count).map(text)
            // Numbers (by value) before text (natural order); reversed when descending.
            var numbers: [RadixKey] = []
            var words: [Int32] = []
            for index in 0..<count {
                if let value = TextOrder.number(in: texts[index]) {
                    numbers.append(RadixKey(high: TextOrder.orderedBits(of: value), low: 0, index: Int32(index)))
                } else {
                    words.append(Int32(index))
                }
            }
            sortKeys(&numbers, ascending: ascending)
            words.sort { a, b in
                let comparison = TextOrder.compare(texts[Int(a)], texts[Int(b)], natural: true)
                if comparison != 0 { return (comparison < 0) == ascending }
                return a < b
            }
            let sortedNumbers = numbers.map(\.index)
            return ascending ? sortedNumbers + words : words + sortedNumbers
        }
    }

    /// A row's key and its data index.
    struct RadixKey {
        var high: UInt64
        var low: UInt64
        var index: Int32
    }

    /// Sorts `keys` by (high, low), stably: a least-significant-digit radix sort, 16 bits a
    /// pass, skipping the passes in which every key has the same digit (a comparison sort
    /// for fewer than 16,385 keys). Descending sorts the
    /// complemented keys, so ties still keep their order.
    static func sortKeys(_ keys: inout [RadixKey], ascending: Bool) {
        guard keys.count > 1 else { return }
        // A pass clears and sums 65,536 counters: below this many rows comparing keys costs less.
        guard keys.count > 1 << 14 else {
            keys.sort { a, b in
                if a.high != b.high { return (a.high < b.high) == ascending }
                if a.low != b.low { return (a.low < b.low) == ascending }
                return a.index < b.index
            }
            return
        }
        var buffer = keys
        var counts = [Int](repeating: 0, count: 1 << 16)
        for pass in 0..<8 {
            let shift = UInt64((pass % 4) * 16)
            let usesLow = pass < 4
            let digit = { (key: RadixKey) -> Int in
                let word = usesLow ? key.low : key.high
                return Int(((ascending ? word : ~word) >> shift) & 0xFFFF)
            }
            for index in counts.indices { counts[index] = 0 }
            keys.withUnsafeBufferPointer { source in
                for key in source { counts[digit(key)] += 1 }
            }
            // Every key has the same digit: this pass would not move anything.
            if counts[digit(keys[0])] == keys.count { continue }
            var total = 0
            for index in counts.indices {
                let size = counts[index]
                counts[index] = total
                total += size
            }
            keys.withUnsafeBufferPointer { source in
                buffer.withUnsafeMutableBufferPointer { target in
                    for key in source {
                        let slot = digit(key)
                        target[counts[slot]] = key
                        counts[slot] += 1
                    }
                }
            }
            swap(&keys, &buffer)
        }
    }

    /// Sorts each run of equal keys that holds a row whose key is not its whole text
    /// (`exact` false, by data index) by `compare` on the data indices, ties by data index.
    private static func settleTies(
        _ keys: inout [RadixKey], exact: [Bool], ascending: Bool, compare: (Int, Int) -> Int
    ) {
        var start = 0
        while start < keys.count {
            var end = start + 1
            var needsCompare = !exact[Int(keys[start].index)]
            while end < keys.count && keys[end].high == keys[start].high && keys[end].low == keys[start].low {
                if !exact[Int(keys[end].index)] { needsCompare = true }
                end += 1
            }
            if needsCompare && end - start > 1 {
                keys[start..<end].sort { a, b in
                    let comparison = compare(Int(a.index), Int(b.index))
                    if comparison != 0 { return (comparison < 0) == ascending }
                    return a.index < b.index
                }
            }
            start = end
        }
    }
}
