import BrikTUI

/// Workload 6: layout and drawing of a large tree: a VBrik of `rows` HBriks of
/// `columns` Labels each, at 200 columns. The HBriks share their width equally,
/// so every label is measured and drawn at two cells, where its text wraps.
///
/// An HBrik measures its children at unlimited width, so its row is one line
/// high even though its labels wrap to two: only each label's first line shows.
/// The work of wrapping is done all the same.
@MainActor
enum LayoutWorkload {
    /// The tree: `rows * columns` labels plus `rows + 1` stacks.
    static func tree(rows: Int, columns: Int) -> VBrik {
        let root = VBrik(alignment: .fill)
        for row in 0..<rows {
            let line = HBrik(alignment: .fill, distribution: .fillEqually)
            for column in 0..<columns {
                line.addChild(Label("\(column % 10)\(row % 10) x"))
            }
            root.addChild(line)
        }
        return root
    }

    /// A cold render (new tree, nothing cached) `coldRepeats` times and a warm re-render
    /// of the last tree `warmRepeats` times, each `renderCanvas` = measure + layout + draw.
    static func run(rows: Int, columns: Int, coldRepeats: Int, warmRepeats: Int) -> [BenchResult] {
        let count = rows * columns
        var buildTimes: [Double] = []
        var coldTimes: [Double] = []
        var canvasHeight = 0
        var root = VBrik(alignment: .fill)
        for _ in 0..<max(1, coldRepeats) {
            buildTimes.append(Measure.cpu { root = tree(rows: rows, columns: columns) })
            coldTimes.append(Measure.cpu { canvasHeight = renderCanvas(root, width: ScreenContent.size.width).size.height })
        }
        var warmTimes: [Double] = []
        for _ in 0..<max(1, warmRepeats) {
            warmTimes.append(Measure.cpu { _ = renderCanvas(root, width: ScreenContent.size.width) })
        }
        let shape = "\(rows) HBriks x \(columns) Labels"
        return [
            BenchResult(
                id: "layout.build", name: "6 build \(count) bricks (\(shape))",
                time: Summary(buildTimes), bytes: nil, target: .none),
            BenchResult(
                id: "layout.cold", name: "6 layout+draw \(count) wrapped Labels, cold",
                time: Summary(coldTimes), bytes: nil, target: Target(maxMilliseconds: 150),
                note: "renderCanvas at width 200 -> canvas 200x\(canvasHeight) (sizeThatFits, layout, draw)"),
            BenchResult(
                id: "layout.warm", name: "6 layout+draw \(count) wrapped Labels, warm",
                time: Summary(warmTimes), bytes: nil, target: Target(maxMilliseconds: 100)),
        ]
    }
}
