/// Which bricks are on the live screen, and the `onAppear`/`onDisappear`
/// calls when that changes.
///
/// A brick is mounted while it is in the application's tree and neither it
/// nor an ancestor is hidden. Every join calls its `onAppear` closures and
/// every leave its `onDisappear` closures, each time (Brik's window semantics).
///
/// A class, not a struct: the closures it runs may ask it whether a brick is
/// mounted (a spinner does), which a mutating struct method would forbid as
/// overlapping access to the application's property.
@MainActor
final class Lifecycle {
    /// A mounted brick with its place in the last visible tree (parents before children),
    /// so bricks leaving together are told children first (a dictionary's own order is
    /// arbitrary), and the update that last saw it.
    private struct Entry {
        let brick: Brick
        var order: Int
        var stamp: Int
    }

    /// Every mounted brick.
    private var mounted: [ObjectIdentifier: Entry] = [:]
    /// Counts updates: an entry not stamped by the current one has left.
    private var stamp = 0

    /// Diffs the visible tree under `root` against the last one and runs the closures:
    /// disappearances first (children before parents), then appearances (parents first).
    /// One lookup per visible brick: the bricks that stay are stamped, the unstamped leave.
    func update(root: Brick) {
        var visible: [Brick] = []
        visible.reserveCapacity(mounted.count)
        var pending = [root]
        while let brick = pending.popLast() {
            guard !brick.isHidden else { continue }
            visible.append(brick)
            pending.append(contentsOf: brick.children.reversed())
        }
        stamp += 1
        var joins = [Bool](repeating: false, count: visible.count)
        for (order, brick) in visible.enumerated() {
            if let index = mounted.index(forKey: ObjectIdentifier(brick)) {
                mounted.values[index].order = order
                mounted.values[index].stamp = stamp
            } else {
                joins[order] = true
            }
        }
        var gone: [(brick: Brick, order: Int)] = []
        for entry in mounted.values where entry.stamp != stamp { gone.append((entry.brick, entry.order)) }
        for entry in gone {
            mounted[ObjectIdentifier(entry.brick)] = nil
        }
        for brick in Self.childrenFirst(gone) {
            for action in brick.handlers.disappear { action() }
        }
        for (order, brick) in visible.enumerated() where joins[order] {
            mounted[ObjectIdentifier(brick)] = Entry(brick: brick, order: order, stamp: stamp)
            for action in brick.handlers.appear { action() }
        }
    }

    /// Unmounts everything (the app ended): every mounted brick gets `onDisappear`, children first.
    func unmountAll() {
        var entries: [(brick: Brick, order: Int)] = []
        for entry in mounted.values { entries.append((entry.brick, entry.order)) }
        let all = Self.childrenFirst(entries)
        mounted = [:]
        for brick in all {
            for action in brick.handlers.disappear { action() }
        }
    }

    /// `entries` (bricks the last update saw) from the last in its order to the first: children
    /// before parents. Their orders are distinct places in one visible tree, so they are
    /// placed by counting, not sorted (a list that jumps sends a screenful of rows away at once).
    private static func childrenFirst(_ entries: [(brick: Brick, order: Int)]) -> [Brick] {
        var count = 0
        for entry in entries { count = max(count, entry.order + 1) }
        var slots = [Brick?](repeating: nil, count: count)
        for entry in entries {
            guard slots[entry.order] == nil else {
                // Not from one tree after all: sort (stable order is not needed, distinct is).
                return entries.sorted { $0.order > $1.order }.map(\.brick)
            }
            slots[entry.order] = entry.brick
        }
        var bricks: [Brick] = []
        bricks.reserveCapacity(entries.count)
        for brick in slots.reversed() {
            if let brick { bricks.append(brick) }
        }
        return bricks
    }

    /// Whether `brick` is on the live screen.
    func isMounted(_ brick: Brick) -> Bool {
        mounted[ObjectIdentifier(brick)] != nil
    }
}
