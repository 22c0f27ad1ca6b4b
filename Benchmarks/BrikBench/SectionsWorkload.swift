import BrikTUI

/// Workload 6b: BrickKit layout of 100,000 bricks in nested flow sections with
/// ratio widths and wrapped text — a root section of `sections` sections of
/// `perSection` labels a tenth of a row wide — cold, warm (nothing changed)
/// and after one label on the first screen changed its text (reflow from that brick).
///
/// The root section is a lazy flow (it has more than ``Section/lazyFlowThreshold``
/// bricks): its first frame measures the sections down to a screen past the viewport.
/// `sections.all` is the same first frame with every brick placed (``Section/placeAllBricks()``),
/// the whole tree measured and laid out, as every frame did before lazy flow.
@MainActor
enum SectionsWorkload {
    static func tree(sections: Int, perSection: Int, probeSection: Int) -> (root: Section, probe: Label) {
        var probe = Label()
        let root = Section(inset: 1, verticalInset: 0) { _ in
            for index in 0..<sections {
                Section(width: .ratio(ratio: index % 3 == 0 ? 1 : 0.5), inset: 1, verticalInset: 0) { _ in
                    for item in 0..<perSection {
                        Label("item \(item) of section \(index)").width(.ratio(ratio: 0.1))
                    }
                }
            }
        }
        // A label in a section of the first screen, for the incremental case.
        if let shown = root.children[min(probeSection, sections - 1)] as? Section,
            let label = shown.children[perSection / 2] as? Label
        {
            probe = label
        }
        return (root, probe)
    }

    static func run(sections: Int, perSection: Int, repeats: Int) -> [BenchResult] {
        let count = sections * perSection
        var cold: [Double] = []
        var warm: [Double] = []
        var changed: [Double] = []
        var all: [Double] = []
        for _ in 0..<max(1, repeats) {
            let (root, probe) = tree(sections: sections, perSection: perSection, probeSection: 2)
            var terminal: TestTerminal?
            // The first frame of a 200×50 screen showing the tree: measure and lay out what the
            // lazy root places (down to a screen past the screen), draw what the screen shows.
            cold.append(Measure.cpu { terminal = TestTerminal(root: root, size: ScreenContent.size) })
            root.setNeedsLayout()
            warm.append(Measure.cpu { terminal?.advance(by: .zero) })
            probe.text = "a much longer text that wraps onto more rows than before"
            changed.append(Measure.cpu { terminal?.advance(by: .zero) })
            let (whole, _) = tree(sections: sections, perSection: perSection, probeSection: 2)
            whole.placeAllBricks()
            all.append(Measure.cpu { terminal = TestTerminal(root: whole, size: ScreenContent.size) })
        }
        let shape = "\(sections) sections x \(perSection) labels; the root section is a lazy flow"
        return [
            BenchResult(
                id: "sections.cold", name: "6b first frame, \(count) bricks in sections",
                time: Summary(cold), bytes: nil, target: Target(maxMilliseconds: 100), note: shape),
            BenchResult(
                id: "sections.warm", name: "6b frame after a layout request, nothing changed",
                time: Summary(warm), bytes: nil, target: Target(maxMilliseconds: 10)),
            BenchResult(
                id: "sections.changed", name: "6b frame after one label changed its text",
                time: Summary(changed), bytes: nil, target: Target(maxMilliseconds: 10)),
            BenchResult(
                id: "sections.all", name: "6b first frame, \(count) bricks in sections, every brick placed",
                time: Summary(all), bytes: nil, target: .none,
                note: "placeAllBricks(): the whole tree measured and laid out, as before lazy flow"),
        ]
    }
}
