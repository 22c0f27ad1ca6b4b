import BrikRendering

/// A horizontal strip where the brick at the centre is shown full size and the others
/// shrink and dim with their distance from it (BrickKit's `CoverFlowLayoutBehavior`).
///
/// Per item (not sections, whose bricks are items of their own), with `W` the viewport
/// width and `d` the distance between the viewport's and the item's centre columns
/// (layout frames): `scale = clamp((W − d) / W, minimumScaleFactor, 1)`.
///
/// Text cannot be scaled, so the scale is shown in cells:
/// - **Size.** The display frame shrinks around its centre by `(1 − scale) × size / 2` on
///   each side, in both directions: the new width and height are `scale × size` rounded to
///   the nearest cell, never below 1; an odd leftover goes to the right (bottom) side.
///   A bordered card keeps its border on the shrunken box.
/// - **Dimming, two tiers.** The item whose layout frame covers the viewport's centre
///   column keeps alpha 1 and is raised above every item (`maxZIndex + 1`); every other
///   item gets `alpha = scale` (always below 1 there, so it is painted dim). Items are
///   never hidden: alpha stays above 0 because the scale does.
///
/// Pair it with snapping to the centre (`SnapToPointLayoutBehavior(.horizontal(.center))`)
/// on a horizontal ``ScrollBrik``. On a vertical scroll view it does nothing.
@MainActor
public final class CoverFlowLayoutBehavior: LayoutBehavior {
    /// The smallest scale an item is shown at, 0…1.
    public var minimumScaleFactor: Double
    /// The item under the viewport's centre column at the last pass (shown full, on top).
    public private(set) var centredItem: BrickIndexPath?

    /// Cover flow with items shrinking to at most `minimumScaleFactor` (clamped to 0…1).
    public init(minimumScaleFactor: Double) {
        self.minimumScaleFactor = min(1, max(0, minimumScaleFactor))
    }

    /// The scale of an item whose centre is `distance` columns from the viewport's, for a
    /// viewport `width` wide.
    public func scale(distance: Int, width: Int) -> Double {
        guard width > 0 else { return 1 }
        return min(1, max(minimumScaleFactor, Double(width - abs(distance)) / Double(width)))
    }

    /// `frame` shrunk around its centre to `scale` of its size, at least one cell each way.
    public static func scaled(_ frame: Rect, by scale: Double) -> Rect {
        let width = max(1, Int((Double(frame.width) * scale).rounded()))
        let height = max(1, Int((Double(frame.height) * scale).rounded()))
        let newWidth = min(frame.width, width)
        let newHeight = min(frame.height, height)
        return Rect(
            x: frame.x + (frame.width - newWidth) / 2, y: frame.y + (frame.height - newHeight) / 2,
            width: newWidth, height: newHeight)
    }

    /// Shrinks and dims every item by its distance from the viewport's centre column.
    public func apply(to layout: BehaviorLayout) {
        centredItem = nil
        guard layout.axis == .horizontal else { return }
        let bounds = layout.bounds
        // The centre column of the viewport (for an even width, the right one of the middle two).
        let centre = bounds.x + bounds.width / 2
        // Twice the mid x, so half columns compare exactly.
        let midX2 = 2 * bounds.x + bounds.width
        for index in layout.items.indices where !layout.items[index].isSection {
            let original = layout.items[index].originalFrame
            let distance2 = abs(midX2 - (2 * original.x + original.width))
            let scale = scale(distance: distance2 / 2, width: bounds.width)
            layout.items[index].frame = Self.scaled(layout.items[index].frame, by: scale)
            if original.minX <= centre && centre < original.maxX && centredItem == nil {
                centredItem = layout.items[index].indexPath
                layout.items[index].zIndex = layout.maxZIndex + 1
                layout.items[index].alpha = 1
            } else {
                layout.items[index].alpha = min(scale, 0.99)
            }
        }
    }
}
