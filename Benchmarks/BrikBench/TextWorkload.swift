import BrikTUI

/// Text that is too big for a label, shown in one all the same: a Label of 1,000,000 lines
/// (24 MB) in a scroll view, its first frame at 200×50 through the headless terminal. The
/// guide points users to the text views for such text; a label must still not freeze.
@MainActor
enum TextWorkload {
    static func hugeLabel(repeats: Int) -> BenchResult {
        let text = (0..<1_000_000).map { "line \($0): the quick brown fox" }.joined(separator: "\n")
        var times: [Double] = []
        for _ in 0..<max(1, repeats) {
            times.append(
                Measure.cpu {
                    let scroll = ScrollBrik { _ in Label(text) }
                    _ = TestTerminal(root: scroll, size: Size(width: 200, height: 50))
                })
        }
        return BenchResult(
            id: "text.hugeLabel", name: "a Label of 1,000,000 lines (\(text.utf8.count / 1_000_000) MB), first frame",
            time: Summary(times), bytes: nil, target: Target(maxMilliseconds: 500),
            note: "measure, layout and draw of the whole text in one label (a LineView or TextArea draws only what shows)")
    }

    /// Accented text (not ASCII, so the Unicode wrapper) of `megabytes` in a label in a scroll
    /// view, as the Fault example's `huge` mode shows it: the frame after a resize to another
    /// width, where every paragraph wraps again. Issue 21: a resize redraws within a second.
    static func hugeLabelResize(megabytes: Int, repeats: Int) -> BenchResult {
        let line = String(repeating: "lorém ipsum dolor sit amet ", count: 4) + "\n"
        let text = String(repeating: line, count: (megabytes << 20) / line.utf8.count)
        var times: [Double] = []
        var firstFrames: [Double] = []
        for _ in 0..<max(1, repeats) {
            let scroll = ScrollBrik { _ in Label(text) }
            var terminal: TestTerminal?
            firstFrames.append(Measure.cpu { terminal = TestTerminal(root: scroll, size: Size(width: 100, height: 30)) })
            times.append(Measure.cpu { terminal?.resize(to: Size(width: 83, height: 30)) })
        }
        let firstFrame = Int(Summary(firstFrames).median.rounded())
        return BenchResult(
            id: "text.hugeLabelResize", name: "a Label of \(megabytes) MB of accented text, the frame after a resize",
            time: Summary(times), bytes: nil, target: Target(maxMilliseconds: 1000),
            note: "every paragraph wraps again at the new width; only the rows on screen are made (first frame, "
                + "which segments the text once: \(firstFrame) ms)")
    }
}
