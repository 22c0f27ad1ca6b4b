import Testing

@testable import BrikSolver

@Suite struct SolverPriorityTests {
    @Test func strongBeatsMediumBeatsWeak() throws {
        let x = Variable("x")
        let strong = (x == 10).strength(.strong)
        let medium = (x == 20).strength(.medium)
        let weak = (x == 30).strength(.weak)
        let solver = try solver(with: [weak, medium, strong])
        #expect(solution(solver, [x]) == ["x=10"])
        try solver.remove(strong)
        #expect(solution(solver, [x]) == ["x=20"])
        try solver.remove(medium)
        #expect(solution(solver, [x]) == ["x=30"])
    }

    @Test func priority751BeatsPriority750InEitherOrder() throws {
        let x = Variable("x")
        let high = (x == 2).priority(751)
        let lower = (x == 1).priority(750)
        #expect(solution(try solver(with: [lower, high]), [x]) == ["x=2"])
        #expect(solution(try solver(with: [high, lower]), [x]) == ["x=2"])
    }

    @Test func prioritiesMapOntoTheStrengthTiersMonotonically() {
        #expect(Strength.priority(1000) == .required)
        #expect(Strength.priority(750) == .strong)
        #expect(Strength.priority(500) == .medium)
        #expect(Strength.priority(250) == .weak)
        #expect(Strength.priority(999) < .required)
        #expect(Strength.priority(-5) == Strength.priority(0))
        #expect(Strength.priority(0).weight > 0)
        let ladder = (0...1000).map { Strength.priority(Double($0)) }
        #expect(zip(ladder, ladder.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func strengthsClampToRequired() {
        #expect(Strength(weight: 5e9) == .required)
        #expect(Strength(weight: -1).weight == 0)
        #expect(Strength(weight: 1_001_000_999).isRequired == false)
    }

    @Test func preferredWidthBetweenBoundsAtLowPriority() throws {
        // width >= 100, width <= 200, preferred 150 at low priority.
        let view = Edges("view")
        let solver = try solver(with: [
            view.left == 0,
            view.width >= 100, view.width <= 200,
            (view.width == 150).priority(250),
        ])
        #expect(solution(solver, [view.right]) == ["view.right=150"])
        // A parent only 120 wide (required) squeezes it; the minimum still holds.
        let squeeze = view.right <= 120
        try solver.add(squeeze)
        #expect(solution(solver, [view.right]) == ["view.right=120"])
        #expect(throws: SolverError.self) { try solver.add(view.right <= 90) }
        #expect(solution(solver, [view.right]) == ["view.right=120"])
    }
}
