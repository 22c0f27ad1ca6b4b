import BrikRendering
import Testing

@testable import BrikCore

@MainActor
@Suite struct SectionTests {
    @Test func labelsAreMeasuredAtTheWidthTheyGet() {
        let long = Label("one two three four five six")  // 27 columns
        let short = Label("seven")
        let root = Section(inset: 1) { _ in
            long.width(.ratio(ratio: 0.5))
            short.width(.ratio(ratio: 0.5))
        }
        let terminal = TestTerminal(root: root, size: Size(width: 21, height: 6))
        // Halves of (21 − 1) / 2 = 10: "one two" / "three four" / "five six".
        #expect(long.frame == rect(0, 0, 10, 3))
        #expect(short.frame == rect(11, 0, 10, 1))
        #expect(terminal.screenText == "one two    seven\nthree four\nfive six\n\n\n")
        terminal.resize(to: Size(width: 61, height: 6))
        #expect(long.frame == rect(0, 0, 30, 1))
        #expect(short.frame == rect(31, 0, 30, 1))
    }

    @Test func nestedSectionHeightsPropagate() {
        let inner = Section(width: .ratio(ratio: 0.5), inset: 1, edgeInsets: EdgeInsets(all: 1)) { _ in
            Label("a")
            Label("b\nb")
            Label("c")
        }
        let beside = Label("beside").width(.ratio(ratio: 0.5))
        let below = Label("below")
        let outer = Section(edgeInsets: EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)) { _ in
            inner
            beside
            Section { _ in
                Section { _ in below }
            }
        }
        let root = Section { _ in outer }
        _ = TestTerminal(root: root, size: Size(width: 44, height: 20))
        // Inner: 1 + a + 1 + b×2 + 1 + c + 1 = 8 rows, 20 columns wide.
        #expect(inner.frame == rect(2, 1, 20, 8))
        #expect(inner.children.map(\.frame) == [rect(3, 2, 18, 1), rect(3, 4, 18, 2), rect(3, 7, 18, 1)])
        #expect(beside.frame == rect(22, 1, 20, 1))
        #expect(below.frame == rect(2, 9, 40, 1))
        #expect(outer.frame == rect(0, 0, 44, 10))
    }

    @Test func anEmptySectionTakesNoRowsEvenWithEdgeInsets() {
        let empty = Section(edgeInsets: EdgeInsets(all: 2))
        let allHidden = Section(edgeInsets: EdgeInsets(all: 2)) { _ in Label("gone").hidden() }
        let after = Label("after")
        let root = Section { _ in
            empty
            allHidden
            after
        }
        _ = TestTerminal(root: root, size: Size(width: 20, height: 5))
        #expect(empty.frame.height == 0)
        #expect(allHidden.frame.height == 0)
        #expect(after.frame == rect(0, 0, 20, 1))
    }

    @Test func hidingABrickReflowsTheSection() {
        let first = Label("first").width(.ratio(ratio: 1.0 / 3))
        let second = Label("second").width(.ratio(ratio: 1.0 / 3))
        let third = Label("third").width(.ratio(ratio: 1.0 / 3))
        let root = Section(inset: 1) { _ in
            first
            second
            third
        }
        let terminal = TestTerminal(root: root, size: Size(width: 32, height: 3))
        #expect(terminal.screen[0] == "first      second     third")
        second.isHidden = true
        terminal.advance(by: .milliseconds(1))  // a turn of the loop lays the change out
        #expect(third.frame == rect(11, 0, 10, 1))
        #expect(terminal.screen[0] == "first      third")
    }

    @Test func aResizeResolvesOrientationAndSizeClassesAgain() {
        let brick = Label("x")
            .width(.orientation(landscape: .ratio(ratio: 0.5), portrait: .ratio(ratio: 1)))
            .height(.horizontalSizeClass(regular: .fixed(size: 3), compact: .fixed(size: 1)))
        let tall = Label("y").height(.verticalSizeClass(regular: .fixed(size: 4), compact: .fixed(size: 2)))
        let root = Section { _ in
            brick
            tall
        }
        let terminal = TestTerminal(root: root, size: Size(width: 80, height: 24))
        #expect(brick.frame == rect(0, 0, 40, 3))  // landscape, regular
        #expect(tall.frame == rect(0, 3, 80, 4))
        terminal.resize(to: Size(width: 60, height: 40))
        #expect(brick.frame == rect(0, 0, 60, 1))  // portrait (30 < 40), compact
        #expect(tall.frame == rect(0, 1, 60, 4))
        terminal.resize(to: Size(width: 100, height: 20))
        #expect(brick.frame == rect(0, 0, 50, 3))  // landscape, regular
        #expect(tall.frame == rect(0, 3, 100, 2))  // vertically compact
        // The application's thresholds and cell aspect are part of the environment.
        terminal.application.horizontalCompactBelow = 120
        terminal.application.cellAspect = 0.1  // 100 × 0.1 < 20: portrait
        terminal.advance(by: .milliseconds(1))
        #expect(brick.frame == rect(0, 0, 100, 1))
    }

    @Test func viewportAndRatioHeightsFollowTheScreen() {
        let half = Label("half").height(.viewportRatio(0.5))
        let square = Label("square").width(.ratio(ratio: 0.25)).height(.ratio(ratio: 1))
        let root = Section { _ in
            half
            square
        }
        let terminal = TestTerminal(root: root, size: Size(width: 80, height: 24))
        #expect(half.frame == rect(0, 0, 80, 12))
        #expect(square.frame == rect(0, 12, 20, 10))
        terminal.resize(to: Size(width: 40, height: 30))
        #expect(half.frame == rect(0, 0, 40, 15))
        #expect(square.frame == rect(0, 15, 10, 5))
    }

    @Test func restrictedHeightsClampTheMeasuredRows() {
        let atLeast = Label("one line").height(
            .restricted(size: .auto(estimate: .fixed(size: 1)), restrictedSize: .minimumSize(size: .fixed(size: 3))))
        let atMost = Label("a b c d e f g h").width(.fixed(size: 1)).height(
            .restricted(size: .auto(estimate: .fixed(size: 1)), restrictedSize: .maximumSize(size: .fixed(size: 4))))
        let root = Section { _ in
            atLeast
            atMost
        }
        _ = TestTerminal(root: root, size: Size(width: 20, height: 10))
        #expect(atLeast.frame == rect(0, 0, 20, 3))
        #expect(atMost.frame == rect(0, 3, 1, 4))
    }

    @Test func aGridByWidthRatio() {
        let root = Section(inset: 1) { _ in
            for span in [3, 3, 6, 4, 8] { Label("\(span)").width(.ratio(ratio: Double(span))) }
        }
        root.widthRatio = 12
        _ = TestTerminal(root: root, size: Size(width: 81, height: 5))
        #expect(
            root.children.map(\.frame) == [
                rect(0, 0, 20, 1), rect(21, 0, 19, 1), rect(41, 0, 40, 1), rect(0, 2, 26, 1), rect(27, 2, 54, 1),
            ])
    }

    @Test func sectionsDrawTheirBricksClippedToTheirFrames() {
        let root = Section(inset: 1, edgeInsets: EdgeInsets(horizontal: 1, vertical: 1)) { _ in
            Label("LEFT HALF").width(.ratio(ratio: 0.5))
            Label("RIGHT HALF").width(.ratio(ratio: 0.5))
            Label("A WHOLE ROW THAT IS TOO LONG FOR ONE").height(.fixed(size: 1))
        }
        let terminal = TestTerminal(root: root, size: Size(width: 23, height: 5))
        #expect(terminal.screen == ["", " LEFT HALF  RIGHT HALF", "", " A WHOLE ROW THAT IS", ""])
    }
}
