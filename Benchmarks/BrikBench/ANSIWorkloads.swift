import BrikTUI

/// Workload 7: the ANSI writer alone, on prepared canvases.
@MainActor
enum ANSIWorkloads {
    /// A whole mixed-style 200×50 frame (``ANSIRenderer/render(_:)``).
    static func fullFrame(repeats: Int) -> BenchResult {
        let renderer = ANSIRenderer(colorDepth: .palette256)
        let canvas = ScreenContent.mixedFrame(variant: 0)
        var times: [Double] = []
        var bytes = 0
        for _ in 0..<repeats {
            times.append(Measure.cpu { bytes = renderer.render(canvas).utf8.count })
        }
        return BenchResult(
            id: "ansi.frame", name: "7 ANSI full frame 200x50 mixed (render)",
            time: Summary(times), bytes: Double(bytes), target: Target(maxMilliseconds: 1))
    }

    /// The update from one scroll frame to the next, shifted by a row
    /// (``ANSIRenderer/update(from:to:)``). The target is tui-field §7's ANSI-path goal,
    /// which needs line hashing and scroll regions in the writer.
    static func rowShift(repeats: Int) -> BenchResult {
        let renderer = ANSIRenderer(colorDepth: .palette256)
        let frames = (0...repeats).map { ScreenContent.scrollFrame(offset: $0) }
        var times: [Double] = []
        var bytes: [Double] = []
        for index in 0..<repeats {
            var count = 0
            times.append(Measure.cpu { count = renderer.update(from: frames[index], to: frames[index + 1]).utf8.count })
            bytes.append(Double(count))
        }
        return BenchResult(
            id: "ansi.shift", name: "7 ANSI update, body shifted 1 row (update)",
            time: Summary(times), bytes: Summary(bytes).mean, target: Target(maxMilliseconds: 1, maxBytes: 300),
            note: "target from tui-field.md §7 (ANSI path with line-hash + scroll region)")
    }
}
