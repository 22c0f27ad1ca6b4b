import BrikRendering

/// How big a brick is along one axis (BrickKit's `BrickDimension`), honoured by every
/// container: a ``Section``'s flow, stacks (along their axis a ratio is a share of the
/// stack's length), free layout and constraints (as the brick's intrinsic size).
///
/// Conditional cases (orientation, size classes, ranges) pick another
/// dimension from the ``LayoutEnvironment`` and may nest. Widths and heights
/// resolve differently; see ``width(in:startingAt:inset:widthRatio:environment:)``
/// and ``height(forWidth:environment:measured:)``. Cell results are whole
/// cells: a section rounds row edges cumulatively, so ratios fill rows exactly.
public indirect enum BrickDimension: Hashable, Sendable {
    /// Exactly `size` cells.
    case fixed(size: Int)
    /// Width: `ratio / widthRatio` of the row, counting the section's inset between
    /// bricks, so two `.ratio(ratio: 0.5)` plus one inset fill a row. Height:
    /// `ratio ×` the brick's width `×` the cell aspect, so `.ratio(ratio: 1)` looks square.
    case ratio(ratio: Double)
    /// Width: the rest of the current row (the whole row if the row is full). Height: as `.auto`.
    case fill
    /// Height: measured at the width the brick gets (wrapped text, a nested section);
    /// `estimate` stands in until a measurement exists (virtual content). Width: measured
    /// in stacks and free layout; in a section's flow, the estimate.
    case auto(estimate: BrickDimension)
    /// `landscape` when the screen is wider than tall in cell-aspect terms, else `portrait`.
    case orientation(landscape: BrickDimension, portrait: BrickDimension)
    /// `compact` below the environment's horizontal threshold (80 columns), else `regular`.
    case horizontalSizeClass(regular: BrickDimension, compact: BrickDimension)
    /// `compact` below the environment's vertical threshold (24 rows), else `regular`.
    case verticalSizeClass(regular: BrickDimension, compact: BrickDimension)
    /// Breakpoints: the dimension of the pair with the largest `minimumSize` not above the
    /// available extent (columns of the row for widths, the brick's width for heights),
    /// `default` below them all. Pairs may come in any order.
    case dimensionRange(default: BrickDimension, additionalRangePairs: [RangeDimensionPair])
    /// `size`, clamped by a minimum or maximum (a measured height of at least 3 rows, say).
    /// As in BrickKit the bound applies to heights only: as a width it is `size`'s width
    /// (breakpoints by width are ``dimensionRange(default:additionalRangePairs:)``).
    case restricted(size: BrickDimension, restrictedSize: RestrictedSize)
    /// A share of the visible area: of the viewport's height for heights, its width for widths.
    case viewportRatio(Double)

    /// Whether resolving depends on a measurement that may not exist yet.
    public var isEstimate: Bool {
        switch self {
        case .auto, .fill: true
        case .restricted(let size, _): size.isEstimate
        default: false
        }
    }
}

/// A breakpoint of ``BrickDimension/dimensionRange(default:additionalRangePairs:)``.
public struct RangeDimensionPair: Hashable, Sendable {
    /// The dimension used from `minimumSize` cells up.
    public var dimension: BrickDimension
    /// The smallest available extent, in cells, at which `dimension` applies.
    public var minimumSize: Int

    /// A breakpoint: `dimension` from `minimumSize` cells up.
    public init(dimension: BrickDimension, minimumSize: Int) {
        self.dimension = dimension
        self.minimumSize = minimumSize
    }
}

/// A bound of ``BrickDimension/restricted(size:restrictedSize:)``.
public enum RestrictedSize: Hashable, Sendable {
    /// At least this much.
    case minimumSize(size: BrickDimension)
    /// At most this much.
    case maximumSize(size: BrickDimension)
}

/// What conditional dimensions depend on: the screen, the visible area and the cell shape.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The terminal size in cells.
    public var screen: Size
    /// The visible area of the scroll view (the screen when there is none).
    public var viewport: Size
    /// Rows per column of a cell's shape: 0.5 means a cell is twice as tall as wide.
    public var cellAspect: Double
    /// Below this many columns the horizontal size class is compact.
    public var horizontalCompactBelow: Int
    /// Below this many rows the vertical size class is compact.
    public var verticalCompactBelow: Int
    /// The reading direction of the app (``Application/layoutDirection``); a brick's own
    /// ``Brick/layoutDirection`` overrides it for its subtree.
    public var layoutDirection: LayoutDirection

    /// An environment for a screen of `screen` cells.
    public init(
        screen: Size, viewport: Size? = nil, cellAspect: Double = 0.5,
        horizontalCompactBelow: Int = 80, verticalCompactBelow: Int = 24,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.layoutDirection = layoutDirection
        self.screen = screen
        self.viewport = viewport ?? screen
        self.cellAspect = cellAspect.isFinite && cellAspect > 0 ? cellAspect : 0.5
        self.horizontalCompactBelow = horizontalCompactBelow
        self.verticalCompactBelow = verticalCompactBelow
    }

    /// Landscape when the screen's columns, scaled to rows by the cell aspect, exceed its rows.
    public var isLandscape: Bool { Double(screen.width) * cellAspect > Double(screen.height) }
    /// Whether the horizontal size class is compact.
    public var isHorizontallyCompact: Bool { screen.width < horizontalCompactBelow }
    /// Whether the vertical size class is compact.
    public var isVerticallyCompact: Bool { screen.height < verticalCompactBelow }
}

extension BrickDimension {
    /// This dimension with orientation and size classes decided by `environment`
    /// (ranges stay: they depend on an extent known only during layout).
    public func resolvingConditions(in environment: LayoutEnvironment) -> BrickDimension {
        switch self {
        case .orientation(let landscape, let portrait):
            return (environment.isLandscape ? landscape : portrait).resolvingConditions(in: environment)
        case .horizontalSizeClass(let regular, let compact):
            return (environment.isHorizontallyCompact ? compact : regular).resolvingConditions(in: environment)
        case .verticalSizeClass(let regular, let compact):
            return (environment.isVerticallyCompact ? compact : regular).resolvingConditions(in: environment)
        default:
            return self
        }
    }

    /// The branch of a range for an available extent of `extent` cells; other cases unchanged.
    func resolvingRange(for extent: Int) -> BrickDimension {
        guard case .dimensionRange(let fallback, let pairs) = self else { return self }
        let chosen = pairs.filter { $0.minimumSize <= extent }.max { $0.minimumSize < $1.minimumSize }
        return chosen?.dimension ?? fallback
    }

    /// This dimension with every condition and range decided, however they nest
    /// (a range's branch may be an orientation, whose branch may be another range).
    func resolved(in environment: LayoutEnvironment, extent: Int) -> BrickDimension {
        var dimension = self
        while true {
            switch dimension {
            case .orientation, .horizontalSizeClass, .verticalSizeClass, .dimensionRange:
                // Each step goes one level down the (finite) tree. Not `==`-based: a NaN ratio is unequal to itself.
                dimension = dimension.resolvingConditions(in: environment).resolvingRange(for: extent)
            default:
                return dimension
            }
        }
    }

    /// The largest extent, in cells, a dimension resolves to: beyond any screen or
    /// scroll content, and small enough that converting to `Int` and adding never overflow.
    static let largestExtent = 1 << 24

    /// `value` rounded to whole cells, within `0...largestExtent` (0 when not a number).
    static func cells(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(min(max(0, value.rounded(.toNearestOrAwayFromZero)), Double(largestExtent)))
    }

    /// `value` within `0...largestExtent` (0 when not a number).
    static func clampedExtent(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(0, value), Double(largestExtent))
    }

    /// The exact width (possibly fractional) of a brick in a row of `total` columns
    /// whose previous brick ended at `startingAt`.
    ///
    /// A ratio that is zero, negative or not finite gives 0 (with nothing to lay out,
    /// the brick takes no space); a fixed size below zero gives 0.
    public func width(
        in total: Double, startingAt: Double, inset: Int, widthRatio: Double = 1, environment: LayoutEnvironment
    ) -> Double {
        switch resolved(in: environment, extent: Self.cells(total)) {
        case .fixed(let size):
            return Double(min(max(0, size), Self.largestExtent))
        case .ratio(let ratio):
            guard ratio.isFinite, ratio > 0, widthRatio.isFinite, widthRatio > 0 else { return 0 }
            let rowWidth = total - (widthRatio / ratio - 1) * Double(max(0, inset))
            return Self.clampedExtent(rowWidth * ratio / widthRatio)
        case .fill:
            return startingAt < total ? total - startingAt : total
        case .auto(let estimate):
            return estimate.width(
                in: total, startingAt: startingAt, inset: inset, widthRatio: widthRatio, environment: environment)
        case .restricted(let size, _):
            // As in BrickKit, the bound clamps heights only: a width is its `size`'s.
            return size.width(
                in: total, startingAt: startingAt, inset: inset, widthRatio: widthRatio, environment: environment)
        case .viewportRatio(let ratio):
            guard ratio.isFinite, ratio > 0 else { return 0 }
            return Self.clampedExtent(Double(environment.viewport.width) * ratio)
        case .orientation, .horizontalSizeClass, .verticalSizeClass, .dimensionRange:
            return 0  // resolved above; unreachable
        }
    }

    /// The height in rows of a brick `width` columns wide; `measured` gives its
    /// content's height at that width (for `.auto` and `.fill`).
    public func height(forWidth width: Int, environment: LayoutEnvironment, measured: () -> Int) -> Int {
        switch resolved(in: environment, extent: width) {
        case .fixed(let size):
            return min(max(0, size), Self.largestExtent)
        case .ratio(let ratio):
            guard ratio.isFinite, ratio > 0 else { return 0 }
            return Self.cells(Double(width) * ratio * environment.cellAspect)
        case .fill, .auto:
            return min(max(0, measured()), Self.largestExtent)
        case .restricted(let size, let restriction):
            let base = Double(size.height(forWidth: width, environment: environment, measured: measured))
            return Int(
                restriction.clamp(base) { Double($0.height(forWidth: width, environment: environment, measured: measured)) })
        case .viewportRatio(let ratio):
            guard ratio.isFinite, ratio > 0 else { return 0 }
            return Self.cells(Double(environment.viewport.height) * ratio)
        case .orientation, .horizontalSizeClass, .verticalSizeClass, .dimensionRange:
            return 0  // resolved above; unreachable
        }
    }
}

extension RestrictedSize {
    /// `value` clamped by this bound, the bound's own extent given by `resolve`.
    func clamp(_ value: Double, _ resolve: (BrickDimension) -> Double) -> Double {
        switch self {
        case .minimumSize(let size): max(value, resolve(size))
        case .maximumSize(let size): min(value, resolve(size))
        }
    }
}

/// A brick's width and height dimensions (BrickKit's `BrickSize`).
public struct BrickSize: Hashable, Sendable {
    /// The width rule.
    public var width: BrickDimension
    /// The height rule.
    public var height: BrickDimension

    /// A size from its two rules; by default measured to its content (a full row in a
    /// section's flow, which cannot measure a width).
    public init(
        width: BrickDimension = .auto(estimate: .ratio(ratio: 1)), height: BrickDimension = .auto(estimate: .fixed(size: 1))
    ) {
        self.width = width
        self.height = height
    }

    /// `BrickSize()`, made once: every brick starts with it, and each of its rules is an
    /// allocated indirect case, so sharing it saves four allocations a brick.
    static let measuredToContent = BrickSize()
}
