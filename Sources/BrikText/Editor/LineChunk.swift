import BrikCore

/// One node of a ``LineTree``: a run of consecutive lines, and the summaries of the
/// subtree it heads, so a line, a character offset or a count is found in O(log n).
///
/// The tree is a treap keyed implicitly by line index: in-order traversal gives the lines
/// in document order, and `priority` keeps it balanced in expectation (a parent's priority
/// is at least its children's).
final class LineChunk {
    /// The lines of this node, in order; never empty.
    var lines: [String]
    /// Each line's length in `Character`s.
    var lengths: [Int]
    var left: LineChunk?
    var right: LineChunk?
    let priority: UInt64
    /// Lines in the subtree.
    private(set) var totalLines = 0
    /// `Character`s in the subtree's lines, newlines not counted.
    private(set) var totalCharacters = 0
    /// UTF-8 bytes of the subtree's lines, newlines not counted.
    private(set) var totalUTF8 = 0
    /// `Character`s of this node's own lines.
    private(set) var ownCharacters = 0
    private(set) var ownUTF8 = 0

    init(lines: [String], lengths: [Int], priority: UInt64) {
        self.lines = lines
        self.lengths = lengths
        self.priority = priority
        refreshOwn()
    }

    /// Recounts this node's own lines after they changed (then ``update()`` up the path).
    func refreshOwn() {
        ownCharacters = lengths.reduce(0, +)
        ownUTF8 = lines.reduce(0) { $0 + $1.utf8.count }
        update()
    }

    /// Recomputes the subtree summaries from the children's (which must be current).
    func update() {
        totalLines = (left?.totalLines ?? 0) + lines.count + (right?.totalLines ?? 0)
        totalCharacters = (left?.totalCharacters ?? 0) + ownCharacters + (right?.totalCharacters ?? 0)
        totalUTF8 = (left?.totalUTF8 ?? 0) + ownUTF8 + (right?.totalUTF8 ?? 0)
    }

    /// Keeps the first `count` lines here and returns a node (same priority, so the heap
    /// order holds) with the rest and this node's right subtree.
    func splitOwnLines(at count: Int) -> LineChunk {
        let tail = LineChunk(
            lines: Array(lines[count...]), lengths: Array(lengths[count...]), priority: priority)
        tail.right = right
        tail.update()
        lines.removeSubrange(count...)
        lengths.removeSubrange(count...)
        right = nil
        refreshOwn()
        return tail
    }
}

/// Counting `Character`s of one line, with a fast path for ASCII (a byte a character).
enum LineLength {
    /// The number of `Character`s in `line`.
    static func of(_ line: String) -> Int {
        var line = line
        let ascii = line.withUTF8 { bytes in !bytes.contains { $0 >= 0x80 } }
        return ascii ? line.utf8.count : line.count
    }
}
