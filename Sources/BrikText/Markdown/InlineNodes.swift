import BrikCore

/// The nodes of an inline parse, a doubly linked list in an array: matching emphasis
/// or a link moves a run of nodes under a new container node in O(1).
struct InlineNodes {
    enum Kind {
        case text(String)
        /// What is left of a delimiter run (`*`, `_`, `~`), shown as text if unmatched.
        case delimiter(Unicode.Scalar, Int)
        case inline(MarkdownInline)
        /// Emphasis, a link or an image over the nodes `first...last` (-1 for none).
        case container(Container, first: Int, last: Int)
    }

    enum Container {
        case emphasis, strong, strikethrough
        case link(String, String?)
        case image(String, String?)
    }

    struct Node {
        var kind: Kind
        var previous = -1
        var next = -1
    }

    private(set) var storage: [Node] = []
    private(set) var head = -1
    private(set) var tail = -1

    subscript(index: Int) -> Node {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    @discardableResult
    mutating func append(_ kind: Kind) -> Int {
        let index = storage.count
        storage.append(Node(kind: kind, previous: tail, next: -1))
        if tail >= 0 { storage[tail].next = index } else { head = index }
        tail = index
        return index
    }

    mutating func remove(_ index: Int) {
        let node = storage[index]
        if node.previous >= 0 { storage[node.previous].next = node.next } else { head = node.next }
        if node.next >= 0 { storage[node.next].previous = node.previous } else { tail = node.previous }
        storage[index].previous = -1
        storage[index].next = -1
    }

    /// Puts the nodes strictly between `start` and `end` (`end` -1: to the tail) under a new
    /// container node, linked where they were; returns it.
    @discardableResult
    mutating func wrap(between start: Int, and end: Int, in container: Container) -> Int {
        let first = storage[start].next
        let last = end >= 0 ? storage[end].previous : tail
        let isEmpty = first == end || first < 0
        let index = storage.count
        storage.append(Node(kind: .container(container, first: isEmpty ? -1 : first, last: isEmpty ? -1 : last)))
        if !isEmpty {
            storage[first].previous = -1
            storage[last].next = -1
        }
        storage[index].previous = start
        storage[start].next = index
        storage[index].next = end
        if end >= 0 { storage[end].previous = index } else { tail = index }
        return index
    }

    /// The inlines of the list starting at `first`, adjacent text merged; containers
    /// deeper than ``MarkdownDocument/maximumNesting`` become their plain text.
    func inlines(from first: Int, depth: Int) -> [MarkdownInline] {
        var result: [MarkdownInline] = []
        var text = ""
        var index = first
        func flushText() {
            if !text.isEmpty { result.append(.text(text)) }
            text = ""
        }
        while index >= 0 {
            let node = storage[index]
            switch node.kind {
            case .text(let string): text += string
            case .delimiter(let scalar, let count): text.unicodeScalars.append(contentsOf: repeatElement(scalar, count: count))
            case .inline(let inline):
                flushText()
                result.append(inline)
            case .container(let container, let childFirst, _):
                if depth >= MarkdownDocument.maximumNesting {
                    text += plainText(from: childFirst)
                    break
                }
                flushText()
                let children = inlines(from: childFirst, depth: depth + 1)
                switch container {
                case .emphasis: result.append(.emphasis(children))
                case .strong: result.append(.strong(children))
                case .strikethrough: result.append(.strikethrough(children))
                case .link(let destination, let title): result.append(.link(destination: destination, title: title, children))
                case .image(let source, let title): result.append(.image(source: source, title: title, children))
                }
            }
            index = node.next
        }
        flushText()
        return result
    }

    /// The text of the nodes from `first` and everything under them, without recursion.
    private func plainText(from first: Int) -> String {
        var text = ""
        var pending: [Int] = [first]
        while let start = pending.popLast() {
            var index = start
            while index >= 0 {
                let node = storage[index]
                switch node.kind {
                case .text(let string): text += string
                case .delimiter(let scalar, let count):
                    text.unicodeScalars.append(contentsOf: repeatElement(scalar, count: count))
                case .inline(let inline): text += MarkdownInline.plainText(of: [inline])
                case .container(_, let childFirst, _):
                    // The rest of this list waits until the children are read.
                    pending.append(node.next)
                    pending.append(childFirst)
                    index = -1
                    continue
                }
                index = node.next
            }
        }
        return text
    }
}

/// A delimiter run that may open or close emphasis.
struct Delimiter {
    var node: Int
    var character: Unicode.Scalar
    var count: Int
    var originalCount: Int
    var canOpen: Bool
    var canClose: Bool
    var previous = -1
    var next = -1
}

/// The delimiter stack: a doubly linked list in an array, so runs are removed in O(1).
struct DelimiterStack {
    private(set) var storage: [Delimiter] = []
    private(set) var top = -1

    subscript(index: Int) -> Delimiter {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    mutating func push(_ delimiter: Delimiter) {
        var delimiter = delimiter
        delimiter.previous = top
        let index = storage.count
        storage.append(delimiter)
        if top >= 0 { storage[top].next = index }
        top = index
    }

    mutating func remove(_ index: Int) {
        let delimiter = storage[index]
        if delimiter.previous >= 0 { storage[delimiter.previous].next = delimiter.next }
        if delimiter.next >= 0 { storage[delimiter.next].previous = delimiter.previous } else { top = delimiter.previous }
    }

    /// The lowest delimiter above `bottom` (-1: the whole stack).
    func first(above bottom: Int) -> Int {
        var index = top
        var found = -1
        while index >= 0 && index != bottom {
            found = index
            index = storage[index].previous
        }
        return found
    }
}

/// Where backtick runs are, found by one forward scan shared by every code span, so
/// looking for closing runs never rescans the text.
struct BacktickRuns {
    private var scanned = 0
    private var runs: [Int: [Int]] = [:]
    private var cursors: [Int: Int] = [:]

    /// Where the first run of exactly `length` backticks at or after `start` begins.
    mutating func closing(length: Int, after start: Int, in scalars: [Unicode.Scalar]) -> Int? {
        while true {
            if let positions = runs[length] {
                var cursor = cursors[length] ?? 0
                while cursor < positions.count, positions[cursor] < start { cursor += 1 }
                cursors[length] = cursor
                if cursor < positions.count { return positions[cursor] }
            }
            guard scanned < scalars.count else { return nil }
            scanRun(in: scalars, from: max(scanned, start))
        }
    }

    /// Records the next run at or after `from`.
    private mutating func scanRun(in scalars: [Unicode.Scalar], from: Int) {
        var index = from
        // A backslash escapes nothing in a closing run (code spans have no escapes).
        while index < scalars.count, scalars[index] != "`" { index += 1 }
        guard index < scalars.count else {
            scanned = scalars.count
            return
        }
        let runStart = index
        while index < scalars.count, scalars[index] == "`" { index += 1 }
        runs[index - runStart, default: []].append(runStart)
        scanned = index
    }
}
