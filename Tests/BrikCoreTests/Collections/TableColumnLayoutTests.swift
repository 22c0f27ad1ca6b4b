import BrikRendering
import Testing

@testable import BrikCore

/// How a table's width is shared among its columns.
@Suite struct TableColumnLayoutTests {
    private let environment = LayoutEnvironment(screen: Size(width: 80, height: 24))

    @Test func fixedRatioFitAndFillShareTheWidth() {
        let widths = TableColumnLayout.widths(
            of: [.fixed(size: 6), .ratio(ratio: 0.25), .auto(estimate: .fixed(size: 4)), .fill],
            contentWidths: [nil, nil, 9, nil], in: 43, spacing: 1, environment: environment)
        // 43 - 3 spacing = 40: 6 + 11 (a quarter of 43, rounded) + 9 (content) = 26, the fill takes 14.
        #expect(widths == [6, 11, 9, 14])
        #expect(widths.reduce(0, +) + 3 == 43)
    }

    @Test func fitUsesItsEstimateUntilContentIsSampled() {
        let widths = TableColumnLayout.widths(
            of: [.auto(estimate: .fixed(size: 5)), .fill], contentWidths: [nil, nil], in: 20, spacing: 0,
            environment: environment)
        #expect(widths == [5, 15])
    }

    @Test func fillColumnsShareTheRestExactly() {
        let widths = TableColumnLayout.widths(
            of: [.fill, .fill, .fill], contentWidths: [], in: 20, spacing: 1, environment: environment)
        #expect(widths.reduce(0, +) == 18)
        #expect(widths.max()! - widths.min()! <= 1)
    }

    @Test func minimumsAndMaximumsHold() {
        let widths = TableColumnLayout.widths(
            of: [
                .restricted(size: .auto(estimate: .fixed(size: 1)), restrictedSize: .minimumSize(size: .fixed(size: 8))),
                .restricted(size: .fill, restrictedSize: .maximumSize(size: .fixed(size: 10))),
            ],
            contentWidths: [3, nil], in: 40, spacing: 2, environment: environment)
        #expect(widths == [8, 10])
    }

    @Test func tooNarrowTheLastColumnsGiveWayFirst() {
        let widths = TableColumnLayout.widths(
            of: [.fixed(size: 10), .fixed(size: 10), .fixed(size: 10), .fill], contentWidths: [], in: 24, spacing: 1,
            environment: environment)
        // 24 - 3 = 21 for 30 wanted: the fill has nothing, the third column gives 9.
        #expect(widths == [10, 10, 1, 0])
        #expect(TableColumnLayout.widths(of: [.fixed(size: 5)], contentWidths: [], in: 0, environment: environment) == [0])
        #expect(TableColumnLayout.widths(of: [], contentWidths: [], in: 10, environment: environment) == [])
    }

    @Test func aTableThatScrollsSidewaysKeepsItsWidths() {
        let widths = TableColumnLayout.widths(
            of: [.fixed(size: 10), .fixed(size: 10), .fixed(size: 10), .fill], contentWidths: [], in: 24, spacing: 1,
            fitsWidth: false, environment: environment)
        #expect(widths == [10, 10, 10, 0])
        let bounded = TableColumnLayout.widths(
            of: [.restricted(size: .fill, restrictedSize: .minimumSize(size: .fixed(size: 6))), .fixed(size: 30)],
            contentWidths: [], in: 24, spacing: 1, fitsWidth: false, environment: environment)
        #expect(bounded == [6, 30])
    }

    @Test func nestedBoundsAllHold() {
        let atLeastFourAtMostSix = BrickDimension.restricted(
            size: .restricted(size: .fill, restrictedSize: .minimumSize(size: .fixed(size: 4))),
            restrictedSize: .maximumSize(size: .fixed(size: 6)))
        #expect(
            TableColumnLayout.widths(of: [atLeastFourAtMostSix], contentWidths: [], in: 40, environment: environment) == [6])
        #expect(
            TableColumnLayout.widths(
                of: [atLeastFourAtMostSix, .fixed(size: 39)], contentWidths: [], in: 40, fitsWidth: false,
                environment: environment) == [4, 39])
        let fit = BrickDimension.restricted(
            size: .restricted(size: .auto(estimate: .fixed(size: 1)), restrictedSize: .minimumSize(size: .fixed(size: 3))),
            restrictedSize: .maximumSize(size: .fixed(size: 5)))
        #expect(TableColumnLayout.widths(of: [fit, fit], contentWidths: [1, 9], in: 40, environment: environment) == [3, 5])
        #expect(TableColumnLayout.fitsContent(fit, in: 40, environment: environment))
        #expect(!TableColumnLayout.fitsContent(atLeastFourAtMostSix, in: 40, environment: environment))
    }
}
