import BrikRendering

extension Brick {
    /// What dimensions resolve against here: the application's screen and cell
    /// shape, or, for a brick not shown by an application, its own frame as the screen.
    public var layoutEnvironment: LayoutEnvironment {
        application?.layoutEnvironment ?? LayoutEnvironment(screen: frame.size)
    }
}

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
