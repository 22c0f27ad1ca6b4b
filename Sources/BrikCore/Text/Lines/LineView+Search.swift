import BrikRendering

extension LineView {
    /// The search matches on line `index` with the styles they are drawn in.
    func searchRuns(line index: Int, text: String, base: CellStyle) -> [(Range<Int>, CellStyle)] {
        []
    }

    /// Whether no search match is drawn on line `index` (it may then take the plain fast path).
    func searchHighlightsNothing(line index: Int, text: String) -> Bool {
        true
    }
}
