import Testing

@testable import BrikSolver

@Suite struct SolverBasicTests {
    @Test func equalitiesChainAndCombine() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = try solver(with: [x == 10, y == x + 5, 2 * z == x + y + 1])
        #expect(solution(solver, [x, y, z]) == ["x=10", "y=15", "z=13"])

        let a = Variable("a"), b = Variable("b")
        let pair = try BrikSolverTests.solver(with: [a + b == 20, a - b == 4])
        #expect(solution(pair, [a, b]) == ["a=12", "b=8"])
    }

    @Test func inequalitiesBoundWeakPreferences() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = try solver(with: [
            x >= 10, (x == 0).strength(.weak),
            y <= 5, (y == 100).strength(.weak),
        ])
        #expect(solution(solver, [x, y]) == ["x=10", "y=5"])

        let within = Variable("within")
        let free = try BrikSolverTests.solver(with: [within >= 0, within <= 10, (within == 7).strength(.weak)])
        #expect(solution(free, [within]) == ["within=7"])
    }

    @Test func unconstrainedAndUnknownVariablesReadZero() throws {
        let x = Variable("x"), never = Variable("never")
        let solver = try solver(with: [x >= -5])
        #expect(solver.value(of: never) == 0)
        #expect(solver.updateVariables()[never] == nil)
        #expect(solver.updateVariables()[x] != nil)
    }

    @Test func threeViewsInARow() throws {
        // |a|1|b|1|c| in 80 cells: left edge 0, equal widths, spacing 1.
        let views = (0..<3).map { Edges("v\($0)") }
        var constraints: [Constraint] = [views[0].left == 0, views[2].right == 80]
        for index in 1..<3 {
            constraints.append(views[index].left == views[index - 1].right + 1)
            constraints.append(views[index].width == views[0].width)
        }
        let solver = try solver(with: constraints)
        #expect(
            solution(solver, views.flatMap { [$0.left, $0.right] }) == [
                "v0.left=0", "v0.right=26", "v1.left=27", "v1.right=53", "v2.left=54", "v2.right=80",
            ])
    }

    @Test func expressionsDescribeThemselves() {
        let x = Variable("x"), y = Variable("y")
        #expect((2 * x + y - 3).description == "2*x + y - 3")
        #expect((x - 0.5 * y + 1.5).description == "x - 0.5*y + 1.5")
        #expect((-x).description == "-x")
        #expect(Expression(4).description == "4")
        #expect((x >= y + 1).description == "x - y - 1 >= 0 [required]")
    }

    @Test func variablesStayEquatableByIdentity() {
        let x = Variable("x"), twin = Variable("x")
        let same: Bool = x == x
        let different: Bool = x == twin
        #expect(same && !different)
        #expect(Set([x, twin, x]).count == 2)
    }
}
