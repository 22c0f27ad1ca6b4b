import BrikRendering

/// The data sources a section answers to: its own, or the nearest enclosing section's,
/// and the repeated instance it belongs to.
extension Section {
    /// The nearest repeat-count data source: this section's, or an enclosing section's.
    var effectiveRepeatCountDataSource: (any BrickRepeatCountDataSource)? {
        var node: Brick? = self
        while let current = node {
            if let source = (current as? Section)?.repeatCountDataSource { return source }
            node = current.parent
        }
        return nil
    }

    /// The nearest hide data source: this section's, or an enclosing section's.
    var effectiveHideDataSource: (any BrickHideDataSource)? {
        var node: Brick? = self
        while let current = node {
            if let source = (current as? Section)?.hideDataSource { return source }
            node = current.parent
        }
        return nil
    }

    /// The repeated section instance this section belongs to: (index, identifier), (0, "") outside any.
    var collection: (index: Int, identifier: String) {
        var node: Brick? = self
        while let current = node {
            if let index = current.repeatIndex, current is Section || current is CollectionBrick {
                return (index, current.identifier)
            }
            node = current.parent
        }
        return (0, "")
    }

    /// `bricks` in the order `source` gives: at each flow position, the brick it names (a
    /// child, or instance `index` of a child ``Repeat``), else the brick that was there. A
    /// brick named twice flows once, at its first place; bricks named nowhere keep their
    /// order after the others, so none disappears.
    func reordered(_ bricks: [Brick], by source: any BrickSectionOrderDataSource) -> [Brick] {
        var ordered: [Brick] = []
        ordered.reserveCapacity(bricks.count)
        var used = Set<ObjectIdentifier>()
        for position in bricks.indices {
            var brick = bricks[position]
            if let (chosen, index) = source.brickAndIndex(atIndex: position, section: self) {
                if let repeated = chosen as? Repeat, repeated.parent === self {
                    if repeated.children.indices.contains(index) { brick = repeated.children[index] }
                } else if chosen.parent === self, !chosen.flattensIntoContainer {
                    brick = chosen
                }
            }
            if used.insert(ObjectIdentifier(brick)).inserted { ordered.append(brick) }
        }
        for brick in bricks where used.insert(ObjectIdentifier(brick)).inserted { ordered.append(brick) }
        return ordered
    }
}

/// Remaps the order a ``Section``'s bricks flow in (BrickKit's `BrickSectionOrderDataSource`):
/// for custom orderings and interleavings, without moving the bricks in the tree.
///
/// ```swift
/// final class Reversed: BrickSectionOrderDataSource {
///     func brickAndIndex(atIndex index: Int, section: Section) -> (Brick, Int)? {
///         let bricks = section.children
///         return (bricks[bricks.count - 1 - index], 0)
///     }
/// }
/// ```
@MainActor
public protocol BrickSectionOrderDataSource: AnyObject {
    /// The brick to flow at position `index` of `section` — one of its children, or a child
    /// ``Repeat`` with the instance wanted — and the repeat index (0 for a plain brick);
    /// nil keeps the brick that is at `index` in order.
    func brickAndIndex(atIndex index: Int, section: Section) -> (Brick, Int)?
}
