import BrikRendering

extension LineView {
    /// The search matches on line `index` with the styles they are drawn in.
    func searchRuns(line index: Int, text: String, base: CellStyle) -> [(Range<Int>, CellStyle)] {
        []
    }
}
