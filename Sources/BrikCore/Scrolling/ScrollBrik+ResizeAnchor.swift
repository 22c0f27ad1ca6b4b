import BrikRendering

/// Keeping the reader's place when the viewport changes size: the first visible
/// item and how far into it the viewport starts stay the same (BrickKit lost it
/// on rotation, issue #33).
///
/// Only for ordinary content: an item of a virtual section is left to that
/// section's own anchoring (``ScrollBrik/contentDidShift(by:)``), whose bricks are reused.
extension ScrollBrik {
    /// Before laying out for viewport `size`: if it differs from the last layout's,
    /// remembers the first visible item of the last pass and the offset into it.
    func prepareResizeAnchor(viewportSize size: Size) {
        defer { scrollExtras.lastViewportSize = size }
        scrollExtras.resizeAnchor = nil
        guard let last = scrollExtras.lastViewportSize, last != size, !isPinnedToEnd else { return }
        let vertical = axis == .vertical
        let start = vertical ? contentOffset.y : contentOffset.x
        var best: BrickAttributes?
        for item in displayedItems where !item.isSection {
            let frame = item.originalFrame
            let (minimum, maximum) = vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
            guard maximum > start, !frame.isEmpty else { continue }
            guard let current = best else {
                best = item
                continue
            }
            let currentStart = vertical ? current.originalFrame.minY : current.originalFrame.minX
            if minimum < currentStart { best = item }
        }
        guard let anchor = best, !isInsideVirtualContent(anchor.brick) else { return }
        let anchorStart = vertical ? anchor.originalFrame.minY : anchor.originalFrame.minX
        scrollExtras.resizeAnchor = (anchor.brick, start - anchorStart)
    }

    /// Whether `brick` lies inside a virtual section of this scroll view (at any depth: a
    /// group header is a section's brick inside the virtual list of groups), whose own
    /// anchoring keeps the place; two anchors would fight.
    private func isInsideVirtualContent(_ brick: Brick) -> Bool {
        var node = brick.parent
        while let current = node, current !== self {
            if current is any VirtualItemContainer { return true }
            node = current.parent
        }
        return false
    }

    /// After the content was laid out at the new size (placed at `origin`): asks for the
    /// offset that puts the anchor item back where it was. It replaces any shift content
    /// reported in this pass, since it already accounts for everything above the anchor.
    func applyResizeAnchor(contentOrigin origin: Point) {
        guard let (brick, rowOffset) = scrollExtras.resizeAnchor else { return }
        scrollExtras.resizeAnchor = nil
        guard brick.parent != nil, isAncestor(of: brick) else { return }
        let frame = brick.frame
        let target =
            axis == .vertical
            ? Point(x: contentOffset.x, y: frame.minY - origin.y + rowOffset)
            : Point(x: frame.minX - origin.x + rowOffset, y: contentOffset.y)
        pendingAnchorShift = Point(x: target.x - contentOffset.x, y: target.y - contentOffset.y)
    }
}
