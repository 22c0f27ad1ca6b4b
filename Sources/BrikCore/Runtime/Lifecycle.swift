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
    /// Each mounted brick with its place in the last visible tree (parents before
    /// children), so bricks leaving together are told children first: a dictionary's
    /// own order is arbitrary.
    private var mounted: [ObjectIdentifier: (brick: Brick, order: Int)] = [:]

    /// Diffs the visible tree under `root` against the last one and runs the closures:
    /// disappearances first (children before parents), then appearances (parents first).
    func update(root: Brick) {
        var visible: [Brick] = []
        var pending = [root]
        while let brick = pending.popLast() {
            guard !brick.isHidden else { continue }
            visible.append(brick)
            pending.append(contentsOf: brick.children.reversed())
        }
        let visibleIDs = Set(visible.map(ObjectIdentifier.init))
        let gone = mounted.filter { !visibleIDs.contains($0.key) }.map(\.value)
        for entry in gone {
            mounted[ObjectIdentifier(entry.brick)] = nil
        }
        for brick in Self.childrenFirst(gone) {
            for action in brick.handlers.disappear { action() }
        }
        for (order, brick) in visible.enumerated() {
            let id = ObjectIdentifier(brick)
            if mounted[id] != nil {
                mounted[id]?.order = order
                continue
            }
            mounted[id] = (brick, order)
            for action in brick.handlers.appear { action() }
        }
    }

    /// Unmounts everything (the app ended): every mounted brick gets `onDisappear`, children first.
    func unmountAll() {
        let all = Self.childrenFirst(Array(mounted.values))
        mounted = [:]
        for brick in all {
            for action in brick.handlers.disappear { action() }
        }
    }

    private static func childrenFirst(_ entries: [(brick: Brick, order: Int)]) -> [Brick] {
        entries.sorted { $0.order > $1.order }.map(\.brick)
    }

    /// Whether `brick` is on the live screen.
    func isMounted(_ brick: Brick) -> Bool {
        mounted[ObjectIdentifier(brick)] != nil
    }
}
