import BrikRendering

/// Search highlighting, drawn for the visible lines only.
extension TextArea {
    /// The search matches of visible line `line` and the style each is drawn in.
    func searchMatchStyles(line: Int, text: String) -> [(Range<Int>, CellStyle)] {
        []
    }
}
