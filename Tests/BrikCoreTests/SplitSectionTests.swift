import BrikCore
import BrikRendering
import Testing

@MainActor
@Suite struct SplitSectionTests {
    /// Two left parts and one right part, 21 columns: left 0…9, right 11…20.
    func makeSplit(oneColumnBelow: Int? = nil) -> SplitSection {
        SplitSection(leftSideRatio: 0.5, splitSpacing: 1, oneColumnBelow: oneColumnBelow) { _ in
            SplitSection.Part(side: .left, itemsBackgroundColor: .blue, header: Label("L1")) { _ in
                Label("a").width(.ratio(ratio: 1 / 2))
                Label("b").width(.ratio(ratio: 1 / 2))
            }
            SplitSection.Part(side: .right, sectionInset: EdgeInsets(left: 1), header: Label("R1")) { _ in
                Label("c")
                Label("d")
            }
            SplitSection.Part(side: .left, header: Label("L2"), footer: Label("end")) { _ in
                Label("e")
            }
        }
    }

    @Test func columnsStackIndependentlyOnScreen() {
        let terminal = TestTerminal(root: makeSplit(), size: Size(width: 21, height: 6))
        #expect(
            terminal.screen == [
                "L1         R1",
                "a    b      c",
                "L2          d",
                "e",
                "end",
                "",
            ])
    }

    @Test func theItemsBackgroundFillsTheColumnBelowTheHeaderOnly() {
        let terminal = TestTerminal(root: makeSplit(), size: Size(width: 21, height: 6))
        #expect(terminal.cell(at: Point(x: 0, y: 1)).style.background == .blue)
        #expect(terminal.cell(at: Point(x: 9, y: 1)).style.background == .blue)  // a blank in the item row
        #expect(terminal.cell(at: Point(x: 3, y: 1)).style.background == .blue)  // the gap between items
        #expect(terminal.cell(at: Point(x: 0, y: 0)).style.background == .default)  // header
        #expect(terminal.cell(at: Point(x: 10, y: 1)).style.background == .default)  // gutter
        #expect(terminal.cell(at: Point(x: 0, y: 2)).style.background == .default)  // next section
    }

    @Test func narrowerThanTheThresholdItBecomesOneColumnAndBack() {
        let terminal = TestTerminal(root: makeSplit(oneColumnBelow: 30), size: Size(width: 30, height: 10))
        #expect(terminal.screen[0] == "L1              R1")
        terminal.resize(to: Size(width: 29, height: 10))
        #expect(terminal.screen == ["L1", "a              b", "R1", " c", " d", "L2", "e", "end", "", ""])
        terminal.resize(to: Size(width: 30, height: 10))
        #expect(terminal.screen[0] == "L1              R1")
    }

    @Test func aClosureDecidesTheSides() {
        let split = makeSplit()
        split.sideForSection = { index, _ in index == 0 ? .right : .left }
        let terminal = TestTerminal(root: split, size: Size(width: 21, height: 6))
        #expect(terminal.screen == ["R1         L1", " c         a    b", " d", "L2", "e", "end"])
    }

    @Test func ratioOneShowsOnlyTheLeftSectionsFullWidth() {
        let split = makeSplit()
        split.leftSideRatio = 1
        let terminal = TestTerminal(root: split, size: Size(width: 21, height: 6))
        #expect(terminal.screen == ["L1", "a          b", "L2", "e", "end", ""])
        #expect(split.lastLayout?.sections[1].isSkipped == true)
        split.leftSideRatio = 0
        terminal.send("x")  // any event runs a frame
        #expect(terminal.screen == ["R1", " c", " d", "", "", ""])
    }

    @Test func plainBricksAreOneItemSectionsAndMeasureTheirHeight() {
        let split = SplitSection(leftSideRatio: 0.5, splitSpacing: 0) { _ in
            Label("one two three")
            Label("right").identifier("r")
        }
        split.sideForSection = { _, brick in brick.identifier == "r" ? .right : .left }
        let terminal = TestTerminal(root: split, size: Size(width: 16, height: 4))
        #expect(terminal.screen == ["one two right", "three", "", ""])
        #expect(split.sizeThatFits(ProposedSize(width: 16, height: nil)) == Size(width: 16, height: 2))
    }

    @Test func replacingAHeaderSwapsTheChildAndTheFramesExposeIt() {
        let split = makeSplit()
        let part = split.children[0] as! SplitSection.Part
        let old = part.header!
        part.header = Label("NEW").bold()
        #expect(old.parent == nil)
        #expect(part.children.count == 2)
        let terminal = TestTerminal(root: split, size: Size(width: 21, height: 6))
        #expect(terminal.screen[0] == "NEW        R1")
        #expect(terminal.cell(at: Point(x: 0, y: 0)).style.attributes.contains(.bold))
        #expect(split.lastLayout?.headerFrames(of: .left).first == Rect(x: 0, y: 0, width: 10, height: 1))
        #expect(split.columnFrame(of: .right) == Rect(x: 11, y: 0, width: 10, height: 6))
        #expect(split.calculateFixedWidthRoughly(to: 3, of: .right, minimumInterItemSpacing: 1) == [3, 2, 3])
    }
}
