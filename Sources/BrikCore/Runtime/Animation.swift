import BrikRendering

/// A value an animation can step between two ends.
///
/// `interpolate(from:to:fraction:)` at fraction 0 is `from`; the animation itself
/// delivers exactly `to` at the end, so conformers need not worry about rounding there.
/// Fractions may fall outside 0…1 when an ``Easing`` overshoots.
public protocol Animatable {
    /// The value `fraction` of the way from `from` to `to`.
    static func interpolate(from: Self, to: Self, fraction: Double) -> Self
}

extension Double: Animatable {
    /// `from + (to − from) × fraction`.
    public static func interpolate(from: Double, to: Double, fraction: Double) -> Double {
        from + (to - from) * fraction
    }
}

extension Int: Animatable {
    /// The nearest whole number (cells move whole): `from + (to − from) × fraction`, rounded.
    public static func interpolate(from: Int, to: Int, fraction: Double) -> Int {
        from + Int((Double(to - from) * fraction).rounded())
    }
}

extension Point: Animatable {
    /// Each coordinate interpolated as an `Int`.
    public static func interpolate(from: Point, to: Point, fraction: Double) -> Point {
        Point(
            x: .interpolate(from: from.x, to: to.x, fraction: fraction),
            y: .interpolate(from: from.y, to: to.y, fraction: fraction))
    }
}

/// A handle on a running animation from ``Application/animate(from:to:duration:easing:update:completion:)``.
@MainActor
public final class AnimationHandle {
    let id: Int
    weak var owner: AnimationDriver?
    /// Whether it has ended: reached its target (its completion ran) or was cancelled.
    public internal(set) var isFinished = false

    init(id: Int, owner: AnimationDriver?) {
        self.id = id
        self.owner = owner
    }

    /// Stops the animation where it is: no more updates, and its completion does not run.
    /// Cancelling a finished animation, or twice, is harmless.
    public func cancel() {
        guard !isFinished else { return }
        isFinished = true
        owner?.cancel(id: id)
    }
}
