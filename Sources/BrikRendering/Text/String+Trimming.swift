extension String {
    /// The string without the spaces (U+0020) at its end, in time proportional to
    /// the number of spaces removed.
    public var trimmingTrailingSpaces: String {
        let bytes = utf8
        var end = bytes.endIndex
        while end > bytes.startIndex {
            let before = bytes.index(before: end)
            guard bytes[before] == 0x20 else { break }
            end = before
        }
        return end == bytes.endIndex ? self : String(self[..<end])
    }
}
