/// The key sequences one terminal sends, as its terminfo entry lists them, for an
/// ``InputDecoder`` to match before its own xterm decoding.
///
/// The decoder understands what xterm-compatible terminals send. Some terminals number
/// keys their own way (rxvt's shifted function keys are `ESC [ 25 ~`…, the Linux
/// console's F1 is `ESC [ [ A`); a backend that knows the terminal's entry (ncurses)
/// hands those sequences here, so reading raw bytes keeps every key terminfo names.
///
/// Only sequences that start with ESC and have at least two bytes are kept: a single
/// byte is a character or a control key whatever terminfo says, and the decoder's own
/// framing (mouse reports, paste brackets) is not to be redefined by a table.
public struct KeySequenceTable: Sendable, Equatable {
    /// The key of each sequence.
    private var keys: [[UInt8]: KeyEvent] = [:]
    /// Every proper prefix of a sequence, so that a partial one waits for its end.
    private var prefixes: Set<[UInt8]> = []

    /// A table of `sequences`; sequences that do not start with ESC, that have one
    /// byte, or that are longer than ``InputDecoder/maximumSequenceLength`` are left out.
    public init(_ sequences: [[UInt8]: KeyEvent] = [:]) {
        for (sequence, key) in sequences
        where sequence.count >= 2 && sequence.count <= InputDecoder.maximumSequenceLength
            && sequence[0] == InputDecoder.escapeByte
        {
            keys[sequence] = key
            for length in 1..<sequence.count { prefixes.insert(Array(sequence[..<length])) }
        }
    }

    /// Whether the table holds no sequence.
    public var isEmpty: Bool { keys.isEmpty }

    /// The number of sequences in the table.
    public var count: Int { keys.count }

    /// The key of `sequence`, nil when the table has none.
    public subscript(sequence: [UInt8]) -> KeyEvent? { keys[sequence] }

    /// What the table makes of the bytes at `index` (an ESC).
    enum Match {
        /// A sequence of the table, `length` bytes long.
        case key(KeyEvent, length: Int)
        /// The bytes so far begin a sequence of the table: wait for more.
        case incomplete
        /// No sequence of the table starts here.
        case none
    }

    /// The sequence of the table that starts at `index`, reading at most as far as a
    /// sequence could go; with `atEnd`, a partial sequence is no match.
    func match(_ buffer: [UInt8], at index: Int, atEnd: Bool) -> Match {
        guard !keys.isEmpty else { return .none }
        var candidate = [buffer[index]]
        var end = index + 1
        while prefixes.contains(candidate) {
            guard end < buffer.count else { return atEnd ? .none : .incomplete }
            candidate.append(buffer[end])
            end += 1
            if let key = keys[candidate] { return .key(key, length: candidate.count) }
        }
        return .none
    }
}
