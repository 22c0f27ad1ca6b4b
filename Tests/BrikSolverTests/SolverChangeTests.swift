import SeededRandom
import Testing

@testable import BrikSolver

/// Adding and removing constraints in place, checked against fresh solves.
@Suite struct SolverChangeTests {
    @Test func addThenRemoveRestoresTheSolution() throws {
        let row = (0..<4).map { Edges("b\($0)") }
        var base: [Constraint] = [row[0].left == 0, (row[3].right == 60).strength(.strong)]
        for index in row.indices {
            base.append(row[index].width >= 5)
            // Distinct priorities make the optimum unique: the cheapest width gives way.
            base.append((row[index].width == 10).priority(250 + Double(index)))
            if index > 0 { base.append(row[index].left == row[index - 1].right + 2) }
        }
        let variables = row.flatMap { [$0.left, $0.right] }
        let solver = try solver(with: base)
        let original = solution(solver, variables)
        #expect(original.last == "b3.right=60")

        let extras: [Constraint] = [row[1].width == 20, row[2].left >= 40, (row[0].width == 1).strength(.medium)]
        for extra in extras {
            try solver.add(extra)
            #expect(solution(solver, variables) == solution(try BrikSolverTests.solver(with: base + [extra]), variables))
            try solver.remove(extra)
            #expect(solution(solver, variables) == original)
        }
        #expect(solver.constraints == base)
    }

    @Test func removingInAnyOrderMatchesFreshSolves() throws {
        var generator = SplitMix64(seed: 42)
        let views = (0..<5).map { Edges("v\($0)") }
        var constraints: [Constraint] = [views[0].left == 0]
        for index in views.indices {
            constraints.append(views[index].width >= Double(index + 1))
            constraints.append((views[index].width == 8).strength(.medium))
            if index > 0 {
                constraints.append(views[index].left >= views[index - 1].right + 1)
                constraints.append((views[index].left == views[index - 1].right + 3).strength(.weak))
            }
        }
        constraints.append(views[4].right <= 40)
        let variables = views.flatMap { [$0.left, $0.right] }
        // Very weak anchors of random weights keep every optimum unique, even
        // once a variable has lost all its other constraints.
        let anchors = variables.map { variable in
            (variable == Double(Int.random(in: -20...60, using: &generator)))
                .strength(Strength(weight: Double.random(in: 0.001...0.01, using: &generator)))
        }
        let solver = try solver(with: anchors + constraints)
        var remaining = constraints
        while !remaining.isEmpty {
            let victim = remaining.remove(at: Int.random(in: remaining.indices, using: &generator))
            try solver.remove(victim)
            let fresh = try BrikSolverTests.solver(with: anchors + remaining)
            #expect(solution(solver, variables) == solution(fresh, variables), "after removing \(victim)")
        }
        #expect(solver.constraints == anchors)
        for anchor in anchors { try solver.remove(anchor) }
        #expect(solver.updateVariables().isEmpty)
    }

    @Test func resetForgetsEverything() throws {
        let x = Variable("x")
        let constraint = x == 5
        let solver = try solver(with: [constraint])
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        #expect(!solver.hasConstraint(constraint) && !solver.hasEditVariable(x))
        #expect(solver.value(of: x) == 0)
        try solver.add(constraint)
        #expect(solver.value(of: x) == 5)
    }
}
