import BrikCore
import BrikRendering

/// A change of constraints shown over a few frames: each frame every child is at
/// the rounded interpolation between where it was and where the new constraints put it.
@MainActor
struct ConstraintAnimation {
    /// Where each child was when the change began, in the container's content coordinates.
    let from: [ObjectIdentifier: Rect]
    let start: Duration
    let duration: Duration
    let steps: Int
    var timer: TimerHandle?

    /// The completed fraction at `now`, in whole steps (so each frame is predictable); 1 when done.
    func progress(at now: Duration) -> Double {
        guard duration > .zero, steps > 0 else { return 1 }
        let step = Int(((now - start) / (duration / steps)).rounded(.down) + 1e-9)
        return min(1, Double(max(0, step)) / Double(steps))
    }

    /// `to`, moved back towards where the brick was by the remaining fraction; each edge
    /// rounds on its own, as solved frames do.
    func frame(of brick: Brick, to: Rect, progress: Double) -> Rect {
        guard progress < 1, let from = from[ObjectIdentifier(brick)] else { return to }
        func mix(_ a: Int, _ b: Int) -> Double { Double(a) + (Double(b) - Double(a)) * progress }
        let left = mix(from.minX, to.minX)
        let top = mix(from.minY, to.minY)
        return cellRect(left: left, top: top, width: mix(from.maxX, to.maxX) - left, height: mix(from.maxY, to.maxY) - top)
    }
}
