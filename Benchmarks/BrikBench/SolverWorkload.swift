import BrikTUI

/// Workload 8: the constraint solver — 1,000 constraints solved from scratch
/// (a grid of views tied to their neighbours, and a dense stress case), then
/// 1,000 incremental edits of the container's width through an edit variable.
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

    /// A form-like grid of `columns × rows` views, each tied to its left and upper
    /// neighbours (as SnapKit layouts are): 5 constraints a view, 1,000 for 200 views.
    static func gridLayout(columns: Int, rows: Int) -> (Solver, Variable) {
        let solver = Solver()
        let container = Variable("container")
        var rights: [Expression] = Array(repeating: Expression(0), count: rows)
        var bottoms: [Expression] = Array(repeating: Expression(0), count: columns)
        for row in 0..<rows {
            for column in 0..<columns {
                let left = Variable("l\(row).\(column)")
                let top = Variable("t\(row).\(column)")
                let width = Variable("w\(row).\(column)")
                let height = Variable("h\(row).\(column)")
                try? solver.add(Constraint(Expression(left), .equal, rights[row] + 1))
                try? solver.add(Constraint(Expression(top), .equal, bottoms[column] + 1))
                try? solver.add(Constraint(Expression(width), .greaterThanOrEqual, Expression(3)))
                try? solver.add(Constraint(Expression(width), .equal, Expression(Double(6 + column % 5)), strength: .medium))
                try? solver.add(Constraint(Expression(height), .equal, Expression(1 + Double(row % 2)), strength: .strong))
                rights[row] = left + width
                bottoms[column] = top + height
            }
        }
        try? solver.add(Constraint(rights[0], .lessThanOrEqual, Expression(container), strength: .weak))
        try? solver.addEditVariable(container, strength: .strong)
        return (solver, container)
    }

    static func run(repeats: Int, edits: Int) -> [BenchResult] {
        var solves: [Double] = []
        var dense: [Double] = []
        var editTimes: [Double] = []
        for _ in 0..<max(1, repeats) {
            solves.append(Measure.cpu { _ = gridLayout(columns: 20, rows: 10) })
            dense.append(Measure.cpu { _ = rowLayout(views: 200) })
        }
        let (solver, container) = gridLayout(columns: 20, rows: 10)
        for edit in 0..<max(1, edits) {
            editTimes.append(
                Measure.cpu {
                    try? solver.suggestValue(Double(1_000 + edit % 400), for: container)
                    _ = solver.value(of: container)
                })
        }
        return [
            BenchResult(
                id: "solver.solve", name: "8 solve 1,000 constraints (a 20×10 grid of views)",
                time: Summary(solves), bytes: nil, target: Target(maxMilliseconds: 10)),
            BenchResult(
                id: "solver.dense", name: "8 solve 1,000 dense constraints (200 views, all bound by one)",
                time: Summary(dense), bytes: nil, target: .none,
                note: "a stress case: every view's right edge is weakly bound by the container, so rows share it"),
            BenchResult(
                id: "solver.edit", name: "8 one incremental edit (suggestValue)",
                time: Summary(editTimes), bytes: nil, target: Target(maxMilliseconds: 1)),
        ]
    }
}
