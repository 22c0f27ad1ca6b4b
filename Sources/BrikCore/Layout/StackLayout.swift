import BrikRendering

/// The stack layout of ``VBrik`` and ``HBrik`` as a pure computation over
/// measured children, so it can be tested without bricks.
///
/// Sizes along the axis are whole cells resolved by ``CumulativeRounding``:
/// the children and the gaps fill the stack exactly, with no gap and no
/// overflow cell, whenever the distribution fills.
public struct StackLayout: Sendable {
    /// One child as the stack sees it.
    public struct Item {
        /// The child's size for a proposal (its `sizeThatFits`).
        public var measure: (ProposedSize) -> Size
        /// How strongly the child keeps its ideal size along the axis; lower grows first.
        public var huggingPriority: Int
        /// The row of the child's first text line, for a child of `size`.
        public var firstBaseline: (Size) -> Int
        /// The row of the child's last text line, for a child of `size`.
        public var lastBaseline: (Size) -> Int
        /// Whether the child always takes the whole cross extent (``Brick/spansStackCrossAxis``: a ``Divider``).
        public var spansCross: Bool

        /// An item from its measuring function and layout traits.
        public init(
            huggingPriority: Int = 250,
            spansCross: Bool = false,
            firstBaseline: @escaping (Size) -> Int = { _ in 0 },
            lastBaseline: @escaping (Size) -> Int = { max(0, $0.height - 1) },
            measure: @escaping (ProposedSize) -> Size
        ) {
            self.measure = measure
            self.huggingPriority = huggingPriority
            self.firstBaseline = firstBaseline
            self.lastBaseline = lastBaseline
            self.spansCross = spansCross
        }
    }

    /// The axis children follow.
    public var axis: Axis
    /// Cross-axis placement.
    public var alignment: StackAlignment
    /// Main-axis sizing and spacing.
    public var distribution: StackDistribution
    /// Cells between neighbours (at least, for the spacing distributions). Negative counts as zero.
    public var spacing: Int

    /// A layout with every parameter given.
    public init(axis: Axis, alignment: StackAlignment, distribution: StackDistribution, spacing: Int) {
        self.axis = axis
        self.alignment = alignment
        self.distribution = distribution
        self.spacing = max(0, spacing)
    }

    /// The size of the stack's content for `proposal`: the children's ideal extents
    /// plus spacing along the axis, the largest child across it.
    ///
    /// When the proposal limits the axis, children are measured across at the
    /// extents they would get there, so text that wraps in a narrow ``HBrik``
    /// makes the row taller.
    public func sizeThatFits(_ items: [Item], proposal: ProposedSize) -> Size {
        guard !items.isEmpty else { return .zero }
        var crossProposal = ProposedSize.unlimited
        crossProposal[axis.cross] = proposal[axis.cross]
        let sizes = items.map { $0.measure(crossProposal) }
        let ideal = sizes.map { max(0, $0[axis]) }
        var main = ideal.reduce(0, +) + spacing * (items.count - 1)
        if distribution == .fillEqually {
            main = (ideal.max() ?? 0) * items.count + spacing * (items.count - 1)
        }
        var crossSizes = sizes.map { $0[axis.cross] }
        // Whenever the axis is limited, children whose extent differs from their ideal one
        // (shrunk to fit, or grown to fill) are measured across at that extent: a section
        // grown to fill a row may wrap to a different height than at its ideal width.
        if let length = proposal[axis] {
            let (mains, _) = mainExtents(items: items, ideal: ideal, length: length, gapCount: items.count - 1)
            main = min(main, length)
            for index in items.indices where mains[index] != ideal[index] {
                var fitted = crossProposal
                fitted[axis] = mains[index]
                crossSizes[index] = items[index].measure(fitted)[axis.cross]
            }
        }
        let cross = items.indices.reduce(0) { partial, index in
            items[index].spansCross ? partial : max(partial, crossSizes[index])
        }
        return Size(main: main, cross: cross, axis: axis)
    }

    /// The frames of `items` inside `bounds`, in order.
    public func frames(for items: [Item], in bounds: Rect) -> [Rect] {
        guard !items.isEmpty else { return [] }
        let length = max(0, bounds.size[axis])
        let crossLength = max(0, bounds.size[axis.cross])
        var crossProposal = ProposedSize.unlimited
        crossProposal[axis.cross] = crossLength
        let ideal = items.map { max(0, $0.measure(crossProposal)[axis]) }
        let gapCount = items.count - 1
        let (mains, gaps) = mainExtents(items: items, ideal: ideal, length: length, gapCount: gapCount)

        var frames: [Rect] = []
        frames.reserveCapacity(items.count)
        var position = 0
        var crossSizes: [Int] = []
        var children: [Size] = []
        for (index, item) in items.enumerated() {
            var proposal = ProposedSize.unlimited
            proposal[axis] = mains[index]
            proposal[axis.cross] = crossLength
            let measured = item.measure(proposal)
            let cross = (alignment == .fill || item.spansCross) ? crossLength : min(crossLength, max(0, measured[axis.cross]))
            crossSizes.append(cross)
            children.append(Size(main: mains[index], cross: cross, axis: axis))
        }
        let crossOffsets = self.crossOffsets(items: items, sizes: children, crossSizes: crossSizes, crossLength: crossLength)
        for index in items.indices {
            let origin =
                axis == .horizontal
                ? Point(x: bounds.x + position, y: bounds.y + crossOffsets[index])
                : Point(x: bounds.x + crossOffsets[index], y: bounds.y + position)
            frames.append(Rect(origin: origin, size: children[index]))
            position += mains[index] + (index < gaps.count ? gaps[index] : 0)
        }
        return frames
    }

    /// Main-axis sizes of the children and the gaps after each of them.
    private func mainExtents(items: [Item], ideal: [Int], length: Int, gapCount: Int) -> ([Int], [Int]) {
        let fixedGaps = Array(repeating: spacing, count: gapCount)
        let available = max(0, length - spacing * gapCount)
        switch distribution {
        case .fillEqually:
            return (CumulativeRounding.equalParts(available, count: items.count), fixedGaps)
        case .fillProportionally:
            return (CumulativeRounding.distribute(available, weights: ideal.map(Double.init)), fixedGaps)
        case .fill:
            return (fitted(ideal, items: items, available: available), fixedGaps)
        case .equalSpacing:
            return equalSpacing(ideal, items: items, length: length, gapCount: gapCount)
        case .equalCentering:
            return equalCentering(ideal, items: items, length: length, gapCount: gapCount)
        }
    }

    /// Ideal sizes grown (loosest children share spare cells equally) or shrunk
    /// (last children first) to fill `available` exactly.
    private func fitted(_ ideal: [Int], items: [Item], available: Int) -> [Int] {
        var sizes = ideal
        let total = ideal.reduce(0, +)
        if total < available {
            let loosest = items.map(\.huggingPriority).min() ?? 0
            let growing = items.indices.filter { items[$0].huggingPriority == loosest }
            let shares = CumulativeRounding.equalParts(available - total, count: growing.count)
            for (share, index) in zip(shares, growing) { sizes[index] += share }
        } else if total > available {
            var excess = total - available
            for index in sizes.indices.reversed() where excess > 0 {
                let cut = min(sizes[index], excess)
                sizes[index] -= cut
                excess -= cut
            }
        }
        return sizes
    }

    private func equalSpacing(_ ideal: [Int], items: [Item], length: Int, gapCount: Int) -> ([Int], [Int]) {
        let minimum = spacing * gapCount
        let total = ideal.reduce(0, +)
        guard gapCount > 0, total + minimum <= length else {
            return (fitted(ideal, items: items, available: max(0, length - minimum)), Array(repeating: spacing, count: gapCount))
        }
        return (ideal, CumulativeRounding.equalParts(length - total, count: gapCount))
    }

    private func equalCentering(_ ideal: [Int], items: [Item], length: Int, gapCount: Int) -> ([Int], [Int]) {
        // A lone child keeps its ideal size, but never more than the stack has.
        guard gapCount > 0 else { return ([min(ideal[0], length)], []) }
        let firstCenter = Double(ideal[0]) / 2
        let lastCenter = Double(length) - Double(ideal[gapCount]) / 2
        let step = (lastCenter - firstCenter) / Double(gapCount)
        var origins: [Int] = []
        for (index, size) in ideal.enumerated() {
            let center = firstCenter + step * Double(index)
            origins.append(Int((center - Double(size) / 2).rounded(.toNearestOrAwayFromZero)))
        }
        var gaps: [Int] = []
        for index in 0..<gapCount {
            let gap = origins[index + 1] - (origins[index] + ideal[index])
            if gap < spacing { return equalSpacing(ideal, items: items, length: length, gapCount: gapCount) }
            gaps.append(gap)
        }
        return (ideal, gaps)
    }

    private func crossOffsets(items: [Item], sizes: [Size], crossSizes: [Int], crossLength: Int) -> [Int] {
        let baselineAlignment = axis == .horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
        if baselineAlignment {
            let baselines = items.indices.map { index in
                alignment == .firstBaseline ? items[index].firstBaseline(sizes[index]) : items[index].lastBaseline(sizes[index])
            }
            // A child spanning the cross extent (a Divider) has no text row to line up.
            let anchor = items.indices.filter { !items[$0].spansCross }.map { baselines[$0] }.max() ?? 0
            return items.indices.map { items[$0].spansCross ? 0 : anchor - baselines[$0] }
        }
        return items.indices.map { index in
            if items[index].spansCross { return 0 }
            let spare = crossLength - crossSizes[index]
            switch alignment {
            case .fill, .leading: return 0
            case .firstBaseline: return 0
            case .center: return spare / 2
            case .trailing, .lastBaseline: return spare
            }
        }
    }
}
