import BrikRendering

/// A child's ``BrickDimension`` along a stack's axis, as the stack layout takes it:
/// a length rule and the bounds a `.restricted` dimension adds.
struct StackRule {
    var length: StackLayout.Length
    var minimum = 0
    var maximum = Int.max

    /// The rule of `dimension` along `axis` in a stack `length` cells long (nil: unlimited).
    /// Conditions and ranges are decided first; a bound that is itself measured is ignored.
    /// A rule of `length` with no bounds.
    init(length: StackLayout.Length) {
        self.length = length
    }

    init(_ dimension: BrickDimension, axis: Axis, length: Int?, environment: LayoutEnvironment) {
        let extent = length ?? environment.screen[axis]
        switch dimension.resolved(in: environment, extent: extent) {
        case .fixed(let size):
            self.length = .fixed(min(max(0, size), BrickDimension.largestExtent))
        case .ratio(let ratio):
            self.length = .ratio(ratio)
        case .viewportRatio(let ratio):
            let viewport = Double(environment.viewport[axis])
            self.length = .fixed(ratio.isFinite && ratio > 0 ? BrickDimension.cells(viewport * ratio) : 0)
        case .fill:
            self.length = .fill
        case .restricted(let size, let restriction):
            self = StackRule(size, axis: axis, length: length, environment: environment)
            switch restriction {
            case .minimumSize(let bound):
                if let cells = Self.cells(of: bound, axis: axis, length: length, environment: environment) {
                    minimum = max(minimum, cells)
                }
            case .maximumSize(let bound):
                if let cells = Self.cells(of: bound, axis: axis, length: length, environment: environment) {
                    maximum = min(maximum, cells)
                }
            }
        case .auto, .orientation, .horizontalSizeClass, .verticalSizeClass, .dimensionRange:
            self.length = .measured
        }
    }

    /// The cells a bound stands for, nil when it is measured or needs an unknown length.
    private static func cells(of bound: BrickDimension, axis: Axis, length: Int?, environment: LayoutEnvironment) -> Int? {
        switch StackRule(bound, axis: axis, length: length, environment: environment).length {
        case .fixed(let cells): cells
        case .ratio(let ratio): length.map { BrickDimension.cells(Double($0) * ratio) }
        case .measured, .fill: nil
        }
    }
}
