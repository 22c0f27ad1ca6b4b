import BrikRendering
import Testing

@testable import BrikConstraints
@testable import BrikCore

/// Layout rules and trees an app should not build, but may: each ends in a usable
/// frame and, where the app can fix it, a diagnostic — never a trap.
@MainActor
@Suite struct HostileLayoutTests {
    nonisolated static let badRatios: [Double] = [-1, 0, .nan, .infinity, -.infinity]

    static func section(_ bricks: [Brick], size: Size = Size(width: 40, height: 10)) -> (TestTerminal, Section) {
        let section = Section()
        section.setChildren(bricks)
        return (TestTerminal(root: section, size: size), section)
    }

    static func diagnostics(_ terminal: TestTerminal) -> [String] {
        terminal.application.diagnostics.entries.map(\.description)
    }

    static func expectUsable(_ bricks: [Brick], in size: Size, _ what: String) {
        for brick in bricks {
            let frame = brick.frame
            #expect(frame.width >= 0 && frame.height >= 0, "\(what): \(frame)")
            #expect(frame.x >= 0 && frame.x <= size.width, "\(what): \(frame)")
        }
    }

    @Test(arguments: badRatios)
    func badRatiosTakeNoSpaceAndAreReported(ratio: Double) {
        let bad = Label("bad").tag("bad").width(.ratio(ratio: ratio))
        let good = Label("good").width(.ratio(ratio: 1))
        let (terminal, _) = Self.section([bad, good])
        Self.expectUsable([bad, good], in: terminal.size, "ratio \(ratio)")
        #expect(bad.frame.width == 0)
        #expect(good.frame.width == 40)
        #expect(terminal.screen.contains("good"))
        #expect(
            Self.diagnostics(terminal).contains { $0.contains("Label(tag: bad)") && $0.contains("ratio \(ratio)") },
            "\(Self.diagnostics(terminal))")
    }

    @Test(arguments: [0, -1, -1_000, Int.min])
    func zeroAndNegativeFixedSizes(size: Int) {
        let bad = Label("bad").tag("bad").width(.fixed(size: size)).height(.fixed(size: size))
        let good = Label("good")
        let (terminal, _) = Self.section([bad, good])
        Self.expectUsable([bad, good], in: terminal.size, "fixed \(size)")
        #expect(bad.frame.size == Size(width: 0, height: 0))
        #expect(terminal.screen[0] == "good")
        let reported = Self.diagnostics(terminal).contains { $0.contains("Label(tag: bad)") && $0.contains("fixed size \(size)") }
        #expect(reported == (size < 0), "\(Self.diagnostics(terminal))")
    }

    @Test func rangesOutOfOrderPickTheLargestThatFits() {
        let pairs = [
            RangeDimensionPair(dimension: .fixed(size: 30), minimumSize: 60),
            RangeDimensionPair(dimension: .fixed(size: 5), minimumSize: -10),
            RangeDimensionPair(dimension: .fixed(size: 20), minimumSize: 30),
        ]
        let ranged = Label("r").width(.dimensionRange(default: .fixed(size: 1), additionalRangePairs: pairs))
        let (terminal, _) = Self.section([ranged])
        #expect(ranged.frame.width == 20)
        terminal.resize(to: Size(width: 80, height: 10))
        #expect(ranged.frame.width == 30)
        terminal.resize(to: Size(width: 10, height: 10))
        #expect(ranged.frame.width == 5)
        // A minimum above a maximum: the outer bound wins (a restriction clamps heights).
        let squeezed = Label("s").height(
            .restricted(
                size: .restricted(size: .fixed(size: 50), restrictedSize: .minimumSize(size: .fixed(size: 40))),
                restrictedSize: .maximumSize(size: .fixed(size: -3))))
        let (other, _) = Self.section([squeezed])
        #expect(squeezed.frame.height == 0)
        #expect(Self.diagnostics(other).contains { $0.contains("fixed size -3") })
    }

    @Test func aBrickAddedToASecondParentMovesThere() {
        let shared = Label("shared")
        let first = VBrik(alignment: .fill) { _ in shared }
        let second = VBrik(alignment: .fill) { _ in Label("other") }
        second.addChild(shared)
        #expect(first.children.isEmpty)
        #expect(shared.parent === second)
        #expect(second.children.count == 2)
        let terminal = TestTerminal(
            root: VBrik(alignment: .fill) { _ in
                first; second
            }, size: Size(width: 20, height: 4))
        #expect(terminal.screen.filter { $0 == "shared" }.count == 1, "drawn once, in its new parent")
        let rows = terminal.screen
        #expect(rows.firstIndex(of: "other")! < rows.firstIndex(of: "shared")!, "after its new sibling: \(rows)")
    }

    @Test func tagCollisionsAreReportedAndTheFirstWins() {
        let a = Label("a").tag("x")
        let b = Label("b").tag("x")
        let root = VBrik(alignment: .fill) { _ in
            a; b
        }
        let terminal = TestTerminal(root: root, size: Size(width: 10, height: 3))
        #expect(root.child(tagged: "x") === a)
        #expect(root["x"] === a)
        #expect(Self.diagnostics(terminal).contains { $0.contains("tagged x") })
    }

    @Test func cyclicConstraintsAreReportedAndFramesStayUsable() {
        let a = Brick().tag("a")
        let b = Brick().tag("b")
        let screen = Screen()
        screen.addChild(a)
        screen.addChild(b)
        a.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.height.equalTo(1)
            make.width.equalTo(b.snp.width).offset(1)
        }
        b.snp.makeConstraints { make in
            make.top.equalToSuperview()
            make.left.equalTo(a.snp.right)
            make.height.equalTo(1)
            make.width.equalTo(a.snp.width).offset(1)  // a = b + 1 and b = a + 1: a cycle with no solution
        }
        let terminal = TestTerminal(root: screen, size: Size(width: 40, height: 5))
        #expect(!screen.constraintIssues.isEmpty)
        #expect(Self.diagnostics(terminal).contains { $0.hasPrefix("conflict:") })
        for brick in [a, b] {
            #expect(brick.frame.width >= 0 && brick.frame.height == 1, "\(brick.frame)")
        }
        #expect(terminal.isRunning)
    }

    @Test func unsatisfiableRangesAreReported() {
        let box = Brick().tag("box")
        let screen = Screen()
        screen.addChild(box)
        box.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.height.equalTo(1)
            make.width.greaterThanOrEqualTo(30)
            make.width.lessThanOrEqualTo(10)  // a range whose ends are out of order
        }
        let terminal = TestTerminal(root: screen, size: Size(width: 40, height: 5))
        #expect(Self.diagnostics(terminal).contains { $0.hasPrefix("conflict:") })
        #expect(box.frame.width == 30 || box.frame.width == 10)
    }
}
