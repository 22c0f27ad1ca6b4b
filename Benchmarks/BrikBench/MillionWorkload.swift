import BrikTUI
import SeededRandom

/// The million-row screen at 200×50: a pinned header row, a scroll view over a
/// virtual section of groups of 100 rows (each group a section whose first brick is
/// its header, stuck to the top by a sticky behavior), and a pinned footer row.
/// Rows are the C reference's (`ScreenContent.rowText`).
@MainActor
enum MillionScreen {
    /// Rows per group; a group is its header plus these rows.
    static let groupSize = 100

    /// The screen with `items` rows (a multiple of ``groupSize``), and its scroll view.
    static func make(items: Int) -> (root: Brick, scroll: ScrollBrik) {
        let groups = max(1, items / groupSize)
        let list = VirtualSection(count: groups, estimatedHeight: groupSize + 1) { group in
            // A group: its header, then its rows as a virtual section of their own, so only
            // the rows in view exist even inside a group that is.
            let first = group * groupSize
            return Section { _ in
                Label("Group \(group) · rows \(first)–\(first + groupSize - 1)").identifier("header").backgroundColor(.blue)
                VirtualSection(
                    itemIdentifier: "row", count: groupSize, estimatedHeight: 1,
                    make: { row in Label(ScreenContent.rowText(first + row)) },
                    reuse: { brick, row in (brick as? Label)?.text = ScreenContent.rowText(first + row) })
            }
        }
        let scroll = ScrollBrik { _ in list }
        scroll.showsScrollbar = false
        scroll.behaviors = stickyHeaders()
        let root = VBrik(alignment: .fill) { _ in
            Label("STICKY HEADER  id        text").backgroundColor(.cyan).foregroundColor(.black)
            scroll
            Label("q quit  j/k scroll").backgroundColor(.cyan).foregroundColor(.black)
        }
        return (root, scroll)
    }

    /// The group headers' sticky behavior.
    static func stickyHeaders() -> [any LayoutBehavior] {
        [StickyLayoutBehavior { $0.identifier == "header" }]
    }
}

/// Workloads on the million-row screen: the first frame, one-row scrolls and random
/// jumps per frame, each through ``Application`` and ncurses writing to a file.
@MainActor
enum MillionWorkload {
    /// Opening the screen: building the tree, the first layout, draw and present.
    static func firstFrame(items: Int, repeats: Int) throws -> BenchResult {
        var times: [Double] = []
        var bytes: [Double] = []
        for _ in 0..<max(1, repeats) {
            let curses = try HeadlessCurses(name: "million-open")
            defer { curses.close() }
            var backend: ScriptedBackend?
            times.append(
                try Measure.cpu {
                    let (root, _) = MillionScreen.make(items: items)
                    let application = Application(root: root)
                    let script = ScriptedBackend(curses: curses, keys: [], application: application)
                    backend = script
                    try application.run(on: script)
                })
            bytes.append(Double(backend?.firstFrameBytes ?? 0))
        }
        return BenchResult(
            id: "million.open", name: "6 open 1,000,000 rows with sticky group headers, first frame",
            time: Summary(times), bytes: Summary(bytes).max, target: Target(maxMilliseconds: 50),
            note: "build + layout + draw + present (ncurses); its peak memory is the million.memory row")
    }

    /// One row per frame (the `j` key) from the top, at `items` rows; the target is 1.4× the
    /// C reference's scroll frame (measured in the same run when given, else its documented
    /// figure) and 250 bytes.
    static func scroll(items: Int, frames: Int, id: String, reference: ReferenceFigures?) throws -> BenchResult {
        let (times, bytes, stages) = try drive(items: items, keys: Array(repeating: "j", count: frames))
        let referenceMs = reference?.milliseconds ?? ReferenceFigures.documented.milliseconds
        let time = Summary(times)
        let source = reference == nil ? "documented C figure (no --reference)" : "C reference"
        return BenchResult(
            id: id, name: "7 scroll 1 row, \(Format.number(Double(items))) rows, sticky headers (Application/curses)",
            time: time, bytes: Summary(bytes).mean, target: Target(maxMilliseconds: 1.4 * referenceMs, maxBytes: 250),
            note: "ours/\(source): time \(Format.fixed(time.median / referenceMs, decimals: 2))x "
                + "(\(Format.milliseconds(time.median)) vs \(Format.milliseconds(referenceMs)) ms, target 1.4x); "
                + "key dispatch + layout + behaviors + draw + present per frame; " + stages)
    }

    /// A random jump per frame (the `r` key, bound to a seeded random offset), at `items` rows.
    /// With the C reference, the target is max(1 ms, 1.4× what ncurses alone needs to present
    /// the jump screens), as for the framework's scroll (see `CursesWorkloads.jump`).
    static func jump(items: Int, frames: Int, reference: String?) throws -> BenchResult {
        var fullScreen = 0
        let (times, bytes, stages) = try drive(items: items, keys: Array(repeating: "r", count: frames)) {
            fullScreen = $0
        }
        let floor = RepaintReference.jumpFloor(binary: reference, frames: frames)
        return BenchResult(
            id: "million.jump", name: "8 jump to a random row of \(Format.number(Double(items))) (Application/curses)",
            time: Summary(times), bytes: Summary(bytes).max,
            target: Target(maxMilliseconds: max(1, 1.4 * (floor?.milliseconds ?? 0)), maxBytes: Double(fullScreen)),
            note: "bytes column is the largest jump; the first (full) screen is \(fullScreen) B; " + stages
                + RepaintReference.describe(floor, against: Summary(times).median))
    }

    /// Runs the screen at `items` rows through ``Application/run(on:)`` with `keys`,
    /// scrolling the focused list; per-frame CPU, bytes and the stage split.
    static func drive(
        items: Int, keys: [Character], firstFrame: (Int) -> Void = { _ in }
    ) throws -> (times: [Double], bytes: [Double], stages: String) {
        let curses = try HeadlessCurses(name: "million-\(items)")
        defer { curses.close() }
        let (root, scroll) = MillionScreen.make(items: items)
        var random = SplitMix64(seed: 7)
        root.keyBinding("bench.jump", keys: "r", description: "jump") {
            scroll.scroll(to: Point(x: 0, y: Int(random.next() % UInt64(items))))
        }
        let application = Application(root: root)
        _ = application.focus(scroll)
        let backend = ScriptedBackend(curses: curses, keys: keys, application: application)
        var layout: [Double] = []
        var behaviors: [Double] = []
        var draw: [Double] = []
        var present: [Double] = []
        backend.afterTurn = {
            let stats = application.stats
            layout.append(stats.lastLayoutTime.milliseconds)
            behaviors.append(stats.lastBehaviorsTime.milliseconds)
            draw.append(stats.lastDrawTime.milliseconds)
            present.append(stats.lastPresentTime.milliseconds)
        }
        try application.run(on: backend)
        firstFrame(backend.firstFrameBytes)
        let stages =
            "stages (wall, median): layout \(Format.milliseconds(Summary(layout).median)) + behaviors "
            + "\(Format.milliseconds(Summary(behaviors).median)) + draw \(Format.milliseconds(Summary(draw).median)) "
            + "+ present \(Format.milliseconds(Summary(present).median)) ms"
        return (backend.times, backend.bytes, stages)
    }
}

extension Duration {
    /// The duration in milliseconds.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
    }
}
