import BrikRendering

/// The stack layout of ``VBrik`` and ``HBrik`` as a pure computation over
/// measured children, so it can be tested without bricks.
///
/// Sizes along the axis are whole cells resolved by ``CumulativeRounding``:
/// the children and the gaps fill the stack exactly, with no gap and no
/// overflow cell, whenever the distribution fills.
public struct StackLayout: Sendable {
    /// What rules a child's length along the stack's axis (its ``BrickDimension`` there).
    public enum Length: Hashable, Sendable {
        /// Its measured size: grown and shrunk by its priorities.
        case measured
        /// Exactly this many cells.
        case fixed(Int)
        /// A share of the stack's length less its spacing (so two halves and a gap fill it),
        /// rounded cumulatively over the stack's ratios; measured when the length is unlimited.
        case ratio(Double)
        /// Its measured size, grown before anything else: the rest of the stack.
        case fill
    }

    /// The axis children follow.
    public var axis: Axis
    /// Cross-axis placement.
    public var alignment: StackAlignment
    /// Main-axis sizing and spacing.
    public var distribution: StackDistribution
    /// Cells between neighbours (at least, for the spacing distributions). Negative counts as zero.
    public var spacing: Int
    /// The reading direction: right to left, a horizontal stack's first child is on the
    /// right, and a vertical one's `.leading` children are flush right (every frame is
    /// mirrored within the bounds).
    public var direction: LayoutDirection

    /// A layout with every parameter given.
    public init(
        axis: Axis, alignment: StackAlignment, distribution: StackDistribution, spacing: Int,
        direction: LayoutDirection = .leftToRight
    ) {
        self.direction = direction
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
        sizeThatFits(items.map(\.traits), proposal: proposal) { items[$0].measure($1) }
    }

    /// ``sizeThatFits(_:proposal:)`` for children described by their traits, measured by
    /// `measure` (a child's index and a proposal): a stack of bricks makes no closure per child.
    func sizeThatFits(_ items: [Traits], proposal: ProposedSize, measure: (Int, ProposedSize) -> Size) -> Size {
        guard !items.isEmpty else { return .zero }
        var crossProposal = ProposedSize.unlimited
        crossProposal[axis.cross] = proposal[axis.cross]
        var sizes: [Size] = []
        sizes.reserveCapacity(items.count)
        for index in items.indices { sizes.append(measure(index, crossProposal)) }
        let measured = sizes.map { max(0, $0[axis]) }
        let (ideal, rigid) = idealLengths(items: items, measured: measured, length: proposal[axis])
        var main = ideal.reduce(0, +) + spacing * (items.count - 1)
        if distribution == .fillEqually {
            main = (ideal.max() ?? 0) * items.count + spacing * (items.count - 1)
        }
        var mains = ideal
        if let length = proposal[axis] {
            mains = mainExtents(items: items, ideal: ideal, rigid: rigid, length: length, gapCount: items.count - 1).0
            main = min(main, length)
        }
        // Children whose extent differs from their measured one (given a dimension, shrunk
        // to fit, or grown to fill) are measured across at that extent: a section grown to
        // fill a row may wrap to a different height than at its ideal width.
        var cross = 0
        for index in items.indices where !items[index].spansCross {
            var crossSize = sizes[index][axis.cross]
            if mains[index] != measured[index] {
                var fitted = crossProposal
                fitted[axis] = mains[index]
                crossSize = measure(index, fitted)[axis.cross]
            }
            cross = max(cross, crossSize)
        }
        return Size(main: main, cross: cross, axis: axis)
    }

    /// The frames of `items` inside `bounds`, in order.
    public func frames(for items: [Item], in bounds: Rect) -> [Rect] {
        frames(
            for: items.map(\.traits), in: bounds, measure: { items[$0].measure($1) },
            baseline: { index, size in
                alignment == .firstBaseline ? items[index].firstBaseline(size) : items[index].lastBaseline(size)
            })
    }

    /// ``frames(for:in:)`` for children described by their traits, measured by `measure`
    /// and asked their baseline (first or last, as the alignment says) by `baseline`.
    func frames(
        for items: [Traits], in bounds: Rect, measure: (Int, ProposedSize) -> Size, baseline: (Int, Size) -> Int
    ) -> [Rect] {
        guard !items.isEmpty else { return [] }
        let length = max(0, bounds.size[axis])
        let crossLength = max(0, bounds.size[axis.cross])
        var crossProposal = ProposedSize.unlimited
        crossProposal[axis.cross] = crossLength
        var measured: [Int] = []
        measured.reserveCapacity(items.count)
        for index in items.indices { measured.append(max(0, measure(index, crossProposal)[axis])) }
        let (ideal, rigid) = idealLengths(items: items, measured: measured, length: length)
        let gapCount = items.count - 1
        let (mains, gaps) = mainExtents(items: items, ideal: ideal, rigid: rigid, length: length, gapCount: gapCount)

        var frames: [Rect] = []
        frames.reserveCapacity(items.count)
        var position = 0
        var crossSizes: [Int] = []
        var children: [Size] = []
        crossSizes.reserveCapacity(items.count)
        children.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            var proposal = ProposedSize.unlimited
            proposal[axis] = mains[index]
            proposal[axis.cross] = crossLength
            let measuredSize = measure(index, proposal)
            let stretches = item.spansCross || (alignment == .fill && !item.keepsCrossExtent)
            let cross = stretches ? crossLength : min(crossLength, max(0, measuredSize[axis.cross]))
            crossSizes.append(cross)
            children.append(Size(main: mains[index], cross: cross, axis: axis))
        }
        let crossOffsets = self.crossOffsets(
            items: items, sizes: children, crossSizes: crossSizes, crossLength: crossLength, baseline: baseline)
        for index in items.indices {
            let origin =
                axis == .horizontal
                ? Point(x: bounds.x + position, y: bounds.y + crossOffsets[index])
                : Point(x: bounds.x + crossOffsets[index], y: bounds.y + position)
            var frame = Rect(origin: origin, size: children[index])
            if direction.isRightToLeft { frame.origin.x = bounds.x + bounds.width - (origin.x - bounds.x) - frame.width }
            frames.append(frame)
            position += mains[index] + (index < gaps.count ? gaps[index] : 0)
        }
        return frames
    }

    /// Each child's ideal length along the axis for a stack `length` cells long (nil:
    /// unlimited), and whether its dimension fixes it (fixed, or a ratio of a known length).
    private func idealLengths(items: [Traits], measured: [Int], length: Int?) -> ([Int], [Bool]) {
        let available = length.map { max(0, $0 - spacing * max(0, items.count - 1)) }
        var ideal = measured
        var rigid = Array(repeating: false, count: items.count)
        var ratioStart = 0.0
        for index in items.indices {
            switch items[index].length {
            case .measured, .fill:
                break
            case .fixed(let size):
                ideal[index] = max(0, size)
                rigid[index] = true
            case .ratio(let ratio):
                guard let available else { break }
                let exact = ratio.isFinite && ratio > 0 ? Double(available) * ratio : 0
                let end = ratioStart + exact
                ideal[index] = BrickDimension.cells(end) - BrickDimension.cells(ratioStart)
                ratioStart = end
                rigid[index] = true
            }
            ideal[index] = min(max(ideal[index], items[index].minimumLength), items[index].maximumLength)
        }
        return (ideal, rigid)
    }

    /// `sizes`, cut down as ``fitted`` cuts when children sized by their dimension alone
    /// need more than `available` (the flexible ones already got nothing): a stack never
    /// places a child outside itself, whatever its distribution.
    private func shrunkToFit(_ sizes: [Int], items: [Traits], rigid: [Bool], available: Int) -> [Int] {
        sizes.reduce(0, +) > available ? fitted(sizes, items: items, rigid: rigid, available: available) : sizes
    }

    /// Main-axis sizes of the children and the gaps after each of them.
    private func mainExtents(items: [Traits], ideal: [Int], rigid: [Bool], length: Int, gapCount: Int) -> ([Int], [Int]) {
        let fixedGaps = Array(repeating: spacing, count: gapCount)
        let available = max(0, length - spacing * gapCount)
        let flexible = items.indices.filter { !rigid[$0] }
        let rest = max(0, available - items.indices.filter { rigid[$0] }.reduce(0) { $0 + ideal[$1] })
        switch distribution {
        case .fillEqually:
            var sizes = ideal
            for (share, index) in zip(CumulativeRounding.equalParts(rest, count: flexible.count), flexible) {
                sizes[index] = share
            }
            return (shrunkToFit(sizes, items: items, rigid: rigid, available: available), fixedGaps)
        case .fillProportionally:
            var sizes = ideal
            let shares = CumulativeRounding.distribute(rest, weights: flexible.map { Double(ideal[$0]) })
            for (share, index) in zip(shares, flexible) { sizes[index] = share }
            return (shrunkToFit(sizes, items: items, rigid: rigid, available: available), fixedGaps)
        case .fill:
            return (fitted(ideal, items: items, rigid: rigid, available: available), fixedGaps)
        case .equalSpacing:
            return equalSpacing(ideal, items: items, rigid: rigid, length: length, gapCount: gapCount)
        case .equalCentering:
            return equalCentering(ideal, items: items, rigid: rigid, length: length, gapCount: gapCount)
        }
    }

    /// Ideal sizes grown or shrunk to fill `available` exactly. Spare cells go to the
    /// lowest hugging priority first (`.fill` before all), shared equally; missing cells
    /// come from the lowest compression resistance first, the last child first among
    /// equals. Children sized by their dimension give way only when nothing else can.
    private func fitted(_ ideal: [Int], items: [Traits], rigid: [Bool], available: Int) -> [Int] {
        var sizes = ideal
        let total = ideal.reduce(0, +)
        if total < available {
            var spare = available - total
            func growth(_ index: Int) -> Int { items[index].length == .fill ? Int.min : items[index].huggingPriority }
            var candidates = items.indices.filter { !rigid[$0] && sizes[$0] < items[$0].maximumLength }
            while spare > 0, let loosest = candidates.map(growth).min() {
                let growing = candidates.filter { growth($0) == loosest }
                let shares = CumulativeRounding.equalParts(spare, count: growing.count)
                for (share, index) in zip(shares, growing) {
                    let grown = min(share, items[index].maximumLength - sizes[index])
                    sizes[index] += grown
                    spare -= grown
                }
                // Those that reached their maximum leave; the rest share what is left.
                let capped = growing.filter { sizes[$0] >= items[$0].maximumLength }
                candidates.removeAll { capped.contains($0) || (capped.isEmpty && growing.contains($0)) }
            }
        } else if total > available {
            var excess = total - available
            let order = items.indices.filter { !rigid[$0] }.sorted {
                items[$0].compressionResistance == items[$1].compressionResistance
                    ? $0 > $1 : items[$0].compressionResistance < items[$1].compressionResistance
            }
            for index in order where excess > 0 {
                let cut = min(max(0, sizes[index] - items[index].minimumLength), excess)
                sizes[index] -= cut
                excess -= cut
            }
            for index in sizes.indices.reversed() where excess > 0 {
                let cut = min(sizes[index], excess)
                sizes[index] -= cut
                excess -= cut
            }
        }
        return sizes
    }

    private func equalSpacing(_ ideal: [Int], items: [Traits], rigid: [Bool], length: Int, gapCount: Int) -> ([Int], [Int]) {
        let minimum = spacing * gapCount
        let total = ideal.reduce(0, +)
        guard gapCount > 0, total + minimum <= length else {
            return (
                fitted(ideal, items: items, rigid: rigid, available: max(0, length - minimum)),
                Array(repeating: spacing, count: gapCount)
            )
        }
        return (ideal, CumulativeRounding.equalParts(length - total, count: gapCount))
    }

    private func equalCentering(_ ideal: [Int], items: [Traits], rigid: [Bool], length: Int, gapCount: Int) -> ([Int], [Int]) {
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
            if gap < spacing { return equalSpacing(ideal, items: items, rigid: rigid, length: length, gapCount: gapCount) }
            gaps.append(gap)
        }
        return (ideal, gaps)
    }

    private func crossOffsets(
        items: [Traits], sizes: [Size], crossSizes: [Int], crossLength: Int, baseline: (Int, Size) -> Int
    ) -> [Int] {
        let baselineAlignment = axis == .horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
        if baselineAlignment {
            var baselines: [Int] = []
            for index in items.indices { baselines.append(baseline(index, sizes[index])) }
            // A child spanning the cross extent (a Divider) has no text row to line up.
            let anchor = items.indices.filter { !items[$0].spansCross }.map { baselines[$0] }.max() ?? 0
            return items.indices.map { items[$0].spansCross ? 0 : anchor - baselines[$0] }
        }
        var offsets: [Int] = []
        offsets.reserveCapacity(items.count)
        for index in items.indices {
            let spare = crossLength - crossSizes[index]
            switch alignment {
            case _ where items[index].spansCross: offsets.append(0)
            case .fill, .leading, .firstBaseline: offsets.append(0)
            case .center: offsets.append(spare / 2)
            case .trailing, .lastBaseline: offsets.append(spare)
            }
        }
        return offsets
    }
}
