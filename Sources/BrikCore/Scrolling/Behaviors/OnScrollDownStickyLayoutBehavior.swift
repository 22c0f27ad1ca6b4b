import BrikRendering

/// The quick-return header (BrickKit's `OnScrollDownStickyLayoutBehavior`): scrolling
/// forward, it leaves with the content; scrolling back, it slides in from above the
/// viewport row by row and then stays at the top until its own place comes back.
///
/// BrickKit named the backward direction "scrolling down" (the content moves down).
/// When the direction turns back the brick goes just above the viewport, so it shows
/// from the second step back on (BrickKit's first pass came after a move of a point).
/// On that turn the bricks are placed last-first, so several stack above the viewport
/// in their order.
/// The behavior keeps where it left each brick between passes, as BrickKit's layout
/// attributes did: a pass without a change of offset shows them where they were.
///
/// ```swift
/// scroll.behaviors.append(OnScrollDownStickyLayoutBehavior { $0.identifier == "toolbar" })
/// ```
@MainActor
public final class OnScrollDownStickyLayoutBehavior: StickyLayoutBehavior {
    /// The offset of the last pass that moved the bricks.
    private var lastOffset = 0
    /// Whether the last move was backward (towards the start).
    private var isScrollingBack = false
    /// Whether that move reversed the direction of the one before.
    private var directionChanged = false
    /// Where each sticky brick was shown after the last move, by index path.
    private var lastRows: [BrickIndexPath: Int] = [:]
    /// Whether this pass places the bricks (the offset moved) or repeats the last one.
    private var isMoving = false

    public override func apply(to layout: BehaviorLayout) {
        let offset = layout.contentOffset.y
        isMoving = offset != lastOffset
        if isMoving {
            let back = layout.scrollDirection == .backward
            directionChanged = layout.scrollDirectionChanged || back != isScrollingBack
            isScrollingBack = back
            lastOffset = offset
        }
        super.apply(to: layout)
    }

    override func order(_ sticky: [Int], in layout: BehaviorLayout) -> [Int] {
        isMoving && directionChanged ? sticky.reversed() : sticky
    }

    /// The bricks are placed as BrickKit placed them, overlaps and all.
    override func separateStacks(_ placements: [Placement], in layout: BehaviorLayout) {}

    override func startFrame(for item: BrickAttributes) -> Rect {
        guard let row = lastRows[item.indexPath] else { return item.frame }
        var frame = item.frame
        frame.origin.y = row
        return frame
    }

    override func place(_ frame: inout Rect, item: BrickAttributes, lastFrame: Rect, in layout: BehaviorLayout) -> Bool {
        guard isMoving, isScrollingBack else { return true }
        let topInset = layout.contentInset.top
        if directionChanged {
            // Just above the viewport, so it slides in with the next rows scrolled back.
            frame.origin.y = layout.bounds.y - lastFrame.height - frame.height + topInset
        }
        frame.origin.y = max(min(frame.y, layout.bounds.y + lastFrame.height + topInset), item.originalFrame.y)
        return true
    }

    override func didPlace(_ placements: [Placement], in layout: BehaviorLayout) {
        var rows: [BrickIndexPath: Int] = [:]
        for placement in placements {
            let item = layout.items[placement.index]
            rows[item.indexPath] = item.frame.y
        }
        lastRows = rows
        directionChanged = false
    }
}
