/// The bricks a ``VirtualSection`` holds after a layout: one for each item of a
/// contiguous range of data indices, in order.
///
/// An array and a start index rather than a dictionary: a layout asks for the brick of
/// every item in the window several times, and a one-row scroll should cost array reads,
/// not hashing.
@MainActor
struct MountedWindow {
    /// The data index of the first brick.
    private(set) var first = 0
    /// The bricks of ``indices``, in order.
    private(set) var bricks: [Brick] = []

    /// No bricks.
    init() {}

    /// `bricks` for the items from `first` on.
    init(first: Int, bricks: [Brick]) {
        self.first = first
        self.bricks = bricks
    }

    /// The data indices that have bricks.
    var indices: Range<Int> { first..<(first + bricks.count) }

    /// The brick of item `index`, nil when it has none.
    subscript(index: Int) -> Brick? {
        index >= first && index < first + bricks.count ? bricks[index - first] : nil
    }
}
