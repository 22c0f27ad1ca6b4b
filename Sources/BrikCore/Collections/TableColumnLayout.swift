/// How a table shares its width among its columns: each column's width is a
/// ``BrickDimension``, read the way a table user expects.
///
/// - `.fixed(size:)`: that many columns.
/// - `.ratio(ratio:)`: that share of the table's width (spacing included in the width).
/// - `.auto(estimate:)`: fit to the content — the widest of the title and the cells
///   sampled (the rows in view), or the estimate when no cell was sampled.
/// - `.fill`: the width left over, shared equally among the fill columns.
/// - `.restricted(size:restrictedSize:)`: the size within a minimum or maximum.
/// - conditions (orientation, size classes, ranges) are decided first.
///
/// When the columns want more than there is, fill columns give way first, then the
/// others from the last column back, none below zero; cells are then truncated with `…`.
public enum TableColumnLayout {
    /// The widths of columns whose dimensions are `dimensions` in a table `width` columns
    /// wide with `spacing` columns between neighbours. `contentWidths[i]` is column `i`'s
    /// widest sampled content (title included), nil when nothing was sampled.
    public static func widths(
        of dimensions: [BrickDimension], contentWidths: [Int?], in width: Int, spacing: Int = 1,
        environment: LayoutEnvironment
    ) -> [Int] {
        let count = dimensions.count
        guard count > 0 else { return [] }
        let available = max(0, width - max(0, spacing) * (count - 1))
        var widths = [Int](repeating: 0, count: count)
        var fills: [Int] = []
        for (index, dimension) in dimensions.enumerated() {
            let content = index < contentWidths.count ? contentWidths[index] : nil
            if let resolved = resolve(dimension, content: content, total: width, environment: environment) {
                widths[index] = resolved
            } else {
                fills.append(index)
            }
        }
        var left = available - widths.reduce(0, +)
        if !fills.isEmpty {
            // The rest, shared by cumulative rounding so the fills add up to it exactly.
            let share = Double(max(0, left)) / Double(fills.count)
            for (position, index) in fills.enumerated() {
                let start = Int((share * Double(position)).rounded())
                let end = Int((share * Double(position + 1)).rounded())
                widths[index] = clamp(end - start, dimensions[index], total: width, environment: environment)
            }
            left = available - widths.reduce(0, +)
        }
        // Too wide: the last columns give way first (a name column at the start stays readable).
        var index = count - 1
        while left < 0 && index >= 0 {
            let taken = min(widths[index], -left)
            widths[index] -= taken
            left += taken
            index -= 1
        }
        return widths
    }

    /// A column's width from its dimension, nil for a fill column.
    private static func resolve(
        _ dimension: BrickDimension, content: Int?, total: Int, environment: LayoutEnvironment
    ) -> Int? {
        switch dimension.resolved(in: environment, extent: total) {
        case .fill:
            return nil
        case .auto(let estimate):
            if let content { return max(0, content) }
            return resolve(estimate, content: nil, total: total, environment: environment) ?? 0
        case .restricted(let size, _):
            guard let base = resolve(size, content: content, total: total, environment: environment) else { return nil }
            return clamp(base, dimension, total: total, environment: environment)
        case let other:
            return BrickDimension.cells(
                other.width(in: Double(total), startingAt: 0, inset: 0, environment: environment))
        }
    }

    /// `value` within the minimum or maximum of a restricted dimension (any other unchanged).
    private static func clamp(_ value: Int, _ dimension: BrickDimension, total: Int, environment: LayoutEnvironment)
        -> Int
    {
        guard case .restricted(_, let restriction) = dimension.resolved(in: environment, extent: total) else {
            return value
        }
        let bound = { (limit: BrickDimension) in
            BrickDimension.cells(limit.width(in: Double(total), startingAt: 0, inset: 0, environment: environment))
        }
        switch restriction {
        case .minimumSize(let size): return max(value, bound(size))
        case .maximumSize(let size): return min(value, bound(size))
        }
    }
}
