/// A bound on how deeply measurements nest, so a very deep tree cannot overflow the stack.
///
/// Measuring a stack measures its children, which measure theirs: the recursion
/// is as deep as the tree. Layout and drawing iterate, but measurement cannot
/// without turning every container inside out, so it is bounded instead: below
/// ``limit`` nested measurements a brick measures as empty (it gets no room),
/// and the layout pass reports it once to ``Application/diagnostics``. No real
/// screen nests 200 containers; a generated or hostile tree may.
@MainActor
enum MeasurementDepth {
    /// Nested measurements allowed; deeper ones return their fallback.
    static let limit = 200
    /// Measurements in progress now.
    private static var current = 0
    /// Whether a measurement was cut off since the last ``takeExceeded()``.
    private static var exceeded = false

    /// `body`'s result, or `fallback` when ``limit`` measurements are already in progress.
    static func measure<Result>(or fallback: Result, _ body: () -> Result) -> Result {
        guard current < limit else {
            exceeded = true
            return fallback
        }
        current += 1
        defer { current -= 1 }
        return body()
    }

    /// Whether a measurement was cut off since the last call; clears the flag.
    static func takeExceeded() -> Bool {
        defer { exceeded = false }
        return exceeded
    }

    /// The diagnostic for a cut-off measurement.
    static var diagnostic: Diagnostic {
        .message("bricks nested more than \(limit) containers deep are measured as empty (no room)")
    }
}
