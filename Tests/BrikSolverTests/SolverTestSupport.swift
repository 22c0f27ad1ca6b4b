@testable import BrikSolver

/// Values of `variables` as "name=value" lines rounded to 1e-6, so a failing
/// test prints the whole solution and exact expectations stay readable.
func solution(_ solver: Solver, _ variables: [Variable]) -> [String] {
    variables.map { "\($0.name)=\(rounded(solver.value(of: $0)))" }
}

/// `value` rounded to six decimals and printed without a trailing `.0`.
func rounded(_ value: Double) -> String {
    let scaled = (value * 1_000_000).rounded() / 1_000_000
    let clean = scaled == 0 ? 0 : scaled  // no "-0"
    return clean == clean.rounded() ? String(Int(clean)) : String(clean)
}

/// A solver with `constraints` added in order.
func solver(with constraints: [Constraint]) throws -> Solver {
    let solver = Solver()
    for constraint in constraints { try solver.add(constraint) }
    return solver
}

/// The four edges of a rectangle, as SnapKit's layout layer would make them.
struct Edges {
    let left: Variable
    let top: Variable
    let right: Variable
    let bottom: Variable

    init(_ name: String) {
        left = Variable("\(name).left")
        top = Variable("\(name).top")
        right = Variable("\(name).right")
        bottom = Variable("\(name).bottom")
    }

    var width: Expression { right - left }
    var height: Expression { bottom - top }
    var centerX: Expression { (left + right) / 2 }
    var all: [Variable] { [left, top, right, bottom] }
}
