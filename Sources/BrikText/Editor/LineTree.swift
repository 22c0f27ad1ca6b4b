import BrikCore

/// The lines of a document in a balanced tree of chunks (a rope of lines): reading a line,
/// replacing a few lines and converting character offsets cost O(log n) in the number of
/// lines; replacing `k` lines costs O(k + log n).
///
/// Lines hold no newline; a document always has at least one (possibly empty) line.
struct LineTree {
    /// Lines a chunk is built with; an edit in place may grow one up to ``maxChunk``.
    static let chunkSize = 64
    static let maxChunk = 128

    private(set) var root: LineChunk?
    /// State of the priority generator (splitmix64): deterministic, so runs repeat.
    private var seed: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// A tree holding `lines` (at least one).
    init(lines: [String]) {
        root = build(lines)
    }

    var lineCount: Int { root?.totalLines ?? 0 }
    var characterCount: Int { root?.totalCharacters ?? 0 }
    var utf8Count: Int { root?.totalUTF8 ?? 0 }

    /// The node holding line `index` and the index of that line within it.
    private func locate(_ index: Int) -> (LineChunk, Int) {
        precondition(index >= 0 && index < lineCount, "line \(index) out of 0..<\(lineCount)")
        var node = root!
        var index = index
        while true {
            let leftLines = node.left?.totalLines ?? 0
            if index < leftLines {
                node = node.left!
            } else if index < leftLines + node.lines.count {
                return (node, index - leftLines)
            } else {
                index -= leftLines + node.lines.count
                node = node.right!
            }
        }
    }

    /// Line `index` (no newline).
    func line(_ index: Int) -> String {
        let (node, offset) = locate(index)
        return node.lines[offset]
    }

    /// The length of line `index` in `Character`s.
    func lineLength(_ index: Int) -> Int {
        let (node, offset) = locate(index)
        return node.lengths[offset]
    }

    /// `Character`s before line `index`, the newlines of the lines before it included.
    func characterOffset(ofLine index: Int) -> Int {
        precondition(index >= 0 && index <= lineCount, "line \(index) out of 0...\(lineCount)")
        var node = root
        var index = index
        var offset = 0
        while let current = node {
            let leftLines = current.left?.totalLines ?? 0
            if index < leftLines {
                node = current.left
                continue
            }
            offset += (current.left?.totalCharacters ?? 0) + leftLines
            index -= leftLines
            if index <= current.lines.count {
                for i in 0..<index { offset += current.lengths[i] + 1 }
                return offset
            }
            offset += current.ownCharacters + current.lines.count
            index -= current.lines.count
            node = current.right
        }
        return offset
    }

    /// The line holding the character offset `offset` (newlines count as one character at the
    /// end of their line) and the column in it; offsets past the end give the end.
    func position(atCharacterOffset offset: Int) -> (line: Int, column: Int) {
        var node = root
        var remaining = max(0, offset)
        var line = 0
        while let current = node {
            let leftSize = (current.left?.totalCharacters ?? 0) + (current.left?.totalLines ?? 0)
            if remaining < leftSize {
                node = current.left
                continue
            }
            remaining -= leftSize
            line += current.left?.totalLines ?? 0
            for i in 0..<current.lines.count {
                if remaining <= current.lengths[i] { return (line, remaining) }
                remaining -= current.lengths[i] + 1
                line += 1
            }
            node = current.right
        }
        let last = lineCount - 1
        return (last, lineLength(last))
    }

    /// Calls `body` with lines `start`, `start + 1`, … in order until it returns false or the
    /// lines run out; O(log n) to start, then O(1) a line on average.
    func forEachLine(from start: Int, _ body: (String) -> Bool) {
        guard start < lineCount else { return }
        var stack: [(LineChunk, Int)] = []
        var node = root
        var index = start
        // Descend to `start`, remembering the ancestors whose own lines come later.
        while let current = node {
            let leftLines = current.left?.totalLines ?? 0
            if index < leftLines {
                stack.append((current, 0))
                node = current.left
            } else if index < leftLines + current.lines.count {
                stack.append((current, index - leftLines))
                break
            } else {
                index -= leftLines + current.lines.count
                node = current.right
            }
        }
        while let (current, first) = stack.popLast() {
            for i in first..<current.lines.count where !body(current.lines[i]) { return }
            var next = current.right
            while let child = next {
                stack.append((child, 0))
                next = child.left
            }
        }
    }

    /// Replaces lines `range` with `newLines`; the tree must keep at least one line.
    mutating func replaceLines(_ range: Range<Int>, with newLines: [String]) {
        precondition(range.lowerBound >= 0 && range.upperBound <= lineCount, "lines \(range) out of 0..<\(lineCount)")
        if replaceInPlace(range, with: newLines) { return }
        let (head, rest) = Self.split(root, at: range.lowerBound)
        let (_, tail) = Self.split(rest, at: range.count)
        root = Self.merge(Self.merge(head, build(newLines)), tail)
    }

    /// An edit inside one chunk that leaves it at most ``maxChunk`` lines: done on the node,
    /// then the summaries on its path are recomputed. False when the edit does not fit.
    private mutating func replaceInPlace(_ range: Range<Int>, with newLines: [String]) -> Bool {
        guard var node = root else { return false }
        var path: [LineChunk] = []
        var index = range.lowerBound
        while true {
            path.append(node)
            let leftLines = node.left?.totalLines ?? 0
            if index < leftLines {
                node = node.left!
            } else if index < leftLines + node.lines.count
                || (index == leftLines + node.lines.count && range.isEmpty && node.right == nil)
            {
                index -= leftLines
                break
            } else {
                index -= leftLines + node.lines.count
                guard let right = node.right else { return false }
                node = right
            }
        }
        let end = index + range.count
        let newCount = node.lines.count - range.count + newLines.count
        guard end <= node.lines.count, newCount > 0, newCount <= Self.maxChunk else { return false }
        node.lines.replaceSubrange(index..<end, with: newLines)
        node.lengths.replaceSubrange(index..<end, with: newLines.map(LineLength.of))
        node.refreshOwn()
        for ancestor in path.dropLast().reversed() { ancestor.update() }
        return true
    }

    /// A treap of `lines` in chunks, built in O(k) (a Cartesian tree over random priorities).
    private mutating func build(_ lines: [String]) -> LineChunk? {
        var stack: [LineChunk] = []
        var start = 0
        while start < lines.count {
            let end = min(lines.count, start + Self.chunkSize)
            let slice = Array(lines[start..<end])
            let node = LineChunk(lines: slice, lengths: slice.map(LineLength.of), priority: nextPriority())
            var last: LineChunk?
            while let top = stack.last, top.priority < node.priority {
                last = stack.removeLast()
                last!.update()
            }
            node.left = last
            stack.last?.right = node
            stack.append(node)
            start = end
        }
        for node in stack.reversed() { node.update() }
        return stack.first
    }

    private mutating func nextPriority() -> UInt64 {
        seed &+= 0x9E37_79B9_7F4A_7C15
        var z = seed
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The first `count` lines of `node`'s subtree, and the rest.
    private static func split(_ node: LineChunk?, at count: Int) -> (LineChunk?, LineChunk?) {
        guard let node else { return (nil, nil) }
        let leftLines = node.left?.totalLines ?? 0
        if count <= leftLines {
            let (low, high) = split(node.left, at: count)
            node.left = high
            node.update()
            return (low, node)
        }
        if count >= leftLines + node.lines.count {
            let (low, high) = split(node.right, at: count - leftLines - node.lines.count)
            node.right = low
            node.update()
            return (node, high)
        }
        let tail = node.splitOwnLines(at: count - leftLines)
        return (node, tail)
    }

    /// `low`'s lines followed by `high`'s.
    private static func merge(_ low: LineChunk?, _ high: LineChunk?) -> LineChunk? {
        guard let low else { return high }
        guard let high else { return low }
        if low.priority >= high.priority {
            low.right = merge(low.right, high)
            low.update()
            return low
        }
        high.left = merge(low, high.left)
        high.update()
        return high
    }
}

extension LineTree {
    /// The tree's height in nodes (0 when empty): what every lookup walks.
    var height: Int {
        func height(_ node: LineChunk?) -> Int {
            guard let node else { return 0 }
            return 1 + max(height(node.left), height(node.right))
        }
        return height(root)
    }

    /// Nodes in the tree.
    var nodeCount: Int {
        func count(_ node: LineChunk?) -> Int {
            guard let node else { return 0 }
            return 1 + count(node.left) + count(node.right)
        }
        return count(root)
    }
}
