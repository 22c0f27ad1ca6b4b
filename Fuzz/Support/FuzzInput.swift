/// The fuzzer's bytes read as a stream of decisions, so every target turns one
/// byte string into a structured case (and a crash input replays exactly).
///
/// Reads past the end give zeros: a short input is a small case, never an error.
struct FuzzInput {
    private let bytes: [UInt8]
    private var index = 0

    /// A reader over `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A reader over libFuzzer's buffer.
    init(_ data: UnsafePointer<UInt8>, _ count: Int) {
        self.bytes = Array(UnsafeBufferPointer(start: data, count: count))
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { index >= bytes.count }

    /// Bytes not yet read.
    var remaining: Int { max(0, bytes.count - index) }

    /// The next byte, or 0 past the end.
    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A number in `range`, from one byte (two when the range is wider than 256).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = range.upperBound - range.lowerBound + 1
        var value = Int(byte())
        if span > 256 { value = value << 8 | Int(byte()) }
        return range.lowerBound + value % span
    }

    /// A coin flip.
    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// One of `choices`.
    mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(in: 0...(choices.count - 1))]
    }

    /// Up to `count` raw bytes.
    mutating func take(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, index + max(0, count))
        defer { index = max(index, end) }
        return index < end ? Array(bytes[index..<end]) : []
    }

    /// Everything not yet read.
    mutating func rest() -> [UInt8] { take(remaining) }
}
