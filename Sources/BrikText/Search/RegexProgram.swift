import BrikCore

/// A regular expression compiled for a Pike virtual machine: matching is linear in the
/// line's length times the program's size, whatever the pattern (no backtracking), so no
/// pattern a user types can hang the app (`(a*)*b` on a long line of `a`s is as fast as
/// `ab`). Matches are leftmost-first, quantifiers greedy unless lazy, as in Perl.
struct RegexProgram: Sendable {
    enum Instruction: Sendable {
        case character(Character)
        case any
        case characterClass(Int)
        /// Try both, the first preferred.
        case split(Int, Int)
        case jump(Int)
        case lineStart, lineEnd
        case wordBoundary(Bool)
        case match
    }

    private(set) var instructions: [Instruction] = []
    private(set) var classes: [RegexClass] = []
    let ignoresCase: Bool

    init(_ node: RegexNode, ignoresCase: Bool, maximumSize: Int) throws(SearchError) {
        self.ignoresCase = ignoresCase
        try emit(node, maximumSize: maximumSize)
        instructions.append(.match)
    }

    private mutating func emit(_ node: RegexNode, maximumSize: Int) throws(SearchError) {
        if instructions.count > maximumSize { throw .patternTooComplex }
        switch node {
        case .empty: break
        case .literal(let character): instructions.append(.character(ignoresCase ? Self.fold(character) : character))
        case .any: instructions.append(.any)
        case .characterClass(let set):
            classes.append(set)
            instructions.append(.characterClass(classes.count - 1))
        case .lineStart: instructions.append(.lineStart)
        case .lineEnd: instructions.append(.lineEnd)
        case .wordBoundary(let positive): instructions.append(.wordBoundary(positive))
        case .concatenation(let items):
            for item in items { try emit(item, maximumSize: maximumSize) }
        case .alternation(let branches):
            // split L1, next; L1: branch; jump end; next: split …
            var jumps: [Int] = []
            for (index, branch) in branches.enumerated() {
                if index < branches.count - 1 {
                    let split = instructions.count
                    instructions.append(.split(split + 1, 0))
                    try emit(branch, maximumSize: maximumSize)
                    jumps.append(instructions.count)
                    instructions.append(.jump(0))
                    instructions[split] = .split(split + 1, instructions.count)
                } else {
                    try emit(branch, maximumSize: maximumSize)
                }
            }
            for jump in jumps { instructions[jump] = .jump(instructions.count) }
        case .repetition(let inner, let min, let max, let greedy):
            for _ in 0..<min { try emit(inner, maximumSize: maximumSize) }
            if let max {
                // Each optional copy: split body, end (nested, so `a{0,3}` stops at the first miss).
                var splits: [Int] = []
                for _ in min..<max {
                    splits.append(instructions.count)
                    instructions.append(.split(0, 0))
                    try emit(inner, maximumSize: maximumSize)
                }
                let end = instructions.count
                for split in splits { instructions[split] = preferring(split + 1, over: end, greedy: greedy) }
            } else {
                // loop: split body, end; body; jump loop
                let loop = instructions.count
                instructions.append(.split(0, 0))
                try emit(inner, maximumSize: maximumSize)
                instructions.append(.jump(loop))
                instructions[loop] = preferring(loop + 1, over: instructions.count, greedy: greedy)
            }
        }
        if instructions.count > maximumSize { throw .patternTooComplex }
    }

    private func preferring(_ body: Int, over exit: Int, greedy: Bool) -> Instruction {
        greedy ? .split(body, exit) : .split(exit, body)
    }

    /// `character` in the form case-insensitive matching compares.
    static func fold(_ character: Character) -> Character {
        if let ascii = character.asciiValue {
            return ascii >= 65 && ascii <= 90 ? Character(Unicode.Scalar(ascii + 32)) : character
        }
        let lower = character.lowercased()
        return lower.count == 1 ? Character(lower) : character
    }

    // MARK: - Matching

    /// The leftmost non-empty match in `text` (already folded when the program ignores case)
    /// starting at or after `start`.
    func firstMatch(in text: [Character], from start: Int) -> Range<Int>? {
        var machine = Machine(program: self, text: text)
        return machine.run(from: start)
    }

    /// The state of one run: the thread lists, and the step each instruction was last added in.
    private struct Machine {
        let program: RegexProgram
        let text: [Character]
        var addedAt: [Int]
        var step = 0
        var stack: [Int] = []

        init(program: RegexProgram, text: [Character]) {
            self.program = program
            self.text = text
            addedAt = Array(repeating: -1, count: program.instructions.count)
        }

        mutating func run(from start: Int) -> Range<Int>? {
            var matched: Range<Int>?
            var position = start
            var current: [(pc: Int, start: Int)] = []
            var next: [(pc: Int, start: Int)] = []
            step += 1
            add(to: &current, 0, start: position, at: position)
            while true {
                step += 1
                next.removeAll(keepingCapacity: true)
                threads: for thread in current {
                    switch program.instructions[thread.pc] {
                    case .match:
                        // Empty matches are no matches: a search always finds something to show.
                        if position > thread.start {
                            matched = thread.start..<position
                            break threads  // threads after this one have lower priority
                        }
                    case .character(let expected):
                        if position < text.count && text[position] == expected {
                            add(to: &next, thread.pc + 1, start: thread.start, at: position + 1)
                        }
                    case .any:
                        if position < text.count { add(to: &next, thread.pc + 1, start: thread.start, at: position + 1) }
                    case .characterClass(let index):
                        if position < text.count,
                            program.classes[index].contains(text[position], ignoringCase: program.ignoresCase)
                        {
                            add(to: &next, thread.pc + 1, start: thread.start, at: position + 1)
                        }
                    case .split, .jump, .lineStart, .lineEnd, .wordBoundary:
                        break  // resolved when the thread was added
                    }
                }
                if position >= text.count { break }
                position += 1
                // Until a match is found, a new attempt starts at every position, last in priority.
                if matched == nil { add(to: &next, 0, start: position, at: position) }
                swap(&current, &next)
                // No thread left: done once a match is known; before that, later starts may match.
                if current.isEmpty && matched != nil { break }
            }
            return matched
        }

        /// Adds the thread at `pc` and everything it reaches without reading a character, in
        /// priority order, each instruction once per step.
        mutating func add(to list: inout [(pc: Int, start: Int)], _ pc: Int, start: Int, at position: Int) {
            stack.append(pc)
            while let pc = stack.popLast() {
                guard addedAt[pc] != step else { continue }
                addedAt[pc] = step
                switch program.instructions[pc] {
                case .jump(let target): stack.append(target)
                case .split(let first, let second):
                    stack.append(second)
                    stack.append(first)
                case .lineStart: if position == 0 { stack.append(pc + 1) }
                case .lineEnd: if position == text.count { stack.append(pc + 1) }
                case .wordBoundary(let positive):
                    let before = position > 0 && RegexClass.isWord(text[position - 1])
                    let after = position < text.count && RegexClass.isWord(text[position])
                    if (before != after) == positive { stack.append(pc + 1) }
                case .character, .any, .characterClass, .match:
                    list.append((pc, start))
                }
            }
        }
    }
}
