import BrikTUI

/// The list's filter over a million rows: the first query, a longer one narrowing the rows
/// that matched, and fuzzy, each up to the next frame (TestTerminal, 100×30).
@MainActor
enum ListWorkload {
    /// `list.filter.1M` (substring), `list.narrow.1M` (one more letter) and
    /// `list.fuzzy.1M`; targets 100 ms, 20 ms and 150 ms.
    static func filter(rows: Int, repeats: Int) -> [BenchResult] {
        let words = ["apple", "brick", "cedar", "delta", "ember", "fjord", "gamma", "heron", "ivory", "jelly"]
        let options = (0..<rows).map { "item \($0) \(words[$0 % 10]) \(words[$0 / 10 % 10]) \(words[$0 / 100 % 10])" }
        var first: [Double] = []
        var narrow: [Double] = []
        var fuzzy: [Double] = []
        var shown = (0, 0, 0)
        for _ in 0..<max(1, repeats) {
            let list = List(options: options)
            let terminal = TestTerminal(root: list, size: Size(width: 100, height: 30))
            _ = terminal.screen
            first.append(
                Measure.cpu {
                    list.filterText = "item 12"
                    terminal.advance(by: .zero)
                })
            shown.0 = list.shownCount
            narrow.append(
                Measure.cpu {
                    list.filterText = "item 123"
                    terminal.advance(by: .zero)
                })
            shown.1 = list.shownCount
            list.filterText = ""
            list.filterMode = .fuzzy
            terminal.advance(by: .zero)
            fuzzy.append(
                Measure.cpu {
                    list.filterText = "i9d"
                    terminal.advance(by: .zero)
                })
            shown.2 = list.shownCount
        }
        let count = Format.number(Double(rows))
        return [
            BenchResult(
                id: "list.filter.1M", name: "list: filter \(count) rows (substring), to the next frame",
                time: Summary(first), bytes: nil, target: Target(maxMilliseconds: 100),
                note: "\"item 12\" matched \(shown.0) rows"),
            BenchResult(
                id: "list.narrow.1M", name: "list: one more letter narrows the matches, to the next frame",
                time: Summary(narrow), bytes: nil, target: Target(maxMilliseconds: 20),
                note: "\"item 123\" looks only among the \(shown.0) rows that matched: \(shown.1) left"),
            BenchResult(
                id: "list.fuzzy.1M", name: "list: fuzzy filter \(count) rows, to the next frame",
                time: Summary(fuzzy), bytes: nil, target: Target(maxMilliseconds: 150),
                note: "\"i9d\" as a subsequence matched \(shown.2) rows"),
        ]
    }
}
