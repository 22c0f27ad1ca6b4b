import BrikRendering

// Measuring a brick outside a layout pass: each call makes a context from the brick's
// application (see ``LayoutContext``), so tests and tools need not build one.
extension Brick {
    /// ``sizeThatFits(_:context:)`` outside a layout pass (a test, a tool, a widget asking
    /// how big a brick would be): in the environment of this brick's application, or of a
    /// screen its own size, with no diagnostics.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        sizeThatFits(proposal, context: LayoutContext(detachedFor: self))
    }

    /// ``firstBaseline(forHeight:context:)`` outside a layout pass.
    public func firstBaseline(forHeight height: Int) -> Int {
        firstBaseline(forHeight: height, context: LayoutContext(detachedFor: self))
    }

    /// ``lastBaseline(forHeight:context:)`` outside a layout pass.
    public func lastBaseline(forHeight height: Int) -> Int {
        lastBaseline(forHeight: height, context: LayoutContext(detachedFor: self))
    }
}
