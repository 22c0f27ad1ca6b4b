extension BrickDimension {
    /// Why this rule cannot be honoured as written, in words, or nil when it can.
    ///
    /// Layout never traps on these (a bad ratio or a negative size counts as 0),
    /// but the app should hear about them: sections report the first problem of
    /// each brick to ``Application/diagnostics``. Dimension trees are built by
    /// hand and shallow, so the recursion is bounded by what the app wrote.
    public var problem: String? {
        switch self {
        case .fixed(let size):
            size < 0 ? "fixed size \(size) is negative; it counts as 0" : nil
        case .ratio(let ratio):
            ratio.isFinite && ratio > 0 ? nil : "ratio \(ratio) is not a positive finite number; it counts as 0"
        case .viewportRatio(let ratio):
            ratio.isFinite && ratio > 0 ? nil : "viewport ratio \(ratio) is not a positive finite number; it counts as 0"
        case .fill:
            nil
        case .auto(let estimate):
            estimate.problem
        case .orientation(let first, let second), .horizontalSizeClass(let first, let second),
            .verticalSizeClass(let first, let second):
            first.problem ?? second.problem
        case .dimensionRange(let fallback, let pairs):
            fallback.problem ?? pairs.lazy.compactMap(\.dimension.problem).first
        case .restricted(let size, .minimumSize(let bound)), .restricted(let size, .maximumSize(let bound)):
            size.problem ?? bound.problem
        }
    }
}

extension BrickDimension {
    /// Whether this is one of the rules nearly every brick has (a fixed size, a ratio, fill,
    /// or auto estimated by a fixed size) with nothing to report: told without recursion or
    /// an optional string, for every brick a section lays out. False says nothing: ask ``problem``.
    var isPlainlyValid: Bool {
        switch self {
        case .fixed(let size), .auto(.fixed(let size)): size >= 0
        case .ratio(let ratio): ratio.isFinite && ratio > 0
        case .fill: true
        default: false
        }
    }
}

extension Brick {
    /// Reports a width or height rule of this brick that layout had to treat as 0.
    func reportDimensionProblems(to diagnostics: DiagnosticLog?) {
        guard let diagnostics else { return }
        let size = brickSize
        if size.width.isPlainlyValid, size.height.isPlainlyValid { return }
        if let problem = size.width.problem {
            diagnostics.report(.message("\(debugName): width \(problem)"))
        }
        if let problem = size.height.problem {
            diagnostics.report(.message("\(debugName): height \(problem)"))
        }
    }
}
