import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore
@testable import BrikText

/// Cases the libFuzzer targets (Fuzz/) found, kept so they stay fixed.
@Suite struct FuzzRegressionTests {
    /// Fuzz/layout: a lone child of an `.equalCentering` stack kept its ideal
    /// width even when that was wider than the stack, so it stuck out of its parent.
    @Test func aLoneEqualCenteringChildFitsItsStack() {
        let layout = StackLayout(axis: .horizontal, alignment: .fill, distribution: .equalCentering, spacing: 0)
        let wide = StackLayout.Item { _ in Size(width: 61, height: 3) }
        let frames = layout.frames(for: [wide], in: Rect(x: 25, y: 8, width: 13, height: 3))
        #expect(frames == [Rect(x: 25, y: 8, width: 13, height: 3)])
        // One that fits keeps its ideal width, as before.
        let narrow = StackLayout.Item { _ in Size(width: 5, height: 1) }
        #expect(
            layout.frames(for: [narrow], in: Rect(x: 0, y: 0, width: 13, height: 1)) == [Rect(x: 0, y: 0, width: 5, height: 1)])
    }

    /// Fuzz/layout: a filling stack measured its children across at their ideal
    /// extents, then grew them; a child whose height grows with its width (a
    /// section of ratio-height bricks) then stuck out below the stack.
    @Test func aGrownChildIsMeasuredAtTheWidthItGets() {
        let layout = StackLayout(axis: .horizontal, alignment: .fill, distribution: .fill, spacing: 0)
        // Two columns wide when unconstrained; three rows for every four columns.
        let growing = StackLayout.Item { proposal in
            let width = proposal.width ?? 2
            return Size(width: width, height: width * 3 / 4)
        }
        let size = layout.sizeThatFits([growing], proposal: ProposedSize(width: 21, height: nil))
        #expect(size == Size(width: 2, height: 15))
        let frames = layout.frames(for: [growing], in: Rect(x: 0, y: 0, width: 21, height: size.height))
        #expect(frames == [Rect(x: 0, y: 0, width: 21, height: 15)])
    }

    /// Fuzz/layout: a brick's left edge was rounded from `edge + inset` and the
    /// previous right edge from `edge`; at an edge of 31.4999… the two roundings
    /// disagreed, leaving a two-column gap and a brick one column short.
    @Test func ratioRowsKeepExactInsetsWhateverTheRounding() {
        let flow = FlowLayout(inset: 1, edgeInsets: EdgeInsets(top: 0, left: 2, bottom: 2, right: 1), widthRatio: 2)
        let ratios = [1.0 / 6, 1.0 / 6, 2.0 / 3, 0.25, 0.75]
        let items = ratios.map { FlowLayout.Item(width: .ratio(ratio: $0)) { _ in 3 } }
        let frames = flow.layout(items, width: 67, environment: LayoutEnvironment(screen: Size(width: 67, height: 24))).frames
        #expect(frames.first?.minX == 2)
        #expect(frames.last?.maxX == 66)
        for (a, b) in zip(frames, frames.dropFirst()) {
            #expect(b.minX == a.maxX + 1, "\(a) then \(b)")
        }
    }

    /// Fuzz/layout: in a `.fillProportionally` (or `.fillEqually`) stack, children sized by
    /// their dimension alone kept their length even when together they needed more than
    /// the stack had: a fixed 18-row label in a 16-row VBrik ran 8 rows past its end.
    @MainActor @Test func proportionalStacksShrinkChildrenWithFixedLengthsToFit() {
        for distribution in [StackDistribution.fillProportionally, .fillEqually] {
            let stack = VBrik(alignment: .fill, distribution: distribution) { _ in
                Label("a").height(.fixed(size: 6))
                Label("b").height(.fixed(size: 18))
            }
            _ = layOut(stack, width: 3, height: 16)
            #expect(childFrames(stack) == [r(0, 0, 3, 6), r(0, 6, 3, 10)], "\(distribution)")
        }
    }

    /// Fuzz/editing (Fuzz/open-crashes/editing-caret-off-screen-3x2, now fixed): on a 3×2
    /// screen with the caret scrolled away, a press reported past the screen's edge reached
    /// the text area (a miss goes to the root) and selected the word at the caret; the
    /// selection changed, the caret did not move, and it stayed out of view.
    @MainActor @Test func aSelectionChangeShowsTheCaretAndAPressOutsideTheAreaPlacesNone() {
        let area = TextArea(text: "ab cd\nab cd\nab cd\nab cxyd\n")
        area.wrapsLines = true
        let terminal = TestTerminal(root: area, size: Size(width: 3, height: 2))
        _ = terminal.application.focus(area)
        area.selection = TextSelection(at: TextPosition(line: 3, column: 6))
        area.scroll(to: TextScrollPosition(line: 0))
        terminal.advance(by: .zero)
        #expect(terminal.cursor == nil, "the caret should start scrolled away")
        let before = area.selection
        terminal.send(.mouse(MouseEvent(.press(.left), at: Point(x: 23, y: 3))))
        #expect(area.selection == before, "a press outside the area moved the caret")
        area.selection = TextSelection(anchor: TextPosition(line: 3, column: 5), cursor: TextPosition(line: 3, column: 6))
        terminal.advance(by: .zero)
        #expect(terminal.cursor != nil, "the selection changed and the caret stayed out of view")
    }
}
