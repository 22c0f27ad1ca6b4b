/// Colour pairs by (foreground, background), allocated once and then looked up.
///
/// ncurses 6.4's `alloc_pair` returns -1 when its table is full and never
/// recycles (facts §3.13). The cache then reports exhaustion; the caller
/// resets every pair with ``reset()`` and repaints the whole frame, so only
/// the colours of that frame are allocated again.
struct ColorPairCache {
    /// Allocates (or finds) the pair for (foreground, background); -1 when the table is full.
    typealias Allocator = (Int32, Int32) -> Int32

    private var pairs: [Int64: Int32] = [:]
    private let allocate: Allocator
    private let resetAll: () -> Void

    /// A cache over `allocate` (ncurses: `alloc_pair`) and `resetAll` (`reset_color_pairs`).
    init(allocate: @escaping Allocator, resetAll: @escaping () -> Void) {
        self.allocate = allocate
        self.resetAll = resetAll
    }

    /// Pairs allocated since the last reset.
    var count: Int { pairs.count }

    /// The pair for the two colour numbers, or nil when the table is full.
    /// (-1, -1) is pair 0, the terminal's default colours, and needs no allocation.
    mutating func pair(foreground: Int32, background: Int32) -> Int32? {
        if foreground == -1 && background == -1 { return 0 }
        let key = Int64(foreground) << 32 | Int64(UInt32(bitPattern: background))
        if let pair = pairs[key] { return pair }
        let pair = allocate(foreground, background)
        guard pair >= 0 else { return nil }
        pairs[key] = pair
        return pair
    }

    /// Frees every pair (in ncurses too) so a new frame can allocate afresh.
    mutating func reset() {
        pairs.removeAll(keepingCapacity: true)
        resetAll()
    }
}
