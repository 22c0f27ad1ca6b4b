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
    /// The reading direction's start: ``left`` left to right, ``right`` right to left
    /// (UIKit's `.natural`). Whoever draws the text resolves it with
    /// ``resolved(for:)``; where no direction is known it reads as ``left``.
    case natural

    /// The alignment drawn for `direction`: ``natural`` becomes ``left`` or ``right``;
    /// the others stay as they are.
    public func resolved(for direction: LayoutDirection) -> TextAlignment {
        guard self == .natural else { return self }
        return direction.isRightToLeft ? .right : .left
    }
}
