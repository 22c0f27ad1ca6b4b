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
/// A table that scrolls sideways passes `fitsWidth: false`: its columns then keep their
/// widths and only the fill columns go down (to their minimum) when there is no room.
public enum TableColumnLayout {
    /// The widths of columns whose dimensions are `dimensions` in a table `width` columns
    /// wide with `spacing` columns between neighbours. `contentWidths[i]` is column `i`'s
    /// widest sampled content (title included), nil when nothing was sampled. With
    /// `fitsWidth` false the widths may add up to more than `width`.
    public static func widths(
        of dimensions: [BrickDimension], contentWidths: [Int?], in width: Int, spacing: Int = 1,
        fitsWidth: Bool = true, environment: LayoutEnvironment
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
        guard fitsWidth else { return widths }
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

    /// Whether a column of `dimension` fits its content (so its cells must be sampled) in a
    /// table `width` columns wide.
    static func fitsContent(_ dimension: BrickDimension, in width: Int, environment: LayoutEnvironment) -> Bool {
        switch dimension.resolved(in: environment, extent: width) {
        case .auto: true
        case .restricted(let size, _): fitsContent(size, in: width, environment: environment)
        default: false
        }
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

    /// `value` within the minimums and maximums of a restricted dimension, nested ones
    /// (a minimum inside a maximum) first (any other dimension leaves it unchanged).
    private static func clamp(_ value: Int, _ dimension: BrickDimension, total: Int, environment: LayoutEnvironment)
        -> Int
    {
        guard case .restricted(let size, let restriction) = dimension.resolved(in: environment, extent: total) else {
            return value
        }
        let inner = clamp(value, size, total: total, environment: environment)
        let bound = { (limit: BrickDimension) in
            BrickDimension.cells(limit.width(in: Double(total), startingAt: 0, inset: 0, environment: environment))
        }
        switch restriction {
        case .minimumSize(let size): return max(inner, bound(size))
        case .maximumSize(let size): return min(inner, bound(size))
        }
    }
}
