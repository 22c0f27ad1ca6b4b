/// How a line sits in the columns given to it.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Flush left, padded on the right.
    case left
    /// Centred; an odd extra column goes to the right.
    case center
    /// Flush right, padded on the left.
    case right
    /// Words spread so the line fills the width exactly. The last line of a
    /// paragraph is left-aligned by whoever knows it is last
    /// (``TextLayout/lines(_:width:maxLines:alignment:)`` does).
    case justified
}
