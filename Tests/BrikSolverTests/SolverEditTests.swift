import SeededRandom
import Testing

@testable import BrikSolver

@Suite struct SolverEditTests {
    /// A divider in a 100-wide split, kept 10 from either edge, the two panes' widths following it.
    struct Split {
        let divider = Variable("divider")
        let leftWidth = Variable("leftWidth")
        let rightWidth = Variable("rightWidth")

        var constraints: [Constraint] {
            [
                divider >= 10, divider <= 90,
                leftWidth == divider, rightWidth == 100 - divider - 1,
                (divider == 50).strength(.weak),
            ]
        }
        var variables: [Variable] { [divider, leftWidth, rightWidth] }
    }

    @Test func suggestionsMatchAFreshSolveEveryTime() throws {
        let split = Split()
        let solver = try solver(with: split.constraints)
        try solver.addEditVariable(split.divider, strength: .strong)
        var generator = SplitMix64(seed: 7)
        let targets =
            [50, 5, 95, 30, 90.5, 10, 89.25, -40, 140, 12]
            + (0..<200).map { _ in
                Double(Int.random(in: -20...120, using: &generator)) / 4
            }
        for target in targets {
            try solver.suggestValue(target, for: split.divider)
            let fresh = try BrikSolverTests.solver(with: split.constraints + [(split.divider == target).strength(.strong)])
            #expect(solution(solver, split.variables) == solution(fresh, split.variables), "after suggesting \(target)")
        }
        #expect(solution(solver, split.variables).first == "divider=\(rounded(min(max(targets.last!, 10), 90)))")
    }

    @Test func editVariablePullsTowardZeroUntilSuggested() throws {
        let x = Variable("x")
        let solver = try solver(with: [x >= 3, (x == 8).strength(.weak)])
        try solver.addEditVariable(x, strength: .medium)
        #expect(solution(solver, [x]) == ["x=3"])
        try solver.suggestValue(6, for: x)
        #expect(solution(solver, [x]) == ["x=6"])
        try solver.removeEditVariable(x)
        #expect(solution(solver, [x]) == ["x=8"])
    }

    @Test func twoEditVariablesAtDifferentStrengths() throws {
        let a = Variable("a"), b = Variable("b")
        let solver = try solver(with: [a + b == 10])
        try solver.addEditVariable(a, strength: .strong)
        try solver.addEditVariable(b, strength: .medium)
        try solver.suggestValue(3, for: a)
        try solver.suggestValue(3, for: b)
        #expect(solution(solver, [a, b]) == ["a=3", "b=7"])
        try solver.suggestValue(9, for: b)
        #expect(solution(solver, [a, b]) == ["a=3", "b=7"])
        try solver.removeEditVariable(a)
        #expect(solution(solver, [a, b]) == ["a=1", "b=9"])
    }

    @Test func editVariableErrors() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.hasEditVariable(x))
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .weak) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(y, strength: .required) }
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: y) }
        #expect(throws: SolverError.self) { try solver.removeEditVariable(y) }
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: x) }
        #expect(solver.constraints.isEmpty)
        do throws(SolverError) {
            try solver.addEditVariable(y, strength: .required)
        } catch {
            #expect(error.description == "edit variable y cannot be required")
        }
    }
}
