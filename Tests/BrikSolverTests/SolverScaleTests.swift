import SeededRandom
import Testing

@testable import BrikSolver

/// The solver at scale, its cost counted rather than timed (time is `make bench`'s business):
/// the pivots it made, the rows substitution rewrote, and the cells its tableau holds.
/// Adding a constraint builds its own row and touches no other, so neither pivots nor
/// rewritten rows grow with the constraints; a chain's rows each name the ones before
/// them, so the tableau is triangular: twice the constraints, four times the cells. A
/// change that re-solved on every addition, or made the growth cubic, fails on any machine.
@Suite struct SolverScaleTests {
    /// What a solver has done so far, and the size of what it keeps.
    struct Work: CustomStringConvertible {
        let pivots: Int
        let rewrittenRows: Int
        let cells: Int

        init(_ solver: Solver) {
            pivots = solver.pivots
            rewrittenRows = solver.tableau.rewrittenRows
            cells = solver.tableau.rows.reduce(0) { $0 + $1.cells.count }
        }

        /// Whether this is at most what a triangular tableau's growth allows over `half`,
        /// the same system at half the size: four times the cells (and a linear term to
        /// spare), no more pivots or rewritten rows.
        func grewAtMostQuadratically(from half: Work) -> Bool {
            pivots <= half.pivots && rewrittenRows <= half.rewrittenRows && cells <= 4 * half.cells + 1000
        }

        var description: String { "\(pivots) pivots, \(rewrittenRows) rows rewritten, \(cells) cells" }
    }

    /// `count` variables chained by `x[i] == x[i - 1] + 1` from `x[0] == 0`.
    static func chain(_ count: Int) throws -> (solver: Solver, variables: [Variable]) {
        let variables = (0..<count).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(variables[0] == 0)
        for index in 1..<count { try solver.add(variables[index] == variables[index - 1] + 1) }
        return (solver, variables)
    }

    /// `count` variables each at least one more than the one before, each weakly wanting 0.
    static func ladder(_ count: Int) throws -> (solver: Solver, variables: [Variable]) {
        let variables = (0..<count).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(variables[0] >= 0)
        for index in 1..<count {
            try solver.add(variables[index] >= variables[index - 1] + 1)
            try solver.add((variables[index] == 0).strength(.weak))
        }
        return (solver, variables)
    }

    @Test func thousandEqualitiesInAChain() throws {
        let (solver, variables) = try Self.chain(1000)
        #expect(solver.value(of: variables[999]) == 999)
        #expect(solver.value(of: variables[500]) == 500)
        let work = Work(solver), half = Work(try Self.chain(500).solver)
        #expect(work.pivots == 0 && work.rewrittenRows == 0, "1,000 equalities: \(work)")
        #expect(work.grewAtMostQuadratically(from: half), "1,000 equalities: \(work); 500: \(half)")
    }

    @Test func thousandInequalitiesWithPreferencesAndAnEdit() throws {
        let (solver, variables) = try Self.ladder(500)
        #expect(solution(solver, [variables[0], variables[499]]) == ["x0=0", "x499=499"])
        let work = Work(solver), half = Work(try Self.ladder(250).solver)
        #expect(work.pivots == 0 && work.rewrittenRows == 0, "1,000 constraints: \(work)")
        #expect(work.grewAtMostQuadratically(from: half), "1,000 constraints: \(work); 500: \(half)")

        // A suggestion re-solves incrementally: one pivot of the dual simplex, each row
        // rewritten at most once.
        try solver.addEditVariable(variables[0], strength: .strong)
        let before = Work(solver)
        try solver.suggestValue(10, for: variables[0])
        #expect(solution(solver, [variables[0], variables[499]]) == ["x0=10", "x499=509"])
        let after = Work(solver)
        #expect(after.pivots - before.pivots == 1)
        #expect(after.rewrittenRows - before.rewrittenRows <= solver.tableau.count)
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
