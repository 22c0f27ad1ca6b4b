/// Splitting whole cells in fractions without gaps or overflow.
///
/// Every boundary lands at the rounded exact boundary (half away from zero),
/// and each part is the distance between its two boundaries. So the parts
/// always add up to exactly the total, and `1/3 + 1/3 + 1/3` of 10 cells
/// gives 3, 4, 3 — never 3, 3, 3 with a gap.
public enum CumulativeRounding {
    /// `total` cells split in proportion to `weights`. Weights that are not
    /// finite or are negative count as zero; if all are zero, the split is equal.
    public static func distribute(_ total: Int, weights: [Double]) -> [Int] {
        guard !weights.isEmpty else { return [] }
        let safe = weights.map { $0.isFinite && $0 > 0 ? $0 : 0 }
        let sum = safe.reduce(0, +)
        let normalized = sum > 0 ? safe : Array(repeating: 1, count: safe.count)
        let normalizedSum = sum > 0 ? sum : Double(safe.count)
        var parts: [Int] = []
        parts.reserveCapacity(normalized.count)
        var running = 0.0
        var previousEdge = 0
        for weight in normalized {
            running += weight
            let edge = Int((Double(total) * running / normalizedSum).rounded(.toNearestOrAwayFromZero))
            parts.append(edge - previousEdge)
            previousEdge = edge
        }
        return parts
    }

    /// `total` cells split in `count` equal parts (3, 4, 3 for 10 in 3).
    public static func equalParts(_ total: Int, count: Int) -> [Int] {
        distribute(total, weights: Array(repeating: 1, count: max(0, count)))
    }
}
