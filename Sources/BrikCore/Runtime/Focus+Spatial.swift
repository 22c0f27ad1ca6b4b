import BrikRendering

/// A direction for spatial focus moves (the arrow keys).
public enum FocusDirection: Hashable, Sendable, CaseIterable {
    case up, down, left, right
}

/// Spatial focus: the arrow keys move focus to the nearest focusable brick that way.
///
/// A candidate must lie wholly in the half-plane past the focused frame's edge in that
/// direction (for →, its left column is at or right of the focused frame's right edge).
/// Each is scored, lowest first:
///
///     score = primary + 2 × perpendicular
///
/// where `primary` is the gap along the direction, between the focused frame's leading
/// edge and the candidate's near edge, and `perpendicular` is the gap between the two
/// frames across it (0 when their rows — or columns — overlap). Weighting the sideways
/// gap prefers the brick straight ahead over a nearer one off to the side, as tvOS's
/// focus engine does. Candidates in the *beam* (perpendicular 0) always come before the
/// others, whatever their score: terminal widgets are wide and rows are tall, so without
/// it ← from a button could jump up to a wide field above instead of the button beside
/// it. Ties go to the smaller distance between centres across the direction, then to
/// reading order. No candidate: focus stays.
extension Application {
    /// Moves focus to the nearest focusable brick in `direction` that accepts it; false when
    /// there is none (or the focused brick's ``Brick/willUnfocus()`` said no). With nothing
    /// focused, focuses the first brick in reading order.
    @discardableResult
    public func moveFocus(_ direction: FocusDirection) -> Bool {
        let order = focusOrder
        guard let current = focusedBrick, current.application === self, order.contains(where: { $0 === current })
        else { return focusFirstAccepting(order) }
        let from = current.frame
        typealias Candidate = (brick: Brick, inBeam: Bool, score: Int, offset: Int, index: Int)
        let scored = order.enumerated().compactMap { index, brick -> Candidate? in
            guard brick !== current, let score = Self.focusScore(from: from, to: brick.frame, direction) else { return nil }
            return (brick, score.inBeam, score.score, score.centreOffset, index)
        }
        let ranked = scored.sorted { a, b in
            if a.inBeam != b.inBeam { return a.inBeam }
            if a.score != b.score { return a.score < b.score }
            if a.offset != b.offset { return a.offset < b.offset }
            return a.index < b.index
        }
        return focusFirstAccepting(ranked.map(\.brick))
    }

    /// The score of moving from `from` to `to` in `direction` (see the type's comment),
    /// whether `to` is in the beam, and the distance between centres across it (in half
    /// cells); nil when `to` is not that way.
    static func focusScore(
        from: Rect, to: Rect, _ direction: FocusDirection
    ) -> (score: Int, inBeam: Bool, centreOffset: Int)? {
        let primary: Int
        let across: (Int, Int, Int, Int)  // the two frames' spans across the direction
        switch direction {
        case .right:
            primary = to.minX - from.maxX
            across = (from.minY, from.maxY, to.minY, to.maxY)
        case .left:
            primary = from.minX - to.maxX
            across = (from.minY, from.maxY, to.minY, to.maxY)
        case .down:
            primary = to.minY - from.maxY
            across = (from.minX, from.maxX, to.minX, to.maxX)
        case .up:
            primary = from.minY - to.maxY
            across = (from.minX, from.maxX, to.minX, to.maxX)
        }
        guard primary >= 0 else { return nil }
        let (a0, a1, b0, b1) = across
        let perpendicular = max(0, max(a0, b0) - min(a1, b1))
        // Doubled centres keep the arithmetic in integers.
        let centreOffset = abs((a0 + a1) - (b0 + b1))
        return (primary + 2 * perpendicular, perpendicular == 0, centreOffset)
    }
}
