/// One character cell of a ``Canvas``.
///
/// A wide glyph covers two cells: the left one holds the glyph with width 2,
/// the right one is a *continuation* cell (width 0) that draws nothing.
public struct Cell: Hashable, Sendable {
    /// The cluster drawn in this cell (a space for blank cells, ignored for continuations).
    public var character: Character
    /// 1 for a normal cell, 2 for the left half of a wide glyph, 0 for its right half.
    public var width: UInt8
    /// Colours and attributes.
    public var style: CellStyle

    /// A blank cell in the default style.
    public static let blank = Cell(character: " ", width: 1, style: .plain)

    /// A cell from its parts.
    public init(character: Character, width: UInt8 = 1, style: CellStyle = .plain) {
        self.character = character
        self.width = width
        self.style = style
    }

    /// Whether this is the right half of a wide glyph.
    public var isContinuation: Bool { width == 0 }

    /// A blank cell in `style`.
    public static func blank(_ style: CellStyle) -> Cell {
        Cell(character: " ", width: 1, style: style)
    }
}
