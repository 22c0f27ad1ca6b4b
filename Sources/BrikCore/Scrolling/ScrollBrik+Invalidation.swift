import BrikRendering

/// Telling a pass that only scrolled from one after a layout (BrickKit's `.scrolling` and
/// `.invalidate` contexts), and skipping the behaviors when a scroll gives them nothing to do.
extension ScrollBrik {
    /// What a behaviors pass saw, so the next one can tell whether only the offset changed.
    struct BehaviorPassMemory {
        var offset: Point
        var viewport: Size
        var contentInset: EdgeInsets
        var zIndexBehavior: ZIndexBehavior
        var behaviors: [ObjectIdentifier]
    }

    /// Why the behaviors run in this pass and which items are new.
    ///
    /// Only scrolled: the offset changed and nothing else did — the viewport, the insets,
    /// the z order, the behaviors, and every item still there kept its bricks' layout frame
    /// and index path (a lazy section may have placed more: those are the new items).
    /// Anything else (an explicit layout without a scroll included) is a layout, after which
    /// every item is new.
    func behaviorInvalidation(
        items: [BrickAttributes], previous: [BrickAttributes]?, behaviors: [any LayoutBehavior], viewport: Size
    ) -> (invalidation: BehaviorInvalidation, created: [Int]) {
        let memory = BehaviorPassMemory(
            offset: contentOffset, viewport: viewport, contentInset: contentInset, zIndexBehavior: zIndexBehavior,
            behaviors: behaviors.map { ObjectIdentifier($0) })
        let last = scrollExtras.lastBehaviorPass
        scrollExtras.lastBehaviorPass = memory
        let everything = (BehaviorInvalidation.layout, Array(items.indices))
        guard let last, let previous, last.offset != memory.offset, last.viewport == memory.viewport,
            last.contentInset == memory.contentInset, last.zIndexBehavior == memory.zIndexBehavior,
            last.behaviors == memory.behaviors
        else { return everything }
        if previous.count == items.count {
            var same = true
            for index in items.indices {
                let old = previous[index]
                let new = items[index]
                if old.brick !== new.brick || old.originalFrame != new.originalFrame || old.indexPath != new.indexPath {
                    same = false
                    break
                }
            }
            if same { return (.scrolling, []) }
        }
        var known: [ObjectIdentifier: Int] = [:]
        known.reserveCapacity(previous.count)
        for (index, item) in previous.enumerated() { known[ObjectIdentifier(item.brick)] = index }
        var created: [Int] = []
        for (index, item) in items.enumerated() {
            guard let old = known[ObjectIdentifier(item.brick)] else {
                created.append(index)
                continue
            }
            guard previous[old].originalFrame == item.originalFrame, previous[old].indexPath == item.indexPath else {
                return everything
            }
        }
        return (.scrolling, created)
    }

    /// Gives `items` the shown frames, z indices and alphas the same bricks had in `previous`
    /// (a scroll that ran no behavior: what they placed stays where they placed it).
    static func carryDisplay(from previous: [BrickAttributes], into items: inout [BrickAttributes]) {
        var lookup: [ObjectIdentifier: Int]?
        for index in items.indices {
            var source: Int?
            if index < previous.count, previous[index].brick === items[index].brick {
                source = index
            } else {
                if lookup == nil {
                    var table: [ObjectIdentifier: Int] = [:]
                    for (position, item) in previous.enumerated() { table[ObjectIdentifier(item.brick)] = position }
                    lookup = table
                }
                source = lookup?[ObjectIdentifier(items[index].brick)]
            }
            guard let source else { continue }
            items[index].frame = previous[source].frame
            items[index].zIndex = previous[source].zIndex
            items[index].alpha = previous[source].alpha
        }
    }

    /// The number behaviors gave `section` (a brick exposing its items) in the last pass, if it was one.
    func sectionNumber(of section: Brick) -> Int? {
        guard let items = behaviorItems, let holder = items.firstIndex(where: { $0.brick === section }) else { return nil }
        return items.first { $0.sectionItem == holder }?.indexPath.section
    }
}
