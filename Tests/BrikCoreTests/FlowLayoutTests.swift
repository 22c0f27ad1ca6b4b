import BrikRendering
import Testing

@testable import BrikCore

/// A flow item `width` wide and `height` rows tall whatever its width.
func item(_ width: BrickDimension, _ height: Int = 1, hidden: Bool = false) -> FlowLayout.Item {
    FlowLayout.Item(width: width, isHidden: hidden) { _ in height }
}

/// A fixed-width flow item.
func item(_ columns: Int, _ height: Int = 1, hidden: Bool = false) -> FlowLayout.Item {
    item(.fixed(size: columns), height, hidden: hidden)
}

func rect(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

@Suite struct FlowLayoutWrapTests {
    let env = environment(80, 24)

    @Test func bricksWrapWhenTheNextDoesNotFit() {
        let result = FlowLayout(inset: 1).layout([item(8), item(8), item(8)], width: 20, environment: env)
        #expect(result.frames == [rect(0, 0, 8, 1), rect(9, 0, 8, 1), rect(0, 2, 8, 1)])
        #expect(result.height == 3)
    }

    @Test func aBrickThatEndsOnTheBorderStaysOnTheRow() {
        let result = FlowLayout(inset: 2).layout([item(9), item(9), item(1)], width: 20, environment: env)
        #expect(result.frames == [rect(0, 0, 9, 1), rect(11, 0, 9, 1), rect(0, 3, 1, 1)])
    }

    @Test func aBrickWiderThanTheRowSitsAloneOnItsRow() {
        let result = FlowLayout().layout([item(4), item(15, 2), item(4), item(30)], width: 10, environment: env)
        #expect(result.frames == [rect(0, 0, 4, 1), rect(0, 1, 15, 2), rect(0, 3, 4, 1), rect(0, 4, 30, 1)])
        #expect(result.height == 5)
    }

    @Test func rowsAreAsTallAsTheirTallestBrick() {
        let result = FlowLayout().layout([item(5, 1), item(5, 4), item(5, 2), item(20, 1)], width: 15, environment: env)
        #expect(result.frames == [rect(0, 0, 5, 1), rect(5, 0, 5, 4), rect(10, 0, 5, 2), rect(0, 4, 20, 1)])
        #expect(result.height == 5)
    }

    @Test func fillTakesTheRestOfTheRow() {
        let flow = FlowLayout(inset: 2)
        let result = flow.layout([item(10), item(.fill), item(.fill), item(30), item(.fill)], width: 80, environment: env)
        // The second fill finds the row full: it takes a whole row of its own.
        #expect(
            result.frames == [
                rect(0, 0, 10, 1), rect(12, 0, 68, 1), rect(0, 3, 80, 1), rect(0, 6, 30, 1), rect(32, 6, 48, 1),
            ])
    }

    @Test(arguments: [80, 81, 82, 7, 100, 119])
    func thirdsWithInsetsFillTheRowExactly(_ width: Int) {
        for inset in [0, 1, 2, 3] {
            let third = item(.ratio(ratio: 1.0 / 3))
            let result = FlowLayout(inset: inset).layout([third, third, third], width: width, environment: env)
            let frames = result.frames
            #expect(frames.allSatisfy { $0.y == 0 }, "width \(width) inset \(inset): \(frames)")
            #expect(frames[0].minX == 0)
            #expect(frames[2].maxX == width, "width \(width) inset \(inset): \(frames)")
            #expect(frames[1].minX - frames[0].maxX == inset)
            #expect(frames[2].minX - frames[1].maxX == inset)
            let widths = frames.map(\.width)
            #expect(widths.max()! - widths.min()! <= 1, "\(widths)")
        }
    }

    @Test func thirdsAtEightyEightyOneAndEightyTwo() {
        let third = item(.ratio(ratio: 1.0 / 3))
        let layout = { (width: Int) in FlowLayout(inset: 1).layout([third, third, third], width: width, environment: env).frames }
        // (80 − 2) / 3 = 26 each.
        #expect(layout(80) == [rect(0, 0, 26, 1), rect(27, 0, 26, 1), rect(54, 0, 26, 1)])
        // Exact edges 26.33 | 27.33 53.67 | 54.67 81: rounded 26 | 27 54 | 55 81.
        #expect(layout(81) == [rect(0, 0, 26, 1), rect(27, 0, 27, 1), rect(55, 0, 26, 1)])
        // Exact edges 26.67 | 27.67 54.33 | 55.33 82: rounded 27 | 28 54 | 55 82.
        #expect(layout(82) == [rect(0, 0, 27, 1), rect(28, 0, 26, 1), rect(55, 0, 27, 1)])
        // 78 inner columns: edges 25.33 | 26.33 51.67 | 52.67 78, shifted by the left inset.
        let padded = FlowLayout(inset: 1, edgeInsets: EdgeInsets(horizontal: 2, vertical: 0))
        #expect(
            padded.layout([third, third, third], width: 82, environment: env).frames
                == [rect(2, 0, 25, 1), rect(28, 0, 26, 1), rect(55, 0, 25, 1)])
    }

    @Test func aTwelveColumnGridFillsTheRow() {
        let flow = FlowLayout(inset: 1, widthRatio: 12)
        let items = [
            item(.ratio(ratio: 3)), item(.ratio(ratio: 3)), item(.ratio(ratio: 6)), item(.ratio(ratio: 4)),
            item(.ratio(ratio: 8)),
        ]
        let frames = flow.layout(items, width: 81, environment: env).frames
        // Quarter: (81 − 3) / 4 = 19.5; half: (81 − 1) / 2 = 40 — edges 19.5 | 20.5 40 | 41 81.
        // Third: (81 − 2) / 3 = 26.33; two thirds: (81 − 0.5) × 2/3 = 53.67 — 26.33 | 27.33 81.
        #expect(frames == [rect(0, 0, 20, 1), rect(21, 0, 19, 1), rect(41, 0, 40, 1), rect(0, 2, 26, 1), rect(27, 2, 54, 1)])
    }

    @Test func ratioHeightsUseTheRoundedWidth() {
        let square = FlowLayout.Item(width: .ratio(ratio: 0.5)) { width in
            BrickDimension.ratio(ratio: 1).height(forWidth: width, environment: environment(80, 24)) { 0 }
        }
        let frames = FlowLayout(inset: 1).layout([square, square], width: 41, environment: env).frames
        #expect(frames == [rect(0, 0, 20, 10), rect(21, 0, 20, 10)])
    }

    @Test func autoHeightsAreMeasuredAtTheBricksWidth() {
        // 30 cells of content: 3 rows at 10 columns, 2 at 15.
        let text = FlowLayout.Item(width: .ratio(ratio: 0.5)) { width in (30 + width - 1) / width }
        #expect(
            FlowLayout().layout([text, text], width: 20, environment: env).frames == [rect(0, 0, 10, 3), rect(10, 0, 10, 3)])
        #expect(FlowLayout().layout([text], width: 30, environment: env).frames == [rect(0, 0, 15, 2)])
    }

    @Test func conditionalWidthsFollowTheEnvironment() {
        let responsive = item(.orientation(landscape: .ratio(ratio: 0.5), portrait: .ratio(ratio: 1)))
        let flow = FlowLayout()
        #expect(
            flow.layout([responsive, responsive], width: 60, environment: environment(60, 20)).frames
                == [rect(0, 0, 30, 1), rect(30, 0, 30, 1)])
        #expect(
            flow.layout([responsive, responsive], width: 60, environment: environment(60, 40)).frames
                == [rect(0, 0, 60, 1), rect(0, 1, 60, 1)])
    }
}

@Suite struct FlowLayoutSpacingTests {
    let env = environment(80, 24)

    @Test func insetIsUsedBetweenBricksAndBetweenRows() {
        let result = FlowLayout(inset: 2).layout([item(10, 2), item(10), item(10)], width: 25, environment: env)
        #expect(result.frames == [rect(0, 0, 10, 2), rect(12, 0, 10, 1), rect(0, 4, 10, 1)])
        #expect(result.height == 5)
    }

    @Test func verticalInsetOverridesTheGapBetweenRows() {
        let tight = FlowLayout(inset: 2, verticalInset: 0).layout([item(10, 2), item(10), item(10)], width: 25, environment: env)
        #expect(tight.frames == [rect(0, 0, 10, 2), rect(12, 0, 10, 1), rect(0, 2, 10, 1)])
        #expect(tight.height == 3)
        let loose = FlowLayout(inset: 0, verticalInset: 3).layout([item(20), item(20)], width: 25, environment: env)
        #expect(loose.frames == [rect(0, 0, 20, 1), rect(0, 4, 20, 1)])
        #expect(loose.height == 5)
    }

    @Test func negativeInsetsCountAsZero() {
        let flow = FlowLayout(inset: -3, verticalInset: -1)
        #expect(flow.layout([item(15), item(15)], width: 20, environment: env).frames == [rect(0, 0, 15, 1), rect(0, 1, 15, 1)])
        #expect(
            flow.layout([item(.ratio(ratio: 0.5)), item(.ratio(ratio: 0.5))], width: 20, environment: env).frames
                == [rect(0, 0, 10, 1), rect(10, 0, 10, 1)])
    }

    @Test func edgeInsetsSurroundTheBricks() {
        let flow = FlowLayout(inset: 1, edgeInsets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let half = item(.ratio(ratio: 0.5))
        let result = flow.layout([half, half, item(.fill, 2)], width: 31, environment: env)
        // 25 inner columns: halves of (25 − 1) / 2 = 12.
        #expect(result.frames == [rect(2, 1, 12, 1), rect(15, 1, 12, 1), rect(2, 3, 25, 2)])
        #expect(result.height == 1 + 1 + 1 + 2 + 3)
    }

    @Test func hiddenBricksTakeNoSpace() {
        let flow = FlowLayout(inset: 1)
        let result = flow.layout(
            [item(5), item(.ratio(ratio: 1), 9, hidden: true), item(5), item(5, 3, hidden: true)], width: 20, environment: env)
        #expect(result.frames[0] == rect(0, 0, 5, 1))
        #expect(result.frames[1].size == .zero)
        #expect(result.frames[2] == rect(6, 0, 5, 1))
        #expect(result.frames[3].size == .zero)
        #expect(result.height == 1)
    }

    @Test func zeroHeightBricksTakeNoSpace() {
        let result = FlowLayout(inset: 1).layout([item(5), item(5, 0), item(5)], width: 20, environment: env)
        #expect(result.frames == [rect(0, 0, 5, 1), rect(6, 0, 5, 0), rect(6, 0, 5, 1)])
        #expect(result.height == 1)
    }

    @Test func anEmptySectionHasNoHeight() {
        let padded = FlowLayout(inset: 2, edgeInsets: EdgeInsets(all: 3))
        #expect(padded.layout([], width: 40, environment: env) == FlowLayout.Result(frames: [], height: 0))
        #expect(padded.layout([item(5, hidden: true), item(5, 0)], width: 40, environment: env).height == 0)
        #expect(padded.layout([item(5)], width: 40, environment: env).height == 7)
    }

    @Test func aZeroWidthSectionStillStacksItsBricks() {
        let result = FlowLayout(inset: 1).layout([item(.ratio(ratio: 1)), item(3)], width: 0, environment: env)
        #expect(result.frames == [rect(0, 0, 0, 1), rect(0, 2, 3, 1)])
    }

    @Test func badAndHugeValuesNeverCrash() {
        let bad: [FlowLayout.Item] = [
            item(.ratio(ratio: .nan)), item(.ratio(ratio: -1)), item(.ratio(ratio: .infinity)), item(.fixed(size: -4)),
            item(.viewportRatio(.nan)), item(.ratio(ratio: 1e300)), item(.fixed(size: Int.max), Int.max),
            item(.viewportRatio(1e300), Int.max), FlowLayout.Item(width: .fill) { _ in Int.min },
        ]
        let result = FlowLayout(inset: 1, widthRatio: .nan).layout(bad, width: 80, environment: env)
        #expect(result.frames.count == bad.count)
        #expect(result.height >= 0)
        let normal = FlowLayout(inset: 1).layout(bad, width: 80, environment: env)
        #expect(normal.frames[0].width == 0 && normal.frames[3].width == 0)
        #expect(normal.height > 0)
    }
}

@Suite struct FlowLayoutAlignmentTests {
    let env = environment(80, 24)

    /// A 4-wide 1-row brick and a 6-wide 3-row brick in 20 columns with inset 1: the row is 11 wide, 9 spare.
    func frames(_ alignment: FlowAlignment, alignRowHeights: Bool = false) -> [Rect] {
        FlowLayout(inset: 1, alignment: alignment, alignRowHeights: alignRowHeights)
            .layout([item(4, 1), item(6, 3)], width: 20, environment: env).frames
    }

    @Test(arguments: FlowHorizontalAlignment.allCases, FlowVerticalAlignment.allCases)
    func everyAlignment(_ horizontal: FlowHorizontalAlignment, _ vertical: FlowVerticalAlignment) {
        let xs: [Int] =
            switch horizontal {
            case .left: [0, 5]
            case .center: [4, 9]  // 9 spare: 4 before, 5 after
            case .right: [9, 14]
            case .justified: [0, 14]
            }
        let y: Int =
            switch vertical {
            case .top: 0
            case .center: 1
            case .bottom: 2
            }
        let alignment = FlowAlignment(horizontal: horizontal, vertical: vertical)
        #expect(frames(alignment) == [rect(xs[0], y, 4, 1), rect(xs[1], 0, 6, 3)])
        // Stretched to the row, every brick starts at the row's top whatever the vertical alignment.
        #expect(frames(alignment, alignRowHeights: true) == [rect(xs[0], 0, 4, 3), rect(xs[1], 0, 6, 3)])
    }

    @Test func centreRoundsDownAnOddSpareRow() {
        let result = FlowLayout(alignment: FlowAlignment(vertical: .center)).layout(
            [item(2, 1), item(2, 4)], width: 10, environment: env)
        #expect(result.frames == [rect(0, 1, 2, 1), rect(2, 0, 2, 4)])
    }

    @Test func justifiedSpreadsTheSpareColumnsByCumulativeRounding() {
        let justified = FlowLayout(alignment: FlowAlignment(horizontal: .justified))
        // 11 spare in 2 gaps: edges at 5.5 → 6 and 11: gaps 6, 5.
        #expect(
            justified.layout([item(3), item(3), item(3)], width: 20, environment: env).frames
                == [rect(0, 0, 3, 1), rect(9, 0, 3, 1), rect(17, 0, 3, 1)])
        // 8 spare in 3 gaps: edges 2.67 → 3, 5.33 → 5, 8: gaps 3, 2, 3; the last brick ends on the border.
        #expect(
            justified.layout([item(3), item(3), item(3), item(3)], width: 20, environment: env).frames
                == [rect(0, 0, 3, 1), rect(6, 0, 3, 1), rect(11, 0, 3, 1), rect(17, 0, 3, 1)])
        // A lone brick stays left; every wrapped row is justified on its own.
        #expect(justified.layout([item(3)], width: 20, environment: env).frames == [rect(0, 0, 3, 1)])
        #expect(
            justified.layout([item(8), item(8), item(5), item(5)], width: 20, environment: env).frames
                == [rect(0, 0, 8, 1), rect(12, 0, 8, 1), rect(0, 1, 5, 1), rect(15, 1, 5, 1)])
    }

    @Test func alignmentIgnoresHiddenBricksAndKeepsEdgeInsets() {
        let flow = FlowLayout(
            inset: 1, edgeInsets: EdgeInsets(horizontal: 2, vertical: 0), alignment: FlowAlignment(horizontal: .right))
        let frames = flow.layout([item(4), item(30, hidden: true), item(4)], width: 24, environment: env).frames
        // 20 inner columns, a 9-wide row: moved right by 11.
        #expect(frames[0] == rect(13, 0, 4, 1))
        #expect(frames[2] == rect(18, 0, 4, 1))
        #expect(frames[2].maxX == 22)
    }

    @Test func everyRowIsAlignedOnItsOwn() {
        let flow = FlowLayout(inset: 1, alignment: FlowAlignment(horizontal: .center, vertical: .bottom))
        let frames = flow.layout([item(6, 2), item(6, 1), item(10, 1), item(4, 3)], width: 20, environment: env).frames
        // Row 1: 13 wide, 7 spare → +3; row 2 (from y 3): 15 wide, 5 spare → +2.
        #expect(frames == [rect(3, 0, 6, 2), rect(10, 1, 6, 1), rect(2, 5, 10, 1), rect(13, 3, 4, 3)])
    }
}
