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
    /// The mounted bricks, in the order of the last visible tree (parents before children),
    /// so bricks leaving together are told children first. Each brick's ``MountMark`` says
    /// which lifecycle mounted it, so asking needs no lookup and updating no hashing.
    private var mounted: [Brick] = []
    /// This lifecycle's number in the marks (never 0).
    private let id: UInt32
    private static var lastID: UInt32 = 0
    private static var lastUpdate: UInt32 = 0

    init() {
        Self.lastID = Self.lastID == UInt32.max ? 1 : Self.lastID + 1
        id = Self.lastID
    }

    /// Diffs the visible trees under `roots` (the screen, then the overlays) against the last
    /// ones and runs the closures: disappearances first (children before parents), then
    /// appearances (parents first).
    func update(roots: [Brick]) {
        Self.lastUpdate = Self.lastUpdate == UInt32.max ? 1 : Self.lastUpdate + 1
        let update = Self.lastUpdate
        var visible: [Brick] = []
        visible.reserveCapacity(mounted.count)
        var pending = Array(roots.reversed())
        while let brick = pending.popLast() {
            guard !brick.isHidden else { continue }
            visible.append(brick)
            brick.mountMark.seenInUpdate = update
            let children = brick.children
            var index = children.count
            while index > 0 {
                index -= 1
                pending.append(children[index])
            }
        }
        var gone: [Brick] = []
        for brick in mounted.reversed() where brick.mountMark.seenInUpdate != update {
            gone.append(brick)
            if brick.mountMark.lifecycle == id { brick.mountMark.lifecycle = 0 }
        }
        mounted = visible
        for brick in gone {
            for action in brick.extras?.handlers.disappear ?? [] { action() }
        }
        for brick in visible where brick.mountMark.lifecycle != id {
            brick.mountMark.lifecycle = id
            for action in brick.extras?.handlers.appear ?? [] { action() }
        }
    }

    /// Unmounts everything (the app ended): every mounted brick gets `onDisappear`, children first.
    func unmountAll() {
        let all = mounted.reversed()
        mounted = []
        for brick in all where brick.mountMark.lifecycle == id { brick.mountMark.lifecycle = 0 }
        for brick in all {
            for action in brick.extras?.handlers.disappear ?? [] { action() }
        }
    }

    /// Whether `brick` is on the live screen.
    func isMounted(_ brick: Brick) -> Bool {
        brick.mountMark.lifecycle == id
    }
}

/// What the ``Lifecycle`` that shows a brick notes on it: which lifecycle mounted it (0:
/// none) and the last update that saw it.
struct MountMark {
    var lifecycle: UInt32 = 0
    var seenInUpdate: UInt32 = 0
}
