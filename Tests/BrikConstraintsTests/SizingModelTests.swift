import BrikRendering
import ScreenTesting
import Testing

@testable import BrikConstraints
@testable import BrikCore

/// One sizing model: a brick's dimensions, hugging and compression resistance
/// mean the same in stacks, sections, free layout and constraints.
@MainActor
@Suite("Sizing model")
struct SizingModelTests {
    @Test("a filling VBrik that must shrink takes rows from the scroll view, not the footer")
    func scrollViewGivesWayInAStack() {
        let stack = VBrik(alignment: .fill, distribution: .fill) { _ in
            Label("header")
            ScrollBrik { _ in VirtualSection(count: 100) { Label("row \($0)") } }
            Label("footer")
        }
        expectScreen(
            layOut(stack, width: 16, height: 5),
            [
                "header",
                "row 0          █",
                "row 1          ░",
                "row 2          ░",
                "footer",
            ])
        #expect(childFrames(stack) == [r(0, 0, 16, 1), r(0, 1, 16, 3), r(0, 4, 16, 1)])
    }

    @Test("a label pinned above a scroll view keeps its one row")
    func labelAboveScrollViewInConstraints() {
        let title = Label("title")
        let list = ScrollBrik { _ in VBrik { _ in for index in 0..<20 { Label("item \(index)") } } }
        _ = constrained(12, 5, title, list) { _ in
            title.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
            list.snp.makeConstraints { make in
                make.top.equalTo(title.snp.bottom)
                make.leading.trailing.bottom.equalToSuperview()
            }
        }
        #expect(title.frame == r(0, 0, 12, 1))
        #expect(list.frame == r(0, 1, 12, 4))
    }

    @Test("HBrik and VBrik honour fixed, ratio and fill dimensions along their axis")
    func stackHonoursMainAxisDimensions() {
        let row = HBrik(alignment: .fill, spacing: 1, distribution: .fill) { _ in
            Label("a")
            Block(1, 1, "b").width(.fixed(size: 6))
            Block(1, 1, "c").width(.ratio(ratio: 0.25))
            Block(1, 1, "d").width(.fill)
        }
        expectScreen(layOut(row, width: 25, height: 1), ["a bbbbbb cccccc ddddddddd"])
        #expect(childFrames(row) == [r(0, 0, 1, 1), r(2, 0, 6, 1), r(9, 0, 6, 1), r(16, 0, 9, 1)])

        let column = VBrik(alignment: .fill, distribution: .fill) { _ in
            Block(1, 1, "a").height(.fixed(size: 2))
            Block(1, 1, "b").height(.ratio(ratio: 0.5))
            Block(1, 1, "c")
        }
        layOut(column, width: 3, height: 10)
        #expect(childFrames(column) == [r(0, 0, 3, 2), r(0, 2, 3, 5), r(0, 7, 3, 3)])
    }

    @Test("two halves and a gap fill an HBrik exactly, rounding cumulatively")
    func halvesFillAStack() {
        let row = HBrik(alignment: .fill, spacing: 1, distribution: .fill) { _ in
            Block(3, 1, "a").width(.ratio(ratio: 0.5))
            Block(1, 1, "b").width(.ratio(ratio: 0.5))
        }
        expectScreen(layOut(row, width: 10, height: 1), ["aaaaa bbbb"])
    }

    @Test("a cross-axis dimension wins over a filling alignment")
    func crossAxisDimension() {
        let column = VBrik(alignment: .fill, distribution: .fill) { _ in
            Block(1, 1, "a").width(.fixed(size: 4))
            Block(1, 1, "b").width(.ratio(ratio: 0.5))
            Block(1, 1, "c")
        }
        expectScreen(layOut(column, width: 10, height: 3), ["aaaa", "bbbbb", "cccccccccc"])
    }

    @Test("a stack that must shrink takes cells from the lowest compression resistance first, ties last first")
    func compressionResistanceOrdersShrinking() {
        let row = HBrik(alignment: .fill, distribution: .fill) { _ in
            Block(4, 1, "a").contentCompressionResistancePriority(.low, for: .horizontal)
            Block(4, 1, "b")
            Block(4, 1, "c")
        }
        expectScreen(layOut(row, width: 9, height: 1), ["abbbbcccc"])
        expectScreen(layOut(row, width: 3, height: 1), ["bbb"])
        #expect(childFrames(row).map(\.width) == [0, 3, 0])
    }

    @Test("a stack with spare cells grows the lowest hugging priority first; set per axis")
    func huggingOrdersGrowing() {
        let row = HBrik(alignment: .fill, distribution: .fill) { _ in
            Block(1, 1, "a", hugging: 750)
            Block(1, 1, "b", hugging: 750).contentHuggingPriority(.low, for: .horizontal)
            Block(1, 1, "c", hugging: 750).contentHuggingPriority(.low, for: .vertical)
        }
        expectScreen(layOut(row, width: 6, height: 1), ["abbbbc"])
        #expect(row.children[1].contentHuggingPriority(for: .horizontal) == .low)
        #expect(row.children[2].contentHuggingPriority(for: .horizontal) == .high)
    }

    @Test("a plain Brick has no intrinsic size: a low-priority width constraint wins")
    func plainBrickDoesNotHug() {
        let box = Brick()
        _ = constrained(40, 10, box) { _ in
            box.snp.makeConstraints { make in
                make.top.left.equalToSuperview()
                make.width.equalTo(20).priority(.low)
                make.height.equalTo(3).priority(.low)
            }
        }
        #expect(box.frame == r(0, 0, 20, 3))
        #expect(!box.hasIntrinsicSize(along: .horizontal))
        #expect(Label("x").hasIntrinsicSize(along: .horizontal))
    }

    @Test("constraints see a brick's dimension as its intrinsic size, at its priorities")
    func constraintsSeeDimensions() {
        let badge = Brick().width(.fixed(size: 6)).height(.fixed(size: 2))
        let label = Label("wide label")
        let container = constrained(20, 5, badge, label) { _ in
            badge.snp.makeConstraints { make in make.top.left.equalToSuperview() }
            label.snp.makeConstraints { make in
                make.top.equalToSuperview()
                make.left.equalTo(badge.snp.right).offset(1)
                make.width.equalTo(4).priority(.medium)
            }
        }
        #expect(badge.frame == r(0, 0, 6, 2))
        // Compression resistance (750) beats the medium width: the label keeps its 10 columns.
        #expect(label.frame == r(7, 0, 10, 1))
        label.setContentCompressionResistancePriority(.low, for: .horizontal)
        _ = renderCanvas(container, width: 20, height: 5)
        #expect(label.frame.width == 4)
    }

    @Test("free-layout placements use a brick's dimension as its size")
    func placementHonoursDimension() {
        let box = Brick().width(.fixed(size: 4)).height(.fixed(size: 2)).placement(.center)
        let container = Brick()
        container.addChild(box)
        layOut(container, width: 10, height: 6)
        #expect(box.frame == r(3, 2, 4, 2))
    }

    @Test("a Section in a horizontal ScrollBrik lays out one row, content width = last maxX + right inset")
    func horizontalSectionIsOneRow() {
        let strip = ScrollBrik(axis: .horizontal) { _ in
            Section(inset: 1, edgeInsets: EdgeInsets(top: 0, left: 1, bottom: 0, right: 2)) { _ in
                for index in 0..<5 { Label("card\(index)").width(.fixed(size: 6)) }
            }
        }
        expectScreen(
            layOut(strip, width: 20, height: 2),
            [
                " card0  card1  card2",
                "██████████░░░░░░░░░░",
            ])
        #expect(strip.contentSize == Size(width: 37, height: 1))
        let section = strip.content!
        #expect(section.children.map(\.frame.minY) == [0, 0, 0, 0, 0])
        #expect(section.children.map(\.frame.minX) == [1, 8, 15, 22, 29])
    }
}
