import BrikRendering

/// How bricks inserted into or removed from a ``ScrollBrik``'s content animate in and out
/// (BrickKit's `BrickAppearBehavior`); set it as ``ScrollBrik/appearBehavior``.
///
/// Only items that come or go while the content is shown are animated: not the first
/// content, and not the bricks a virtual section builds and recycles as it scrolls. For
/// an inserted item, ``configureAttributesForAppearing(_:in:)`` says where it starts; it
/// then moves to where the layout (and the behaviors) put it over
/// ``ScrollBrik/appearDuration``. For a removed item,
/// ``configureAttributesForDisappearing(_:in:)`` says where it ends, starting from where
/// it was last shown. Frames and alpha are interpolated, in content coordinates.
@MainActor
public protocol BrickAppearBehavior: AnyObject {
    /// Sets the frame (and alpha) an inserted item starts from; it arrives with the
    /// attributes it has now.
    func configureAttributesForAppearing(_ attributes: inout BrickAttributes, in layout: BehaviorLayout)
    /// Sets the frame (and alpha) a removed item ends at; it starts with the attributes it has now.
    func configureAttributesForDisappearing(_ attributes: inout BrickAttributes, in layout: BehaviorLayout)
}

/// Inserted bricks slide in from above the content (`y = −height`), removed ones slide
/// up and out there (BrickKit's `BrickAppearTopBehavior`).
@MainActor
public final class BrickAppearTopBehavior: BrickAppearBehavior {
    /// The behavior.
    public init() {}

    /// Sets where an inserted item starts.
    public func configureAttributesForAppearing(_ attributes: inout BrickAttributes, in layout: BehaviorLayout) {
        attributes.frame.origin.y = -attributes.frame.height
    }

    /// Sets where a removed item ends.
    public func configureAttributesForDisappearing(_ attributes: inout BrickAttributes, in layout: BehaviorLayout) {
        attributes.frame.origin.y = -attributes.frame.height
    }
}

/// Inserted bricks slide up from below the content or the viewport, whichever is lower;
/// removed ones slide down there and fade out on the way (BrickKit's `BrickAppearBottomBehavior`).
@MainActor
public final class BrickAppearBottomBehavior: BrickAppearBehavior {
    /// The behavior.
    public init() {}

    /// Sets where an inserted item starts.
    public func configureAttributesForAppearing(_ attributes: inout BrickAttributes, in layout: BehaviorLayout) {
        attributes.frame.origin.y = Self.bottom(of: layout)
    }

    /// Sets where a removed item ends.
    public func configureAttributesForDisappearing(_ attributes: inout BrickAttributes, in layout: BehaviorLayout) {
        attributes.frame.origin.y = Self.bottom(of: layout)
        attributes.alpha = 0
    }

    /// `max(viewport bottom, content height)`, in content coordinates.
    static func bottom(of layout: BehaviorLayout) -> Int {
        max(layout.bounds.maxY, layout.contentSize.height)
    }
}

/// Inserted bricks fade in while growing from a one-cell box at their centre; removed
/// ones shrink to it and fade out (BrickKit's `BrickAppearScaleBehavior`, alpha 0 and
/// scale 0.1, in cells). While alpha is below 1 the brick is drawn dim.
@MainActor
public final class BrickAppearFadeBehavior: BrickAppearBehavior {
    /// Whether the box grows from its centre as well as fading in.
    public var grows: Bool

    /// Fading, and growing from the centre when `grows` is true.
    public init(grows: Bool = true) {
        self.grows = grows
    }

    /// Sets where an inserted item starts.
    public func configureAttributesForAppearing(_ attributes: inout BrickAttributes, in layout: BehaviorLayout) {
        configure(&attributes)
    }

    /// Sets where a removed item ends.
    public func configureAttributesForDisappearing(_ attributes: inout BrickAttributes, in layout: BehaviorLayout) {
        configure(&attributes)
    }

    private func configure(_ attributes: inout BrickAttributes) {
        attributes.alpha = 0
        guard grows else { return }
        attributes.frame = CoverFlowLayoutBehavior.scaled(attributes.frame, by: 0.1)
    }
}
