import Testing

@testable import BrikSolver

/// Systems like those in SnapKit's documentation, on a terminal-sized superview.
@Suite struct SolverLayoutTests {
    let superview = Edges("super")

    /// The superview fixed at 0,0 80×24.
    var screen: [Constraint] {
        [superview.left == 0, superview.top == 0, superview.right == 80, superview.bottom == 24]
    }

    @Test func edgesEqualToSuperviewWithInsets() throws {
        let child = Edges("child")
        let solver = try solver(
            with: screen + [
                child.top == superview.top + 1,
                child.left == superview.left + 2,
                child.bottom == superview.bottom - 1,
                child.right == superview.right - 2,
            ])
        #expect(solution(solver, child.all) == ["child.left=2", "child.top=1", "child.right=78", "child.bottom=23"])
    }

    @Test func centeredWithFixedSize() throws {
        let child = Edges("child")
        let solver = try solver(
            with: screen + [
                child.width == 20, child.height == 6,
                child.centerX == superview.centerX,
                (child.top + child.bottom) / 2 == (superview.top + superview.bottom) / 2,
            ])
        #expect(solution(solver, child.all) == ["child.left=30", "child.top=9", "child.right=50", "child.bottom=15"])
    }

    @Test func childHalfItsParentByMultiplier() throws {
        let child = Edges("child")
        let solver = try solver(
            with: screen + [
                child.left == superview.left, child.top == superview.top,
                child.width == superview.width * 0.5,
                child.height == 0.5 * superview.height,
            ])
        #expect(solution(solver, child.all) == ["child.left=0", "child.top=0", "child.right=40", "child.bottom=12"])
    }

    @Test func stackedLabelsWithGreaterThanOrEqualSpacing() throws {
        // Two rows, the second at least one row below the first, pulled up weakly.
        let first = Edges("first"), second = Edges("second")
        let solver = try solver(
            with: screen + [
                first.top == superview.top, first.height == 3,
                second.top >= first.bottom + 1, second.height == 2,
                (second.top == superview.top).strength(.weak),
                second.bottom <= superview.bottom,
            ])
        #expect(
            solution(solver, [first.bottom, second.top, second.bottom])
                == ["first.bottom=3", "second.top=4", "second.bottom=6"])
    }
}
