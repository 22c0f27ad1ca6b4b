/// Counters of the frames an ``Application`` produced, and where the last one's time went,
/// so a regression points at its stage. Times are wall-clock, measured in the process.
public struct RenderStats: Hashable, Sendable {
    /// Frames drawn and presented.
    public var frames = 0
    /// Frames thrown away because newer input cut their work short (see ``Interruption``).
    public var interruptedFrames = 0
    /// Layout of the last frame (zero when it needed none), behaviors not included.
    public var lastLayoutTime: Duration = .zero
    /// Scroll behaviors (sticky, snap, …) of the last frame.
    public var lastBehaviorsTime: Duration = .zero
    /// Drawing the last frame into the canvas.
    public var lastDrawTime: Duration = .zero
    /// Presenting the last frame (diffing and writing it to the terminal).
    public var lastPresentTime: Duration = .zero
    /// Bytes the last frame wrote; 0 when the backend cannot tell.
    public var lastFrameBytes = 0
    /// Bytes written by every frame so far (as far as the backend can tell).
    public var bytesWritten = 0
    /// Cells the last frame wrote: those that changed for the headless terminal, those
    /// drawn into the window for ncurses (whole rows); 0 when the backend cannot tell.
    public var lastCellsWritten = 0
    /// Cells written by every frame so far.
    public var cellsWritten = 0
    /// Bricks the last layout measured (no cache answered), over all its passes; what a
    /// test asserts to show a change costs what it touched, not the tree.
    package var lastMeasuredBricks = 0
    /// Bricks whose children the last layout placed, over all its passes.
    package var lastLaidOutBricks = 0
}
