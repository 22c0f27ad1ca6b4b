import Testing

@testable import BrikSolver

@Suite struct SolverConflictTests {
    /// Runs `body` expecting an unsatisfiable-constraint error; returns its parts.
    func unsatisfiable(_ body: () throws(SolverError) -> Void) -> (Constraint, [Constraint])? {
        do {
            try body()
        } catch {
            if case let .unsatisfiableConstraint(constraint, conflicts) = error { return (constraint, conflicts) }
            Issue.record("expected unsatisfiableConstraint, got \(error)")
            return nil
        }
        Issue.record("expected unsatisfiableConstraint, nothing was thrown")
        return nil
    }

    @Test func contradictingEqualitiesNameEveryRequiredConstraintInvolved() throws {
        let box = Edges("box"), other = Edges("other")
        let left = (box.left == 0).labeled("box.left"); let leftLine = #line
        let width = (box.width == 10).labeled("box.width")
        let unrelated = (other.left == box.left + 3).labeled("other.left")
        let preference = (box.right == 25).strength(.strong).labeled("preference")
        let solver = try solver(with: [left, unrelated, width, preference])
        let before = solution(solver, box.all + other.all)

        let right = (box.right == 20).labeled("box.right")
        let failure = unsatisfiable { () throws(SolverError) in try solver.add(right) }
        #expect(failure?.0 === right)
        #expect(failure?.1.map(\.label) == ["box.left", "box.width"])
        #expect(
            failure?.1.first?.location == Constraint.Location(file: "BrikSolverTests/SolverConflictTests.swift", line: leftLine))

        // Nothing changed, and the solver goes on working.
        #expect(!solver.hasConstraint(right))
        #expect(solution(solver, box.all + other.all) == before)
        try solver.add(box.right == 10)
        try solver.add(other.width == 4)
        #expect(solution(solver, [box.right, other.left, other.right]) == ["box.right=10", "other.left=3", "other.right=7"])
    }

    @Test func contradictingInequalitiesGoThroughTheArtificialVariable() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let minimum = (x >= 10).labeled("minimum")
        let link = (y == x + 5).labeled("link")
        let noise = (z >= y - 100).labeled("noise")
        let weak = (y == 0).strength(.weak)
        let rest = (z == 0).strength(.weak)
        let solver = try solver(with: [minimum, link, noise, weak, rest])
        let before = solution(solver, [x, y, z])
        #expect(before == ["x=10", "y=15", "z=0"])

        let cap = (y <= 12).labeled("cap")
        let failure = unsatisfiable { () throws(SolverError) in try solver.add(cap) }
        #expect(failure?.1.map(\.label) == ["minimum", "link"])
        #expect(solution(solver, [x, y, z]) == before)
        #expect(solver.constraints == [minimum, link, noise, weak, rest])

        // A satisfiable cap still goes in afterwards.
        try solver.add((y <= 16).labeled("looser cap"))
        #expect(solution(solver, [x, y]) == ["x=10", "y=15"])
    }

    @Test func aConstraintThatCanNeverHoldConflictsWithNothing() throws {
        let x = Variable("x")
        let solver = try solver(with: [x == 3])
        let impossible = (x - x >= 1).labeled("impossible")
        let failure = unsatisfiable { () throws(SolverError) in try solver.add(impossible) }
        #expect(failure?.1.isEmpty == true)
        #expect(solution(solver, [x]) == ["x=3"])
        let never = (Expression(0) == 1).labeled("never")
        #expect(unsatisfiable { () throws(SolverError) in try solver.add(never) }?.1.isEmpty == true)
    }

    @Test func nonRequiredConflictsGiveWayInsteadOfThrowing() throws {
        let x = Variable("x")
        let solver = try solver(with: [x == 3, (x == 4).strength(.strong), (x >= 9).priority(999)])
        #expect(solution(solver, [x]) == ["x=3"])
    }

    @Test func theErrorReadsWithLabelsAndLocations() throws {
        let x = Variable("x")
        let floor = Constraint(Expression(x), .greaterThanOrEqual, Expression(10), label: "floor"); let line = #line
        let solver = try solver(with: [floor])
        do throws(SolverError) {
            try solver.add((x <= 2).labeled("ceiling"))
            Issue.record("expected a conflict")
        } catch {
            let ceilingLine = #line - 3
            #expect(
                error.description == """
                    unsatisfiable constraint ceiling (BrikSolverTests/SolverConflictTests.swift:\(ceilingLine)): x - 2 <= 0 [required]
                      conflicts with:
                        floor (BrikSolverTests/SolverConflictTests.swift:\(line)): x - 10 >= 0 [required]
                    """)
        }
    }

    @Test func duplicateAndUnknownConstraints() throws {
        let x = Variable("x")
        let constraint = x == 1
        let solver = try solver(with: [constraint])
        #expect(throws: SolverError.self) { try solver.add(constraint) }
        try solver.remove(constraint)
        #expect(throws: SolverError.self) { try solver.remove(constraint) }
    }
}
