import SeededRandom
import Testing

@testable import BrikSolver

@Suite struct SolverScaleTests {
    @Test func thousandEqualitiesInAChain() throws {
        let clock = ContinuousClock()
        let variables = (0..<1000).map { Variable("x\($0)") }
        let solver = Solver()
        let elapsed = try clock.measure {
            try solver.add(variables[0] == 0)
            for index in 1..<variables.count { try solver.add(variables[index] == variables[index - 1] + 1) }
        }
        #expect(solver.value(of: variables[999]) == 999)
        #expect(solver.value(of: variables[500]) == 500)
        #expect(elapsed < .seconds(2), "1,000 constraints took \(elapsed)")
    }

    @Test func thousandInequalitiesWithPreferencesAndAnEdit() throws {
        let clock = ContinuousClock()
        let variables = (0..<500).map { Variable("x\($0)") }
        let solver = Solver()
        let elapsed = try clock.measure {
            try solver.add(variables[0] >= 0)
            for index in 1..<variables.count {
                try solver.add(variables[index] >= variables[index - 1] + 1)
                try solver.add((variables[index] == 0).strength(.weak))
            }
        }
        #expect(solution(solver, [variables[0], variables[499]]) == ["x0=0", "x499=499"])
        #expect(elapsed < .seconds(2), "1,000 constraints took \(elapsed)")

        try solver.addEditVariable(variables[0], strength: .strong)
        let suggestion = try clock.measure { try solver.suggestValue(10, for: variables[0]) }
        #expect(solution(solver, [variables[0], variables[499]]) == ["x0=10", "x499=509"])
        #expect(suggestion < .seconds(1), "one suggestion took \(suggestion)")
    }

    @Test func randomSatisfiableEqualitiesReproduceTheirSolution() throws {
        for seed in UInt64(1)...40 {
            var generator = SplitMix64(seed: seed)
            let count = Int.random(in: 5...40, using: &generator)
            let variables = (0..<count).map { Variable("x\($0)") }
            let known = (0..<count).map { _ in Double(Int.random(in: -50...50, using: &generator)) }

            /// A random expression over `indices` and the constant that makes it zero at `known`.
            func equation(_ indices: [Int]) -> Constraint {
                var expression = Expression()
                for index in indices {
                    let coefficient = [-3, -2, -1, -0.5, 0.5, 1, 2, 3].randomElement(using: &generator)!
                    expression = expression + coefficient * variables[index]
                    expression.constant -= coefficient * known[index]
                }
                return expression == 0
            }
            // Triangular, so the system has exactly one solution; then shuffled,
            // with redundant equations and slack inequalities that hold at `known`.
            // Each equation mentions at most two earlier variables, as layout
            // constraints do; long dense chains are ill-conditioned, and kiwi's
            // absolute epsilon would then misjudge redundancy (we keep its 1e-8).
            var constraints = (0..<count).map { index in
                equation([index] + (0..<index).shuffled(using: &generator).prefix(Int.random(in: 0...2, using: &generator)))
            }
            for index in 0..<count / 2 {
                let lhs = constraints[index].expression, rhs = constraints[count - 1 - index].expression
                constraints.append(lhs + 2 * rhs == 0)
                constraints.append(variables[index] >= known[index] - Double(Int.random(in: 0...5, using: &generator)))
                constraints.append((variables[index] == 1000).strength(.weak))
            }
            constraints.shuffle(using: &generator)
            let solver = try solver(with: constraints)
            let expected = zip(variables, known).map { "\($0.name)=\(rounded($1))" }
            #expect(solution(solver, variables) == expected, "seed \(seed)")

            // Remove and re-add a random half: the solution must come back.
            let half = constraints.shuffled(using: &generator).prefix(constraints.count / 2)
            for constraint in half { try solver.remove(constraint) }
            for constraint in half { try solver.add(constraint) }
            #expect(solution(solver, variables) == expected, "seed \(seed) after re-adding")

            // A contradicting required equation is refused and changes nothing.
            #expect(throws: SolverError.self) { try solver.add(variables[0] == known[0] + 1) }
            #expect(solution(solver, variables) == expected, "seed \(seed) after a refused constraint")
        }
    }
}
