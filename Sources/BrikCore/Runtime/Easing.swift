/// How an animation's progress maps to its value: a curve from 0 at the start to 1 at the end.
///
/// The built-in curves are cubic: ``easeIn`` starts slowly, ``easeOut`` ends slowly,
/// ``easeInOut`` does both. ``cubicBezier(_:_:_:_:)`` takes the four numbers of a CSS
/// `cubic-bezier()`; ``init(_:)`` takes any function. Progress outside 0…1 is clamped
/// before the curve sees it; a curve may overshoot (return values outside 0…1), and
/// the animation follows it, but its last frame is always exactly the target value.
public struct Easing: Sendable {
    private let curve: @Sendable (Double) -> Double

    /// A curve given by `curve`, called with progress in 0…1.
    public init(_ curve: @escaping @Sendable (Double) -> Double) {
        self.curve = curve
    }

    /// The eased value at `progress` (clamped to 0…1; NaN counts as 0).
    public func callAsFunction(_ progress: Double) -> Double {
        let t = progress.isNaN ? 0 : min(1, max(0, progress))
        return curve(t)
    }

    /// Constant speed.
    public static let linear = Easing { $0 }
    /// Starts slowly and speeds up (cubic: t³).
    public static let easeIn = Easing { $0 * $0 * $0 }
    /// Starts fast and slows down to a stop (cubic: 1 − (1 − t)³); for things arriving.
    public static let easeOut = Easing { t in
        let u = 1 - t
        return 1 - u * u * u
    }
    /// Slow at both ends, fast in the middle (cubic).
    public static let easeInOut = Easing { t in
        if t < 0.5 { return 4 * t * t * t }
        let u = -2 * t + 2
        return 1 - u * u * u / 2
    }

    /// A CSS-style cubic Bézier from (0, 0) to (1, 1) with control points (`x1`, `y1`) and (`x2`, `y2`).
    ///
    /// `x1` and `x2` are clamped to 0…1 so the curve is a function of time; `y1` and `y2`
    /// may lie outside 0…1 for an overshoot. `cubicBezier(0.25, 0.1, 0.25, 1)` is CSS `ease`.
    public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Easing {
        let bezier = CubicBezier(x1: min(1, max(0, x1)), y1: y1, x2: min(1, max(0, x2)), y2: y2)
        return Easing { bezier.y(atX: $0) }
    }
}

/// A cubic Bézier through (0, 0) and (1, 1), solved for y at a given x.
private struct CubicBezier: Sendable {
    let x1: Double, y1: Double, x2: Double, y2: Double

    private static func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        // Bernstein form with P0 = 0 and P3 = 1.
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    private static func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    func y(atX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // Newton's method converges fast for most curves; bisection catches the flat ones.
        var s = x
        for _ in 0..<8 {
            let error = Self.coordinate(s, x1, x2) - x
            if abs(error) < 1e-7 { return Self.coordinate(s, y1, y2) }
            let d = Self.slope(s, x1, x2)
            if abs(d) < 1e-6 { break }
            s -= error / d
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<60 {
            let value = Self.coordinate(s, x1, x2)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return Self.coordinate(s, y1, y2)
    }
}
