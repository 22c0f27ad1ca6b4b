/// Closures that run once a layout pass is finished: the completions of collection updates
/// (``Section/insertItems(at:for:itemCount:completion:)`` and the invalidations) and what
/// bricks posted while laid out (``Section/framesDidLayout``, height changes).
///
/// They run after the pass's lifecycle stage, outside layout, like `onAppear`: a change they
/// make asks for another pass, which the frame makes before drawing (four at most).
extension Application {
    /// Runs `closure` after the next layout pass has finished (the frames that show a change
    /// made now are laid out by then); asks for that pass.
    public func afterNextLayout(_ closure: @escaping @MainActor () -> Void) {
        pendingAfterLayout.append(closure)
        setNeedsLayout()
    }

    /// Runs what the pass posted, then the completions that were waiting for a pass.
    func runAfterLayout(posted: [@MainActor () -> Void]) {
        for closure in posted { closure() }
        guard !pendingAfterLayout.isEmpty else { return }
        let waiting = pendingAfterLayout
        pendingAfterLayout = []
        for closure in waiting { closure() }
    }
}

extension Brick {
    /// Runs `closure` after the next layout pass of this brick's application (at once
    /// outside one): where an update's completion waits for the frames that show it.
    func afterLayout(_ closure: @escaping @MainActor () -> Void) {
        if let application { application.afterNextLayout(closure) } else { closure() }
    }
}
