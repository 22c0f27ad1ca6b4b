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
    private var mounted: [ObjectIdentifier: Brick] = [:]

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
        for brick in gone {
            mounted[ObjectIdentifier(brick)] = nil
        }
        for brick in gone.reversed() {
            for action in brick.handlers.disappear { action() }
        }
        for brick in visible where mounted[ObjectIdentifier(brick)] == nil {
            mounted[ObjectIdentifier(brick)] = brick
            for action in brick.handlers.appear { action() }
        }
    }

    /// Unmounts everything (the app ended): every mounted brick gets `onDisappear`.
    func unmountAll() {
        let all = Array(mounted.values)
        mounted = [:]
        for brick in all {
            for action in brick.handlers.disappear { action() }
        }
    }

    /// Whether `brick` is on the live screen.
    func isMounted(_ brick: Brick) -> Bool {
        mounted[ObjectIdentifier(brick)] != nil
    }
}
