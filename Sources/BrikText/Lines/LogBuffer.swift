import BrikCore

/// The lines of a ``LogView``: a ring buffer of at most ``maximumLineCount`` lines that
/// drops the oldest as new ones come, each append O(1).
///
/// ```swift
/// let buffer = LogBuffer(maximumLineCount: 3)
/// for line in ["a", "b", "c", "d"] { buffer.append(line) }
/// buffer.line(0)          // "b": "a" was dropped
/// buffer.lineNumber(0)    // 2: numbers keep counting from the first line appended
/// ```
@MainActor
public final class LogBuffer: LineSource {
    /// The most lines kept (at least 1); lowering it drops the oldest at once.
    ///
    /// ```swift
    /// buffer.maximumLineCount = 1_000
    /// ```
    public var maximumLineCount: Int {
        didSet {
            maximumLineCount = max(1, maximumLineCount)
            guard maximumLineCount != oldValue else { return }
            // Rare: laid out again in order, oldest first, so the ring starts at 0.
            var ordered = (0..<storage.count).map(line)
            let excess = max(0, ordered.count - maximumLineCount)
            ordered.removeFirst(excess)
            droppedLineCount += excess
            storage = ordered
            head = 0
        }
    }
    /// Lines dropped from the front since the buffer was made (or cleared).
    ///
    /// ```swift
    /// buffer.droppedLineCount   // lines that scrolled out of the buffer
    /// ```
    public private(set) var droppedLineCount = 0
    /// The lines; once full, the oldest is at ``head`` and the ring wraps around.
    private var storage: [String] = []
    private var head = 0

    /// An empty buffer keeping at most `maximumLineCount` lines (at least 1).
    ///
    /// ```swift
    /// LogBuffer(maximumLineCount: 100_000)
    /// ```
    public init(maximumLineCount: Int = 10_000) {
        self.maximumLineCount = max(1, maximumLineCount)
        storage.reserveCapacity(min(self.maximumLineCount, 1 << 16))
    }

    /// How many lines are kept now.
    ///
    /// ```swift
    /// buffer.lineCount   // at most maximumLineCount
    /// ```
    public var lineCount: Int { storage.count }

    /// Line `index`, 0 being the oldest kept.
    ///
    /// ```swift
    /// buffer.line(buffer.lineCount - 1)   // the newest
    /// ```
    public func line(_ index: Int) -> String {
        let slot = head + index
        return storage[slot < storage.count ? slot : slot - storage.count]
    }

    /// The line's number counted from the first line ever appended (1-based).
    ///
    /// ```swift
    /// buffer.lineNumber(0)   // 1 + the lines dropped
    /// ```
    public func lineNumber(_ index: Int) -> Int { droppedLineCount + index + 1 }

    /// Adds `line` at the end, dropping the oldest when full; returns whether one was dropped.
    ///
    /// ```swift
    /// buffer.append("GET /index.html 200")
    /// ```
    @discardableResult
    public func append(_ line: String) -> Bool {
        guard storage.count == maximumLineCount else {
            storage.append(line)
            return false
        }
        storage[head] = line
        head = head + 1 == storage.count ? 0 : head + 1
        droppedLineCount += 1
        return true
    }

    /// Removes every line; numbering starts again at 1.
    ///
    /// ```swift
    /// buffer.removeAll()
    /// ```
    public func removeAll() {
        storage.removeAll(keepingCapacity: true)
        head = 0
        droppedLineCount = 0
    }
}
