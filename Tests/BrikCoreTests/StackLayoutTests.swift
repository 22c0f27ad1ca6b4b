import BrikRendering
import ScreenTesting
import Testing

@testable import BrikCore

/// Main-axis (origin, length) of three children 2, 3 and 1 cells long in a stack 11 cells long.
private let mainExtents: [StackDistribution: [(Int, Int)]] = [
    // Spare 5 shared equally (cumulative rounding: 2, 1, 2).
    .fill: [(0, 4), (4, 4), (8, 3)],
    // 11 / 3 → edges 4, 7, 11.
    .fillEqually: [(0, 4), (4, 3), (7, 4)],
    // 11 × 2/6, 5/6, 6/6 → edges 4, 9, 11.
    .fillProportionally: [(0, 4), (4, 5), (9, 2)],
    // Gaps of 5 cells split 3, 2.
    .equalSpacing: [(0, 2), (5, 3), (10, 1)],
    // Centres 1, 5.75, 10.5 → origins 0, 4, 10.
    .equalCentering: [(0, 2), (4, 3), (10, 1)],
]

/// Cross-axis (origin, length) of three children 1, 3 and 2 cells thick in a stack 5 cells thick.
private func crossExtents(_ alignment: StackAlignment, axis: Axis) -> [(Int, Int)] {
    switch alignment {
    case .fill: [(0, 5), (0, 5), (0, 5)]
    case .leading: [(0, 1), (0, 3), (0, 2)]
    case .center: [(2, 1), (1, 3), (1, 2)]
    case .trailing: [(4, 1), (2, 3), (3, 2)]
    case .firstBaseline: [(0, 1), (0, 3), (0, 2)]
    // Across an HBrik the last rows (0, 2, 1) line up on row 2; in a VBrik it is trailing.
    case .lastBaseline: axis == .horizontal ? [(2, 1), (0, 3), (1, 2)] : [(4, 1), (2, 3), (3, 2)]
    }
}

@MainActor
@Suite("Stack layout")
struct StackLayoutTests {
    @Test("HBrik: every alignment × every distribution", arguments: StackAlignment.allCases, StackDistribution.allCases)
    func horizontalGrid(alignment: StackAlignment, distribution: StackDistribution) {
        let stack = HBrik(alignment: alignment, distribution: distribution) { _ in
            Block(2, 1, "a")
            Block(3, 3, "b")
            Block(1, 2, "c")
        }
        layOut(stack, width: 11, height: 5)
        let main = mainExtents[distribution]!
        let cross = crossExtents(alignment, axis: .horizontal)
        let expected = (0..<3).map { r(main[$0].0, cross[$0].0, main[$0].1, cross[$0].1) }
        #expect(childFrames(stack) == expected)
    }

    @Test("VBrik: every alignment × every distribution", arguments: StackAlignment.allCases, StackDistribution.allCases)
    func verticalGrid(alignment: StackAlignment, distribution: StackDistribution) {
        let stack = VBrik(alignment: alignment, distribution: distribution) { _ in
            Block(1, 2, "a")
            Block(3, 3, "b")
            Block(2, 1, "c")
        }
        layOut(stack, width: 5, height: 11)
        let main = mainExtents[distribution]!
        let cross = crossExtents(alignment, axis: .vertical)
        let expected = (0..<3).map { r(cross[$0].0, main[$0].0, cross[$0].1, main[$0].1) }
        #expect(childFrames(stack) == expected)
    }

    @Test("fillEqually: 3 children in 10 cells are 3, 4, 3 — with spacing 1 they are 3, 2, 3")
    func fillEquallyRounding() {
        let plain = HBrik(alignment: .fill, distribution: .fillEqually) { _ in
            Block(1, 1, "a"); Block(1, 1, "b"); Block(1, 1, "c")
        }
        expectScreen(layOut(plain, width: 10, height: 1), ["aaabbbbccc"])
        #expect(childFrames(plain) == [r(0, 0, 3, 1), r(3, 0, 4, 1), r(7, 0, 3, 1)])

        let spaced = HBrik(alignment: .fill, spacing: 1, distribution: .fillEqually) { _ in
            Block(1, 1, "a"); Block(1, 1, "b"); Block(1, 1, "c")
        }
        expectScreen(layOut(spaced, width: 10, height: 1), ["aaa bb ccc"])

        let rows = VBrik(alignment: .fill, distribution: .fillEqually) { _ in
            Block(1, 1, "a"); Block(1, 1, "b"); Block(1, 1, "c")
        }
        layOut(rows, width: 1, height: 10)
        #expect(childFrames(rows).map(\.height) == [3, 4, 3])
    }

    @Test("fill and fillProportionally with spacing still fill the stack exactly")
    func fillWithSpacing() {
        let fill = HBrik(alignment: .fill, spacing: 1) { _ in
            Block(2, 1, "a"); Block(3, 1, "b"); Block(1, 1, "c")
        }
        expectScreen(layOut(fill, width: 10, height: 1), ["aaa bbb cc"])
        let proportional = HBrik(alignment: .fill, spacing: 1, distribution: .fillProportionally) { _ in
            Block(2, 1, "a"); Block(3, 1, "b"); Block(1, 1, "c")
        }
        expectScreen(layOut(proportional, width: 10, height: 1), ["aaa bbbb c"])
    }

    @Test("fill grows only the children that hug least")
    func fillGrowsLoosest() {
        let stack = HBrik(alignment: .fill) { _ in
            Block(1, 1, "a", hugging: 750); Block(1, 1, "b", hugging: 250); Block(1, 1, "c", hugging: 250)
        }
        expectScreen(layOut(stack, width: 8, height: 1), ["abbbbccc"])
    }

    @Test("equalCentering puts centres equally apart; closer than spacing it falls back to equalSpacing")
    func equalCentering() {
        func stack(_ distribution: StackDistribution, spacing: Int) -> HBrik {
            HBrik(alignment: .fill, spacing: spacing, distribution: distribution) { _ in
                Block(4, 1, "a"); Block(1, 1, "b"); Block(1, 1, "c")
            }
        }
        // Centres 2, 6.75, 11.5 → origins 0, 6, 11.
        expectScreen(layOut(stack(.equalCentering, spacing: 0), width: 12, height: 1), ["aaaa  b    c"])
        expectScreen(layOut(stack(.equalSpacing, spacing: 0), width: 12, height: 1), ["aaaa   b   c"])
        // The centred gap of 2 is below spacing 3: equal gaps of 3 instead.
        expectScreen(layOut(stack(.equalCentering, spacing: 3), width: 12, height: 1), ["aaaa   b   c"])
    }

    @Test(
        "an over-full stack shrinks from the last child",
        arguments: StackDistribution.allCases.filter { $0 != .fillEqually && $0 != .fillProportionally })
    func overfull(distribution: StackDistribution) {
        let stack = HBrik(alignment: .leading, distribution: distribution) { _ in
            Block(4, 1, "a"); Block(4, 1, "b"); Block(4, 1, "c")
        }
        expectScreen(layOut(stack, width: 10, height: 1), ["aaaabbbbcc"])
        #expect(childFrames(stack) == [r(0, 0, 4, 1), r(4, 0, 4, 1), r(8, 0, 2, 1)])
        expectScreen(layOut(stack, width: 6, height: 1), ["aaaabb"])
        #expect(childFrames(stack).map(\.width) == [4, 2, 0])
    }

    @Test("an over-full VBrik drops the last rows")
    func overfullVertical() {
        let stack = VBrik(alignment: .fill) { _ in
            Label("a"); Label("b"); Label("c")
        }
        expectScreen(layOut(stack, width: 3, height: 2), ["a", "b"])
        #expect(stack.children[2].frame.height == 0)
    }

    @Test("hidden children take no space")
    func hiddenChildren() {
        let stack = VBrik(alignment: .fill, spacing: 1) { _ in
            Label("a"); Label("b").hidden(); Label("c")
        }
        expectScreen(layOut(stack, width: 3, height: 3), ["a", "", "c"])
        #expect(stack.children[2].frame == r(0, 2, 3, 1))
        #expect(stack.sizeThatFits(.unlimited) == Size(width: 1, height: 3))
    }

    @Test("a Spacer takes the free space; two share it")
    func spacer() {
        expectScreen(
            layOut(
                HBrik(alignment: .fill) { _ in
                    Label("a"); Spacer(); Label("b")
                }, width: 6, height: 1), ["a    b"])
        expectScreen(
            layOut(
                HBrik(alignment: .fill) { _ in
                    Spacer(); Label("ab"); Spacer()
                }, width: 7, height: 1), ["   ab"])
        expectScreen(
            layOut(
                VBrik(alignment: .fill) { _ in
                    Label("top"); Spacer(); Label("end")
                }, width: 3, height: 4), ["top", "", "", "end"])
    }

    @Test("a Divider draws a line across the stack, whatever the alignment")
    func dividers() {
        let column = VBrik(alignment: .center) { _ in
            Label("abc"); Divider(); Label("d")
        }
        expectScreen(layOut(column, width: 5, height: 3), [" abc", "─────", "  d"])
        let row = HBrik(alignment: .center) { _ in
            Label("a"); Divider(.double); Label("b")
        }
        expectScreen(layOut(row, width: 3, height: 3), [" ║", "a║b", " ║"])
    }

    @Test("baseline alignment in an HBrik lines up text rows")
    func baselines() {
        let first = HBrik(alignment: .firstBaseline) { _ in
            Label("x").border(.single); Label("y")
        }
        expectScreen(layOut(first, width: 4, height: 3), ["┌─┐", "│x│y", "└─┘"])
        let last = HBrik(alignment: .lastBaseline) { _ in
            Label("ab\ncd"); Label("x")
        }
        expectScreen(layOut(last, width: 3, height: 3), ["ab", "cdx", ""])
    }

    @Test("a Divider does not move baseline-aligned children")
    func dividerIgnoredByBaselines() {
        let stack = HBrik(alignment: .lastBaseline) { _ in
            Label("a"); Divider(); Label("b")
        }
        expectScreen(layOut(stack, width: 3, height: 3), ["a│b", " │", " │"])
    }

    @Test("a nested stack's first baseline counts its padding on the first layout")
    func nestedBaseline() {
        let stack = HBrik(alignment: .firstBaseline) { _ in
            VBrik(alignment: .fill) { _ in Label("a") }.padding(EdgeInsets(top: 1))
            Label("b")
        }
        // The baseline is measured, not read from frames the outer stack has not set yet.
        expectScreen(layOut(stack, width: 2, height: 2), ["", "ab"])
    }

    @Test("sizeThatFits: ideal sizes of stacks")
    func idealSizes() {
        #expect(
            VBrik(alignment: .fill, spacing: 1) { _ in
                Label("abc"); Label("de"); Divider()
            }.sizeThatFits(.unlimited) == Size(width: 3, height: 5))
        #expect(
            HBrik(alignment: .fill, spacing: 2) { _ in
                Label("a"); Label("abc")
            }.sizeThatFits(.unlimited) == Size(width: 6, height: 1))
        #expect(
            HBrik(alignment: .fill, spacing: 2, distribution: .fillEqually) { _ in
                Label("a"); Label("abc")
            }.sizeThatFits(.unlimited) == Size(width: 8, height: 1))
        #expect(
            VBrik(alignment: .fill) { _ in Label("ab") }.border().padding(1).sizeThatFits(.unlimited) == Size(width: 6, height: 5)
        )
        #expect(
            VBrik(alignment: .fill) { _ in Label("aa bb") }.sizeThatFits(ProposedSize(width: 3, height: nil))
                == Size(width: 2, height: 2))
        #expect(VBrik(alignment: .fill).sizeThatFits(.unlimited) == .zero)
        #expect(VBrik(alignment: .fill).border().sizeThatFits(.unlimited) == Size(width: 2, height: 2))
        #expect(
            HBrik(alignment: .fill) { _ in
                Label("ab");
                VBrik(alignment: .fill) { _ in
                    Label("c"); Label("d")
                }
            }.sizeThatFits(.unlimited) == Size(width: 3, height: 2))
    }

    @Test("nested stacks")
    func nested() {
        let inner = HBrik(alignment: .fill, spacing: 1) { _ in
            Label("a"); Label("b")
        }
        let outer = VBrik(alignment: .fill) { _ in
            inner; Label("c")
        }
        expectScreen(layOut(outer, width: 5, height: 2), ["a  b", "c"])
        #expect(inner.frame == r(0, 0, 5, 1))
        #expect(childFrames(inner) == [r(0, 0, 2, 1), r(3, 0, 2, 1)])
    }

    @Test("border and padding on a stack: children go in the contentFrame")
    func chrome() {
        let stack = VBrik(alignment: .fill) { _ in
            Label("ab"); Label("cd")
        }.border(.single).padding(EdgeInsets(horizontal: 1))
        expectScreen(layOut(stack, width: 8, height: 4), ["┌──────┐", "│ ab   │", "│ cd   │", "└──────┘"])
        #expect(stack.contentFrame == r(2, 1, 4, 2))
        #expect(childFrames(stack) == [r(2, 1, 4, 1), r(2, 2, 4, 1)])
    }

    @Test("StackLayout is a pure computation over measured items")
    func pureLayout() {
        let layout = StackLayout(axis: .horizontal, alignment: .center, distribution: .fillEqually, spacing: 1)
        let items = [2, 5].map { height in StackLayout.Item { _ in Size(width: 1, height: height) } }
        #expect(layout.frames(for: items, in: r(10, 20, 9, 5)) == [r(10, 21, 4, 2), r(15, 20, 4, 5)])
        #expect(layout.sizeThatFits(items, proposal: .unlimited) == Size(width: 3, height: 5))
        #expect(layout.frames(for: [], in: r(0, 0, 9, 5)).isEmpty)
    }

    @Test("cumulative rounding fills exactly")
    func cumulativeRounding() {
        #expect(CumulativeRounding.equalParts(10, count: 3) == [3, 4, 3])
        #expect(CumulativeRounding.distribute(10, weights: [1, .nan, -1, 1]) == [5, 0, 0, 5])
        #expect(CumulativeRounding.distribute(4, weights: [0, 0]) == [2, 2])
        #expect(CumulativeRounding.distribute(7, weights: []) == [])
    }
}
