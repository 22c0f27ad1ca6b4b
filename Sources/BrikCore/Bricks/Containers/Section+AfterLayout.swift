import BrikRendering

// What a section reports after a layout pass placed its bricks: height changes and
// framesDidLayout (BrickKit's delegate calls and frame-layout listeners).
extension Section {
    /// Posts, for after the pass, the height changes and the frames-did-layout call.
    func postAfterLayout(bricks: [Brick], frames: [Rect], context: LayoutContext) {
        if didUpdateHeightForItemAt != nil {
            var changed: [(Brick, Int)] = []
            var heights: [ObjectIdentifier: Int] = [:]
            heights.reserveCapacity(bricks.count)
            for index in 0..<min(bricks.count, frames.count) {
                let key = ObjectIdentifier(bricks[index])
                let height = frames[index].height
                if let before = placedHeights[key], before != height { changed.append((bricks[index], height)) }
                heights[key] = height
            }
            placedHeights = heights
            if !changed.isEmpty {
                context.pass.afterLayout.append { [weak self] in
                    guard let self, let report = self.didUpdateHeightForItemAt else { return }
                    for (brick, height) in changed {
                        if let path = self.indexPath(of: brick) { report(path, height) }
                    }
                }
            }
        }
        guard framesDidLayout != nil || !frameLayoutListeners.isEmpty, postedPass != context.pass.number else { return }
        postedPass = context.pass.number
        context.pass.afterLayout.append { [weak self] in
            guard let self else { return }
            self.framesDidLayout?(self)
            for entry in self.frameLayoutListeners { entry.listener?.framesDidLayout(in: self) }
        }
    }
}

/// Told after a section's frames were laid out (BrickKit's `FrameLayoutListener`).
@MainActor
public protocol BrickFrameLayoutListener: AnyObject {
    /// The bricks of `section` were placed again in this frame (called outside layout).
    func framesDidLayout(in section: Section)
}

/// A listener held weakly, so a section does not keep its listeners alive.
struct WeakFrameLayoutListener {
    weak var listener: (any BrickFrameLayoutListener)?
}
