import BrikRendering

/// Pins each column's current header of a ``SplitSection`` to the top of the viewport
/// while its column scrolls (UICollectionViewSplitLayout's pinned headers).
///
/// A split section inside a ``ScrollBrik`` installs one of these itself (see
/// ``SplitSection/pinsHeaders``): the split section exposes its parts as sections and
/// each part its items area, header and footer as items, so this behavior moves the
/// header items like any other behavior moves bricks. Per part with a header:
/// `minY` = the header's layout y, `maxY` = the items area's bottom (its inset included)
/// less the header's height, and `y = min(max(viewport top, minY), maxY)` — the header
/// stays at the top of its column while its part is in view and is pushed out, row by
/// row, as the part's items end (the footer scrolls away under it). The two columns pin
/// independently. A pinned header is raised above every item so the items scroll under it.
@MainActor
public final class SplitSectionPinnedHeadersBehavior: LayoutBehavior {
    /// False: it moves only items at or above the viewport, so a lazy section stays lazy under it.
    public var needsItemsBelowViewport: Bool { false }

    /// The split section whose headers are pinned; nil pins the headers of every split section.
    public weak var splitSection: SplitSection?

    /// Pins the headers of `splitSection` (every split section in the content when nil).
    public init(splitSection: SplitSection? = nil) {
        self.splitSection = splitSection
    }

    /// Pins each part's header between its layout place and the end of its items.
    public func apply(to layout: BehaviorLayout) {
        let top = layout.contentOffset.y
        var raised = 0
        for index in layout.items.indices {
            guard let part = layout.items[index].brick as? SplitSection.Part,
                let split = part.parent as? SplitSection, splitSection == nil || split === splitSection,
                split.pinsHeaders, let header = part.header, !header.isHidden
            else { continue }
            guard let headerIndex = layout.index(of: header), let areaIndex = layout.index(of: part.itemsArea) else {
                continue
            }
            let original = layout.items[headerIndex].frame
            let minY = original.y
            let maxY = layout.items[areaIndex].originalFrame.maxY - original.height
            let y = min(max(top, minY), maxY)
            guard y != original.y else { continue }
            layout.items[headerIndex].frame = Rect(x: original.x, y: y, width: original.width, height: original.height)
            // Insets span the viewport: the other column's top rows count as covered too.
            layout.obscure(.top, by: layout.items[headerIndex].frame)
            layout.items[headerIndex].zIndex = layout.maxZIndex + 1 + raised
            raised += 1
        }
    }
}

/// A brick that brings a behavior of its own to the scroll view it is in.
@MainActor
protocol LayoutBehaviorProviding: AnyObject {
    /// The behaviors it needs, run before the scroll view's own ``ScrollBrik/behaviors``.
    var providedLayoutBehaviors: [any LayoutBehavior] { get }
}

extension SplitSection: LayoutBehaviorProviding {
    var providedLayoutBehaviors: [any LayoutBehavior] {
        pinsHeaders ? [SplitSectionPinnedHeadersBehavior(splitSection: self)] : []
    }
}

extension ScrollBrik {
    /// The behaviors items bring (a split section's pinned headers), then the scroll view's own.
    func activeBehaviors(for items: [BrickAttributes]) -> [any LayoutBehavior] {
        var provided: [any LayoutBehavior] = []
        // The content itself is no item when it is a section (a split section as the whole content).
        if let provider = content as? any LayoutBehaviorProviding { provided += provider.providedLayoutBehaviors }
        // Only sections: a provider's behavior moves its own items, which a brick has only
        // when it exposes them (and a conformance check per row of a list costs).
        for item in items where item.isSection && item.brick !== content {
            if let provider = item.brick as? any LayoutBehaviorProviding {
                provided += provider.providedLayoutBehaviors
            }
        }
        return provided + behaviors
    }
}
