import BrikRendering
import Testing

@testable import BrikCore

/// The environment of a `cols × rows` screen with the default thresholds (80, 24) and cell aspect 0.5.
func environment(_ cols: Int, _ rows: Int, aspect: Double = 0.5) -> LayoutEnvironment {
    LayoutEnvironment(screen: Size(width: cols, height: rows), cellAspect: aspect)
}

/// `dimension` as a width in a row of `total` columns.
func widthOf(
    _ dimension: BrickDimension, in total: Double = 80, startingAt: Double = 0, inset: Int = 0,
    widthRatio: Double = 1, _ env: LayoutEnvironment = environment(80, 24)
) -> Double {
    dimension.width(in: total, startingAt: startingAt, inset: inset, widthRatio: widthRatio, environment: env)
}

/// `dimension` as a height for a brick `width` columns wide whose content measures `measured` rows.
func heightOf(
    _ dimension: BrickDimension, width: Int = 40, measured: Int = 7, _ env: LayoutEnvironment = environment(80, 24)
) -> Int {
    dimension.height(forWidth: width, environment: env) { measured }
}

@Suite struct BrickDimensionWidthTests {
    @Test func fixedIsExactlyItsSize() {
        #expect(widthOf(.fixed(size: 12)) == 12)
        #expect(widthOf(.fixed(size: 0)) == 0)
        #expect(widthOf(.fixed(size: 200), in: 80) == 200)  // wider than the row: the flow puts it alone
    }

    @Test func ratioCountsTheInsetsBetweenBricks() {
        #expect(widthOf(.ratio(ratio: 1)) == 80)
        #expect(widthOf(.ratio(ratio: 0.5)) == 40)
        // Two halves and one inset of 2 fill 80: each is (80 − 2) / 2.
        #expect(widthOf(.ratio(ratio: 0.5), inset: 2) == 39)
        // Thirds with inset 1 in 80: (80 − 2) / 3 = 26.
        #expect(abs(widthOf(.ratio(ratio: 1.0 / 3), inset: 1) - 26) < 1e-9)
        // A full-row ratio ignores the inset: it has no neighbour.
        #expect(widthOf(.ratio(ratio: 1), inset: 5) == 80)
    }

    @Test func widthRatioTwelveIsAGrid() {
        #expect(widthOf(.ratio(ratio: 3), widthRatio: 12) == 20)
        #expect(widthOf(.ratio(ratio: 12), widthRatio: 12) == 80)
        // Four quarters and three insets of 1 fill 80: (80 − 3) / 4.
        #expect(widthOf(.ratio(ratio: 3), inset: 1, widthRatio: 12) == 19.25)
        #expect(widthOf(.ratio(ratio: 6), inset: 2, widthRatio: 12) == 39)
    }

    @Test func fillIsTheRestOfTheRow() {
        #expect(widthOf(.fill, in: 80, startingAt: 0) == 80)
        #expect(widthOf(.fill, in: 80, startingAt: 30) == 50)
        #expect(widthOf(.fill, in: 80, startingAt: 79.5) == 0.5)
        // A full row: the whole width (so it wraps to a row of its own).
        #expect(widthOf(.fill, in: 80, startingAt: 80) == 80)
        #expect(widthOf(.fill, in: 80, startingAt: 95) == 80)
    }

    @Test func autoWidthIsItsEstimate() {
        #expect(widthOf(.auto(estimate: .fixed(size: 12))) == 12)
        #expect(widthOf(.auto(estimate: .ratio(ratio: 0.25))) == 20)
        #expect(widthOf(.auto(estimate: .fill), startingAt: 60) == 20)
    }

    @Test func orientationFollowsColumnsTimesAspectAgainstRows() {
        let dimension = BrickDimension.orientation(landscape: .fixed(size: 1), portrait: .fixed(size: 2))
        #expect(widthOf(dimension, environment(80, 24)) == 1)  // 40 > 24
        #expect(widthOf(dimension, environment(80, 40)) == 2)  // 40 = 40: not wider, portrait
        #expect(widthOf(dimension, environment(81, 40)) == 1)  // 40.5 > 40
        #expect(widthOf(dimension, environment(60, 40)) == 2)
        // With square cells, 60 × 40 is landscape; with cells three times as tall, 100 × 40 is portrait.
        #expect(widthOf(dimension, environment(60, 40, aspect: 1)) == 1)
        #expect(widthOf(dimension, environment(100, 40, aspect: 1.0 / 3)) == 2)
    }

    @Test func horizontalSizeClassIsCompactBelowTheThreshold() {
        let dimension = BrickDimension.horizontalSizeClass(regular: .fixed(size: 1), compact: .fixed(size: 2))
        #expect(widthOf(dimension, environment(79, 24)) == 2)
        #expect(widthOf(dimension, environment(80, 24)) == 1)
        #expect(widthOf(dimension, environment(80, 5)) == 1)  // rows do not matter
        let wide = LayoutEnvironment(screen: Size(width: 99, height: 24), horizontalCompactBelow: 100)
        #expect(widthOf(dimension, wide) == 2)
        #expect(widthOf(dimension, LayoutEnvironment(screen: Size(width: 100, height: 24), horizontalCompactBelow: 100)) == 1)
    }

    @Test func verticalSizeClassIsCompactBelowTheThreshold() {
        let dimension = BrickDimension.verticalSizeClass(regular: .fixed(size: 1), compact: .fixed(size: 2))
        #expect(widthOf(dimension, environment(80, 23)) == 2)
        #expect(widthOf(dimension, environment(80, 24)) == 1)
        #expect(widthOf(dimension, environment(20, 24)) == 1)  // columns do not matter
        let tall = LayoutEnvironment(screen: Size(width: 80, height: 29), verticalCompactBelow: 30)
        #expect(widthOf(dimension, tall) == 2)
    }

    @Test func rangePicksTheLargestBreakpointNotAboveTheAvailableWidth() {
        let pairs = [
            RangeDimensionPair(dimension: .fixed(size: 3), minimumSize: 100),
            RangeDimensionPair(dimension: .fixed(size: 2), minimumSize: 50),
        ]
        // Pairs given largest first: order does not matter.
        for order in [pairs, pairs.reversed()] {
            let dimension = BrickDimension.dimensionRange(default: .fixed(size: 1), additionalRangePairs: order)
            #expect(widthOf(dimension, in: 0) == 1)
            #expect(widthOf(dimension, in: 49) == 1)
            #expect(widthOf(dimension, in: 50) == 2)
            #expect(widthOf(dimension, in: 99) == 2)
            #expect(widthOf(dimension, in: 100) == 3)
            #expect(widthOf(dimension, in: 500) == 3)
        }
        #expect(widthOf(.dimensionRange(default: .ratio(ratio: 0.5), additionalRangePairs: []), in: 30) == 15)
    }

    /// As in BrickKit, a restriction clamps heights only: as a width it is its size's.
    @Test func restrictedLeavesTheWidthAsItsSizeSays() {
        let atLeast = BrickDimension.restricted(size: .ratio(ratio: 0.25), restrictedSize: .minimumSize(size: .fixed(size: 30)))
        #expect(widthOf(atLeast, in: 80) == 20)
        #expect(widthOf(atLeast, in: 200) == 50)
        let atMost = BrickDimension.restricted(size: .fill, restrictedSize: .maximumSize(size: .ratio(ratio: 0.5)))
        #expect(widthOf(atMost, in: 80) == 80)
        #expect(widthOf(atMost, in: 80, startingAt: 60) == 20)
        // Heights are clamped.
        let env = LayoutEnvironment(screen: Size(width: 80, height: 24))
        let tall = BrickDimension.restricted(
            size: .auto(estimate: .fixed(size: 1)), restrictedSize: .minimumSize(size: .fixed(size: 3)))
        #expect(tall.height(forWidth: 10, environment: env, measured: { 1 }) == 3)
        let short = BrickDimension.restricted(
            size: .auto(estimate: .fixed(size: 1)), restrictedSize: .maximumSize(size: .fixed(size: 2)))
        #expect(short.height(forWidth: 10, environment: env, measured: { 7 }) == 2)
    }

    @Test func viewportRatioIsAShareOfTheViewportWidth() {
        let env = LayoutEnvironment(screen: Size(width: 120, height: 40), viewport: Size(width: 100, height: 30))
        #expect(widthOf(.viewportRatio(0.25), in: 10, env) == 25)
        #expect(widthOf(.viewportRatio(1), env) == 100)
        #expect(widthOf(.viewportRatio(0.5), environment(80, 24)) == 40)  // no scroll view: the screen
    }

    @Test func sizeClassBranchesMayBeRanges() {
        let dimension = BrickDimension.horizontalSizeClass(
            regular: .dimensionRange(
                default: .fixed(size: 10),
                additionalRangePairs: [RangeDimensionPair(dimension: .fixed(size: 11), minimumSize: 60)]),
            compact: .dimensionRange(
                default: .fixed(size: 20),
                additionalRangePairs: [RangeDimensionPair(dimension: .fixed(size: 21), minimumSize: 30)]))
        #expect(widthOf(dimension, in: 59, environment(80, 24)) == 10)
        #expect(widthOf(dimension, in: 60, environment(80, 24)) == 11)
        #expect(widthOf(dimension, in: 29, environment(79, 24)) == 20)
        #expect(widthOf(dimension, in: 30, environment(79, 24)) == 21)
    }

    @Test func rangeBranchesMayBeConditionsAndRanges() {
        // A breakpoint whose dimension depends on the orientation, and a range in a range.
        let dimension = BrickDimension.dimensionRange(
            default: .orientation(landscape: .fixed(size: 1), portrait: .fixed(size: 2)),
            additionalRangePairs: [
                RangeDimensionPair(
                    dimension: .dimensionRange(
                        default: .verticalSizeClass(regular: .fixed(size: 3), compact: .fixed(size: 4)),
                        additionalRangePairs: [RangeDimensionPair(dimension: .fixed(size: 5), minimumSize: 70)]),
                    minimumSize: 40)
            ])
        #expect(widthOf(dimension, in: 39, environment(80, 24)) == 1)
        #expect(widthOf(dimension, in: 39, environment(40, 30)) == 2)
        #expect(widthOf(dimension, in: 40, environment(80, 24)) == 3)
        #expect(widthOf(dimension, in: 40, environment(80, 20)) == 4)
        #expect(widthOf(dimension, in: 70, environment(80, 20)) == 5)
        let readme = BrickDimension.horizontalSizeClass(
            regular: .orientation(landscape: .fixed(size: 200), portrait: .fixed(size: 100)),
            compact: .orientation(landscape: .fixed(size: 100), portrait: .fixed(size: 50)))
        #expect(widthOf(readme, environment(100, 30)) == 200)
        #expect(widthOf(readme, environment(100, 60)) == 100)
        #expect(widthOf(readme, environment(70, 20)) == 100)
        #expect(widthOf(readme, environment(40, 30)) == 50)
    }

    @Test(arguments: [-1, 0, -0.0, Double.nan, Double.infinity, -Double.infinity, -Double.nan])
    func badRatiosAreZeroWide(_ ratio: Double) {
        #expect(widthOf(.ratio(ratio: ratio)) == 0)
        #expect(widthOf(.ratio(ratio: ratio), inset: 3) == 0)
        #expect(widthOf(.viewportRatio(ratio)) == 0)
        #expect(widthOf(.ratio(ratio: 0.5), widthRatio: ratio) == 0)
        #expect(widthOf(.auto(estimate: .ratio(ratio: ratio))) == 0)
    }

    @Test func negativeFixedIsZeroWide() {
        #expect(widthOf(.fixed(size: -5)) == 0)
        #expect(widthOf(.fixed(size: Int.min)) == 0)
        #expect(widthOf(.restricted(size: .fixed(size: -3), restrictedSize: .maximumSize(size: .fixed(size: -9)))) == 0)
    }

    @Test func estimatesAreTheMeasuredCases() {
        #expect(BrickDimension.auto(estimate: .fixed(size: 1)).isEstimate)
        #expect(
            BrickDimension.restricted(size: .auto(estimate: .fixed(size: 1)), restrictedSize: .minimumSize(size: .fixed(size: 2)))
                .isEstimate)
        #expect(!BrickDimension.fixed(size: 1).isEstimate)
        #expect(!BrickDimension.ratio(ratio: 1).isEstimate)
        #expect(!BrickDimension.viewportRatio(1).isEstimate)
    }

    @Test func badCellAspectsFallBackToHalf() {
        for aspect in [0, -1, Double.nan, Double.infinity] {
            #expect(LayoutEnvironment(screen: Size(width: 80, height: 24), cellAspect: aspect).cellAspect == 0.5)
        }
    }
}

@Suite struct BrickDimensionHeightTests {
    @Test func fixedIsExactlyItsSize() {
        #expect(heightOf(.fixed(size: 3)) == 3)
        #expect(heightOf(.fixed(size: 0)) == 0)
        #expect(heightOf(.fixed(size: -2)) == 0)
    }

    @Test func ratioIsTheWidthTimesTheCellAspect() {
        // 20 columns of half-height cells: 10 rows look square.
        #expect(heightOf(.ratio(ratio: 1), width: 20) == 10)
        #expect(heightOf(.ratio(ratio: 1), width: 20, environment(80, 24, aspect: 1)) == 20)
        #expect(heightOf(.ratio(ratio: 0.5), width: 15) == 4)  // 3.75 rounds to 4
        #expect(heightOf(.ratio(ratio: 0.5), width: 10) == 3)  // 2.5 rounds away from zero
        #expect(heightOf(.ratio(ratio: 0.1), width: 4) == 0)  // 0.2 rows: nothing
        #expect(heightOf(.ratio(ratio: 2), width: 0) == 0)
    }

    @Test func autoAndFillAreTheMeasuredHeight() {
        #expect(heightOf(.auto(estimate: .fixed(size: 50)), measured: 3) == 3)
        #expect(heightOf(.fill, measured: 4) == 4)
        #expect(heightOf(.auto(estimate: .fixed(size: 1)), measured: -4) == 0)
    }

    @Test func conditionsPickTheirBranch() {
        let orientation = BrickDimension.orientation(landscape: .fixed(size: 2), portrait: .fixed(size: 8))
        #expect(heightOf(orientation, environment(80, 24)) == 2)
        #expect(heightOf(orientation, environment(40, 24)) == 8)
        let horizontal = BrickDimension.horizontalSizeClass(regular: .fixed(size: 5), compact: .fixed(size: 1))
        #expect(heightOf(horizontal, environment(80, 24)) == 5)
        #expect(heightOf(horizontal, environment(79, 24)) == 1)
        let vertical = BrickDimension.verticalSizeClass(regular: .fixed(size: 5), compact: .fixed(size: 1))
        #expect(heightOf(vertical, environment(80, 24)) == 5)
        #expect(heightOf(vertical, environment(80, 23)) == 1)
    }

    @Test func rangeForAHeightUsesTheBricksWidth() {
        let dimension = BrickDimension.dimensionRange(
            default: .fixed(size: 1),
            additionalRangePairs: [
                RangeDimensionPair(dimension: .auto(estimate: .fixed(size: 1)), minimumSize: 40),
                RangeDimensionPair(dimension: .fixed(size: 2), minimumSize: 20),
            ])
        #expect(heightOf(dimension, width: 19, measured: 9) == 1)
        #expect(heightOf(dimension, width: 20, measured: 9) == 2)
        #expect(heightOf(dimension, width: 40, measured: 9) == 9)
    }

    @Test func restrictedClampsTheMeasuredHeight() {
        let atLeast = BrickDimension.restricted(
            size: .auto(estimate: .fixed(size: 1)), restrictedSize: .minimumSize(size: .fixed(size: 3)))
        #expect(heightOf(atLeast, measured: 1) == 3)
        #expect(heightOf(atLeast, measured: 5) == 5)
        let atMost = BrickDimension.restricted(
            size: .auto(estimate: .fixed(size: 1)), restrictedSize: .maximumSize(size: .fixed(size: 4)))
        #expect(heightOf(atMost, measured: 10) == 4)
        #expect(heightOf(atMost, measured: 2) == 2)
        // A bound may itself be a rule: at most a square.
        let square = BrickDimension.restricted(
            size: .auto(estimate: .fixed(size: 1)), restrictedSize: .maximumSize(size: .ratio(ratio: 1)))
        #expect(heightOf(square, width: 12, measured: 30) == 6)
    }

    @Test func viewportRatioIsAShareOfTheViewportHeight() {
        let env = LayoutEnvironment(screen: Size(width: 120, height: 40), viewport: Size(width: 100, height: 30))
        #expect(heightOf(.viewportRatio(0.5), env) == 15)
        #expect(heightOf(.viewportRatio(1), env) == 30)
        #expect(heightOf(.viewportRatio(1.0 / 3), environment(80, 24)) == 8)
        #expect(heightOf(.viewportRatio(0.25), environment(80, 25)) == 6)  // 6.25
    }

    @Test(arguments: [-1, 0, Double.nan, Double.infinity, -Double.infinity])
    func badRatiosAreZeroTall(_ ratio: Double) {
        #expect(heightOf(.ratio(ratio: ratio)) == 0)
        #expect(heightOf(.viewportRatio(ratio)) == 0)
        #expect(heightOf(.restricted(size: .ratio(ratio: ratio), restrictedSize: .maximumSize(size: .fixed(size: 4)))) == 0)
    }

    @Test func hugeValuesAreClampedInsteadOfTrapping() {
        // Double → Int conversion traps above Int.max; these must not crash.
        #expect(heightOf(.ratio(ratio: 1e300), width: 80) > 0)
        #expect(heightOf(.viewportRatio(1e300)) > 0)
        #expect(widthOf(.ratio(ratio: 1e300)).isFinite)
        #expect(widthOf(.viewportRatio(1e300)).isFinite)
    }
}

/// Sections skip ``BrickDimension/problem`` for the rules nearly every brick has; the skip
/// must never hide a problem, nested estimates and bad values included.
@Suite struct BrickDimensionProblemTests {
    @Test func aPlainlyValidRuleHasNoProblem() {
        let rules: [BrickDimension] = [
            .fixed(size: 3), .fixed(size: 0), .fixed(size: -1), .ratio(ratio: 0.5), .ratio(ratio: 0), .ratio(ratio: .nan),
            .ratio(ratio: .infinity), .fill, .auto(estimate: .fixed(size: 0)), .auto(estimate: .fixed(size: -2)),
            .auto(estimate: .ratio(ratio: -1)), .auto(estimate: .auto(estimate: .fixed(size: -1))), .viewportRatio(-1),
            .restricted(size: .fixed(size: 2), restrictedSize: .minimumSize(size: .fixed(size: -1))),
        ]
        for rule in rules where rule.isPlainlyValid { #expect(rule.problem == nil, "\(rule)") }
        let plain: [BrickDimension] = [.fixed(size: 3), .ratio(ratio: 0.1), .fill, .auto(estimate: .fixed(size: 0))]
        for rule in plain { #expect(rule.isPlainlyValid, "\(rule)") }
        #expect(!BrickDimension.auto(estimate: .fixed(size: -2)).isPlainlyValid)
    }
}
