import BrikRendering

extension Brick {
    /// What dimensions resolve against here: the application's screen and cell
    /// shape, or, for a brick not shown by an application, its own frame as the screen.
    public var layoutEnvironment: LayoutEnvironment {
        EnvironmentKeys.noteRead()
        return application?.layoutEnvironment ?? LayoutEnvironment(screen: frame.size)
    }
}
