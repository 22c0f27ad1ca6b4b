/// Where a row's bricks sit across a ``Section`` (BrickKit's `BrickHorizontalAlignment`).
public enum FlowHorizontalAlignment: Hashable, Sendable, CaseIterable {
    /// Rows start at the left edge.
    case left
    /// Rows are centred (an odd spare column goes to the right).
    case center
    /// Rows end at the right edge.
    case right
    /// The spare columns of a row are spread between its bricks, so it spans the width
    /// (a row of one brick stays left).
    case justified
}

/// Where bricks sit within their row's height (BrickKit's `BrickVerticalAlignment`).
public enum FlowVerticalAlignment: Hashable, Sendable, CaseIterable {
    /// At the row's top.
    case top
    /// Centred in the row (an odd spare row goes below).
    case center
    /// At the row's bottom.
    case bottom
}

/// A section's row alignment (BrickKit's `BrickAlignment`); left and top by default.
public struct FlowAlignment: Hashable, Sendable {
    /// Across the section.
    public var horizontal: FlowHorizontalAlignment
    /// Within each row.
    public var vertical: FlowVerticalAlignment

    /// An alignment from its two parts.
    public init(horizontal: FlowHorizontalAlignment = .left, vertical: FlowVerticalAlignment = .top) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Left and top.
    public static let `default` = FlowAlignment()
}
