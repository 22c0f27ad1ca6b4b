import BrikRendering

/// One brick in a container's own painting order (``Brick/childPaintOrder``): what is
/// painted, with or without its insides, how dimmed, where it may paint.
///
/// A ``ScrollBrik`` whose behaviors moved its items paints them this way (a stuck header
/// last, over the rows under it); an app's container that overlaps its children the same
/// way returns its steps, and drawing and hit-testing follow them as they do a scroll view's.
public struct PaintStep {
    /// The brick, a descendant of the container.
    public let brick: Brick
    /// Whether its children are painted with it (false for sections, whose bricks are items).
    public let includesChildren: Bool
    /// Below 1 the brick is dimmed after painting.
    public let alpha: Double
    /// Where it may paint (screen cells) when a section holding it is shown smaller; nil: anywhere.
    public var clip: Rect?
    /// Whether its frame is cleared first: a brick moved over other content (a stuck
    /// header over the rows under it) must not let that content show through.
    public var isOpaque: Bool

    /// A step painting `brick` (with its children unless `includesChildren` is false),
    /// dimmed when `alpha` is below 1, within `clip`, cleared first when `isOpaque`.
    public init(brick: Brick, includesChildren: Bool = true, alpha: Double = 1, clip: Rect? = nil, isOpaque: Bool = false) {
        self.brick = brick
        self.includesChildren = includesChildren
        self.alpha = alpha
        self.clip = clip
        self.isOpaque = isOpaque
    }
}

extension Brick {
    /// The brick drawn on top at `point` (screen cells) in ``childPaintOrder``, nil when
    /// the order is the tree's or none is there. A brick drawn on its way out (no longer
    /// in the tree) is never found.
    func paintedDescendant(at point: Point) -> Brick? {
        guard let steps = childPaintOrder else { return nil }
        for step in steps.reversed() {
            let brick = step.brick
            guard !brick.isHidden, brick.frame.contains(point), step.clip?.contains(point) ?? true,
                brick.isDescendant(of: self), brick.isVisibleInTree
            else { continue }
            return brick
        }
        return nil
    }
}
