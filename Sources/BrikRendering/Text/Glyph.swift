/// What one canvas cell holds: a grapheme cluster as the terminal will draw it,
/// and the columns it covers (1 or 2).
///
/// Text becomes glyphs through ``TextWidth/glyphs(of:startColumn:)``, which
/// also makes control characters visible, so a glyph is always safe to send
/// to a terminal.
public struct Glyph: Hashable, Sendable {
    /// The cluster to draw: a base character with at most a few combining marks.
    public var character: Character
    /// Columns covered: 1, or 2 for wide characters (CJK, most emoji).
    public var width: Int

    /// A glyph from a cluster and its width.
    public init(_ character: Character, width: Int) {
        self.character = character
        self.width = width
    }
}
