/// A brick whose content scrolls along one axis. A ``Section`` inside follows it as
/// BrickKit's sections follow their layout's scroll direction: in a horizontal one,
/// the bricks make one row that never wraps, ratios taken of the ``viewport``.
@MainActor
public protocol ScrollingContainer: Brick {
    /// The direction the content scrolls in.
    var axis: Axis { get }
    /// The visible part of the content, in screen cells.
    var viewport: Rect { get }
}

extension ScrollBrik: ScrollingContainer {}
