import BrikTUI

/// Workload 8: the constraint solver — a row of 200 views described by 1,000
/// constraints (required edges and gaps, preferred widths at medium and weak
/// strengths, upper bounds), solved from scratch; then 1,000 incremental edits
/// of the container's width through an edit variable.
@MainActor
enum SolverWorkload {
    static func rowLayout(views: Int) -> (Solver, Variable) {
        let solver = Solver()
        let container = Variable("container")
        var previousRight: Expression = Expression(0)
        for index in 0..<views {
            let left = Variable("left\(index)")
            let width = Variable("width\(index)")
            try? solver.add(Constraint(Expression(left), .equal, previousRight + 1))
            try? solver.add(Constraint(Expression(width), .greaterThanOrEqual, Expression(1)))
            try? solver.add(Constraint(Expression(width), .equal, Expression(Double(5 + index % 7)), strength: .medium))
            try? solver.add(Constraint(Expression(width), .lessThanOrEqual, Expression(40), strength: .strong))
            try? solver.add(
                Constraint(left + width, .lessThanOrEqual, Expression(container), strength: .weak))
            previousRight = left + width
        }
        try? solver.addEditVariable(container, strength: .strong)
        return (solver, container)
    }

    static func run(repeats: Int, edits: Int) -> [BenchResult] {
        var solves: [Double] = []
        var editTimes: [Double] = []
        for _ in 0..<max(1, repeats) {
            solves.append(Measure.cpu { _ = rowLayout(views: 200) })
        }
        let (solver, container) = rowLayout(views: 200)
        for edit in 0..<max(1, edits) {
            editTimes.append(Measure.cpu {
                try? solver.suggestValue(Double(1_000 + edit % 400), for: container)
                _ = solver.value(of: container)
            })
        }
        return [
            BenchResult(
                id: "solver.solve", name: "8 solve 1,000 constraints (200 views in a row)",
                time: Summary(solves), bytes: nil, target: Target(maxMilliseconds: 10)),
            BenchResult(
                id: "solver.edit", name: "8 one incremental edit (suggestValue)",
                time: Summary(editTimes), bytes: nil, target: Target(maxMilliseconds: 1)),
        ]
    }
}
