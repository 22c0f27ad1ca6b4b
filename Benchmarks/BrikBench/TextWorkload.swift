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
}
