import BrikRendering

/// Animated scrolls and scrolling to a brick by its identifier.
extension ScrollBrik {
    /// How long an animated scroll takes (150 ms by default: about nine frames at 60 fps).
    public var scrollAnimationDuration: Duration {
        get { scrollExtras.animationDuration }
        set { scrollExtras.animationDuration = newValue }
    }

    /// Whether an animated scroll is running.
    public var isAnimatingScroll: Bool { scrollExtras.animation.map { !$0.isFinished } ?? false }

    /// UIKit's name for ``scroll(to:animated:)`` (BrickKit apps call it on their collection view).
    ///
    /// ```swift
    /// scroll.setContentOffset(Point(x: 0, y: 40), animated: true)
    /// ```
    public func setContentOffset(_ offset: Point, animated: Bool) {
        scroll(to: offset, animated: animated)
    }

    /// Puts the offset back to `offset` for content that changed (a new section): kept as
    /// given and clamped by the next layout, against the new content's size.
    func restoreContentOffset(_ offset: Point) {
        noteScrollRequest()
        isPinnedToEnd = false
        contentOffset = offset
        setNeedsLayout()
    }

    /// Scrolls to `offset` (clamped); with `animated`, a frame at a time over
    /// ``scrollAnimationDuration`` (eased out) using the application's animation frames.
    ///
    /// Any other scroll — a key, the wheel, another call — interrupts it where it is.
    /// It settles (snapping behaviors act) when it arrives. Without an application, or
    /// with reduced motion, it jumps at once.
    public func scroll(to offset: Point, animated: Bool) {
        guard animated, let application, clampedOffset(offset) != contentOffset else {
            scroll(to: offset)
            return
        }
        scrollExtras.animation?.cancel()
        scrollExtras.wheelTimer?.cancel()
        scrollExtras.wheelTimer = nil
        let target = clampedOffset(offset)
        let start = contentOffset
        scrollExtras.animation = application.animate(
            from: start, to: target, duration: scrollAnimationDuration, easing: .easeOut,
            update: { [weak self] value in
                guard let self else { return }
                scrollExtras.source = .animation
                scroll(to: value)
                scrollExtras.source = .direct
            },
            completion: { [weak self] in
                guard let self else { return }
                scrollExtras.animation = nil
                settleScroll()
            })
    }

    /// Scrolls so the `index`-th brick (in content order, 0 first) whose identifier is
    /// `identifier` sits at `position` in the viewport. Returns false when there is no
    /// such brick among the items laid out (a virtual section only has its visible ones;
    /// a lazy ``Section`` places the rest of its bricks first to look among them).
    ///
    /// Uses the layout frame (where the brick is without behaviors), like BrickKit's
    /// `scrollToItem(withIdentifier:index:)`.
    @discardableResult
    public func scroll(
        toIdentifier identifier: String, index: Int = 0, position: ScrollPosition = .top, animated: Bool = false
    ) -> Bool {
        var matches = displayedItems.filter { $0.identifier == identifier }
        if index >= matches.count, let content, Section.placeLazySections(under: content), let application {
            _ = application.layoutIfNeeded()
            matches = displayedItems.filter { $0.identifier == identifier }
        }
        guard index >= 0, index < matches.count else { return false }
        scroll(to: offset(showing: matches[index].originalFrame, at: position), animated: animated)
        return true
    }

    /// The offset that puts `frame` (content coordinates) at `position` in the viewport.
    func offset(showing frame: Rect, at position: ScrollPosition) -> Point {
        let size = viewport.size
        let vertical = axis == .vertical
        let start = vertical ? frame.minY : frame.minX
        let length = vertical ? frame.height : frame.width
        let port = vertical ? size.height : size.width
        let current = vertical ? contentOffset.y : contentOffset.x
        let along: Int
        switch position {
        case .top: along = start
        case .middle: along = start - (port - length) / 2
        case .bottom: along = start + length - port
        case .nearest:
            if start + length > current + port {
                along = min(start, start + length - port)
            } else if start < current {
                along = start
            } else {
                along = current
            }
        }
        return vertical ? Point(x: contentOffset.x, y: along) : Point(x: along, y: contentOffset.y)
    }
}

/// Where ``ScrollBrik/scroll(toIdentifier:index:position:animated:)`` puts the brick.
public enum ScrollPosition: Sendable, Hashable {
    /// Its start at the viewport's start (top, or left edge horizontally).
    case top
    /// Centred in the viewport (rounded towards the start).
    case middle
    /// Its end at the viewport's end.
    case bottom
    /// Only as far as needed to show it whole (its start, if it is longer than the viewport).
    case nearest
}
