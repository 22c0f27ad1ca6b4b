/// An extent in whole character cells: `width` columns by `height` rows.
///
/// Sizes are never negative when they come out of BrikTUI; a negative value
/// passed in is treated as zero wherever a size is used to allocate or clip.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// No columns and no rows.
    public static let zero = Size(width: 0, height: 0)

    /// A size of `width` columns by `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Whether the size covers no cell at all.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The number of cells covered, zero for an empty size.
    public var area: Int { isEmpty ? 0 : width * height }

    /// `width×height`, e.g. `80×24`.
    public var description: String { "\(width)×\(height)" }
}
