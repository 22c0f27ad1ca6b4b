import BrikRendering

/// Pins bricks to the bottom of the viewport (BrickKit's `StickyFooterLayoutBehavior`).
///
/// A footer of the root section stays on the bottom rows all the time and shortens
/// the scrollbar by its height. A footer of a nested section sits on the bottom rows
/// until its own place scrolls into view, and stays inside its section. Several
/// footers stack upward, the lowest (by layout position) at the bottom. Footers are
/// painted over every other item (in BrickKit they sorted under the content above
/// them unless a z-index behavior lifted them).
///
/// ```swift
/// scroll.behaviors.append(StickyFooterLayoutBehavior { $0.identifier == "total" })
/// ```
@MainActor
public final class StickyFooterLayoutBehavior: StickyLayoutBehavior {
    /// True: a footer is stuck to the viewport's bottom from below it, so it needs its frame.
    public override var needsItemsBelowViewport: Bool { true }

    override func order(_ sticky: [Int], in layout: BehaviorLayout) -> [Int] {
        // Stable, so footers ending on the same row keep tree order.
        sticky.enumerated().sorted { lhs, rhs in
            let left = layout.items[lhs.element].originalFrame.maxY
            let right = layout.items[rhs.element].originalFrame.maxY
            return left != right ? left > right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    override func place(_ frame: inout Rect, item: BrickAttributes, lastFrame: Rect, in layout: BehaviorLayout) -> Bool {
        let isRoot = item.sectionFrame == nil
        let bottomInset = layout.contentInset.bottom
        let pinned = layout.bounds.maxY - item.originalFrame.height - bottomInset
        frame.origin.y = isRoot ? pinned : min(pinned, item.originalFrame.y)
        if lastFrame.size != .zero {
            frame.origin.y = min(lastFrame.minY - item.originalFrame.height, item.originalFrame.y)
        }
        if isRoot {
            // The whole stack of root footers, not only the last one's height as in BrickKit.
            let covered = layout.bounds.maxY - frame.y
            layout.scrollIndicatorInsets.bottom = max(layout.scrollIndicatorInsets.bottom, covered)
        }
        return !isRoot
    }

    override func stuckLine(item: BrickAttributes, frame: Rect, previousLine: Int?, in layout: BehaviorLayout) -> Int {
        let bottom = layout.bounds.maxY - layout.contentInset.bottom
        return min(bottom, previousLine ?? bottom)
    }

    override func nextLine(after line: Int, height: Int) -> Int { line - height }

    override var stickingEdge: BehaviorLayout.Edge { .bottom }

    /// 0 when the footer's bottom is on its line, 1 when it is a footer height above it.
    override func percentage(frame: Rect, line: Int) -> Double {
        Self.fraction(line - frame.maxY, of: frame.height)
    }

    /// Footers pushed down by their section's top must not cover each other: a moved
    /// footer is kept below the one stacked above it, never below its layout position.
    override func separateStacks(_ placements: [Placement], in layout: BehaviorLayout) {
        guard placements.count > 1 else { return }
        for position in stride(from: placements.count - 2, through: 0, by: -1) {
            let lower = placements[position]
            let upper = placements[position + 1]
            guard lower.group == upper.group else { continue }
            let above = layout.items[upper.index].frame
            var frame = layout.items[lower.index].frame
            let original = layout.items[lower.index].originalFrame
            guard frame.y < above.maxY, frame.maxY > above.y, frame.y < original.y else { continue }
            frame.origin.y = min(original.y, above.maxY)
            layout.items[lower.index].frame = frame
        }
    }

    /// Lifts each footer, and the bricks of a footer section after it, over every item.
    override func didPlace(_ placements: [Placement], in layout: BehaviorLayout) {
        var next = layout.maxZIndex + 1
        for placement in placements.reversed() {
            for index in [placement.index] + Self.descendants(of: placement.index, in: layout.items) {
                layout.items[index].zIndex = next
                next += 1
            }
        }
    }

    /// The items inside the item at `index` (they follow it in tree order).
    static func descendants(of index: Int, in items: [BrickAttributes]) -> [Int] {
        var result: [Int] = []
        var candidate = index + 1
        while candidate < items.count {
            var ancestor = items[candidate].sectionItem
            while let current = ancestor, current != index { ancestor = items[current].sectionItem }
            guard ancestor == index else { break }
            result.append(candidate)
            candidate += 1
        }
        return result
    }
}
